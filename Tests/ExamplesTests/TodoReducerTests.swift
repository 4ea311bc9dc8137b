import Testing

@testable import TodoList

@Suite struct TodoReducerTests {
    private func state(_ actions: TodoAction...) -> TodoState {
        actions.reduce(TodoState(), todoReducer)
    }

    @Test("add appends a trimmed todo and ignores blank titles")
    func add() {
        let added = state(.add("  Milk "), .add("   "))
        #expect(added.todos.map(\.title) == ["Milk"])
        #expect(added.activeCount == 1)
    }

    @Test("edit, toggle and delete act on the todo with the id, by id")
    func editToggleDelete() throws {
        let start = state(.add("Milk"), .add("Bread"))
        let milk = try #require(start.todos.first).id
        var edited = todoReducer(state: start, action: .edit(milk, "Oat milk"))
        edited = todoReducer(state: edited, action: .edit(milk, " "))
        #expect(edited.todos.map(\.title) == ["Oat milk", "Bread"])
        let toggled = todoReducer(state: edited, action: .toggle(milk))
        #expect(toggled.todos.map(\.isDone) == [true, false])
        let deleted = todoReducer(state: toggled, action: .delete(milk))
        #expect(deleted.todos.map(\.title) == ["Bread"])
    }

    @Test("filters show active or done todos; clear done removes the done ones")
    func filters() throws {
        var current = state(.add("Milk"), .add("Bread"))
        current = todoReducer(state: current, action: .toggle(try #require(current.todos.first).id))
        #expect(todoReducer(state: current, action: .setFilter(.done)).visibleTodos.count == 1)
        #expect(
            todoReducer(state: current, action: .setFilter(.active)).visibleTodos.map(\.title)
                == ["Bread"])
        #expect(todoReducer(state: current, action: .clearDone).todos.map(\.title) == ["Bread"])
    }
}
