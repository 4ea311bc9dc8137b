import CGtk

extension Expression {
    /// Keeps the property `property` of `target` equal to the expression's
    /// value for `this` from now on (`gtk_expression_bind`).
    ///
    /// The binding ends when `target` or `this` is finalized, or when the
    /// returned watch is unwatched; the expression stays usable.
    ///
    /// ```swift
    /// PropertyExpression(type: Label.self, propertyName: "label")
    ///     .bind(target: title, property: "label", this: source)
    /// ```
    @discardableResult
    public func bind(target: Object, property: String, this: Object? = nil) -> ExpressionWatch {
        // GTK takes over a reference of the expression: one of its own, as
        // the wrapper keeps the one it holds.
        let watch = gtk_expression_bind(
            cast(retainedPointer()), cast(target.pointer), property, castOptional(this?.pointer))
        return ExpressionWatch(copying: UnsafeMutableRawPointer(watch!))
    }
}
