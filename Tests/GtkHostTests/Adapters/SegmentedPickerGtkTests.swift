import Gtk
import GtkHost
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

private struct ViewModes: HookView {
    var options = ["List", "Grid", "Columns"]

    var hookBody: some View {
        let mode = useState("Grid")
        VStack {
            Picker("View", selection: mode, options: options).pickerStyle(.segmented)
            Text("Showing \(mode.wrappedValue)")
        }
    }
}

final class SegmentedPickerGtkTests: GtkHostTestCase {
    func testG51ClickingASegmentSelectsItAndLeavesTheOthersInactive() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(ViewModes()) { app in
                let segments = try XCTUnwrap(app.find(label: "View"), app.dump())
                XCTAssertTrue(segments.hasCSSClass("linked"))
                let buttons = segments.children.compactMap { $0 as? ToggleButton }
                XCTAssertEqual(buttons.map(\.label), ["List", "Grid", "Columns"])
                XCTAssertEqual(buttons.map(\.active), [false, true, false])
                XCTAssertFalse(app.allWidgets.contains { $0 is DropDown })
                try app.click(buttons[2])
                await app.nextFrame()
                XCTAssertNotNil(app.find(text: "Showing Columns"), app.dump())
                XCTAssertEqual(buttons.map(\.active), [false, false, true])
                try app.click(buttons[0])
                await app.nextFrame()
                XCTAssertNotNil(app.find(text: "Showing List"), app.dump())
                XCTAssertEqual(buttons.map(\.active), [true, false, false])
                try app.click(buttons[0])
                XCTAssertEqual(
                    buttons.map(\.active), [true, false, false],
                    "a click on the selected segment leaves it selected")
                app.root.render(ViewModes(options: ["Grid", "List"]))
                let shown = segments.children.compactMap { $0 as? ToggleButton }
                XCTAssertEqual(shown.map(\.label), ["Grid", "List"])
                XCTAssertEqual(shown.map(\.active), [false, true], "List stays selected")
            }
        }
    }

    func testG1G51ASelectionFromStateAndAStyleChangeAreWrittenWithoutEcho() throws {
        try MainActor.assumeIsolated {
            let picks = Recorder<String>()
            let picker = { (selected: String) in
                Picker(
                    "View", selection: Binding(get: { selected }, set: { picks.record($0) }),
                    options: ["List", "Grid"]
                )
                .pickerStyle(.segmented)
            }
            try GtkTester.run(picker("List")) { app in
                let segments = try XCTUnwrap(app.find(label: "View"), app.dump())
                let buttons = segments.children.compactMap { $0 as? ToggleButton }
                app.root.render(picker("Grid"))
                XCTAssertEqual(buttons.map(\.active), [false, true])
                XCTAssertEqual(picks.values, [], "G1: a selection from state is no pick")
                try app.click(buttons[0])
                XCTAssertEqual(picks.values, ["List"], "a person's click reports once")
                XCTAssertEqual(
                    buttons.map(\.active), [true, false],
                    "GTK's group releases the other segment before any render")
                app.root.render(picker("Grid").pickerStyle(.menu))
                await app.nextFrame()
                let dropDown = try XCTUnwrap(app.find(role: .picker) as? DropDown, app.dump())
                XCTAssertEqual(dropDown.selectedIndex, 1)
                XCTAssertEqual(dropDown.accessibleLabel, "View")
                XCTAssertEqual(
                    picks.values, ["List"], "G1: the new drop-down's selection is no pick")
            }
        }
    }
}
