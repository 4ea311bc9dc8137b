// The state a crash or a hang restarts with: the app's `Codable` hook state,
// written to the state file whenever it changed (checked every second) and
// before each new image renders, so a crash loses at most a second of it.

import Foundation
import Gtk
import GtkHost
import HotReload

/// Writes `root`'s state to `file` while it is the state of the app's code.
@MainActor final class StateKeeper {
    let file: String
    private let root: GtkAppRoot
    private var written: StateSnapshot?
    private var timer: Source?
    private var warned = false
    /// True while the app's state is not there to save: no image rendered yet, or a
    /// saved state not yet put back (saving then would replace it).
    var isPaused = true
    /// The state put back after a restart: kept for the components not mounted again
    /// yet (rows of a `List` not shown), which take it when they mount.
    var restored: [String: [Int: Data]] = [:]

    init(file: String, root: GtkAppRoot) {
        self.file = file
        self.root = root
    }

    /// Saves every `interval` from now on.
    func start(every interval: Duration = .seconds(1)) {
        timer = Source.timeout(after: interval) { [weak self] in
            self?.save()
            return .keep
        }
    }

    /// Writes the state now if it changed since it was last written.
    func save() {
        guard !isPaused else { return }
        var snapshot = StateSnapshot(of: root.renderer)
        snapshot.slots.merge(restored) { current, _ in current }
        guard snapshot != written else { return }
        do {
            try JSONEncoder().encode(snapshot).write(
                to: URL(fileURLWithPath: file), options: .atomic)
            written = snapshot
        } catch {
            guard !warned else { return }
            warned = true
            FileHandle.standardError.write(
                Data("DevRunner: cannot save the state to \(file): \(error)\n".utf8))
        }
    }
}
