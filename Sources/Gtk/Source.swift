import CGtk

/// What a ``Source``'s body asks for after it ran.
public enum SourceResult: Sendable {
    /// Run again (`G_SOURCE_CONTINUE`): at the next idle moment or interval.
    case keep
    /// Stop and destroy the source (`G_SOURCE_REMOVE`).
    case remove
}

/// An idle or timeout source on GLib's main context, running a main-actor closure.
///
/// The source stays attached until its body returns ``SourceResult/remove``
/// or ``cancel()`` is called; dropping the `Source` value does not cancel it.
///
/// ```swift
/// Source.idle(priority: .highIdle) { render(); return .remove }
/// let tick = Source.timeout(after: .seconds(1)) { update(); return .keep }
/// tick.cancel()
/// ```
@MainActor
public final class Source {
    private let state: SourceState
    private let id: guint

    private init(attach: (gpointer) -> guint, body: @escaping @MainActor () -> SourceResult) {
        state = SourceState(body)
        LiveObjects.sources += 1
        id = attach(state.retainedForGLib())
    }

    /// Runs `body` whenever the main loop has nothing of higher priority to do.
    @discardableResult
    public static func idle(
        priority: Priority = .defaultIdle, _ body: @escaping @MainActor () -> SourceResult
    ) -> Source {
        Source(
            attach: { data in
                g_idle_add_full(priority.rawValue, sourceCallback, data, sourceDestroyed)
            }, body: body)
    }

    /// Runs `body` after `interval`, and again every `interval` while it returns
    /// ``SourceResult/keep`` (milliseconds resolution).
    @discardableResult
    public static func timeout(
        after interval: Duration, priority: Priority = .default,
        _ body: @escaping @MainActor () -> SourceResult
    ) -> Source {
        let milliseconds = guint(max(0, interval / .milliseconds(1)).rounded(.up))
        return Source(
            attach: { data in
                g_timeout_add_full(
                    priority.rawValue, milliseconds, sourceCallback, data, sourceDestroyed)
            }, body: body)
    }

    /// True until the body returned ``SourceResult/remove`` or ``cancel()`` ran.
    public var isAttached: Bool { state.isAttached }

    /// Destroys the source so its body never runs again; harmless if already gone.
    public func cancel() {
        if state.isAttached { g_source_remove(id) }
    }
}

/// A source's body and whether GLib still holds the source; GLib's `user_data`.
@MainActor
private final class SourceState {
    let body: @MainActor () -> SourceResult
    var isAttached = true

    init(_ body: @escaping @MainActor () -> SourceResult) {
        self.body = body
    }

    func retainedForGLib() -> gpointer {
        LiveObjects.closureBoxes += 1
        return Unmanaged.passRetained(self).toOpaque()
    }

    nonisolated static func from(_ data: gpointer) -> SourceState {
        Unmanaged<SourceState>.fromOpaque(data).takeUnretainedValue()
    }
}

private let sourceCallback: GSourceFunc = { data in
    guard let data else { return gtkhooks_source_remove }
    let state = SourceState.from(data)
    return MainActor.assumeIsolated {
        switch state.body() {
        case .keep: gtkhooks_source_continue
        case .remove: gtkhooks_source_remove
        }
    }
}

private let sourceDestroyed: GDestroyNotify = { data in
    guard let data else { return }
    let state = SourceState.from(data)
    MainActor.assumeIsolated {
        state.isAttached = false
        LiveObjects.sources -= 1
    }
    releaseBoxFromGLib(data)
}
