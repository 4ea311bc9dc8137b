import Hooks
import Reconciler

extension Window {
    /// The window cannot be made smaller than `width` by `height` pixels.
    public func minimumSize(width: Int? = nil, height: Int? = nil) -> Window {
        var window = self
        window.minimumWidth = width
        window.minimumHeight = height
        return window
    }

    /// Whether a person can resize the window (true by default).
    public func resizable(_ isResizable: Bool) -> Window {
        var window = self
        window.isResizable = isResizable
        return window
    }

    /// Maximizes the window while `isMaximized` is true; a person maximizing
    /// or restoring it writes the binding.
    public func maximized(_ isMaximized: Binding<Bool>) -> Window {
        var window = self
        window.isMaximized = isMaximized
        return window
    }

    /// Makes the window fullscreen while `isFullscreen` is true; leaving
    /// fullscreen another way writes the binding.
    public func fullscreen(_ isFullscreen: Binding<Bool>) -> Window {
        var window = self
        window.isFullscreen = isFullscreen
        return window
    }

    /// Brings the window to the front and gives it the focus each time
    /// `request` changes (not when it first shows): how an app answers a
    /// request for what a window already shows, such as a document opened
    /// again.
    ///
    /// ```swift
    /// Window(file.name, isPresented: isOpen) { Editor(file) }
    ///     .raised(by: openRequests[file.id] ?? 0)
    /// ```
    public func raised(by request: Int) -> Window {
        var window = self
        window.raiseRequest = request
        return window
    }

    /// Asks `shouldClose` when a person closes the window: it may await (an
    /// alert, a save) and answers whether the window closes.
    ///
    /// The window stays on screen until the answer; `false` keeps it open.
    ///
    /// ```swift
    /// Window("Notes") { NotesView() }
    ///     .onCloseRequest {
    ///         guard hasUnsavedChanges else { return true }
    ///         return await dialogs.alert(Alert("Discard changes?",
    ///             actions: [.cancel("Keep editing"), .destructive("Discard")])) == 1
    ///     }
    /// ```
    public func onCloseRequest(_ shouldClose: @escaping @MainActor () async -> Bool) -> Window {
        var window = self
        window.closeRequest = shouldClose
        return window
    }

    /// Calls `action` once the window closed (after `onCloseRequest` agreed).
    public func onClose(_ action: @escaping @MainActor () -> Void) -> Window {
        var window = self
        let earlier = onClose
        window.onClose = {
            earlier?()
            action()
        }
        return window
    }
}

extension Window: Closable {
    /// Asks `closeRequest`, then, if it agrees, sets `isPresented` to false
    /// and calls `onClose`; returns whether the window closed.
    public func requestClose() async -> Bool {
        if let closeRequest, !(await closeRequest()) { return false }
        isPresented?.wrappedValue = false
        onClose?()
        return true
    }
}

/// A window or sheet a person can close.
@MainActor public protocol Closable {
    /// Does what the close button does: asks the view's close request,
    /// closes if it agrees, and returns whether it closed.
    func requestClose() async -> Bool
}
