// The two programs: a GtkHooks `TextEditor` in a `ScrollView`, and a plain
// GtkTextView in a GtkScrolledWindow set through GTK's C API.

import CGtk
import Gtk
import GtkHooks

/// What both programs do: show a text with a wrap mode.
@MainActor protocol EditorProgram {
    var window: Gtk.Window { get }
    func show(_ text: String, wrap: TextWrap)
    func close()
}

/// The GtkHooks program.
@MainActor final class HooksEditor: EditorProgram {
    let root: GtkAppRoot

    init(application: Application) {
        root = GtkAppRoot(application: application, title: "hooks")
        show("", wrap: .word)
    }

    var window: Gtk.Window { root.windows[0] }

    func show(_ text: String, wrap: TextWrap) {
        root.render(
            ScrollView {
                TextEditor(text: .constant(text), wrap: wrap).expand(
                    horizontally: true, vertically: true)
            }.expand(horizontally: true, vertically: true))
        window.setDefaultSize(width: 800, height: 600)
    }

    func close() { root.unmount() }
}

/// The plain GTK program: `gtk_text_buffer_set_text` on a GtkTextView.
@MainActor final class PlainEditor: EditorProgram {
    let window: Gtk.Window
    private let view: UnsafeMutablePointer<GtkWidget>

    init(application: Application) {
        window = Gtk.Window(application: application)
        window.setDefaultSize(width: 800, height: 600)
        let scrolled = gtk_scrolled_window_new()!
        view = gtk_text_view_new()!
        gtk_scrolled_window_set_child(gtkhooks_scrolled_window(scrolled), view)
        let windowPointer = UnsafeMutableRawPointer(bitPattern: window.address)
        gtk_window_set_child(gtkhooks_window(windowPointer), scrolled)
        window.present()
    }

    func show(_ text: String, wrap: TextWrap) {
        let mode =
            switch wrap {
            case .none: GTK_WRAP_NONE
            case .word: GTK_WRAP_WORD
            case .character: GTK_WRAP_CHAR
            case .wordOrCharacter: GTK_WRAP_WORD_CHAR
            }
        gtk_text_view_set_wrap_mode(gtkhooks_text_view(view), mode)
        gtk_text_buffer_set_text(gtk_text_view_get_buffer(gtkhooks_text_view(view)), text, -1)
    }

    func close() { window.destroy() }
}
