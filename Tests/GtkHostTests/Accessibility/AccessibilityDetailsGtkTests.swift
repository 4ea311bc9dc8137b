import Gtk
import GtkHost
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

/// A volume slider whose details the test flips.
private struct Volume: HookView {
    var level: Int

    var hookBody: some View {
        VStack {
            Text("Sound").accessibilityAddTraits(.isHeader)
            Slider(value: .constant(Double(level)), in: 0...100)
                .accessibilityLabel("Volume")
                .accessibilityHint("Changes how loud every sound is")
                .accessibilityValue("\(level) percent")
            Widgets.Image(iconName: "starred-symbolic").accessibilityHidden(level > 10)
        }
    }
}

final class AccessibilityDetailsGtkTests: GtkHostTestCase {
    func testG100G101G102G103HintValueHiddenAndHeaderReachGtksAccessibleProperties() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(Volume(level: 40)) { app in
                let slider = try XCTUnwrap(app.find(label: "Volume"), app.dump())
                XCTAssertEqual(
                    slider.accessibleDescriptionIs("Changes how loud every sound is"), true)
                XCTAssertEqual(slider.accessibleValueTextIs("40 percent"), true)
                XCTAssertEqual(slider.accessibleValueTextIs("41 percent"), false)
                let heading = try XCTUnwrap(app.find(text: "Sound"))
                XCTAssertEqual(heading.accessibleLevelIs(1), true)
                XCTAssertNil(slider.accessibleLevelIs(1), "no trait, no level")
                let image = try XCTUnwrap(app.allWidgets.first { $0 is Gtk.Image }, app.dump())
                XCTAssertEqual(image.accessibleHiddenState, true)

                app.root.render(Volume(level: 5))
                await app.nextFrame()
                XCTAssertEqual(slider.accessibleValueTextIs("5 percent"), true)
                XCTAssertNotEqual(image.accessibleHiddenState, true, "shown again")
            }
        }
    }

    func testG105ASegmentedPickersButtonsAreNamedAfterTheirOptions() throws {
        try MainActor.assumeIsolated {
            let picker = Picker("Every", selection: .constant("1 s"), options: ["1 s", "5 s"])
                .pickerStyle(.segmented)
            try GtkTester.run(picker) { app in
                let buttons = app.allWidgets.compactMap { $0 as? ToggleButton }
                XCTAssertEqual(buttons.map(\.accessibleLabel), ["1 s", "5 s"], app.dump())
                XCTAssertTrue(buttons.allSatisfy(\.hasAccessibleLabel))
            }
        }
    }

    func testG105ADropDownPickersInnerButtonIsNamedAfterItsTitle() throws {
        try MainActor.assumeIsolated {
            let picker = Picker("Every", selection: .constant("1 s"), options: ["1 s", "5 s"])
            try GtkTester.run(picker) { app in
                let dropDown = try XCTUnwrap(app.find(label: "Every") as? DropDown, app.dump())
                let inner = dropDown.children.filter { $0.typeName == "GtkToggleButton" }
                XCTAssertEqual(inner.map(\.accessibleLabel), ["Every"], app.dump())
            }
        }
    }

    func testG108ATextFieldIsNamedAfterItsPlaceholderUnlessLabelled() throws {
        try MainActor.assumeIsolated {
            let fields = VStack {
                TextField("Your name", text: .constant(""))
                SearchField("Find notes", text: .constant(""), capturesTyping: false)
                TextField("Title", text: .constant("")).accessibilityLabel("Note title")
            }
            try GtkTester.run(fields) { app in
                XCTAssertEqual(app.find(label: "Your name")?.typeName, "GtkEntry", app.dump())
                XCTAssertEqual(app.find(label: "Find notes")?.typeName, "GtkSearchEntry")
                XCTAssertEqual(app.find(label: "Note title")?.typeName, "GtkEntry")
                XCTAssertNil(app.find(label: "Title"), "the label wins over the placeholder")
            }
        }
    }

    func testG106AnIconOnlyButtonWithoutALabelLogsAWarningNamingIt() throws {
        try MainActor.assumeIsolated {
            // An icon of this test only: the warning comes once per icon in
            // a process, and other tests show unnamed buttons too.
            let buttons = VStack {
                Widgets.Button(iconName: "gtkhooks-g106-symbolic") {}
                Widgets.Button(iconName: "gtkhooks-g106-symbolic") {}
                Widgets.Button(iconName: "edit-delete-symbolic") {}.accessibilityLabel("Delete")
            }
            let before = Log.recentWarnings.count
            try GtkTester.run(buttons) { _ in
                let warnings = Log.recentWarnings.dropFirst(before)
                XCTAssertEqual(
                    warnings.filter { $0.contains("gtkhooks-g106-symbolic") }.count, 1,
                    "once for the icon, not once per button: \(warnings)")
                XCTAssertFalse(warnings.contains { $0.contains("edit-delete-symbolic") })
            }
        }
    }
}
