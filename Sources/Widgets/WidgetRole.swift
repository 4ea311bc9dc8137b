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
    /// The accessible roles, as GTK names them, that a widget of this role reports.
    ///
    /// Such as `"button"` or `"switch"`: `GtkTester` finds the role by them.
    /// Empty for a module's own role: it is then found as the GTK widgets
    /// made for views of this role.
    public let accessibleRoles: Set<String>

    /// A role named `name` whose GTK widgets report one of `accessibleRoles`.
    ///
    /// - Parameters:
    ///   - name: unique among roles; two roles with one name are equal.
    ///   - accessibleRoles: GTK's names of the accessible roles `GtkTester`
    ///     finds the role by; empty by default, so that it finds the GTK
    ///     widgets made for views of this role instead.
    public init(_ name: String, accessibleRoles: Set<String> = []) {
        self.name = name
        self.accessibleRoles = accessibleRoles
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
        .window, .headerBar, .toolbarItem, .menu, .menuItem,
    ]

    /// Static text.
    public static let label = WidgetRole("label", accessibleRoles: ["label"])
    /// A push button.
    public static let button = WidgetRole("button", accessibleRoles: ["button"])
    /// A link that opens an address.
    public static let link = WidgetRole("link", accessibleRoles: ["link"])
    /// A single-line text entry.
    public static let textField = WidgetRole("textField", accessibleRoles: ["text-box"])
    /// A single-line entry that hides what is typed.
    public static let secureField = WidgetRole("secureField", accessibleRoles: ["text-box"])
    /// A multi-line text editor.
    public static let textEditor = WidgetRole("textEditor", accessibleRoles: ["text-box"])
    /// A switch or check box.
    public static let toggle = WidgetRole("toggle", accessibleRoles: ["switch", "checkbox"])
    /// A continuous value on a track.
    public static let slider = WidgetRole("slider", accessibleRoles: ["slider"])
    /// An integer with increment and decrement buttons.
    public static let stepper = WidgetRole("stepper", accessibleRoles: ["spin-button"])
    /// A drop-down choice among options.
    public static let picker = WidgetRole("picker", accessibleRoles: ["combo-box"])
    /// A progress bar or spinner.
    public static let progress = WidgetRole("progress", accessibleRoles: ["progress-bar"])
    /// An icon or picture.
    public static let image = WidgetRole("image", accessibleRoles: ["img"])
    /// A stack, grid or overlay laying out other widgets.
    public static let group = WidgetRole("group", accessibleRoles: ["group"])
    /// Flexible empty space.
    public static let spacer = WidgetRole("spacer", accessibleRoles: ["group"])
    /// A thin line between widgets.
    public static let separator = WidgetRole("separator", accessibleRoles: ["separator"])
    /// A scrolling container.
    public static let scrollView = WidgetRole("scrollView", accessibleRoles: ["group"])
    /// A list of rows.
    public static let list = WidgetRole("list", accessibleRoles: ["list"])
    /// A top-level window.
    public static let window = WidgetRole("window", accessibleRoles: ["window", "dialog"])
    /// A window's header bar.
    public static let headerBar = WidgetRole("headerBar", accessibleRoles: ["group"])
    /// An item of a header bar.
    public static let toolbarItem = WidgetRole("toolbarItem", accessibleRoles: ["group"])
    /// A menu button with its items.
    public static let menu = WidgetRole("menu", accessibleRoles: ["button"])
    /// One item of a menu.
    public static let menuItem = WidgetRole("menuItem", accessibleRoles: ["group"])
}
