import CGtk

/// The values of one ``ValueListModel`` and the item objects GTK holds for them.
///
/// Items are made only when GTK asks for one (`get_item`) and are kept in a
/// cache by id, not retained: asked again while GTK still holds it, a value
/// gets the same object back (so a moved row keeps its item), and the item's
/// finalize takes it out of the cache. A value removed or replaced detaches
/// its item: the item keeps its snapshot, but ``ItemBox/isCurrent`` turns
/// false and the next request makes a new one.
@MainActor
final class ValueListStorage<Value, ID: Hashable>: ListStorage {
    // @exclusivity(unchecked): main-actor state whose accesses never overlap
    // (GTK calls back only between mutations); a run-time check of each would
    // cost more than the access.
    /// The values, in order.
    @exclusivity(unchecked) var values: [Value]

    /// The id of a value.
    let id: (Value) -> ID

    /// The item objects GTK holds, by id of their value (not retained).
    @exclusivity(unchecked) var items: [ID: gpointer] = [:]

    /// The number of item objects made so far, for tests that count them.
    @exclusivity(unchecked) var madeItems = 0

    init(_ values: [Value], id: @escaping (Value) -> ID) {
        self.values = values
        self.id = id
    }

    override var count: Int { values.count }

    override func item(at position: Int) -> gpointer {
        let value = values[position]
        let key = id(value)
        if let item = items[key] {
            g_object_ref(item)
            return item
        }
        let item = makeInstance(of: valueItemGType) { object in
            ValueItemBox(value: value, id: key, storage: self, object: object)
        }
        items[key] = item
        madeItems += 1
        if Instrumentation.isEnabled {
            LiveObjects.objectTypes[UInt(bitPattern: item)] = "GtkHooksValueItem"
        }
        return item
    }

    override func forget(_ box: ItemBox) {
        let box = unsafeDowncast(box, to: ValueItemBox<Value, ID>.self)
        if box.isCurrent { items[box.id] = nil }
    }

    /// Detaches the items of `removed`, values about to leave the model.
    func detach(_ removed: some Collection<Value>) {
        guard !items.isEmpty else { return }
        for value in removed {
            guard let item = items.removeValue(forKey: id(value)) else { continue }
            box(of: item).isCurrent = false
        }
    }

    /// The box of `item`, one of this storage's item objects.
    private func box(of item: gpointer) -> ItemBox {
        Unmanaged<ItemBox>.fromOpaque(swiftSlot(of: item)).takeUnretainedValue()
    }

    /// The value `item` was made for, if it is an item object of this
    /// storage (and, with `current`, its value still in the model).
    func value(ofItem item: gpointer, current: Bool) -> Value? {
        guard isInstance(item, of: valueItemGType) else { return nil }
        let box = box(of: item)
        guard box.storage === self, box.isCurrent || !current else { return nil }
        return unsafeDowncast(box, to: ValueItemBox<Value, ID>.self).value
    }
}
