import GtkHooks

/// The reading list and the ways to change it, as `useBooks` returns them.
struct BookStore {
    /// The books of the latest render.
    var books: [Book]
    /// The selected book's id, for the list.
    var selection: Binding<Book.ID?>
    /// Adds an untitled book and selects it.
    var add: @MainActor () -> Void
    /// Applies `change` to the current value of the book with this id.
    var update: @MainActor (Book.ID, _ change: (inout Book) -> Void) -> Void
    /// Writes the list to the file; the status says how it went.
    var save: @MainActor () -> Void
    /// What the last save or load did, for the window's footer.
    var status: String
}

/// The app's custom hook: the books loaded from `file` on the first render,
/// the selection, and saving.
func useBooks(file: BookFile) -> BookStore {
    let books = useState { (try? file.load()) ?? [] }
    let selection = useState(nil as Book.ID?)
    let status = useState("")

    return BookStore(
        books: books.wrappedValue,
        selection: selection,
        add: {
            let id = (books.wrappedValue.map(\.id).max() ?? 0) + 1
            books.wrappedValue.append(Book(id: id, title: "Untitled", author: ""))
            selection.wrappedValue = id
        },
        update: { id, change in
            guard let index = books.wrappedValue.firstIndex(where: { $0.id == id }) else { return }
            change(&books.wrappedValue[index])
        },
        save: {
            do {
                try file.save(books.wrappedValue)
                status.wrappedValue = "Saved to \(file.url.lastPathComponent)"
            } catch {
                status.wrappedValue = "Could not save: \(error)"
            }
        },
        status: status.wrappedValue)
}
