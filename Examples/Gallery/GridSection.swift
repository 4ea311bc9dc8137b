import GtkHooks

/// A virtualized grid: only the cells on screen are made, as many columns
/// of at least 96 pixels as fit, cells selected by id.
struct GridSection: HookView {
    private static let cells = Array(1...10_000)

    var hookBody: some View {
        let selected = useState(Set<Int>())
        GallerySection("Lazy grid") {
            LazyVGrid(Self.cells, id: \.self, columns: .adaptive(minimum: 96), selection: selected)
            {
                Text("Cell \($0)").padding(8)
            }
            .frame(height: 120)
        }
    }
}
