import GtkHooks

/// The whole app: the toolbar, then the list beside the editor (the list
/// folds away when the window is narrow) or the table.
///
/// The `ScrollViewReader` holds both, so the New note button can scroll the
/// list (or the table) to the note it adds.
struct NotesView: HookView {
    /// The notes the app starts with.
    var initialState = NotesState.sample

    var hookBody: some View {
        let store = useNotes(initialState)
        // Here rather than in the table, so the order survives showing the list.
        let order = useState([ColumnComparator(\Note.modified, order: .descending)])
        // Here, so the toolbar's New note can move the focus into the editor.
        let focus = useFocusState(NotesField?.self)

        ScrollViewReader { proxy in
            VStack(spacing: 12) {
                NotesToolbar(store: store, proxy: proxy, focus: focus)
                switch store.state.layout {
                case .list:
                    NavigationSplitView {
                        NotesSidebar(store: store)
                    } detail: {
                        NoteEditor(
                            note: store.state.selectedNote, dispatch: store.dispatch, focus: focus)
                    }
                    .sidebarToggleLabel("Show the notes")
                case .table:
                    NotesTable(store: store, order: order)
                }
            }
            .padding(12)
        }
    }
}
