import Widgets

/// The names of the visible properties that differ between two values of the
/// same widget type.
///
/// Closures, child elements and a table's `RowsVersion` (how it tells its
/// rows changed, seen in their cells) are not visible props;
/// `WidgetModifiers` and `EntryFields` fields are compared one by one.
func changedProperties(from old: Any, to new: Any) -> [String] {
    var changed: [String] = []
    let oldFields = Mirror(reflecting: old).children
    let newFields = Mirror(reflecting: new).children
    for (oldField, newField) in zip(oldFields, newFields) {
        guard let name = oldField.label, !(oldField.value is RowsVersion) else { continue }
        if let modifiers = oldField.value as? WidgetModifiers {
            if modifiers != newField.value as? WidgetModifiers {
                changed += changedProperties(from: oldField.value, to: newField.value)
            }
        } else if oldField.value is EntryFields {
            changed += changedProperties(from: oldField.value, to: newField.value)
        } else if let value = oldField.value as? any Equatable,
            !isEqual(value, newField.value)
        {
            changed.append(name)
        }
    }
    return changed
}

private func isEqual<T: Equatable>(_ old: T, _ new: Any) -> Bool {
    (new as? T) == old
}
