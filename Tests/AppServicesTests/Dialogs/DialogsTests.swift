import AppServices
import Hooks
import Testing
import Widgets

/// Dialogs that answer every alert with `alertAnswer` and cancel every file dialog.
private struct AnsweringDialogs: DialogPlatform {
    let alertAnswer: Int?

    func present(_ alert: Alert) async -> Int? { alertAnswer }
    func present(_ dialog: FileDialog) async -> String? { nil }
}

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
        let dismissing = Dialogs(AnsweringDialogs(alertAnswer: nil))
        let keep = Alert("Delete?", actions: [.destructive("Delete"), .cancel("Keep")])
        #expect(keep.cancelIndex == 1)
        #expect(await dismissing.alert(keep) == 1)
        #expect(await dismissing.alert(Alert("Saved")) == nil)
        let choosing = Dialogs(AnsweringDialogs(alertAnswer: 0))
        #expect(await choosing.alert(keep) == 0, "a chosen action is kept")
    }
}
