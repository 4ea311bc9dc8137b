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
        guard let body = CallArguments(of: "GtkApp", in: text)?.trailingClosure else {
            return nil
        }
        let trimmed = body.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed
    }

    /// The `css:` argument of the `GtkApp(...)` call in `main.swift` of `directory`, as
    /// source text (a string literal, or an expression the image's other files can
    /// evaluate); nil when there is none.
    public static func css(inSources directory: String) -> String? {
        guard let main = try? String(contentsOfFile: "\(directory)/main.swift", encoding: .utf8)
        else { return nil }
        return gtkAppCSS(in: main)
    }

    /// The `css:` argument of the first `GtkApp(` call in `text`.
    static func gtkAppCSS(in text: String) -> String? {
        CallArguments(of: "GtkApp", in: text)?.argument("css")
    }
}
