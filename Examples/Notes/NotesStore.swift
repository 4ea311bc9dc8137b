import FoundationEssentials
import GtkHooks

/// The notes and the way to change them, as `useNotes` returns them.
///
/// ```swift
/// let store = useNotes()
/// Button("New note") { store.dispatch(.add(at: Date())) }
/// ```
struct NotesStore {
    /// The state of the latest render.
    let state: NotesState
    /// Applies an action; the views render again with the new state.
    let dispatch: @MainActor (NotesAction) -> Void

    /// The selected note's id, for a `List` or `Table`: selecting a row
    /// dispatches `.select`.
    var selection: Binding<Note.ID?> {
        let state = state
        let dispatch = dispatch
        return Binding(get: { state.selection }, set: { dispatch(.select($0)) })
    }

    /// The search text, for a `SearchField`: typing dispatches `.search`.
    var query: Binding<String> {
        let state = state
        let dispatch = dispatch
        return Binding(get: { state.query }, set: { dispatch(.search($0)) })
    }
}

/// The app's custom hook: the notes in a `useReducer`, starting from
/// `initialState` on the first render.
func useNotes(_ initialState: NotesState = .sample) -> NotesStore {
    let (state, dispatch) = useReducer(notesReducer, initialState: initialState)
    return NotesStore(state: state, dispatch: { dispatch($0) })
}
