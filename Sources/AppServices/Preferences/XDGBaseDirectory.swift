import FoundationEssentials
import Glibc

/// The XDG base directories apps keep their files in, named by the bytes of
/// the environment.
///
/// A directory name need not be UTF-8, and Foundation's
/// `ProcessInfo.environment` and `homeDirectoryForCurrentUser` replace bytes
/// that are not with U+FFFD, naming another directory; these URLs are built
/// from the bytes (`URL(filePathBytes:)`) and name that very directory.
public enum XDGBaseDirectory: Sendable {
    /// `$XDG_CONFIG_HOME`, else `~/.config`: settings.
    case config
    /// `$XDG_DATA_HOME`, else `~/.local/share`: the user's data.
    case data

    /// The value of the environment variable `name` as bytes; nil when unset.
    public static func processEnvironment(_ name: String) -> [UInt8]? {
        getenv(name).map { Array(UnsafeRawBufferPointer(start: $0, count: strlen($0))) }
    }

    /// This directory as `environment` (a variable's name to its bytes)
    /// names it.
    ///
    /// As the XDG specification says, a variable that is unset, empty or
    /// relative is ignored and the directory is under the home directory:
    /// `$HOME`, else the user's entry in the password database.
    public func url(environment: (String) -> [UInt8]? = processEnvironment) -> URL {
        URL(filePathBytes: path(environment: environment))
    }

    /// The bytes of `url(environment:)`'s path.
    func path(environment: (String) -> [UInt8]?) -> [UInt8] {
        let (variable, fallback) =
            switch self {
            case .config: ("XDG_CONFIG_HOME", ".config")
            case .data: ("XDG_DATA_HOME", ".local/share")
            }
        if let value = environment(variable), value.first == UInt8(ascii: "/") { return value }
        var home = environment("HOME").flatMap { $0.isEmpty ? nil : $0 } ?? Self.passwordHome()
        if home.last != UInt8(ascii: "/") { home.append(UInt8(ascii: "/")) }
        return home + Array(fallback.utf8)
    }

    /// The home directory of the user running the process, from the
    /// password database; `/` when it has none.
    private static func passwordHome() -> [UInt8] {
        var entry = passwd()
        var found: UnsafeMutablePointer<passwd>?
        var buffer = [CChar](repeating: 0, count: 16384)
        // pw_dir points into the buffer, so it is read while the buffer is held.
        return buffer.withUnsafeMutableBufferPointer { storage in
            guard
                let start = storage.baseAddress,
                getpwuid_r(getuid(), &entry, start, storage.count, &found) == 0,
                found != nil, let directory = entry.pw_dir
            else { return [UInt8(ascii: "/")] }
            return Array(UnsafeRawBufferPointer(start: directory, count: strlen(directory)))
        }
    }
}
