import Gtk
import GtkHost
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

/// A row of labels "row <id> part <part>", one per part, in this order.
private struct PartsRow: View {
    let id: Int
    let parts: [Int]

    var body: some View {
        ForEach(parts, id: \.self) { Text("row \(id) part \($0)") }
    }
}

/// Five rows of one part each, except row 0, which has `first`.
@MainActor private func partsList(first: [Int]) -> some View {
    List(Array(0..<5), id: \.self) { id in
        PartsRow(id: id, parts: id == 0 ? first : [0])
    }
    .frame(height: 300)
}

final class RowContainerLayoutGtkTests: GtkHostTestCase {
    /// A row root that renders one widget puts it straight into its list
    /// item: no box of the row's own stands between them.
    func testARowOfOneWidgetIsTheListItemsChild() throws {
        try MainActor.assumeIsolated {
            let view = List(Array(0..<3), id: \.self) { id in
                HStack(spacing: 4) {
                    Text("row \(id)")
                    Widgets.Button("like \(id)") {}
                }
            }
            try GtkTester.run(view) { app in
                try await app.waitUntil { app.find(text: "row 2") != nil }
                let list = try XCTUnwrap(app.find(role: .list))
                for id in 0..<3 {
                    let row = try XCTUnwrap(app.find(text: "row \(id)")?.parent)
                    XCTAssertEqual(row.typeName, "GtkBox", "the row's HStack")
                    let item = try XCTUnwrap(row.parent)
                    XCTAssertEqual(item.typeName, "GtkListItemWidget", "row \(id)")
                    XCTAssertEqual(item.parent?.address, list.address)
                }
            }
        }
    }

    /// A row goes from one widget to several, reorders them, and back to one or none.
    ///
    /// Several are stacked in a vertical box in the list item, in the row's
    /// order; one is the item's child; none shows an empty box. Every other
    /// row keeps its widget in its item.
    func testARowChangingBetweenOneAndSeveralWidgetsMovesThemBetweenItemAndBox() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(partsList(first: [0])) { app in
                try await app.waitUntil { app.find(text: "row 4 part 0") != nil }
                let list = try XCTUnwrap(app.find(role: .list))
                try assertDirect(app, "row 0 part 0", in: list)

                app.root.render(partsList(first: [0, 1]))
                try await app.waitUntil { app.find(text: "row 0 part 1") != nil }
                try assertStacked(app, ["row 0 part 0", "row 0 part 1"], in: list)

                app.root.render(partsList(first: [1, 0, 2]))
                try await app.waitUntil { app.find(text: "row 0 part 2") != nil }
                try assertStacked(app, ["row 0 part 1", "row 0 part 0", "row 0 part 2"], in: list)

                app.root.render(partsList(first: [1]))
                try await app.waitUntil { app.find(text: "row 0 part 0") == nil }
                try assertDirect(app, "row 0 part 1", in: list)

                app.root.render(partsList(first: []))
                try await app.waitUntil { app.find(text: "row 0 part 1") == nil }
                let emptyBoxes = list.children.filter {
                    $0.children.count == 1 && $0.children[0].typeName == "GtkBox"
                        && $0.children[0].children.isEmpty
                }
                XCTAssertEqual(emptyBoxes.count, 1, "row 0's item shows an empty box")

                app.root.render(partsList(first: [2]))
                try await app.waitUntil { app.find(text: "row 0 part 2") != nil }
                try assertDirect(app, "row 0 part 2", in: list)
                for id in 1..<5 { try assertDirect(app, "row \(id) part 0", in: list) }
            }
        }
    }
}

/// The label showing `text` is a list item's child.
@MainActor private func assertDirect(
    _ app: GtkTester, _ text: String, in list: Gtk.Widget, line: UInt = #line
) throws {
    let item = try XCTUnwrap(app.find(text: text)?.parent, text, line: line)
    XCTAssertEqual(item.typeName, "GtkListItemWidget", text, line: line)
    XCTAssertEqual(item.parent?.address, list.address, text, line: line)
}

/// The labels showing `texts` are, in this order, the children of one
/// vertical box that is a list item's child.
@MainActor private func assertStacked(
    _ app: GtkTester, _ texts: [String], in list: Gtk.Widget, line: UInt = #line
) throws {
    let box = try XCTUnwrap(app.find(text: texts[0])?.parent, line: line)
    XCTAssertEqual(box.typeName, "GtkBox", line: line)
    XCTAssertEqual(box.children.map(\.displayedText), texts, line: line)
    let item = try XCTUnwrap(box.parent, line: line)
    XCTAssertEqual(item.typeName, "GtkListItemWidget", line: line)
    XCTAssertEqual(item.parent?.address, list.address, line: line)
}
