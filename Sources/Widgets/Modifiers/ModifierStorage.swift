import Hooks

/// The fields of ``WidgetModifiers`` once one is set, shared by copies of the
/// value until one of them changes a field.
// @unchecked: `values` is written only through a uniquely referenced storage
// (WidgetModifiers copies before writing), so no two threads see a write.
final class ModifierStorage: @unchecked Sendable {
    var values: ModifierValues

    init(_ values: ModifierValues) {
        self.values = values
    }
}

/// Every field of ``WidgetModifiers``, with its default.
struct ModifierValues: Equatable, Sendable {
    /// Every field at its default, made once.
    static let defaults = ModifierValues()

    var padding = EdgeInsets()
    var width: Int?
    var height: Int?
    var expandsHorizontally: Bool?
    var expandsVertically: Bool?
    var horizontalAlignment: Alignment?
    var verticalAlignment: Alignment?
    var cssClasses: [String] = []
    var isDisabled = false
    var tooltip: String?
    var accessibilityLabel: String?
    var fontWeight: FontWeight?
    var fontSize: Double?
    var foregroundColor: Color?
    var background: Color?
    var colorScheme: ColorScheme?
    var theme: Theme?
    var dataExchange = DataExchange()
}
