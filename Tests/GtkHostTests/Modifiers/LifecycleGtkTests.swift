import Gtk
import GtkHost
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

/// What the lifecycle actions saw, in order.
@MainActor private final class Journal {
    var lines: [String] = []
}

final class LifecycleGtkTests: GtkHostTestCase {
    func testG90G92OnAppearSeesTheWidgetInTheWindowAndTheTaskEndsWithTheView() throws {
        try MainActor.assumeIsolated {
            let journal = Journal()
            try GtkTester.run(VStack { Text("start") }) { app in
                @MainActor func inWindow(_ text: String) -> Bool {
                    var widget = app.find(text: text)
                    while let current = widget, !(current is Gtk.Window) { widget = current.parent }
                    return widget != nil
                }
                app.root.render(
                    VStack {
                        Text("shown")
                            .onAppear { journal.lines.append("appear: \(inWindow("shown"))") }
                            .onDisappear { journal.lines.append("disappear: \(inWindow("shown"))") }
                            .task {
                                journal.lines.append("task")
                                do {
                                    try await Task.sleep(for: .seconds(60))
                                } catch {
                                    journal.lines.append("task cancelled")
                                }
                            }
                    })
                XCTAssertEqual(journal.lines, ["appear: true"], "onAppear runs in the commit")
                try await app.waitUntil { journal.lines.count == 2 }
                XCTAssertEqual(journal.lines.last, "task")
                app.root.render(VStack { Text("start") })
                try await app.waitUntil { journal.lines.count == 4 }
                XCTAssertEqual(
                    Set(journal.lines.suffix(2)), ["disappear: false", "task cancelled"],
                    "the widget is gone from the window when onDisappear runs")
            }
        }
    }
}
