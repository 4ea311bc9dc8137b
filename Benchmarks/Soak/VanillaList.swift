// The scroll phase's List written by hand with direct GTK calls: a
// GtkListView whose rows are a label and an icon button, as GtkHost shows
// `SoakRow`, scrolled in turns with GtkHooks' List.

import BenchmarkMeasures
import CGtk
import Gtk

/// A row's label and button, made when GTK asks for a row widget.
private let setUpRow: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void =
    { _, item in
        let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        let label = gtk_label_new("")!
        gtk_widget_set_hexpand(label, 1)
        gtk_box_append(gtkhooks_box(row), label)
        gtk_box_append(gtkhooks_box(row), gtk_button_new_from_icon_name("window-close-symbolic"))
        gtk_list_item_set_child(gtkhooks_list_item(item), row)
    }

/// A row's text, from the row's string.
private let bindRow: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void =
    { _, item in
        let listItem = gtkhooks_list_item(item)
        guard let string = gtk_list_item_get_item(listItem),
            let row = gtk_list_item_get_child(listItem),
            let label = gtk_widget_get_first_child(row)
        else { return }
        gtk_label_set_text(
            gtkhooks_label(label), gtk_string_object_get_string(OpaquePointer(string)))
    }

/// A list of `rows` rows in a 400 x 400 scrolled window, in a window of its own.
@MainActor final class VanillaList {
    let window: Gtk.Window
    private let scrolled: UnsafeMutablePointer<GtkWidget>

    init(in application: Application, rows: Int) {
        window = Gtk.Window(application: application)
        window.setDefaultSize(width: 1000, height: 800)
        let strings = gtk_string_list_new(nil)!
        for row in 0..<rows { gtk_string_list_append(strings, "row \(row)") }
        let factory = gtk_signal_list_item_factory_new()!
        let factoryObject = UnsafeMutableRawPointer(factory)
        g_signal_connect_data(
            factoryObject, "setup", unsafeBitCast(setUpRow, to: GCallback.self), nil, nil,
            GConnectFlags(0))
        g_signal_connect_data(
            factoryObject, "bind", unsafeBitCast(bindRow, to: GCallback.self), nil, nil,
            GConnectFlags(0))
        let selection = gtk_no_selection_new(
            gtkhooks_list_model(UnsafeMutableRawPointer(strings)))
        let list = gtk_list_view_new(
            gtkhooks_selection_model(selection.map { UnsafeMutableRawPointer($0) }), factory)!
        scrolled = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_child(gtkhooks_scrolled_window(scrolled), list)
        gtk_widget_set_size_request(scrolled, 400, 400)
        gtk_widget_set_halign(scrolled, GTK_ALIGN_START)
        gtk_widget_set_valign(scrolled, GTK_ALIGN_START)
        gtk_window_set_child(
            gtkhooks_window(UnsafeMutableRawPointer(bitPattern: window.address)), scrolled)
        window.present()
    }

    private var adjustment: UnsafeMutablePointer<GtkAdjustment>? {
        gtk_scrolled_window_get_vadjustment(gtkhooks_scrolled_window(scrolled))
    }

    /// How far the list can scroll, in pixels.
    var maximumOffset: Double {
        guard let adjustment else { return 0 }
        return gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
    }

    /// Scrolls to `fraction` of the way down and waits for the painted frame.
    func scroll(to fraction: Double) async {
        if let adjustment { gtk_adjustment_set_value(adjustment, maximumOffset * fraction) }
        await nextPaintedFrame(of: window)
    }
}
