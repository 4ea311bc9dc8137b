import Gtk
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

@testable import GtkHost

/// The state of the fuzzed grid, reached from the test, and what it last rendered.
@MainActor private final class Fuzzed {
    var ids: Binding<[Int]>?
    var selection: Binding<Set<Int>>?
    var rendered: (ids: [Int], selection: Set<Int>) = ([], [])

    func rendered(_ ids: Binding<[Int]>, _ selection: Binding<Set<Int>>) {
        self.ids = ids
        self.selection = selection
        rendered = (ids.wrappedValue, selection.wrappedValue)
    }
}

private struct FuzzedGrids: HookView {
    let fuzzed: Fuzzed
    let flows: Bool

    var hookBody: some View {
        let ids = useState(Array(0..<30))
        let selection = useState(Set<Int>())
        let _ = fuzzed.rendered(ids, selection)
        if flows {
            FlowGrid(ids.wrappedValue, id: \.self, selection: selection) { Text("cell \($0)") }
        } else {
            LazyVGrid(
                ids.wrappedValue, id: \.self, columns: .adaptive(minimum: 60), selection: selection
            ) {
                Text("cell \($0)")
            }
        }
    }
}

/// The positions GTK shows selected in the only grid view or flow box of `app`.
@MainActor private func gtkSelected(_ app: GtkTester) throws -> Set<Int> {
    if let box = app.allWidgets.lazy.compactMap({ $0 as? FlowBox }).first {
        return Set(box.selectedChildren().map { Int($0.index()) })
    }
    let grid = try XCTUnwrap(app.allWidgets.lazy.compactMap { $0 as? GridView }.first)
    let shown = try XCTUnwrap(grid.model).selection()
    return Set((0..<UInt32(shown.size())).map { Int(shown.nth(nth: $0)) })
}

final class GridSelectionFuzzGtkTests: GtkHostTestCase {
    func testG8RandomDataChangesAndSelectionsKeepTheGridViewOnTheSelectedIds() throws {
        try fuzz(flows: false, seed: 8)
    }

    func testG9RandomDataChangesAndSelectionsKeepTheFlowBoxOnTheSelectedIds() throws {
        try fuzz(flows: true, seed: 9)
    }

    /// Inserts, removes, moves and shuffles cells, selects some as a user and
    /// writes others from code, checking after each step that GTK shows
    /// exactly the positions of the selected ids still in the data.
    private func fuzz(flows: Bool, seed: UInt64) throws {
        try MainActor.assumeIsolated {
            let fuzzed = Fuzzed()
            try GtkTester.run(FuzzedGrids(fuzzed: fuzzed, flows: flows)) { app in
                try await app.waitUntil { app.find(text: "cell 0") != nil }
                let grid = try XCTUnwrap(app.find(role: .grid))
                var random = SplitMix(seed: seed)
                var ids = Array(0..<30)
                var next = 30
                var expected = Set<Int>()
                for _ in 0..<120 {
                    switch Int.random(in: 0..<6, using: &random) {
                    case 0:
                        ids.insert(next, at: Int.random(in: 0...ids.count, using: &random))
                        next += 1
                    case 1 where !ids.isEmpty:
                        ids.remove(at: Int.random(in: 0..<ids.count, using: &random))
                    case 2 where ids.count > 1:
                        let moved = ids.remove(at: Int.random(in: 0..<ids.count, using: &random))
                        ids.insert(moved, at: Int.random(in: 0...ids.count, using: &random))
                    case 3:
                        ids.shuffle(using: &random)
                    case 4 where !ids.isEmpty:
                        let cell = Int.random(in: 0..<ids.count, using: &random)
                        let extending = Bool.random(using: &random)
                        try app.selectRow(cell, in: grid, extending: extending)
                        if extending {
                            expected.formSymmetricDifference([ids[cell]])
                        } else {
                            expected = [ids[cell]]
                        }
                    default:
                        let bound = next + 5
                        expected = []
                        for _ in 0..<3 {
                            expected.insert(Int.random(in: 0..<bound, using: &random))
                        }
                        fuzzed.selection?.wrappedValue = expected
                    }
                    fuzzed.ids?.wrappedValue = ids
                    expected.formIntersection(ids)
                    let want = expected
                    try await app.waitUntil {
                        fuzzed.rendered.ids == ids && fuzzed.rendered.selection == want
                    }
                    let positions = Set(ids.indices.filter { want.contains(ids[$0]) })
                    XCTAssertEqual(
                        try gtkSelected(app), positions, "GTK shows the selected ids' cells")
                }
            }
        }
    }
}

/// A seeded generator, so a failing sequence is the same on every run.
private struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
