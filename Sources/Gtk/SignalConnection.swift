import CGtk

/// What every ``SignalConnection`` can do regardless of its handler type.
@MainActor
protocol SignalConnectionControl: AnyObject {
    var signal: String { get }
    var isConnected: Bool { get }
    /// The connection made after this one on the same object (``ConnectionTable``'s list).
    nonisolated var next: (any SignalConnectionControl)? { get set }
    func block()
    func unblock()
    func disconnect()
    nonisolated func instanceFinalized()
}

/// One handler connected to one signal of one ``Object``.
///
/// A widget connects each signal at most once; calling the same `on...`
/// method again swaps ``handler`` instead of reconnecting. The connection
/// belongs to the GObject, not to the Swift wrapper: it ends when
/// ``disconnect()`` is called or when GTK disposes of the object (a window
/// destroyed, a widget's last reference dropped), and GLib then releases the
/// handler. Handlers should capture their own widget weakly: a strong capture
/// is a cycle through GLib that only `disconnect()` breaks.
///
/// ```swift
/// let clicked = button.onClicked { print("tapped") }
/// clicked.whileBlocked { entry.text = "" }
/// ```
@MainActor
public final class SignalConnection<Handler>: ClosureBox<Handler>, SignalConnectionControl {
    /// The detailed signal name, such as `clicked` or `notify::text`.
    public let signal: String

    private let instance: gpointer
    // @exclusivity(unchecked): main-actor state whose accesses never overlap;
    // a run-time check of each would cost more than the access.
    @exclusivity(unchecked) nonisolated(unsafe) private var isInstanceAlive = true
    // The connection is the box GLib calls (one object per handler).
    @exclusivity(unchecked) private var handlerID: gulong = 0
    @exclusivity(unchecked) private var blockDepth = 0
    @exclusivity(unchecked) nonisolated(unsafe) var next: (any SignalConnectionControl)?

    init(instance: gpointer, signal: String, callback: GCallback, handler: Handler) {
        self.instance = instance
        self.signal = signal
        super.init(handler)
        let data = retainedForGLib()
        // withCString: an implicit conversion would copy the name into a new array.
        handlerID = withCString(signal) {
            gtkhooks_signal_connect(instance, $0, callback, data, signalBoxReleased)
        }
    }

    /// The closure the signal calls; assigning it swaps the closure in place.
    public var handler: Handler {
        get { body }
        set { body = newValue }
    }

    /// True until ``disconnect()`` or until GTK disposes of the object.
    public var isConnected: Bool {
        isInstanceAlive && g_signal_handler_is_connected(instance, handlerID) != 0
    }

    /// True while at least one ``block()`` is not balanced by ``unblock()``.
    public var isBlocked: Bool { blockDepth > 0 }

    /// Stops the handler from being called until a matching ``unblock()``;
    /// blocks nest.
    public func block() {
        guard isConnected else { return }
        blockDepth += 1
        g_signal_handler_block(instance, handlerID)
    }

    /// Balances one ``block()``.
    public func unblock() {
        guard isConnected, blockDepth > 0 else { return }
        blockDepth -= 1
        g_signal_handler_unblock(instance, handlerID)
    }

    /// Runs `body` with this handler blocked.
    public func whileBlocked<Result>(_ body: () throws -> Result) rethrows -> Result {
        block()
        defer { unblock() }
        return try body()
    }

    /// Disconnects the handler, which GLib then releases; harmless if done already.
    public func disconnect() {
        guard isInstanceAlive else { return }
        if g_signal_handler_is_connected(instance, handlerID) != 0 {
            g_signal_handler_disconnect(instance, handlerID)
        }
        ConnectionTable.existing(of: instance)?.remove(self)
    }

    /// Called when the GObject is finalized: its pointer must not be used again.
    nonisolated func instanceFinalized() {
        isInstanceAlive = false
    }
}

/// GLib's closure notify for a signal handler's box: gives back GLib's retain.
private func signalBoxReleased(_ data: gpointer?, _: UnsafeMutablePointer<GClosure>?) {
    guard let data else { return }
    releaseBoxFromGLib(data)
}
