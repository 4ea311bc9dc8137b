import FoundationEssentials
import Gtk
import GtkHost
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

/// 3 December 2026 at 15:30 local time.
@MainActor private func afternoon() -> Date {
    let someTime = Date(timeIntervalSince1970: 1_790_000_000)
    let day = DatePicker.Day(year: 2026, month: 12, day: 3).date(atTimeOf: someTime)!
    return DatePicker("", selection: .constant(day)).date(settingHour: 15, minute: 30)!
}

/// A date picker, when `shown`, over a label.
@MainActor private func form(
    picker shown: Bool, components: DatePickerComponents = [.date, .hourAndMinute]
) -> some View {
    VStack {
        if shown {
            DatePicker("Due", selection: .constant(afternoon()), displayedComponents: components)
        }
        Text("below")
    }
}

/// Every popover, shown or not, under `app`'s windows, those GTK made itself
/// (a drop-down's list, wrapped as plain widgets) included.
@MainActor private func popovers(in app: GtkTester) -> [Gtk.Widget] {
    app.windows.flatMap { $0.subtree }.filter { $0.typeName == "GtkPopover" }
}

// The base class fails a test that leaves any GTK object alive: each test
// here ends with a popover shown, which GTK 4.8 would keep for good.
final class ShownPopoverReleaseGtkTests: GtkHostTestCase {
    func testG68APopoverShownWhenItsWindowGoesIsReleased() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(form(picker: true)) { app in
                let button = try XCTUnwrap(app.allWidgets.first { $0 is Gtk.MenuButton })
                (button as? Gtk.MenuButton)?.popup()
                try await app.waitUntil { popovers(in: app).contains { $0.isMapped } }
                await app.nextFrame()
            }
        }
    }

    func testG68APopoverShownWhenItsViewIsRemovedIsClosedAndReleased() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(form(picker: true)) { app in
                let button = try XCTUnwrap(app.allWidgets.first { $0 is Gtk.MenuButton })
                (button as? Gtk.MenuButton)?.popup()
                try await app.waitUntil { popovers(in: app).contains { $0.isMapped } }
                let shown = try XCTUnwrap(popovers(in: app).first)
                app.root.render(form(picker: false))
                XCTAssertFalse(shown.isVisible, "closed as it left")
                XCTAssertTrue(popovers(in: app).isEmpty)
            }
        }
    }

    func testG68ACalendarHiddenWhileItsPopoverIsShownIsReleased() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(form(picker: true)) { app in
                let button = try XCTUnwrap(app.allWidgets.first { $0 is Gtk.MenuButton })
                (button as? Gtk.MenuButton)?.popup()
                try await app.waitUntil { popovers(in: app).contains { $0.isMapped } }
                app.root.render(form(picker: true, components: .hourAndMinute))
                await app.nextFrame()
            }
        }
    }

    func testG68APopoverGtkMadeItselfIsReleasedToo() throws {
        try MainActor.assumeIsolated {
            let view = Picker(
                "Size", selection: .constant("Small"), options: ["Small", "Large"])
            try GtkTester.run(view) { app in
                let list = try XCTUnwrap(popovers(in: app).first, "the drop-down's own popover")
                list.isVisible = true
                try await app.waitUntil { popovers(in: app).contains { $0.isMapped } }
            }
        }
    }

    func testG68APopoverClosedByEscapeAsItsWindowGoesIsReleased() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(form(picker: true)) { app in
                let input = try XCTUnwrap(XTestInput(), "an X11 display with XTEST")
                let button = try XCTUnwrap(app.allWidgets.first { $0 is Gtk.MenuButton })
                (button as? Gtk.MenuButton)?.popup()
                try await app.waitUntil { popovers(in: app).contains { $0.isMapped } }
                await app.nextFrame()
                input.type(keysym: 0xff1b)  // Escape
                // The window goes in the turn GTK closes the popover, its
                // focus still inside it.
                try await app.waitUntil { !popovers(in: app).contains { $0.isVisible } }
                XCTAssertNotNil(app.windows.first?.focusWidget)
            }
        }
    }
}
