import Gtk
import GtkHost
import Hooks
import Reconciler
import Widgets
import XCTest

final class GtkAppNotificationTests: GtkHostTestCase {
    func testANotificationIsSentWhereTheAppIsOnTheSessionBus() {
        MainActor.assumeIsolated {
            var sent: Bool?
            _ = Application.run(id: "org.gtkhooks.tests.Notifying", isUnique: false) { app in
                sent = app.sendNotification(title: "Saved", body: "todos.json", id: "saved")
                app.quit()
            }
            XCTAssertEqual(sent, true, "dbus-run-session provides the bus")
        }
    }

    func testANotificationWithoutASessionBusIsRefused() {
        MainActor.assumeIsolated {
            var sent: Bool?
            // Without an id GApplication does not register on the bus.
            _ = Application.run(isUnique: false) { app in
                sent = app.sendNotification(title: "Saved", body: nil, id: nil)
                app.quit()
            }
            XCTAssertEqual(sent, false)
        }
    }
}
