import Gtk
import Widgets

/// The parts that focus modifiers give one widget: its focusability, one
/// `EventControllerFocus` made once and owned by the instance, and the
/// focus moves a state asks for.
///
/// The controller's handlers hold the instance's handle and read the
/// `.focused` bindings of the latest props when the focus comes or goes (a
/// leave after the instance is gone uses those of the last props applied).
@MainActor struct FocusControls {
    /// The controller's name.
    static let controllerName = "gtkhooks-focus"
    /// The controller's name when the widget took the focus itself before
    /// `.focusable` changed that, so that removing the modifier gives it back.
    static let wasFocusableName = "gtkhooks-focus-was-focusable"
    /// How many frames a widget named by a state may take to be shown
    /// before the focus move is given up (about two seconds).
    static let framesToWaitForShowing = 120

    /// How many focus controllers have been made, for tests that check a
    /// render does not make them again.
    static var made = 0

    let instance: GtkInstance
    let widget: Gtk.Widget

    /// `.focusable(true)` makes the widget a focus stop of its own;
    /// `.focusable(false)` keeps the focus out of it and everything inside;
    /// nil gives back what the widget did before.
    func applyFocusable(_ isFocusable: Bool?) {
        let controller = self.controller ?? make()
        switch isFocusable {
        case true?:
            widget.canFocus = true
            widget.focusable = true
        case false?:
            widget.canFocus = false
        case nil:
            widget.canFocus = true
            widget.focusable = controller.name == Self.wasFocusableName
        }
    }

    /// Listens to the focus entering and leaving the widget while `.focused`
    /// bindings are set (the controller stays; its handlers find none).
    ///
    /// The leave handler keeps `bindings`, the ones of these props: a widget
    /// removed while it holds the focus reports its leave after its instance
    /// is gone, and its states must still be told.
    func listen(_ bindings: [FocusBinding]) {
        guard !bindings.isEmpty || controller != nil else { return }
        let focus = controller ?? make()
        focus.onLeave { [handle = instance.handle, weak widget] in
            let latest = handle.instance?.focusTarget.bindings ?? bindings
            guard !latest.isEmpty else { return }
            Source.idle(priority: .highIdle) {
                if let widget, widget.holdsFocusOfItsWindow { return .remove }
                for binding in latest where !FocusClaims.claimedElsewhere(binding, than: handle) {
                    binding.left()
                }
                return .remove
            }
        }
    }

    /// Focuses the widget now if it is on screen, or at the first frame
    /// where it is (a view just inserted, a sheet opening), if a state still
    /// names it then.
    func focusWhenShown() {
        if widget.isMapped, widget.takeFocus() { return }
        var frames = 0
        widget.addTickCallback { [handle = instance.handle, weak widget] in
            guard let widget, let instance = handle.instance, instance.focusTarget.isFocused
            else { return false }
            if widget.isMapped { return !widget.takeFocus() && Self.waiting(&frames) }
            return Self.waiting(&frames)
        }
    }

    /// Takes the focus away from the widget, to its window, if the widget
    /// (or a view inside it) holds it.
    func takeFocusAway() {
        guard widget.holdsFocusOfItsWindow, let root = widget.root else { return }
        root.setFocus(focus: nil)
    }

    private static func waiting(_ frames: inout Int) -> Bool {
        frames += 1
        return frames < framesToWaitForShowing
    }

    private var controller: EventControllerFocus? {
        instance.ownedObjects.first {
            ($0 as? EventControllerFocus)?.name?.hasPrefix(Self.controllerName) == true
        } as? EventControllerFocus
    }

    /// The widget's focus controller: entering tells every binding at once;
    /// leaving (``listen(_:)``) is checked a moment later, since a window
    /// that stops being the active one also reports a leave while keeping
    /// its focus widget (GTK's focus is per window: the state keeps naming
    /// the widget).
    private func make() -> EventControllerFocus {
        let focus = EventControllerFocus()
        focus.name = widget.focusable ? Self.wasFocusableName : Self.controllerName
        focus.onEnter { [handle = instance.handle] in
            for binding in handle.instance?.focusTarget.bindings ?? [] { binding.entered() }
        }
        widget.addController(focus)
        instance.own(focus)
        FocusClaims.add(instance.handle)
        Self.made += 1
        return focus
    }
}
