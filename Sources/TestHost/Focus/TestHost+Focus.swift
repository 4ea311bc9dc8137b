import Widgets

extension TestHost {
    /// The widget with the keyboard focus, or nil while the focus is on the
    /// window itself.
    ///
    /// The focus moves with ``focus(_:)`` and ``pressTab(backward:)``, as
    /// clicks and the Tab key move it, and to a widget that a focus state
    /// starts naming (`focus.wrappedValue = .title`).
    public var focusedWidget: TestWidget? {
        guard let focused, focused.selfAndAncestors.last === root else { return nil }
        return focused
    }

    /// Moves the keyboard focus to `widget` as a click on it does (to the
    /// first focusable widget inside it when it takes no focus itself), or
    /// to the window with nil, then flushes.
    ///
    /// The `.focused` states of the widgets the focus leaves become nil
    /// (false), those of the widgets it enters (the widget and those around
    /// it) name them. Throws when nothing in `widget` takes the focus.
    ///
    /// ```swift
    /// try host.focus(host.find(label: "Title"))
    /// #expect(host.focusedWidget?.label == "Title")
    /// ```
    public func focus(_ widget: TestWidget?) throws {
        guard let widget else {
            moveFocus(to: nil)
            if flushesAfterActions { flush() }
            return
        }
        guard let target = widget.subtree.first(where: \.isFocusable) else {
            throw TestHostError(
                description: "nothing in \(widget.name) takes the keyboard focus; the tree "
                    + "is:\n\(dump())")
        }
        moveFocus(to: target)
        if flushesAfterActions { flush() }
    }

    /// Moves the keyboard focus to the next focusable widget in view order
    /// (the previous one with `backward`), as Tab (Shift+Tab) does, from
    /// the last one back to the first; then flushes.
    ///
    /// In a canvas with labelled shapes it first moves from shape to shape
    /// (``focusedShape``), leaving the canvas past its last (first) one.
    public func pressTab(backward: Bool = false) {
        if moveShapeFocus(backward: backward) {
            if flushesAfterActions { flush() }
            return
        }
        let stops = widgets.filter(\.isFocusable)
        guard !stops.isEmpty else { return }
        let next: TestWidget
        if let current = focusedWidget, let index = stops.firstIndex(where: { $0 === current }) {
            let step = backward ? stops.count - 1 : 1
            next = stops[(index + step) % stops.count]
        } else {
            next = backward ? stops[stops.count - 1] : stops[0]
        }
        moveFocus(to: next)
        if flushesAfterActions { flush() }
    }

    /// Follows a focus state written by the app: the widget a state starts
    /// naming takes the focus; one no longer named gives it to the window.
    func followFocus(of widget: TestWidget, from old: FocusTarget?) {
        guard let new = widget.modifiers?.focus, new.isFocused != (old?.isFocused ?? false)
        else { return }
        if new.isFocused {
            moveFocus(to: widget.subtree.first(where: \.isFocusable) ?? widget)
        } else if let focused = focusedWidget,
            focused.selfAndAncestors.contains(where: { $0 === widget })
        {
            moveFocus(to: nil)
        }
    }

    /// Moves the focus to `widget` (nil: the window), recording the move
    /// and telling the `.focused` states of the widgets it leaves and enters.
    func moveFocus(to widget: TestWidget?) {
        let old = focusedWidget
        guard old !== widget else { return }
        focused = widget
        transcript.append(.focus(widget?.name))
        let left = old?.selfAndAncestors ?? []
        let entered = widget?.selfAndAncestors ?? []
        for node in left where !entered.contains(where: { $0 === node }) {
            for binding in node.modifiers?.focus.bindings ?? [] { binding.left() }
        }
        for node in entered where !left.contains(where: { $0 === node }) {
            for binding in node.modifiers?.focus.bindings ?? [] { binding.entered() }
        }
    }
}
