// `swift run AsyncDemo [path]`: async hooks over the file system.
import Foundation
import GtkHooks

let start = CommandLine.arguments.dropFirst().first ?? FileManager.default.currentDirectoryPath
let status = GtkApp(id: "org.gtkhooks.AsyncDemo") {
    AsyncDemoView(initialPath: start)
}.run(arguments: [CommandLine.arguments[0]])
exit(status)
