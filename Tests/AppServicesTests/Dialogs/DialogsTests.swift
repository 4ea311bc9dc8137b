import AppServices
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

    @Test("a dismissed alert answers with its cancel action, or nil without one")
    func dismissedAlertChoosesCancel() async {
        let dismissing = Dialogs(alert: { _ in nil }, file: { _ in nil })
        let keep = Alert("Delete?", actions: [.destructive("Delete"), .cancel("Keep")])
        #expect(keep.cancelIndex == 1)
        #expect(await dismissing.alert(keep) == 1)
        #expect(await dismissing.alert(Alert("Saved")) == nil)
        let choosing = Dialogs(alert: { _ in 0 }, file: { _ in nil })
        #expect(await choosing.alert(keep) == 0, "a chosen action is kept")
    }
}
