import CGtk

/// A `GListModel` of Swift values, for GTK's list and column views,
/// drop-downs, and sort, filter and selection models.
///
/// The values live in a Swift array; GTK sees only their number until it asks
/// for one, and then gets an item object (`GtkHooksValueItem`) made for that
/// value alone. A model of 1,000,000 values holds no GObject per value: a
/// view makes items for the rows it shows, a sort or filter model for all.
/// ``value(of:)`` reads the value back from an item, in a factory's bind, a
/// sorter or a filter; ``sorter(by:)``, ``filter(_:)`` and
/// ``makeFactory(makeRow:bind:)`` do it for you.
///
/// Every change emits `items-changed` with its exact position, removed and
/// added counts, after the values have changed. Values are told apart by
/// `ID` (unique in the model, as in a SwiftUI `ForEach`): a value asked for
/// again while GTK still holds its item gets the same item, which is how a
/// moved row keeps it. An item whose value was removed or replaced keeps
/// its snapshot for GTK but stands for nothing: ``value(of:)`` returns nil for
/// it, never another row's value.
///
/// The model's GObject holds its values: dropping the Swift model while GTK
/// still holds the GObject (a view's selection) is safe, and so is the
/// reverse; each item keeps the values alive as long as GTK holds it.
///
/// ```swift
/// struct Expense: Identifiable, Equatable { let id: Int; var title: String; var amount: Int }
/// let expenses = ValueListModel(loadedExpenses)
/// let sorted = SortListModel(model: expenses, sorter: expenses.sorter { $0.amount < $1.amount })
/// let column = ColumnViewColumn(
///     title: "Title",
///     factory: expenses.makeFactory(makeRow: { Label() }, bind: { $0.text = $1.title }))
/// let table = ColumnView(model: SingleSelection(model: sorted))
/// table.appendColumn(column: column)
/// expenses.append(Expense(id: 99, title: "Taxi", amount: 30))
/// ```
@MainActor
public final class ValueListModel<Value, ID: Hashable>: Object, ListModel {
    /// The values and items, shared with the GObject (which retains them).
    let storage: ValueListStorage<Value, ID>

    /// Whether two values are the same, for ``values``' minimal changes;
    /// nil when `Value` is not `Equatable`.
    let isUnchanged: ((Value, Value) -> Bool)?

    /// `GtkHooksValueListModel`, the GType registered for these models.
    override public class var gType: UInt { valueListModelGType }

    init(
        storage: ValueListStorage<Value, ID>, isUnchanged: ((Value, Value) -> Bool)?
    ) {
        self.storage = storage
        self.isUnchanged = isUnchanged
        super.init(adopting: makeInstance(of: valueListModelGType) { _ in storage })
    }

    /// A model of `values`, each told apart by the value at `id`.
    ///
    /// Without `Equatable` values, setting ``values`` replaces every row.
    public convenience init(_ values: [Value] = [], id: KeyPath<Value, ID>) {
        self.init(storage: ValueListStorage(values) { $0[keyPath: id] }, isUnchanged: nil)
    }

    /// A model of `values`, each told apart by the value at `id`; setting
    /// ``values`` leaves out the rows that stay equal at both ends.
    public convenience init(_ values: [Value] = [], id: KeyPath<Value, ID>)
    where Value: Equatable {
        self.init(storage: ValueListStorage(values) { $0[keyPath: id] }, isUnchanged: { $0 == $1 })
    }

    /// A model of identifiable `values`.
    ///
    /// Without `Equatable` values, setting ``values`` replaces every row.
    public convenience init(_ values: [Value] = []) where Value: Identifiable, ID == Value.ID {
        self.init(storage: ValueListStorage(values) { $0.id }, isUnchanged: nil)
    }

    /// A model of identifiable `values`; setting ``values`` leaves out the
    /// rows that stay equal at both ends.
    public convenience init(_ values: [Value] = [])
    where Value: Identifiable & Equatable, ID == Value.ID {
        self.init(storage: ValueListStorage(values) { $0.id }, isUnchanged: { $0 == $1 })
    }

    /// The number of values.
    public var count: Int { storage.values.count }

    /// The value at `position` (in bounds).
    public subscript(position: Int) -> Value {
        get { storage.values[position] }
        set { replaceSubrange(position..<position + 1, with: CollectionOfOne(newValue)) }
    }

    /// The value `item` stands for: nil when `item` is not an item of this
    /// model, or its value has since been removed or replaced.
    ///
    /// `item` is what GTK hands out for a row: a list item's item, a
    /// selection's selected item, the argument of a sorter or filter.
    public func value(of item: Object) -> Value? {
        storage.value(ofItem: item.pointer, current: true)
    }

    /// The value of the row a factory's `GtkListItem` shows, nil when it
    /// shows none of this model's (an `Object` from
    /// ``SignalListItemFactory/onBind(_:)``).
    public func value(inListItem listItem: Object) -> Value? {
        let instance = listItem.pointer.assumingMemoryBound(to: GTypeInstance.self)
        guard g_type_check_instance_is_a(instance, gtk_list_item_get_type()) != 0,
            let item = gtk_list_item_get_item(cast(listItem.pointer))
        else { return nil }
        return storage.value(ofItem: UnsafeMutableRawPointer(item), current: true)
    }

    /// Emits `items-changed` for a change already made to the values.
    func emitChange(at position: Int, removed: Int, added: Int) {
        guard removed > 0 || added > 0 else { return }
        g_list_model_items_changed(cast(pointer), guint(position), guint(removed), guint(added))
    }
}

extension ValueListModel {
    /// The number of item objects this model has made so far (not how many
    /// are alive): how lazily GTK and the model went.
    @_spi(Testing) public var madeItemCount: Int { storage.madeItems }
}
