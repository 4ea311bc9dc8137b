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

final class ScrollIntoViewGtkTests: GtkHostTestCase {
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
