import Gtk
import Reconciler
import Widgets

/// Scrolls a `List`'s, `Table`'s or `LazyVGrid`'s GTK view to a row (a
/// grid's cell) for a `ScrollViewReader` above it: the view's instance keeps one, and it joins
/// the reader's `ScrollTargets` found in the view's environment.
///
/// Without an anchor, GTK 4.8 scrolls a list or column view the least that
/// shows the row (`list.scroll-to-item`); a grid view's was seen to leave
/// the cell out of view on 4.8, so a grid's least scroll is made as an
/// anchor is, with the edge nearest the cell. With an anchor, the offset is set at the start of
/// later frames, once GTK has laid out the rows the props gave (an offset
/// set before GTK lays out a change of the row count leaves GTK 4.8's list
/// on the rows it showed): first from where the rows shown say the row is
/// (or, with none shown, from the scrolled height over the row count),
/// then by where the row really is once it is shown. GTK's own scroll is
/// not asked for: it anchors the row at the edge the list was anchored to,
/// which would undo the anchor.
@MainActor final class RowScroller: RowScrollTarget {
    private let scrolled: ScrolledWindow
    /// GTK's least scroll that shows a row; nil where GTK 4.8's is not
    /// reliable (a grid view's), and the least scroll is made as anchors are.
    private let scrollToPosition: ((Int) -> Void)?
    /// The rows shown now, with the widget GTK lays each out in; set by the
    /// owner (without it an anchor has only the first estimate).
    var shownRows: () -> [(position: Int, widget: Gtk.Widget)] = { [] }
    private var props: (any VirtualizedView)?
    private weak var targets: ScrollTargets?
    /// The row and anchor to correct the offset for (nil: the least scroll
    /// that shows the row), and how many more frames to look for the row's widget.
    private var correcting: (position: Int, anchor: UnitPoint?, tries: Int)?

    /// A scroller of the rows in `scrolled`, which `scrollToPosition`
    /// scrolls the least that shows a row (nil: the scroller does it).
    init(scrolled: ScrolledWindow, scrollToPosition: ((Int) -> Void)? = nil) {
        self.scrolled = scrolled
        self.scrollToPosition = scrollToPosition
    }

    /// Takes new props: joins the targets of their environment, and does a
    /// scroll that waited for a row these props have.
    func update(_ new: any VirtualizedView) {
        props = new
        let found = new.environment.scrollTargets
        if found !== targets {
            targets?.remove(self)
            found?.add(self)
            targets = found
        }
        found?.updated(self)
    }

    func scrollToRow(withKey key: AnyHashable, anchor: UnitPoint?) -> Bool {
        guard let props, let position = props.position(ofKey: key) else { return false }
        if anchor == nil, let scrollToPosition {
            scrollToPosition(position)
            return true
        }
        correctAfterNextFrame(position, anchor)
        return true
    }

    /// Moves the offset to the row at the start of each frame from the
    /// second on (the first lays out what the props changed): by the row's
    /// own place once it is shown, else by the rows shown, which tell
    /// where it must be.
    private func correctAfterNextFrame(_ position: Int, _ anchor: UnitPoint?) {
        let waiting = correcting == nil
        correcting = (position, anchor, 6)
        guard waiting else { return }
        var frames = 0
        scrolled.addTickCallback { [weak self] in
            frames += 1
            return frames < 2 || self?.correct() == false
        }
    }

    /// Moves the offset toward the waiting row's anchor; true when done (the
    /// row is in place, or no frames are left to try).
    private func correct() -> Bool {
        guard let (position, anchor, tries) = correcting, let adjustment = scrolled.vadjustment,
            let rowCount = props?.rowCount, position < rowCount
        else {
            correcting = nil
            return true
        }
        // GTK keeps some rows bound that it does not show (the focused one):
        // only mapped rows tell where rows are.
        let rows = shownRows().compactMap { row in
            row.widget.childVisible() && row.widget.isMapped
                ? row.widget.translateCoordinates(destWidget: scrolled, srcX: 0, srcY: 0).map {
                    (position: row.position, top: $0.destY, height: Double(row.widget.height))
                } : nil
        }.sorted { abs($0.position - position) < abs($1.position - position) }
        guard let first = rows.first else {
            // No row shown to measure by: the heights GTK estimates.
            let rowHeight = (adjustment.upper - adjustment.lower) / Double(max(1, rowCount))
            let top = adjustment.lower + Double(position) * rowHeight
            let y = anchor?.y ?? (top < adjustment.value ? 0 : 1)
            adjustment.value = top + y * (rowHeight - adjustment.pageSize)
            correcting = tries > 1 ? (position, anchor, tries - 1) : nil
            return correcting == nil
        }
        // A grid shows several cells per line: the widest line seen gives the
        // cells per line (1 for a list), and lines are what is measured.
        let perLine = max(
            1, Dictionary(grouping: rows) { $0.top.rounded() }.values.map(\.count).max() ?? 1)
        let line = { (position: Int) in position / perLine }
        let second = rows.dropFirst().first { line($0.position) != line(first.position) }
        let target = rows.first { $0.position == position }
        let pitch =
            second.map { ($0.top - first.top) / Double(line($0.position) - line(first.position)) }
            ?? first.height
        let top = target?.top ?? first.top + Double(line(position) - line(first.position)) * pitch
        let height = target?.height ?? first.height
        let y: Double
        if let anchor {
            y = anchor.y
        } else if top >= 0, top + height <= adjustment.pageSize {
            // The least scroll that shows the row: none, it shows.
            correcting = nil
            return true
        } else {
            y = top < 0 ? 0 : 1
        }
        adjustment.value += top - y * (adjustment.pageSize - height)
        correcting = target == nil && tries > 1 ? (position, anchor, tries - 1) : nil
        return correcting == nil
    }

    /// Leaves the reader's targets (the view is removed).
    func release() {
        correcting = nil
        targets?.remove(self)
    }
}
