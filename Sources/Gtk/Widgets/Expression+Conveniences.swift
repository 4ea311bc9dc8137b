import CGtk

extension Expression {
    /// The expression's value for `item`, the object it is evaluated for
    /// (its `this`), or nil when it cannot be computed, as for a property
    /// expression without an object (`gtk_expression_evaluate`).
    public func evaluate(for item: Object? = nil) -> TypedValue? {
        let value = TypedValue()
        let computed = withExtendedLifetime(item) {
            gtk_expression_evaluate(cast(pointer), item?.pointer, value.pointer) != 0
        }
        return computed ? value : nil
    }

    /// The expression's value for `item` as a `Value`, or nil when it cannot
    /// be computed or is of another type.
    public func evaluate<Value: ExpressionValue>(as type: Value.Type, for item: Object? = nil)
        -> Value?
    {
        evaluate(for: item)?.value(as: type)
    }
}
