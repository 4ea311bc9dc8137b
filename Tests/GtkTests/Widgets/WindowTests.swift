import Gtk
import XCTest

final class WindowTests: GtkTestCase {
    func testACloseRequestHandlerCanKeepTheWindowOpen() {
        MainActor.assumeIsolated {
            runApplication { application in
                let window = Window(application: application)
                window.title = "Keep me"
                var requests = 0
                window.onCloseRequest {
                    requests += 1
                    return requests == 1
                }
                window.present()
                window.close()
                XCTAssertEqual(requests, 1)
                XCTAssertEqual(application.windowCount, 1, "the first close was refused")
                window.close()
                XCTAssertEqual(requests, 2)
                XCTAssertEqual(application.windowCount, 0)
                XCTAssertEqual(window.title, "Keep me")
            }
        }
    }

    func testThePresentedWindowShowsItsChild() {
        MainActor.assumeIsolated {
            runApplication { application in
                let window = Window(application: application)
                let label = Label("shown")
                window.child = label
                window.setDefaultSize(width: 200, height: 100)
                window.present()
                try await waitUntil { label.isMapped }
                XCTAssertTrue(window.isVisible)
                window.destroy()
            }
        }
    }
}
