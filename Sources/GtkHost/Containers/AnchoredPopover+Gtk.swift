import Gtk
import Widgets

/// `AnchoredPopover` has no widget in its parent: it is a `GtkPopover`
/// parented to the widget of the view before it (its anchor), holding its
/// content in a vertical box. GTK closes it on Escape or a click outside;
/// that writes `isPresented` false, which unmounts the content.
extension AnchoredPopover: GtkAdapter, ToolkitAdapter {
    /// Makes the popover and connects `closed` once.
    public func makeInstance(in host: GtkHost) -> GtkInstance {
        let popover = Gtk.Popover()
        popover.viewRole = WidgetRole.popover.name
        let content = Box(.vertical)
        popover.child = content
        let instance = GtkInstance(
            widget: nil, view: self, layout: BoxLayout(box: content, orientation: .vertical))
        let control = PopoverControl(popover: popover, instance: instance)
        instance.storage = control
        instance.own(popover).onClosed { [handle = instance.handle, weak control] in
            // A close the app asked for already set `isPresented` false: no echo.
            guard let control, control.isPresented else { return }
            control.closedByPerson()
            handle.instance?.props(AnchoredPopover.self)?.isPresented.wrappedValue = false
        }
        return instance
    }

    /// Opens or closes the popover as `isPresented` says.
    public func apply(to instance: GtkInstance, from old: AnchoredPopover?) {
        (instance.storage as? PopoverControl)?.setPresented(isPresented.wrappedValue)
    }
}

/// A popover, the anchor it is parented to while shown, and the idle that
/// shows it once the anchor is placed.
@MainActor final class PopoverControl: InstanceResource {
    let popover: Gtk.Popover
    private let handle: InstanceHandle
    private let presentation = PresentationAfterCommit()

    init(popover: Gtk.Popover, instance: GtkInstance) {
        self.popover = popover
        handle = instance.handle
    }

    /// Whether the popover is shown, or about to be.
    var isPresented: Bool { presentation.isPresented }

    /// Shows the popover after this commit (when its anchor is placed) or hides it.
    func setPresented(_ presented: Bool) {
        presentation.set(
            presented, show: { [weak self] in self?.present() }, hide: { popover.popdown() })
    }

    /// GTK closed the popover (Escape, a click outside).
    func closedByPerson() { presentation.closedElsewhere() }

    private func present() {
        guard let anchor else {
            Log.warning(
                "popover: no view before .popover(isPresented:) to point at; "
                    + "apply .popover to a view that shows a widget")
            return
        }
        if popover.parent !== anchor {
            if popover.parent != nil { popover.unparent() }
            popover.setParent(parent: anchor)
        }
        anchor.focusBeforePopover()
        popover.popup()
    }

    /// The widget of the nearest earlier sibling that has one.
    private var anchor: Gtk.Widget? {
        guard let instance = handle.instance, let parent = instance.parent,
            let index = parent.children.firstIndex(where: { $0 === instance })
        else { return nil }
        return parent.widget(before: index)
    }

    /// Unparents the popover, so its anchor is finalized without a child left.
    func release() {
        presentation.cancel()
        if popover.parent != nil { popover.unparent() }
    }
}
