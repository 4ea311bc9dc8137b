import Gtk
import GtkTestSupport
import XCTest

final class FrameClockTests: GtkTestCase {
    func testARequestedAfterPaintPhaseReportsANewFrame() {
        MainActor.assumeIsolated {
            runApplication { application in
                let window = Window(application: application)
                window.child = Label("frames")
                window.present()
                try await waitUntil { window.isMapped }
                let clock = try XCTUnwrap(window.frameClock)
                let before = clock.frameCounter
                let painted = await withCheckedContinuation { continuation in
                    let afterPaint = clock.onAfterPaint {}
                    afterPaint.handler = { [unowned clock, weak afterPaint] in
                        afterPaint?.disconnect()
                        continuation.resume(returning: clock.frameCounter)
                    }
                    clock.requestAfterPaint()
                }
                XCTAssertGreaterThan(painted, before)
                window.destroy()
            }
        }
    }

    func testAnUnrealizedWidgetHasNoFrameClock() {
        MainActor.assumeIsolated {
            XCTAssertNil(Label("nowhere").frameClock)
        }
    }
}
