/// What a widget is, in the words of accessibility roles: the role queries
/// (`find(role:)` on `TestHost` and `GtkTester`) match.
///
/// The set is open: a module that adds a widget declares its role beside it
/// and no query changes. `GtkTester` finds such a role as the GTK widgets
/// made for views of that role.
///
/// ```swift
/// extension WidgetRole {
///     static let calendar = WidgetRole("calendar")
/// }
/// ```
public struct WidgetRole: Hashable, Sendable, CustomStringConvertible {
    /// The role's name, unique among roles (`"button"`).
    public let name: String
    /// The accessibility roles a widget of this role has, one of which
    /// assistive technologies are told.
    ///
    /// Such as ``AccessibilityRole/button`` or ``AccessibilityRole/switch``:
    /// a host's test queries find the role by them, parts the platform makes
    /// itself included. Empty for a module's own role: it is then found as
    /// the platform widgets made for views of this role.
    public let accessibilityRoles: Set<AccessibilityRole>

    /// A role named `name` whose widgets have one of `accessibilityRoles`.
    ///
    /// - Parameters:
    ///   - name: unique among roles; two roles with one name are equal.
    ///   - accessibilityRoles: the accessibility roles the role is found by;
    ///     empty by default, so that a host's queries find the widgets made
    ///     for views of this role instead.
    public init(_ name: String, accessibilityRoles: Set<AccessibilityRole> = []) {
        self.name = name
        self.accessibilityRoles = accessibilityRoles
    }

    /// The name.
    public var description: String { name }

    /// Roles are equal when their names are.
    public static func == (lhs: WidgetRole, rhs: WidgetRole) -> Bool { lhs.name == rhs.name }

    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

extension WidgetRole: CaseIterable {
    /// The roles of the toolkit's own widgets (a module's roles are not listed).
    public static let allCases: [WidgetRole] = [
        .label, .button, .link, .textField, .secureField, .textEditor, .toggle, .slider,
        .stepper, .picker, .progress, .image, .group, .spacer, .separator, .scrollView, .list,
        .table, .grid, .gridCell, .window, .headerBar, .toolbarItem, .menu, .menuItem,
        .splitView, .tabView,
        .disclosureGroup, .popover,
        .searchField,
        .datePicker, .colorPicker, .gauge, .contentUnavailable,
        .canvas,
    ]

    /// Static text.
    public static let label = WidgetRole("label", accessibilityRoles: [.label])
    /// A push button.
    public static let button = WidgetRole("button", accessibilityRoles: [.button])
    /// A link that opens an address.
    public static let link = WidgetRole("link", accessibilityRoles: [.link])
    /// A single-line text entry.
    public static let textField = WidgetRole("textField", accessibilityRoles: [.textBox])
    /// A single-line entry that hides what is typed.
    public static let secureField = WidgetRole("secureField", accessibilityRoles: [.textBox])
    /// A single-line entry for a search query.
    public static let searchField = WidgetRole("searchField", accessibilityRoles: [.searchBox])
    /// A multi-line text editor.
    public static let textEditor = WidgetRole("textEditor", accessibilityRoles: [.textBox])
    /// A switch or check box.
    public static let toggle = WidgetRole("toggle", accessibilityRoles: [.switch, .checkbox])
    /// A continuous value on a track.
    public static let slider = WidgetRole("slider", accessibilityRoles: [.slider])
    /// An integer with increment and decrement buttons.
    public static let stepper = WidgetRole("stepper", accessibilityRoles: [.spinButton])
    /// A drop-down choice among options.
    public static let picker = WidgetRole("picker", accessibilityRoles: [.comboBox])
    /// A progress bar or spinner.
    public static let progress = WidgetRole("progress", accessibilityRoles: [.progressBar])
    /// An icon or picture.
    public static let image = WidgetRole("image", accessibilityRoles: [.image])
    /// A stack, grid or overlay laying out other widgets.
    public static let group = WidgetRole("group", accessibilityRoles: [.group])
    /// Flexible empty space.
    public static let spacer = WidgetRole("spacer", accessibilityRoles: [.group])
    /// A thin line between widgets.
    public static let separator = WidgetRole("separator", accessibilityRoles: [.separator])
    /// A scrolling container.
    public static let scrollView = WidgetRole("scrollView", accessibilityRoles: [.group])
    /// A list of rows.
    public static let list = WidgetRole("list", accessibilityRoles: [.list])
    /// A table of rows and columns (GTK's column view reports itself as a tree grid).
    public static let table = WidgetRole("table", accessibilityRoles: [.table, .treeGrid])
    /// A top-level window.
    public static let window = WidgetRole("window", accessibilityRoles: [.window, .dialog])
    /// A grid of selectable cells (`LazyVGrid`, `FlowGrid`).
    public static let grid = WidgetRole("grid", accessibilityRoles: [.grid])
    /// One cell of a `FlowGrid`.
    public static let gridCell = WidgetRole("gridCell", accessibilityRoles: [.gridCell])
    /// A window's header bar.
    public static let headerBar = WidgetRole("headerBar", accessibilityRoles: [.group])
    /// An item of a header bar.
    public static let toolbarItem = WidgetRole("toolbarItem", accessibilityRoles: [.group])
    /// A menu button with its items.
    public static let menu = WidgetRole("menu", accessibilityRoles: [.button])
    /// One item of a menu.
    public static let menuItem = WidgetRole("menuItem", accessibilityRoles: [.group])
    /// Panes with draggable dividers (`HSplitView`, `VSplitView`).
    ///
    /// GTK 4.8's paned reports the generic widget role: it is found as the widget made
    /// for the split view.
    public static let splitView = WidgetRole("splitView")
    /// Pages chosen by tabs (`TabView`); GTK's row of tabs is a tab list.
    public static let tabView = WidgetRole("tabView", accessibilityRoles: [.tabList])
    /// A title that shows or hides the views below it (`DisclosureGroup`).
    public static let disclosureGroup = WidgetRole("disclosureGroup", accessibilityRoles: [.button])
    /// A bubble of views pointing at another view (`.popover(isPresented:)`,
    /// a `MenuButton`'s); on GTK, found as the popover while it is parented.
    public static let popover = WidgetRole("popover")
    /// A button showing a date that opens a calendar (GTK 4.8 reports its
    /// parts only as a button and a generic widget).
    public static let datePicker = WidgetRole("datePicker")
    /// A button showing a color that opens a color chooser.
    public static let colorPicker = WidgetRole("colorPicker")
    /// A level within a range, such as a battery's charge.
    public static let gauge = WidgetRole("gauge", accessibilityRoles: [.meter])
    /// An empty state: an icon, a title and a description where content would be.
    public static let contentUnavailable = WidgetRole("contentUnavailable")
    /// A drawing made by the app (a ``Canvas``); GTK 4.8 reports a drawing
    /// area only as a generic widget (its role is fixed when it is made).
    public static let canvas = WidgetRole("canvas")
}
