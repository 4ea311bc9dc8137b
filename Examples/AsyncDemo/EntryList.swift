import GtkHooks

/// The entries of a directory in a virtualized list, folders marked by their icon.
struct EntryList: View {
    let entries: [DirectoryEntry]

    var body: some View {
        if entries.isEmpty {
            Text("This folder is empty.")
        } else {
            List(entries, id: \.fileName) { entry in
                HStack(spacing: 8) {
                    Image(iconName: entry.iconName)
                    Text(entry.name)
                }
            }
            .expand(horizontally: true, vertically: true)
        }
    }
}
