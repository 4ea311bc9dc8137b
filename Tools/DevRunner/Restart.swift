// Restart with state: what cannot be swapped into the running process (a
// framework edit, a failed load, too many images loaded) restarts the runner,
// with the app's Codable hook state saved by component path and put back.

import Foundation
import Gtk
import GtkHost
import HotReload

/// Why the runner restarts instead of reloading.
enum RestartReason: CustomStringConvertible {
    case frameworkChanged(String)
    case loadFailed(String)
    case tooManyReloads(Int)

    var description: String {
        switch self {
        case .frameworkChanged(let file): "\(file) changed (the framework or the package)"
        case .loadFailed(let error): "the new image did not load: \(error)"
        case .tooManyReloads(let count): "\(count) images are loaded"
        }
    }
}

/// Saves the state, then replaces this process with a new runner that restores it.
@MainActor struct Restart {
    /// Where the snapshot goes.
    let stateFile: String
    /// The runner's arguments, less any earlier `--restore` and `--after-crash`.
    let arguments: [String]

    /// Writes `root`'s state and `exec`s the runner; returns only when that failed.
    func perform(_ reason: RestartReason, saving root: GtkAppRoot) {
        let snapshot = StateSnapshot(of: root.renderer)
        let slots = snapshot.slots.values.reduce(0) { $0 + $1.count }
        log("restarting with state (\(slots) state slots saved): \(reason)")
        do {
            try JSONEncoder().encode(snapshot).write(to: URL(fileURLWithPath: stateFile))
        } catch {
            log("cannot save the state to \(stateFile): \(error); restarting without it")
        }
        let executable = Self.runnerFile()
        let argv =
            [arguments.first ?? executable] + arguments.dropFirst() + [
                "--restore", stateFile,
            ]
        var cArguments = argv.map { strdup($0) } + [nil]
        fflush(nil)
        execv(executable, &cArguments)
        log("cannot restart \(executable): \(String(cString: strerror(errno)))")
    }

    /// The runner's file by its path, so a runner rebuilt since this process started is
    /// the one that starts (`/proc/self/exe` itself would start this process's file,
    /// which the linker has unlinked and replaced).
    static func runnerFile() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return "/proc/self/exe" }
        let path = String(
            decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let deleted = " (deleted)"
        return path.hasSuffix(deleted) ? String(path.dropLast(deleted.count)) : path
    }

    /// `arguments` without `--restore <file>` and `--after-crash <what>` pairs.
    static func arguments(from arguments: [String]) -> [String] {
        var result: [String] = []
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            if argument == "--restore" || argument == "--after-crash" {
                _ = rest.popFirst()
            } else {
                result.append(argument)
            }
        }
        return result
    }
}

/// Puts a snapshot back: once after the first render, then after each render that
/// mounted components it has state for (rows of a restored `ForEach`), at most 5 rounds.
///
/// The rows of a `List` not shown yet take theirs from the list when they are shown.
@MainActor final class StateRestore {
    private let snapshot: StateSnapshot
    private let root: GtkAppRoot
    private var restored: Set<String> = []
    private var rounds = 0
    /// Called once the last round ran.
    var onDone: (@MainActor (StateSnapshot) -> Void)?

    /// The snapshot in `file`, which stays: a crash before the state is saved again
    /// restarts from it once more.
    init?(file: String, root: GtkAppRoot) {
        guard let data = FileManager.default.contents(atPath: file),
            let snapshot = try? JSONDecoder().decode(StateSnapshot.self, from: data)
        else { return nil }
        self.snapshot = snapshot
        self.root = root
    }

    func start() {
        round()
    }

    private func round() {
        let now = snapshot.restore(into: root.renderer, skipping: restored)
        restored.formUnion(now)
        rounds += 1
        guard !now.isEmpty, rounds < 5 else {
            log("restored the state of \(restored.count) of \(snapshot.slots.count) components")
            onDone?(snapshot)
            return
        }
        // After the render the restored state asked for (a high-priority idle).
        _ = Source.idle(priority: .defaultIdle) { [self] in
            round()
            return .remove
        }
    }
}

private func log(_ message: String) {
    FileHandle.standardError.write(Data("DevRunner: \(message)\n".utf8))
}
