import CGtk

// GtkCustomSorter's constructor takes a GCompareDataFunc, which the
// generator does not wrap (Gir/Coverage.md); and a sorter or filter over a
// ValueListModel wants the values, not item objects: these two call the
// closure with the values, read straight from the items' snapshots.

extension ValueListModel {
    /// A sorter of this model's items by their values, for a
    /// ``SortListModel`` over the model (or over a model over it).
    ///
    /// Items of another model sort as equal to everything. Call
    /// `changed(change:)` on the sorter when what `areInIncreasingOrder`
    /// decides changes. A `StringSorter` or `NumericSorter` over an
    /// expression sorts faster in GTK 4.8 (it keeps sort keys; a custom
    /// sorter compares items anew each time): for large models sort the
    /// values in Swift where you can.
    ///
    /// ```swift
    /// let sorted = SortListModel(model: model, sorter: model.sorter { $0.amount < $1.amount })
    /// ```
    public func sorter(
        by areInIncreasingOrder: @escaping @MainActor (Value, Value) -> Bool
    ) -> CustomSorter {
        let storage = storage
        let box = ClosureBox<@MainActor (gpointer, gpointer) -> Int32> { first, second in
            guard let first = storage.value(ofItem: first, current: false),
                let second = storage.value(ofItem: second, current: false)
            else { return 0 }
            if areInIncreasingOrder(first, second) { return -1 }
            return areInIncreasingOrder(second, first) ? 1 : 0
        }
        let sorter = gtk_custom_sorter_new(compareItems, box.retainedForGLib(), releaseClosureBox)!
        return CustomSorter(adopting: UnsafeMutableRawPointer(sorter))
    }

    /// A filter that keeps this model's items whose values `isIncluded`
    /// accepts, for a ``FilterListModel`` over the model.
    ///
    /// Items of another model are left out. Call `changed(change:)` on the
    /// filter when what `isIncluded` decides changes.
    ///
    /// ```swift
    /// let filtered = FilterListModel(model: model, filter: model.filter { $0.amount > 100 })
    /// ```
    public func filter(_ isIncluded: @escaping @MainActor (Value) -> Bool) -> CustomFilter {
        let storage = storage
        let box = ClosureBox<@MainActor (gpointer) -> Bool> { item in
            storage.value(ofItem: item, current: false).map(isIncluded) ?? false
        }
        let filter = gtk_custom_filter_new(matchItem, box.retainedForGLib(), releaseClosureBox)!
        return CustomFilter(adopting: UnsafeMutableRawPointer(filter))
    }
}

/// The C compare function of ``ValueListModel/sorter(by:)`` and ``ColumnSortProbe``.
let compareItems: GCompareDataFunc = { first, second, data in
    guard let first, let second, let data else { return 0 }
    let box = ClosureBox<@MainActor (gpointer, gpointer) -> Int32>.from(data)
    let firstItem = UInt(bitPattern: first)
    let secondItem = UInt(bitPattern: second)
    return MainActor.assumeIsolated {
        box.body(
            UnsafeMutableRawPointer(bitPattern: firstItem)!,
            UnsafeMutableRawPointer(bitPattern: secondItem)!)
    }
}

/// The C match function of ``ValueListModel/filter(_:)``.
private let matchItem: GtkCustomFilterFunc = { item, data in
    guard let item, let data else { return 0 }
    let box = ClosureBox<@MainActor (gpointer) -> Bool>.from(data)
    let address = UInt(bitPattern: item)
    return MainActor.assumeIsolated {
        box.body(UnsafeMutableRawPointer(bitPattern: address)!) ? 1 : 0
    }
}
