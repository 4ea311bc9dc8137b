import GtkHooks

/// Panes with a divider to drag: its position is state the label follows.
struct PanesSection: HookView {
    var hookBody: some View {
        let position = useState(160)
        GallerySection("Split view") {
            HSplitView {
                Text("Sidebar").frame(width: 100)
                Text("Content").frame(width: 120)
            }
            .splitPosition(position)
            .frame(height: 60)
            Text("Divider at \(position.wrappedValue)").alignment(horizontal: .start)
        }
    }
}
