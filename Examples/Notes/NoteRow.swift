import GtkHooks

/// A note in the sidebar: its title, and the first line of its body.
struct NoteRow: View {
    let note: Note

    var body: some View {
        VStack(spacing: 2) {
            Text(note.displayTitle)
                .fontWeight(.bold)
                .alignment(horizontal: .start)
            Text(note.firstLine)
                .cssClass("dim-label")
                .alignment(horizontal: .start)
        }
        .padding(4)
    }
}

extension Note {
    /// The body's first line, for a row's second line.
    var firstLine: String {
        String(body.prefix { $0 != "\n" })
    }
}
