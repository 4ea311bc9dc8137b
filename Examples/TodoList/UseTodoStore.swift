import GtkHooks

/// The app's custom hook: loads the list once, keeps it in a `useReducer`,
/// and saves it after every change that reaches the screen.
///
/// Returns the store to provide, what to tell the user about the file (a
/// load problem, or the last save error) and whether the last change is not
/// saved (a save failed, or the file could not be read and is not saved
/// over), read when called.
func useTodoStore(file: TodoFile) -> (
    store: TodoStore, notice: String?, isUnsaved: @MainActor () -> Bool
) {
    let load = useMemo(.once) { file.load() }
    let (state, dispatch) = useReducer(todoReducer, initialState: TodoState(todos: load.todos))
    let saveError = useState(String?.none)
    let savedTodos = useRef(load.todos)

    useEffect(.preserved(by: state.todos)) {
        guard load.allowsSaving, state.todos != savedTodos.current else { return nil }
        do {
            try file.save(state.todos)
            savedTodos.current = state.todos
            saveError.wrappedValue = nil
        } catch {
            saveError.wrappedValue = "The list could not be saved: \(TodoFile.reason(for: error))"
        }
        return nil
    }

    let store = TodoStore(state: state, dispatch: dispatch)
    // Asked when the window closes, after the last change's save ran.
    let isUnsaved: @MainActor () -> Bool = { state.todos != savedTodos.current }
    return (store, saveError.wrappedValue ?? load.notice, isUnsaved)
}
