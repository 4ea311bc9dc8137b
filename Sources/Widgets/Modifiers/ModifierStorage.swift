import Hooks

/// The fields of ``WidgetModifiers`` once one is set, shared by copies of the
/// value until one of them changes a field.
// @unchecked: `values` is written only through a uniquely referenced storage
// (WidgetModifiers copies before writing), so no two threads see a write.
@usableFromInline final class ModifierStorage: @unchecked Sendable {
    // @exclusivity(unchecked): a shared storage is only read, and a write
    // goes through the one reference to it, so accesses never overlap; read
    // by the getters inlined into other modules, it would otherwise cost a
    // run-time check per field read.
    @exclusivity(unchecked) @usableFromInline var values: ModifierValues
    /// The groups of `values` written since the first field was set.
    @exclusivity(unchecked) var groups: ModifierGroups

    init(_ values: ModifierValues, groups: ModifierGroups) {
        self.values = values
        self.groups = groups
    }
}

/// Every field of ``WidgetModifiers``, with its default.
@usableFromInline struct ModifierValues: Equatable, Sendable {
    /// Every field at its default, made once.
    static let defaults = ModifierValues()

    @usableFromInline var padding = EdgeInsets()
    @usableFromInline var width: Int?
    @usableFromInline var height: Int?
    @usableFromInline var expandsHorizontally: Bool?
    @usableFromInline var expandsVertically: Bool?
    @usableFromInline var horizontalAlignment: Alignment?
    @usableFromInline var verticalAlignment: Alignment?
    @usableFromInline var cssClasses: [String] = []
    @usableFromInline var isDisabled = false
    @usableFromInline var tooltip: String?
    @usableFromInline var accessibilityLabel: String?
    @usableFromInline var accessibility: AccessibilityDetails?
    @usableFromInline var fontWeight: FontWeight?
    @usableFromInline var fontSize: Double?
    @usableFromInline var foregroundColor: Color?
    @usableFromInline var background: Color?
    @usableFromInline var colorScheme: ColorScheme?
    @usableFromInline var theme: Theme?
    @usableFromInline var dataExchange = DataExchange()
    @usableFromInline var pointerInput = PointerInput()
    @usableFromInline var keyInput = KeyInput()
    @usableFromInline var appearance: Appearance?
    @usableFromInline var focus: FocusTarget?
}
