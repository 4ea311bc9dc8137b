import CGtk

/// Styles for ranges of a label's text (`PangoAttrList`).
///
/// A range counts UTF-8 bytes of the text as GTK holds it (a NUL shown as
/// "␀" is three bytes, see ``TextForGtk``).
///
/// ```swift
/// let attributes = AttrList()
/// attributes.insert(weight: .bold, bytes: 0..<5)
/// label.attributes = attributes
/// ```
@MainActor
extension AttrList {
    /// Sets the weight of the bytes `bytes`.
    public func insert(weight: Weight, bytes: Range<Int>) {
        insert(pango_attr_weight_new(weight.cValue), bytes: bytes)
    }

    /// Sets the style (italic, oblique) of the bytes `bytes`.
    public func insert(style: FontStyle, bytes: Range<Int>) {
        insert(pango_attr_style_new(style.cValue), bytes: bytes)
    }

    /// Sets the font family of the bytes `bytes`, such as `monospace`.
    public func insert(family: String, bytes: Range<Int>) {
        insert(pango_attr_family_new(family), bytes: bytes)
    }

    /// Sets how the bytes `bytes` are underlined.
    public func insert(underline: Underline, bytes: Range<Int>) {
        insert(pango_attr_underline_new(underline.cValue), bytes: bytes)
    }

    /// Sets whether the bytes `bytes` are struck through.
    public func insert(strikethrough: Bool, bytes: Range<Int>) {
        insert(pango_attr_strikethrough_new(strikethrough ? 1 : 0), bytes: bytes)
    }

    /// Sets the color (and, when not opaque, the opacity) of the bytes `bytes`.
    public func insert(foreground color: Pixel, bytes: Range<Int>) {
        // Pango's channels are 16 bits: 255 * 257 is 65,535.
        insert(
            pango_attr_foreground_new(
                UInt16(color.red) * 257, UInt16(color.green) * 257, UInt16(color.blue) * 257),
            bytes: bytes)
        if color.alpha < 255 {
            // Pango reads an alpha of 0 as none set (opaque): 1 is transparent enough.
            insert(pango_attr_foreground_alpha_new(max(1, UInt16(color.alpha) * 257)), bytes: bytes)
        }
    }

    private func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?, bytes: Range<Int>) {
        guard let attribute else { return }
        attribute.pointee.start_index = UInt32(clamping: bytes.lowerBound)
        attribute.pointee.end_index = UInt32(clamping: bytes.upperBound)
        // The list takes the attribute over.
        pango_attr_list_insert(cast(pointer), attribute)
    }
}
