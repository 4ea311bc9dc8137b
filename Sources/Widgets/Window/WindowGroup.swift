import Hooks
import Reconciler

/// One window per document of a list: adding a document opens a window, and
/// a window a person closes removes its document from the list.
///
/// `content` gets the document and an `isOpen` binding for its `Window`:
/// writing false (as closing the window does) removes the document.
///
/// ```swift
/// let documents = useState([URL]())
/// WindowGroup(documents, id: \.self) { url, isOpen in
///     Window(url.lastPathComponent, isPresented: isOpen) { EditorView(url: url) }
/// }
/// ```
public struct WindowGroup<Document, ID: Hashable, Content: View>: View {
    let documents: Binding<[Document]>
    let id: KeyPath<Document, ID>
    let content: (Document, Binding<Bool>) -> Content

    /// A window for each element of `documents`, keyed by its value at `id`.
    public init(
        _ documents: Binding<[Document]>, id: KeyPath<Document, ID>,
        @ViewBuilder content: @escaping (Document, Binding<Bool>) -> Content
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
            let isOpen = Binding(
                get: { documents.wrappedValue.contains { $0[keyPath: id] == key } },
                set: { open in
                    if !open { documents.wrappedValue.removeAll { $0[keyPath: id] == key } }
                })
            content(document, isOpen)
        }
    }
}
