/// What one paste or drop adds, bounded.
///
/// So that the window stays responsive whatever the clipboard or the drop
/// holds, it takes at most `maximumTodos` todos, titles of at most
/// `maximumTitleLength` characters (longer ones are cut), read from at most
/// `maximumFiles` files. What was left out is counted, and `notice` says so.
nonisolated struct TodoTransfer: Equatable, Sendable {
    /// The most todos one paste or drop adds.
    static let maximumTodos = 10_000
    /// The most characters of a pasted or dropped title; the rest is cut.
    static let maximumTitleLength = 1_000
    /// The most files one drop reads.
    static let maximumFiles = 1_000

    /// The todos to add, at most `maximumTodos`, titles trimmed and bounded.
    private(set) var todos: [Todo] = []
    /// Whether there were todos after the first `maximumTodos`, left out.
    private(set) var leftOutTodos = false
    /// How many titles were cut to `maximumTitleLength` characters.
    private(set) var shortenedTitles = 0
    /// How many dropped files were not read (past `maximumFiles`, or once
    /// `maximumTodos` were added).
    var unreadFiles = 0

    /// Nothing yet.
    init() {}

    /// `todos`, bounded (copied within the app, say).
    init(todos: [Todo]) {
        append(todos)
    }

    /// Whether it holds `maximumTodos` todos, so that nothing more is taken.
    var isFull: Bool { todos.count >= Self.maximumTodos }

    /// Adds `todos`, bounded: blank titles are skipped, long ones cut.
    mutating func append(_ todos: some Sequence<Todo>) {
        for var todo in todos {
            guard !isFull else {
                leftOutTodos = true
                return
            }
            guard let title = boundedTitle(todo.title) else { continue }
            todo.title = title
            self.todos.append(todo)
        }
    }

    /// Adds what `other` holds and counts what it left out.
    mutating func append(_ other: TodoTransfer) {
        append(other.todos)
        leftOutTodos = leftOutTodos || other.leftOutTodos
        shortenedTitles += other.shortenedTitles
        unreadFiles += other.unreadFiles
    }

    /// Adds one todo per non-blank line of `text`, reading no further than
    /// the line that fills it: no array of all the lines is made.
    mutating func appendLines(of text: String) {
        let scalars = text.unicodeScalars
        var lineStart = scalars.startIndex
        var index = lineStart
        while index < scalars.endIndex {
            if isFull {
                leftOutTodos = leftOutTodos || scalars[index...].contains { !isBlank($0) }
                return
            }
            if isLineBreak(scalars[index]) {
                appendLine(text[lineStart..<index])
                lineStart = scalars.index(after: index)
            }
            index = scalars.index(after: index)
        }
        if isFull {
            leftOutTodos = leftOutTodos || scalars[lineStart...].contains { !isBlank($0) }
        } else {
            appendLine(text[lineStart...])
        }
    }

    private mutating func appendLine(_ line: Substring) {
        guard let title = boundedTitle(line) else { return }
        todos.append(Todo(title: title))
    }

    /// `title` without the spaces at either end, at most `maximumTitleLength`
    /// characters long; nil when blank.
    ///
    /// A cut is counted in `shortenedTitles`. Only the characters kept are copied.
    private mutating func boundedTitle(_ title: some StringProtocol) -> String? {
        let isSpace = { (character: Character) in character.isWhitespace && !character.isNewline }
        guard let first = title.firstIndex(where: { !isSpace($0) }),
            let last = title.lastIndex(where: { !isSpace($0) })
        else { return nil }
        let trimmed = title[first...last]
        let kept = trimmed.prefix(Self.maximumTitleLength)
        guard kept.endIndex < trimmed.endIndex else { return String(trimmed) }
        shortenedTitles += 1
        return kept.trimmedOfSpaces
    }
}

/// Whether `scalar` ends a line, as `Character.isNewline` says.
private nonisolated func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
    default: false
    }
}

/// Whether `scalar` is white space or a line break: what a blank line holds.
private nonisolated func isBlank(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isWhitespace
}
