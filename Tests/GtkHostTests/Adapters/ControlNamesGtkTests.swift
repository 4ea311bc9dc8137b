import FoundationEssentials
import Gtk
import GtkHost
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

final class ControlNamesGtkTests: GtkHostTestCase {
    func testG58EveryPickerToggleButtonGaugeAndLabelHasItsTitleAsItsAccessibleName() throws {
        try MainActor.assumeIsolated {
            let controls = VStack {
                DatePicker("Due", selection: .constant(Date()))
                ColorPicker("Tint", selection: .constant(.blue))
                Toggle("Bold", isOn: .constant(true)).toggleStyle(.button)
                Picker("View", selection: .constant("List"), options: ["List", "Grid"])
                    .pickerStyle(.segmented)
                Picker("Size", selection: .constant("S"), options: ["S", "M"])
                Gauge(value: 0.5) { Text("Battery") }
                Widgets.Label("Inbox", systemImage: "mail-unread-symbolic")
                ContentUnavailableView("No notes", systemImage: "document-new-symbolic")
            }
            try GtkTester.run(controls) { app in
                for name in ["Due", "Tint", "Bold", "View", "Size", "Battery", "Inbox", "No notes"]
                {
                    let control = try XCTUnwrap(app.find(label: name), "\(name)\n\(app.dump())")
                    XCTAssertTrue(control.hasAccessibleLabel, name)
                }
                XCTAssertTrue(app.find(label: "Due") is Gtk.MenuButton)
                XCTAssertTrue(app.find(label: "Tint") is ColorButton)
                XCTAssertTrue(app.find(label: "Bold") is ToggleButton)
                XCTAssertTrue(app.find(label: "Size") is DropDown)
                XCTAssertTrue(app.find(label: "Battery") is LevelBar)
            }
        }
    }
}

final class ContentNamesGtkTests: GtkHostTestCase {
    func testG124AButtonOfCustomContentIsNamedAfterTheTextsInsideAndFollowsThem() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(CountingButton()) { app in
                try await app.waitUntilMapped()
                var button = try app.require(text: "Reset 0")
                while !(button is Gtk.Button), let parent = button.parent { button = parent }
                try await app.waitUntil { button.accessibleLabel == "Reset 0" }
                try app.click(button)
                try await app.waitUntil { button.accessibleLabel == "Reset 1" }
                let expander = try XCTUnwrap(app.allWidgets.first { $0 is Gtk.Expander })
                XCTAssertEqual(expander.accessibleLabel, "More")
            }
        }
    }
}

/// A button of custom content whose text counts its clicks, and a
/// disclosure group.
private struct CountingButton: HookView {
    var hookBody: some View {
        let count = useState(0)
        VStack {
            Widgets.Button(action: { count.wrappedValue += 1 }) {
                HStack {
                    Widgets.Image(iconName: "edit-clear-symbolic")
                    Text("Reset \(count.wrappedValue)")
                }
            }
            DisclosureGroup("More") { Text("Inside") }
        }
    }
}
