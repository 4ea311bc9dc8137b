import GtkHooks

/// A search field filtering notes, and text that fits: one line cut in the
/// middle, three wrapped lines, centred selectable text and styled runs.
struct SearchTextSection: HookView {
    private static let notes = [
        "Groceries: oats, apples, coffee", "Trip: book the night train to Vienna",
        "Reading: the Pango layout chapter",
    ]
    private static let path =
        "/home/ada/Documents/Projects/2026/Notes/Archive/December/meeting-minutes-final.txt"
    private static let paragraph =
        "A long paragraph wraps between words and stops after three lines, ending in an"
        + " ellipsis where the rest would go, however much more it has to say about the"
        + " subject at hand, which is text that fits."

    var hookBody: some View {
        let query = useState("")
        let matches = Self.notes.filter {
            query.wrappedValue.isEmpty || $0.lowercased().contains(query.wrappedValue.lowercased())
        }
        GallerySection("Search and text that fits") {
            SearchField("Search notes", text: query, capturesTyping: false)
            Text(matches.isEmpty ? "No notes match" : matches.joined(separator: "\n"))
                .alignment(horizontal: .start)
            Text(Self.path).lineLimit(1).truncationMode(.middle)
            Text(Self.paragraph).lineLimit(3).textWrap(.word)
            Text("Centred, and selectable for copying")
                .multilineTextAlignment(.center)
                .textSelection(.enabled)
            Text("Read ") + Text("the manual").link("https://docs.gtk.org/gtk4/")
                + Text(" or ") + Text("mind the gap").foregroundStyle(Color(.destructive)).italic()
        }
    }
}
