// The two programs of the style benchmark: a GtkHooks `Text` re-rendered with
// a new `.foregroundColor`, and a hand-written GtkLabel whose own provider is
// reloaded with the new color. Each update is timed to the label drawn anew.

import Gtk
import GtkHooks

/// The `step`-th of 10,000 distinct colors (no two equal).
func color(_ step: Int) -> (red: Int, green: Int, blue: Int) {
    (step % 256, step / 256 % 256, 128)
}

/// What both programs do: show a label in a window, then recolor it.
@MainActor protocol StyleProgram {
    var window: Gtk.Window { get }
    var label: Gtk.Widget { get }
    func show(step: Int)
    /// Shows the label without a color of its own.
    func showPlain()
    func close()
}

/// GtkHooks: `Text(...).foregroundColor(...)` rendered by a `GtkAppRoot`.
@MainActor final class HooksProgram: StyleProgram {
    let root: GtkAppRoot
    init(application: Application) { root = GtkAppRoot(application: application, title: "hooks") }

    var window: Gtk.Window { root.windows[0] }
    var label: Gtk.Widget { window.subtree.first { $0 is Gtk.Label }! }
    var styleSheet: StyleSheet { root.host.styleSheet }

    func show(step: Int) {
        let (red, green, blue) = color(step)
        let value = Color(
            red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255)
        root.render(Text("\u{2588} swatch").foregroundColor(value))
    }

    func showPlain() { root.render(Text("\u{2588} swatch")) }
    func close() { root.unmount() }
}

/// Hand-written GTK: one label with its own provider, reloaded per color.
@MainActor final class VanillaProgram: StyleProgram {
    let window: Gtk.Window
    let label: Gtk.Widget
    private let provider = CSSProvider()

    init(application: Application) {
        window = Window(application: application)
        let made = Gtk.Label("\u{2588} swatch")
        label = made
        window.child = made
        provider.attach(to: made)
        window.present()
    }

    func show(step: Int) {
        let (red, green, blue) = color(step)
        provider.load("label { color: rgb(\(red), \(green), \(blue)); }")
    }

    func showPlain() { provider.load("") }
    func close() { window.destroy() }
}
