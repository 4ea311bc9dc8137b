import AppServices
import Gtk
import GtkHost
import Hooks
import Reconciler
import Widgets
import XCTest

/// Registers an app-wide action, then runs it through GTK from its window.
private struct Finisher: HookView {
    let log: Recorder<String>

    var hookBody: some View {
        let app = useEnvironment(\.app)
        let count = useState(0)
        useAppAction("finish", shortcut: KeyboardShortcut("q")) {
            log.record("finish \(count.wrappedValue)")
            app?.quit()
        }
        useEffect(.once) {
            count.wrappedValue = 1
            Task { @MainActor in
                guard let window = GtkAppRoot.live.flatMap(\.windows).first else { return }
                log.record("activated \(window.performAction("app.finish"))")
            }
            return nil
        }
        Widgets.Window("Actions") { Text("count \(count.wrappedValue)") }
    }
}

final class GtkAppActionTests: GtkHostTestCase {
    func testAnAppWideActionRunsFromAnyWindowWithTheLatestClosure() {
        MainActor.assumeIsolated {
            let log = Recorder<String>()
            GtkApp(id: "org.gtkhooks.tests.Actions", isUnique: false) {
                Finisher(log: log)
            }.run(arguments: ["GtkAppActionTests"])
            MainLoop.drainPendingEvents()
            XCTAssertEqual(log.values, ["finish 1", "activated true"])
        }
    }

    func testApplicationActionsHaveAcceleratorsAndRejectBadNames() {
        MainActor.assumeIsolated {
            var ran = 0
            var accelerators: [String] = []
            var rejected: [Bool] = []
            var activatedAfterRemoval = true
            _ = Application.run(isUnique: false) { app in
                let action = app.addAction("save", accelerators: ["<Control>s"]) { ran += 1 }
                accelerators = app.accelerators(for: "save")
                app.activateAction("save")
                action?.remove()
                activatedAfterRemoval = app.activateAction("save")
                rejected = [
                    app.addAction("no spaces", {}) == nil,
                    app.addAction("ok", accelerators: ["<Control>"], {}) == nil,
                ]
                app.quit()
            }
            XCTAssertEqual(ran, 1)
            XCTAssertEqual(accelerators, ["<Control>s"])
            XCTAssertFalse(activatedAfterRemoval)
            XCTAssertEqual(rejected, [true, true])
        }
    }
}
