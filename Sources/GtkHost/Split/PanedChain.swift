import Gtk
import Widgets

/// The GTK paneds of a split view: one for two panes, and for each further
/// pane one more, nested as the end child of the one before, so that every
/// pane but the first is the start child of a paned of its own.
///
/// It places the split view's children (a ``RebuildingLayout``: a paned has
/// two fixed slots, so a change puts every pane back) and reports the
/// divider the user drags through the latest props' `onDividerMove`.
@MainActor final class PanedChain: RebuildingLayout {
    private let orientation: Orientation
    /// The split view's instance, known once it is made (``bind(to:)``).
    private var handle: InstanceHandle?
    /// The paneds, outermost first; `paneds[0]` is the instance's widget.
    private(set) var paneds: [Paned]
    /// How many panes are shown.
    private(set) var paneCount = 0

    init(root: Paned, orientation: Orientation) {
        self.orientation = orientation
        paneds = [root]
    }

    /// Reports the dividers' moves to `instance`, the split view's.
    func bind(to instance: GtkInstance) {
        handle = instance.handle
        watch(paneds[0], divider: 0)
    }

    func detach(_ children: [GtkInstance]) {
        for paned in paneds.reversed() {
            paned.startChild = nil
            paned.endChild = nil
        }
    }

    func attach(_ children: [GtkInstance]) {
        let widgets = children.compactMap(\.widget)
        paneCount = widgets.count
        let used = max(1, widgets.count - 1)
        while paneds.count < used { addPaned() }
        for index in 0..<used {
            let paned = paneds[index]
            paned.startChild = widgets.indices.contains(index) ? widgets[index] : nil
            let last = index == used - 1
            let next = widgets.indices.contains(index + 1) ? widgets[index + 1] : nil
            paned.endChild = last ? next : paneds[index + 1]
        }
        if let instance = handle?.instance, let split = instance.view as? any SplitPanes {
            instance.withHandlersBlocked { apply(split) }
        }
    }

    /// Writes `split`'s positions and growth to the paneds in use.
    func apply(_ split: any SplitPanes) {
        let used = max(1, paneCount - 1)
        for (index, paned) in paneds.prefix(used).enumerated() {
            // A pane never goes below its minimum size; which side takes a
            // change of the window's size follows the growing panes.
            paned.shrinkStartChild = false
            paned.shrinkEndChild = false
            paned.resizeStartChild = split.grows(pane: index, of: paneCount)
            paned.resizeEndChild = (index + 1..<max(paneCount, index + 2)).contains {
                split.grows(pane: $0, of: paneCount)
            }
            if let position = split.position(of: index), paned.position != Int32(clamping: position)
            {
                paned.position = Int32(clamping: position)
            }
        }
    }

    private func addPaned() {
        let paned = Paned(orientation: orientation)
        handle?.instance?.own(paned)
        watch(paned, divider: paneds.count)
        paneds.append(paned)
    }

    /// Reports the moves of `paned`'s divider made by the user: GTK's own
    /// placement before any position is set (`position-set` false) is not one.
    private func watch(_ paned: Paned, divider: Int) {
        paned.onPositionChanged { [handle, weak paned] in
            guard let paned, paned.positionSet,
                let split = handle?.instance?.view as? any SplitPanes
            else { return }
            let position = Int(paned.position)
            if split.position(of: divider) != position { split.onDividerMove(divider, position) }
        }
    }
}
