import FoundationEssentials
import Glibc

/// The file operations of `Preferences`: reading that tells an absent file
/// from one that cannot be read, the lock writers take, and keeping a
/// corrupt file aside.
enum PreferencesFile {
    /// What reading a preferences file found.
    enum Reading {
        /// No file: preferences start empty and the first change creates it.
        case absent
        /// The file's bytes.
        case contents(Data)
        /// The file is there but cannot be read, for `reason`.
        case unreadable(reason: String)
    }

    /// Reads the file `url` leads to.
    ///
    /// Only a missing file (or a link to one) is `absent`; a directory, a
    /// FIFO or a device is `unreadable` and is not waited on.
    static func read(_ url: URL) -> Reading {
        let descriptor = url.withFilePathCString { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }
        guard descriptor >= 0 else {
            return errno == ENOENT ? .absent : .unreadable(reason: reason(errno))
        }
        defer { _ = close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .unreadable(reason: reason(errno)) }
        guard info.st_mode & S_IFMT == S_IFREG else {
            return .unreadable(reason: "it is not a regular file")
        }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes {
                Glibc.read(descriptor, $0.baseAddress, $0.count)
            }
            if count == 0 { return .contents(data) }
            if count < 0 {
                if errno == EINTR { continue }
                return .unreadable(reason: reason(errno))
            }
            data.append(contentsOf: buffer[0..<count])
        }
    }

    /// Runs `body` holding an exclusive lock on `<file>.lock` beside the
    /// file `target`, which every process writing that file takes first.
    static func withLock<Result>(beside target: URL, _ body: () throws -> Result) throws -> Result {
        let lock = target.appendingToFileName(".lock")
        let lockPath = lock.path
        let descriptor = lock.withFilePathCString { open($0, O_RDWR | O_CREAT | O_CLOEXEC, 0o600) }
        guard descriptor >= 0 else { throw failure("cannot open the lock \(lockPath)") }
        defer { _ = close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw failure("cannot lock \(lockPath)") }
        }
        defer { _ = flock(descriptor, LOCK_UN) }
        return try body()
    }

    /// Copies `data` beside `target` under a new name; returns the copy's URL.
    ///
    /// The name is `<file>.unreadable`, or `.unreadable-2`, `-3`... when that
    /// exists: no earlier copy is replaced.
    static func keepAside(_ data: Data, of target: URL) throws -> URL {
        for number in 1...10_000 {
            let copy = target.appendingToFileName(
                number == 1 ? ".unreadable" : ".unreadable-\(number)")
            let descriptor = copy.withFilePathCString {
                open($0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            }
            if descriptor < 0 {
                if errno == EEXIST { continue }
                throw failure("cannot create \(copy.path)")
            }
            defer { _ = close(descriptor) }
            do {
                try AtomicFile.writeAll(data, to: descriptor)
                guard fsync(descriptor) == 0 else { throw failure("cannot write \(copy.path)") }
            } catch {
                _ = copy.withFilePathCString(unlink)
                throw error
            }
            return copy
        }
        throw Failure(description: "10,000 copies of \(target.path) are already kept aside")
    }

    /// Makes the directory `url` and any missing parents, as `mkdir -p`
    /// does, naming each by its exact bytes.
    static func createDirectories(_ url: URL) throws {
        var info = stat()
        if url.withFilePathCString({ stat($0, &info) }) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else {
                throw Failure(description: "\(url.path) is not a directory")
            }
            return
        }
        let parent = url.fileDirectory
        if parent.filePathBytes != url.filePathBytes { try createDirectories(parent) }
        guard url.withFilePathCString({ mkdir($0, 0o777) }) == 0 || errno == EEXIST else {
            throw failure("cannot create the directory \(url.path)")
        }
    }

    /// An error whose description says what failed and why.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private static func failure(_ what: String) -> Failure {
        Failure(description: "\(what): \(reason(errno))")
    }

    private static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
