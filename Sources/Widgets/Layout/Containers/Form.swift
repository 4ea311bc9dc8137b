import Reconciler

/// A settings page: its `Section`s one under the other, each a heading over a
/// framed list of rows, as GNOME's settings pages are.
///
/// A control with a title (`Toggle`, `Picker`, `Stepper`) in a row shows its
/// title in the row's label column on the left and the control on the right;
/// the title stays the control's accessible name. Views that are not a
/// `Section` are rows of an untitled section of their own.
///
/// ```swift
/// Form {
///     Section("Network") {
///         Toggle("Wi-Fi", isOn: wifi)
///         Picker("Band", selection: band, options: ["2.4 GHz", "5 GHz"])
///     }
/// }
/// ```
public struct Form: Widget, ToolkitWidget {
    /// The accessible role: a group.
    public static var role: WidgetRole { .group }

    /// Common modifiers.
    public var modifiers = WidgetModifiers()
    /// The sections, in order.
    public var content: Element

    /// A page of the sections `content` builds.
    public init<Content: View>(@ViewBuilder content: () -> Content) {
        self.content = Element(content())
    }
}
