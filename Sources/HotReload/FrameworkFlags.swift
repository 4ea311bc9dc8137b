// The flags an image is compiled with: the framework's module search paths and
// C flags, read from the SwiftPM build that compiled the running framework.

import Foundation

extension ImageRecipe {
    /// The search paths and C flags SwiftPM compiled `GtkHooks` with (read from the
    /// build manifest beside `binDirectory`, `.build/debug.yaml`), the framework modules
    /// of `binDirectory`, language mode 6 and, when `mainActorByDefault`, main-actor
    /// default isolation (as the examples are compiled).
    ///
    /// - Parameters:
    ///   - binDirectory: the debug bin directory of the build that compiled the running
    ///     framework (`swift build --show-bin-path`).
    ///   - mainActorByDefault: whether the app's code is main-actor isolated by default.
    public static func frameworkFlags(binDirectory: String, mainActorByDefault: Bool = true)
        -> [String]
    {
        var flags = ["-I", "\(binDirectory)/Modules", "-swift-version", "6"]
        if mainActorByDefault { flags += ["-default-isolation", "MainActor"] }
        let bin = URL(fileURLWithPath: binDirectory).resolvingSymlinksInPath()
        let manifest = bin.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("\(bin.lastPathComponent).yaml").path
        guard let text = try? String(contentsOfFile: manifest, encoding: .utf8),
            let key = text.range(of: "\"C.GtkHooks-"),
            let argsLine = text[key.upperBound...].split(separator: "\n").first(where: {
                $0.contains("args: [")
            })
        else { return flags }
        let arguments = argsLine.split(separator: "\"").enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if ["-Xcc", "-module-cache-path", "-target"].contains(argument),
                index + 1 < arguments.count
            {
                flags += [argument, arguments[index + 1]]
                index += 2
                continue
            }
            if argument.hasPrefix("-I") && argument.count > 2 { flags.append(argument) }
            index += 1
        }
        return flags
    }
}
