import GtkHooks

/// An alert whose answer comes back through `await`, and the last file the
/// header bar's open button chose.
struct DialogSection: HookView {
    let opened: String

    var hookBody: some View {
        let dialogs = useEnvironment(\.dialogs)
        let answer = useState("No answer yet")

        GallerySection("Dialogs") {
            HStack(spacing: 8) {
                Button("Show alert") {
                    Task {
                        let choice = await dialogs.alert(
                            Alert(
                                "Delete everything?", message: "This cannot be undone.",
                                actions: [.cancel(), .destructive("Delete")]))
                        answer.wrappedValue = choice == 1 ? "Deleted" : "Kept"
                    }
                }
                Text(answer.wrappedValue)
            }
            Text(opened)
        }
    }
}
