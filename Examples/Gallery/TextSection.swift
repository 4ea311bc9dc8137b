import GtkHooks

/// Labels: plain text (never markup), markup on request, fonts and colors.
struct TextSection: View {
    var body: some View {
        GallerySection("Text") {
            Text("Plain text shows <b>tags</b> literally")
            Text(markup: "Markup: <b>bold</b>, <i>italic</i> and <tt>monospace</tt>")
            HStack(spacing: 12) {
                Text("Large").fontSize(18)
                Text("Semibold").fontWeight(.semibold)
                Text("Blue").foregroundColor(Color(red: 0.21, green: 0.52, blue: 0.89))
                Text("Destructive").foregroundColor(Color(.destructive))
            }
        }
    }
}
