import Widgets

extension TestHost {
    /// Presses `key` with `modifiers` while `widget` has the focus, as GTK
    /// delivers it, records it in the transcript (`press Return in
    /// TextField#3`), then flushes.
    ///
    /// In order: Enter or Space on a canvas whose shape has the focus runs
    /// the shape's tap handler (``focusedShape``); Enter in a text field
    /// submits it (``submit(_:)``); a key
    /// that types (or Enter in a text editor) goes into a text field or
    /// editor; else the `.onKeyPress` actions from `widget` outwards, until one answers
    /// `.handled`; else the button of `widget`'s window or sheet whose
    /// shortcut the key is (`.defaultAction` for Enter, `.cancelAction` for
    /// Escape), unless it is disabled. Returns whether something took the
    /// key.
    ///
    /// ```swift
    /// try host.press(.return, in: host.find(role: .textField)!)
    /// try host.press("s", modifiers: .command, in: editor)
    /// ```
    @discardableResult
    public func press(
        _ key: KeyEquivalent, modifiers: EventModifiers = [], in widget: TestWidget
    ) throws -> Bool {
        let shortcut = KeyboardShortcut(key, modifiers: modifiers)
        transcript.append(.press(shortcut.description, in: widget.name))
        defer { if flushesAfterActions { flush() } }
        if key == .return || key == .space, modifiers.isEmpty, activateFocusedShape(of: widget) {
            return true
        }
        if key == .return, modifiers.isEmpty, let field = widget.view as? any SingleLineEntry {
            field.submit()
            runSubmitActions(from: widget)
            return true
        }
        let press = KeyPress(key: key, modifiers: modifiers)
        if widget.view is any TextEditable, key == .return || !press.characters.isEmpty {
            return true  // typed into the field or editor, as GTK's text widgets take it
        }
        var current: TestWidget? = widget
        while let node = current {
            if node.modifiers?.keyInput.handle(press) == .handled { return true }
            current = node.parent
        }
        guard let button = button(with: shortcut, around: widget) else { return false }
        button.activate()
        return true
    }

    /// Runs the `.onSubmit` actions of `widget` and of each widget around
    /// it, the nearest first, then clicks its window's default button.
    func runSubmitActions(from widget: TestWidget) {
        var current: TestWidget? = widget
        while let node = current {
            for action in node.modifiers?.keyInput.submits ?? [] { action() }
            current = node.parent
        }
        button(with: .defaultAction, around: widget)?.activate()
    }

    /// The enabled button of `widget`'s window or sheet (not of a sheet in
    /// it) whose shortcut is `shortcut`.
    private func button(with shortcut: KeyboardShortcut, around widget: TestWidget) -> Button? {
        var scope = widget
        while !(scope.view is Sheet || scope.view is Window), let parent = scope.parent {
            scope = parent
        }
        return Self.button(with: shortcut, in: scope, isScope: true)
    }

    private static func button(
        with shortcut: KeyboardShortcut, in node: TestWidget, isScope: Bool
    ) -> Button? {
        if !isScope, node.view is Sheet || node.view is Window { return nil }
        if node.modifiers?.isDisabled == true { return nil }
        if let button = node.view as? Button, button.shortcut == shortcut { return button }
        for child in node.children {
            if let found = button(with: shortcut, in: child, isScope: false) { return found }
        }
        return nil
    }
}
