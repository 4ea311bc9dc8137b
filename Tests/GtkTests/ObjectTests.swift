import CGtk
import Foundation
import XCTest

@testable import Gtk

/// Whether the GObject of the test below was finalized on the main thread;
/// nil until it is.
nonisolated(unsafe) private var finalizedOnMainThread: Bool?

/// A GObject weak-reference notify recording the thread it runs on.
private let recordFinalizingThread: GWeakNotify = { _, _ in
    finalizedOnMainThread = Thread.isMainThread
}

/// A wrapper reference that a test hands to another thread to drop there.
private final class Carrier: @unchecked Sendable {
    var label: Label?
}

final class ObjectTests: GtkTestCase {
    func testAWidgetIsOwnedOnceAndFinalizedWhenDropped() {
        MainActor.assumeIsolated {
            do {
                let label = Label("owned")
                XCTAssertEqual(label.referenceCount, 1, "the floating reference was sunk")
                XCTAssertEqual(label.typeName, "GtkLabel")
                XCTAssertEqual(LiveObjects.objects, 1)
            }
            XCTAssertEqual(LiveObjects.objects, 0)
        }
    }

    func testAParentKeepsItsChildAliveUntilItIsFinalized() {
        MainActor.assumeIsolated {
            do {
                let box = Box()
                do {
                    let label = Label("child")
                    box.append(label)
                    XCTAssertEqual(label.referenceCount, 2)
                }
                XCTAssertEqual(LiveObjects.objects, 2, "the box still holds the label")
            }
            XCTAssertEqual(LiveObjects.objects, 0)
        }
    }

    func testTheSummaryNamesWhatIsAlive() {
        MainActor.assumeIsolated {
            let button = Button()
            XCTAssertTrue(LiveObjects.summary.contains("GtkButton"), LiveObjects.summary)
            XCTAssertFalse(LiveObjects.isEmpty)
            _ = button
        }
    }

    func testAWrapperDroppedOnAnotherThreadGivesBackItsReferenceOnTheMainThread() async throws {
        let carrier = Carrier()
        await MainActor.run {
            let label = Label("dropped elsewhere")
            g_object_weak_ref(gtkhooks_object(label.pointer), recordFinalizingThread, nil)
            carrier.label = label
        }
        let droppedOnMainThread = await Task.detached {
            let onMainThread = Thread.isMainThread
            carrier.label = nil
            return onMainThread
        }.value
        XCTAssertFalse(droppedOnMainThread, "the last reference went on another thread")
        for _ in 0..<200 where finalizedOnMainThread == nil {
            try await Task.sleep(for: .milliseconds(10))
        }
        XCTAssertEqual(finalizedOnMainThread, true, "finalized, on the main thread")
    }
}

final class ObjectHandlerBlockTests: GtkTestCase {
    func testBlockHandlersCoversHandlersConnectedBeforeAndDuringTheBlockAndNests() {
        MainActor.assumeIsolated {
            let check = CheckButton()
            var calls: [String] = []
            check.onToggled { calls.append("before") }
            check.blockHandlers()
            check.onNotify("label") { calls.append("during") }
            check.isActive = true
            check.label = "Remind me"
            XCTAssertEqual(calls, [], "both handlers blocked")

            check.blockHandlers()
            check.unblockHandlers()
            check.isActive = false
            XCTAssertEqual(calls, [], "still blocked: blocks nest")

            check.unblockHandlers()
            check.unblockHandlers()
            check.isActive = true
            check.label = "Remind me later"
            XCTAssertEqual(calls, ["before", "during"], "unblocked once balanced, no further")
        }
    }
}
