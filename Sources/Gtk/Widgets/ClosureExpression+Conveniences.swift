import CGtk

extension ClosureExpression {
    /// An expression whose value `compute` computes from the item it is
    /// evaluated for: the key a ``StringSorter`` or ``NumericSorter`` sorts
    /// by, the text a ``StringFilter`` matches or a ``DropDown`` shows.
    ///
    /// ```swift
    /// let sorter = StringSorter(expression: ClosureExpression { (item: StringObject) in
    ///     item.string.lowercased()
    /// })
    /// ```
    ///
    /// `Item` is ``Object`` or a generated class that is not a widget (such
    /// as ``StringObject``); evaluated for nothing or for an object of
    /// another class, the expression's value is its type's empty one (`""`,
    /// `0`, `false`) and `compute` is not called. GTK evaluates expressions
    /// on the main thread, where `compute` runs. The expression keeps
    /// `compute`, and what it captures, until GTK finalizes it: when the last
    /// of the wrapper and what it was given to (a sorter, a drop-down) goes.
    public convenience init<Item: Object, Value: ExpressionValue>(
        _ compute: @escaping @MainActor (Item) -> Value
    ) {
        let wrap = itemWrapper(Item.self)
        let box = ClosureBox<@MainActor (gpointer, ExpressionValueSlot) -> Void> { item, slot in
            guard let item = wrap(item) else { return }
            compute(item).store(in: slot)
        }
        let data = box.retainedForGLib()
        let closure = g_closure_new_simple(guint(MemoryLayout<GClosure>.size), data)!
        g_closure_set_marshal(closure, closureExpressionMarshal)
        // GLib gives the box back when the closure is finalized, which the
        // expression's finalization does.
        g_closure_add_finalize_notifier(closure, data, closureExpressionFinalized)
        // The expression sinks the new closure's floating reference: it owns
        // the closure from here on.
        let made = gtk_closure_expression_new(Value.expressionValueType, closure, 0, nil)
        self.init(adopting: rawPointer(made)!)
    }
}

/// The closure's marshaller: calls the Swift body in its box with the item
/// (`this`, the first parameter value) and the return value to fill, which
/// GTK initialized to the expression's value type.
private let closureExpressionMarshal: GClosureMarshal = {
    closure, returnValue, count, parameters, _, _ in
    guard let data = closure?.pointee.data, let returnValue, let parameters, count > 0 else {
        return
    }
    let box = ClosureBox<@MainActor (gpointer, ExpressionValueSlot) -> Void>.from(data)
    // Addresses cross into the actor: pointers are not sendable. An
    // expression evaluated for nothing gets a NULL object.
    let item =
        g_type_check_value_holds(parameters, ValueTypes.object) != 0
        ? UInt(bitPattern: g_value_get_object(parameters)) : 0
    let result = UInt(bitPattern: returnValue)
    MainActor.assumeIsolated {
        guard let item = UnsafeMutableRawPointer(bitPattern: item),
            let value = UnsafeMutablePointer<GValue>(bitPattern: result)
        else { return }
        box.body(item, ExpressionValueSlot(value: value))
    }
}

/// The closure's finalize notifier: gives back GLib's retain of the box.
private let closureExpressionFinalized: GClosureNotify = { data, _ in
    guard let data else { return }
    releaseBoxFromGLib(data)
}
