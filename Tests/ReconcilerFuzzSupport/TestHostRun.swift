import Hooks
import Reconciler
import TestHost

/// Renders a sequence of root specs on a fresh `TestHost`, checking each
/// render and the final unmount.
///
/// Returns the index of the first failing render (the count for the unmount)
/// and what failed, or nil.
@MainActor func replayOnTestHost(
    _ specs: [Spec], tally: FuzzTally? = nil
) -> (index: Int, failure: FuzzFailure)? {
    let checker = FuzzChecker()
    checker.tally = tally
    let saved = HookDiagnostics.report
    defer { HookDiagnostics.report = saved }
    var environment = EnvironmentValues()
    environment.fuzzLedger = checker.ledger
    let host = TestHost(environment: environment)
    for (index, spec) in specs.enumerated() {
        checker.willRender()
        host.clearTranscript()
        host.render(spec.element)
        do {
            try checker.didRender(
                spec, live: host.root.children.map(live), operations: counts(host))
        } catch {
            host.unmount()
            host.flush()
            return (index, error)
        }
    }
    host.unmount()
    host.flush()
    do { try checker.didUnmount() } catch { return (specs.count, error) }
    return nil
}

@MainActor private func live(_ widget: TestWidget) -> LiveWidget {
    LiveWidget(type: widget.typeName, text: widget.text, children: widget.children.map(live))
}

@MainActor private func counts(_ host: TestHost) -> OperationCounts {
    let transcript = host.transcript
    return OperationCounts(
        creates: transcript.count(of: .create), inserts: transcript.count(of: .insert),
        removes: transcript.count(of: .remove), moves: transcript.count(of: .move),
        updates: transcript.count(of: .update))
}
