import GtkHooks

/// A virtualized list: only the rows on screen are made.
///
/// Rows are selected by id (Ctrl and Shift clicks, Ctrl+A select several).
struct ListSection: HookView {
    private static let rows = Array(1...1_000)

    var hookBody: some View {
        let selected = useState(Set<Int>())
        GallerySection("List") {
            List(Self.rows, id: \.self, selection: selected) { row in
                Text("Row \(row) of 1,000").alignment(horizontal: .start)
            }
            .frame(height: 120)
        }
    }
}
