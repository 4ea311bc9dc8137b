import Gtk
import GtkTestSupport
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

final class WindowTransientParentTests: GtkTestCase {
    func testAWindowDestroyedWithItsParentForgetsIt() {
        MainActor.assumeIsolated {
            var parent: Window? = Window()
            let child = Window()
            child.transientFor = parent
            child.destroyWithParent = true
            child.present()
            XCTAssertTrue(child.transientFor === parent)
            parent?.destroy()
            parent = nil
            MainLoop.drainPendingEvents()
            XCTAssertFalse(child.isVisible, "destroyed with its parent")
            XCTAssertNil(child.transientFor)
        }
    }

    func testOnlyTheCurrentParentTakesTheWindowWithIt() {
        MainActor.assumeIsolated {
            var first: Window? = Window()
            let second = Window()
            let child = Window()
            child.destroyWithParent = true
            child.transientFor = first
            child.transientFor = second
            child.present()
            first?.destroy()
            first = nil
            MainLoop.drainPendingEvents()
            XCTAssertTrue(child.isVisible, "the first parent is no longer its parent")
            XCTAssertTrue(child.transientFor === second)
            child.destroy()
            second.destroy()
        }
    }

    func testAWindowThatDoesNotFollowItsParentStays() {
        MainActor.assumeIsolated {
            var parent: Window? = Window()
            let child = Window()
            child.transientFor = parent
            child.present()
            parent?.destroy()
            parent = nil
            MainLoop.drainPendingEvents()
            XCTAssertTrue(child.isVisible)
            XCTAssertNil(child.transientFor)
            child.destroy()
        }
    }
}
