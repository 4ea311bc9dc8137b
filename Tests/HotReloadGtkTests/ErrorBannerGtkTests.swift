import CGtk
import Gtk
import GtkTestSupport
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

@testable import DevRunner

/// A compiler error as swiftc prints it, with the file's full path, its caret diagram and
/// lines wider than the window.
private let compilerError = """
    /home/someone/Projects/GroceryListForTheWeekend/Sources/GroceryList/Greeting.swift:7:21: error: cannot find 'countt' in scope
                Text("\\(countt.wrappedValue) items in the list of things to do today, and more")
                         ^~~~~~
    """

/// The app under the bar: a draft in an entry and a label, in a 480-px-wide window.
private struct Draft: HookView {
    var hookBody: some View {
        let draft = useState("")
        Widgets.Window("Draft", width: 480, height: 320) {
            VStack {
                TextField("draft", text: draft)
                Text("below the draft")
            }
        }
    }
}

/// The build-error bar on real GTK: below the app, not over it, in a monospace font that
/// does not wrap, with its button inside a narrow window, and leaving the app's widgets
/// (their focus and selection) as they were.
final class ErrorBannerGtkTests: GtkTestCase {
    func testTheBarSitsBelowTheContentAndCoversNone() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(Draft()) { app in
                let window = try XCTUnwrap(app.root.windows.first)
                let content = try XCTUnwrap(window.child)
                let appWidget = try XCTUnwrap(gtk_widget_get_first_child(content.rawWidget))
                let banner = ErrorBanner()
                banner.show(compilerError, in: window)
                await app.nextFrame()

                let bar = try XCTUnwrap(banner.bar)
                XCTAssertTrue(window.child === content, "the app's content box stays the child")
                XCTAssertEqual(gtk_widget_get_parent(appWidget), content.rawWidget)
                let appBounds = try XCTUnwrap(bounds(of: appWidget, in: window))
                let barBounds = try XCTUnwrap(bounds(of: bar.rawWidget, in: window))
                XCTAssertGreaterThan(barBounds.size.height, 0)
                XCTAssertGreaterThanOrEqual(
                    barBounds.origin.y, appBounds.origin.y + appBounds.size.height,
                    "the bar \(barBounds) overlaps the app's widgets \(appBounds)")
                XCTAssertLessThanOrEqual(
                    barBounds.origin.y + barBounds.size.height, Float(window.height) + 0.5)
                banner.hide()
            }
        }
    }

    func testTheErrorIsMonospaceUnwrappedAndScrollsSideways() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(Draft()) { app in
                let window = try XCTUnwrap(app.root.windows.first)
                let banner = ErrorBanner()
                banner.show(compilerError, in: window)
                await app.nextFrame()

                let label = try XCTUnwrap(banner.label)
                XCTAssertEqual(
                    width(of: String(repeating: "i", count: 20), in: label),
                    width(of: String(repeating: "W", count: 20), in: label),
                    "the error's font is proportional")
                XCTAssertFalse(label.wraps)
                let layout = gtk_label_get_layout(OpaquePointer(label.rawWidget))
                XCTAssertEqual(pango_layout_get_line_count(layout), 3, "the error's lines wrapped")
                // The widest line is wider than the window: the label is not squeezed into it.
                XCTAssertGreaterThan(label.width, window.width)
                banner.hide()
            }
        }
    }

    func testDismissIsInsideA480PixelWideWindow() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(Draft()) { app in
                let window = try XCTUnwrap(app.root.windows.first)
                let banner = ErrorBanner()
                banner.show(compilerError, in: window)
                await app.nextFrame()

                // 480 asked, less the window's own frame.
                XCTAssertLessThanOrEqual(window.width, 480)
                let dismiss = try XCTUnwrap(app.find(text: "Dismiss"))
                let button = try XCTUnwrap(bounds(of: dismiss.rawWidget, in: window))
                XCTAssertGreaterThan(button.size.width, 0)
                XCTAssertGreaterThanOrEqual(button.origin.x, 0)
                XCTAssertLessThanOrEqual(
                    button.origin.x + button.size.width, Float(window.width),
                    "Dismiss at \(button) is cut off by the window's edge")
                try app.click(dismiss)
                XCTAssertFalse(banner.isShown)
                XCTAssertNil(app.find(text: "Dismiss"))
            }
        }
    }

    func testFocusAndTheCursorStayAcrossAFailedBuildAndItsFix() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(Draft()) { app in
                let window = try XCTUnwrap(app.root.windows.first)
                let entry = try XCTUnwrap(app.find(role: .textField) as? Entry)
                try app.type("milk", into: entry)
                _ = entry.grabFocusWithoutSelecting()
                entry.selectRegion(startPos: 2, endPos: 2)
                await app.nextFrame()
                XCTAssertTrue(hasFocus(entry, in: window))

                let banner = ErrorBanner()
                banner.show(compilerError, in: window)
                await app.nextFrame()
                XCTAssertTrue(hasFocus(entry, in: window), "showing the bar took the focus")
                banner.hide()
                await app.nextFrame()

                XCTAssertTrue(hasFocus(entry, in: window), "the focus did not come back")
                XCTAssertEqual(entry.text, "milk")
                XCTAssertNil(entry.selectionBounds().map { "\($0)" }, "text got selected")
                XCTAssertEqual(entry.position(), 2)
            }
        }
    }
}

/// `widget`'s bounds in `window`'s coordinates.
@MainActor private func bounds(
    of widget: UnsafeMutablePointer<GtkWidget>, in window: Gtk.Window
) -> graphene_rect_t? {
    var rect = graphene_rect_t()
    guard gtk_widget_compute_bounds(widget, window.rawWidget, &rect) != 0 else { return nil }
    return rect
}

/// The width in pixels of `text` in `label`'s font.
@MainActor private func width(of text: String, in label: Gtk.Label) -> Int32 {
    let layout = gtk_widget_create_pango_layout(label.rawWidget, text)
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    var width: Int32 = 0
    pango_layout_get_pixel_size(layout, &width, nil)
    return width
}

/// Whether the keyboard focus is in `entry` (on its inner text).
@MainActor private func hasFocus(_ entry: Entry, in window: Gtk.Window) -> Bool {
    guard let focus = window.focusWidget else { return false }
    return focus === entry || gtk_widget_is_ancestor(focus.rawWidget, entry.rawWidget) != 0
}
