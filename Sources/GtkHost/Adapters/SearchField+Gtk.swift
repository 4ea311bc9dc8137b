import Gtk
import Widgets

/// `SearchField` is a `GtkSearchEntry`. Its binding is written on GTK's
/// `search-changed`, which waits `delay` milliseconds after the last key; a
/// value from state is written only when it differs from what the field
/// shows, and GTK's delayed report of it is no edit (G1). Escape (GTK's
/// `stop-search`) clears the field, Enter calls `onSubmit`, Ctrl+F focuses
/// it, and with `capturesTyping` the window's content is GTK's key-capture
/// widget for it, so typing anywhere in the window goes to the field.
extension SearchField: GtkAdapter, ToolkitAdapter {
    /// GTK's own search delay, in milliseconds, used when `delay` is nil.
    static let gtkDefaultDelay = 150

    /// Makes the GTK widget and connects its signals once.
    public func makeInstance(in host: GtkHost) -> GtkInstance {
        let entry = SearchEntry()
        let instance = makeEntryInstance(entry) { $0.onSearchChanged($1) }
        entry.onStopSearch { [weak entry] in
            // Emptied, the entry reports `search-changed` at once: the
            // binding is written through the usual path.
            if let entry, !entry.text.isEmpty { entry.text = "" }
        }
        entry.setShortcut("<Control>f", named: "gtkhooks-search-focus") { [weak entry] in
            entry?.grabFocus() ?? false
        }
        entry.onMap { [handle = instance.handle, weak entry] in
            guard let entry, let props = handle.instance?.props(SearchField.self) else { return }
            props.captureTyping(for: entry)
        }
        return instance
    }

    /// Writes the props that differ from `old` (all of them when nil).
    public func apply(to instance: GtkInstance, from old: SearchField?) {
        applyEntry(SearchEntry.self, to: instance, from: old)
        let entry = instance.gtk(SearchEntry.self)
        if delay != old?.delay { entry.searchDelay = UInt32(clamping: checkedDelay) }
        if let old, capturesTyping != old.capturesTyping { captureTyping(for: entry) }
    }

    /// Makes the content of `entry`'s window its key-capture widget, or
    /// none without `capturesTyping`; nothing before the entry is in a window.
    func captureTyping(for entry: SearchEntry) {
        guard capturesTyping else {
            entry.setKeyCaptureWidget(widget: nil)
            return
        }
        guard let content = entry.windowContent else { return }
        entry.setKeyCaptureWidget(widget: content)
    }

    /// The delay, or GTK's default with a warning when it is negative.
    private var checkedDelay: Int {
        guard let delay else { return Self.gtkDefaultDelay }
        guard delay < 0 else { return delay }
        Log.warning(
            "\(entryName): a delay of \(delay) ms is negative; GTK's default of"
                + " \(Self.gtkDefaultDelay) ms is used. Pass 0 to report every key at once.")
        return Self.gtkDefaultDelay
    }
}

extension Gtk.Widget {
    /// The child of the window the widget is in: what a key-capture widget
    /// covers so that typing anywhere in the window reaches a search field.
    var windowContent: Gtk.Widget? {
        var top: Gtk.Widget = self
        while let parent = top.parent { top = parent }
        return (top as? Gtk.Window)?.child
    }
}
