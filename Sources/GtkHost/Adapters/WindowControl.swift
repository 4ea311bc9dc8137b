import Gtk
import Widgets

/// What a window's adapter keeps beside the `GtkWindow`: the application it
/// shows in, whether it is shown, the states last asked of the window
/// manager, and a close that is waiting for the app's answer.
@MainActor final class WindowControl: InstanceResource {
    let window: Gtk.Window
    /// The application the root put the window in; nil until inserted.
    private(set) weak var application: Application?
    private(set) var isShown = true
    var requestedMaximized = false
    var requestedFullscreen = false
    private var pendingClose: Task<Void, Never>?
    private var closeApproved = false

    init(window: Gtk.Window) {
        self.window = window
    }

    /// Puts the window in `application` and on screen if it is shown.
    func attach(to application: Application) {
        self.application = application
        if isShown {
            application.add(window)
            window.present()
        }
    }

    /// Shows the window (in its application) or hides it (out of it).
    func setShown(_ shown: Bool) {
        guard shown != isShown else { return }
        isShown = shown
        guard let application else { return }
        if shown {
            application.add(window)
            window.present()
        } else {
            window.isVisible = false
            if window.hasApplication { application.remove(window) }
        }
    }

    /// The `close-request` handler: true keeps the window (GTK does nothing).
    func closeRequested(by props: Widgets.Window) -> Bool {
        if closeApproved { return false }
        if pendingClose != nil { return true }
        guard props.closeRequest != nil else {
            props.isPresented?.wrappedValue = false
            props.onClose?()
            return closed(bound: props.isPresented != nil)
        }
        pendingClose = Task { [weak self] in
            let agreed = await props.requestClose()
            guard let self else { return }
            pendingClose = nil
            if agreed, !closed(bound: props.isPresented != nil) {
                closeApproved = true
                window.close()
            }
        }
        return true
    }

    /// Ends a close that went ahead.
    ///
    /// Hides a bound window at once (its binding is false already); an
    /// unbound one is left for GTK to destroy. Returns whether GTK must
    /// leave the window alone.
    private func closed(bound: Bool) -> Bool {
        guard bound else { return false }
        setShown(false)
        return true
    }

    func release() {
        pendingClose?.cancel()
        pendingClose = nil
    }
}
