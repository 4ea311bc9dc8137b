import CGtk

// GTK 4.8's own `destroy-with-parent` destroys a window when its transient
// parent is disposed, but goes on pointing to the parent, which is then
// freed: a window that something still holds (a Swift wrapper, an answered
// alert a task keeps, GTK's accessibility) reads freed memory when it is
// disposed in its turn ("invalid unclassed pointer in cast to 'GtkWindow'").
// So GTK's flag is never set here. Without it GTK forgets a disposed parent,
// and the window follows its parent through handlers of its own, connected
// with `g_signal_connect_object` so that they end with the window.

/// The qdata key marking a window that is destroyed with its transient parent.
private let destroyWithParentQuark = g_quark_from_string("gtkhooks-destroy-with-parent")

@MainActor
extension Window {
    /// The window this one is transient for (kept above it by the window
    /// manager, centred on it), or nil; nil again once that window is disposed.
    public var transientFor: Window? {
        get {
            wrapWidget(rawPointer(gtk_window_get_transient_for(window))) { Window(sinking: $0) }
        }
        set {
            if let old = gtk_window_get_transient_for(window) {
                g_signal_handlers_disconnect_matched(
                    old,
                    GSignalMatchType(G_SIGNAL_MATCH_FUNC.rawValue | G_SIGNAL_MATCH_DATA.rawValue),
                    0, 0, nil,
                    unsafeBitCast(transientParentWent, to: gpointer.self), pointer)
            }
            gtk_window_set_transient_for(window, newValue?.window)
            followTransientParent()
        }
    }

    /// Whether the window is destroyed when its transient parent is destroyed or disposed.
    ///
    /// A dialog (`GtkDialog`) first answers as if closed (the
    /// `GTK_RESPONSE_DELETE_EVENT` response), so code awaiting its answer
    /// goes on. Unlike GTK's own property of this name, the window never
    /// keeps a pointer to the parent that went.
    public var destroyWithParent: Bool {
        get { g_object_get_qdata(cast(pointer), destroyWithParentQuark) != nil }
        set {
            g_object_set_qdata(
                cast(pointer), destroyWithParentQuark,
                newValue ? UnsafeMutableRawPointer(bitPattern: 1) : nil)
        }
    }

    /// Connects the current transient parent's `unrealize` (its
    /// `gtk_window_destroy`) and `destroy` (its disposal) to this window, for
    /// as long as the window exists.
    func followTransientParent() {
        guard let parent = gtk_window_get_transient_for(window) else { return }
        for signal in ["unrealize", "destroy"] {
            g_signal_connect_object(
                parent, signal, unsafeBitCast(transientParentWent, to: GCallback.self),
                pointer, GConnectFlags(rawValue: 0))
        }
    }
}

/// The transient parent was destroyed or disposed (GTK forgets a disposed
/// parent itself, in a handler that runs first): destroys `window`, once,
/// when it asked to go with its parent.
private let transientParentWent: @convention(c) (gpointer?, gpointer?) -> Void = { _, window in
    guard let window, g_object_get_qdata(cast(window), destroyWithParentQuark) != nil else {
        return
    }
    g_object_set_qdata(cast(window), destroyWithParentQuark, nil)
    // A window destroyed already (an answered dialog) has nothing to answer.
    guard isToplevel(window) else { return }
    if gtkhooks_is_dialog(window) != 0 {
        gtk_dialog_response(gtkhooks_dialog(window), GTK_RESPONSE_DELETE_EVENT.rawValue)
    }
    let address = UInt(bitPattern: window)
    MainActor.assumeIsolated {
        // Through the wrapper: `destroy()` also keeps `MessageDialog.open` current.
        wrapWidget(UnsafeMutableRawPointer(bitPattern: address)) { Window(sinking: $0) }?.destroy()
    }
}

/// Whether `window` is among GTK's toplevels: made and not destroyed yet.
private func isToplevel(_ window: gpointer) -> Bool {
    let toplevels = gtk_window_get_toplevels()
    for index in 0..<g_list_model_get_n_items(toplevels) {
        guard let item = g_list_model_get_item(toplevels, index) else { continue }
        g_object_unref(item)
        if item == window { return true }
    }
    return false
}
