import FoundationEssentials
import Gtk
import GtkHost
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

/// A window with a widget of every role of the toolkit.
private struct EveryRole: View {
    var body: some View {
        Widgets.Window("Roles", width: 480, height: 400) {
            VStack {
                Text("text")
                Widgets.Button("button") {}
                Link("link", destination: "https://example.org")
                TextField("field", text: .constant("a"))
                SecureField("secret", text: .constant("b"))
                SearchField("search", text: .constant("d"), capturesTyping: false)
                TextEditor(text: .constant("c")).frame(width: 80, height: 32)
                Toggle("switch", isOn: .constant(true))
                Toggle("check", isOn: .constant(true)).toggleStyle(.checkbox)
                Slider(value: .constant(1), in: 0...2, step: 1)
                Stepper("copies", value: .constant(1), in: 0...2)
                Picker("size", selection: .constant("S"), options: ["S", "M"])
                ProgressView(value: 0.5)
                ProgressView()
                Widgets.Image(iconName: "folder-symbolic")
                Spacer()
                Divider()
                ScrollView { Text("scrolled") }.frame(height: 16)
                List(Array(0..<3), id: \.self) { Text("row \($0)") }.frame(height: 24)
                Table(Array(0..<3), id: \.self) { TableColumn("n", value: \.self) }.frame(
                    height: 48)
                LazyVGrid(Array(0..<3), id: \.self, columns: [GridItem()]) { Text("item \($0)") }
                    .frame(height: 24)
                FlowGrid(["tag"], id: \.self) { Text($0) }
                Grid { GridRow { Text("cell") } }
                ZStack { Text("overlay") }
                HSplitView { Text("pane") }
                TabView { Text("page").tabItem("tab") }
                DisclosureGroup("more", isExpanded: .constant(false)) { Text("hidden") }
                DatePicker("due", selection: .constant(Date(timeIntervalSince1970: 0)))
                ColorPicker("tint", selection: .constant(.blue))
                Gauge(value: 0.5) { Text("gauge") }
                Widgets.Label("label", systemImage: "folder-symbolic")
                ContentUnavailableView("empty", systemImage: "folder-symbolic")
                Canvas { _, _ in }.frame(width: 10, height: 10)
            }
        } toolbar: {
            ToolbarItem(placement: .end) {
                Menu("menu") { MenuItem("item") {} }
            }
        }
    }
}

/// `widget` and every widget below it.
@MainActor private func subtree(of widget: Gtk.Widget) -> [Gtk.Widget] {
    [widget] + widget.children.flatMap(subtree(of:))
}

final class AccessibilityRoleGtkTests: GtkHostTestCase {
    func testEveryWidgetGtkHostMakesReportsTheGtkRoleOfItsAccessibilityRoles() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(EveryRole()) { app in
                var shown: Set<WidgetRole> = []
                for widget in app.allWidgets {
                    guard let name = widget.viewRole else { continue }
                    let role = try XCTUnwrap(WidgetRole.allCases.first { $0.name == name })
                    shown.insert(role)
                    // GTK 4.8's overlay, paned and spinner report the generic
                    // `widget` role: a ZStack, a split view and a ProgressView
                    // without a value are not found by their accessible roles.
                    if widget is Gtk.Overlay || widget is Gtk.Paned
                        || widget.children.contains(where: { $0 is Gtk.Spinner })
                    {
                        continue
                    }
                    // Nor has it a role for a date or color picker or an
                    // empty state: they are found as the widgets made for them.
                    if role.accessibilityRoles.isEmpty {
                        XCTAssertTrue(GtkTester.shows(widget, role: role), "found as \(role)")
                        continue
                    }
                    // The GTK widget or a part of it, such as the switch in
                    // a toggle's box, reports the role.
                    let reported = subtree(of: widget).map(\.accessibleRole)
                    XCTAssertTrue(
                        reported.contains { role.gtkAccessibleRoles.contains($0) },
                        "\(widget.typeName) of role \(role) reports \(reported)")
                    XCTAssertTrue(
                        subtree(of: widget).contains { GtkTester.shows($0, role: role) },
                        "found as \(role)")
                }
                // A menu item is an entry of the menu's model, no widget; a
                // popover has none in its parent and is on screen only while shown.
                XCTAssertEqual(
                    shown, Set(WidgetRole.allCases).subtracting([.menuItem, .popover]),
                    "missing: \(Set(WidgetRole.allCases).subtracting(shown))")
            }
        }
    }

    func testTheToolkitsTogglesAreFoundAsGtksSwitchesAndCheckBoxes() {
        MainActor.assumeIsolated {
            XCTAssertEqual(WidgetRole.toggle.gtkAccessibleRoles, [.switch, .checkbox])
            XCTAssertEqual(Gtk.Switch().accessibleRole, .switch)
            XCTAssertEqual(Gtk.CheckButton().accessibleRole, .checkbox)
        }
    }

    func testEachAccessibilityRoleIsItsOwnGtkRole() {
        MainActor.assumeIsolated {
            let gtkRoles = AccessibilityRole.allCases.map(\.gtkAccessibleRole)
            XCTAssertEqual(Set(gtkRoles).count, AccessibilityRole.allCases.count)
            XCTAssertEqual(AccessibilityRole.image.gtkAccessibleRole, .img)
            XCTAssertEqual(Gtk.LevelBar().accessibleRole, AccessibilityRole.meter.gtkAccessibleRole)
        }
    }
}
