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
