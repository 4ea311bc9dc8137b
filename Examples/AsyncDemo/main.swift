// `swift run AsyncDemo [path]`: async hooks over the file system.
import Foundation
import GtkHooks

/// The bytes of the C string `text`.
func bytes(of text: UnsafePointer<CChar>) -> [UInt8] {
    Array(UnsafeRawBufferPointer(start: text, count: strlen(text)))
}

// The path's bytes as given, else the working directory's: a directory name
// need not be UTF-8, and `CommandLine.arguments` and `FileManager` turn such
// bytes into U+FFFD, naming another directory.
let start: [UInt8]
if CommandLine.argc > 1, let argument = CommandLine.unsafeArgv[1] {
    start = bytes(of: argument)
} else if let directory = getcwd(nil, 0) {
    start = bytes(of: directory)
    free(directory)
} else {
    start = Array("/".utf8)
}
let status = GtkApp(id: "org.gtkhooks.AsyncDemo") {
    AsyncDemoView(initialPath: start)
}.run(arguments: [CommandLine.arguments[0]])
exit(status)
