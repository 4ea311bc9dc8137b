import Gtk
import Widgets

extension Gtk.Widget {
    /// The texts of the labels inside the widget, depth first, joined by
    /// spaces; nil when there are none.
    var textOfLabelsInside: String? {
        var texts: [String] = []
        collectLabelTexts(into: &texts)
        let text = texts.filter { !$0.isEmpty }.joined(separator: " ")
        return text.isEmpty ? nil : text
    }

    private func collectLabelTexts(into texts: inout [String]) {
        for child in children {
            if child.typeName == "GtkLabel", child.isVisible, let text = child.displayedText {
                texts.append(text)
            } else {
                child.collectLabelTexts(into: &texts)
            }
        }
    }
}

extension Widgets.Button {
    /// Names a button of custom content after the texts inside it.
    ///
    /// Done once the commit that placed them is over (its children are
    /// inserted after its props are written); a label of the app's wins.
    /// Unnamed, AT-SPI reads `GtkButton`.
    func nameAfterContent(_ button: Gtk.Button) {
        guard title == nil, iconName == nil, modifiers.accessibilityLabel == nil else { return }
        Source.idle(priority: .highIdle) { [weak button] in
            if let button, let text = button.textOfLabelsInside, button.accessibleLabel != text {
                button.accessibleLabel = text
            }
            return .remove
        }
    }
}
