import Gtk
import XCTest

/// Suspends until a GLib timeout of `interval` fires, then returns what
/// `probe` reads at that moment (before any task can run).
@MainActor
func afterGLibTimeout<Value: Sendable>(
    _ interval: Duration, _ probe: @escaping @MainActor () -> Value
) async -> Value {
    await withCheckedContinuation { continuation in
        Source.timeout(after: interval) {
            continuation.resume(returning: probe())
            return .remove
        }
    }
}

/// Reads `probe` at the start and at the end of `interval` of GLib time.
///
/// Both readings happen in GLib timeout callbacks, and the first one 100 ms
/// after the call: GLib signals its own wake-up descriptor when a source is
/// attached, and that wake-up must fall before the measured interval.
@MainActor
func probeAcross<Value: Sendable>(
    _ interval: Duration, _ probe: @escaping @MainActor () -> Value
) async -> (start: Value, end: Value) {
    let margin = Duration.milliseconds(100)
    return await withCheckedContinuation { continuation in
        var start: Value?
        Source.timeout(after: margin) {
            start = probe()
            return .remove
        }
        Source.timeout(after: margin + interval) {
            continuation.resume(returning: (start ?? probe(), probe()))
            return .remove
        }
    }
}
