import CGtk

// A GObject's signal connections live with the GObject, not with a Swift
// wrapper: a handler keeps working while GTK keeps the object (a window still
// on screen, a child still in its box) even if the app dropped its wrapper,
// and a second wrapper of the same object finds the same connections.

// Not g_quark_from_static_string: Swift passes a temporary copy of the
// literal, and GLib would keep comparing other keys against freed memory.
/// The qdata key of a GObject's ``ConnectionTable``.
private let connectionTableQuark = g_quark_from_string("gtkhooks-connections")

/// The signal connections made from Swift on one GObject, by signal name.
///
/// Stored on the GObject as qdata; GLib drops it when the object is
/// finalized, after the object's handlers are gone, and the table tells its
/// connections that their instance no longer exists.
@MainActor
final class ConnectionTable {
    // A widget connects one to three signals: a list linked through the
    // connections themselves costs no array to make, search and free.
    // @exclusivity(unchecked): main-actor state whose accesses never overlap;
    // a run-time check of each would cost more than the access.
    /// The first connection made, linked to the others by ``SignalConnectionControl/next``.
    @exclusivity(unchecked) nonisolated(unsafe) private var first: (any SignalConnectionControl)?

    /// The connections, one per signal name, in the order they were made.
    var connections: [any SignalConnectionControl] {
        var result: [any SignalConnectionControl] = []
        var current = first
        while let connection = current {
            result.append(connection)
            current = connection.next
        }
        return result
    }

    /// Whether no connection is kept.
    var isEmpty: Bool { first == nil }

    /// How many ``Object/blockHandlers()`` are not yet balanced: a
    /// connection made meanwhile starts blocked that many times.
    @exclusivity(unchecked) var blockDepth = 0

    /// Calls `body` with each connection still connected, in order.
    func forEachConnected(_ body: (any SignalConnectionControl) -> Void) {
        var current = first
        while let connection = current {
            if connection.isConnected { body(connection) }
            current = connection.next
        }
    }

    /// The connection of `signal`, if one was made.
    subscript(signal: String) -> (any SignalConnectionControl)? {
        var current = first
        while let connection = current {
            if connection.signal == signal { return connection }
            current = connection.next
        }
        return nil
    }

    /// Adds `connection`, replacing the one of the same signal if any.
    func add(_ connection: any SignalConnectionControl) {
        guard var last = first else {
            first = connection
            return
        }
        if last.signal == connection.signal {
            connection.next = last.next
            last.next = nil
            first = connection
            return
        }
        while let following = last.next {
            if following.signal == connection.signal {
                connection.next = following.next
                following.next = nil
                last.next = connection
                return
            }
            last = following
        }
        last.next = connection
    }

    /// Forgets `connection` if it is the one of its signal.
    func remove(_ connection: any SignalConnectionControl) {
        guard let head = first else { return }
        if head === connection {
            first = head.next
            head.next = nil
            return
        }
        var previous = head
        while let current = previous.next {
            if current === connection {
                previous.next = current.next
                current.next = nil
                return
            }
            previous = current
        }
    }

    /// Tells every connection that its instance is gone, and lets them go.
    fileprivate nonisolated func finalizeConnections() {
        var current = first
        first = nil
        while let connection = current {
            connection.instanceFinalized()
            current = connection.next
            connection.next = nil
        }
    }

    /// The table of `object`, made and attached on first use.
    static func of(_ object: gpointer) -> ConnectionTable {
        if let stored = g_object_get_qdata(cast(object), connectionTableQuark) {
            return Unmanaged<ConnectionTable>.fromOpaque(stored).takeUnretainedValue()
        }
        let table = ConnectionTable()
        g_object_set_qdata_full(
            cast(object), connectionTableQuark,
            Unmanaged.passRetained(table).toOpaque(), connectionTableDropped)
        return table
    }

    /// The table of `object` if one was made.
    static func existing(of object: gpointer) -> ConnectionTable? {
        g_object_get_qdata(cast(object), connectionTableQuark).map {
            Unmanaged<ConnectionTable>.fromOpaque($0).takeUnretainedValue()
        }
    }
}

/// GLib's destroy notify for the table: the GObject is being finalized.
private let connectionTableDropped: GDestroyNotify = { data in
    guard let data else { return }
    // Not `MainActor.assumeIsolated`: its check of the current executor
    // costs more than the work. Wrappers give their references back on
    // the main thread, so GObjects are finalized there.
    precondition(
        MainThread.isCurrent, "a GObject with Swift handlers was finalized off the main thread")
    let table = Unmanaged<ConnectionTable>.fromOpaque(data).takeRetainedValue()
    table.finalizeConnections()
}
