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
            let entry = "\(workDirectory)/\(entryFileName)"
            if files.contents(atPath: entry) != Data(entrySource.utf8) {
                _ = files.createFile(atPath: entry, contents: Data(entrySource.utf8))
            }
            let sources = self.sources() + [entry]
            try writeOutputFileMap(for: sources)
            forgetObjectsOfEditedSources(sources)
            let compile = runTool(
                "/usr/bin/env", [swiftc] + compileArguments(sources), in: workDirectory)
            guard compile.status == 0 else {
                return .failed(
                    firstError: entryError(in: compile.output)
                        ?? firstCompilerError(in: compile.output),
                    log: compile.output)
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

    /// Removes the object of every source whose bytes changed since the last build, so
    /// the driver compiles it again: its incremental check goes by modification times,
    /// and a save that comes within moments of the previous build was taken as
    /// unchanged (the old code stayed on screen).
    private func forgetObjectsOfEditedSources(_ sources: [String]) {
        let record = "\(workDirectory)/source-digests.txt"
        let old = (try? String(contentsOfFile: record, encoding: .utf8)) ?? ""
        var seen: [String: String] = [:]
        for line in old.split(separator: "\n") {
            guard let tab = line.firstIndex(of: "\t") else { continue }
            seen[String(line[line.index(after: tab)...])] = String(line[..<tab])
        }
        var lines: [String] = []
        for source in sources {
            guard let bytes = FileManager.default.contents(atPath: source) else { continue }
            let digest = String(fnv1a(bytes), radix: 16)
            if seen[source] != digest {
                try? FileManager.default.removeItem(atPath: object(of: source))
            }
            lines.append("\(digest)\t\(source)")
        }
        _ = FileManager.default.createFile(
            atPath: record, contents: Data(lines.joined(separator: "\n").utf8))
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

/// The 64-bit FNV-1a hash of `bytes`: the same in every process (unlike `Hasher`).
func fnv1a(_ bytes: Data) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
        hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return hash
}
