import CGtk

// The two GObject types behind ``ValueListModel``, registered from Swift
// rather than written in C: `CGtk` is a header-only system library (a
// `G_DEFINE_TYPE` there would be compiled into every module that imports it,
// each registering its own copy), and the model's callbacks have to reach
// Swift storage anyway. Each instance is a GObject followed by one pointer:
// the Swift object it stands for, retained once by the instance and released
// in its finalize.

/// The size of a `GObject` instance, where the Swift slot of our types begins.
private let slotOffset = MemoryLayout<GObject>.size

/// The Swift object `instance` (one of our types) carries, not retained.
func swiftSlot(of instance: gpointer) -> UnsafeMutableRawPointer {
    instance.load(fromByteOffset: slotOffset, as: UnsafeMutableRawPointer.self)
}

/// Makes an instance of `type` carrying the object `make` returns for it,
/// retained for the instance; returns the caller's (full) reference.
func makeInstance(of type: GType, carrying make: (gpointer) -> AnyObject) -> gpointer {
    let instance = UnsafeMutableRawPointer(g_object_new_with_properties(type, 0, nil, nil)!)
    instance.storeBytes(
        of: Unmanaged.passRetained(make(instance)).toOpaque(), toByteOffset: slotOffset,
        as: UnsafeMutableRawPointer.self)
    return instance
}

/// Whether `instance`, a live GObject, is exactly of `type` (our types have no subtypes).
func isInstance(_ instance: gpointer, of type: GType) -> Bool {
    instance.assumingMemoryBound(to: GTypeInstance.self).pointee.g_class.pointee.g_type == type
}

/// Registers a direct subclass of GObject named `name` with one Swift slot,
/// whose finalize calls `finalize` before GObject's own.
private func registerType(
    _ name: String, finalize: @escaping @convention(c) (UnsafeMutablePointer<GObject>?) -> Void
) -> GType {
    var info = GTypeInfo()
    info.class_size = guint16(MemoryLayout<GObjectClass>.size)
    info.instance_size = guint16(slotOffset + MemoryLayout<UnsafeMutableRawPointer>.size)
    info.class_init = { typeClass, data in
        guard let typeClass, let data else { return }
        typeClass.assumingMemoryBound(to: GObjectClass.self).pointee.finalize =
            unsafeBitCast(data, to: (@convention(c) (UnsafeMutablePointer<GObject>?) -> Void).self)
    }
    info.class_data = UnsafeRawPointer(unsafeBitCast(finalize, to: UnsafeMutableRawPointer.self))
    return g_type_register_static(g_object_get_type(), name, &info, GTypeFlags(rawValue: 0))
}

/// Runs GObject's own finalize of `object`, after ours.
private func finalizeAsGObject(_ object: UnsafeMutablePointer<GObject>?) {
    let objectClass = g_type_class_peek(g_object_get_type())
    objectClass?.assumingMemoryBound(to: GObjectClass.self).pointee.finalize?(object)
}

/// Gives back the instance's retain of its Swift object.
private func releaseSlot(of object: UnsafeMutablePointer<GObject>) {
    Unmanaged<AnyObject>.fromOpaque(swiftSlot(of: object)).release()
}

/// `GtkHooksValueItem`: the item a ``ValueListModel`` hands to GTK for one value.
let valueItemGType: GType = registerType("GtkHooksValueItem") { object in
    guard let object else { return }
    let box = Unmanaged<ItemBox>.fromOpaque(swiftSlot(of: object)).takeUnretainedValue()
    let address = UInt(bitPattern: object)
    MainActor.assumeIsolated {
        box.storage.forget(box)
        LiveObjects.objectTypes.removeValue(forKey: address)
    }
    releaseSlot(of: object)
    finalizeAsGObject(object)
}

/// `GtkHooksValueListModel`: a `GListModel` whose slot is a ``ListStorage``.
let valueListModelGType: GType = {
    let type = registerType("GtkHooksValueListModel") { object in
        guard let object else { return }
        releaseSlot(of: object)
        finalizeAsGObject(object)
    }
    var interface = GInterfaceInfo()
    interface.interface_init = { table, _ in
        guard let table = table?.assumingMemoryBound(to: GListModelInterface.self) else { return }
        table.pointee.get_item_type = { _ in valueItemGType }
        table.pointee.get_n_items = { model in
            guard let model else { return 0 }
            let storage = storage(of: UnsafeMutableRawPointer(model))
            return MainActor.assumeIsolated { guint(storage.count) }
        }
        table.pointee.get_item = { model, position in
            guard let model else { return nil }
            let storage = storage(of: UnsafeMutableRawPointer(model))
            let item = MainActor.assumeIsolated {
                position < storage.count ? UInt(bitPattern: storage.item(at: Int(position))) : 0
            }
            return UnsafeMutableRawPointer(bitPattern: item)
        }
    }
    g_type_add_interface_static(type, g_list_model_get_type(), &interface)
    return type
}()

/// The storage of a model instance.
private func storage(of model: gpointer) -> ListStorage {
    Unmanaged<ListStorage>.fromOpaque(swiftSlot(of: model)).takeUnretainedValue()
}
