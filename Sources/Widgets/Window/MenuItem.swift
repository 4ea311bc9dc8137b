import Hooks
import Reconciler

/// One item of a `Menu`: a command, a check item bound to a Boolean, or a
/// radio item bound to a selection, with an optional keyboard shortcut that
/// works while the menu is closed.
///
/// ```swift
/// MenuItem("Save", shortcut: KeyboardShortcut("s")) { save() }.disabled(!isDirty)
/// MenuItem("Show sidebar", isOn: showsSidebar)
/// MenuItem("Small", value: Size.small, selection: size)
/// ```
///
/// `.disabled()` greys the item out and keeps its action (and shortcut)
/// from running.
public struct MenuItem: Widget, ToolkitWidget, Activatable {
    /// What the item shows beside its title.
    public enum Kind: Hashable, Sendable {
        /// A plain command.
        case command
        /// A check mark, shown when `isOn`.
        case check(isOn: Bool)
        /// A radio dot, shown when the item's value is the selection.
        case radio(isSelected: Bool)
    }

    /// The accessible role: a menu item.
    public static var role: WidgetRole { .menuItem }

    /// The text of the item.
    public var title: String
    /// The key combination that activates it.
    public var shortcut: KeyboardShortcut?
    /// Called when the item is chosen (a check item flips its binding, a
    /// radio item writes its value to the selection).
    public var action: @MainActor () -> Void
    /// Common modifiers; a menu shows `.disabled()` only.
    public var modifiers = WidgetModifiers()
    /// A command, a check item or a radio item, with its current state.
    public var kind: Kind = .command

    /// An item titled `title` calling `action`.
    public init(
        _ title: String, shortcut: KeyboardShortcut? = nil,
        action: @escaping @MainActor () -> Void
    ) {
        self.title = title
        self.shortcut = shortcut
        self.action = action
    }

    /// A check item titled `title` showing `isOn`; choosing it flips `isOn`.
    public init(_ title: String, isOn: Binding<Bool>, shortcut: KeyboardShortcut? = nil) {
        self.title = title
        self.shortcut = shortcut
        self.kind = .check(isOn: isOn.wrappedValue)
        self.action = { isOn.wrappedValue.toggle() }
    }

    /// A radio item titled `title`, selected while `selection` is `value`;
    /// choosing it sets `selection` to `value`.
    public init<Value: Hashable>(
        _ title: String, value: Value, selection: Binding<Value>,
        shortcut: KeyboardShortcut? = nil
    ) {
        self.title = title
        self.shortcut = shortcut
        self.kind = .radio(isSelected: selection.wrappedValue == value)
        self.action = { selection.wrappedValue = value }
    }

    /// The title.
    public var text: String? { title }

    /// Calls the action, as choosing the item does; nothing while disabled.
    public func activate() {
        guard !modifiers.isDisabled else { return }
        action()
    }
}
