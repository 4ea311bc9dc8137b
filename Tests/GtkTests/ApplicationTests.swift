import Gtk
import XCTest

final class ApplicationTests: GtkTestCase {
    func testRunCallsActivateAndReturnsZeroWhenTheLastWindowCloses() {
        MainActor.assumeIsolated {
            var activations = 0
            let status = Application.run(isUnique: false, arguments: ["GtkTests"]) { application in
                activations += 1
                let window = Window(application: application)
                window.present()
                XCTAssertEqual(application.windowCount, 1)
                Source.idle {
                    window.close()
                    return .remove
                }
            }
            XCTAssertEqual(status, 0)
            XCTAssertEqual(activations, 1)
        }
    }

    func testShutdownDestroysWindowsStillOpenWhenTheAppQuits() {
        MainActor.assumeIsolated {
            var kept: [Window] = []
            _ = Application.run(isUnique: false, arguments: ["GtkTests"]) { application in
                for title in ["one", "two"] {
                    let window = Window(application: application)
                    window.title = title
                    window.present()
                    kept.append(window)
                }
                Source.idle {
                    application.quit()
                    return .remove
                }
            }
            XCTAssertEqual(kept.map(\.referenceCount), [1, 1], "only Swift's reference is left")
            kept.removeAll()
            XCTAssertEqual(LiveObjects.objects, 0)
        }
    }

    func testHoldKeepsAnAppWithoutWindowsRunning() {
        MainActor.assumeIsolated {
            var ranWhileHeld = false
            _ = Application.run(isUnique: false, arguments: ["GtkTests"]) { application in
                application.hold()
                Source.idle {
                    ranWhileHeld = true
                    application.release()
                    return .remove
                }
            }
            XCTAssertTrue(ranWhileHeld)
        }
    }
}
