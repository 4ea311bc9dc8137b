import Hooks
import Testing

@MainActor
@Suite("HookDiagnostics")
struct HookDiagnosticsTests {
    @Test("by default a report goes to stderr at once, so a process that traps next keeps it")
    func defaultReportGoesToStandardError() async {
        await #expect(
            processExitsWith: .failure,
            observing: [\.standardOutputContent, \.standardErrorContent]
        ) {
            await MainActor.run {
                HookDiagnostics.report("duplicate key 7 among the children of Probe")
                fatalError("stopped right after the report")
            }
        }
        .map { result in
            let errors = String(decoding: result.standardErrorContent, as: UTF8.self)
            let output = String(decoding: result.standardOutputContent, as: UTF8.self)
            #expect(errors.contains("duplicate key 7 among the children of Probe\n"))
            #expect(!output.contains("duplicate key 7"))
        }
    }
}
