// Which view an image's entry returns: the app's scenes, found in its sources.

import Foundation

/// Finds the root view expression of an app from its sources.
public enum RootExpression {
    /// `X().body` for an `@main struct X: App`, else the content closure of the
    /// `GtkApp(...) { ... }` in `main.swift`; `nil` when neither is found (pass the
    /// expression yourself then).
    public static func find(inSources directory: String) -> String? {
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted()
        for file in files {
            guard let text = try? String(contentsOfFile: "\(directory)/\(file)", encoding: .utf8)
            else { continue }
            if let name = appType(in: text) { return "\(name)().body" }
        }
        guard let main = try? String(contentsOfFile: "\(directory)/main.swift", encoding: .utf8)
        else { return nil }
        return gtkAppContent(in: main)
    }

    /// The name of the `@main` type conforming to `App` in `text`.
    static func appType(in text: String) -> String? {
        let pattern = /(?m)^\s*@main\s+(?:public\s+|internal\s+)?struct\s+(\w+)\s*:\s*App\b/
        return text.firstMatch(of: pattern).map { String($0.output.1) }
    }

    /// The body of the trailing closure of the first `GtkApp(` call in `text`.
    static func gtkAppContent(in text: String) -> String? {
        guard let call = text.range(of: "GtkApp("),
            let close = matching(")", from: call.upperBound, in: text, open: "("),
            let brace = text[close...].firstIndex(of: "{"),
            let end = matching("}", from: text.index(after: brace), in: text, open: "{")
        else { return nil }
        let body = text[text.index(after: brace)..<text.index(before: end)]
        let trimmed = body.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed
    }

    /// The index just past the `closer` that balances an opener before `start`.
    private static func matching(
        _ closer: Character, from start: String.Index, in text: String, open: Character
    ) -> String.Index? {
        var depth = 1
        var index = start
        while index < text.endIndex {
            if text[index] == open { depth += 1 }
            if text[index] == closer {
                depth -= 1
                if depth == 0 { return text.index(after: index) }
            }
            index = text.index(after: index)
        }
        return nil
    }
}
