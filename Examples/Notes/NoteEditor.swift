import FoundationEssentials
import GtkHooks

/// The selected note's title and body, each edit dispatched as it is typed;
/// "No note selected" when there is none.
struct NoteEditor: View {
    let note: Note?
    let dispatch: @MainActor (NotesAction) -> Void
    /// Which of the title and the body has the focus.
    let focus: FocusState<NotesField?>

    var body: some View {
        VStack(spacing: 8) {
            if let note {
                TextField(
                    "Title",
                    text: Binding(
                        get: { note.title },
                        set: { dispatch(.setTitle(note.id, $0, at: Date())) })
                )
                .accessibilityLabel("Title")
                // Enter commits the title typed and goes on to the body.
                .onSubmit {
                    dispatch(.commitTitle(note.id, at: Date()))
                    focus.wrappedValue = .body
                }
                .focused(focus, equals: .title)
                // Scrolled, so a long body does not make the window taller.
                ScrollView {
                    TextEditor(
                        text: Binding(
                            get: { note.body },
                            set: { dispatch(.setBody(note.id, $0, at: Date())) })
                    )
                    .accessibilityLabel("Body")
                    .focused(focus, equals: .body)
                }
                .expand(horizontally: true, vertically: true)
                HStack(spacing: 8) {
                    Text("Modified \(note.modifiedText)")
                        .cssClass("dim-label")
                        .expand(horizontally: true)
                        .alignment(horizontal: .end)
                    // The counts in a popover: read when wanted, out of the way otherwise.
                    MenuButton("Details") {
                        VStack(alignment: .leading, spacing: 4) {
                            Text("\(note.wordCount) words")
                            Text("\(note.characterCount) characters")
                        }
                        .padding(12)
                    }
                }
            } else {
                ContentUnavailableView(
                    "No note selected", systemImage: "text-x-generic-symbolic",
                    description: Text("Choose a note in the list, or make one with New note.")
                )
                .expand(horizontally: true, vertically: true)
            }
        }
        .expand(horizontally: true, vertically: true)
    }
}
