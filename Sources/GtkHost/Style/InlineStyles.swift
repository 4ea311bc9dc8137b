import Gtk

/// The providers of the inline styles in use, one per distinct style,
/// counted by the widgets that show it and dropped when the last one stops.
///
/// Attaching is `gtk_style_context_add_provider` on the widget's own style
/// context (deprecated in GTK 4.10, current in 4.8): GTK restyles that widget
/// alone. No style sheet grows with the values an app has used.
@MainActor final class InlineStyles {
    private struct Entry {
        let provider: CSSProvider
        var uses: Int
    }

    private var entries: [InlineStyle: Entry] = [:]

    /// How many distinct inline styles are in use, each with its provider.
    var count: Int { entries.count }

    /// How many providers were made since the app started.
    private(set) var providersMade = 0

    /// Styles `widget` with `style`, making its provider if no widget uses it yet.
    func attach(_ style: InlineStyle, to widget: Gtk.Widget) {
        if entries[style] != nil {
            entries[style]!.uses += 1
        } else {
            let provider = CSSProvider()
            load(style, into: provider)
            entries[style] = Entry(provider: provider, uses: 1)
            providersMade += 1
        }
        entries[style]!.provider.attach(to: widget)
    }

    /// Styles `widget` with `new` instead of `old`.
    ///
    /// When the widget was the only one with `old` and no widget has `new`
    /// yet, its provider is reloaded in place: a color animation costs one
    /// small parse per frame.
    func replace(_ old: InlineStyle?, with new: InlineStyle?, on widget: Gtk.Widget) {
        guard old != new else { return }
        if let old, let new, entries[new] == nil, let entry = entries[old], entry.uses == 1 {
            entries[old] = nil
            load(new, into: entry.provider)
            entries[new] = entry
            return
        }
        if let new { attach(new, to: widget) }
        if let old { detach(old, from: widget) }
    }

    /// Stops styling `widget` with `style`; the provider goes with its last use.
    func detach(_ style: InlineStyle, from widget: Gtk.Widget) {
        guard let entry = entries[style] else { return }
        entry.provider.detach(from: widget)
        if entry.uses <= 1 {
            entries[style] = nil
        } else {
            entries[style]!.uses -= 1
        }
    }

    private func load(_ style: InlineStyle, into provider: CSSProvider) {
        // Every value was checked; a problem here is a GtkHost bug.
        for problem in provider.load(style.css) {
            Log.warning("invalid generated CSS \(style.css): \(problem)")
        }
    }
}
