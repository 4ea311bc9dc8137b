/// How far reading every file of a directory has come.
struct ReadProgress: Equatable, Sendable {
    var filesRead = 0
    var fileCount = 0
    var bytes = 0

    /// The fraction done, 0...1 (1 for an empty directory).
    var fraction: Double { fileCount == 0 ? 1 : Double(filesRead) / Double(fileCount) }

    /// What the progress view says, such as `Read 3 of 10 files (1,024 bytes)`.
    var summary: String { "Read \(filesRead) of \(fileCount) files (\(bytes) bytes)" }
}
