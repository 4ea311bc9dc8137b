import GtkHooks

/// Layout: a grid, an overlay, spacers, and theme icons.
struct LayoutSection: View {
    var body: some View {
        GallerySection("Layout and images") {
            Grid(rowSpacing: 4, columnSpacing: 12) {
                GridRow {
                    Text("Grid")
                    Text("aligns")
                    Text("columns")
                }
                GridRow {
                    Text("1")
                    Text("2")
                    Text("3")
                }
            }
            ZStack {
                Text("").frame(height: 40).background(Color(red: 0.21, green: 0.52, blue: 0.89))
                Text("ZStack overlays views").foregroundColor(.white)
            }
            HStack(spacing: 8) {
                Image(iconName: "folder-symbolic", pixelSize: 24)
                Image(iconName: "starred-symbolic", pixelSize: 24)
                Image(iconName: "user-home-symbolic", pixelSize: 24)
                Spacer()
                Text("Spacer pushes this to the end")
            }
        }
    }
}
