import Gtk

/// Asks for a file to open with the desktop's file dialog; returns its path,
/// or nil when cancelled.
///
/// ```swift
/// Task { if let path = await showOpenPanel() { load(path) } }
/// ```
@MainActor public func showOpenPanel(title: String = "Open File") async -> String? {
    await showFileChooser(FileChooser(title: title, parent: DialogParent.window, mode: .open))
}

/// Asks where to save with the desktop's file dialog, suggesting
/// `suggestedName`; returns the chosen path, or nil when cancelled.
@MainActor public func showSavePanel(
    title: String = "Save File", suggestedName: String? = nil
) async -> String? {
    await showFileChooser(
        FileChooser(
            title: title, parent: DialogParent.window, mode: .save, suggestedName: suggestedName))
}

@MainActor private func showFileChooser(_ chooser: FileChooser) async -> String? {
    await withCheckedContinuation { continuation in
        chooser.onResponse { path in continuation.resume(returning: path) }
        chooser.show()
    }
}
