/// How far reading every file of a directory has come.
nonisolated struct ReadProgress: Equatable, Sendable {
    var filesRead = 0
    var fileCount = 0
    var bytes = 0
    /// Entries that are neither regular files nor folders (FIFOs, sockets,
    /// devices): never opened.
    var skipped = 0

    /// The fraction done, 0...1 (1 for an empty directory).
    var fraction: Double { fileCount == 0 ? 1 : Double(filesRead) / Double(fileCount) }

    /// What the progress view says, such as `Read 3 of 10 files (1,024 bytes)`,
    /// followed by `; 1 special file skipped` when there are any.
    var summary: String {
        let read = "Read \(filesRead) of \(fileCount) files (\(bytes) bytes)"
        switch skipped {
        case 0: return read
        case 1: return read + "; 1 special file skipped"
        default: return read + "; \(skipped) special files skipped"
        }
    }
}
