import CGtk

/// Reads which columns a ``ColumnView`` sorts by, and in which order, on
/// GTK 4.8, where the view's sorter (`GtkColumnViewSorter`) is private and
/// has no accessor for its columns.
///
/// Each sortable column gets a sorter of its own from ``sorter(forColumn:)``.
/// The view's sorter compares two items by asking its sort columns' sorters
/// in turn, first the column clicked last, and reverses the answer of a
/// column sorted in descending order. ``sortColumns(of:)`` asks the view's
/// sorter to compare two probe objects: the column sorter that answers names
/// itself, and the sign of the view's answer tells the order. That column
/// then answers "equal" so that the next ask reaches the next sort column.
///
/// The column sorters order nothing else: give the rows to the view unsorted
/// (the app sorts them), or the probe's "equal" answers would leave them unsorted.
///
/// ```swift
/// let probe = ColumnSortProbe()
/// column.sorter = probe.sorter(forColumn: 0)
/// view.sorter?.onChanged { _ in print(probe.sortColumns(of: view)) }
/// ```
@MainActor
public final class ColumnSortProbe {
    /// The two objects the probe compares.
    private let first: Object
    private let second: Object
    /// The column whose sorter answered the last comparison of the probe objects.
    private var answered: Int?
    /// The columns already found, which answer "equal" while probing.
    private var found: Set<Int> = []

    /// A probe for the columns of one view.
    public init() {
        first = Object(adopting: g_object_new_with_properties(g_object_get_type(), 0, nil, nil))
        second = Object(adopting: g_object_new_with_properties(g_object_get_type(), 0, nil, nil))
    }

    /// The sorter to give the column at `index`; the view's header then lets
    /// the user sort by it.
    public func sorter(forColumn index: Int) -> CustomSorter {
        let firstAddress = UInt(bitPattern: first.pointer)
        let box = ClosureBox<@MainActor (gpointer, gpointer) -> Int32> { [weak self] item, _ in
            guard let self, UInt(bitPattern: item) == firstAddress else { return 0 }
            guard !self.found.contains(index) else { return 0 }
            self.answered = index
            return -1
        }
        let sorter = gtk_custom_sorter_new(compareItems, box.retainedForGLib(), releaseClosureBox)!
        return CustomSorter(adopting: UnsafeMutableRawPointer(sorter))
    }

    /// The columns `view` sorts by (indices given to ``sorter(forColumn:)``),
    /// the primary one first, each with its order; empty when it does not sort.
    public func sortColumns(of view: ColumnView) -> [(column: Int, order: SortType)] {
        guard let sorter = view.sorter else { return [] }
        var columns: [(column: Int, order: SortType)] = []
        defer { found = [] }
        while true {
            answered = nil
            let ordering = sorter.compare(item1: first, item2: second)
            guard let column = answered, ordering != .equal else { return columns }
            columns.append((column, ordering == .smaller ? .ascending : .descending))
            found.insert(column)
        }
    }
}
