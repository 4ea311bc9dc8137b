import Gtk
import GtkTestSupport
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

@testable import GtkHost

/// A ScrollView of keyed chapters under a reader, with buttons that scroll it.
private struct Chapters: HookView {
    var hookBody: some View {
        let count = useState(200)
        ScrollViewReader { proxy in
            VStack {
                HStack {
                    Widgets.Button("120 top") { proxy.scrollTo(120, anchor: .top) }
                    Widgets.Button("60 center") { proxy.scrollTo(60, anchor: .center) }
                    Widgets.Button("intro") { proxy.scrollTo("intro") }
                    Widgets.Button("add") {
                        count.wrappedValue += 1
                        proxy.scrollTo(count.wrappedValue - 1)
                    }
                }
                ScrollView {
                    VStack {
                        Text("Introduction").id("intro")
                        ForEach(0..<count.wrappedValue, id: \.self) { Text("chapter \($0)") }
                    }
                }
            }
        }
    }
}

/// A horizontal ScrollView of keyed tiles under a reader.
private struct Tiles: HookView {
    var hookBody: some View {
        ScrollViewReader { proxy in
            VStack {
                HStack {
                    Widgets.Button("80 leading") { proxy.scrollTo(80, anchor: .leading) }
                    Widgets.Button("40 trailing") { proxy.scrollTo(40, anchor: .trailing) }
                    Widgets.Button("3") { proxy.scrollTo(3) }
                }
                ScrollView([.horizontal]) {
                    HStack(spacing: 12) {
                        ForEach(0..<100, id: \.self) { Text("tile \($0)") }
                    }
                }
            }
        }
    }
}

final class ScrollIntoViewGtkTests: GtkHostTestCase {
    func testK19ScrollToScrollsAHorizontalScrollViewAlongItsWidth() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(Tiles()) { app in
                let window = try XCTUnwrap(app.windows.first)
                window.setDefaultSize(width: 500, height: 300)
                try await app.waitUntil { app.find(text: "tile 0") != nil }
                let scrolled = try XCTUnwrap(
                    app.allWidgets.lazy.compactMap { $0 as? ScrolledWindow }.first)
                try await app.waitUntil { scrolled.width > 0 }

                try app.click(text: "80 leading")
                try await app.waitUntil {
                    horizontalFrame(of: "tile 80", in: scrolled, app).map { abs($0.left) < 2 }
                        ?? false
                }
                try app.click(text: "40 trailing")
                try await app.waitUntil {
                    horizontalFrame(of: "tile 40", in: scrolled, app).map { tile in
                        abs(tile.left + tile.width - Double(scrolled.width)) < 2
                    } ?? false
                }
                // No anchor: the least scroll, which brings it in at the leading edge.
                try app.click(text: "3")
                try await app.waitUntil {
                    horizontalFrame(of: "tile 3", in: scrolled, app).map { abs($0.left) < 2 }
                        ?? false
                }
            }
        }
    }

    func testK19ScrollToScrollsAScrollViewToTheKeyedViewAtItsAnchor() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(Chapters()) { app in
                let window = try XCTUnwrap(app.windows.first)
                window.setDefaultSize(width: 500, height: 400)
                try await app.waitUntil { app.find(text: "chapter 0") != nil }
                let scrolled = try XCTUnwrap(
                    app.allWidgets.lazy.compactMap { $0 as? ScrolledWindow }.first)
                try await app.waitUntil { scrolled.height > 0 }

                try app.click(text: "120 top")
                try await app.waitUntil {
                    frame(of: "chapter 120", in: scrolled, app).map { abs($0.top) < 2 } ?? false
                }

                try app.click(text: "60 center")
                try await app.waitUntil {
                    frame(of: "chapter 60", in: scrolled, app).map { row in
                        abs(row.top + row.height / 2 - Double(scrolled.height) / 2) < 2
                    } ?? false
                }

                try app.click(text: "intro")
                try await app.waitUntil {
                    frame(of: "Introduction", in: scrolled, app).map { abs($0.top) < 2 } ?? false
                }

                // Added in the same event: laid out at the next frame, then
                // scrolled the least that shows it (its bottom at the edge).
                try app.click(text: "add")
                try await app.waitUntil {
                    frame(of: "chapter 200", in: scrolled, app).map { row in
                        abs(row.top + row.height - Double(scrolled.height)) < 2
                    } ?? false
                }
            }
        }
    }
}

/// Where the label showing `text` is along `scrolled`'s visible width.
@MainActor private func horizontalFrame(
    of text: String, in scrolled: ScrolledWindow, _ app: GtkTester
) -> (left: Double, width: Double)? {
    guard let label = app.find(text: text),
        let point = label.translateCoordinates(destWidget: scrolled, srcX: 0, srcY: 0)
    else { return nil }
    return (point.destX, Double(label.width))
}
