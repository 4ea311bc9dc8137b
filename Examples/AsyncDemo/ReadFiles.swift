import Foundation

/// Reads every regular file directly in `path` (bytes), reporting progress after
/// each: a long operation as an `AsyncSequence`.
///
/// The reading runs in a detached task, off the main actor; when the
/// consumer stops iterating (the view is unmounted, or the path changes),
/// the stream ends and the task is cancelled between chunks. Special files
/// (FIFOs, sockets, devices) are skipped and counted: opening a FIFO for
/// reading waits for a writer, and no cancellation can interrupt that wait.
nonisolated func readFiles(in path: [UInt8]) -> AsyncThrowingStream<ReadProgress, any Error> {
    AsyncThrowingStream { continuation in
        let task = Task.detached {
            do {
                let (files, special) = try regularFiles(in: path)
                var progress = ReadProgress(fileCount: files.count, skipped: special)
                continuation.yield(progress)
                for file in files {
                    switch try RegularFile.read(file) {
                    case .read(let size):
                        progress.bytes += size
                        progress.filesRead += 1
                    case .special:
                        // Replaced by a special file since it was listed.
                        progress.fileCount -= 1
                        progress.skipped += 1
                    }
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

/// The regular files directly in `path` (symbolic links followed), by name,
/// as NUL-terminated paths of the names' bytes, and how many other entries
/// are neither regular files nor folders.
private nonisolated func regularFiles(in path: [UInt8]) throws -> (files: [[CChar]], special: Int) {
    try requireDirectory(at: path)
    var files: [[CChar]] = []
    var special = 0
    for name in try directoryNames(at: path).sorted(by: { $0.lexicographicallyPrecedes($1) }) {
        let file = entryPath(name, in: path)
        switch RegularFile.kind(of: file) {
        case .regular: files.append(file)
        case .special: special += 1
        case .directory, .missing: break
        }
    }
    return (files, special)
}
