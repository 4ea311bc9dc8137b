import GtkHooks

/// Labels: plain text (never markup), styled runs, fonts and colors.
struct TextSection: View {
    var body: some View {
        GallerySection("Text") {
            Text("Plain text shows <b>tags</b> literally")
            Text("Runs: ") + Text("bold").bold() + Text(", ") + Text("italic").italic()
                + Text(" and ") + Text("monospaced").monospaced()
            HStack(spacing: 12) {
                Text("Large").fontSize(18)
                Text("Semibold").fontWeight(.semibold)
                Text("Blue").foregroundColor(Color(red: 0.21, green: 0.52, blue: 0.89))
                Text("Destructive").foregroundColor(Color(.destructive))
            }
        }
    }
}
