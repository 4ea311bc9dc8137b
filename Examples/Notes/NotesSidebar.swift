import GtkHooks

/// The search field over the list of the notes it matches (typing anywhere
/// in the window that no other field takes goes to it); the list's selection
/// is the app's.
struct NotesSidebar: View {
    let store: NotesStore

    var body: some View {
        VStack(spacing: 8) {
            SearchField("Search", text: store.query)
                .accessibilityLabel("Search")
            List(store.state.visibleNotes, selection: store.selection) { note in
                NoteRow(note: note)
            }
            .accessibilityLabel("Notes")
            .expand(horizontally: false, vertically: true)
        }
        .frame(width: 240)
    }
}
