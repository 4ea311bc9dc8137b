import Gtk
import GtkHost
import GtkTestSupport
import Hooks
import Reconciler
import Widgets
import XCTest

final class GtkAppNotificationTests: GtkHostTestCase {
    /// The tests' private bus has no notification service, so GLib's answer
    /// from the bus (a warning naming the service) shows the notification
    /// went out on it.
    func testANotificationGoesToTheDesktopServiceOnTheSessionBus() {
        MainActor.assumeIsolated {
            var sent: Bool?
            var messages: [GLibWarnings.Message] = []
            let delivered = { @MainActor in
                messages.contains {
                    $0.domain == "GLib-GIO" && $0.text.contains("org.freedesktop.Notifications")
                }
            }
            _ = Application.run(id: "org.gtkhooks.tests.Notifying", isUnique: false) { app in
                app.hold()
                sent = app.sendNotification(title: "Saved", body: "todos.json", id: "saved")
                Task {
                    let deadline = ContinuousClock.now + .seconds(30)
                    while !delivered() && ContinuousClock.now < deadline {
                        try? await Task.sleep(for: .milliseconds(10))
                        messages += GLibWarnings.take()
                    }
                    app.release()
                    app.quit()
                }
            }
            XCTAssertEqual(sent, true, "dbus-run-session provides the bus")
            XCTAssertTrue(delivered(), "GLib called the notification service: \(messages)")
        }
    }

    func testANotificationWithoutAnApplicationIDIsRefused() {
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
