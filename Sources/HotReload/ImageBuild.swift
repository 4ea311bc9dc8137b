// One build: an incremental compile of the app's module (only edited files and
// those depending on them), then a link into a new shared object.

import Foundation

/// The outcome of one image build.
public enum ImageBuildResult: Sendable {
    /// The image at `path`, ready to load.
    case built(path: String)
    /// The build failed; `firstError` is the compiler's first error, `log` everything.
    case failed(firstError: String, log: String)
}

extension ImageRecipe {
    /// Builds image number `number` off the main actor.
    public func build(number: Int) async -> ImageBuildResult {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(returning: buildNow(number: number))
            }
        }
    }

    /// Builds image number `number` on the calling thread.
    public func buildNow(number: Int) -> ImageBuildResult {
        let files = FileManager.default
        do {
            try files.createDirectory(atPath: workDirectory, withIntermediateDirectories: true)
            let entry = "\(workDirectory)/\(moduleName)ImageEntry.swift"
            if files.contents(atPath: entry) != Data(entrySource.utf8) {
                _ = files.createFile(atPath: entry, contents: Data(entrySource.utf8))
            }
            let sources = self.sources() + [entry]
            try writeOutputFileMap(for: sources)
            let compile = runTool(
                "/usr/bin/env", [swiftc] + compileArguments(sources), in: workDirectory)
            guard compile.status == 0 else {
                return .failed(
                    firstError: firstCompilerError(in: compile.output), log: compile.output)
            }
            let path = imagePath(number)
            let link = runTool(
                "/usr/bin/env",
                [swiftc, "-emit-library", "-o", path, "-module-name", moduleName]
                    + sources.map(object(of:)),
                in: workDirectory)
            guard link.status == 0 else {
                return .failed(firstError: firstCompilerError(in: link.output), log: link.output)
            }
            return .built(path: path)
        } catch {
            return .failed(firstError: "error: \(error)", log: "\(error)")
        }
    }

    private func compileArguments(_ sources: [String]) -> [String] {
        [
            "-module-name", moduleName, "-c", "-incremental", "-enable-batch-mode", "-j2",
            "-output-file-map", "\(workDirectory)/output-file-map.json", "-emit-dependencies",
            "-parse-as-library", "-Onone", "-g",
            // An `@main` type's entry must not be the image's `main`.
            "-Xfrontend", "-entry-point-function-name", "-Xfrontend", "\(moduleName)_image_main",
        ] + compilerFlags + sources
    }

    private func object(of source: String) -> String {
        let name = URL(fileURLWithPath: source).deletingPathExtension().lastPathComponent
        return "\(workDirectory)/objects/\(name).o"
    }

    /// Where the driver puts each object and what it needs for incremental builds.
    private func writeOutputFileMap(for sources: [String]) throws {
        try FileManager.default.createDirectory(
            atPath: "\(workDirectory)/objects", withIntermediateDirectories: true)
        var map: [String: [String: String]] = [
            "": ["swift-dependencies": "\(workDirectory)/objects/\(moduleName)-master.swiftdeps"]
        ]
        for source in sources {
            let object = object(of: source)
            let stem = String(object.dropLast(2))
            map[source] = [
                "object": object, "swift-dependencies": "\(stem).swiftdeps",
                "dependencies": "\(stem).d",
            ]
        }
        let data = try JSONSerialization.data(withJSONObject: map, options: [.sortedKeys])
        let path = "\(workDirectory)/output-file-map.json"
        if FileManager.default.contents(atPath: path) != data {
            _ = FileManager.default.createFile(atPath: path, contents: data)
        }
    }
}

/// A finished tool run: exit status and merged output.
struct ToolRun {
    var status: Int32
    var output: String
}

/// Runs `executable` with `arguments` in `directory`, capturing stdout and stderr.
func runTool(_ executable: String, _ arguments: [String], in directory: String) -> ToolRun {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    do {
        try process.run()
    } catch {
        return ToolRun(status: -1, output: "error: cannot run \(executable): \(error)")
    }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return ToolRun(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
}
