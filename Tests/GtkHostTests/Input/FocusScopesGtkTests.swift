import Gtk
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

@testable import GtkHost

private enum Field: Hashable { case name, note }

/// A main window with a note field, and a sheet whose name field is its
/// default focus; one focus state for both windows.
private struct Settings: HookView {
    var hookBody: some View {
        let focus = useFocusState(Field?.self)
        let showsSheet = useState(false)
        let text = useState("")
        VStack {
            Text("Focus: \(focus.wrappedValue.map { "\($0)" } ?? "none")")
            TextField("Note", text: text).focused(focus, equals: .note)
            Widgets.Button("Open") { showsSheet.wrappedValue = true }
            VStack { Text("Chart") }.focusable()
            VStack { TextField("Locked", text: text) }.focusable(false)
        }
        .sheet(isPresented: showsSheet, title: "Sheet") {
            VStack {
                TextField("Other", text: text)
                TextField("Name", text: text).focused(focus, equals: .name)
            }
            .defaultFocus(focus, .name)
        }
    }
}

/// A window whose Details popover holds a name field, its default focus.
private struct Details: HookView {
    var hookBody: some View {
        let focus = useFocusState(Field?.self)
        let isOpen = useState(false)
        let text = useState("")
        VStack {
            Text("Focus: \(focus.wrappedValue.map { "\($0)" } ?? "none")")
            MenuButton("Details", isPresented: isOpen) {
                VStack {
                    TextField("Other", text: text)
                    TextField("Name", text: text).focused(focus, equals: .name)
                }
                .defaultFocus(focus, .name)
            }
        }
    }
}

final class FocusScopesGtkTests: GtkHostTestCase {
    // The popover is still open, its field focused, when the window goes:
    // closed first (G68), it is released with it.
    func testG115APopoversDefaultFocusGoesToItsViewInThePopover() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(Details()) { app in
                try await app.waitUntilMapped()
                let main = try XCTUnwrap(app.windows.first)
                // The window has a focus before the popover opens, as after
                // a click (see CONTRIBUTING, "Containers and popovers").
                let button = try XCTUnwrap(app.allWidgets.first { $0 is Gtk.MenuButton })
                XCTAssertTrue(button.grabFocus())
                try app.click(text: "Details")
                try await app.waitUntil { app.find(label: "Name")?.isMapped == true }
                let name = try XCTUnwrap(app.find(label: "Name"))
                try await app.waitUntil { focus(of: main, isIn: name) }
                try await app.waitUntil { app.find(text: "Focus: name") != nil }
            }
        }
    }

    func testG114FocusableMakesAWidgetTakeTheFocusAndFalseKeepsItOut() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(Settings()) { app in
                try await app.waitUntilMapped()
                let window = try XCTUnwrap(app.windows.first)
                // The box around the label: GTK's labels take the focus only when selectable.
                let chart = try XCTUnwrap(app.find(text: "Chart")?.parent)
                XCTAssertTrue(chart.focusable)
                XCTAssertTrue(chart.grabFocus())
                XCTAssertTrue(window.focus() === chart, "a label marked .focusable() takes it")
                let locked = try XCTUnwrap(app.find(label: "Locked"))
                XCTAssertFalse(locked.grabFocus(), "inside .focusable(false) nothing takes it")
                XCTAssertTrue(window.focus() === chart)
            }
        }
    }

    func testG115ASheetsDefaultFocusGoesToItsViewInTheSheetsWindow() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(Settings()) { app in
                try await app.waitUntilMapped()
                let main = try XCTUnwrap(app.windows.first)
                let note = try XCTUnwrap(app.find(label: "Note"))
                XCTAssertTrue(note.grabFocus())
                try await app.waitUntil { app.find(text: "Focus: note") != nil }
                try app.click(text: "Open")
                let sheet = try await window(titled: "Sheet", of: app)
                let name = try XCTUnwrap(app.find(label: "Name"))
                try await app.waitUntil { focus(of: sheet, isIn: name) }
                try await app.waitUntil { app.find(text: "Focus: name") != nil }
                XCTAssertFalse(
                    focus(of: main, isIn: note),
                    "one state names one view: the note no longer holds the main window's focus")
            }
        }
    }
}

/// The window titled `title`, once it is on screen.
@MainActor private func window(titled title: String, of app: GtkTester) async throws
    -> Gtk.Window
{
    try await app.waitUntil { app.windows.contains { $0.title == title && $0.isVisible } }
    return try XCTUnwrap(app.windows.first { $0.title == title })
}
