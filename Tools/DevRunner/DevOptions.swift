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
    /// The root view expression; found in the sources when nil.
    var root: String?
    /// `--framework <package>`: the package holding the framework's sources; an edit
    /// there (or to its Package.swift) rebuilds the runner and restarts with state.
    var framework: String?
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

    static let usage = """
        usage: DevRunner --target <Module> --sources <dir> [--bin-path <dir>]
                         [--root '<expression>'] [--framework <package dir>] [--max-reloads N]
                         [--measure-reloads N --edit-file F --edit-text T
                         [--json out.json]]
        """

    /// Parses `arguments` (without the program name); nil on a bad command line.
    init?(_ arguments: [String]) {
        var rest = arguments[...]
        while let flag = rest.popFirst() {
            guard let value = rest.popFirst() else { return nil }
            switch flag {
            case "--target": target = value
            case "--sources": sources = value
            case "--bin-path": binDirectory = value
            case "--root": root = value
            case "--framework": framework = value
            case "--restore": restore = value
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
}
