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

    func testRemovingAChildFinalizesItsWidgetAtOnceThoughItsInstanceLivesOn() {
        MainActor.assumeIsolated {
            let host = GtkHost()
            let parent = host.create(HStack {})
            var clicks = 0
            let child = host.create(Widgets.Button("Go") { clicks += 1 })
            host.insert(child, into: parent, at: 0)
            let handle = child.handle
            let alive = LiveObjects.objects

            host.remove(child, from: parent, at: 0)
            XCTAssertNil(child.widget)
            XCTAssertNil(child.layout)
            XCTAssertNil(handle.instance, "its handlers find no instance")
            XCTAssertLessThan(LiveObjects.objects, alive, "the button was finalized")
            XCTAssertEqual(clicks, 0)
        }
    }
}
