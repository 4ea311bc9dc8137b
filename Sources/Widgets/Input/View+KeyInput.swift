import Reconciler

extension View {
    /// Calls `action` when the user presses Enter in a text field of this
    /// view (a `TextField`, `SecureField` or `SearchField`; a `TextEditor`'s
    /// Enter starts a new line).
    ///
    /// The field's own `onSubmit` runs first, then the `.onSubmit` actions
    /// from the field outwards: the nearest first, all of them. The action of
    /// the latest render runs. Enter then also clicks the window's
    /// `.keyboardShortcut(.defaultAction)` button, if it has one.
    ///
    /// ```swift
    /// VStack {
    ///     TextField("Title", text: title)
    ///     TextField("Tags", text: tags)
    /// }
    /// .onSubmit { save() }
    /// ```
    public func onSubmit(_ action: @escaping @MainActor @Sendable () -> Void)
        -> ModifiedView<Self, WidgetModifier>
    {
        modifiers { $0.keyInput.submits.append(action) }
    }

    /// Calls `action` when `key` is pressed (or repeats) while the focus is
    /// in this view, whatever modifiers are held; `.handled` takes the key,
    /// `.ignored` lets it go on.
    ///
    /// The focused widget sees the key first (a text field keeps the letters
    /// typed into it), then the views around it, the nearest first.
    ///
    /// ```swift
    /// List(...).onKeyPress(.escape) { selection.wrappedValue = nil; return .handled }
    /// ```
    public func onKeyPress(
        _ key: KeyEquivalent, action: @escaping @MainActor @Sendable () -> KeyPress.Result
    ) -> ModifiedView<Self, WidgetModifier> {
        onKeyPress(keys: [key]) { _ in action() }
    }

    /// Calls `action` with the key event when `key` comes in one of
    /// `phases` while the focus is in this view; the event tells which
    /// modifiers are held, for key combinations.
    ///
    /// ```swift
    /// editor.onKeyPress("d") { press in
    ///     guard press.modifiers.contains(.control) else { return .ignored }
    ///     duplicateLine()
    ///     return .handled
    /// }
    /// ```
    public func onKeyPress(
        _ key: KeyEquivalent, phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping @MainActor @Sendable (KeyPress) -> KeyPress.Result
    ) -> ModifiedView<Self, WidgetModifier> {
        onKeyPress(keys: [key], phases: phases, action: action)
    }

    /// Calls `action` with the key event when one of `keys` comes in one of
    /// `phases` while the focus is in this view.
    ///
    /// ```swift
    /// board.onKeyPress(keys: [.upArrow, .downArrow]) { press in
    ///     move(press.key == .upArrow ? -1 : 1)
    ///     return .handled
    /// }
    /// ```
    public func onKeyPress(
        keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping @MainActor @Sendable (KeyPress) -> KeyPress.Result
    ) -> ModifiedView<Self, WidgetModifier> {
        let handler = KeyPressHandler(keys: .keys(keys), phases: phases, action: action)
        return modifiers { $0.keyInput.keyPresses.append(handler) }
    }

    /// Calls `action` with the key event when a key typing one of
    /// `characters` (as typed, `"A"` with Shift) comes in one of `phases`
    /// while the focus is in this view.
    ///
    /// SwiftUI takes Foundation's `CharacterSet` here; this takes a set of
    /// characters, so the toolkit needs no Foundation.
    ///
    /// ```swift
    /// grid.onKeyPress(characters: Set("123456789")) { press in
    ///     enter(press.characters)
    ///     return .handled
    /// }
    /// ```
    public func onKeyPress(
        characters: Set<Character>, phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping @MainActor @Sendable (KeyPress) -> KeyPress.Result
    ) -> ModifiedView<Self, WidgetModifier> {
        let handler = KeyPressHandler(
            keys: .characters(characters), phases: phases, action: action)
        return modifiers { $0.keyInput.keyPresses.append(handler) }
    }

    /// Calls `action` with every key event in one of `phases` while the
    /// focus is in this view.
    ///
    /// ```swift
    /// canvas.onKeyPress { press in log(press.key); return .ignored }
    /// ```
    public func onKeyPress(
        phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping @MainActor @Sendable (KeyPress) -> KeyPress.Result
    ) -> ModifiedView<Self, WidgetModifier> {
        let handler = KeyPressHandler(keys: .any, phases: phases, action: action)
        return modifiers { $0.keyInput.keyPresses.append(handler) }
    }
}
