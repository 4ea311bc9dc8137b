// The same nine operations written imperatively against TestHost: the widget
// work a hand-written program does, with no reconciler. The baseline of the
// ratios.

import Reconciler
import TableBenchmarkRows
import TestHost
import Widgets

@MainActor final class VanillaTable {
    let host = TestHost()
    var factory = RowFactory()
    private var rows: [(row: Row, box: TestWidget, label: TestWidget)] = []
    private var selected: Int?
    private let container: TestWidget

    init() {
        container = host.create(VStack {})
        host.insert(container, into: host.root, at: 0)
    }

    var count: Int { rows.count }
    var baseRows: [Row] = []

    /// Reaches `start` with untimed work.
    func prepare(_ start: StartState) {
        if baseRows.count != start.rows { baseRows = factory.make(start.rows) }
        replace(baseRows)
        selected = nil
        if let selected = start.selected { select(baseRows[selected - 1].id) }
        host.clearTranscript()
    }
    var ids: [Int] { rows.map(\.row.id) }

    private func make(_ row: Row) -> (row: Row, box: TestWidget, label: TestWidget) {
        let box = host.create(HStack {})
        let id = host.create(Text("\(row.id)"))
        let label = host.create(Button(row.label) {})
        let remove = host.create(Button(iconName: "window-close-symbolic") {})
        let spacer = host.create(Spacer())
        for (index, child) in [id, label, remove, spacer].enumerated() {
            host.insert(child, into: box, at: index)
        }
        return (row, box, label)
    }

    func append(_ newRows: [Row]) {
        for row in newRows {
            let made = make(row)
            host.insert(made.box, into: container, at: rows.count)
            rows.append(made)
        }
    }

    func clear() {
        for index in rows.indices.reversed() {
            host.remove(rows[index].box, from: container, at: index)
        }
        rows.removeAll()
    }

    func replace(_ newRows: [Row]) {
        clear()
        append(newRows)
    }

    func updateEveryTenth() {
        for index in stride(from: 0, to: rows.count, by: 10) {
            let old = rows[index].label.view
            rows[index].row.label += " !!!"
            host.update(rows[index].label, from: old, to: Button(rows[index].row.label) {})
        }
    }

    func select(_ id: Int) {
        for index in rows.indices where rows[index].row.id == selected || rows[index].row.id == id {
            let isSelected = rows[index].row.id == id
            var new = HStack {}
            new.modifiers.cssClasses = isSelected ? ["danger"] : []
            host.update(rows[index].box, from: rows[index].box.view, to: new)
        }
        selected = id
    }

    func swapRows() {
        guard rows.count > 998 else { return }
        host.move(rows[998].box, in: container, from: 998, to: 1)
        host.move(rows[1].box, in: container, from: 2, to: 998)
        rows.swapAt(1, 998)
    }

    func remove(at index: Int) {
        host.remove(rows[index].box, from: container, at: index)
        rows.remove(at: index)
    }
}
