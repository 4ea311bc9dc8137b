import Gtk

/// An app's string as a GTK text widget holds it, and the string an edit of
/// the widget makes.
///
/// GTK reads C strings, so a NUL is shown as "␀" (``Gtk/TextForGtk``); a
/// `GtkEntry` holds at most 65,534 bytes, so a longer value is shown cut,
/// ending in "…". Neither may reach the app's state: an edit is spliced into
/// the value, keeping its own characters where the user changed nothing
/// (a NUL stays a NUL), and an edit of a cut text is never written back.
struct ShownText: Equatable {
    /// The app's value.
    let value: String
    /// What the widget holds for it.
    let shown: String
    /// Whether `shown` is only the start of `value` (plus "…").
    let isCut: Bool

    /// `value` as a widget that holds at most `byteLimit` UTF-8 bytes shows it.
    init(_ value: String, byteLimit: Int = .max) {
        self.value = value
        let full = TextForGtk.replacingNUL(value)
        guard full.utf8.count > byteLimit else {
            shown = full
            isCut = false
            return
        }
        var bytes = 0
        var end = full.startIndex
        for index in full.indices {
            let size = full[index].utf8.count
            // Room for the 3 bytes of "…".
            guard bytes + size <= byteLimit - 3 else { break }
            bytes += size
            end = full.index(after: index)
        }
        shown = full[..<end] + "…"
        isCut = true
    }

    /// The value after the user changed ``shown`` into `edited`.
    ///
    /// The start and end that did not change keep the value's own
    /// characters, the changed middle is taken as the widget holds it. Only
    /// for a text that is not cut.
    func value(afterEdit edited: String) -> String {
        guard value != shown else { return edited }
        let before = Array(shown.unicodeScalars)
        let after = Array(edited.unicodeScalars)
        let original = Array(value.unicodeScalars)
        var prefix = 0
        while prefix < before.count, prefix < after.count, before[prefix] == after[prefix] {
            prefix += 1
        }
        var suffix = 0
        while suffix < before.count - prefix, suffix < after.count - prefix,
            before[before.count - 1 - suffix] == after[after.count - 1 - suffix]
        {
            suffix += 1
        }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: original[..<prefix])
        scalars.append(contentsOf: after[prefix..<(after.count - suffix)])
        scalars.append(contentsOf: original[(original.count - suffix)...])
        return String(scalars)
    }

    /// What an adapter keeps in ``GtkInstance/storage``: the text its widget
    /// shows now, updated by every write and every edit.
    @MainActor final class Current {
        var text = ShownText("")
    }
}
