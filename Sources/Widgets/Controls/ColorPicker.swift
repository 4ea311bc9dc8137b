import Hooks
import Reconciler

/// A button showing a color that opens a color chooser, bound to a ``Color``.
///
/// ```swift
/// ColorPicker("Tint", selection: tint, supportsOpacity: false)
/// ```
///
/// A color the user chooses is written as an RGBA color; a named color
/// (`Color(.accent)`) is shown as the theme defines it now. The title is the
/// label beside the button and its accessible name.
public struct ColorPicker: Widget, ToolkitWidget {
    /// The accessible role: a color picker.
    public static var role: WidgetRole { .colorPicker }

    /// The label beside the button.
    public var title: String
    /// The selected color.
    public var selection: Color
    /// Whether the chooser offers an opacity; without, chosen colors are opaque.
    public var supportsOpacity: Bool
    /// Called with the color the user chooses.
    public var onChange: @MainActor (Color) -> Void
    /// Common modifiers.
    public var modifiers = WidgetModifiers()

    /// A picker labelled `title` showing and setting `selection`.
    @inlinable public init(
        _ title: String, selection: Binding<Color>, supportsOpacity: Bool = true
    ) {
        self.title = title
        self.selection = selection.wrappedValue
        self.supportsOpacity = supportsOpacity
        onChange = { selection.wrappedValue = $0 }
    }

    /// The title.
    public var text: String? { title }

    /// Chooses `color`, as accepting it in the chooser does.
    public func pick(_ color: Color) { onChange(color) }
}
