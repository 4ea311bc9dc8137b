// The dev runner's command line.

import Foundation

/// What `DevRunner` was asked to run.
struct DevOptions {
    /// The app's module (its executable target's name).
    var target = ""
    /// The app's source directory.
    var sources = ""
    /// SwiftPM's debug bin directory; the runner's own directory by default.
    var binDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .path
    /// `--app <TypeName>`: the app's `App` type, which the image's entry makes and shows
    /// (`<target>App` when nil: `TodoListApp` for the target `TodoList`).
    var app: String?
    /// `--root '<expression>'`: a view the image shows in place of the app's `body`, with
    /// the app's CSS (one screen of the app, alone).
    var root: String?
    /// `--framework <package>`: the package holding the framework's sources; an edit
    /// there (or to its Package.swift) rebuilds the runner and restarts with state.
    var framework: String?
    /// `--runner-build <command>`: the shell command, run in `framework`, that rebuilds
    /// the runner after such an edit (`swift build --product DevRunner` by default).
    var runnerBuild: String?
    /// `--work-dir <dir>`: where images, objects and the saved state go
    /// (`<bin-path>/dev-images/<target>` by default).
    var workDirectory: String?
    /// `--restore <file>`: a state snapshot to put back after the first render.
    var restore: String?
    /// Reloads after which the runner restarts with state (old images are never unloaded).
    var maxReloads = 100
    /// `--measure-reloads N`: edit `--edit-file` N times, print save-to-frame times, quit.
    var measureReloads: Int?
    /// The file `--measure-reloads` edits, and the text it changes in it.
    var editFile: String?
    var editText: String?
    /// Where `--measure-reloads` writes its JSON.
    var json: String?
    /// `--after-crash <signal number | hang>`: this runner replaces one whose app crashed
    /// or hung; it waits for the next save instead of building the sources that did.
    var afterCrash: String?
    /// `--hang-seconds N`: how long the main loop may be busy before the runner starts
    /// again (0: never).
    var hangLimit = Duration.seconds(10)
    /// `--report-texts`: print the texts the windows show whenever they change (for tests
    /// that drive the runner as a process).
    var reportsTexts = false

    static let usage = """
        usage: DevRunner --target <Module> --sources <dir> [--bin-path <dir>]
                         [--app <TypeName>] [--root '<expression>'] [--framework <package dir>
                         [--runner-build '<shell command>']] [--work-dir <dir>]
                         [--max-reloads N] [--hang-seconds N] [--report-texts]
                         [--measure-reloads N --edit-file F --edit-text T
                         [--json out.json]]
        """

    /// Parses `arguments` (without the program name); nil on a bad command line.
    init?(_ arguments: [String]) {
        var rest = arguments[...]
        while let flag = rest.popFirst() {
            if flag == "--report-texts" {
                reportsTexts = true
                continue
            }
            guard let value = rest.popFirst() else { return nil }
            switch flag {
            case "--target": target = value
            case "--sources": sources = value
            case "--bin-path": binDirectory = value
            case "--app":
                // A type name, not code: it goes into the generated entry as written.
                guard
                    value.split(separator: ".", omittingEmptySubsequences: false)
                        .allSatisfy(Self.isIdentifier)
                else { return nil }
                app = value
            case "--root": root = value
            case "--framework": framework = value
            case "--runner-build": runnerBuild = value
            case "--work-dir": workDirectory = value
            case "--restore": restore = value
            case "--after-crash": afterCrash = value
            case "--hang-seconds":
                guard let seconds = Double(value), seconds >= 0 else { return nil }
                hangLimit = .milliseconds(Int(seconds * 1000))
            case "--max-reloads": maxReloads = Int(value) ?? maxReloads
            case "--measure-reloads": measureReloads = Int(value)
            case "--edit-file": editFile = value
            case "--edit-text": editText = value
            case "--json": json = value
            default: return nil
            }
        }
        if target.isEmpty || sources.isEmpty { return nil }
    }

    /// Whether `name` is a plain Swift identifier (letters, digits and `_`, not first a digit).
    private static func isIdentifier(_ name: Substring) -> Bool {
        guard let first = name.first, !first.isNumber else { return false }
        return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
}
