import AppServices
@_spi(Testing) import Gtk
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

@_spi(Testing) @testable import GtkHost

private final class Probe {
    var count: Binding<Int>?
}

/// A button whose label a state change updates, a passive effect, and a
/// list of rows.
private struct Counted: HookView {
    let probe: Probe

    var hookBody: some View {
        let count = useState(0)
        probe.count = count
        useEffect { nil }
        VStack {
            Widgets.Button("count \(count.wrappedValue)") { count.wrappedValue += 1 }
            List(Array(0..<20), id: \.self) { Text("row \($0)") }.frame(height: 100)
        }
    }
}

/// What the counters and records of the Gtk layer and GtkHost moved by.
private struct Recorded: Equatable {
    var propsApplied = 0
    var renderIdles = 0
    var effectsIdles = 0
    var listRowsRendered = 0
    var wakeUps = 0
    var dispatchQueueDrains = 0
    var trackedObjects = 0
    var openDialogs = 0
}

/// Runs `Counted` the way `GtkApp` does (an application, a `GtkAppRoot`, no
/// test library): mounts it, waits until its rows are on screen, changes its
/// state, presents a message dialog, then unmounts and quits.
@MainActor private func runAsAnApp() throws -> Recorded {
    var recorded = Recorded()
    let objectsBefore = LiveObjects.objects
    let wakeUpsBefore = MainLoop.wakeUps
    let drainsBefore = MainLoop.dispatchQueueDrains
    let rowsBefore = ListRows.counts.rendered
    var shown = (rows: false, update: false)
    _ = Application.run(isUnique: false, arguments: ["GtkHostTests"]) { application in
        application.hold()
        let probe = Probe()
        let root = GtkAppRoot(application: application, title: "Instrumentation")
        root.render(Counted(probe: probe))
        let texts = { root.windows.flatMap(\.subtree).compactMap(\.displayedText) }
        Task {
            let deadline = ContinuousClock.now + .seconds(30)
            while !texts().contains("row 0"), ContinuousClock.now < deadline {
                try? await Task.sleep(for: .milliseconds(5))
            }
            shown.rows = texts().contains("row 0")
            probe.count?.wrappedValue += 1
            while !texts().contains("count 1"), ContinuousClock.now < deadline {
                try? await Task.sleep(for: .milliseconds(5))
            }
            shown.update = texts().contains("count 1")
            while root.scheduler.hasPendingWork, ContinuousClock.now < deadline {
                try? await Task.sleep(for: .milliseconds(5))
            }
            let dialog = MessageDialog(parent: nil, text: "Hello", buttons: ["OK"])
            dialog.present()
            recorded.openDialogs = MessageDialog.open.count
            recorded.trackedObjects = LiveObjects.objects - objectsBefore
            recorded.propsApplied = root.host.propsApplied
            recorded.renderIdles = root.scheduler.renderIdleCount
            recorded.effectsIdles = root.scheduler.effectsIdleCount
            dialog.destroy()
            root.unmount()
            application.release()
            application.quit()
        }
    }
    MainLoop.drainPendingEvents()
    XCTAssertTrue(shown.rows, "the list's rows were rendered")
    XCTAssertTrue(shown.update, "the state change was rendered")
    recorded.listRowsRendered = ListRows.counts.rendered - rowsBefore
    recorded.wakeUps = MainLoop.wakeUps - wakeUpsBefore
    recorded.dispatchQueueDrains = MainLoop.dispatchQueueDrains - drainsBefore
    return recorded
}

final class GtkHostInstrumentationGtkTests: GtkHostTestCase {
    func testAnAppWithoutATestLibraryCountsAndRecordsNothing() throws {
        try MainActor.assumeIsolated {
            Instrumentation.isEnabled = false
            defer { Instrumentation.isEnabled = true }
            XCTAssertEqual(try runAsAnApp(), Recorded())
        }
    }

    func testWithInstrumentationOnEveryCounterAndRecordMoves() throws {
        try MainActor.assumeIsolated {
            XCTAssertTrue(Instrumentation.isEnabled, "the GTK test cases turn it on")
            let recorded = try runAsAnApp()
            XCTAssertGreaterThan(recorded.propsApplied, 0)
            XCTAssertGreaterThan(recorded.renderIdles, 0)
            XCTAssertGreaterThan(recorded.effectsIdles, 0)
            XCTAssertGreaterThan(recorded.listRowsRendered, 0)
            XCTAssertGreaterThan(recorded.wakeUps, 0)
            XCTAssertGreaterThan(recorded.dispatchQueueDrains, 0)
            XCTAssertGreaterThan(recorded.trackedObjects, 0)
            XCTAssertEqual(recorded.openDialogs, 1)
        }
    }

    func testGtkTesterTurnsInstrumentationOn() throws {
        try MainActor.assumeIsolated {
            Instrumentation.isEnabled = false
            defer { Instrumentation.isEnabled = true }
            let probe = Probe()
            try GtkTester.run(Counted(probe: probe)) { app in
                XCTAssertTrue(Instrumentation.isEnabled)
                XCTAssertGreaterThan(app.root.host.propsApplied, 0)
                XCTAssertFalse(FileChooser.showsDialogs, "file dialogs are answered by the test")
            }
        }
    }
}
