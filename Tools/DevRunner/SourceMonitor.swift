// Saves, as GIO reports them: a GFileMonitor on the app's source directory.

import CGtk

/// Watches one directory and reports each saved, created, renamed or deleted `.swift` file.
@MainActor final class SourceMonitor {
    private let monitor: UnsafeMutablePointer<GFileMonitor>

    /// Starts watching `directory`; `onSave` gets the file's path.
    init?(directory: String, onSave: @escaping @MainActor (String) -> Void) {
        let file = g_file_new_for_path(directory)
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        guard let monitor = g_file_monitor_directory(file, G_FILE_MONITOR_WATCH_MOVES, nil, nil)
        else { return nil }
        self.monitor = monitor
        let box = Unmanaged.passRetained(SaveHandler(onSave)).toOpaque()
        g_signal_connect_data(
            UnsafeMutableRawPointer(monitor), "changed",
            unsafeBitCast(monitorChanged, to: GCallback.self), box, releaseHandler,
            GConnectFlags(rawValue: 0))
    }

    isolated deinit {
        g_file_monitor_cancel(monitor)
        g_object_unref(UnsafeMutableRawPointer(monitor))
    }
}

private final class SaveHandler: Sendable {
    let onSave: @MainActor (String) -> Void

    init(_ onSave: @escaping @MainActor (String) -> Void) {
        self.onSave = onSave
    }
}

/// The events that end a save: the write finished, or the file arrived by a rename
/// (editors that save through a temporary file), or it went away.
private let saveEvents: Set<UInt32> = [
    G_FILE_MONITOR_EVENT_CHANGES_DONE_HINT.rawValue, G_FILE_MONITOR_EVENT_CREATED.rawValue,
    G_FILE_MONITOR_EVENT_MOVED_IN.rawValue, G_FILE_MONITOR_EVENT_RENAMED.rawValue,
    G_FILE_MONITOR_EVENT_DELETED.rawValue,
]

private let monitorChanged:
    @convention(c) (
        UnsafeMutableRawPointer?, OpaquePointer?, OpaquePointer?, UInt32, UnsafeMutableRawPointer?
    ) -> Void = { _, file, other, event, data in
        guard let data, saveEvents.contains(event) else { return }
        let target = event == G_FILE_MONITOR_EVENT_RENAMED.rawValue ? other : file
        guard let target, let cPath = g_file_get_path(target) else { return }
        let path = String(cString: cPath)
        g_free(cPath)
        guard path.hasSuffix(".swift") else { return }
        let handler = Unmanaged<SaveHandler>.fromOpaque(data).takeUnretainedValue()
        MainActor.assumeIsolated { handler.onSave(path) }
    }

private let releaseHandler:
    @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<GClosure>?) -> Void = {
        data, _ in
        if let data { Unmanaged<SaveHandler>.fromOpaque(data).release() }
    }
