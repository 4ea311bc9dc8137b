import GtkHooks

/// What the demo shows instead of a listing when the path cannot be listed.
struct ErrorView: View {
    let message: String

    var body: some View {
        HStack(spacing: 8) {
            Image(iconName: "dialog-error-symbolic")
            Text(message)
                .cssClass("error")
                .accessibilityLabel("Error")
        }
    }
}
