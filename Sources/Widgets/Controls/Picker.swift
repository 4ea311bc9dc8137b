import Hooks
import Reconciler

/// A choice among options, bound to the selected value: a drop-down, or a
/// row of segments with `.pickerStyle(.segmented)`.
///
/// ```swift
/// Picker("Sort", selection: order, options: [SortOrder.asc, .desc]) { "\($0)" }
/// Picker("View", selection: mode, options: ["List", "Grid"]).pickerStyle(.segmented)
/// ```
///
/// Its title is the control's accessible name in both styles.
public struct Picker: Widget, ToolkitWidget, Selectable {
    /// How a picker shows its options.
    public enum Style: Hashable, Sendable {
        /// A drop-down button listing the options (GtkDropDown).
        case menu
        /// A row of joined buttons, one per option, of which the selected
        /// one is pressed (linked GtkToggleButtons in one group).
        case segmented
    }

    /// The accessible role: a picker.
    public static var role: WidgetRole { .picker }

    /// The label beside it.
    public var title: String
    /// The text of each option, in order.
    public var options: [String]
    /// The position of the selected option, if it is among the options.
    public var selectedIndex: Int?
    /// A drop-down or segments.
    public var style = Style.menu
    /// Called with the position the user picks.
    public var onSelect: @MainActor (Int) -> Void
    /// Common modifiers.
    public var modifiers = WidgetModifiers()

    /// A picker labelled `title` among `options`, each shown as `label(option)`.
    @inlinable public init<Value: Hashable>(
        _ title: String, selection: Binding<Value>, options: [Value],
        label: (Value) -> String = { "\($0)" }
    ) {
        self.title = title
        self.options = options.map(label)
        selectedIndex = options.firstIndex(of: selection.wrappedValue)
        onSelect = { index in
            if options.indices.contains(index) { selection.wrappedValue = options[index] }
        }
    }

    /// The selected option's text.
    public var text: String? { selectedIndex.map { options[$0] } }

    /// Picks the option at `index`.
    public func select(_ index: Int) { onSelect(index) }
}
