// Which hook call is which across reloads. Each line of the app's sources has an
// identity that it keeps while its text does (edits above move it, not change
// it); a hook call's identity is its line's. A changed, inserted or deleted line
// gets a new one, so a refresh gives its calls fresh slots.

import Foundation
import Hooks

/// The identities of the lines of one app's sources, kept across its edits: what the
/// runner installs as `HookDispatcher.callIdentity`.
///
/// Lines compare by their text without white space, so re-indenting keeps them; the
/// lines of two versions of a file are matched by their longest common subsequence.
@MainActor public final class HookCallLines {
    /// The app's module: only calls in its files (`#fileID` `<module>/<file>`) are looked up.
    public let moduleName: String
    private var files: [String: FileLines] = [:]
    private var nextIdentity = 1
    /// File names by the address of a `#fileID` string (one per file and image).
    private var fileNames: [UnsafeRawPointer: String?] = [:]

    /// The lines of `moduleName`'s files; none is known before ``update(with:)``.
    public init(moduleName: String) {
        self.moduleName = moduleName
    }

    /// The text of every `.swift` file under `directory` (subdirectories included), by
    /// file name: what an image built now compiles.
    public nonisolated static func snapshot(of directory: String) -> [String: String] {
        var texts: [String: String] = [:]
        let walker = FileManager.default.enumerator(atPath: directory)
        while let relative = walker?.nextObject() as? String {
            guard relative.hasSuffix(".swift"),
                let text = try? String(contentsOfFile: "\(directory)/\(relative)", encoding: .utf8)
            else { continue }
            texts[(relative as NSString).lastPathComponent] = text
        }
        return texts
    }

    /// Takes the sources of a newly loaded image (``snapshot(of:)`` before its build): the
    /// lines whose text is unchanged keep their identities, the others get new ones.
    public func update(with snapshot: [String: String]) {
        for (name, text) in snapshot {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
                String($0.filter { !$0.isWhitespace })
            }
            files[name] = FileLines(
                lines: lines,
                identities: identities(of: lines, after: files[name]))
        }
        for name in files.keys where snapshot[name] == nil { files[name] = nil }
    }

    /// The identity of the call at `site`: its line's in an app file, else one made of
    /// the file and line (the framework's files do not change while the runner runs).
    public func identity(of site: HookCallSite) -> Int {
        let address = UnsafeRawPointer(site.fileID.utf8Start)
        let name: String?
        if let known = fileNames[address] {
            name = known
        } else {
            let fileID = "\(site.fileID)"
            let prefix = "\(moduleName)/"
            name = fileID.hasPrefix(prefix) ? String(fileID.dropFirst(prefix.count)) : nil
            fileNames[address] = .some(name)
        }
        if let name, let file = files[name], site.line >= 1, site.line <= file.identities.count {
            return file.identities[Int(site.line) - 1]
        }
        var hasher = Hasher()
        hasher.combine("\(site.fileID)")
        hasher.combine(site.line)
        return hasher.finalize()
    }

    /// Makes ``identity(of:)`` the identity of every hook call from now on.
    public func install() {
        HookDispatcher.callIdentity = { site in self.identity(of: site) }
    }

    private func identities(of lines: [String], after old: FileLines?) -> [Int] {
        var result = [Int](repeating: 0, count: lines.count)
        if let old {
            for (new, previous) in commonLines(old.lines, lines) {
                result[new] = old.identities[previous]
            }
        }
        for index in result.indices where result[index] == 0 {
            result[index] = nextIdentity
            nextIdentity += 1
        }
        return result
    }
}

/// One file's lines (without white space) and their identities.
private struct FileLines {
    let lines: [String]
    let identities: [Int]
}

/// The pairs (index in `new`, index in `old`) of a longest common subsequence of the two
/// line lists: the common first and last lines, and between them (when small enough to
/// compare every pair, as an edit is) the longest common subsequence.
func commonLines(_ old: [String], _ new: [String]) -> [(new: Int, old: Int)] {
    var pairs: [(new: Int, old: Int)] = []
    var start = 0
    while start < old.count, start < new.count, old[start] == new[start] {
        pairs.append((start, start))
        start += 1
    }
    var oldEnd = old.count
    var newEnd = new.count
    while oldEnd > start, newEnd > start, old[oldEnd - 1] == new[newEnd - 1] {
        oldEnd -= 1
        newEnd -= 1
    }
    let oldMiddle = Array(old[start..<oldEnd])
    let newMiddle = Array(new[start..<newEnd])
    // A rewrite of thousands of lines at once: its lines all count as new.
    if oldMiddle.count * newMiddle.count <= 4_000_000 {
        for (newIndex, oldIndex) in longestCommonSubsequence(oldMiddle, newMiddle) {
            pairs.append((start + newIndex, start + oldIndex))
        }
    }
    for offset in 0..<(old.count - oldEnd) {
        pairs.append((newEnd + offset, oldEnd + offset))
    }
    return pairs
}

/// The index pairs (in `new`, in `old`) of a longest common subsequence.
private func longestCommonSubsequence(_ old: [String], _ new: [String]) -> [(Int, Int)] {
    guard !old.isEmpty, !new.isEmpty else { return [] }
    let columns = new.count + 1
    // lengths[i * columns + j]: the LCS length of old[i...] and new[j...].
    var lengths = [Int32](repeating: 0, count: (old.count + 1) * columns)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
        for j in stride(from: new.count - 1, through: 0, by: -1) {
            lengths[i * columns + j] =
                old[i] == new[j]
                ? lengths[(i + 1) * columns + j + 1] + 1
                : max(lengths[(i + 1) * columns + j], lengths[i * columns + j + 1])
        }
    }
    var pairs: [(Int, Int)] = []
    var i = 0
    var j = 0
    while i < old.count, j < new.count {
        if old[i] == new[j] {
            pairs.append((j, i))
            i += 1
            j += 1
        } else if lengths[(i + 1) * columns + j] >= lengths[i * columns + j + 1] {
            i += 1
        } else {
            j += 1
        }
    }
    return pairs
}
