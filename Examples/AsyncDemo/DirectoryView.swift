import GtkHooks

/// The listing of one directory: `useAsync` loads it when the view mounts,
/// `useAsyncPerform` loads it again behind the Reload button.
///
/// The parent keys this view by its path (`.id(path)`), so a new path
/// unmounts it: the running load is cancelled and its late result dropped,
/// and the new directory starts with fresh state.
struct DirectoryView: HookView {
    /// The directory's path as the file system takes it.
    let path: [UInt8]

    var hookBody: some View {
        let loaded = useAsync(.once) { try await listDirectory(at: path) }
        let (reloaded, reload) = useAsyncPerform { try await listDirectory(at: path) }
        let phase = reloaded.isPending ? loaded : reloaded

        VStack(spacing: 8) {
            HStack(spacing: 8) {
                Text(shownPath(path)).expand().alignment(horizontal: .start)
                Button(iconName: "view-refresh-symbolic") { Task { await reload() } }
                    .accessibilityLabel("Reload")
                    .disabled(phase.isRunning)
            }
            switch phase {
            case .pending, .running:
                ProgressView().accessibilityLabel("Loading")
            case .success(let entries):
                EntryList(entries: entries)
            case .failure(let error):
                ErrorView(message: "\(error)")
            }
        }
    }
}
