import Gtk
import Widgets

/// `Searchable` is a vertical `GtkBox`: a `GtkSearchBar` holding a
/// `GtkSearchEntry`, then a box with the content. The content of the window
/// is the bar's key-capture widget, so typing anywhere in the window opens
/// the bar; Ctrl+F opens it and focuses the field, and Escape (GTK's
/// `stop-search`) closes it, which empties the field. The query is written
/// on the entry's `search-changed`, as `SearchField`'s (G1: no echo).
extension Searchable: GtkAdapter, ToolkitAdapter {
    /// Makes the GTK widget and connects its signals once.
    public func makeInstance(in host: GtkHost) -> GtkInstance {
        let outer = Box(.vertical)
        let content = Box(.vertical)
        content.expandsVertically = true
        let instance = GtkInstance(
            widget: outer, view: self, layout: BoxLayout(box: content, orientation: .vertical))
        let bar = instance.own(SearchBar())
        let entry = instance.own(SearchEntry())
        bar.child = entry
        bar.connectEntry(entry: entry)
        outer.append(bar)
        outer.append(content)
        let parts = SearchableParts(bar: bar, entry: entry)
        instance.storage = parts
        connectEntry(entry, in: instance, current: parts.current) { $0.onSearchChanged($1) }
        bar.onSearchModeEnabledChanged { [handle = instance.handle, weak bar] in
            guard let bar, let binding = handle.instance?.props(Searchable.self)?.isPresented,
                binding.wrappedValue != bar.searchModeEnabled
            else { return }
            binding.wrappedValue = bar.searchModeEnabled
        }
        bar.setShortcut("<Control>f", named: "gtkhooks-search-open") { [weak bar, weak entry] in
            guard let bar, let entry else { return false }
            bar.searchModeEnabled = true
            return entry.grabFocus()
        }
        outer.onMap { [weak outer, weak bar] in
            guard let bar, let content = outer?.windowContent else { return }
            bar.keyCaptureWidget = content
        }
        return instance
    }

    /// Writes the props that differ from `old` (all of them when nil).
    public func apply(to instance: GtkInstance, from old: Searchable?) {
        guard let parts = instance.storage as? SearchableParts else { return }
        applyEntry(to: parts.entry, current: parts.current, from: old)
        // The binding reads live state: compare with what the bar shows.
        if let wanted = isPresented?.wrappedValue, wanted != parts.bar.searchModeEnabled {
            parts.bar.searchModeEnabled = wanted
        }
    }
}

/// What a `Searchable`'s instance keeps: its bar, the bar's field and the
/// text the field shows.
@MainActor final class SearchableParts {
    let bar: SearchBar
    let entry: SearchEntry
    let current = ShownText.Current()

    init(bar: SearchBar, entry: SearchEntry) {
        self.bar = bar
        self.entry = entry
    }
}
