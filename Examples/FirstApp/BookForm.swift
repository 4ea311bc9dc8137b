import GtkHooks

/// The selected book's title and author, each edit written back to the list;
/// a hint when no book is selected.
///
/// An edit changes the list's current book, not the `book` of this render:
/// GTK may report typing in two fields before the view renders again.
struct BookForm: View {
    let book: Book?
    let update: @MainActor (Book.ID, (inout Book) -> Void) -> Void

    var body: some View {
        VStack(spacing: 8) {
            if let book {
                TextField(
                    "Title",
                    text: Binding(
                        get: { book.title },
                        set: { text in update(book.id) { $0.title = text } })
                )
                .accessibilityLabel("Title")
                TextField(
                    "Author",
                    text: Binding(
                        get: { book.author },
                        set: { text in update(book.id) { $0.author = text } })
                )
                .accessibilityLabel("Author")
            } else {
                Text("Select a book to edit it.")
            }
        }
        .expand(horizontally: true, vertically: true)
    }
}
