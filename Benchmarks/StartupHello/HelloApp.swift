import GtkHooks

/// The hello app of `make bench-startup`, importing no Foundation.
///
/// A window with a label and a counting button, as small as a GtkHooks app
/// gets. With `--first-frame` it prints a line when its first frame is
/// painted and exits.
@main
struct HelloApp: App {
    static let id = "org.gtkhooks.StartupHello"

    var body: some Scene {
        Window("Hello", width: 320, height: 200) {
            HelloView()
        }
    }
}

/// A greeting and a button that counts its clicks.
struct HelloView: HookView {
    var hookBody: some View {
        let count = useState(0)
        useFirstFrameReport()
        VStack(spacing: 12) {
            Text("Hello, world")
            Button("Clicked \(count.wrappedValue) times") { count.wrappedValue += 1 }
        }
        .padding(24)
    }
}
