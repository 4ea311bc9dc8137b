import CGtk

/// What the C side of a ``ValueListModel`` reads, whatever its value type:
/// the model's GObject reaches its storage through this class, and each item
/// object its storage.
@MainActor
class ListStorage {
    /// The number of values.
    var count: Int { 0 }

    /// The item object of the value at `position` (in bounds), a full
    /// reference for the caller: the one already handed out for that value
    /// while GTK keeps it, else a new one.
    func item(at position: Int) -> gpointer { preconditionFailure("abstract") }

    /// Forgets `box`'s item object, which is being finalized.
    func forget(_ box: ItemBox) {}
}

/// The Swift side of one item object: which storage made it and whether its
/// value is still in the model.
@MainActor
class ItemBox {
    /// The storage whose value the item stands for; kept alive by the item,
    /// so the identity checks of the typed accessors stay sound.
    let storage: ListStorage

    /// The item object (not retained: the object retains this box).
    let object: gpointer

    /// False once the value was removed or replaced: the item then stands for nothing.
    var isCurrent = true

    init(storage: ListStorage, object: gpointer) {
        self.storage = storage
        self.object = object
    }
}

/// The item box of one value: a snapshot of the value and its id when the
/// item was made.
@MainActor
final class ValueItemBox<Value, ID: Hashable>: ItemBox {
    /// The value the item was made for.
    let value: Value

    /// Its id, the key of the storage's cache.
    let id: ID

    init(value: Value, id: ID, storage: ListStorage, object: gpointer) {
        self.value = value
        self.id = id
        super.init(storage: storage, object: object)
    }
}
