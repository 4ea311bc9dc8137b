import GtkHooks

/// Tags that flow into as many lines as the width needs; one is selected by id.
struct FlowGridSection: HookView {
    private static let tags = [
        "Swift", "GTK", "Hooks", "Debian", "Cairo", "Pango", "GLib", "Linux",
    ]

    var hookBody: some View {
        let selected = useState(String?.some("Hooks"))
        GallerySection("Flow grid") {
            FlowGrid(Self.tags, id: \.self, selection: selected) { Text($0).padding(4) }
            Text("Selected: \(selected.wrappedValue ?? "none")").alignment(horizontal: .start)
        }
    }
}
