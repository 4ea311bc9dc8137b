import CGtk
import Foundation
@_spi(Testing) import Gtk
import XCTest

final class LiveObjectsTests: GtkTestCase {
    func testAnObjectFinalizedOnAnotherThreadIsCountedOutOnTheMainThread() {
        MainActor.assumeIsolated {
            // What a GIO worker does when it drops the last reference of a
            // file an async copy held: the finalization is reported there.
            let before = LiveObjects.objects
            let address = UInt(
                bitPattern: g_object_new_with_properties(g_object_get_type(), 0, nil, nil))
            do {
                let object = Object(retaining: UnsafeMutableRawPointer(bitPattern: address)!)
                XCTAssertEqual(LiveObjects.objects, before + 1, LiveObjects.summary)
                _ = object
            }
            XCTAssertEqual(LiveObjects.objects, before + 1, "the caller's reference keeps it")
            let done = DispatchSemaphore(value: 0)
            Thread {
                g_object_unref(UnsafeMutableRawPointer(bitPattern: address))
                done.signal()
            }.start()
            done.wait()
            XCTAssertEqual(LiveObjects.objects, before, LiveObjects.summary)
        }
    }

    func testObjectsMadeWhileTrackingIsOffAreNotCounted() {
        MainActor.assumeIsolated {
            let before = LiveObjects.objects
            Instrumentation.isEnabled = false
            let untracked = Label("untracked")
            Instrumentation.isEnabled = true
            XCTAssertEqual(LiveObjects.objects, before, LiveObjects.summary)
            let tracked = Label("tracked")
            XCTAssertEqual(LiveObjects.objects, before + 1, LiveObjects.summary)
            _ = (untracked, tracked)
        }
    }

    func testEverythingAnAppMadeIsReleasedAfterItRuns() {
        MainActor.assumeIsolated {
            XCTAssertTrue(LiveObjects.isEmpty, LiveObjects.summary)
            var aliveWhileRunning = (objects: 0, closureBoxes: 0, sources: 0)
            _ = Application.run(isUnique: false, arguments: ["GtkTests"]) { application in
                let window = Window(application: application)
                let column = Box()
                let button = Button("Quit")
                let entry = Entry()
                column.append(button)
                column.append(entry)
                window.child = column
                entry.onChanged {}
                let timeout = Source.timeout(after: .seconds(60)) { .keep }
                button.onClicked {
                    timeout.cancel()
                    application.quit()
                }
                window.present()
                Source.idle {
                    aliveWhileRunning = (
                        LiveObjects.objects, LiveObjects.closureBoxes, LiveObjects.sources
                    )
                    button.click()
                    return .remove
                }
            }
            // Application, window, box, button, entry; the activate,
            // command-line, changed and clicked handlers and the two sources.
            XCTAssertEqual(aliveWhileRunning.objects, 5)
            XCTAssertEqual(aliveWhileRunning.closureBoxes, 6)
            XCTAssertEqual(aliveWhileRunning.sources, 2)
            XCTAssertTrue(LiveObjects.isEmpty, LiveObjects.summary)
        }
    }
}
