import FoundationEssentials
import GtkHooks

/// The app's windows: one per todo file.
///
/// Files given on the command line,
/// by the file manager or by a second launch (which hands them to this
/// running instance) open in windows of their own; without any, the user's
/// own list opens. Closing a window closes its file; the app quits with the
/// last one.
struct TodoDocuments: HookView {
    let standardFile: TodoFile

    var hookBody: some View {
        let app = useEnvironment(\.app)
        let documents = useState {
            let urls = app?.launches.first?.urls ?? []
            return urls.isEmpty ? [standardFile] : urls.map(TodoFile.init(url:))
        }
        useOnOpen { urls in
            let open = Set(documents.wrappedValue.map(\.url))
            let added = urls.filter { !open.contains($0) }.map(TodoFile.init(url:))
            if !added.isEmpty { documents.wrappedValue += added }
        }
        WindowGroup(documents, id: \.url) { file, isOpen in
            TodoWindow(file: file, isOpen: isOpen, title: title(of: file))
        }
    }

    private func title(of file: TodoFile) -> String {
        file.url == standardFile.url ? "Todos" : file.url.lastPathComponent
    }
}

nonisolated extension TodoFile {
    /// The list kept in the JSON file at `url`.
    init(url: URL) {
        self.url = url
    }
}
