import Gtk
import GtkTestSupport
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

@testable import GtkHost

private struct Entry: Identifiable {
    let id: Int
    var title: String { "entry \(id)" }
}

/// A list and a table under one reader, with buttons that scroll them.
private struct Journal: HookView {
    var hookBody: some View {
        let ids = useState(Array(0..<10_000))
        ScrollViewReader { proxy in
            VStack {
                HStack {
                    Widgets.Button("add") {
                        let next = ids.wrappedValue.count
                        ids.wrappedValue.append(next)
                        proxy.scrollTo(next)
                    }
                    Widgets.Button("insert top") {
                        ids.wrappedValue.insert(5_000_000, at: 3_000)
                        proxy.scrollTo(5_000_000, anchor: .top)
                    }
                    Widgets.Button("5000 top") { proxy.scrollTo(5_000, anchor: .top) }
                    Widgets.Button("7000 center") { proxy.scrollTo(7_000, anchor: .center) }
                    Widgets.Button("entry 90000") { proxy.scrollTo(90_000) }
                }
                List(ids.wrappedValue, id: \.self) { Text("row \($0)") }
                Table((0..<100_000).map { Entry(id: $0) }.filter { $0.id >= 20_000 }) {
                    TableColumn("Title", value: \.title)
                }
            }
        }
    }
}

final class RowScrollerGtkTests: GtkHostTestCase {
    func testK19ScrollToShowsTheRowByIdInAListAndATable() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(Journal()) { app in
                let window = try XCTUnwrap(app.windows.first)
                window.setDefaultSize(width: 600, height: 800)
                try await app.waitUntil { app.find(text: "row 0") != nil }
                let scrolled = try XCTUnwrap(app.find(role: .list)?.parent as? ScrolledWindow)

                try app.click(text: "5000 top")
                try await app.waitUntil {
                    frame(of: "row 5000", in: scrolled, app).map { abs($0.top) < 2 } ?? false
                }

                try app.click(text: "7000 center")
                try await app.waitUntil {
                    frame(of: "row 7000", in: scrolled, app).map { row in
                        abs(row.top + row.height / 2 - Double(scrolled.height) / 2) < 2
                    } ?? false
                }

                try app.click(text: "add")
                try await app.waitUntil {
                    frame(of: "row 10000", in: scrolled, app).map { row in
                        row.top > 0 && row.top + row.height <= Double(scrolled.height) + 1
                    } ?? false
                }

                // A row inserted in the same event: GTK lays the new count
                // out before the offset moves.
                try app.click(text: "insert top")
                try await app.waitUntil {
                    frame(of: "row 5000000", in: scrolled, app).map { abs($0.top) < 2 } ?? false
                }

                try app.click(text: "entry 90000")
                try await app.waitUntil { app.find(text: "entry 90000") != nil }
            }
        }
    }
}
