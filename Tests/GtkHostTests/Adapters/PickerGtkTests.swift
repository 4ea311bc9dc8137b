import Gtk
import GtkHost
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

private struct Flavors: HookView {
    var title = "Flavor"
    var options = ["vanilla", "chocolate", "mint"]

    var hookBody: some View {
        let flavor = useState("vanilla")
        VStack {
            Picker(title, selection: flavor, options: options)
            Text("Picked \(flavor.wrappedValue)")
        }
    }
}

final class PickerGtkTests: GtkHostTestCase {
    func testPickingAnOptionSetsStateAndOptionsUpdate() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(Flavors()) { app in
                let dropDown = try XCTUnwrap(app.find(role: .picker) as? DropDown, app.dump())
                XCTAssertEqual(dropDown.selectedIndex, 0)
                XCTAssertEqual(dropDown.accessibleLabel, "Flavor")
                try app.select(2, in: dropDown)
                await app.nextFrame()
                XCTAssertNotNil(app.find(text: "Picked mint"), app.dump())
                XCTAssertEqual(dropDown.selectedIndex, 2)
                app.root.render(Flavors(title: "Taste", options: ["mint", "lemon"]))
                XCTAssertEqual(dropDown.options, ["mint", "lemon"])
                XCTAssertEqual(dropDown.selectedIndex, 0, "mint is now first")
                XCTAssertNotNil(app.find(text: "Taste"))
                app.root.render(EmptyView())
                await app.nextFrame()
                XCTAssertNil(app.find(role: .picker))
            }
        }
    }
}

extension PickerGtkTests {
    func testG1OptionsAndASelectionFromStateAreWrittenWithoutEcho() throws {
        try MainActor.assumeIsolated {
            let picks = Recorder<Int>()
            let picker = { (options: [String], selected: Int) in
                Picker(
                    "Flavor", selection: Binding(get: { options[selected] }, set: { _ in }),
                    options: options
                )
                .onSelectRecorded(by: picks)
            }
            try GtkTester.run(picker(["vanilla", "chocolate", "mint"], 2)) { app in
                let dropDown = try XCTUnwrap(app.find(role: .picker) as? DropDown, app.dump())
                XCTAssertEqual(dropDown.selectedIndex, 2)
                XCTAssertEqual(picks.values, [], "G1: the first selection is no pick")
                // New options make GTK select their first before the
                // selection from state is written.
                app.root.render(picker(["lemon", "mint"], 1))
                XCTAssertEqual(dropDown.options, ["lemon", "mint"])
                XCTAssertEqual(dropDown.selectedIndex, 1)
                app.root.render(picker(["lemon", "mint"], 0))
                XCTAssertEqual(dropDown.selectedIndex, 0)
                XCTAssertEqual(
                    picks.values, [], "G1: options and selections from state are no picks")
                try app.select(1, in: dropDown)
                XCTAssertEqual(picks.values, [1], "a person's pick reports")
            }
        }
    }
}

extension Picker {
    /// This picker, recording each index picked in `picks` as well.
    @MainActor fileprivate func onSelectRecorded(by picks: Recorder<Int>) -> Picker {
        var picker = self
        let select = onSelect
        picker.onSelect = {
            picks.record($0)
            select($0)
        }
        return picker
    }
}
