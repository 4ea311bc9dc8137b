import Gtk
import XCTest

final class ToolkitTests: GtkTestCase {
    func testInitializingTwiceIsHarmlessAndTheVersionIsGTK4() {
        MainActor.assumeIsolated {
            XCTAssertTrue(Toolkit.initialize())
            XCTAssertTrue(Toolkit.initialize())
            XCTAssertTrue(Toolkit.version.hasPrefix("4."), Toolkit.version)
        }
    }

    func testTheNoDisplayMessageSaysHowToRunHeadless() {
        MainActor.assumeIsolated {
            XCTAssertTrue(Toolkit.noDisplayMessage.contains("xvfb-run"))
        }
    }
}
