import CGtk

extension ExpressionWatch {
    /// The watched expression's current value, or nil when it cannot be
    /// computed or the watch was unwatched (`gtk_expression_watch_evaluate`).
    public func evaluate() -> TypedValue? {
        let value = TypedValue()
        return gtk_expression_watch_evaluate(cast(pointer), value.pointer) != 0 ? value : nil
    }

    /// The watched expression's current value as a `Value`, or nil when it
    /// cannot be computed or is of another type.
    public func evaluate<Value: ExpressionValue>(as type: Value.Type) -> Value? {
        evaluate()?.value(as: type)
    }
}
