import Hooks
import Reconciler
import TestHost
import Testing
import Widgets

/// One row of the K7 table: a single widget, skipped when equal (memo).
private struct TableRow: View, Equatable {
    let id: Int
    let label: String
    let isSelected: Bool
    let select: (Int) -> Void

    nonisolated static func == (lhs: TableRow, rhs: TableRow) -> Bool {
        lhs.id == rhs.id && lhs.label == rhs.label && lhs.isSelected == rhs.isSelected
    }

    var body: some View {
        let id = id
        let select = select
        Button(label) { select(id) }.cssClass("danger", when: isSelected)
    }
}

private struct Item: Equatable {
    let id: Int
    var label: String
}

/// The K7 table: operations are buttons, like the benchmark app.
private struct Table: HookView {
    var hookBody: some View {
        let items = useState((1...1_000).map { Item(id: $0, label: "row \($0)") })
        let selected = useState(0)
        let refreshes = useState(0)
        let select: (Int) -> Void = { selected.wrappedValue = $0 }
        VStack {
            HStack {
                Button("append") {
                    let id = (items.wrappedValue.map(\.id).max() ?? 0) + 1
                    items.wrappedValue.append(Item(id: id, label: "row \(id)"))
                }
                Button("update") {
                    for index in stride(from: 0, to: items.wrappedValue.count, by: 10) {
                        items.wrappedValue[index].label += " !!!"
                    }
                }
                Button("swap") { items.wrappedValue.swapAt(1, 998) }
                Button("remove") { items.wrappedValue.remove(at: 3) }
                Button("refresh") { refreshes.wrappedValue += 1 }
            }
            VStack {
                ForEach(items.wrappedValue, id: \.id) { item in
                    TableRow(
                        id: item.id, label: item.label,
                        isSelected: item.id == selected.wrappedValue,
                        select: select)
                }
            }
        }
    }
}

@MainActor struct MinimalOperationsTests {
    private func table() -> TestHost {
        let host = TestHost(Table())
        host.clearTranscript()
        return host
    }

    private func rowLabels(_ host: TestHost) -> [String] {
        host.widgets[7].children.map { $0.text ?? "" }
    }

    @Test("K7 appending 1 to 1,000 keyed rows is 1 create and 1 insert")
    func append() throws {
        let host = table()
        try host.tap(text: "append")
        #expect(
            host.transcript.map(\.description) == [
                "create Button#1009", "insert Button#1009 into VStack#8 at 1000",
            ])
    }

    @Test("K7 changing every 10th label of 1,000 rows is 100 text updates")
    func updateEveryTenth() throws {
        let host = table()
        try host.tap(text: "update")
        #expect(host.transcript.count == 100)
        #expect(
            host.transcript.allSatisfy {
                if case .update(_, ["title"]) = $0 { true } else { false }
            })
        #expect(rowLabels(host)[10] == "row 11 !!!")
    }

    @Test("K7 swapping rows 1 and 998 is at most 2 moves")
    func swap() throws {
        let host = table()
        try host.tap(text: "swap")
        #expect(host.transcript.count(of: .move) <= 2)
        #expect(host.transcript.count == host.transcript.count(of: .move))
        let labels = rowLabels(host)
        #expect(labels[1] == "row 999" && labels[998] == "row 2" && labels.count == 1_000)
    }

    @Test("K7 removing one row is 1 remove")
    func remove() throws {
        let host = table()
        try host.tap(text: "remove")
        #expect(host.transcript.map(\.description) == ["remove Button#12 from VStack#8 at 3"])
    }

    @Test("K7 selecting a row changes 2 style classes")
    func select() throws {
        let host = table()
        try host.tap(text: "row 5")
        host.clearTranscript()
        try host.tap(text: "row 2")
        #expect(
            host.transcript.map(\.description) == [
                "update Button#10 cssClasses", "update Button#13 cssClasses",
            ])
        #expect(host.find(text: "row 2")?.cssClasses == ["danger"])
    }

    @Test("K7 re-rendering with no change is 0 operations")
    func unchanged() throws {
        let host = table()
        try host.tap(text: "refresh")
        #expect(host.transcript.isEmpty)
    }
}
