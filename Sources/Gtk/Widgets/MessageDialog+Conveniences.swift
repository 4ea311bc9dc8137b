import CGtk

/// A modal message with buttons (`GtkMessageDialog`, the GTK 4.8 way; the
/// 4.10 `GtkAlertDialog` is not available).
///
/// ```swift
/// let dialog = MessageDialog(parent: window, text: "Delete?", buttons: ["Cancel", "Delete"])
/// dialog.onResponse { index in ... }
/// dialog.present()
/// ```
@MainActor
extension MessageDialog {
    /// The dialogs presented while `Instrumentation.isEnabled` was on and not
    /// destroyed yet, oldest first, for tests to answer (`Testing` SPI).
    @_spi(Testing) public private(set) static var open: [MessageDialog] = []
    /// A dialog over `parent` showing `text` (plain, never markup), `detail`
    /// below it, and `buttons` left to right; not shown yet.
    ///
    /// It is destroyed with `parent` (``Window/destroyWithParent``),
    /// answering as if closed.
    public convenience init(parent: Window?, text: String, detail: String? = nil, buttons: [String])
    {
        let dialog = gtkhooks_message_dialog_new(parent?.window, GTK_MESSAGE_QUESTION, text)!
        self.init(sinking: dialog)
        if parent != nil {
            destroyWithParent = true
            followTransientParent()
        }
        if let detail {
            gtkhooks_message_dialog_set_secondary(gtkhooks_message_dialog(pointer), detail)
        }
        for (index, title) in buttons.enumerated() {
            let button = gtk_dialog_add_button(gtkhooks_dialog(pointer), title, Int32(index))
            // GtkDialog reads an underscore in a button title as a mnemonic mark.
            gtk_button_set_use_underline(gtkhooks_button(UnsafeMutableRawPointer(button)), 0)
        }
    }

    /// Adds the dialog to ``open`` (``Window/present()`` calls it).
    func recordPresented() {
        if !Self.open.contains(where: { $0 === self }) { Self.open.append(self) }
    }

    /// Removes the dialog from ``open`` (``Window/destroy()`` calls it).
    func recordDestroyed() {
        Self.open.removeAll { $0 === self }
    }

    /// The button at `index` of the `buttons` it was made with, or nil.
    public func button(at index: Int) -> Widget? {
        gtk_dialog_get_widget_for_response(gtkhooks_dialog(pointer), Int32(index))
            .map(Widget.wrapper(of:))
    }

    /// Calls `handler` with the index of the button pressed, or nil when the
    /// dialog was closed another way (its close button, Escape); a later call
    /// swaps it.
    public func onResponse(_ handler: @escaping @MainActor (Int?) -> Void) {
        connection(
            "response", callback: unsafeBitCast(responseCallback, to: GCallback.self),
            handler: { (response: Int32) in handler(response >= 0 ? Int(response) : nil) }
                as @MainActor (Int32) -> Void)
    }
}

private typealias ResponseCallback = @convention(c) (gpointer?, Int32, gpointer?) -> Void

private let responseCallback: ResponseCallback = { _, response, data in
    guard let data else { return }
    let box = ClosureBox<@MainActor (Int32) -> Void>.from(data)
    MainActor.assumeIsolated { box.body(response) }
}
