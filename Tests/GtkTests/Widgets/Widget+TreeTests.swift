import CGtk
import Gtk
import GtkTestSupport
import XCTest

final class WidgetTreeTests: GtkTestCase {
    func testChildrenAreTheWrappersTheAppMadeInOrder() {
        MainActor.assumeIsolated {
            let box = Box()
            let (first, second) = (Label("first"), Button("second"))
            box.append(first)
            box.append(second)
            XCTAssertEqual(box.children.count, 2)
            XCTAssertTrue(box.children[0] === first)
            XCTAssertTrue(box.children[1] === second)
            XCTAssertTrue(first.parent === box)
            XCTAssertNil(box.parent)
        }
    }

    func testWidgetsGTKMadeGetPlainWrappersThatAreReleased() {
        MainActor.assumeIsolated {
            let button = Button("inner label")
            do {
                let inner = button.children
                XCTAssertEqual(inner.map(\.typeName), ["GtkLabel"])
                XCTAssertTrue(inner[0].parent === button)
            }
            XCTAssertEqual(LiveObjects.objects, 2, "the button and its own label")
            XCTAssertEqual(button.subtree.map(\.typeName), ["GtkButton", "GtkLabel"])
        }
    }

    func testADroppedWrapperIsForgottenSoTheTreeWrapsItsWidgetAnew() {
        MainActor.assumeIsolated {
            let box = Box()
            do {
                let label = Label("kept by the box")
                label.viewRole = "text"
                box.append(label)
                XCTAssertTrue(box.children.first === label)
            }
            let child = box.children.first
            XCTAssertEqual(child?.typeName, "GtkLabel")
            XCTAssertNil(child?.viewRole, "a new plain wrapper, not the dropped one")
            XCTAssertEqual(LiveObjects.objects, 2, "the box and its label")
        }
    }

    func testDescendantsWithHandlersAreThoseWithSwiftHandlersAtAnyDepth() {
        MainActor.assumeIsolated {
            let outer = Box()
            let inner = Box()
            let (label, button, entry) = (Label("plain"), Button("clicked"), Entry())
            outer.append(label)
            outer.append(inner)
            inner.append(button)
            inner.append(entry)
            button.onClicked {}
            entry.onChanged {}
            XCTAssertEqual(
                outer.descendantsWithHandlers.map(\.typeName), ["GtkButton", "GtkEntry"])
            XCTAssertTrue(outer.descendantsWithHandlers.first === button)
        }
    }
}

final class WidgetTreeTooltipTests: GtkTestCase {
    /// A window under Xvfb's pointer (the screen's centre) shows the tooltip
    /// of the label it hovers; the tree seen from Swift leaves it out, so
    /// queries never depend on where the pointer is, and never wrap the
    /// tooltip window GTK keeps for the display after the test.
    func testATooltipShownUnderThePointerIsNotAChild() {
        MainActor.assumeIsolated {
            runApplication { application in
                let window = Window(application: application)
                window.setDefaultSize(width: 1280, height: 1024)
                let label = Label("hovered")
                label.tooltip = "a tooltip"
                window.child = label
                window.present()
                let deadline = ContinuousClock.now + .seconds(10)
                while !window.showsTooltipInGTK, ContinuousClock.now < deadline {
                    try await Task.sleep(for: .milliseconds(20))
                }
                XCTAssertTrue(window.showsTooltipInGTK, "GTK showed the tooltip under the pointer")
                XCTAssertEqual(window.subtree.map(\.typeName), ["GtkWindow", "GtkLabel"])
                window.destroy()
            }
        }
    }
}

extension Window {
    /// Whether GTK's own tree has a mapped tooltip window under this window,
    /// looked at without wrapping anything.
    fileprivate var showsTooltipInGTK: Bool {
        var child = gtk_widget_get_first_child(rawWidget)
        while let current = child {
            let name = String(cString: gtkhooks_type_name(current))
            if name == "GtkTooltipWindow" && gtk_widget_get_mapped(current) != 0 { return true }
            child = gtk_widget_get_next_sibling(current)
        }
        return false
    }
}
