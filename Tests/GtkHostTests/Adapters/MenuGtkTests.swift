import Gtk
import GtkHost
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

private typealias ModelItem = Gtk.MenuButton.ModelItem

/// A plain item of the model, as `MenuButton` writes it.
private func item(_ label: String, _ number: Int, target: String? = nil, accel: String? = nil)
    -> ModelItem
{
    ModelItem(label: label, action: "menu.item\(number)", target: target, accelerator: accel)
}

private func section(_ items: [ModelItem], label: String? = nil) -> ModelItem {
    ModelItem(label: label, section: items)
}

private struct FileMenu: View {
    var exportsHTML = true
    let log: Recorder<String>

    var body: some View {
        Menu("File") {
            MenuItem("New", shortcut: KeyboardShortcut("n")) { log.record("new") }
            MenuItem("Open") { log.record("open") }
            Divider()
            Menu("Export") {
                MenuItem("PDF") { log.record("pdf") }
                if exportsHTML { MenuItem("HTML") { log.record("html") } }
            }
            MenuSection("Zoom") {
                MenuItem("Zoom in") { log.record("zoom in") }
            }
            MenuItem("Quit") { log.record("quit") }
        }
    }
}

private struct EditMenu: View {
    var pasteDisabled = true
    let log: Recorder<String>

    var body: some View {
        Menu("Edit") {
            MenuItem("Cut") { log.record("cut") }.disabled()
            MenuItem("Paste", shortcut: KeyboardShortcut("v")) { log.record("paste") }
                .disabled(pasteDisabled)
            Menu("More") {
                MenuItem("Deep") { log.record("deep") }
            }
            .disabled()
        }
    }
}

private enum Size: Hashable { case small, large }

private struct ViewMenu: HookView {
    var hookBody: some View {
        let wrap = useState(false)
        let size = useState(Size.small)
        VStack {
            Text("wrap \(wrap.wrappedValue), \(size.wrappedValue)")
            Widgets.Button("Toggle wrap") { wrap.wrappedValue.toggle() }
            Widgets.Button("Make large") { size.wrappedValue = .large }
            Menu("View") {
                MenuItem("Word wrap", isOn: wrap)
                MenuItem("Small", value: Size.small, selection: size)
                MenuItem("Large", value: Size.large, selection: size)
            }
        }
    }
}

/// Menu content that lets a view a menu cannot show through.
private struct Mixed: MenuContent {
    var body: some View {
        MenuItem("Kept") {}
        Text("Stray")
    }
}

@MainActor private func menuButton(in app: GtkTester, _ label: String) throws -> Gtk.MenuButton {
    let buttons = app.allWidgets.compactMap { $0 as? Gtk.MenuButton }
    return try XCTUnwrap(buttons.first { $0.label == label })
}

/// The check and radio marks GTK draws in the button's popover: the mark's
/// CSS name, whether it is drawn checked, and the item's title.
@MainActor private func marks(in button: Gtk.MenuButton) -> [String] {
    button.subtree.filter { $0.typeName == "GtkModelButton" }.compactMap { item in
        guard let mark = item.subtree.first(where: { ["check", "radio"].contains($0.cssName) })
        else { return nil }
        let title = item.subtree.lazy.compactMap(\.displayedText).first ?? ""
        return "\(mark.cssName) \(mark.isDrawnChecked ? "on" : "off") \(title)"
    }
}

/// Titles that GTK would read as a mnemonic or as markup.
private struct LiteralMenu: View {
    var body: some View {
        Menu("Files") {
            MenuItem("file_name.txt") {}
            MenuItem("<b>bold</b> & co") {}
            Menu("sub_menu") { MenuItem("inner_item") {} }
        }
    }
}

final class MenuGtkTests: GtkHostTestCase {
    func testTitlesAreShownLiterallyNotAsMnemonicsOrMarkup() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(LiteralMenu()) { app in
                let button = try menuButton(in: app, "Files")
                let shown = button.subtree.filter { $0.typeName == "GtkModelButton" }
                    .compactMap { $0.subtree.lazy.compactMap(\.displayedText).first }
                for title in ["file_name.txt", "<b>bold</b> & co", "sub_menu", "inner_item"] {
                    XCTAssertTrue(shown.contains(title), "\(title) is not shown in \(shown)")
                }
                XCTAssertEqual(button.itemTitles.prefix(2), ["file_name.txt", "<b>bold</b> & co"])
                XCTAssertNoThrow(try app.chooseMenuItem("file_name.txt"))
            }
        }
    }

    func testDividersSectionsAndNestedMenusBecomeSectionsAndSubmenusOfTheGMenu() throws {
        try MainActor.assumeIsolated {
            let log = Recorder<String>()
            try GtkTester.run(FileMenu(log: log)) { app in
                let button = try menuButton(in: app, "File")
                let export = ModelItem(
                    label: "Export", submenu: [item("PDF", 2), item("HTML", 3)])
                XCTAssertEqual(
                    button.model,
                    [
                        section([item("New", 0, accel: "<Control>n"), item("Open", 1)]),
                        section([export]),
                        section([item("Zoom in", 4)], label: "Zoom"),
                        section([item("Quit", 5)]),
                    ])
                button.activateAction("item3")
                button.activateAction("item2")
                try app.chooseMenuItem("Zoom in")
                try app.chooseMenuItem("Quit")
                XCTAssertEqual(log.values, ["html", "pdf", "zoom in", "quit"])

                app.root.render(FileMenu(exportsHTML: false, log: log))
                XCTAssertEqual(
                    button.model[1],
                    section([ModelItem(label: "Export", submenu: [item("PDF", 2)])]))
                XCTAssertEqual(button.model[2], section([item("Zoom in", 3)], label: "Zoom"))
                button.activateAction("item3")
                XCTAssertEqual(log.values.last, "zoom in", "actions follow the new order")
                XCTAssertNil(button.isActionEnabled("item5"), "no action is left behind")
            }
        }
    }

    func testADisabledItemIsADisabledActionThatNeverRuns() throws {
        try MainActor.assumeIsolated {
            let log = Recorder<String>()
            try GtkTester.run(EditMenu(log: log)) { app in
                let button = try menuButton(in: app, "Edit")
                let window = try XCTUnwrap(app.windows.first)
                XCTAssertEqual(button.itemTitles, ["Cut", "Paste", "Deep"])
                XCTAssertEqual(button.isActionEnabled("item0"), false)
                XCTAssertEqual(button.isActionEnabled("item1"), false)
                XCTAssertEqual(button.isActionEnabled("item2"), false, "in a disabled submenu")
                button.activateAction("item0")
                try app.chooseMenuItem("Deep")
                button.activateAction("item1")
                XCTAssertEqual(log.values, [], "no disabled action ran")

                app.root.render(EditMenu(pasteDisabled: false, log: log))
                XCTAssertEqual(button.isActionEnabled("item1"), true)
                XCTAssertEqual(button.isActionEnabled("item0"), false)
                XCTAssertTrue(app.press("<Control>v", in: window))
                try app.chooseMenuItem("Paste")
                XCTAssertEqual(log.values, ["paste", "paste"])
            }
        }
    }

    func testCheckAndRadioItemsFollowTheirBindingsBothWays() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(ViewMenu()) { app in
                let button = try menuButton(in: app, "View")
                XCTAssertEqual(
                    button.model,
                    [
                        item("Word wrap", 0),
                        item("Small", 1, target: Gtk.MenuButton.radioTarget),
                        item("Large", 2, target: Gtk.MenuButton.radioTarget),
                    ])
                XCTAssertEqual(button.actionState("item0"), "false")
                XCTAssertEqual(button.actionState("item1"), Gtk.MenuButton.radioTarget)
                XCTAssertEqual(button.actionState("item2"), "")
                XCTAssertEqual(
                    marks(in: button),
                    ["check off Word wrap", "radio on Small", "radio off Large"],
                    "GTK's popover draws a check item and two radio items")

                // The menu writes the bindings.
                button.activateAction("item0")
                button.activateAction("item2", target: Gtk.MenuButton.radioTarget)
                try await app.waitUntil { app.find(text: "wrap true, large") != nil }
                XCTAssertEqual(button.actionState("item0"), "true")
                XCTAssertEqual(button.actionState("item1"), "")
                XCTAssertEqual(button.actionState("item2"), Gtk.MenuButton.radioTarget)
                XCTAssertEqual(
                    marks(in: button), ["check on Word wrap", "radio off Small", "radio on Large"])

                // The app writes the bindings; the menu follows.
                try app.click(text: "Toggle wrap")
                try await app.waitUntil { app.find(text: "wrap false, large") != nil }
                XCTAssertEqual(button.actionState("item0"), "false")
                try app.chooseMenuItem("Small")
                try await app.waitUntil { app.find(text: "wrap false, small") != nil }
                XCTAssertEqual(button.actionState("item1"), Gtk.MenuButton.radioTarget)
                try app.click(text: "Make large")
                try await app.waitUntil { app.find(text: "wrap false, large") != nil }
                XCTAssertEqual(button.actionState("item1"), "")
                XCTAssertEqual(button.actionState("item2"), Gtk.MenuButton.radioTarget)
            }
        }
    }

    func testAMountedMenuWritesItsModelOnceAndStateChangesKeepIt() throws {
        try MainActor.assumeIsolated {
            let log = Recorder<String>()
            try GtkTester.run(FileMenu(log: log)) { app in
                let button = try menuButton(in: app, "File")
                XCTAssertEqual(button.itemTitles.count, 6)
                XCTAssertEqual(button.modelCount, 2, "the empty model, then one with every entry")
                app.root.render(FileMenu(exportsHTML: false, log: log))
                XCTAssertEqual(button.modelCount, 3, "an entry fewer is a new model")
            }
            try GtkTester.run(ViewMenu()) { app in
                let button = try menuButton(in: app, "View")
                XCTAssertEqual(button.modelCount, 2)
                button.activateAction("item0")
                try await app.waitUntil { app.find(text: "wrap true, small") != nil }
                XCTAssertEqual(button.actionState("item0"), "true")
                XCTAssertEqual(button.modelCount, 2, "a state change keeps the model")
            }
        }
    }

    func testAViewAMenuCannotShowIsLeftOutWithAWarningNamingIt() throws {
        try MainActor.assumeIsolated {
            let before = Log.recentWarnings.count
            let view = Menu("Odd") {
                Mixed()
                MenuItem("Tinted") {}.cssClass("tinted")
            }
            try GtkTester.run(view) { app in
                let button = try menuButton(in: app, "Odd")
                XCTAssertEqual(button.itemTitles, ["Kept", "Tinted"])
                let warnings = Log.recentWarnings.dropFirst(before)
                XCTAssertTrue(
                    warnings.contains {
                        $0.contains("Text \"Stray\" cannot be shown") && $0.contains("\"Odd\"")
                    }, "\(warnings)")
                XCTAssertTrue(
                    warnings.contains {
                        $0.contains("MenuItem \"Tinted\" has modifiers a menu cannot show")
                    }, "\(warnings)")
            }
            let outside = VStack {
                Text("no menu here")
                MenuItem("Lost") {}
            }
            try GtkTester.run(outside) { app in
                XCTAssertNotNil(app.find(text: "no menu here"))
                XCTAssertEqual(
                    Log.recentWarnings.last, "MenuItem \"Lost\" is outside a Menu and is not shown")
            }
        }
    }
}
