import Reconciler

extension View {
    /// Lets the user drag this view, carrying `value` (as every item it
    /// travels as: a `Todo` within the app, a `String` as text to any app).
    ///
    /// ```swift
    /// TodoRow(todo: todo).draggable(todo)
    /// ```
    public func draggable<T: Transferable>(_ value: T) -> ModifiedView<Self, WidgetModifier> {
        modifiers { $0.dataExchange.dragSource = DragSource { value.transferItems } }
    }

    /// Takes values of type `T` dropped on this view.
    ///
    /// `action` gets every dropped value (several files, say) and returns
    /// whether it used them; `isTargeted` is told true while a drag is over
    /// the view and false when it leaves or drops, for hover feedback.
    ///
    /// ```swift
    /// VStack { ... }
    ///     .dropDestination(for: URL.self) { urls in open(urls); return true }
    ///         isTargeted: { isOver.wrappedValue = $0 }
    /// ```
    public func dropDestination<T: Transferable>(
        for type: T.Type = T.self,
        action: @escaping @MainActor ([T]) -> Bool,
        isTargeted: @escaping @MainActor (Bool) -> Void = { _ in }
    ) -> ModifiedView<Self, WidgetModifier> {
        modifiers {
            $0.dataExchange.dropDestination = DropDestination(
                kinds: T.transferKinds,
                drop: { items in
                    let values = items.compactMap(T.init(transferItem:))
                    return !values.isEmpty && action(values)
                },
                targeted: isTargeted)
        }
    }

    /// Lets the user reorder the rows of the `List`s this view renders to by
    /// dragging one onto another.
    ///
    /// `action` gets the index of the dragged row and the offset to move it
    /// to, as SwiftUI's `onMove` (an index in the rows before the move: a row
    /// dropped onto a later row goes after it, onto an earlier one before it);
    /// `Array.move(from:to:)` applies it to the data.
    ///
    /// ```swift
    /// List(todos.wrappedValue, id: \.id) { TodoRow(todo: $0) }
    ///     .onMove { todos.wrappedValue.move(from: $0, to: $1) }
    /// ```
    public func onMove(
        perform action: @escaping @MainActor (_ source: Int, _ destination: Int) -> Void
    ) -> ModifiedView<Self, WidgetModifier> {
        modifiers { $0.dataExchange.move = action }
    }
}

extension Array {
    /// Moves the element at `source` to the offset `destination` (an index
    /// before the move, `count` for the end): what `onMove` reports.
    ///
    /// ```swift
    /// var letters = ["a", "b", "c"]
    /// letters.move(from: 0, to: 3)  // ["b", "c", "a"]
    /// ```
    public mutating func move(from source: Int, to destination: Int) {
        guard indices.contains(source), destination >= 0, destination <= count else { return }
        let element = remove(at: source)
        insert(element, at: destination > source ? destination - 1 : destination)
    }
}
