import CGtk

// MARK: - Connecting, once per signal

extension Object {
    /// Connects `signal` the first time; later calls swap the handler.
    ///
    /// `callback` must match the signal's C signature and read its box as
    /// `ClosureBox<Handler>` with exactly this `Handler` type; pass a closure
    /// of a spelled-out type (an inferred `() -> ()?` is not `() -> Void`).
    @discardableResult
    func connection<Handler>(
        _ signal: String, callback: GCallback, handler: Handler
    ) -> SignalConnection<Handler> {
        let table = ConnectionTable.of(pointer)
        if let existing = table[signal] as? SignalConnection<Handler>,
            existing.isConnected
        {
            existing.handler = handler
            return existing
        }
        let connection = SignalConnection(
            instance: pointer, signal: signal, callback: callback, handler: handler)
        table.add(connection)
        // Connected inside a `blockHandlers()`: blocked like the others.
        for _ in 0..<table.blockDepth { connection.block() }
        return connection
    }

    /// Connects a signal whose C handler is `void (*)(GObject *, gpointer)`.
    func connectAction(
        _ signal: String, _ handler: @escaping @MainActor () -> Void
    ) -> SignalConnection<@MainActor () -> Void> {
        connection(
            signal, callback: unsafeBitCast(actionCallback, to: GCallback.self), handler: handler)
    }

    /// Connects a signal whose C handler is `gboolean (*)(GObject *, gpointer)`.
    func connectPredicate(
        _ signal: String, _ handler: @escaping @MainActor () -> Bool
    ) -> SignalConnection<@MainActor () -> Bool> {
        connection(
            signal, callback: unsafeBitCast(predicateCallback, to: GCallback.self), handler: handler
        )
    }

    /// Calls `handler` whenever the GObject property `property` changes
    /// (the `notify::property` signal).
    @discardableResult
    public func onNotify(
        _ property: String, _ handler: @escaping @MainActor () -> Void
    ) -> SignalConnection<@MainActor () -> Void> {
        connection(
            "notify::\(property)", callback: unsafeBitCast(notifyCallback, to: GCallback.self),
            handler: handler)
    }
}

// MARK: - C trampolines (file scope, so they enter the main actor with a run-time check)

private typealias ActionCallback = @convention(c) (gpointer?, gpointer?) -> Void
private typealias PredicateCallback = @convention(c) (gpointer?, gpointer?) -> gboolean
private typealias NotifyCallback = @convention(c) (gpointer?, gpointer?, gpointer?) -> Void

private let actionCallback: ActionCallback = { _, data in
    guard let data else { return }
    let box = ClosureBox<@MainActor () -> Void>.from(data)
    MainActor.assumeIsolated { box.body() }
}

private let predicateCallback: PredicateCallback = { _, data in
    guard let data else { return gtkhooks_false }
    let box = ClosureBox<@MainActor () -> Bool>.from(data)
    return MainActor.assumeIsolated { box.body() } ? gtkhooks_true : gtkhooks_false
}

private let notifyCallback: NotifyCallback = { _, _, data in
    guard let data else { return }
    let box = ClosureBox<@MainActor () -> Void>.from(data)
    MainActor.assumeIsolated { box.body() }
}
