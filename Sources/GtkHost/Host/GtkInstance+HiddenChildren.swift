import Gtk
@_spi(Toolkit) import Widgets

extension GtkInstance {
    /// Warns, once per view type, about children this instance does not show.
    ///
    /// All of them are not shown when its adapter gave it no layout, all but
    /// the first with a widget when its layout has one slot. Nothing is said
    /// for a placeholder (its own warning said so).
    func reportHiddenChildren() {
        guard adapterType != nil else { return }
        // Compared as metatypes: cheaper than a cast, and this runs for
        // every container mounted with its children.
        let layoutType = Swift.type(of: placement)
        if layoutType == NoChildLayout.self {
            let view = ExactType.of(self.view)
            warnOnce(
                AdapterMistake.childrenWithoutLayout(view: view, count: children.count),
                key: "children without a layout: \(view)")
        } else if layoutType == SingleChildLayout.self, children.count > 1 {
            let shown = children.lazy.filter { $0.widget != nil }.count
            guard shown > 1 else { return }
            let view = ExactType.of(self.view)
            warnOnce(
                AdapterMistake.childrenPastOneSlot(view: view, count: shown),
                key: "children past one slot: \(view)")
        }
    }
}
