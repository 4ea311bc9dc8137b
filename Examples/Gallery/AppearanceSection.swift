import GtkHooks

/// GNOME's type scale through SwiftUI's text styles, and the appearance
/// modifiers: control sizes, a tint, opacity, disabling and a tooltip.
struct AppearanceSection: HookView {
    var hookBody: some View {
        let opacity = useState(1.0)
        let isDisabled = useState(false)
        GallerySection("Typography and appearance") {
            VStack(spacing: 2) {
                Text("Large title").font(.largeTitle)
                Text("Title").font(.title)
                Text("Headline").font(.headline)
                Text("Body, italic").font(.body.italic())
                Text("Caption").font(.caption)
                Text("12:30").font(.system(size: 20, weight: .light, design: .monospaced))
            }
            .alignment(horizontal: .leading)
            HStack(spacing: 8) {
                Button("Small") {}.controlSize(.small)
                Button("Regular") {}
                Button("Large") {}.controlSize(.large)
            }
            .alignment(horizontal: .leading)
            HStack(spacing: 8) {
                Button("Tinted") {}.cssClass("suggested-action")
                ProgressView(value: 0.6).frame(width: 120).accessibilityLabel("Progress")
            }
            .tint(.red)
            .opacity(opacity.wrappedValue)
            .disabled(isDisabled.wrappedValue)
            .help("A red tint on the controls of this row")
            .alignment(horizontal: .leading)
            HStack(spacing: 8) {
                Toggle("Disable the row", isOn: isDisabled)
                Slider(value: opacity, in: 0...1).frame(width: 160).accessibilityLabel("Opacity")
            }
            .alignment(horizontal: .leading)
        }
    }
}
