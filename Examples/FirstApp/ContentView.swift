import GtkHooks

/// The window's content: the list of books beside the form editing the
/// selected one, and the buttons that add a book and save the list.
struct ContentView: HookView {
    /// The file the list is loaded from and saved to.
    let file: BookFile

    var hookBody: some View {
        let store = useBooks(file: file)
        let selected = store.books.first { $0.id == store.selection.wrappedValue }

        VStack(spacing: 12) {
            HStack(spacing: 12) {
                List(store.books, selection: store.selection) { book in
                    Text(book.title)
                }
                .accessibilityLabel("Books")
                .frame(width: 220)
                BookForm(book: selected, update: store.update)
            }
            .expand(horizontally: true, vertically: true)
            HStack(spacing: 8) {
                Button("Add book") { store.add() }
                    .accessibilityLabel("Add book")
                Button("Save") { store.save() }
                    .accessibilityLabel("Save")
                Text(store.status)
            }
        }
        .padding(16)
    }
}
