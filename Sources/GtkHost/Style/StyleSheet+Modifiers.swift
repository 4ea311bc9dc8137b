import Gtk
import Widgets

extension StyleSheet {
    /// Writes the modifiers that differ between `old` and `new` to `widget`
    /// (all that are set when `old` is nil).
    func apply(_ new: WidgetModifiers, from old: WidgetModifiers?, to widget: Gtk.Widget) {
        let base = old ?? WidgetModifiers()
        if new.padding != base.padding {
            let padding = new.padding
            widget.margins = Margins(
                top: padding.top, trailing: padding.trailing, bottom: padding.bottom,
                leading: padding.leading)
        }
        if new.width != base.width || new.height != base.height {
            widget.setSizeRequest(width: new.width ?? -1, height: new.height ?? -1)
        }
        if new.expandsHorizontally != base.expandsHorizontally {
            widget.expandsHorizontally = new.expandsHorizontally ?? false
        }
        if new.expandsVertically != base.expandsVertically {
            widget.expandsVertically = new.expandsVertically ?? false
        }
        if new.horizontalAlignment != base.horizontalAlignment {
            widget.horizontalAlignment = gtkAlignment(new.horizontalAlignment)
        }
        if new.verticalAlignment != base.verticalAlignment {
            widget.verticalAlignment = gtkAlignment(new.verticalAlignment)
        }
        if new.isDisabled != base.isDisabled { widget.isSensitive = !new.isDisabled }
        if new.tooltip != base.tooltip { widget.tooltip = new.tooltip }
        if new.accessibilityLabel != base.accessibilityLabel {
            widget.accessibleLabel = new.accessibilityLabel
        }
        let oldClasses = classes(of: base)
        let newClasses = classes(of: new)
        if oldClasses != newClasses {
            for name in oldClasses where !newClasses.contains(name) { widget.removeCSSClass(name) }
            for name in newClasses where !oldClasses.contains(name) { widget.addCSSClass(name) }
        }
    }

    /// The style classes for `modifiers`: the app's, then one per style value.
    private func classes(of modifiers: WidgetModifiers) -> [String] {
        var names = modifiers.cssClasses
        if let scheme = modifiers.colorScheme {
            names.append(scheme == .dark ? "gtkhooks-dark" : "gtkhooks-light")
        }
        if let theme = modifiers.theme {
            names.append(className("theme", rules: theme.cssRules))
        }
        if let weight = modifiers.fontWeight {
            names.append(className("weight", "font-weight: \(cssWeight(weight));"))
        }
        if let size = modifiers.fontSize {
            names.append(className("size", "font-size: \(size)pt;"))
        }
        if let color = modifiers.foregroundColor {
            names.append(className("fg", "color: \(color.css);"))
        }
        if let color = modifiers.background {
            names.append(className("bg", "background-color: \(color.css);"))
        }
        return names
    }

    private func cssWeight(_ weight: FontWeight) -> Int {
        switch weight {
        case .light: 300
        case .regular: 400
        case .semibold: 600
        case .bold: 700
        }
    }

    private func gtkAlignment(_ alignment: Widgets.Alignment?) -> Gtk.Alignment {
        switch alignment {
        case .start: .start
        case .center: .center
        case .end: .end
        case .fill, nil: .fill
        }
    }
}
