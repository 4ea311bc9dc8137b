import FoundationEssentials
import GtkHooks

/// New note (Ctrl+N, which also moves the focus into the new note's title),
/// Delete (Ctrl+Delete), and the List and Table buttons
/// that switch the view (the toolkit has no tab view: the shown one is
/// highlighted).
struct NotesToolbar: View {
    let store: NotesStore
    /// Scrolls the list or table to a new note.
    let proxy: ScrollViewProxy
    /// Moved into the new note's title.
    let focus: FocusState<NotesField?>

    var body: some View {
        HStack(spacing: 8) {
            Button("New note") {
                let id = store.state.nextID
                store.dispatch(.add(at: Date()))
                // The row is not rendered yet: the proxy scrolls once it is.
                proxy.scrollTo(id)
                focus.wrappedValue = .title
            }
            .keyboardShortcut(KeyboardShortcut("n"))
            Button("Delete") { store.dispatch(.deleteSelected) }
                .keyboardShortcut(KeyboardShortcut(.deleteForward))
                .disabled(store.state.selection == nil)
            Spacer()
            ForEach(NotesLayout.allCases, id: \.self) { layout in
                Button(layout.rawValue) { store.dispatch(.show(layout)) }
                    .cssClass("suggested-action", when: store.state.layout == layout)
            }
        }
    }
}
