import AppServices
import Foundation
import Hooks
import Reconciler
import TestHost
import Testing
import Widgets

private struct Opener: HookView {
    var hookBody: some View {
        let opened = useState([String]())
        useOnOpen { urls in opened.wrappedValue += urls.map(\.lastPathComponent) }
        Text("opened \(opened.wrappedValue.joined(separator: ","))")
    }
}

private final class Saves {
    var done: [String] = []
}

private struct Saver: HookView {
    let saves: Saves
    let delay: Duration

    var hookBody: some View {
        let text = useState("draft")
        useBeforeQuit {
            try? await Task.sleep(for: delay)
            guard !Task.isCancelled else { return }
            saves.done.append(text.wrappedValue)
        }
        Button("Edit") { text.wrappedValue = "edited" }
    }
}

@MainActor struct AppLifecycleTests {
    @Test("a launch's plain arguments are its files, resolved against its directory")
    func launchFiles() {
        let launch = Launch(
            arguments: [
                "todo", "--verbose", "a.json", "/tmp/b.json", "--", "-c.json",
                "file:///srv/d.json",
            ],
            workingDirectory: "/home/ada")
        #expect(
            launch.urls.map(\.absoluteString) == [
                "file:///home/ada/a.json", "file:///tmp/b.json", "file:///home/ada/-c.json",
                "file:///srv/d.json",
            ])
    }

    @Test("files of a launch before any subscriber reach the first, later ones every one")
    func openDelivery() {
        let host = TestHost()
        host.app.receive(Launch(arguments: ["app", "a.json"], workingDirectory: "/w"))
        host.render(Opener())
        #expect(host.find(text: "opened a.json") != nil)
        host.app.receive(Launch(arguments: ["app", "b.json", "c.json"], workingDirectory: "/w"))
        host.flush()
        #expect(host.find(text: "opened a.json,b.json,c.json") != nil)
        host.app.receive(Launch(arguments: ["app", "--only-options"], workingDirectory: "/w"))
        host.flush()
        #expect(host.find(text: "opened a.json,b.json,c.json") != nil)
    }

    @Test("a quit awaits useBeforeQuit work with the latest state")
    func quitWorkFinishes() async throws {
        let saves = Saves()
        let host = TestHost(Saver(saves: saves, delay: .milliseconds(10)))
        try host.tap(text: "Edit")
        #expect(host.app.quitWorkCount == 1)
        #expect(await host.app.finishBeforeQuit(within: .seconds(30)))
        #expect(saves.done == ["edited"])
    }

    @Test("quit work that outlives the bound is cancelled and the quit goes on")
    func quitWorkIsBounded() async {
        let saves = Saves()
        let host = TestHost(Saver(saves: saves, delay: .seconds(60)))
        #expect(await host.app.finishBeforeQuit(within: .milliseconds(20)) == false)
        #expect(saves.done.isEmpty)
        host.render(EmptyView())
        #expect(host.app.quitWorkCount == 0, "unmounting unregisters the work")
    }

    @Test("notifications, About and quit requests are recorded on TestHost")
    func desktopRequests() throws {
        struct Buttons: HookView {
            var hookBody: some View {
                let app = useEnvironment(\.app)
                Button("Notify") { app?.notify(DesktopNotification("Done", body: "all saved")) }
                Button("About") { app?.showAbout() }
                Button("Quit") { app?.quit() }
            }
        }
        let host = TestHost(Buttons())
        try host.tap(text: "Notify")
        try host.tap(text: "About")
        try host.tap(text: "Quit")
        #expect(host.appPlatform.notifications == [DesktopNotification("Done", body: "all saved")])
        #expect(host.appPlatform.aboutRequests == 1)
        #expect(host.appPlatform.quitRequests == 1)
    }
}

private struct Shortcuts: HookView {
    let log: Saves

    var hookBody: some View {
        let count = useState(0)
        useAppAction("count", shortcut: KeyboardShortcut("k")) {
            log.done.append("count \(count.wrappedValue)")
        }
        useAppAction("count") { log.done.append("duplicate") }
        Button("More") { count.wrappedValue += 1 }
    }
}

@MainActor struct AppActionTests {
    @Test("an app-wide action runs the latest closure and goes with its component")
    func appActions() throws {
        let log = Saves()
        let host = TestHost(Shortcuts(log: log))
        #expect(host.app.actionNames == ["count"], "the duplicate is left out")
        try host.tap(text: "More")
        #expect(host.app.performAction("count"))
        #expect(log.done == ["count 1"])
        host.render(EmptyView())
        #expect(host.app.actionNames.isEmpty)
        #expect(host.app.performAction("count") == false)
    }
}
