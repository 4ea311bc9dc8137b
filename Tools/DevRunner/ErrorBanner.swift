// A failed build shown in the app's window: a bar over the content with the
// compiler's first error and a Dismiss button. The window's content box (made
// once by the Window adapter) moves into an overlay while the bar shows.

import Gtk

/// The build-error bar of one window.
@MainActor final class ErrorBanner {
    private var window: Gtk.Window?
    private var content: Widget?
    private var overlay: Overlay?
    private var label: Label?

    /// Whether the bar shows now.
    var isShown: Bool { overlay != nil }
    /// The message shown, if any.
    var message: String? { label?.text }

    /// Shows `message` over `window`'s content (replacing a message shown before).
    func show(_ message: String, in window: Gtk.Window) {
        if let label, self.window === window {
            label.text = message
            return
        }
        hide()
        guard let content = window.child else { return }
        let label = Label(message)
        label.wraps = true
        label.textAlignment = 0
        label.expandsHorizontally = true
        let dismiss = Button("Dismiss")
        dismiss.onClicked { [weak self] in self?.hide() }
        let bar = Box(.horizontal, spacing: 12)
        bar.addCSSClass("app-notification")
        bar.verticalAlignment = .start
        bar.append(label)
        bar.append(dismiss)
        window.child = nil
        let overlay = Overlay()
        overlay.child = content
        overlay.addOverlay(bar)
        window.child = overlay
        self.window = window
        self.content = content
        self.overlay = overlay
        self.label = label
    }

    /// Puts the window's content back as it was.
    func hide() {
        guard let window, let content, let overlay else { return }
        window.child = nil
        overlay.child = nil
        window.child = content
        self.window = nil
        self.content = nil
        self.overlay = nil
        label = nil
    }
}
