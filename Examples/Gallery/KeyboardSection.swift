import GtkHooks

/// Keys: Enter in the field sends (`.onSubmit` around it: a default button
/// would take Enter in every field of the page), Escape clears it,
/// Ctrl+Shift+R resets, and the last key pressed is shown.
struct KeyboardSection: HookView {
    var hookBody: some View {
        let draft = useState("")
        let sent = useState("nothing")
        let lastKey = useState("none")

        GallerySection("Keyboard") {
            HStack(spacing: 8) {
                TextField("Message", text: draft)
                    .expand()
                    .onKeyPress(.escape) {
                        draft.wrappedValue = ""
                        return .handled
                    }
                Button("Send") { sent.wrappedValue = draft.wrappedValue }
                Button("Reset") {
                    draft.wrappedValue = ""
                    sent.wrappedValue = "nothing"
                }
                .keyboardShortcut("r", modifiers: [.command, .shift])
            }
            .onSubmit { sent.wrappedValue = draft.wrappedValue }
            .onKeyPress(phases: .down) { press in
                lastKey.wrappedValue =
                    KeyboardShortcut(press.key, modifiers: press.modifiers)
                    .description
                return .ignored
            }
            Text("Sent: \(sent.wrappedValue), last key: \(lastKey.wrappedValue)")
                .alignment(horizontal: .start)
        }
    }
}
