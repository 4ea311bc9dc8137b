/// What assistive technologies are told a widget is: the roles of WAI-ARIA,
/// which screen readers speak ("button", "check box", "slider").
///
/// A ``WidgetRole`` names the accessibility roles its widgets have; a host
/// maps each to its platform's own (`GtkHost` to GTK's accessible roles), and
/// its test queries find a role by them.
///
/// ```swift
/// extension WidgetRole {
///     static let thermometer = WidgetRole("thermometer", accessibilityRoles: [.meter])
/// }
/// ```
public enum AccessibilityRole: Hashable, Sendable, CaseIterable {
    /// Text that tells something urgent, read at once.
    case alert
    /// A dialog that tells something urgent and waits for an answer.
    case alertDialog
    /// Something that performs an action when pressed.
    case button
    /// A box that is checked or not.
    case checkbox
    /// A choice among options shown in a drop-down.
    case comboBox
    /// A window over another that asks for an answer.
    case dialog
    /// A container with no meaning of its own.
    case generic
    /// Rows and columns of cells the user moves between.
    case grid
    /// A cell of a grid.
    case gridCell
    /// Widgets grouped together, such as a stack's.
    case group
    /// The heading of a section.
    case heading
    /// A picture or an icon.
    case image
    /// Text that names or describes something.
    case label
    /// A link to an address.
    case link
    /// A list of items.
    case list
    /// An item of a list.
    case listItem
    /// A list of choices, opened from a menu button or a menu bar.
    case menu
    /// A bar of menus.
    case menuBar
    /// One choice of a menu.
    case menuItem
    /// A measure within a known range, such as a battery's charge.
    case meter
    /// How far a task has come.
    case progressBar
    /// One of a group of choices of which one is checked.
    case radio
    /// A group of radio buttons.
    case radioGroup
    /// A bar that scrolls a view.
    case scrollbar
    /// A text box for a search.
    case searchBox
    /// A line between parts.
    case separator
    /// A value chosen on a track.
    case slider
    /// A number with buttons that step it up and down.
    case spinButton
    /// Information on the state of things, read when it changes.
    case status
    /// A switch that is on or off.
    case `switch`
    /// A tab of a tab list.
    case tab
    /// The list of a tabbed view's tabs.
    case tabList
    /// The content shown for a tab.
    case tabPanel
    /// A table of data.
    case table
    /// Text the user types.
    case textBox
    /// A bar of buttons and other controls.
    case toolbar
    /// A hint shown for a widget.
    case tooltip
    /// A list whose items can open into more items.
    case tree
    /// An item of a tree.
    case treeItem
    /// A table whose rows a person can move through and select (GTK's column view).
    case treeGrid
    /// A top-level window.
    case window
}
