// An edit to the framework (or to Package.swift) cannot be swapped into the
// running process: the images bind to the framework it holds. The runner is
// rebuilt, then restarts with the app's state.

import Foundation
import HotReload

extension DevSession {
    /// Watches `package`'s `Sources` (every directory below it) and its `Package.swift`.
    func watchFramework(package: String) {
        let sources = "\(package)/Sources"
        var directories = [package, sources]
        if let walker = FileManager.default.enumerator(atPath: sources) {
            for case let relative as String in walker {
                var isDirectory: ObjCBool = false
                let path = "\(sources)/\(relative)"
                if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
                    isDirectory.boolValue
                {
                    directories.append(path)
                }
            }
        }
        frameworkMonitors = directories.compactMap { directory in
            SourceMonitor(directory: directory) { [weak self] path in
                // The package directory itself: only its manifest counts.
                guard directory != package || path.hasSuffix("/Package.swift") else { return }
                self?.frameworkChanged(path, package: package)
            }
        }
    }

    private func frameworkChanged(_ path: String, package: String) {
        guard let restart else { return }
        log("\(URL(fileURLWithPath: path).lastPathComponent) changed: rebuilding the runner")
        frameworkMonitors.removeAll()
        let command = runnerBuild
        Task { [weak self] in
            let build = await rebuildRunner(in: package, command: command)
            guard let self else { return }
            guard build.status == 0 else {
                fail(firstCompilerError(in: build.output))
                watchFramework(package: package)
                return
            }
            restart.perform(.frameworkChanged(path), saving: root)
        }
    }
}

/// `command` (through `sh -c`), or `swift build --product DevRunner`, in `package`, off
/// the main actor.
private func rebuildRunner(in package: String, command: String?) async -> (
    status: Int32, output: String
) {
    await withCheckedContinuation { continuation in
        DispatchQueue.global().async {
            let process = Process()
            if let command {
                process.executableURL = URL(fileURLWithPath: "/bin/sh")
                process.arguments = ["-c", command]
            } else {
                process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
                process.arguments = [
                    "swift", "build", "--product", "DevRunner",
                    "--explicit-target-dependency-import-check", "error",
                ]
            }
            process.currentDirectoryURL = URL(fileURLWithPath: package)
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = pipe
            do {
                try process.run()
            } catch {
                continuation.resume(returning: (-1, "error: cannot rebuild the runner: \(error)"))
                return
            }
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            continuation.resume(
                returning: (process.terminationStatus, String(decoding: data, as: UTF8.self)))
        }
    }
}
