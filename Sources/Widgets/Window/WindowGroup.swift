import Hooks
import Reconciler

/// One window per document of a list: a window a person closes removes its
/// document from the list, and adding a document opens a window.
///
/// ```swift
/// let documents = useState([URL]())
/// WindowGroup(documents, id: \.self) { url in
///     Window(url.lastPathComponent) { EditorView(url: url) }
/// }
/// ```
public struct WindowGroup<Document, ID: Hashable>: View {
    let documents: Binding<[Document]>
    let id: KeyPath<Document, ID>
    let content: (Document) -> Window

    /// A window for each element of `documents`, keyed by its value at `id`.
    public init(
        _ documents: Binding<[Document]>, id: KeyPath<Document, ID>,
        content: @escaping (Document) -> Window
    ) {
        self.documents = documents
        self.id = id
        self.content = content
    }

    /// The windows.
    public var body: some View {
        let documents = documents
        let id = id
        ForEach(documents.wrappedValue, id: id) { document in
            let key = document[keyPath: id]
            content(document).onClose {
                documents.wrappedValue.removeAll { $0[keyPath: id] == key }
            }
        }
    }
}
