import CGtk

extension Object {
    /// This object seen as the generated class `type`: itself when it is
    /// one already, else a new wrapper of the same GObject (holding a
    /// reference of its own), or nil when the GObject is not an instance of
    /// `type`'s GType.
    ///
    /// For what GTK hands back typed as a base class: a list model's item or
    /// a selection's `selectedItem` comes back as an ``Object``, and
    /// `item.wrapped(as: StringObject.self)?.string` reads it. `type` is
    /// ``Object`` or a generated class that is not a widget (a widget's
    /// wrapper comes from ``Widget/wrapping(_:)``); another class stops the
    /// program, as a programmer's error.
    public func wrapped<Wrapped: Object>(as type: Wrapped.Type) -> Wrapped? {
        if let same = self as? Wrapped { return same }
        return itemWrapper(type)(pointer)
    }
}
