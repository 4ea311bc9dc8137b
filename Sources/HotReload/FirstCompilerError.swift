// What a failed build shows: the compiler's first error, not the whole log.

import Foundation

/// The first `error:` diagnostic in `output` (a build log), with the source line and
/// caret the compiler printed under it; the last non-empty line when there is none.
public func firstCompilerError(in output: String) -> String {
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
    guard let index = lines.firstIndex(where: { $0.contains("error: ") }) else {
        return lines.last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.map(String.init)
            ?? "the build failed with no output"
    }
    var result = [lines[index]]
    // The compiler's excerpt follows: numbered source lines and the caret line.
    for line in lines[(index + 1)...].prefix(6) {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.first.map({ $0.isNumber || $0 == "|" || $0 == "`" }) == true else { break }
        result.append(line)
    }
    return result.joined(separator: "\n")
}
