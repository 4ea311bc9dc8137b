import AppServices
import FakeDesktop
import Gtk
import GtkHost
import GtkTestSupport
import Hooks
import Reconciler
import Widgets
import XCTest

/// Sends a notification through the app once mounted, then quits when the
/// desktop's notification service has it (or after 30 s).
private struct Notifier: HookView {
    let service: FakeNotifications

    var hookBody: some View {
        let app = useEnvironment(\.app)
        useEffect(.once) {
            app?.notify(DesktopNotification("Saved", body: "todos.json", id: "saved"))
            Task { @MainActor in
                let deadline = ContinuousClock.now + .seconds(30)
                while service.received.isEmpty && ContinuousClock.now < deadline {
                    try? await Task.sleep(for: .milliseconds(10))
                }
                app?.quit()
            }
            return nil
        }
        Widgets.Window("Notifier") { Text("notifying") }
    }
}

/// GLib picks the notification service once per process, with the first
/// notification sent, so no GTK test sends one without `FakeNotifications`
/// running (FakeNotifications.swift).
final class GtkAppNotificationTests: GtkHostTestCase {
    func testTheNotificationServiceReceivesTheAppIDTitleAndBody() throws {
        try MainActor.assumeIsolated {
            let service = try FakeNotifications()
            defer { service.stop() }
            GtkApp(id: "org.gtkhooks.tests.Notifier", isUnique: false) {
                Notifier(service: service)
            }.run(arguments: ["GtkAppNotificationTests"])
            MainLoop.drainPendingEvents()
            XCTAssertEqual(
                service.received,
                [
                    FakeNotifications.Notification(
                        appID: "org.gtkhooks.tests.Notifier", id: "saved", title: "Saved",
                        body: "todos.json")
                ])
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
