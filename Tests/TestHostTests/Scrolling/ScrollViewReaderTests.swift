import Hooks
import Reconciler
import TestHost
import Testing
import Widgets

// ScrollViewReader on TestHost: the proxy scrolls a List's or Table's
// viewport to a row by id, at once or after the render that adds the row.

private struct Entry: Identifiable {
    let id: Int
    var title: String { "entry \(id)" }
}

private struct Journal: HookView {
    var hookBody: some View {
        let ids = useState(Array(0..<1_000))
        ScrollViewReader { proxy in
            VStack {
                Button("add") {
                    let next = ids.wrappedValue.count
                    ids.wrappedValue.append(next)
                    proxy.scrollTo(next)
                }
                Button("500 top") { proxy.scrollTo(500, anchor: .top) }
                Button("500 center") { proxy.scrollTo(500, anchor: .center) }
                Button("40") { proxy.scrollTo(40) }
                Button("table 2200") { proxy.scrollTo(2_200, anchor: .bottom) }
                List(ids.wrappedValue, id: \.self) { Text("row \($0)") }
                Table((0..<1_000).map { Entry(id: $0 + 2_000) }) {
                    TableColumn("Title", value: \.title)
                }
            }
        }
    }
}

@MainActor struct ScrollViewReaderTests {
    @Test("K19 scrollTo shows the row by id: least scroll, or at the anchor's point")
    func scrollsToTheRow() throws {
        let host = TestHost(Journal())
        let list = try #require(host.find(role: .list))
        #expect(list.viewport?.visibleRows == 0..<20)

        try host.tap(text: "40")
        #expect(list.viewport?.visibleRows == 21..<41, "the least scroll: the row comes in last")
        try host.tap(text: "500 top")
        #expect(list.viewport?.visibleRows == 500..<520)
        try host.tap(text: "500 center")
        #expect(list.viewport?.visibleRows.contains(500) == true)
        #expect(list.viewport?.first == 500 - 10)
        try host.tap(text: "40")
        #expect(list.viewport?.visibleRows == 40..<60, "from below: the row comes in first")
    }

    @Test("K19 a row added in the same event is scrolled to after the render that adds it")
    func scrollsToARowAddedInTheSameEvent() throws {
        let host = TestHost(Journal())
        let list = try #require(host.find(role: .list))
        try host.tap(text: "add")
        #expect(list.viewport?.visibleRows == 981..<1_001)
        #expect(host.find(text: "row 1000") != nil)
    }

    @Test("K19 the first view of the reader that has the id scrolls: here the Table")
    func scrollsTheViewThatHasTheRow() throws {
        let host = TestHost(Journal())
        let list = try #require(host.find(role: .list))
        let table = try #require(host.find(role: .table))
        try host.tap(text: "table 2200")
        #expect(table.viewport?.visibleRows == 181..<201, "id 2200 is the table's row 200")
        #expect(list.viewport?.visibleRows == 0..<20, "the list has no row 2200")
    }
}
