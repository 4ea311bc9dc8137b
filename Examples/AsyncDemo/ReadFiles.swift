import Foundation

/// Reads every regular file directly in `path`, reporting progress after
/// each: a long operation as an `AsyncSequence`.
///
/// The reading runs in a detached task, off the main actor; when the
/// consumer stops iterating (the view is unmounted, or the path changes),
/// the stream ends and the task is cancelled between chunks.
nonisolated func readFiles(in path: String) -> AsyncThrowingStream<ReadProgress, any Error> {
    AsyncThrowingStream { continuation in
        let task = Task.detached {
            do {
                let files = try regularFiles(in: path)
                var progress = ReadProgress(fileCount: files.count)
                continuation.yield(progress)
                for file in files {
                    progress.bytes += try readAll(file)
                    progress.filesRead += 1
                    continuation.yield(progress)
                }
                continuation.finish()
            } catch {
                continuation.finish(throwing: error)
            }
        }
        continuation.onTermination = { _ in task.cancel() }
    }
}

/// The regular files directly in `path`, by name.
private nonisolated func regularFiles(in path: String) throws -> [String] {
    try requireDirectory(at: path)
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else {
        throw DirectoryError.unreadable(path)
    }
    return names.sorted().map { (path as NSString).appendingPathComponent($0) }.filter {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: $0, isDirectory: &isDirectory)
            && !isDirectory.boolValue
    }
}

/// Reads `file` to the end in 1 MiB chunks; returns its size.
///
/// An unreadable file counts as empty.
private nonisolated func readAll(_ file: String) throws -> Int {
    guard let handle = FileHandle(forReadingAtPath: file) else { return 0 }
    defer { try? handle.close() }
    var size = 0
    while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
        try Task.checkCancellation()
        size += chunk.count
    }
    return size
}
