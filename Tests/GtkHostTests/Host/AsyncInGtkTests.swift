import Gtk
import GtkHost
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

private struct Loader: HookView {
    var hookBody: some View {
        let phase = useAsync(.once) { () async throws -> String in
            try await Task.sleep(for: .milliseconds(30))
            return "loaded"
        }
        switch phase {
        case .success(let text): Text(text)
        case .failure: Text("failed")
        default: Text("loading")
        }
    }
}

final class AsyncInGtkTests: GtkHostTestCase {
    func testA5UseAsyncResumesOnTheGLibLoopAndRendersItsResult() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(Loader()) { app in
                XCTAssertNotNil(app.find(text: "loading"))
                try await app.waitUntil { app.find(text: "loaded") != nil }
                XCTAssertNil(app.find(text: "loading"))
            }
        }
    }
}
