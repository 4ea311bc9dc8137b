import Gtk
import Widgets

/// The context menu of one widget: a `GtkPopoverMenu` made once from the
/// menu's entries, and the two gestures that open it where the widget was
/// right-clicked or long-pressed.
///
/// The popover is parented to the widget from its first opening until the
/// modifier goes or the instance is released (which unparents the popovers
/// it owns). Its actions call the items of the latest props.
@MainActor struct ContextMenuControls {
    /// The name of the popover among the instance's owned objects.
    static let popoverName = "gtkhooks-context-menu"

    let controllers: PointerControllers

    /// Shows `menu` (made or updated in place), or removes the gestures and
    /// the popover when it is nil.
    func apply(_ menu: ContextMenu?) {
        let instance = controllers.instance
        let existing = Self.popover(of: instance)
        guard let menu else {
            controllers.replace(.contextMenu, with: nil)
            controllers.replace(.contextMenuTouch, with: nil)
            if let existing {
                // Closed with the focus taken out of it, or GTK 4.8 keeps it.
                existing.closeShownPopovers()
                if existing.parent != nil { existing.unparent() }
                instance.disown(existing)
            }
            return
        }
        let popover = existing ?? makePopover()
        popover.setMenu(MenuEntries.entries(of: menu)) { [handle = instance.handle] index in
            let items = handle.instance?.pointerInput.contextMenu?.items ?? []
            if items.indices.contains(index) { items[index].activate() }
        }
    }

    private func makePopover() -> PopoverMenu {
        let instance = controllers.instance
        let popover = PopoverMenu(actionMenu: ActionMenu(prefix: "context"), prefix: "context")
        popover.name = Self.popoverName
        popover.hasArrow = false
        instance.own(popover)
        let click = GestureClick()
        click.button = 3
        click.onPressed { [handle = instance.handle] _, x, y in
            handle.instance.map { Self.open($0, at: x, y) }
        }
        controllers.replace(.contextMenu, with: click)
        let press = GestureLongPress()
        press.touchOnly = true
        press.onPressed { [handle = instance.handle] x, y in
            handle.instance.map { Self.open($0, at: x, y) }
        }
        controllers.replace(.contextMenuTouch, with: press)
        return popover
    }

    /// Opens the context menu of `instance` pointing at (`x`, `y`) of its
    /// widget.
    static func open(_ instance: GtkInstance, at x: Double, _ y: Double) {
        guard let widget = instance.widget, let popover = popover(of: instance) else { return }
        if popover.parent !== widget {
            if popover.parent != nil { popover.unparent() }
            popover.setParent(parent: widget)
        }
        popover.pointingTo = Rectangle(x: Int32(x), y: Int32(y), width: 1, height: 1)
        popover.popup()
    }

    /// The context menu's popover of `instance`, if it has one.
    static func popover(of instance: GtkInstance) -> PopoverMenu? {
        instance.ownedObjects.first { ($0 as? PopoverMenu)?.name == popoverName } as? PopoverMenu
    }
}
