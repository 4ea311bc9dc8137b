import Foundation
import GtkHooks

/// `swift run AsyncDemo [path]`: async hooks over the file system, from `path`
/// (the working directory when none is given).
///
/// `@main` calls `AsyncDemoApp.main()`, which runs until the window closes.
@main
struct AsyncDemoApp: App {
    static let id = "org.gtkhooks.AsyncDemo"

    /// The directory shown first, as bytes: a directory name need not be
    /// UTF-8, and `CommandLine.arguments` and `FileManager` turn such bytes
    /// into U+FFFD, naming another directory.
    let start = Self.startPath()

    var body: some Scene {
        AsyncDemoView(initialPath: start)
    }

    /// Runs the app without its path among the arguments: the path is the
    /// directory to show, not a file for the app to open.
    static func main() {
        exit(run(arguments: [CommandLine.arguments[0]]))
    }

    /// The first argument's bytes as given, when it is not an option (under
    /// the dev runner, the runner's own options come first); else the working
    /// directory's.
    private static func startPath() -> [UInt8] {
        if CommandLine.argc > 1, let argument = CommandLine.unsafeArgv[1], argument[0] != 0x2D {
            return bytes(of: argument)
        }
        guard let directory = getcwd(nil, 0) else { return Array("/".utf8) }
        defer { free(directory) }
        return bytes(of: directory)
    }

    /// The bytes of the C string `text`.
    private static func bytes(of text: UnsafePointer<CChar>) -> [UInt8] {
        Array(UnsafeRawBufferPointer(start: text, count: strlen(text)))
    }
}
