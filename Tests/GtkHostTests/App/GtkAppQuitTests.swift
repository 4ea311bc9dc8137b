import AppServices
import Gtk
import GtkHost
import Hooks
import Reconciler
import Widgets
import XCTest

/// Edits its text, then ends the app in the same main-loop turn.
///
/// As a person pressing a key then the close button (or Quit) quickly would.
/// It saves the text it shows in an effect, and in its quit work.
private struct EditThenEnd: HookView {
    /// How the app is ended.
    enum End {
        case closeLastWindow
        case quit
    }

    let saved: Recorder<String>
    let end: End

    var hookBody: some View {
        let app = useEnvironment(\.app)
        let text = useState("draft")
        let shown = text.wrappedValue
        useEffect(.preserved(by: shown)) {
            saved.record("saved \(shown)")
            return nil
        }
        useBeforeQuit { saved.record("quit work saw \(shown)") }
        let end = end
        useEffect(.once) {
            Task { @MainActor in
                text.wrappedValue = "edited"
                switch end {
                case .closeLastWindow:
                    for window in GtkAppRoot.live.flatMap(\.windows) { window.close() }
                case .quit:
                    app?.quit()
                }
            }
            return nil
        }
        Widgets.Window("Editor") { Text(shown) }
    }
}

/// Sets state in its quit work; an effect records each state it rendered.
private struct StatusOnQuit: HookView {
    let saved: Recorder<String>

    var hookBody: some View {
        let app = useEnvironment(\.app)
        let status = useState("unsaved")
        let shown = status.wrappedValue
        useEffect(.preserved(by: shown)) {
            saved.record(shown)
            return nil
        }
        useBeforeQuit { status.wrappedValue = "saved" }
        useEffect(.once) {
            app?.quit()
            return nil
        }
        Widgets.Window("Status") { Text(shown) }
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
            for window in GtkAppRoot.live.flatMap(\.windows) { window.close() }
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
                EditThenEnd(saved: saved, end: .closeLastWindow)
            }.run(arguments: ["GtkAppQuitTests"])
            MainLoop.drainPendingEvents()
            XCTAssertEqual(status, 0)
            XCTAssertEqual(saved.values, ["saved draft", "saved edited", "quit work saw edited"])
        }
    }

    func testAnEditMadeJustBeforeAppQuitIsRenderedAndSavedBeforeTheQuitWorkRuns() {
        MainActor.assumeIsolated {
            let saved = Recorder<String>()
            let status = GtkApp(id: "org.gtkhooks.tests.EditThenQuit", isUnique: false) {
                EditThenEnd(saved: saved, end: .quit)
            }.run(arguments: ["GtkAppQuitTests"])
            MainLoop.drainPendingEvents()
            XCTAssertEqual(status, 0)
            XCTAssertEqual(saved.values, ["saved draft", "saved edited", "quit work saw edited"])
        }
    }

    func testStateSetByQuitWorkRendersAndRunsItsEffectsBeforeUnmounting() {
        MainActor.assumeIsolated {
            let saved = Recorder<String>()
            GtkApp(id: "org.gtkhooks.tests.StatusOnQuit", isUnique: false) {
                StatusOnQuit(saved: saved)
            }.run(arguments: ["GtkAppQuitTests"])
            MainLoop.drainPendingEvents()
            XCTAssertEqual(saved.values, ["unsaved", "saved"])
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
            XCTAssertTrue(GtkAppRoot.live.isEmpty)
        }
    }
}
