import GtkHooks

/// A virtualized list: only the rows on screen are made.
struct ListSection: View {
    private static let rows = Array(1...1_000)

    var body: some View {
        GallerySection("List") {
            List(Self.rows, id: \.self) { row in
                Text("Row \(row) of 1,000").alignment(horizontal: .start)
            }
            .frame(height: 120)
        }
    }
}
