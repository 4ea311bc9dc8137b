import CGtk

/// What a copy or a drag offers: a `GdkContentProvider` of items, each kind
/// in its own GType (a union provider when there are several).
///
/// ```swift
/// let offer = ContentOffer([.swiftValue(todo), .text(todo.title)])
/// offer.items(of: .text)  // [.text("Buy milk")]
/// ```
@MainActor
public final class ContentOffer {
    /// The `GdkContentProvider`, one reference ours.
    let provider: UnsafeMutablePointer<GdkContentProvider>

    /// An offer of `items`, grouped by kind in the order the kinds first appear.
    public init(_ items: [ExchangeItem]) {
        var kinds: [ExchangeKind] = []
        for item in items where !kinds.contains(item.kind) { kinds.append(item.kind) }
        var providers: [UnsafeMutablePointer<GdkContentProvider>?] = kinds.compactMap { kind in
            ExchangeItem.withValue(of: items.filter { $0.kind == kind }) { value in
                value.flatMap { gdk_content_provider_new_for_value($0) }
            }
        }
        // The union takes the providers over (transfer full).
        provider = gdk_content_provider_new_union(&providers, gsize(providers.count))
    }

    /// Takes over a provider reference the caller owns.
    init(adopting provider: UnsafeMutablePointer<GdkContentProvider>) {
        self.provider = provider
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(provider))
    }

    /// The kinds the offer holds, in `order`.
    public func kinds(in order: [ExchangeKind] = ExchangeKind.allCases) -> [ExchangeKind] {
        guard let formats = gdk_content_provider_ref_formats(provider) else { return [] }
        defer { gdk_content_formats_unref(formats) }
        return order.filter { gdk_content_formats_contain_gtype(formats, $0.gtype) != 0 }
    }

    /// Calls `body` with the offer's GValue of `kind`, or nil when it has none.
    func withValue<Result>(of kind: ExchangeKind, _ body: (UnsafePointer<GValue>?) -> Result)
        -> Result
    {
        var value = GValue()
        g_value_init(&value, kind.gtype)
        defer { g_value_unset(&value) }
        var error: UnsafeMutablePointer<GError>?
        guard gdk_content_provider_get_value(provider, &value, &error) != 0 else {
            g_clear_error(&error)
            return body(nil)
        }
        return body(&value)
    }

    /// The items of `kind` the offer holds.
    public func items(of kind: ExchangeKind) -> [ExchangeItem] {
        withValue(of: kind) { value in value.map(ExchangeItem.items(in:)) ?? [] }
    }
}
