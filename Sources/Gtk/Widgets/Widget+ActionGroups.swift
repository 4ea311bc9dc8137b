import CGtk

@MainActor
extension Widget {
    /// Inserts `group` (a `GActionGroup`) on this widget as `prefix`
    /// (`gtk_widget_insert_action_group`) and takes it out again when GTK
    /// disposes of the widget.
    ///
    /// GTK 4.8 keeps a widget's action muxer, which holds the groups
    /// inserted on it, past the widget: GTK's tooltip window, parented to
    /// the last popover or window the pointer was over, keeps that widget's
    /// muxer as the parent of its own until the pointer enters another one.
    /// A group left in it would stay alive as long, with its actions and
    /// their handlers.
    func insertActionGroup(_ group: Object, prefix: String) {
        gtk_widget_insert_action_group(cast(pointer), prefix, gtkhooks_action_group(group.pointer))
        g_signal_connect_data(
            pointer, "destroy", unsafeBitCast(removeActionGroup, to: GCallback.self),
            g_strdup(prefix), freePrefix, GConnectFlags(rawValue: 0))
    }
}

/// The widget is being disposed of: takes the group of the prefix `data`
/// out of its muxer.
private let removeActionGroup: @convention(c) (gpointer?, gpointer?) -> Void = { widget, prefix in
    guard let widget, let prefix else { return }
    gtk_widget_insert_action_group(
        cast(widget), prefix.assumingMemoryBound(to: CChar.self), nil)
}

private let freePrefix: GClosureNotify = { prefix, _ in g_free(prefix) }
