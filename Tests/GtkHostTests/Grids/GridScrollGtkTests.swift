import Gtk
import GtkTestSupport
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

@testable import GtkHost

/// A grid of numbered cells under a reader, with buttons that scroll it.
private struct Numbers: HookView {
    var hookBody: some View {
        ScrollViewReader { proxy in
            VStack {
                Widgets.Button("6000 top") { proxy.scrollTo(6_000, anchor: .top) }
                Widgets.Button("9000") { proxy.scrollTo(9_000) }
                LazyVGrid(
                    Array(0..<10_000), id: \.self,
                    columns: Array(repeating: GridItem(.fixed(80)), count: 4)
                ) { Text("cell \($0)") }
            }
        }
    }
}

final class GridScrollGtkTests: GtkHostTestCase {
    func testK19ScrollToShowsACellByIdInALazyVGrid() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(Numbers()) { app in
                let window = try XCTUnwrap(app.windows.first)
                window.setDefaultSize(width: 500, height: 500)
                try await app.waitUntil { app.find(text: "cell 0") != nil }
                let scrolled = try XCTUnwrap(
                    app.allWidgets.lazy.compactMap { $0 as? ScrolledWindow }.first)

                try app.click(text: "6000 top")
                try await app.waitUntil {
                    guard let cell = app.find(text: "cell 6000"), cell.isMapped,
                        let point = cell.parent?.translateCoordinates(
                            destWidget: scrolled, srcX: 0, srcY: 0)
                    else { return false }
                    return abs(point.destY) < 2
                }

                try app.click(text: "9000")
                try await app.waitUntil {
                    guard let cell = app.find(text: "cell 9000"), cell.isMapped,
                        let point = cell.translateCoordinates(
                            destWidget: scrolled, srcX: 0, srcY: 0)
                    else { return false }
                    return point.destY >= 0
                        && point.destY + Double(cell.height) <= Double(scrolled.height)
                }
            }
        }
    }
}
