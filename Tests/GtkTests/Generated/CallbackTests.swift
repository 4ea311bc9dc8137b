import Gtk
import XCTest

/// Callbacks on real GTK: a Swift closure GTK calls, whose box is released
/// exactly once, when GTK drops it (scope `notified`) or after the call
/// (scope `call`).
final class CallbackTests: GtkTestCase {
    func testASortFunctionOrdersTheRowsAndItsBoxIsReleasedWhenReplaced() {
        MainActor.assumeIsolated {
            do {
                let list = ListBox()
                let rows = makeLabels(3)
                for label in rows { list.append(child: label) }
                let boxes = LiveObjects.closureBoxes
                var calls = 0
                list.setSortFunc { first, second in
                    calls += 1
                    // Reversed: the row added last comes first.
                    let a = (first?.child as? Label)?.text ?? ""
                    let b = (second?.child as? Label)?.text ?? ""
                    return a < b ? 1 : (a > b ? -1 : 0)
                }
                XCTAssertEqual(LiveObjects.closureBoxes, boxes + 1)
                list.invalidateSort()
                XCTAssertGreaterThan(calls, 0)
                XCTAssertEqual((list.rowAtIndex(index: 0)?.child as? Label)?.text, "row 2")
                XCTAssertEqual((list.rowAtIndex(index: 2)?.child as? Label)?.text, "row 0")
                list.setSortFunc(sortFunc: nil)
                XCTAssertEqual(
                    LiveObjects.closureBoxes, boxes, "GTK's destroy notify released it once")
                withExtendedLifetime(rows) {}
            }
            XCTAssertTrue(LiveObjects.isEmpty, LiveObjects.summary)
        }
    }

    func testAFilterFunctionIsReleasedWhenItsWidgetGoes() {
        MainActor.assumeIsolated {
            do {
                let flow = FlowBox()
                for label in makeLabels(2) { flow.append(child: label) }
                var filtered: [Int32] = []
                flow.setFilterFunc { child in
                    filtered.append(child?.index() ?? -1)
                    return child?.index() == 0
                }
                flow.invalidateFilter()
                XCTAssertTrue(filtered.contains(0) && filtered.contains(1), "\(filtered)")
                XCTAssertEqual(LiveObjects.closureBoxes, 1, LiveObjects.summary)
            }
            XCTAssertTrue(
                LiveObjects.isEmpty,
                "finalizing the flow box released the box: \(LiveObjects.summary)")
        }
    }

    func testACallScopeFunctionSeesEachSelectedRowAndIsReleasedAfterTheCall() {
        MainActor.assumeIsolated {
            do {
                let list = ListBox()
                list.selectionMode = .multiple
                for label in makeLabels(3) { list.append(child: label) }
                list.selectRow(row: list.rowAtIndex(index: 0))
                list.selectRow(row: list.rowAtIndex(index: 2))
                var selected: [Int32] = []
                list.selectedForeach { _, row in selected.append(row?.index() ?? -1) }
                XCTAssertEqual(selected.sorted(), [0, 2])
                XCTAssertEqual(LiveObjects.closureBoxes, 0, LiveObjects.summary)
            }
            XCTAssertTrue(LiveObjects.isEmpty, LiveObjects.summary)
        }
    }
}

/// Labels kept alive by the caller, so GTK hands back these wrappers.
@MainActor private func makeLabels(_ count: Int) -> [Label] {
    (0..<count).map { Label("row \($0)") }
}
