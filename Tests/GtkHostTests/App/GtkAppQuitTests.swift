import Gtk
import GtkHost
import Hooks
import Reconciler
import Widgets
import XCTest

/// Sets its state and closes its window in the same main-loop turn, as a
/// person pressing a key then the close button quickly would.
private struct EditThenClose: HookView {
    let saved: Recorder<String>

    var hookBody: some View {
        let text = useState("draft")
        useEffect(.preserved(by: text.wrappedValue)) {
            saved.record(text.wrappedValue)
            return nil
        }
        useEffect(.once) {
            Task { @MainActor in
                text.wrappedValue = "edited"
                for window in GtkRoot.live.flatMap(\.windows) { window.close() }
            }
            return nil
        }
        Widgets.Window("Editor") { Text(text.wrappedValue) }
    }
}

/// Registers slow quit work, then closes its window.
private struct SlowSave: HookView {
    let saved: Recorder<String>
    let delay: Duration

    var hookBody: some View {
        useBeforeQuit {
            try? await Task.sleep(for: delay)
            if !Task.isCancelled { saved.record("saved") }
        }
        useEffect(.once) {
            saved.record("mounted")
            for window in GtkRoot.live.flatMap(\.windows) { window.close() }
            return { saved.record("unmounted") }
        }
        Widgets.Window("Slow") { Text("slow") }
    }
}

/// Asks the app to quit from a view.
private struct Quitter: HookView {
    let seen: Recorder<String>

    var hookBody: some View {
        let app = useEnvironment(\.app)
        useEffect(.once) {
            seen.record(app?.metadata.name ?? "no app")
            app?.quit()
            return nil
        }
        Widgets.Window("One") { Text("one") }
        Widgets.Window("Two") { Text("two") }
    }
}

final class GtkAppQuitTests: GtkHostTestCase {
    func testAnEditMadeJustBeforeTheLastWindowClosesRunsItsEffectsBeforeUnmounting() {
        MainActor.assumeIsolated {
            let saved = Recorder<String>()
            let status = GtkApp(id: "org.gtkhooks.tests.EditThenClose", isUnique: false) {
                EditThenClose(saved: saved)
            }.run(arguments: ["GtkAppQuitTests"])
            MainLoop.drainPendingEvents()
            XCTAssertEqual(status, 0)
            XCTAssertEqual(saved.values, ["draft", "edited"])
        }
    }

    func testQuittingAwaitsBeforeQuitWorkWhileTheLoopRuns() {
        MainActor.assumeIsolated {
            let saved = Recorder<String>()
            GtkApp(id: "org.gtkhooks.tests.SlowSave", isUnique: false) {
                SlowSave(saved: saved, delay: .milliseconds(50))
            }.run(arguments: ["GtkAppQuitTests"])
            MainLoop.drainPendingEvents()
            XCTAssertEqual(saved.values, ["mounted", "saved", "unmounted"])
        }
    }

    func testQuitWorkOutlivingTheBoundIsCancelledAndTheAppQuits() {
        MainActor.assumeIsolated {
            let saved = Recorder<String>()
            var app = GtkApp(id: "org.gtkhooks.tests.StuckSave", isUnique: false) {
                SlowSave(saved: saved, delay: .seconds(60))
            }
            app.quitBound = .milliseconds(100)
            app.run(arguments: ["GtkAppQuitTests"])
            MainLoop.drainPendingEvents()
            XCTAssertEqual(saved.values, ["mounted", "unmounted"])
        }
    }

    func testAppQuitFromAViewClosesEveryWindowAndReturns() {
        MainActor.assumeIsolated {
            let seen = Recorder<String>()
            let status = GtkApp(
                id: "org.gtkhooks.tests.Quitter", isUnique: false,
                metadata: AppMetadata(name: "Quitter")
            ) {
                Quitter(seen: seen)
            }.run(arguments: ["GtkAppQuitTests"])
            MainLoop.drainPendingEvents()
            XCTAssertEqual(status, 0)
            XCTAssertEqual(seen.values, ["Quitter"])
            XCTAssertTrue(GtkRoot.live.isEmpty)
        }
    }
}
