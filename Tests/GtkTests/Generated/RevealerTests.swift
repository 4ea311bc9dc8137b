import Gtk
import XCTest

final class RevealerTests: GtkTestCase {
    func testEveryWritablePropertyReadsBackWhatWasSet() {
        MainActor.assumeIsolated {
            do {
                let revealer = Revealer()
                let child = Label("hidden")
                revealer.child = child
                XCTAssertTrue(revealer.child === child)
                for transition in RevealerTransitionType.allCases {
                    revealer.transitionType = transition
                    XCTAssertEqual(revealer.transitionType, transition)
                }
                revealer.transitionDuration = 0
                XCTAssertEqual(revealer.transitionDuration, 0)
                var notified = 0
                revealer.onRevealChildChanged { notified += 1 }
                revealer.revealChild = true
                XCTAssertTrue(revealer.revealChild)
                XCTAssertEqual(notified, 1)
                XCTAssertTrue(
                    revealer.childRevealed, "with no transition the child is revealed at once")
            }
            XCTAssertTrue(LiveObjects.isEmpty, LiveObjects.summary)
        }
    }
}
