import Widgets

extension TestWidget {
    /// The name assistive technologies read for it, as GtkHost gives it: its
    /// `.accessibilityLabel`, else the built-in control's title or, for a text
    /// field, its placeholder; a button of custom content is named after the
    /// texts inside it; nil when it has none.
    public var accessibleName: String? {
        if let label { return label }
        let name: String? =
            switch view {
            case let button as Button: button.title ?? (button.iconName == nil ? textInside : nil)
            case let toggle as Toggle: toggle.title
            case let picker as Picker: picker.title
            case let stepper as Stepper: stepper.title
            case let picker as DatePicker: picker.title
            case let picker as ColorPicker: picker.title
            case let link as Link: link.title
            case let field as TextField: field.fields.placeholder
            case let field as SecureField: field.fields.placeholder
            case let field as SearchField: field.fields.placeholder
            default: nil
            }
        return name?.isEmpty == false ? name : nil
    }

    /// The texts of the `Text`s below it, in order, joined by spaces.
    private var textInside: String? {
        let texts = subtree.dropFirst().compactMap { $0.view is Text ? $0.text : nil }
        return texts.isEmpty ? nil : texts.joined(separator: " ")
    }
}
