import Gtk
import GtkHost
import GtkTestSupport
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

private struct Fruit: Identifiable {
    let id: Int
    var name: String { ["pear", "apple", "fig"][id] }
    var weight: Int { [170, 120, 40][id] }
}

/// A table whose sort order is shown as text: column names, "+" ascending.
private struct Fruits: HookView {
    var hookBody: some View {
        let order = useState([ColumnComparator<Fruit>]())
        let names = order.wrappedValue.map {
            ($0.keyPath == \Fruit.name ? "name" : "weight") + ($0.order == .ascending ? "+" : "-")
        }
        VStack {
            Text("order " + names.joined(separator: " "))
            Table((0..<3).map(Fruit.init).sorted(using: order.wrappedValue), sortOrder: order) {
                TableColumn("Name", value: \.name)
                TableColumn("Weight", value: \.weight)
            }
        }
    }
}

final class GtkTesterTableTests: GtkTestCase {
    func testClickHeaderSortsAsAPersonsClicksDoKeepingTheEarlierColumn() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(Fruits()) { app in
                let window = try XCTUnwrap(app.windows.first)
                try await app.clickHeader("Weight", of: window)
                XCTAssertNotNil(app.find(text: "order weight+"), app.dump())
                try await app.clickHeader("Weight", of: window)
                XCTAssertNotNil(app.find(text: "order weight-"), app.dump())
                try await app.clickHeader("Name", of: window)
                XCTAssertNotNil(app.find(text: "order name+ weight-"), app.dump())
            }
        }
    }

    func testClickHeaderOfAMissingColumnNamesTheHeadersThereAre() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(Fruits()) { app in
                let window = try XCTUnwrap(app.windows.first)
                do {
                    try await app.clickHeader("Colour", of: window)
                    XCTFail("no column is titled Colour")
                } catch {
                    XCTAssertEqual(
                        "\(error)",
                        "GtkWindow has no column header titled Colour; its headers: Name, Weight")
                }
                XCTAssertNotNil(app.find(text: "order "), "nothing was sorted")
            }
        }
    }
}
