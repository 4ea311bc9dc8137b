// The style phase's panel written by hand with direct GTK calls: eight
// labels, each with a CSS provider of its own on its style context that is
// reloaded with the new colors and font size at every step (what GtkHost
// does for a style no other widget shows), and margins for the padding.

import BenchmarkMeasures
import CGtk
import Gtk

/// Eight styled labels in a window of their own, stepped in turns with
/// GtkHooks' `StyledPanel`.
@MainActor final class VanillaStyles {
    let window: Gtk.Window
    private var lanes:
        [(label: UnsafeMutablePointer<GtkWidget>, provider: UnsafeMutablePointer<GtkCssProvider>)] =
            []
    private let distinct: Int

    init(in application: Application, distinct: Int) {
        self.distinct = distinct
        window = Gtk.Window(application: application)
        window.setDefaultSize(width: 1000, height: 800)
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)!
        for _ in 0..<8 {
            let label = gtk_label_new("")!
            let provider = gtk_css_provider_new()!
            gtk_style_context_add_provider(
                gtk_widget_get_style_context(label), gtkhooks_style_provider(provider),
                gtkhooks_style_provider_priority_widget)
            gtk_widget_add_css_class(label, "gtkhooks-styled")
            gtk_box_append(gtkhooks_box(box), label)
            lanes.append((label, provider))
        }
        gtk_window_set_child(
            gtkhooks_window(UnsafeMutableRawPointer(bitPattern: window.address)), box)
        window.present()
    }

    /// Shows step `step` and waits for the painted frame.
    func show(step: Int) async {
        let value = step % distinct
        for (lane, (label, provider)) in lanes.enumerated() {
            gtk_label_set_text(gtkhooks_label(label), "step \(step) lane \(lane)")
            let css =
                ".gtkhooks-styled { color: \(Self.rgb(value)); "
                + "background-color: \(Self.rgb(distinct - 1 - value)); "
                + "font-size: \(10 + (value + lane) % 6)pt; }"
            gtk_css_provider_load_from_data(provider, css, -1)
            let padding = Int32((value + lane) % 4)
            gtk_widget_set_margin_top(label, padding)
            gtk_widget_set_margin_bottom(label, padding)
            gtk_widget_set_margin_start(label, padding)
            gtk_widget_set_margin_end(label, padding)
        }
        await nextPaintedFrame(of: window)
    }

    /// `StyledPanel.color(value)` as CSS.
    private static func rgb(_ value: Int) -> String {
        "rgb(\(value % 100)%, \(value / 100 % 100)%, 50%)"
    }

    /// Drops the providers and the window.
    func close() {
        for lane in lanes { g_object_unref(UnsafeMutableRawPointer(lane.provider)) }
        lanes = []
        window.destroy()
    }
}
