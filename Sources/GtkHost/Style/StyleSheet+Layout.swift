import Gtk
import Widgets

extension StyleSheet {
    /// Writes the layout and state modifiers that differ between `base` and
    /// `new`: padding, size request, expansion, alignment, sensitivity,
    /// tooltip, accessible label and the other accessibility details.
    func applyLayout(_ new: WidgetModifiers, from base: WidgetModifiers, to widget: Gtk.Widget) {
        if new.padding != base.padding {
            let padding = new.padding
            widget.margins = Margins(
                top: padding.top, trailing: padding.trailing, bottom: padding.bottom,
                leading: padding.leading)
        }
        if new.width != base.width || new.height != base.height {
            widget.setSizeRequest(width: new.width ?? -1, height: new.height ?? -1)
        }
        // Unset, GTK computes an axis from the children: a widget made a
        // moment ago is written only the axes its modifiers set.
        if new.expandsHorizontally != base.expandsHorizontally {
            if let expands = new.expandsHorizontally {
                widget.expandsHorizontally = expands
            } else {
                widget.setsHorizontalExpansion = false
            }
        }
        if new.expandsVertically != base.expandsVertically {
            if let expands = new.expandsVertically {
                widget.expandsVertically = expands
            } else {
                widget.setsVerticalExpansion = false
            }
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
        if new.accessibility != base.accessibility {
            applyAccessibility(new.accessibility, from: base.accessibility, to: widget)
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
