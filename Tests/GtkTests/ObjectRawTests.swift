import CGtk
import Gtk
import XCTest

// Only the public API: what an app calling C for itself has.

/// The reference count of a GObject the test holds by pointer.
@MainActor
private func referenceCount(_ pointer: UnsafeMutableRawPointer) -> Int {
    Int(pointer.assumingMemoryBound(to: GObject.self).pointee.ref_count)
}

final class ObjectRawTests: GtkTestCase {
    func testAFloatingWidgetMadeInCTakenOverIsFinalizedOnceWithItsWrapper() {
        MainActor.assumeIsolated {
            do {
                let label = Label(takingOwnershipOf: gtk_label_new("from C"))
                XCTAssertEqual(
                    label.referenceCount, 1, "the floating reference became the wrapper's")
                XCTAssertEqual(label.text, "from C")
                XCTAssertEqual(LiveObjects.objects, 1)
            }
            XCTAssertEqual(LiveObjects.objects, 0, "finalized when the wrapper went")
        }
    }

    func testAnOwnedWidgetMadeInCTakenOverIsFinalizedOnceWithItsWrapper() {
        MainActor.assumeIsolated {
            do {
                let raw = gtk_label_new("owned by the caller")!
                _ = g_object_ref_sink(raw)  // the caller's own reference (transfer full)
                let label = Label(takingOwnershipOf: raw)
                XCTAssertEqual(
                    label.referenceCount, 1, "the caller's reference became the wrapper's")
                XCTAssertEqual(LiveObjects.objects, 1)
            }
            XCTAssertEqual(LiveObjects.objects, 0, "finalized when the wrapper went")
        }
    }

    func testARetainedWidgetMadeInCOutlivesItsWrapperUntilTheCallerUnrefsIt() {
        MainActor.assumeIsolated {
            let raw = gtk_label_new("kept by the caller")!
            _ = g_object_ref_sink(raw)
            do {
                let label = Label(retaining: raw)
                XCTAssertEqual(label.referenceCount, 2, "the wrapper's and the caller's")
            }
            XCTAssertEqual(referenceCount(raw), 1, "the wrapper gave back only its own")
            XCTAssertEqual(LiveObjects.objects, 1)
            g_object_unref(raw)
            XCTAssertEqual(LiveObjects.objects, 0, "finalized by the caller's unref")
        }
    }

    func testAModelMadeInCTakenOverIsFinalizedOnceWithItsWrapper() {
        MainActor.assumeIsolated {
            do {
                let list = StringList(
                    takingOwnershipOf: UnsafeMutableRawPointer(gtk_string_list_new(nil)))
                XCTAssertEqual(list.referenceCount, 1)
                XCTAssertEqual(list.typeName, "GtkStringList")
            }
            XCTAssertEqual(LiveObjects.objects, 0)
        }
    }

    func testSwiftWidgetsPassedToCShowInTheSwiftTree() {
        MainActor.assumeIsolated {
            let box = Box()
            let label = Label("appended in C")
            box.withUnsafePointer { box in
                label.withUnsafeWidgetPointer { label in
                    gtk_box_append(box.assumingMemoryBound(to: GtkBox.self), label)
                }
            }
            XCTAssertEqual(box.children.count, 1)
            XCTAssertTrue(box.children.first === label, "the tree returns the app's wrapper")
            XCTAssertTrue(label.parent === box)
        }
    }

    func testWrappingAWidgetReturnsItsRegisteredWrapperOrBorrowsIt() {
        MainActor.assumeIsolated {
            let label = Label("made in Swift")
            XCTAssertTrue(Widget.wrapping(label.rawWidget) === label)
            XCTAssertEqual(label.referenceCount, 1, "no reference added")

            let raw = gtk_button_new()!
            _ = g_object_ref_sink(raw)
            do {
                let button = Widget.wrapping(raw)
                XCTAssertEqual(button.typeName, "GtkButton")
                XCTAssertEqual(button.referenceCount, 2, "borrowed: the caller keeps its own")
                XCTAssertTrue(Widget.wrapping(raw) === button, "registered from then on")
            }
            XCTAssertEqual(referenceCount(raw), 1)
            g_object_unref(raw)
        }
    }

    func testTheInstanceCheckAcceptsTheClassAndItsAncestorsOnly() {
        MainActor.assumeIsolated {
            let raw = gtk_button_new()!
            _ = g_object_ref_sink(raw)
            let pointer = UnsafeMutableRawPointer(raw)
            XCTAssertTrue(Button.isInstance(pointer))
            XCTAssertTrue(Widget.isInstance(pointer))
            XCTAssertTrue(Object.isInstance(pointer))
            XCTAssertFalse(Label.isInstance(pointer), "a button is no label")
            XCTAssertFalse(StringList.isInstance(pointer))
            g_object_unref(raw)
        }
    }
}
