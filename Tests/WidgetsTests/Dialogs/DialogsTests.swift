import Hooks
import Testing
import Widgets

@MainActor struct DialogsTests {
    @Test("without a host's dialogs, presenting reports it and answers nil")
    func unavailable() async {
        let saved = HookDiagnostics.report
        var reports: [String] = []
        HookDiagnostics.report = { reports.append($0) }
        defer { HookDiagnostics.report = saved }
        let dialogs = EnvironmentValues().dialogs
        #expect(await dialogs.alert(Alert("Quit?")) == nil)
        #expect(await dialogs.file(FileDialog(.save, suggestedName: "a.txt")) == nil)
        #expect(reports.count == 2)
        #expect(reports.first?.contains("Quit?") == true)
    }
}
