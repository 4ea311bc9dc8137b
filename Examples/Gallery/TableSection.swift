import GtkHooks

/// A sortable table with a multiple selection: only the rows on screen have
/// cells, a header click rewrites the sort order the rows are sorted by, and
/// the selected ids stay selected through sorting.
struct TableSection: HookView {
    private static let rows = (1...1_000).map(GalleryRow.init)

    var hookBody: some View {
        let order = useState([ColumnComparator(\GalleryRow.name)])
        let selected = useState(Set([3, 5]))
        GallerySection("Table") {
            Table(
                Self.rows.sorted(using: order.wrappedValue), selection: selected, sortOrder: order
            ) {
                TableColumn("Name", value: \.name).width(min: 80, ideal: 140)
                TableColumn("Square", value: \.square).width(100)
            }
            .frame(height: 160)
        }
    }
}

/// One row of the gallery's table.
struct GalleryRow: Identifiable {
    let id: Int
    var name: String { "Row \(id)" }
    var square: Int { id * id }
}
