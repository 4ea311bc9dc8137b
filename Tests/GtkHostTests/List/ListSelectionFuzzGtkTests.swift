import Gtk
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

@testable import GtkHost

/// The state of the fuzzed list, reached from the test, and what it last rendered.
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

private struct FuzzedList: HookView {
    let fuzzed: Fuzzed

    var hookBody: some View {
        let ids = useState(Array(0..<30))
        let selection = useState(Set<Int>())
        let _ = fuzzed.rendered(ids, selection)
        List(ids.wrappedValue, id: \.self, selection: selection) { Text("row \($0)") }
    }
}

final class ListSelectionFuzzGtkTests: GtkHostTestCase {
    func testK12G6RandomDataChangesAndSelectionsKeepGtksModelOnTheSelectedIds() throws {
        try MainActor.assumeIsolated {
            let fuzzed = Fuzzed()
            try GtkTester.run(FuzzedList(fuzzed: fuzzed)) { app in
                try await app.waitUntil { app.find(text: "row 0") != nil }
                let list = try XCTUnwrap(app.find(role: .list) as? ListView)
                let model = try XCTUnwrap(list.selectionModel)
                var random = SplitMix(seed: 30)
                var ids = Array(0..<30)
                var next = 30
                var expected = Set<Int>()
                for _ in 0..<150 {
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
                        let row = Int.random(in: 0..<ids.count, using: &random)
                        let extending = Bool.random(using: &random)
                        try app.selectRow(row, in: list, extending: extending)
                        if extending {
                            expected.formSymmetricDifference([ids[row]])
                        } else {
                            expected = [ids[row]]
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
                    let shown = model.selection()
                    let selected = Set((0..<UInt32(shown.size())).map { Int(shown.nth(nth: $0)) })
                    XCTAssertEqual(selected, positions, "K12 G6 GTK shows the selected ids' rows")
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
