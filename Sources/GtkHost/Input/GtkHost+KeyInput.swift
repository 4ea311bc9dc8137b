import Gtk
import Widgets

extension GtkHost {
    /// Gives `instance`'s widget a key controller while `.onKeyPress` actions
    /// are set, and takes it off when they go.
    ///
    /// The controller runs in the bubble phase: the focused widget below
    /// sees a key first (a text field keeps the letters typed into it), then
    /// each view around it from the nearest outwards; an action answering
    /// `.ignored` lets GTK carry on to the next one, the window's shortcuts
    /// and its default button. Its handlers read the actions of the latest
    /// commit. `.onSubmit` needs no controller: a field's Enter walks up to
    /// it (``GtkInstance/runSubmitActions()``).
    func applyKeyInput(_ new: KeyInput, from old: KeyInput?, to instance: GtkInstance) {
        let old = old ?? KeyInput()
        guard new != old else { return }
        let listens = !new.keyPresses.isEmpty
        guard listens != !old.keyPresses.isEmpty || new.phases != old.phases else { return }
        guard let widget = instance.widget else {
            if listens {
                Log.warning(
                    "ignored .onKeyPress on \(type(of: instance.view)): it has no GTK widget"
                        + " of its own; put the modifier on a view around it")
            }
            return
        }
        KeyControllers.replace(
            on: widget, of: instance, with: listens ? KeyControllers.make(for: instance) : nil)
    }
}

extension GtkInstance {
    /// The key handlers of the props last applied.
    var keyInput: KeyInput {
        (view as? any Widgets.Widget)?.modifiers.keyInput ?? KeyInput()
    }

    /// Runs the `.onSubmit` actions of this instance and of each one around
    /// it, the nearest first: what Enter in a text field does after the
    /// field's own `onSubmit`.
    ///
    /// From a `List` row, the walk goes on from the list.
    func runSubmitActions() {
        var current: GtkInstance? = self
        while let instance = current {
            for action in instance.keyInput.submits { action() }
            current = instance.parent ?? (instance.layout as? RowContainerLayout)?.list?.instance
        }
    }
}

/// The key controller `.onKeyPress` gives a widget.
@MainActor enum KeyControllers {
    /// The controller's name among the instance's owned objects.
    static let name = "gtkhooks-key-press"

    /// Takes `instance`'s key controller off `widget`, and adds `controller`
    /// in its place, if any.
    static func replace(
        on widget: Gtk.Widget, of instance: GtkInstance, with controller: EventController?
    ) {
        if let existing = instance.ownedObjects.first(where: {
            ($0 as? EventController)?.name == name
        }) as? EventController {
            widget.removeController(existing)
            instance.disown(existing)
        }
        guard let controller else { return }
        controller.name = name
        widget.addController(controller)
        instance.own(controller)
    }

    /// A key controller in the bubble phase that gives key presses and
    /// releases to the `.onKeyPress` actions of `instance`'s latest props.
    static func make(for instance: GtkInstance) -> EventController {
        let keys = EventControllerKey()
        keys.propagationPhase = .bubble
        keys.onKeyPressed { [handle = instance.handle] keyval, _, state in
            guard let input = handle.instance?.keyInput, let key = KeyEquivalent(keyval: keyval)
            else { return false }
            let press = KeyPress(
                key: key, characters: Keyval.character(keyval).map { String($0) },
                modifiers: EventModifiers(gdk: state), phase: .down)
            return input.handle(press) == .handled
        }
        keys.onKeyReleased { [handle = instance.handle] keyval, _, state in
            guard let input = handle.instance?.keyInput, input.phases.contains(.up),
                let key = KeyEquivalent(keyval: keyval)
            else { return }
            let press = KeyPress(
                key: key, characters: Keyval.character(keyval).map { String($0) },
                modifiers: EventModifiers(gdk: state), phase: .up)
            _ = input.handle(press)
        }
        return keys
    }
}
