/// The fields of the note editor the keyboard focus can be moved to.
enum NotesField: Hashable {
    /// The selected note's title.
    case title
    /// The selected note's body.
    case body
}
