import ExtraWidgets
import Gtk
import GtkHooks

/// The window content: the departure day on a calendar, the packing list,
/// and a note field shown inline with `NativeView`, focused through its ref.
struct TripPlannerView: HookView {
    var hookBody: some View {
        let departure = useState(CalendarDate(year: 2026, month: 7, day: 18))
        let note = useState("")
        let noteField = useRef(nil as Entry?)
        VStack(spacing: 12) {
            Text("Departure: \(departure.wrappedValue)").fontWeight(.bold)
            MonthCalendar(selection: departure).accessibilityLabel("Departure")
            PackingList()
            HStack(spacing: 6) {
                NativeView(text: note.wrappedValue, ref: noteField, coordinator: NoteEvents()) {
                    events in
                    let entry = Entry()
                    entry.placeholder = "A note for the trip"
                    entry.expandsHorizontally = true
                    entry.onChanged { [weak entry] in events.onEdit(entry?.text ?? "") }
                    return entry
                } update: { entry, events in
                    events.onEdit = { note.wrappedValue = $0 }
                    if entry.text != note.wrappedValue { entry.text = note.wrappedValue }
                }
                .accessibilityLabel("Note")
                Button("Edit note") { _ = noteField.current?.grabFocus() }
            }
        }
        .padding(24)
    }
}

/// The note field's coordinator: the handler its `changed` signal calls,
/// swapped on every render so it writes the latest state.
final class NoteEvents {
    var onEdit: (String) -> Void = { _ in }
}
