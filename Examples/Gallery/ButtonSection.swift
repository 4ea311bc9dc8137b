import GtkHooks

/// Buttons with a title, an icon or custom content, and a link.
struct ButtonSection: HookView {
    var hookBody: some View {
        let clicks = useState(0)

        GallerySection("Buttons") {
            HStack(spacing: 8) {
                Button("Clicked \(clicks.wrappedValue) times") { clicks.wrappedValue += 1 }
                Button(iconName: "list-add-symbolic") { clicks.wrappedValue += 1 }
                    .accessibilityLabel("Add one")
                Button(action: { clicks.wrappedValue = 0 }) {
                    HStack(spacing: 4) {
                        Image(iconName: "edit-clear-symbolic")
                        Text("Reset")
                    }
                }
                .cssClass("destructive-action")
                .accessibilityLabel("Reset")
                Button("Disabled") {}.disabled()
                Link("gtk.org", destination: "https://www.gtk.org")
            }
        }
    }
}
