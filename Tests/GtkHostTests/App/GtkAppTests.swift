import Gtk
import GtkHost
import Hooks
import Reconciler
import Widgets
import XCTest

private final class Lifecycle {
    var mounted = 0
    var unmounted = 0
}

private struct Closing: HookView {
    let lifecycle: Lifecycle

    var hookBody: some View {
        useEffect(.once) {
            lifecycle.mounted += 1
            // A person closing the window: the app's last window goes, so it quits.
            let task = Task { @MainActor in
                try? await Task.sleep(for: .milliseconds(100))
                for window in GtkAppRoot.live.flatMap(\.windows) { window.close() }
            }
            return {
                task.cancel()
                lifecycle.unmounted += 1
            }
        }
        Widgets.Window("Closing") { Text("about to close") }
    }
}

/// Records the arguments it sees, then closes its window so the app quits.
private struct ArgumentsReader: HookView {
    let seen: Recorder<[String]>

    var hookBody: some View {
        let arguments = useEnvironment(\.arguments)
        useEffect(.once) {
            seen.record(arguments)
            for window in GtkAppRoot.live.flatMap(\.windows) { window.close() }
            return nil
        }
        Widgets.Window("Arguments") { Text(arguments.joined(separator: " ")) }
    }
}

/// An `App` whose body reads its arguments.
private struct ArgumentsApp: App {
    @MainActor static let seen = Recorder<[String]>()
    static var id: String { "org.gtkhooks.tests.ArgumentsApp" }

    var body: some Scene { ArgumentsReader(seen: Self.seen) }
}

final class GtkAppTests: GtkHostTestCase {
    func testAnUnknownOptionDoesNotEndTheAppWhichReadsItsArguments() {
        MainActor.assumeIsolated {
            let seen = Recorder<[String]>()
            let arguments = ["GtkAppTests", "--foo", "bar"]
            let status = GtkApp(id: "org.gtkhooks.tests.Arguments", isUnique: false) {
                ArgumentsReader(seen: seen)
            }.run(arguments: arguments)
            MainLoop.drainPendingEvents()
            XCTAssertEqual(status, 0, "GApplication did not reject --foo")
            XCTAssertEqual(seen.values, [arguments], "the views got the arguments")
        }
    }

    func testAppRunPassesUnknownOptionsAndPlainArgumentsToTheApp() {
        MainActor.assumeIsolated {
            let arguments = ["ArgumentsApp", "--verbose", "-x", "notes.txt"]
            let status = ArgumentsApp.run(arguments: arguments, isUnique: false)
            MainLoop.drainPendingEvents()
            XCTAssertEqual(status, 0)
            XCTAssertEqual(ArgumentsApp.seen.values, [arguments])
        }
    }

    func testGtkAppRunsUntilItsLastWindowClosesThenUnmountsTheTree() {
        MainActor.assumeIsolated {
            let lifecycle = Lifecycle()
            let status = GtkApp(id: "org.gtkhooks.tests.Closing", isUnique: false) {
                Closing(lifecycle: lifecycle)
            }.run(arguments: ["GtkAppTests"])
            MainLoop.drainPendingEvents()
            XCTAssertEqual(status, 0)
            XCTAssertEqual(lifecycle.mounted, 1)
            XCTAssertEqual(lifecycle.unmounted, 1, "every cleanup ran at shutdown")
            XCTAssertTrue(GtkAppRoot.live.isEmpty)
        }
    }

    func testViewsThatAreNotWindowsOpenInADefaultWindowTitledAfterTheID() {
        MainActor.assumeIsolated {
            var title: String?
            let status = GtkApp(id: "org.gtkhooks.tests.Plain", isUnique: false) {
                HookScope {
                    useEffect(.once) {
                        let windows = GtkAppRoot.live.flatMap(\.windows)
                        title = windows.first?.title
                        for window in windows { window.close() }
                        return nil
                    }
                    Text("plain")
                }
            }.run(arguments: ["GtkAppTests"])
            MainLoop.drainPendingEvents()
            XCTAssertEqual(status, 0)
            XCTAssertEqual(title, "Plain")
        }
    }
}
