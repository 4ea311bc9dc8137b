import Widgets

extension TestWidget {
    /// The font this widget's text is shown in, as a host shows it: the
    /// nearest `.font` on it or a widget around it, with the nearest
    /// `.fontWeight`/`.bold()`, `.italic()` and `.monospaced()` applied
    /// (an inner value wins, as CSS inheritance does on GTK); nil when no
    /// widget sets any of them.
    public var effectiveFont: Font? {
        var font: Font?
        var weight: FontWeight?
        var size: Double?
        var isItalic = false
        var isMonospaced = false
        var widget: TestWidget? = self
        while let current = widget {
            if let modifiers = current.modifiers, !modifiers.isUnset {
                let appearance = modifiers.appearance
                if font == nil { font = appearance.font }
                if weight == nil { weight = modifiers.fontWeight }
                if size == nil { size = modifiers.fontSize }
                isItalic = isItalic || appearance.isItalic
                isMonospaced = isMonospaced || appearance.isMonospaced
            }
            widget = current.parent
        }
        guard font != nil || weight != nil || size != nil || isItalic || isMonospaced else {
            return nil
        }
        var result = font ?? Font()
        if let weight { result.weight = weight }
        if let size { result.size = size }
        if isItalic { result.isItalic = true }
        if isMonospaced { result.design = .monospaced }
        return result
    }

    /// Whether this widget or one around it is `.disabled()`: GTK makes the
    /// whole subtree insensitive.
    public var isEffectivelyDisabled: Bool {
        ancestry.contains { $0.modifiers?.isDisabled == true }
    }

    /// Whether this widget or one around it is `.hidden()`.
    public var isEffectivelyHidden: Bool {
        ancestry.contains { $0.modifiers?.appearance.isHidden == true }
    }

    /// The nearest `.tint` on this widget or one around it.
    public var effectiveTint: Color? {
        ancestry.lazy.compactMap { $0.modifiers?.appearance.tint }.first
    }

    /// The nearest `.controlSize` on this widget or one around it; `.regular` without one.
    public var effectiveControlSize: ControlSize {
        ancestry.lazy.compactMap { $0.modifiers?.appearance.controlSize }.first ?? .regular
    }

    /// This widget, then each widget around it up to the root.
    private var ancestry: [TestWidget] {
        var widgets: [TestWidget] = []
        var widget: TestWidget? = self
        while let current = widget {
            widgets.append(current)
            widget = current.parent
        }
        return widgets
    }
}
