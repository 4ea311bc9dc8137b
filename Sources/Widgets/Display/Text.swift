import Hooks
import Reconciler

/// Static text, shown literally: `<b>` and `&` are not markup (SEMANTICS G2).
///
/// ```swift
/// Text("Now: \(time)")
/// Text("Saved ") + Text(name).bold() + Text(" just now").italic()
/// ```
///
/// Runs of the text are styled with ``bold()``, ``italic()`` and the other
/// style methods, and joined with `+` (see ``runs``).
///
/// How the string fits its space (lines, truncation, wrapping, alignment,
/// selection) is its ``layout``, which it reads from the environment that
/// `.lineLimit(_:)` and the other text modifiers write (see ``TextLayout``).
///
/// Every character is shown, however long the string: a NUL (U+0000), which
/// would end the string for GTK, is shown as "␀" (U+2400 SYMBOL FOR NULL),
/// and the characters after it follow; ``string`` keeps the NUL.
public struct Text: Widget, ToolkitWidget, EnvironmentReadingView {
    /// The accessible role: a label.
    public static var role: WidgetRole { .label }

    /// The string shown, all runs together.
    ///
    /// Setting it makes the text plain: ``runs`` becomes empty.
    public var string: String {
        didSet { runs = [] }
    }
    /// The runs of the text, in order, when any is styled.
    ///
    /// Their strings make up ``string``. Empty when the whole text is plain.
    public private(set) var runs: [Run] = []
    /// Common modifiers.
    public var modifiers = WidgetModifiers()
    /// How the string fits its space; read from the environment, where the
    /// text modifiers (`.lineLimit(_:)`, ...) of the view and its ancestors
    /// put it.
    public var layout = TextLayout.standard
    /// What opens the address of a link run.
    ///
    /// Read from the environment's `openURL`; nil lets the host open it.
    public var openURL: OpenURLAction?

    /// Text that shows `string` literally, plain.
    @inlinable public init(_ string: String) {
        self.string = string
    }

    /// Text made of `runs`, in order; adjacent runs of one style are joined
    /// and empty runs left out.
    public init(runs: [Run]) {
        string = runs.map(\.string).joined()
        self.runs = Self.normalized(runs)
    }

    /// The string shown.
    public var text: String? { string }

    /// Takes the ``layout`` and, for a text with links, the `openURL`
    /// action from `environment`.
    public mutating func read(_ environment: EnvironmentValues) {
        layout = environment.textLayout
        if runs.contains(where: { $0.link != nil }) { openURL = environment.openURL }
    }

    /// Opens the address of a link run, as a click on it does: through
    /// ``openURL``, and answers whether it was handled; false leaves
    /// opening it to the host.
    public func openLink(_ address: String) -> Bool {
        openURL?(address) == .handled
    }
}
