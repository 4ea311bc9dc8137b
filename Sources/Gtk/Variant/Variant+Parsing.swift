import CGtk

extension Variant {
    /// Reads a value in GLib's text format (`"uint32 42"`, `"['a', 'b']"`),
    /// of `type` when given; throws GLib's parse error, naming the position.
    ///
    /// ```swift
    /// let strings = try Variant.parse("['a', 'b']")
    /// strings.strings  // ["a", "b"]
    /// ```
    public static func parse(_ text: String, type: VariantType? = nil) throws(GLibError)
        -> Variant
    {
        var error: UnsafeMutablePointer<GError>?
        // The end pointer is not asked for: GLib then fails on trailing text.
        let parsed = g_variant_parse(type?.pointer, text, nil, nil, &error)
        if let error { throw GLibError(taking: error) }
        return Variant(taking: parsed!)
    }
}
