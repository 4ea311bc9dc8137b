import Widgets

extension TestWidget {
    /// The roles whose widgets take the keyboard focus themselves (the ones
    /// GTK makes focusable: controls, entries, lists).
    static let focusableRoles: Set<WidgetRole> = [
        .button, .link, .textField, .secureField, .searchField, .textEditor, .toggle, .slider,
        .stepper, .picker, .list, .table, .grid, .menu, .disclosureGroup, .datePicker,
        .colorPicker,
    ]

    /// Whether the widget takes the keyboard focus (a Tab stop): a control
    /// of a focusable role, a canvas with a labelled shape (the focus stands
    /// on one of its shapes) or a view marked `.focusable()`, unless it or a
    /// view around it is disabled or marked `.focusable(false)`.
    public var isFocusable: Bool {
        guard !isFocusBlocked else { return false }
        if let explicit = modifiers?.focus.isFocusable { return explicit }
        if let canvas, canvas.recording.shapes.labelledKey(after: nil) != nil { return true }
        return role.map(Self.focusableRoles.contains) ?? false
    }

    /// This widget and the widgets around it, innermost first.
    var selfAndAncestors: [TestWidget] {
        var chain: [TestWidget] = []
        var current: TestWidget? = self
        while let node = current {
            chain.append(node)
            current = node.parent
        }
        return chain
    }

    /// Whether this widget or one around it is disabled or keeps the focus
    /// out (`.focusable(false)`), as GTK's insensitive and `can-focus`
    /// false widgets do.
    private var isFocusBlocked: Bool {
        selfAndAncestors.contains {
            $0.modifiers?.isDisabled == true
                || ($0 !== self && $0.modifiers?.focus.isFocusable == false)
        }
    }
}
