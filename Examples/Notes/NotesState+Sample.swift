import FoundationEssentials

nonisolated extension NotesState {
    /// The notes the app opens with.
    static var sample: NotesState {
        let day = 86_400.0
        let start = Date(timeIntervalSince1970: 1_796_000_000)
        return NotesState(notes: [
            Note(
                id: 1, title: "Groceries", body: "Oat milk\nBread\nApples",
                modified: start),
            Note(
                id: 2, title: "Book club", body: "Read chapters 4 to 6 before Thursday.",
                modified: start + 3 * day),
            Note(
                id: 3, title: "Trip to the coast", body: "Book the ferry; pack the rain jackets.",
                modified: start + day),
            Note(
                id: 4, title: "Ideas", body: "A window that remembers its size.",
                modified: start + 2 * day),
        ])
    }
}
