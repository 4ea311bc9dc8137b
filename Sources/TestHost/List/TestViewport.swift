import Reconciler
import Widgets

/// The viewport of one virtualized list (a `List`, `Table` or `LazyVGrid`) on `TestHost`: the rows
/// from ``first`` on, at most ``height`` of them, are shown, each by a
/// recycled slot, as a `GtkListView` shows the rows on screen.
///
/// The list's `VirtualizedRows` binds, recycles and evicts the rows exactly as in
/// a GTK app; the list widget's children are the containers (``RowContainer``) of
/// the rows shown, in row order.
@MainActor public final class TestViewport {
    /// The list's rows: their roots, and what is kept off screen.
    public let rows: VirtualizedRows
    /// How many rows are shown at once.
    public private(set) var height: Int
    /// The index of the first row shown.
    public private(set) var first = 0
    /// The number of rows in the data.
    public private(set) var count = 0
    /// The selected rows' ids and where each was last seen.
    public private(set) var selected = SelectedRows()
    /// The positions of the selected rows, as GTK's selection model would hold them.
    public private(set) var selectedPositions: Set<Int> = []
    /// The list widget whose rows the viewport shows.
    unowned let list: TestWidget
    /// The scroll targets of the `ScrollViewReader` above the list, if any.
    weak var scrollTargets: ScrollTargets?
    private var slots: [TestRowSlot] = []
    private var nextSlotID: UInt = 1

    init(list: TestWidget, rows: VirtualizedRows, height: Int) {
        self.list = list
        self.rows = rows
        self.height = max(0, height)
    }

    /// The indices of the rows shown.
    public var visibleRows: Range<Int> { first..<min(first + height, count) }

    /// Takes the list's new props: rows shown are rendered again, then the
    /// slots follow the new count.
    func update(_ view: any VirtualizedView) {
        rows.update(view) {
            count = view.rowCount
            first = clamped(first)
        }
        placeSlots()
        if let list = view as? any SelectableRows { followSelection(of: list) }
        joinScrollTargets(of: view)
    }

    /// Finds the selected ids among the new rows; ids gone from the data
    /// leave the list's binding, written once.
    private func followSelection(of list: any SelectableRows) {
        guard let selection = list.selection else {
            selectedPositions = []
            return
        }
        let found = selected.follow(
            selection.ids, rowCount: list.rowCount, key: list.rowKey, shown: Array(visibleRows))
        selectedPositions = Set(found.positions)
        if !found.gone.isEmpty { list.onSelectionChange(selection.ids.subtracting(found.gone)) }
    }

    /// Notes that the user selected the row at `index`, so the next render
    /// finds its id there without a pass over the rows.
    func sawSelected(row index: Int) {
        guard let list = list.view as? any SelectableRows, index >= 0, index < list.rowCount else {
            return
        }
        selected.saw(list.rowKey(index), at: index)
    }

    /// Shows `height` rows from `row` on (kept within the data).
    func scroll(toRow row: Int, height newHeight: Int? = nil) {
        if let newHeight { height = max(0, newHeight) }
        first = clamped(row)
        placeSlots()
    }

    private func clamped(_ row: Int) -> Int { max(0, min(row, count - height)) }

    /// Unbinds the slots whose rows left the viewport, binds freed (or new)
    /// slots to the rows that entered it, discards slots left over, and
    /// makes the shown containers the list's children.
    private func placeSlots() {
        let visible = visibleRows
        var free: [TestRowSlot] = []
        var covered = Set<Int>()
        for slot in slots {
            if visible.contains(slot.position), covered.insert(slot.position).inserted { continue }
            rows.unbind(slot)
            free.append(slot)
        }
        for position in visible where !covered.contains(position) {
            let slot = free.popLast() ?? newSlot()
            slot.position = position
            rows.bind(slot)
        }
        for slot in free {
            rows.tearDown(slot)
            slot.show(nil)
        }
        let discarded = Set(free.map(ObjectIdentifier.init))
        slots.removeAll { discarded.contains(ObjectIdentifier($0)) }
        layOut()
    }

    private func newSlot() -> TestRowSlot {
        let slot = TestRowSlot(id: nextSlotID)
        nextSlotID += 1
        slots.append(slot)
        return slot
    }

    /// The shown containers as the list's children, in row order.
    private func layOut() {
        for child in list.children { child.parent = nil }
        list.children = slots.sorted { $0.position < $1.position }.compactMap(\.container)
        for child in list.children { child.parent = list }
    }

    /// The data index of the row whose container is `container`, if shown.
    func position(of container: TestWidget) -> Int? {
        rows.position { $0 === container }
    }

    /// Unmounts every row (their cleanups run) and empties the list.
    func release() {
        scrollTargets?.remove(self)
        rows.release()
        slots.removeAll()
        layOut()
    }
}

/// A recycled place of a ``TestViewport``, like a GTK list item.
@MainActor final class TestRowSlot: RowSlot {
    let slotID: UInt
    var position = 0
    /// The row container shown in the slot.
    private(set) var container: TestWidget?

    init(id: UInt) { slotID = id }

    func show(_ container: AnyObject?) { self.container = container as? TestWidget }
}

/// The container of one row of a virtualized list on `TestHost`: the row's
/// widgets are its children (as a GTK list item's box holds them).
///
/// It is a child of the list's widget and appears in ``TestHost/dump()``,
/// but not among ``TestHost/widgets``: queries and actions see the row's
/// widgets only.
public struct RowContainer: PrimitiveView {}
