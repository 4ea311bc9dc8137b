import CGtk

/// A Swift closure that a C callback reaches through its `user_data` pointer.
///
/// GLib owns one retain of the box, taken by `retainedForGLib()` and given
/// back in GLib's destroy notify; the closure can be swapped while GLib holds
/// the box, which is how a handler is replaced without reconnecting. Public
/// only as the base of ``SignalConnection``, which is the box of its own
/// handler (one object per connection); its members are internal.
@MainActor
public class ClosureBox<Body> {
    // @exclusivity(unchecked): main-actor state whose accesses never overlap;
    // a run-time check of each would cost more than the access.
    /// The closure the C callback calls.
    @exclusivity(unchecked) var body: Body

    init(_ body: Body) {
        self.body = body
    }

    /// Returns `user_data` for a C callback, retained once on GLib's behalf.
    func retainedForGLib() -> gpointer {
        LiveObjects.closureBoxes += 1
        return Unmanaged.passRetained(self).toOpaque()
    }

    /// Returns `user_data` for a C callback GLib keeps for the rest of the
    /// process (scope `forever`): retained once and never given back, so not
    /// counted in ``LiveObjects/closureBoxes``, whose count must reach zero.
    func retainedForever() -> gpointer {
        Unmanaged.passRetained(self).toOpaque()
    }

    /// The box behind `user_data`, without touching its retain count.
    nonisolated static func from(_ data: gpointer) -> ClosureBox {
        Unmanaged<ClosureBox>.fromOpaque(data).takeUnretainedValue()
    }
}

/// Gives back GLib's retain of a ``ClosureBox`` of any type; call exactly once,
/// from GLib's destroy notify.
nonisolated func releaseBoxFromGLib(_ data: gpointer) {
    LiveObjects.closureBoxes -= 1
    Unmanaged<AnyObject>.fromOpaque(data).release()
}

/// GLib's destroy notify for a ``ClosureBox`` handed to GTK as a callback's
/// user data (scope `notified`): gives back GLib's retain of it.
let releaseClosureBox: GDestroyNotify = { data in
    guard let data else { return }
    releaseBoxFromGLib(data)
}
