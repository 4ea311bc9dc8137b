import FoundationEssentials
import GtkHooks

/// What can be dropped on the list: text (one todo per line) or text files
/// (one todo per line of each).
nonisolated enum DroppedTodos: Transferable {
    case text(String)
    case file(URL)

    static var transferKinds: [TransferKind] { [.file, .text] }

    var transferItems: [TransferItem] {
        switch self {
        case .text(let text): [.text(text)]
        case .file(let url): [.file(url)]
        }
    }

    init?(transferItem: TransferItem) {
        switch transferItem {
        case .text(let text): self = .text(text)
        case .file(let url): self = .file(url)
        default: return nil
        }
    }

    /// Adds the todos it holds to `transfer`.
    ///
    /// Those are the lines of the text, or of the file when it is a regular
    /// file of at most 1 MiB (a FIFO would block). A file is not read, and
    /// is counted as unread, once `transfer` is full or `filesRead` reached
    /// `TodoTransfer.maximumFiles`.
    func add(to transfer: inout TodoTransfer, filesRead: inout Int) {
        switch self {
        case .text(let text):
            transfer.appendLines(of: text)
        case .file(let url):
            guard !transfer.isFull, filesRead < TodoTransfer.maximumFiles else {
                transfer.unreadFiles += 1
                return
            }
            filesRead += 1
            let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
            guard attributes?[.type] as? FileAttributeType == .typeRegular,
                fileSize(attributes?[.size]) <= 1 << 20,
                let text = try? String(contentsOf: url, encoding: .utf8)
            else { return }
            transfer.appendLines(of: text)
        }
    }
}

nonisolated extension TodoTransfer {
    /// The todos of everything dropped at once, bounded.
    init(dropped: [DroppedTodos]) {
        self.init()
        var filesRead = 0
        for item in dropped {
            item.add(to: &self, filesRead: &filesRead)
        }
    }
}

/// Its content takes text and files dropped on it as new todos, as many as
/// a `TodoTransfer` takes, and says so while a drag is over it.
struct TodoDropZone<Content: View>: HookView {
    @ViewBuilder let content: () -> Content

    var hookBody: some View {
        let store = useContext(TodoStoreContext.self)
        let isTargeted = useState(false)

        VStack(spacing: 4) {
            if isTargeted.wrappedValue {
                Text("Drop to add todos").cssClass("dim-label")
            }
            content()
        }
        .expand(horizontally: true, vertically: true)
        .dropDestination(for: DroppedTodos.self) { dropped in
            let transfer = TodoTransfer(dropped: dropped)
            store.dispatch(.insert(transfer))
            return !transfer.todos.isEmpty
        } isTargeted: {
            isTargeted.wrappedValue = $0
        }
    }
}

extension View {
    /// Lets the user drag `todo` to another row, which it then takes the
    /// place of, or to another app as its title.
    func reorderable(_ todo: Todo, in store: TodoStore) -> some View {
        draggable(todo)
            .dropDestination(for: Todo.self) { dropped in
                guard let moved = dropped.first, moved.id != todo.id else { return false }
                store.dispatch(.move(moved.id, onto: todo.id))
                return true
            }
    }
}

/// The byte count of a file's `.size` attribute; `Int.max` when there is none.
///
/// The attribute is an unsigned integer, or an `NSNumber` (which casts to
/// `Int`) where full Foundation is linked, as in the tests.
private nonisolated func fileSize(_ attribute: Any?) -> Int {
    (attribute as? any BinaryInteger).map { Int(clamping: $0) } ?? attribute as? Int ?? .max
}
