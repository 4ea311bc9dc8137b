import CGtk

/// What every ``SignalConnection`` can do regardless of its handler type.
@MainActor
protocol SignalConnectionControl: AnyObject {
    var isConnected: Bool { get }
    func block()
    func unblock()
    func disconnect()
    func ownerDeinitializing()
}

/// One handler connected to one signal of one ``Object``.
///
/// A widget connects each signal at most once; calling the same `on...`
/// method again swaps ``handler`` instead of reconnecting. The connection ends
/// when ``disconnect()`` is called or when its object is deinitialized; GLib
/// then releases the handler. Handlers should capture their widget weakly:
/// a strong capture is a cycle through GLib that only `disconnect()` breaks.
///
/// ```swift
/// let clicked = button.onClicked { print("tapped") }
/// clicked.whileBlocked { entry.text = "" }
/// ```
@MainActor
public final class SignalConnection<Handler>: SignalConnectionControl {
    /// The detailed signal name, such as `clicked` or `notify::text`.
    public let signal: String

    private weak var owner: Object?
    private let instance: gpointer
    private var isOwnerAlive = true
    private let handlerID: gulong
    private let box: ClosureBox<Handler>
    private var blockDepth = 0

    init(owner: Object, signal: String, callback: GCallback, handler: Handler) {
        let box = ClosureBox(handler)
        self.owner = owner
        self.instance = owner.pointer
        self.signal = signal
        self.box = box
        self.handlerID = gtkhooks_signal_connect(
            owner.pointer, signal, callback, box.retainedForGLib(), signalBoxReleased)
    }

    /// The closure the signal calls; assigning it swaps the closure in place.
    public var handler: Handler {
        get { box.body }
        set { box.body = newValue }
    }

    /// True until ``disconnect()`` or until the object is deinitialized.
    public var isConnected: Bool {
        isOwnerAlive && g_signal_handler_is_connected(instance, handlerID) != 0
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
        if isConnected { g_signal_handler_disconnect(instance, handlerID) }
        if let owner, owner.connections[signal] === self { owner.connections[signal] = nil }
    }

    /// Called by the owner's deinit while its GObject is still valid.
    func ownerDeinitializing() {
        if isConnected { g_signal_handler_disconnect(instance, handlerID) }
        isOwnerAlive = false
    }
}

/// GLib's closure notify for a signal handler's box: gives back GLib's retain.
private func signalBoxReleased(_ data: gpointer?, _: UnsafeMutablePointer<GClosure>?) {
    guard let data else { return }
    releaseBoxFromGLib(data)
}
