import GtkHooks

/// A path entry with Open, the directory's listing, and a progress bar.
///
/// Opening another path remounts the listing and the progress (each is keyed
/// by the path, with a prefix of its own since keys must differ among
/// siblings), which cancels whatever they were still doing.
struct AsyncDemoView: HookView {
    let initialPath: String

    var hookBody: some View {
        let path = useState(initialPath)
        let draft = useState(initialPath)
        let open: @MainActor () -> Void = { path.wrappedValue = draft.wrappedValue }

        VStack(spacing: 12) {
            HStack(spacing: 8) {
                TextField("Path", text: draft, onSubmit: open)
                    .expand()
                    .accessibilityLabel("Path")
                Button("Open", action: open)
            }
            DirectoryView(path: path.wrappedValue)
                .id("listing \(path.wrappedValue)")
                .expand(horizontally: true, vertically: true)
            Divider()
            ReadProgressView(path: path.wrappedValue)
                .id("progress \(path.wrappedValue)")
        }
        .padding(16)
    }
}
