// The mount phase's tree written by hand with direct GTK calls, widget for
// widget what GtkHost makes for `WidgetKinds`: the baseline that tells GTK's
// own growth under repetition from GtkHooks'.

import CGtk

typealias GtkWidgetPointer = UnsafeMutablePointer<GtkWidget>

/// A list row's label, made when GTK asks for a row widget.
private let setUpRow: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void =
    { _, item in
        gtk_list_item_set_child(gtkhooks_list_item(item), gtk_label_new(""))
    }

/// A list row's text, from the row's string.
private let bindRow: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void =
    { _, item in
        let listItem = gtkhooks_list_item(item)
        guard let string = gtk_list_item_get_item(listItem),
            let label = gtk_list_item_get_child(listItem)
        else { return }
        let text = gtk_string_object_get_string(OpaquePointer(string))
        gtk_label_set_text(gtkhooks_label(label), text)
    }

private func box(_ orientation: GtkOrientation, spacing: Int32, _ children: [GtkWidgetPointer])
    -> GtkWidgetPointer
{
    let box = gtk_box_new(orientation, spacing)!
    for child in children { gtk_box_append(gtkhooks_box(box), child) }
    return box
}

private func label(_ text: String) -> GtkWidgetPointer { gtk_label_new(text)! }

/// A label beside a control, as GtkHost shows a `Picker`, `Stepper` or `Toggle`.
private func labelled(_ text: String, _ control: GtkWidgetPointer) -> GtkWidgetPointer {
    let title = label(text)
    gtk_widget_set_hexpand(title, 1)
    return box(GTK_ORIENTATION_HORIZONTAL, spacing: 8, [title, control])
}

private func scrolled(_ child: GtkWidgetPointer, height: Int32) -> GtkWidgetPointer {
    let scrolled = gtk_scrolled_window_new()!
    gtk_scrolled_window_set_child(gtkhooks_scrolled_window(scrolled), child)
    gtk_widget_set_size_request(scrolled, -1, height)
    return scrolled
}

/// A `GtkListView` of 20 text rows in a scrolled window.
private func twentyRows() -> GtkWidgetPointer {
    let strings = gtk_string_list_new(nil)!
    for row in 0..<20 { gtk_string_list_append(strings, "row \(row)") }
    let factory = gtk_signal_list_item_factory_new()!
    let factoryObject = UnsafeMutableRawPointer(factory)
    g_signal_connect_data(
        factoryObject, "setup", unsafeBitCast(setUpRow, to: GCallback.self), nil, nil,
        GConnectFlags(0))
    g_signal_connect_data(
        factoryObject, "bind", unsafeBitCast(bindRow, to: GCallback.self), nil, nil,
        GConnectFlags(0))
    let selection = gtk_no_selection_new(gtkhooks_list_model(UnsafeMutableRawPointer(strings)))
    let list = gtk_list_view_new(
        gtkhooks_selection_model(selection.map { UnsafeMutableRawPointer($0) }), factory)!
    return scrolled(list, height: 24)
}

/// One of each widget kind (about 20 GTK widgets), as `WidgetKinds(index:)` shows.
func vanillaKinds(index: Int) -> GtkWidgetPointer {
    let image = gtk_image_new_from_icon_name("folder-symbolic")!
    gtk_image_set_pixel_size(gtkhooks_image(image), 16)
    let slider = gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, 0, 100, 1)!
    gtk_widget_set_hexpand(slider, 1)
    gtk_range_set_value(gtkhooks_range(slider), 40)
    let bar = gtk_progress_bar_new()!
    gtk_progress_bar_set_fraction(gtkhooks_progress_bar(bar), 0.4)
    let spinner = gtk_spinner_new()!
    gtk_spinner_start(gtkhooks_spinner(spinner))
    let switchWidget = gtk_switch_new()!
    gtk_switch_set_active(gtkhooks_switch(switchWidget), index % 2 == 0 ? 1 : 0)
    let check = gtk_check_button_new()!
    gtk_check_button_set_active(gtkhooks_check_button(check), index % 2 == 0 ? 1 : 0)
    let options: [String] = ["Small", "Medium", "Large"]
    let dropDown = options.withCStrings { gtk_drop_down_new_from_strings($0) }!
    gtk_drop_down_set_selected(gtkhooks_drop_down(dropDown), 1)
    let text = gtk_text_view_new()!
    let notes = gtk_text_view_get_buffer(gtkhooks_text_view(text))
    gtk_text_buffer_set_text(notes, "notes\n\(index)", -1)
    gtk_widget_set_size_request(text, 80, 32)
    let grid = gtk_grid_new()!
    let bold = label("bold")
    let boldRun = pango_attr_list_new()
    let weight = pango_attr_weight_new(PANGO_WEIGHT_BOLD)!
    weight.pointee.end_index = 4
    pango_attr_list_insert(boldRun, weight)
    gtk_label_set_attributes(gtkhooks_label(bold), boldRun)
    pango_attr_list_unref(boldRun)
    gtk_grid_attach(gtkhooks_grid(grid), label("grid \(index)"), 0, 0, 1, 1)
    gtk_grid_attach(gtkhooks_grid(grid), bold, 1, 0, 1, 1)
    let overlay = gtk_overlay_new()!
    gtk_overlay_set_child(gtkhooks_overlay(overlay), label(""))
    gtk_overlay_add_overlay(gtkhooks_overlay(overlay), label("overlay"))
    let name = gtk_entry_new()!
    gtk_editable_set_text(gtkhooks_editable(name), "name \(index)")
    let password = gtk_password_entry_new()!
    gtk_editable_set_text(gtkhooks_editable(password), "name \(index)")
    let steps = gtk_spin_button_new_with_range(1, 9, 1)!
    return box(
        GTK_ORIENTATION_VERTICAL, spacing: 2,
        [
            box(
                GTK_ORIENTATION_HORIZONTAL, spacing: 4,
                [
                    gtk_button_new_with_label("Button \(index)"),
                    gtk_button_new_from_icon_name("edit-copy-symbolic"),
                    gtk_link_button_new_with_label("https://example.org/\(index)", "Link"),
                    labelled("Switch", switchWidget), labelled("Check", check),
                    labelled("Size", dropDown),
                ]),
            box(
                GTK_ORIENTATION_HORIZONTAL, spacing: 4,
                [
                    slider, labelled("Copies", steps),
                    box(GTK_ORIENTATION_VERTICAL, spacing: 0, [bar]),
                    box(GTK_ORIENTATION_VERTICAL, spacing: 0, [spinner]), image,
                    box(GTK_ORIENTATION_HORIZONTAL, spacing: 0, []),
                ]),
            box(GTK_ORIENTATION_HORIZONTAL, spacing: 4, [name, password, text]),
            grid, overlay,
            scrolled(label("scrolled \(index)"), height: 16), twentyRows(),
            gtk_separator_new(GTK_ORIENTATION_HORIZONTAL),
        ])
}

extension Array where Element == String {
    /// Calls `body` with the strings as a NULL-terminated C array.
    fileprivate func withCStrings<Result>(
        _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> Result
    ) -> Result {
        let copies = map { strdup($0) }
        defer { for copy in copies { free(copy) } }
        let pointers = copies.map { UnsafePointer($0) } + [nil]
        return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
    }
}
