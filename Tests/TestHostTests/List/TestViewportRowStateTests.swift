import Hooks
import Reconciler
import TestHost
import Testing
import Widgets

// Row state that survives scrolling without remounting (SEMANTICS K17, K18),
// headless on TestHost's viewport: the slots' widgets show whichever row is
// bound, and each row's hook values follow its key.

/// What the rows of a test saw, by row id.
@MainActor private final class RowLog {
    var refs: [Int: ObjectIdentifier] = [:]
    var memos: [Int: Int] = [:]
    var effects: [Int: Int] = [:]
    var cleanups: [Int: Int] = [:]
    var setters: [Int: Binding<Int>] = [:]

    /// Notes the ref and the state setter row `id` rendered with.
    func saw(_ id: Int, ref: AnyObject, likes: Binding<Int>) {
        refs[id] = ObjectIdentifier(ref)
        setters[id] = likes
    }
}

private struct Liked: HookView {
    let id: Int
    let log: RowLog

    var hookBody: some View {
        let likes = useState(0)
        let ref = useRef(RowLog())
        useMemo(.preserved(by: id)) { log.memos[id, default: 0] += 1 }
        useEffect(.preserved(by: id)) {
            log.effects[id, default: 0] += 1
            return { log.cleanups[id, default: 0] += 1 }
        }
        let _ = log.saw(id, ref: ref.current, likes: likes)
        HStack {
            Text("row \(id) likes \(likes.wrappedValue)")
            Button("like \(id)") { likes.wrappedValue += 1 }
        }
    }
}

/// A row whose every third id also shows a component with hook state of its own,
/// so rows of two shapes share the slots.
private struct Shaped: HookView {
    let id: Int

    var hookBody: some View {
        let likes = useState(0)
        VStack {
            Text("row \(id) likes \(likes.wrappedValue)")
            Button("like \(id)") { likes.wrappedValue += 1 }
            if id.isMultiple(of: 3) { Extra(id: id) }
        }
    }
}

private struct Extra: HookView {
    let id: Int

    var hookBody: some View {
        let stars = useState(0)
        Button("star \(id) has \(stars.wrappedValue)") { stars.wrappedValue += 1 }
    }
}

private func likedList(_ ids: [Int], _ log: RowLog) -> some View {
    List(ids, id: \.self) { Liked(id: $0, log: log) }
}

private func list(_ host: TestHost) throws -> TestWidget {
    try #require(host.find(role: .list))
}

struct TestViewportRowStateTests {
    @Test("K17 a row with state scrolled away and back has the same values in recycled widgets")
    func stateSurvivesScrollingInRecycledWidgets() throws {
        let log = RowLog()
        let host = TestHost(likedList(Array(0..<100_000), log))
        let list = try list(host)
        let rows = try #require(list.viewport?.rows)
        try host.tap(text: "like 3")
        let ref = log.refs[3]
        let made = rows.rootsMade
        let placed = rows.placements
        host.clearTranscript()

        host.scroll(list, toRow: 50_000)
        #expect(host.find(text: "row 3 likes 1") == nil, "scrolled away")
        #expect(host.find(text: "row 50000 likes 0") != nil, "the next row starts fresh")
        host.scroll(list, toRow: 0)
        #expect(host.find(text: "row 3 likes 1") != nil, "the same state")
        #expect(log.refs[3] == ref, "the same ref")
        #expect(log.memos[3] == 1, "the memo kept, not computed again")
        #expect(!host.transcript.contains { $0.kind == .create }, "no widget is made")
        #expect(!host.transcript.contains { $0.kind == .insert || $0.kind == .remove })
        #expect(rows.rootsMade == made && rows.placements == placed, "rendered in place")
        #expect(rows.keptCount == 40, "20 shown and 20 kept off screen")
        try host.tap(text: "like 3")
        #expect(host.find(text: "row 3 likes 2") != nil, "its setter works in the new slot")
    }

    @Test("K18 effects of a row off screen stay set up; shown again they run as their deps say")
    func effectsStaySetUpOffScreen() throws {
        let log = RowLog()
        let ids = Array(0..<1_000)
        let host = TestHost(likedList(ids, log))
        let list = try list(host)
        #expect(log.effects[3] == 1)
        host.scroll(list, toRow: 500)
        #expect(log.cleanups[3] == nil, "off screen: no cleanup")
        let setter = try #require(log.setters[3])
        let renders = rows(list)?.renders
        setter.wrappedValue = 7
        host.flush()
        #expect(rows(list)?.renders == renders, "a change off screen renders nothing")
        host.scroll(list, toRow: 0)
        #expect(host.find(text: "row 3 likes 7") != nil, "shown with the change")
        #expect(log.effects[3] == 1 && log.cleanups[3] == nil, "same deps: not run again")

        host.render(likedList(ids.filter { $0 != 505 }, log))
        #expect(log.cleanups[505] == 1, "K9: a kept row leaving the data cleans up")
        host.render(Text("no list"))
        #expect(log.cleanups[3] == 1 && log.cleanups[510] == 1, "every row cleans up once")
    }

    @Test("K17 random scrolls, likes and data changes show each row with its own state")
    func fuzzScrollingStatefulRows() throws {
        var random = SplitMix(seed: 0x5EED)
        var ids = Array(0..<400)
        var likes: [Int: Int] = [:]
        var stars: [Int: Int] = [:]
        var nextID = 400
        let host = TestHost()
        host.visibleRowCount = 8
        let view = { (ids: [Int]) in List(ids, id: \.self) { Shaped(id: $0) } }
        host.render(view(ids))
        let list = try list(host)
        for step in 0..<300 {
            switch random.next() % 5 {
            case 0, 1:
                host.scroll(list, toRow: Int(random.next() % UInt64(ids.count)))
            case 2:
                let shown = Array(list.viewport?.visibleRows ?? 0..<0)
                guard let position = shown.randomElement(using: &random) else { break }
                let id = ids[position]
                if id.isMultiple(of: 3), random.next() % 2 == 0 {
                    try host.tap(text: "star \(id) has \(stars[id, default: 0])")
                    stars[id, default: 0] += 1
                } else {
                    try host.tap(text: "like \(id)")
                    likes[id, default: 0] += 1
                }
            case 3:
                let removed = ids.remove(at: Int(random.next() % UInt64(ids.count)))
                likes[removed] = nil
                stars[removed] = nil
                host.render(view(ids))
            default:
                ids.insert(nextID, at: Int(random.next() % UInt64(ids.count + 1)))
                nextID += 1
                host.render(view(ids))
            }
            let first = list.viewport?.visibleRows.lowerBound ?? 0
            let expected = (list.viewport?.visibleRows ?? 0..<0).map {
                "row \(ids[$0]) likes \(likes[ids[$0], default: 0])"
            }
            let texts = host.widgets.compactMap(\.text).filter { $0.hasPrefix("row ") }
            #expect(texts == expected, "step \(step) from row \(first)")
            for position in list.viewport?.visibleRows ?? 0..<0
            where ids[position].isMultiple(of: 3) {
                let id = ids[position]
                #expect(
                    host.find(text: "star \(id) has \(stars[id, default: 0])") != nil,
                    "step \(step)")
            }
        }
        #expect((list.viewport?.rows.rootsMade ?? 0) <= 16, "slots' roots, not rows' roots")
    }
}

@MainActor private func rows(_ list: TestWidget) -> VirtualizedRows? { list.viewport?.rows }

/// A small deterministic generator, so a failing run can be replayed.
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
