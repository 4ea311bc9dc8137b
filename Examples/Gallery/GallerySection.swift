import GtkHooks

/// A titled group of the gallery, with a divider above it.
struct GallerySection<Content: View>: View {
    let title: String
    let content: Content

    init(_ title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = content()
    }

    var body: some View {
        VStack(spacing: 8) {
            Divider()
            Text(title).fontWeight(.bold).fontSize(14).alignment(horizontal: .start)
            content
        }
    }
}
