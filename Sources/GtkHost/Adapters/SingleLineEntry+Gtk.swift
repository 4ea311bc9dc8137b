import Gtk
import Widgets

/// What the `TextField` and `SecureField` adapters share. Typing calls
/// `onChange` with the new text, Enter calls `onSubmit`, then the
/// `.onSubmit` actions around the field, then the window's default button; a value from state is
/// written only when it differs from what the field shows, so typing never
/// jumps the cursor (G1).
///
/// The field shows the value as ``ShownText`` says: a NUL as "␀" (an edit
/// keeps the NUL), and a value longer than a `GtkEntry` holds cut and
/// read-only, with a warning; the field never writes a cut value back.
extension SingleLineEntry where Self: GtkAdapter {
    /// An instance showing `entry`, its signals wired to these props: edits
    /// are reported on each `changed`, or on what `reportEdits` connects.
    func makeEntryInstance<E: EditableWidget>(
        _ entry: E,
        reportEdits: (E, @escaping @MainActor () -> Void) -> Void = { $0.onChanged($1) }
    ) -> GtkInstance {
        let instance = GtkInstance(widget: entry, view: self)
        let current = ShownText.Current()
        instance.storage = current
        connectEntry(entry, in: instance, current: current, reportEdits: reportEdits)
        return instance
    }

    /// Wires `entry`, a part of `instance` showing `current`, to these props.
    ///
    /// `reportEdits` connects what reports an edit, Enter calls
    /// `onSubmit`. An edit that leaves the value as it was is not reported,
    /// so a delayed report of a value written from state is no echo (G1).
    func connectEntry<E: EditableWidget>(
        _ entry: E, in instance: GtkInstance, current: ShownText.Current,
        reportEdits: (E, @escaping @MainActor () -> Void) -> Void
    ) {
        reportEdits(entry) { [handle = instance.handle, weak entry, weak current] in
            guard let entry, let current, let props = handle.instance?.props(Self.self) else {
                return
            }
            guard !current.text.isCut else {
                Log.warning(
                    "\(props.entryName): an edit of its cut, read-only text was ignored;"
                        + " the value is unchanged")
                return
            }
            let value = current.text.value(afterEdit: entry.text)
            guard value != current.text.value || entry.text != current.text.shown else { return }
            current.text = ShownText(value, byteLimit: E.maximumTextBytes)
            props.fields.onChange(value)
        }
        entry.onActivate { [handle = instance.handle] in
            handle.instance?.props(Self.self)?.fields.onSubmit?()
            handle.instance?.runSubmitActions()
        }
        // Enter then also clicks the window's `.defaultAction` button.
        switch entry {
        case let entry as Entry: entry.activatesDefault = true
        case let entry as PasswordEntry: entry.activatesDefault = true
        case let entry as SearchEntry: entry.activatesDefault = true
        default: break
        }
    }

    /// Writes the fields that differ from `old` to the `type` in `instance`.
    func applyEntry<E: EditableWidget>(_ type: E.Type, to instance: GtkInstance, from old: Self?) {
        applyEntry(
            to: instance.gtk(type), current: instance.storage as? ShownText.Current, from: old)
    }

    /// Writes the fields that differ from `old` to `entry`, which shows `current`.
    func applyEntry<E: EditableWidget>(
        to entry: E, current: ShownText.Current?, from old: Self?
    ) {
        if fields.placeholder != old?.fields.placeholder {
            entry.placeholder = fields.placeholder
            // Unnamed, AT-SPI reads the entry's GTK type name (`GtkEntry`).
            if modifiers.accessibilityLabel == nil, !fields.placeholder.isEmpty {
                entry.accessibleLabel = fields.placeholder
            }
        }
        guard let current else { return }
        guard old == nil || fields.value != current.text.value else { return }
        let next = ShownText(fields.value, byteLimit: E.maximumTextBytes)
        if next.shown != entry.text { entry.text = next.shown }
        if entry.isEditable == next.isCut { entry.isEditable = !next.isCut }
        if next.isCut { Log.warning(cutWarning) }
        current.text = next
    }

    /// `TextField "Name"`: the widget and its placeholder, for warnings.
    var entryName: String { "\(Self.self) \"\(fields.placeholder)\"" }

    private var cutWarning: String {
        let value = fields.value
        let start =
            Self.self == SecureField.self
            ? "" : " (starting \"\(TextForGtk.replacingNUL(String(value.prefix(20))))\")"
        return "\(entryName): its value of \(value.utf8.count) UTF-8 bytes\(start) is longer"
            + " than the \(Entry.maximumTextBytes) a GtkEntry holds; it is shown cut and"
            + " read-only, and the field never writes it back. Use a TextEditor for long text."
    }
}
