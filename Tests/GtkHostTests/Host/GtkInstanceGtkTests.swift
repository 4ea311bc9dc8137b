import Gtk
import GtkHost
import Widgets
import XCTest

final class GtkInstanceGtkTests: GtkHostTestCase {
    func testAChildsParentIsSetOnlyWhileItIsAmongTheParentsChildren() {
        MainActor.assumeIsolated {
            let host = GtkHost()
            let parent = host.create(HStack {})
            let child = host.create(Text("child"))
            host.insert(child, into: parent, at: 0)
            XCTAssertTrue(child.parent === parent)

            host.remove(child, from: parent, at: 0)
            XCTAssertNil(child.parent)
        }
    }

    func testAChildThatOutlivesItsParentHasNoParent() {
        MainActor.assumeIsolated {
            let host = GtkHost()
            var parent: GtkInstance? = host.create(HStack {})
            let child = host.create(Text("child"))
            host.insert(child, into: parent!, at: 0)

            parent = nil
            XCTAssertNil(child.parent)
        }
    }
}
