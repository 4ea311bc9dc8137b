import GtkHooks

/// Text entry: a field, a password field and a multi-line editor.
struct InputSection: HookView {
    var hookBody: some View {
        let name = useState("")
        let password = useState("")
        let notes = useState("Several lines\nof notes")

        GallerySection("Input") {
            TextField("Your name", text: name).accessibilityLabel("Name")
            SecureField("Password", text: password).accessibilityLabel("Password")
            Text(name.wrappedValue.isEmpty ? "Hello!" : "Hello, \(name.wrappedValue)!")
            TextEditor(text: notes).frame(height: 64).accessibilityLabel("Notes")
        }
    }
}
