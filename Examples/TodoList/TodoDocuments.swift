import FoundationEssentials
import GtkHooks

/// The app's windows: one per todo file.
///
/// Files given on the command line,
/// by the file manager or by a second launch (which hands them to this
/// running instance) open in windows of their own; without any, the user's
/// own list opens. A file is open once: asking for an open file again, by
/// whatever path (a symbolic link, a hard link), opens no second window
/// that would save over the first one's edits. Closing a window closes its
/// file; the app quits with the last one.
struct TodoDocuments: HookView {
    let standardFile: TodoFile

    var hookBody: some View {
        let app = useEnvironment(\.app)
        let documents = useState {
            let urls = app?.launches.first?.urls ?? []
            return urls.isEmpty ? [standardFile] : TodoFile.opening(urls, in: []).files
        }
        // How often each open file was asked for again: its window comes forward.
        let raises = useState([URL: Int]())
        // The first launch made the initial windows; it still comes here.
        let firstLaunch = useRef(app?.launches.first)
        useOnLaunch { launch in
            defer { firstLaunch.current = nil }
            guard launch != firstLaunch.current, !launch.urls.isEmpty else { return }
            let opening = TodoFile.opening(launch.urls, in: documents.wrappedValue)
            if opening.files.count != documents.wrappedValue.count {
                documents.wrappedValue = opening.files
            }
            for url in opening.reopened { raises.wrappedValue[url, default: 0] += 1 }
        }
        WindowGroup(documents, id: \.url) { file, isOpen in
            TodoWindow(
                file: file, isOpen: isOpen, title: title(of: file),
                raiseRequest: raises.wrappedValue[file.url] ?? 0)
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

nonisolated extension TodoFile {
    /// Which file this is: its device and inode once it exists (so links
    /// to one file are one file), else the bytes of its path.
    enum Identity: Hashable {
        case file(device: UInt64, inode: UInt64)
        case path([UInt8])
    }

    /// This file's identity now.
    var identity: Identity {
        let path = BytePath(url)
        guard let status = path.status() else { return .path(path.bytes) }
        return .file(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
    }

    /// `files` and then the files of `urls` that are neither among them nor
    /// earlier in `urls`; `reopened`, the URLs (as in `files`) of the open
    /// files that `urls` asked for again.
    static func opening(
        _ urls: [URL], in files: [TodoFile]
    ) -> (files: [TodoFile], reopened: [URL]) {
        var open: [Identity: URL] = [:]
        for file in files { open[file.identity] = file.url }
        var result = files
        var reopened: [URL] = []
        for file in urls.map(TodoFile.init(url:)) {
            let identity = file.identity
            if let url = open[identity] {
                if files.contains(where: { $0.url == url }) { reopened.append(url) }
            } else {
                open[identity] = file.url
                result.append(file)
            }
        }
        return (result, reopened)
    }
}
