// A failed build shown in the app's window: a solid bar below the app's content
// with the compiler's first error and a Dismiss button. The bar goes into the
// window's content box (the Window adapter's, which lays the app's widgets out
// vertically) after the app's widgets: none of them changes parent, so focus,
// the cursor and selections stay as they were, and the bar covers nothing. The
// compiler's caret diagram needs its columns: the error is in a monospace font,
// unwrapped, and scrolls sideways when wider than the window.

import Gtk

/// The build-error bar of one window.
@MainActor final class ErrorBanner {
    private var box: Box?
    /// The bar while it shows: a row of the error and the Dismiss button.
    private(set) var bar: Box?
    /// The label of the error while the bar shows.
    private(set) var label: Label?
    /// The bar's look, attached to the bar and its label while it shows.
    private var style: CSSProvider?

    /// Whether the bar shows now.
    var isShown: Bool { bar != nil }
    /// The message shown, if any.
    var message: String? { label?.text }

    /// Shows `message` below `window`'s content (replacing a message shown before); does
    /// nothing for a window without the Window adapter's content box.
    func show(_ message: String, in window: Gtk.Window) {
        if let label, box === window.child {
            label.text = message
            return
        }
        hide()
        guard let box = window.child as? Box else { return }
        let style = CSSProvider()
        style.load(
            """
            .gtkhooks-build-error { background-color: #5c1515; color: #ffffff; padding: 6px 12px; }
            label { font-family: monospace; }
            """)
        let label = Label(message)
        label.wraps = false
        label.isSelectable = true
        label.textAlignment = 0
        label.addCSSClass("monospace")
        let scroller = ScrolledWindow()
        scroller.child = label
        scroller.setPolicy(horizontal: .automatic, vertical: .automatic)
        scroller.propagatesNaturalHeight = true
        scroller.maxContentHeight = 160
        scroller.expandsHorizontally = true
        let dismiss = Button("Dismiss")
        dismiss.verticalAlignment = .start
        dismiss.onClicked { [weak self] in self?.hide() }
        let bar = Box(.horizontal, spacing: 12)
        bar.addCSSClass("gtkhooks-build-error")
        bar.append(scroller)
        bar.append(dismiss)
        // Last in the box: the Window adapter inserts the app's widgets after their
        // known siblings (or first), so they stay above the bar.
        box.append(bar)
        style.attach(to: bar)
        style.attach(to: label)
        self.style = style
        self.box = box
        self.bar = bar
        self.label = label
    }

    /// Removes the bar; the app's widgets never moved.
    func hide() {
        guard let box, let bar else { return }
        box.remove(bar)
        style = nil
        self.box = nil
        self.bar = nil
        label = nil
    }
}
