// A hot-reload refresh of a window showing a virtualized List: each row is its
// own root, rendered by the list apart from the window's tree. Two "images" of
// the rows are two functions declaring local types of the same names.

import Foundation
import Gtk
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

@testable import GtkHost

/// What the rows' effects did, in order.
@MainActor private var rowLog: [String] = []

/// A list of 1,000 rows, each liked by a button and logging its effect as `word`.
@MainActor private func statefulRows(_ word: String) -> some View {
    struct Row: HookView {
        let id: Int
        let word: String
        var hookBody: some View {
            let likes = useState(0)
            useEffect(.once) {
                rowLog.append("effect \(word) \(id)")
                return { rowLog.append("cleanup \(word) \(id)") }
            }
            HStack {
                Text("\(word) \(id) likes \(likes.wrappedValue)")
                Widgets.Button("like \(id)") { likes.wrappedValue += 1 }
            }
        }
    }
    struct Rows: View {
        let word: String
        var body: some View {
            List(Array(0..<1_000), id: \.self) { Row(id: $0, word: word) }
        }
    }
    return Rows(word: word)
}

/// The rows' code edited: a new image's `Row` and `Rows`.
@MainActor private func editedStatefulRows() -> some View {
    struct Row: HookView {
        let id: Int
        let word: String
        var hookBody: some View {
            let likes = useState(0)
            useEffect(.once) {
                rowLog.append("effect \(word) \(id)")
                return { rowLog.append("cleanup \(word) \(id)") }
            }
            HStack {
                Text("\(word) \(id) likes \(likes.wrappedValue)")
                Widgets.Button("like \(id)") { likes.wrappedValue += 1 }
            }
        }
    }
    struct Rows: View {
        let word: String
        var body: some View {
            List(Array(0..<1_000), id: \.self) { Row(id: $0, word: word) }
        }
    }
    return Rows(word: "two")
}

/// The Codable round trip the hot-reload runner passes to a refresh.
@MainActor private func codableCarry(_ value: Any, _ type: Any.Type) -> Any? {
    guard let value = value as? any Encodable, let type = type as? any Decodable.Type,
        let data = try? JSONEncoder().encode(value)
    else { return nil }
    return try? JSONDecoder().decode(type, from: data)
}

final class ListRowsRefreshGtkTests: GtkHostTestCase {
    func testARefreshReachesTheRowsOnScreenNowAndThoseOffScreenWhenShownAgain() throws {
        try MainActor.assumeIsolated {
            rowLog = []
            try GtkTester.run(statefulRows("one")) { app in
                try XCTUnwrap(app.windows.first).setDefaultSize(width: 400, height: 400)
                try await app.waitUntil { app.find(text: "one 3 likes 0") != nil }
                try app.click(text: "like 3")
                let scrolled = try XCTUnwrap(app.find(role: .list)?.parent as? ScrolledWindow)
                scrolled.verticalOffset = scrolled.maximumVerticalOffset / 2
                try await app.waitUntil { app.find(text: "one 3 likes 1") == nil }
                let middle = try XCTUnwrap(
                    app.allWidgets.lazy.compactMap(\.displayedText).first {
                        $0.hasPrefix("one 49") || $0.hasPrefix("one 50")
                    })
                let id = try XCTUnwrap(Int(middle.split(separator: " ")[1]))
                try app.click(text: "like \(id)")
                try await app.waitUntil { app.find(text: "one \(id) likes 1") != nil }
                let label = try XCTUnwrap(app.find(text: "one \(id) likes 1"))
                rowLog = []

                let summary = app.root.renderer.refresh(carrying: codableCarry) {
                    app.root.render(editedStatefulRows())
                }
                try await app.waitUntil { rowLog.contains("effect two \(id)") }

                // A row on screen: new code, its state and widgets kept, its effect run again.
                XCTAssertTrue(app.find(text: "two \(id) likes 1") === label, app.dump())
                XCTAssertEqual(
                    rowLog.filter { $0.hasSuffix(" \(id)") },
                    ["cleanup one \(id)", "effect two \(id)"])
                XCTAssertGreaterThan(summary.keptAcrossTypes, 1, "the rows' nodes count too")

                // A row off screen during the refresh keeps its state when shown again.
                scrolled.verticalOffset = 0
                try await app.waitUntil { app.find(text: "two 0 likes 0") != nil }
                XCTAssertNotNil(app.find(text: "two 3 likes 1"), app.dump())
                try await app.waitUntil { rowLog.contains("effect two 3") }
                XCTAssertEqual(
                    rowLog.filter { $0.hasSuffix(" 3") }, ["cleanup one 3", "effect two 3"])
                try app.click(text: "like 3")
                try await app.waitUntil { app.find(text: "two 3 likes 2") != nil }
            }
        }
    }
}
