import GtkHooks

/// Buttons choosing which todos are shown, with Ctrl+1, Ctrl+2 and Ctrl+3.
struct FilterBar: HookView {
    var hookBody: some View {
        let store = useContext(TodoStoreContext.self)

        HStack(spacing: 4) {
            for (index, filter) in TodoFilter.allCases.enumerated() {
                Button(filter.rawValue) { store.dispatch(.setFilter(filter)) }
                    .keyboardShortcut(KeyEquivalent(Character("\(index + 1)")))
                    .cssClass("suggested-action", when: store.state.filter == filter)
            }
        }
    }
}
