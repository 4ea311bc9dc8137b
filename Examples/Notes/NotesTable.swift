import GtkHooks

/// Every note in a table, sorted by the header clicked last; its selection
/// is the app's, and activating a row opens the note in the editor.
struct NotesTable: View {
    let store: NotesStore
    /// The sort order, rewritten by header clicks.
    let order: Binding<[ColumnComparator<Note>]>

    var body: some View {
        Table(
            store.state.notes.sorted(using: order.wrappedValue),
            selection: store.selection, sortOrder: order
        ) {
            TableColumn("Title", value: \.sortTitle) { note in
                Text(note.displayTitle).alignment(horizontal: .start)
            }
            TableColumn("Modified", value: \.modified) { note in
                Text(note.modifiedText).alignment(horizontal: .start)
            }
        }
        .onActivate { (id: Note.ID) in store.dispatch(.open(id)) }
        .accessibilityLabel("All notes")
        .expand(horizontally: true, vertically: true)
    }
}

extension Note {
    /// The shown title in lower case, so the table sorts titles ignoring case.
    var sortTitle: String { displayTitle.lowercased() }
}
