import Gtk

/// Whether a sheet's window or a popover is shown, and the idle that shows it
/// after the commit that asked for it, once it is placed in the widget tree
/// (its parent window or its anchor is known only then).
@MainActor final class PresentationAfterCommit {
    /// Whether it is shown, or about to be.
    private(set) var isPresented = false
    /// The idle that shows it; nil when none is waiting.
    private var presenting: Source?

    /// Shows it with `show` at the next high-priority idle, or hides it with
    /// `hide` at once; nothing when it is already so.
    func set(
        _ presented: Bool, show: @escaping @MainActor () -> Void, hide: () -> Void
    ) {
        guard presented != isPresented else { return }
        isPresented = presented
        cancel()
        guard presented else {
            hide()
            return
        }
        presenting = Source.idle(priority: .highIdle) { [weak self] in
            self?.presenting = nil
            show()
            return .remove
        }
    }

    /// It was closed by a person, not by a `set` (GTK hid it already).
    func closedElsewhere() { isPresented = false }

    /// Drops a show still waiting.
    func cancel() {
        presenting?.cancel()
        presenting = nil
    }
}
