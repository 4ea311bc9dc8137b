import Gtk
import Widgets

/// What `HSplitView` and `VSplitView` share on GTK: a ``PanedChain``,
/// which is both the instance's layout and its storage.
@MainActor enum SplitAdapter {
    static func makeInstance(of split: some SplitPanes, orientation: Orientation) -> GtkInstance {
        let root = Paned(orientation: orientation)
        root.expandsHorizontally = true
        root.expandsVertically = true
        let chain = PanedChain(root: root, orientation: orientation)
        let instance = GtkInstance(widget: root, view: split, layout: chain)
        chain.bind(to: instance)
        instance.storage = chain
        return instance
    }

    static func apply(_ split: some SplitPanes, to instance: GtkInstance) {
        guard let chain = instance.storage as? PanedChain else { return }
        let dividers = max(1, chain.paneCount - 1)
        if split.positions.count > dividers, chain.paneCount > 0 {
            Log.warning(
                "\(type(of: split)): splitPosition is set for divider \(split.positions.count - 1), "
                    + "but its \(chain.paneCount) panes have \(dividers) divider(s): "
                    + "give the split view more panes or bind a divider from 0 to \(dividers - 1)")
        }
        chain.apply(split)
    }
}
