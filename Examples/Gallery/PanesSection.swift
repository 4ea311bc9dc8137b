import GtkHooks

/// Panes with a divider to drag, whose position is state the label follows,
/// and pages under tabs, one per element of a `ForEach`.
struct PanesSection: HookView {
    var hookBody: some View {
        let position = useState(160)
        let tab = useState("Notes")
        GallerySection("Split view and tabs") {
            HSplitView {
                Text("Sidebar").frame(width: 100)
                Text("Content").frame(width: 120)
            }
            .splitPosition(position)
            .frame(height: 60)
            Text("Divider at \(position.wrappedValue)").alignment(horizontal: .start)
            NavigationSplitView {
                Text("Folders").frame(width: 100)
            } detail: {
                Text("Folded away when the window is narrow").frame(width: 120)
            }
            .collapsesBelow(width: 400)
            .sidebarToggleLabel("Folders")
            .frame(height: 40)
            TabView(selection: tab) {
                ForEach(["Notes", "Tasks", "Files"], id: \.self) { title in
                    Text("\(title) page").tabItem(title)
                }
            }
        }
    }
}
