import Hooks
import Reconciler
import TestHost
import Testing
import Widgets

/// A keyed child rendering 0, 1 or 2 widgets (by key), each showing its key
/// and its own state.
private struct Item: HookView {
    let key: Int

    var hookBody: some View {
        let mountedAs = useState(key)
        switch key % 3 {
        case 0: EmptyView()
        case 1: Text("\(key)/\(mountedAs.wrappedValue)")
        default:
            Text("\(key)a/\(mountedAs.wrappedValue)")
            Text("\(key)b/\(mountedAs.wrappedValue)")
        }
    }
}

private func expectedLines(_ keys: [Int]) -> [String] {
    keys.flatMap { key -> [String] in
        switch key % 3 {
        case 0: []
        case 1: ["\(key)/\(key)"]
        default: ["\(key)a/\(key)", "\(key)b/\(key)"]
        }
    }
}

/// xorshift32, so every run tries the same edits.
private struct Random {
    var state: UInt32 = 7

    mutating func next(_ bound: Int) -> Int {
        state ^= state << 13
        state ^= state >> 17
        state ^= state << 5
        return Int(state % UInt32(bound))
    }
}

@MainActor struct RandomizedDiffTests {
    @Test(
        "K4 K5 K7 random keyed edits give the right order, keep widgets of kept keys, and few moves"
    )
    func randomEdits() {
        var random = Random()
        var keys = Array(1...20)
        let host = TestHost(VStack { ForEach(keys, id: \.self) { Item(key: $0) } })
        for _ in 0..<300 {
            var next = keys
            for _ in 0..<random.next(4) {
                switch random.next(4) {
                case 0 where !next.isEmpty: next.remove(at: random.next(next.count))
                case 1: next.insert(50 + random.next(60), at: random.next(next.count + 1))
                case 2 where next.count > 1:
                    next.swapAt(random.next(next.count), random.next(next.count))
                default:
                    if !next.isEmpty { next.append(next.remove(at: random.next(next.count))) }
                }
            }
            var seen = Set<Int>()
            next = next.filter { seen.insert($0).inserted }
            let before = Dictionary(
                host.widgets.dropFirst().map { ($0.text ?? "", $0.id) },
                uniquingKeysWith: { a, _ in a })
            host.clearTranscript()
            host.render(VStack { ForEach(next, id: \.self) { Item(key: $0) } })

            let lines = host.widgets.dropFirst().map { $0.text ?? "" }
            #expect(lines == expectedLines(next))
            for widget in host.widgets.dropFirst() {
                if let id = before[widget.text ?? ""] { #expect(widget.id == id) }
            }
            let kept = Set(keys).intersection(next)
            let widgetsOfKept = expectedLines(Array(kept)).count
            #expect(host.transcript.count(of: .move) <= widgetsOfKept)
            keys = next
        }
    }
}
