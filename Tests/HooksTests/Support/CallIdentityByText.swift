// A stand-in for the hot-reload runner's line identities in one test process:
// two "images" of a component are two functions of one file, so a call is the
// same call when its line has the same text (the runner's rule for a line that
// an edit above only moved).

import Foundation
import Hooks

/// Runs `body` with every hook call identified by the text of its line in `file` (white
/// space left out); calls in other files by file and line.
@MainActor func identifyingCallsByLineText<Result>(
    in file: String = #filePath, _ body: () throws -> Result
) rethrows -> Result {
    let text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
        String($0.filter { !$0.isWhitespace })
    }
    let name = (file as NSString).lastPathComponent
    let saved = HookDispatcher.callIdentity
    HookDispatcher.callIdentity = { site in
        let fileID = "\(site.fileID)"
        if fileID.hasSuffix("/\(name)"), site.line >= 1, site.line <= lines.count {
            return lines[Int(site.line) - 1].hashValue
        }
        return "\(fileID):\(site.line)".hashValue
    }
    defer { HookDispatcher.callIdentity = saved }
    return try body()
}
