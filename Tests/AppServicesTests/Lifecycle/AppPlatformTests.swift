import AppServices
import Hooks
import Reconciler
import TestHost
import Testing
import Widgets

/// A platform written outside the toolkit, as another host would write one.
@MainActor private final class RecordingPlatform: AppPlatform {
    var requests: [String] = []
    var rejects = false

    func quit() { requests.append("quit") }
    func showAbout(_ metadata: AppMetadata) { requests.append("about \(metadata.name)") }
    func send(_ notification: DesktopNotification) {
        requests.append("notify \(notification.title)")
    }
    func addAction(
        _ name: String, shortcut: KeyboardShortcut?, perform: @escaping @MainActor () -> Void
    ) -> (() -> Void)? {
        guard !rejects else { return nil }
        requests.append("add \(name)")
        return { self.requests.append("remove \(name)") }
    }
}

private struct BadAction: HookView {
    var hookBody: some View {
        useAppAction("bad name") {}
        Text("")
    }
}

@MainActor struct AppPlatformTests {
    @Test("a lifecycle carries out every request through the platform it was made with")
    func requestsReachThePlatform() {
        let platform = RecordingPlatform()
        let app = AppLifecycle(metadata: AppMetadata(name: "Notes"), platform: platform)
        app.quit()
        app.showAbout()
        app.notify(DesktopNotification("Saved"))
        #expect(platform.requests == ["quit", "about Notes", "notify Saved"])
    }

    @Test("an action the platform rejects is not registered, with a warning naming it")
    func rejectedAction() {
        let saved = HookDiagnostics.report
        var reports: [String] = []
        HookDiagnostics.report = { reports.append($0) }
        defer { HookDiagnostics.report = saved }
        let platform = RecordingPlatform()
        platform.rejects = true
        let app = AppLifecycle(metadata: AppMetadata(name: "Notes"), platform: platform)
        var environment = EnvironmentValues()
        environment.app = app
        let host = TestHost(BadAction(), environment: environment)
        #expect(host.app !== app, "the environment's app is the one the views see")
        #expect(app.actionNames.isEmpty)
        #expect(reports.count == 1 && reports[0].contains("\"bad name\""))
    }
}
