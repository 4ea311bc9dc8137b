import CGtk

extension ListItem {
    /// The list item `object` is, as a ``SignalListItemFactory``'s signals hand
    /// it over (typed as an ``Object``); nil when it is not a `GtkListItem`.
    ///
    /// ```swift
    /// factory.onBind { object in
    ///     guard let item = object.flatMap(ListItem.init(item:)) else { return }
    ///     print(item.position)
    /// }
    /// ```
    public convenience init?(item object: Object) {
        let instance = object.pointer.assumingMemoryBound(to: GTypeInstance.self)
        guard g_type_check_instance_is_a(instance, Self.gType) != 0 else { return nil }
        self.init(object.pointer)
    }
}
