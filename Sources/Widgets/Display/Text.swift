import Reconciler

/// Static text, shown literally: `<b>` and `&` are not markup (SEMANTICS G2)
/// unless the text is made with `Text(markup:)`.
///
/// ```swift
/// Text("Now: \(time)")
/// ```
///
/// Every character is shown, however long the string: a NUL (U+0000), which
/// would end the string for GTK, is shown as "␀" (U+2400 SYMBOL FOR NULL),
/// and the characters after it follow; ``string`` keeps the NUL.
public struct Text: Widget, ToolkitWidget {
    /// The accessible role: a label.
    public static var role: WidgetRole { .label }

    /// The string shown.
    public var string: String
    /// Whether `string` is Pango markup.
    public var isMarkup: Bool
    /// Common modifiers.
    public var modifiers = WidgetModifiers()

    /// Text that shows `string` literally.
    @inlinable public init(_ string: String) {
        self.string = string
        isMarkup = false
    }

    /// Text whose `markup` is Pango markup (`<b>bold</b>`).
    @inlinable public init(markup: String) {
        string = markup
        isMarkup = true
    }

    /// The string shown.
    public var text: String? { string }
}
