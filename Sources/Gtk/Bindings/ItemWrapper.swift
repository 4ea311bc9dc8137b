import CGtk

/// A function wrapping a GObject in `type`, with a reference of the wrapper's
/// own (transfer none), or giving nil for a GObject that is not an instance
/// of `type`'s GType: how code generic over the class of an item (a closure
/// expression's `(Item) -> Value`) makes its wrappers.
///
/// `type` is ``Object`` or a generated class that is not a widget (the
/// generated `objectWrappers` table); another class stops the program, as a
/// programmer's error, when the function is made rather than when it is
/// first called.
@MainActor
func itemWrapper<Item: Object>(_ type: Item.Type) -> @MainActor (gpointer) -> Item? {
    let gType = type.gType
    let make: @MainActor (gpointer) -> Object
    if type == Object.self {
        make = { Object(sinking: $0) }
    } else if let generated = objectWrappers[ObjectIdentifier(type)] {
        make = generated
    } else {
        preconditionFailure(
            "\(type) cannot wrap items: use Object or a generated class that is not a widget")
    }
    return { pointer in
        let instance = pointer.assumingMemoryBound(to: GTypeInstance.self)
        guard g_type_check_instance_is_a(instance, gType) != 0 else { return nil }
        return make(pointer) as? Item
    }
}
