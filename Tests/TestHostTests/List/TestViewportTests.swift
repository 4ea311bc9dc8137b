import Hooks
import Reconciler
import TestHost
import Testing
import Widgets

// The row lifecycle of `List` on TestHost's viewport: the behaviours
// GtkHostTests/List/ListGtkTests and ListRowRemovalGtkTests assert in
// GTK, here through the same VirtualizedRows, headless.

private struct PrefixKey: EnvironmentKey {
    static var defaultValue: String { "row" }
}

extension EnvironmentValues {
    fileprivate var rowPrefix: String {
        get { self[PrefixKey.self] }
        set { self[PrefixKey.self] = newValue }
    }
}

private struct Item: Hashable {
    let id: Int
}

private struct Row: HookView {
    let item: Item

    var hookBody: some View {
        let likes = useState(0)
        let prefix = useEnvironment(\.rowPrefix)
        HStack(spacing: 4) {
            Text("\(prefix) \(item.id) likes \(likes.wrappedValue)")
            Button("like \(item.id)") { likes.wrappedValue += 1 }
        }
    }
}

private struct Feed: View {
    let items: [Item]
    var prefix = "row"

    var body: some View {
        List(items, id: \.id) { Row(item: $0) }
            .environment(\.rowPrefix, prefix)
    }
}

/// What the probes of a test saw: which mounted, and how often each one's
/// layout and passive cleanups ran, by name.
private final class Cleanups {
    var mounted: Set<String> = []
    var layout: [String: Int] = [:]
    var passive: [String: Int] = [:]

    func reset() {
        mounted = []
        layout = [:]
        passive = [:]
    }
}

private struct Probe: HookView {
    let id: Int
    let cleanups: Cleanups

    var hookBody: some View {
        let name = "row \(id)"
        useLayoutEffect(.once) {
            { cleanups.layout[name, default: 0] += 1 }
        }
        useEffect(.once) {
            cleanups.mounted.insert(name)
            return { cleanups.passive[name, default: 0] += 1 }
        }
        Text(name)
    }
}

private func probeList(_ ids: [Int], _ cleanups: Cleanups) -> some View {
    List(ids, id: \.self) { Probe(id: $0, cleanups: cleanups) }
}

private func plainList(_ ids: [Int]) -> some View {
    List(ids, id: \.self) { id in
        HStack {
            Text("plain \(id)")
            Button("open \(id)") {}
        }
    }
}

/// The texts of the rows shown, in order.
private func shown(_ host: TestHost, prefix: String) -> [String] {
    host.widgets.compactMap(\.text).filter { $0.hasPrefix(prefix) }
}

private func list(_ host: TestHost) throws -> TestWidget {
    try #require(host.find(role: .list))
}

struct TestViewportTests {
    @Test("a 100,000-row List binds only the rows in the viewport and keeps row state by id")
    func bindsVisibleRowsAndKeepsStateByID() throws {
        let items = (0..<100_000).map { Item(id: $0) }
        let host = TestHost(Feed(items: items))
        let list = try list(host)
        #expect(list.viewport?.visibleRows == 0..<20)
        #expect(shown(host, prefix: "row ").count == 20, "only rows in the viewport")
        #expect(list.children.count == 20)

        try host.tap(text: "like 3")
        #expect(host.find(text: "row 3 likes 1") != nil)

        host.scroll(list, toRow: 50_000)
        #expect(host.find(text: "row 3 likes 1") == nil, "scrolled away: unbound")
        #expect(shown(host, prefix: "row ").first == "row 50000 likes 0")
        #expect(shown(host, prefix: "row ").count == 20)
        try host.tap(text: "like 50001")
        try host.tap(text: "like 50001")
        #expect(host.find(text: "row 50001 likes 2") != nil)

        host.scroll(list, toRow: 0)
        #expect(host.find(text: "row 3 likes 1") != nil)
        host.scroll(list, toRow: 100_000)
        #expect(list.viewport?.visibleRows == 99_980..<100_000, "kept within the data")
        #expect(host.find(text: "row 99999 likes 0") != nil)
        host.scroll(list, toRow: 0)
        #expect(host.find(text: "row 0 likes 0") != nil)

        // Removing the first item moves every row up; state stays with the id.
        host.render(Feed(items: Array(items.dropFirst())))
        #expect(host.find(text: "row 0 likes 0") == nil)
        #expect(host.find(text: "row 3 likes 1") != nil, "\(host.dump())")
        #expect(shown(host, prefix: "row ").first == "row 1 likes 0")

        // The rows see the list's environment, and follow its changes.
        host.render(Feed(items: Array(items.dropFirst()), prefix: "item"))
        #expect(host.find(text: "item 3 likes 1") != nil, "\(host.dump())")
        host.scroll(list, toRow: 49_990)
        #expect(host.find(text: "item 50001 likes 2") != nil)
    }

    @Test("rows longest off screen beyond the limit are unmounted and start fresh")
    func evictsRowsLongestOffScreen() throws {
        let host = TestHost()
        host.rowsKeptOffScreen = 30
        host.render(Feed(items: (0..<1_000).map { Item(id: $0) }))
        let list = try list(host)
        try host.tap(text: "like 3")
        host.scroll(list, toRow: 10)
        host.scroll(list, toRow: 0)
        #expect(host.find(text: "row 3 likes 1") != nil, "10 rows off screen are kept")
        #expect(list.viewport?.rows.keptCount == 30)

        for page in 1...4 { host.scroll(list, toRow: page * 20) }
        #expect(list.viewport?.rows.keptCount == 50, "30 off screen and 20 shown")
        host.scroll(list, toRow: 0)
        #expect(host.find(text: "row 3 likes 0") != nil, "evicted: a fresh row")
    }

    @Test("rows without hook state reuse their containers and widgets while scrolling")
    func statelessRowsReuseWidgets() throws {
        let host = TestHost(plainList(Array(0..<100_000)))
        let list = try list(host)
        let containers = list.children.map(ObjectIdentifier.init)
        host.clearTranscript()
        host.scroll(list, toRow: 50_000)
        #expect(!host.transcript.contains { $0.kind == .create }, "no widget is made")
        #expect(!host.transcript.contains { $0.kind == .insert })
        #expect(Set(list.children.map(ObjectIdentifier.init)) == Set(containers))
        #expect(shown(host, prefix: "plain ").first == "plain 50000")
        try host.tap(text: "open 50003")
    }

    @Test("scrolling rows without hook state renders them in the slots they were in")
    func statelessRowsRenderInPlace() throws {
        let ids = Array(0..<100_000)
        let host = TestHost(plainList(ids))
        let list = try list(host)
        let rows = try #require(list.viewport?.rows)
        host.scroll(list, toRow: 1_000)
        let before = (rows.renders, rows.placements)
        for step in 1...3 { host.scroll(list, toRow: 1_000 + step * 7) }
        let texts = shown(host, prefix: "plain ")
        #expect(texts == (1_021..<1_041).map { "plain \($0)" }, "each row shown once, in order")
        #expect(rows.renders > before.0)
        #expect(rows.placements == before.1, "no container changes slot")

        // Removing a shown row moves the rows below it up, in place.
        host.render(plainList(ids.filter { $0 != 1_025 }))
        let after = shown(host, prefix: "plain ")
        #expect(!after.contains("plain 1025"))
        #expect(after == (1_021..<1_042).filter { $0 != 1_025 }.map { "plain \($0)" })
    }

    @Test("K9 G4 a scrolled List releases every row when it is removed")
    func releasesEveryRowWhenRemoved() throws {
        let cleanups = Cleanups()
        let host = TestHost()
        host.rowsKeptOffScreen = 100
        host.render(VStack { probeList(Array(0..<1_000), cleanups) })
        let list = try list(host)
        for page in 1...3 { host.scroll(list, toRow: page * 30) }
        let rows = try #require(list.viewport?.rows)
        #expect(rows.keptCount == 80)
        weak let row = host.find(text: "row 90")
        #expect(row != nil)
        host.render(VStack { Text("no list") })
        #expect(cleanups.layout.count == 80 && cleanups.layout.values.allSatisfy { $0 == 1 })
        #expect(cleanups.passive.count == 80 && cleanups.passive.values.allSatisfy { $0 == 1 })
        #expect(rows.boundCount == 0 && rows.keptCount == 0)
        #expect(row == nil, "the row's widgets are released")
        #expect(host.find(text: "row 90") == nil)
    }

    @Test("K9 removing a shown row runs its cleanups in the same commit; added back it is fresh")
    func removingAShownRowUnmountsIt() throws {
        let cleanups = Cleanups()
        let all = [0, 1, 2, 3, 4]
        let host = TestHost(probeList(all, cleanups))
        for removed in [2, 0, 4] {
            let name = "row \(removed)"
            cleanups.reset()
            host.flushesAfterActions = false
            host.render(probeList(all.filter { $0 != removed }, cleanups))
            // The row's root is unmounted in the commit: its passive cleanups run there too.
            #expect(cleanups.layout == [name: 1], "layout cleanup in the commit")
            #expect(cleanups.passive == [name: 1], "passive cleanup in the commit")
            #expect(host.find(text: name) == nil)
            host.flush()
            #expect(cleanups.layout == [name: 1] && cleanups.passive == [name: 1], "only once")
            host.flushesAfterActions = true
            host.render(probeList(all, cleanups))
            #expect(cleanups.mounted == [name], "added back: mounted fresh")
            #expect(host.find(text: name) != nil)
        }
    }

    @Test("K9 removing a row kept off screen runs its cleanups in the same commit")
    func removingAnOffScreenRowUnmountsIt() throws {
        let cleanups = Cleanups()
        let ids = Array(0..<300)
        let host = TestHost(probeList(ids, cleanups))
        let list = try list(host)
        host.scroll(list, toRow: 300)
        #expect(cleanups.mounted.contains("row 299"))
        host.scroll(list, toRow: 0)
        #expect(host.find(text: "row 299") == nil, "row 299 is off screen")
        cleanups.reset()

        host.render(probeList(Array(ids.dropLast()), cleanups))
        #expect(cleanups.layout == ["row 299": 1])
        #expect(cleanups.passive == ["row 299": 1])
        #expect(list.viewport?.rows.keptCount == 39)
        host.render(probeList(ids, cleanups))
        host.scroll(list, toRow: 300)
        #expect(cleanups.mounted.contains("row 299"), "added back: mounted fresh")
    }

    @Test("rows whose keys move far are not taken for removed")
    func rowsThatMoveFarStayMounted() throws {
        let cleanups = Cleanups()
        let ids = Array(0..<300)
        let host = TestHost(probeList(ids, cleanups))
        let list = try list(host)
        host.scroll(list, toRow: 300)
        host.scroll(list, toRow: 0)
        let mounted = cleanups.mounted
        cleanups.reset()

        let inserted = Array(1_000..<1_020) + ids
        host.render(probeList(inserted, cleanups))
        #expect(cleanups.layout == [:] && cleanups.passive == [:], "no row is unmounted")
        host.render(probeList(inserted.reversed(), cleanups))
        #expect(cleanups.layout == [:] && cleanups.passive == [:], "no row is unmounted")
        #expect(host.find(text: "row 299") != nil)
        #expect(cleanups.mounted.isDisjoint(with: mounted), "rows shown again keep their state")
    }

    @Test("a row slot rebound to another stateless row shows only the new row")
    func reboundSlotKeepsNothingOfTheOldRow() throws {
        struct Line: View {
            let id: Int
            var body: some View {
                if id.isMultiple(of: 2) { Text("even \(id)") } else { Button("odd \(id)") {} }
            }
        }
        let host = TestHost()
        host.visibleRowCount = 2
        host.render(List(Array(0..<10), id: \.self) { Line(id: $0) })
        let list = try list(host)
        host.scroll(list, toRow: 1)
        #expect(list.children.map { $0.children.compactMap(\.text) } == [["odd 1"], ["even 2"]])
        host.scroll(list, toRow: 5)
        #expect(list.children.map { $0.children.compactMap(\.text) } == [["odd 5"], ["even 6"]])
    }
}
