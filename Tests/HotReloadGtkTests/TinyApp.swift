// The sources of a tiny app, in the versions the hot-reload test saves one
// after the other.

/// The app's entry file: a window showing `Greeting`, never edited.
let tinyAppMain = """
    import GtkHooks

    @main
    struct TinyApp: App {
        var body: some Scene {
            Window("Tiny", width: 320, height: 200) { Greeting() }
        }
    }

    """

/// `Greeting` showing `word`, its count and its mode, with `Mode` Codable or not, and
/// with a `zed` state of the count's type inserted before it (line 7) or not.
func greeting(_ word: String, codableMode: Bool = true, withZed: Bool = false) -> String {
    """
    import GtkHooks

    enum Mode\(codableMode ? ": String, Codable" : "") { case plain, loud }

    struct Greeting: HookView {
        var hookBody: some View {
            \(withZed ? "let zed: Binding<Int>? = useState(100)" : "let zed: Binding<Int>? = nil")
            let count = useState(0)
            let mode = useState(Mode.plain)
            let note = useState("")
            VStack {
                Text("\(word) \\(count.wrappedValue) \\(mode.wrappedValue == .plain ? "plain" : "loud")\\(zed.map { " \\($0.wrappedValue)" } ?? "")")
                Button("add") { count.wrappedValue += 1 }
                Button("louder") { mode.wrappedValue = .loud }
                TextField("note", text: note)
            }
        }
    }

    """
}

/// `Greeting` now shows a component of another name: `Welcome` starts fresh.
let renamedGreeting = greeting("renamed").replacingOccurrences(
    of: "struct Greeting: HookView",
    with: "struct Greeting: View { var body: some View { Welcome() } }\nstruct Welcome: HookView")

/// A save with a syntax error.
let brokenGreeting = greeting("broken").replacingOccurrences(of: "VStack {", with: "VStack {{")

/// The app's file: an `App` whose `css` colours `.tiny-text` with `color`.
func styledApp(color: String) -> String {
    """
    import GtkHooks

    @main
    struct StyledApp: App {
        static let id = "org.example.StyledApp"

        var css: String {
            \"""
            .tiny-text { color: \(color); }
            \"""
        }

        var body: some Scene {
            Styled()
        }
    }

    """
}

/// The view styled by the app's CSS, showing `word`.
func styledView(_ word: String) -> String {
    """
    import GtkHooks

    struct Styled: View {
        var body: some View {
            Text("styled \(word)").cssClass("tiny-text")
        }
    }

    """
}
