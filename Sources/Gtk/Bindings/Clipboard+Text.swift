import CGtk

// GIR marks gdk_clipboard_set_text and _set_texture not introspectable (they
// stand in for the variadic gdk_clipboard_set), so they are written here.
extension Clipboard {
    /// Puts `text` on the clipboard (`gdk_clipboard_set_text`); the clipboard
    /// becomes local and emits `changed`.
    public func setText(_ text: String) {
        gdk_clipboard_set_text(cast(pointer), text)
    }

    /// Puts `texture` on the clipboard (`gdk_clipboard_set_texture`).
    public func setTexture(_ texture: Texture) {
        gdk_clipboard_set_texture(cast(pointer), cast(texture.pointer))
    }
}
