import CGtk

/// The Swift owner of one reference to a GObject.
///
/// An `Object` takes its reference when it is created (sinking a floating
/// reference, as GTK widgets start) and drops it when it is deinitialized.
/// Signal handlers belong to the GObject and outlive the wrapper while GTK
/// keeps the object. Subclasses wrap one GTK type each; code outside this
/// module reaches the pointer only through ``withUnsafePointer(_:)`` and
/// wraps one C made through ``init(retaining:)`` or
/// ``init(takingOwnershipOf:)``.
@MainActor
public class Object {
    /// The GObject this object holds one reference to.
    nonisolated(unsafe) let pointer: gpointer

    // @exclusivity(unchecked): main-actor state whose accesses never overlap;
    // a run-time check of each would cost more than the access.
    /// Swift values that hand-written extensions of generated classes keep
    /// with this wrapper (the wrapper of a child set through a property, a
    /// list's model), by key; they live as long as the wrapper.
    @exclusivity(unchecked) var attachments = [String: Any]()

    /// Takes ownership of `pointer`: sinks a floating reference, or adds one
    /// to an object someone else owns (transfer none).
    ///
    /// With `tracked` (and `Instrumentation.isEnabled` on), GObject
    /// finalization is counted in ``LiveObjects``;
    /// process-wide singletons such as GtkSettings are not tracked.
    init(sinking pointer: gpointer, tracked: Bool = true) {
        MainThread.record()
        self.pointer = g_object_ref_sink(pointer)
        if tracked && Instrumentation.isEnabled { Self.trackFinalization(of: pointer) }
    }

    /// Takes over a reference the caller already owns (transfer full).
    init(adopting pointer: gpointer, tracked: Bool = true) {
        MainThread.record()
        self.pointer = pointer
        if tracked && Instrumentation.isEnabled { Self.trackFinalization(of: pointer) }
    }

    /// The GType this class wraps (GLib's `GType`, a `gsize`): `GObject`'s
    /// here, each generated class's own in its override.
    public class var gType: UInt { g_object_get_type() }

    /// Whether this object is registered on its GObject as its widget's
    /// wrapper (`Widget`), to be unregistered when it goes.
    @exclusivity(unchecked) var isRegisteredWrapper = false

    // Not `isolated deinit`: the check of the current executor it makes
    // costs more than the unref. A wrapper released on another thread
    // (rare: main-actor objects are sendable) hands its reference to the
    // main actor.
    deinit {
        if MainThread.isCurrent {
            Self.drop(pointer, registeredWrapper: isRegisteredWrapper)
        } else {
            let address = UInt(bitPattern: pointer)
            let registered = isRegisteredWrapper
            Task { @MainActor in
                Self.drop(
                    UnsafeMutableRawPointer(bitPattern: address)!, registeredWrapper: registered)
            }
        }
    }

    /// Gives back a wrapper's reference to `pointer`, unregistering the
    /// wrapper first when it was registered; on the main thread only.
    private nonisolated static func drop(_ pointer: gpointer, registeredWrapper: Bool) {
        if registeredWrapper { Widget.unregisterWrapper(of: pointer) }
        g_object_unref(pointer)
    }

    /// The GObject type name, such as `GtkLabel`.
    public var typeName: String {
        String(cString: gtkhooks_type_name(pointer))
    }

    /// The number of references the GObject has (ours included); for tests.
    public var referenceCount: Int {
        Int((cast(pointer) as UnsafeMutablePointer<GObject>).pointee.ref_count)
    }

    /// Blocks every handler connected from Swift to this object while `body`
    /// runs, so a programmatic change (such as setting a text) is not reported
    /// back as a user action.
    public func withHandlersBlocked<Result>(_ body: () throws -> Result) rethrows -> Result {
        guard let table = ConnectionTable.existing(of: pointer), !table.isEmpty else {
            return try body()
        }
        let active = table.connections.filter(\.isConnected)
        for connection in active { connection.block() }
        defer { for connection in active { connection.unblock() } }
        return try body()
    }

    /// Blocks the handlers connected from Swift to this object, now and later,
    /// until the matching ``unblockHandlers()``.
    ///
    /// Blocks nest. For a block that cannot be one closure (objects that join
    /// it while it lasts); otherwise ``withHandlersBlocked(_:)``.
    public func blockHandlers() {
        let table = ConnectionTable.of(pointer)
        table.blockDepth += 1
        table.forEachConnected { $0.block() }
    }

    /// Balances one ``blockHandlers()``.
    public func unblockHandlers() {
        guard let table = ConnectionTable.existing(of: pointer), table.blockDepth > 0 else {
            return
        }
        table.blockDepth -= 1
        table.forEachConnected { $0.unblock() }
    }

    private static func trackFinalization(of pointer: gpointer) {
        LiveObjects.applyFinalizedElsewhere()
        LiveObjects.objectTypes[UInt(bitPattern: pointer)] = String(
            cString: gtkhooks_type_name(pointer))
        g_object_weak_ref(cast(pointer), objectFinalized, nil)
    }
}

/// GObject's weak-reference notify: the object at `address` was finalized,
/// on the main thread or, when a GIO worker dropped its last reference, on
/// that worker's (recorded for the main thread to apply).
private func objectFinalized(_: gpointer?, _ address: UnsafeMutablePointer<GObject>?) {
    let key = UInt(bitPattern: address)
    guard MainThread.isCurrent else {
        LiveObjects.finalizedElsewhere.withLock { $0.append(key) }
        return
    }
    MainActor.assumeIsolated { _ = LiveObjects.objectTypes.removeValue(forKey: key) }
}
