import Gtk
import Widgets

extension StyleSheet {
    /// Writes the accessibility details that differ between `base` and `new`
    /// as GTK accessible properties and states: the hint as the description,
    /// the value text, the hidden state, and `.isHeader` as heading level 1
    /// (GTK 4.8 fixes a widget's role when it is made; see CONTRIBUTING).
    func applyAccessibility(
        _ new: AccessibilityDetails, from base: AccessibilityDetails, to widget: Gtk.Widget
    ) {
        if new.hint != base.hint { widget.setAccessibleDescription(new.hint) }
        if new.value != base.value { widget.setAccessibleValueText(new.value) }
        if new.isHidden != base.isHidden { widget.setAccessibleHidden(new.isHidden) }
        let isHeader = new.traits.contains(.isHeader)
        if isHeader != base.traits.contains(.isHeader) {
            widget.setAccessibleLevel(isHeader ? 1 : nil)
        }
    }
}
