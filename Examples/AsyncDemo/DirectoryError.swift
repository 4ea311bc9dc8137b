import Foundation

/// Why a directory could not be listed or read, in words for the error view.
nonisolated enum DirectoryError: Error, Equatable, CustomStringConvertible {
    case missing(String)
    case notADirectory(String)
    case unreadable(String)

    var description: String {
        switch self {
        case .missing(let path): "\(path) does not exist."
        case .notADirectory(let path): "\(path) is not a directory."
        case .unreadable(let path): "\(path) cannot be read."
        }
    }
}
