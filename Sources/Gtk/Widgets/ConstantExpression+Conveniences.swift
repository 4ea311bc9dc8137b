import CGtk

extension ConstantExpression {
    /// An expression whose value is always `value`: a string, a boolean or
    /// a number (`gtk_constant_expression_new_for_value`).
    public convenience init<Value: ExpressionValue>(_ value: Value) {
        var gValue = GValue()
        g_value_init(&gValue, Value.expressionValueType)
        withUnsafeMutablePointer(to: &gValue) { value.store(in: ExpressionValueSlot(value: $0)) }
        let made = gtk_constant_expression_new_for_value(&gValue)
        g_value_unset(&gValue)
        self.init(adopting: rawPointer(made)!)
    }

    /// An expression whose value is always `object`, which it keeps alive
    /// with a reference of its own until it is finalized (unlike an
    /// ``ObjectExpression``, which holds its object weakly).
    public convenience init(object: Object) {
        var gValue = GValue()
        g_value_init(&gValue, instanceType(object.pointer))
        g_value_set_object(&gValue, object.pointer)
        let made = gtk_constant_expression_new_for_value(&gValue)
        g_value_unset(&gValue)
        self.init(adopting: rawPointer(made)!)
    }
}
