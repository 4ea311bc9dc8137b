import GtkHooks

/// A path entry with Open, the directory's listing, and a progress bar.
///
/// Opening another path remounts the listing and the progress (each is keyed
/// by the path, with a prefix of its own since keys must differ among
/// siblings), which cancels whatever they were still doing.
///
/// A path is bytes (`initialPath` may not be UTF-8, as a command line gives
/// it); the entry shows it with U+FFFD for such bytes, and opening the text
/// shown keeps the path's own bytes, while an edited path is the text typed.
struct AsyncDemoView: HookView {
    let initialPath: [UInt8]

    var hookBody: some View {
        let path = useState(initialPath)
        let draft = useState(shownPath(initialPath))
        let open: @MainActor () -> Void = {
            if draft.wrappedValue != shownPath(path.wrappedValue) {
                path.wrappedValue = Array(draft.wrappedValue.utf8)
            }
        }

        VStack(spacing: 12) {
            HStack(spacing: 8) {
                TextField("Path", text: draft, onSubmit: open)
                    .expand()
                    .accessibilityLabel("Path")
                Button("Open", action: open)
            }
            DirectoryView(path: path.wrappedValue)
                .id([Array("listing".utf8), path.wrappedValue])
                .expand(horizontally: true, vertically: true)
            Divider()
            ReadProgressView(path: path.wrappedValue)
                .id([Array("progress".utf8), path.wrappedValue])
        }
        .padding(16)
    }
}

/// The path `bytes` as text to show: UTF-8, a byte that is not shown as U+FFFD.
nonisolated func shownPath(_ bytes: [UInt8]) -> String {
    String(decoding: bytes, as: UTF8.self)
}
