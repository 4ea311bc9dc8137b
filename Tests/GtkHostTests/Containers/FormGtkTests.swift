import Gtk
import GtkHost
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

private struct Settings: View {
    var showsSound = true

    var body: some View {
        Form {
            Section("Network") {
                Toggle("Wi-Fi", isOn: .constant(true))
                Picker("Band", selection: .constant("5 GHz"), options: ["2.4 GHz", "5 GHz"])
            }
            if showsSound {
                Section("Sound") { Stepper("Volume", value: .constant(3), in: 0...10) }
            }
        }
    }
}

final class FormGtkTests: GtkHostTestCase {
    func testG34FormSectionsAreFramedListsWithTitlesLeftAndControlsRight() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(Settings()) { app in
                let window = try XCTUnwrap(app.windows.first)
                window.setDefaultSize(width: 600, height: 400)
                try await app.waitUntil { app.find(text: "Volume")?.isMapped ?? false }
                await app.nextFrame()

                let heading = try XCTUnwrap(app.find(text: "Network"))
                XCTAssertEqual(
                    heading.parent?.children.last?.typeName, "GtkFrame", "heading over a frame")
                let toggle = try XCTUnwrap(app.find(role: .toggle) as? Switch, app.dump())
                XCTAssertEqual(toggle.accessibleLabel, "Wi-Fi", "the title is its accessible name")
                let row = try XCTUnwrap(toggle.parent?.parent as? ListBoxRow)
                let list = try XCTUnwrap(row.parent as? ListBox)
                XCTAssertTrue(list.cssClasses.contains("rich-list"))
                XCTAssertEqual(list.parent?.typeName, "GtkFrame")
                XCTAssertEqual(list.children.count, 2, "one row per control")

                let title = try XCTUnwrap(app.find(text: "Wi-Fi"))
                let titleX = try XCTUnwrap(
                    title.translateCoordinates(destWidget: row, srcX: 0, srcY: 0))
                let switchX = try XCTUnwrap(
                    toggle.translateCoordinates(destWidget: row, srcX: 0, srcY: 0))
                XCTAssertLessThan(titleX.destX, 40, "the title starts the row")
                XCTAssertGreaterThan(
                    switchX.destX + Double(toggle.width), Double(row.width) - 40,
                    "the switch ends it")
                let picker = try XCTUnwrap(app.find(role: .picker))
                let pickerRow = try XCTUnwrap(picker.parent?.parent as? ListBoxRow)
                let pickerX = try XCTUnwrap(
                    picker.translateCoordinates(destWidget: pickerRow, srcX: 0, srcY: 0))
                XCTAssertGreaterThan(
                    pickerX.destX + Double(picker.width), Double(pickerRow.width) - 40,
                    "a picker's control sits in the right column too")
                XCTAssertEqual(picker.accessibleLabel, "Band")

                app.root.render(Settings(showsSound: false))
                await app.nextFrame()
                XCTAssertNil(app.find(text: "Volume"))
                XCTAssertNil(app.find(text: "Sound"))
            }
        }
    }
}
