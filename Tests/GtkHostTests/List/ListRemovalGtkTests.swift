import Gtk
import GtkHost
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

private final class Mounts {
    var count = 0
}

private struct Mounted: HookView {
    let id: Int
    let mounts: Mounts

    var hookBody: some View {
        useEffect(.once) {
            mounts.count += 1
            return nil
        }
        Text("mounted \(id)")
    }
}

private struct Screen: View {
    let showsList: Bool
    let mounted: Int
    let mounts: Mounts

    var body: some View {
        VStack {
            ForEach(Array(0..<mounted), id: \.self) { Mounted(id: $0, mounts: mounts) }
            if showsList {
                List(Array(0..<5), id: \.self) { Text("row \($0)") }.frame(height: 100)
            }
        }
    }
}

final class ListRemovalGtkTests: GtkHostTestCase {
    /// Removing a List while the root has passive effects pending keeps the
    /// root's scheduler working: later effects still run.
    func testRemovingAListKeepsTheRootsPendingAndLaterEffects() throws {
        try MainActor.assumeIsolated {
            let mounts = Mounts()
            try GtkTester.run(Screen(showsList: true, mounted: 0, mounts: mounts)) { app in
                try await app.waitUntil { app.find(text: "row 0") != nil }
                // Each render commits now; no idle runs between them.
                app.root.render(Screen(showsList: true, mounted: 1, mounts: mounts))
                app.root.render(Screen(showsList: false, mounted: 1, mounts: mounts))
                app.root.render(Screen(showsList: false, mounted: 2, mounts: mounts))
                XCTAssertTrue(
                    app.root.scheduler.hasPendingWork, "the last mount effect is scheduled")
                try await app.waitUntil { mounts.count == 2 }
                XCTAssertEqual(mounts.count, 2)
            }
        }
    }
}
