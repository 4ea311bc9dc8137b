import GtkHooks

/// What the demo shows instead of a listing when the path cannot be listed.
///
/// The icon sits above the message: a wrapping label beside an image in a
/// horizontal box makes GTK 4.8 report inconsistent heights (a critical).
struct ErrorView: View {
    let message: String

    var body: some View {
        VStack(spacing: 8) {
            Image(iconName: "dialog-error-symbolic", pixelSize: 32)
            Text(message)
                .cssClass("error")
                .accessibilityLabel("Error")
        }
    }
}
