import Gtk
import GtkHooks
import GtkTesting
import XCTest

@testable import Gallery

final class GalleryGtkTests: ExampleTestCase {
    func testEveryKindOfWidgetIsOnThePageAndCtrlDTurnsItDark() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(GalleryView()) { app in
                for role: WidgetRole in [
                    .label, .button, .link, .textField, .secureField, .textEditor, .toggle,
                    .slider, .stepper, .picker, .progress, .image, .separator, .list, .table,
                    .grid, .gridCell,
                ] {
                    XCTAssertNotNil(app.find(role: role), "no \(role) on the page")
                }
                XCTAssertEqual(
                    app.findAll(role: .toggle).count, 5,
                    "switches, a check box and the appearance section's switch")
                XCTAssertEqual(app.findAll(role: .grid).count, 2, "a lazy grid and a flow grid")

                try app.type("Ada", into: XCTUnwrap(app.find(label: "Name")))
                try await app.waitUntil { app.find(text: "Hello, Ada!") != nil }

                let window = try XCTUnwrap(app.windows.first)
                await app.nextFrame()
                let light = try XCTUnwrap(window.renderPixels()).averageLuminance
                XCTAssertTrue(app.press(KeyboardShortcut("d"), in: window))
                await app.nextFrame()
                let dark = try XCTUnwrap(window.renderPixels()).averageLuminance
                XCTAssertLessThan(dark, light - 0.2, "the window turned dark")
            }
        }
    }

    func testTheAlertAndTheOpenButtonShowRealDialogsAndTheirAnswers() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(GalleryView()) { app in
                try app.click(text: "Show alert")
                try await app.waitUntil { app.find(text: "Delete") != nil }
                try app.click(text: "Delete")
                try await app.waitUntil { app.find(text: "Deleted") != nil }

                try app.click(XCTUnwrap(app.find(label: "Open")))
                try await app.waitUntil { (try? app.answerFileDialog(with: "/tmp/a.txt")) != nil }
                try await app.waitUntil { app.find(text: "Opened /tmp/a.txt") != nil }
            }
        }
    }
}
