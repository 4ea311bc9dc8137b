import Gtk
import GtkHost
import Widgets
import XCTest

final class InstanceHandleGtkTests: GtkHostTestCase {
    func testAHandlerOfAWidgetThatOutlivesItsInstanceFindsNoInstance() {
        MainActor.assumeIsolated {
            let host = GtkHost()
            var clicks = 0
            var instance: GtkInstance? = host.create(Widgets.Button("Go") { clicks += 1 })
            // The wrapper keeps the GObject, and with it the clicked handler, alive.
            let button = instance!.gtk(Gtk.Button.self)
            let handle = instance!.handle
            XCTAssertTrue(handle === instance!.handle, "one handle per instance")
            button.click()
            XCTAssertEqual(clicks, 1)
            XCTAssertTrue(handle.instance === instance)

            instance = nil
            XCTAssertNil(handle.instance)
            button.click()
            XCTAssertEqual(clicks, 1, "the handler found no instance and did nothing")
        }
    }
}
