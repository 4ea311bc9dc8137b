import CGtk

/// Runs a GIO-style asynchronous call and returns what its `_finish` function
/// gives: `start` begins the call with GLib's ready callback and its data;
/// `finish` reads the `GAsyncResult` on the main loop, when it arrives.
///
/// The callback's box counts in ``LiveObjects/closureBoxes`` until the call
/// completes; the call cannot be cancelled from Swift (generated code passes
/// no `GCancellable`).
@MainActor
func asyncCall<Value: Sendable>(
    _ start: (GAsyncReadyCallback, gpointer) -> Void,
    finish: @escaping @MainActor (OpaquePointer) throws -> Value
) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
        let box = ClosureBox<@MainActor (OpaquePointer) -> Void> { result in
            continuation.resume(with: Result { try finish(result) })
        }
        start(asyncReady, box.retainedForGLib())
    }
}

/// GIO's ready callback: hands the result to the Swift box, then releases it.
private let asyncReady: GAsyncReadyCallback = { _, result, data in
    guard let data, let result else { return }
    let box = ClosureBox<@MainActor (OpaquePointer) -> Void>.from(data)
    // The address crosses into the main actor: pointers are not Sendable.
    let address = UInt(bitPattern: result)
    MainActor.assumeIsolated { box.body(OpaquePointer(bitPattern: address)!) }
    releaseBoxFromGLib(data)
}
