import Testing

@testable import TodoList

@Suite struct TodoTransferTests {
    @Test("lines become trimmed todos; blank lines and every kind of line break are skipped")
    func lines() {
        var transfer = TodoTransfer()
        transfer.appendLines(of: "  Milk \r\nEggs\n\n \t \rJam\u{2028}Tea")
        #expect(transfer.todos.map(\.title) == ["Milk", "Eggs", "Jam", "Tea"])
        #expect(transfer.notice == nil)
    }

    @Test("no more than maximumTodos todos are taken, and the notice says so with the counts")
    func maximumTodos() {
        let limit = TodoTransfer.maximumTodos
        var transfer = TodoTransfer()
        transfer.appendLines(of: (0...limit).map { "Todo \($0)" }.joined(separator: "\n"))
        #expect(transfer.todos.count == limit)
        #expect(transfer.todos.last?.title == "Todo \(limit - 1)")
        #expect(
            transfer.notice
                == "Only the first \(limit) todos were added: one paste or drop adds at most \(limit)."
        )
    }

    @Test("blank lines after the last todo that fits leave nothing out")
    func blankLinesAfterTheLimit() {
        var transfer = TodoTransfer()
        transfer.appendLines(
            of: String(repeating: "Todo\n", count: TodoTransfer.maximumTodos) + "\n  \n")
        #expect(transfer.todos.count == TodoTransfer.maximumTodos)
        #expect(transfer.notice == nil)
    }

    @Test("a title longer than maximumTitleLength is cut to it, and the notice counts the cuts")
    func longTitles() {
        let length = TodoTransfer.maximumTitleLength
        var transfer = TodoTransfer()
        transfer.appendLines(of: String(repeating: "é", count: length + 1) + "\nShort\n")
        transfer.append(TodoTransfer(todos: [Todo(title: String(repeating: "x", count: 50_000))]))
        #expect(transfer.todos.map(\.title.count) == [length, 5, length])
        #expect(transfer.notice == "2 titles were cut to their first \(length) characters.")
    }

    @Test("todos copied within the app are bounded too, ids and done state kept")
    func copiedTodos() {
        let todos = (0..<(TodoTransfer.maximumTodos + 3)).map {
            Todo(title: "T\($0)", isDone: true)
        }
        let transfer = TodoTransfer(todos: todos)
        #expect(transfer.todos == Array(todos.prefix(TodoTransfer.maximumTodos)))
        #expect(
            transfer.notice?.hasPrefix("Only the first \(TodoTransfer.maximumTodos) todos") == true)
    }
}
