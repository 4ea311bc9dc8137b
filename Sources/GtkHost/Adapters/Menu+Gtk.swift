import Gtk
import Widgets

/// `Menu` is a `GtkMenuButton` whose entries become a `GMenu` of `GAction`s
/// (see `MenuLayout`); an item's keyboard shortcut works anywhere in the
/// window. A `Menu` inside another menu is a submenu of it: its own button is
/// never shown.
extension Menu: GtkAdapter, ToolkitAdapter {
    /// Makes the GTK widget and connects its signals once.
    public func makeInstance(in host: GtkHost) -> GtkInstance {
        let button = Gtk.MenuButton()
        let instance = GtkInstance(widget: button, view: self, layout: MenuLayout())
        // The entries are mounted before the menu is placed; it writes its
        // model once, when its button gets a parent.
        button.onNotify("parent") { [handle = instance.handle] in
            if let instance = handle.instance { MenuLayout.rebuild(around: instance) }
        }
        return instance
    }

    /// Writes the props that differ from `old` (all of them when nil).
    public func apply(to instance: GtkInstance, from old: Menu?) {
        let button = instance.gtk(Gtk.MenuButton.self)
        if title != old?.title, let title { button.label = title }
        if iconName != old?.iconName, let iconName { button.setIconName(iconName) }
        guard let old, title != old.title || modifiers != old.modifiers else { return }
        MenuLayout.entryChanged(instance, from: old.modifiers)
    }
}

/// A `MenuItem` has no widget: it is an item (and an action) of the `GMenu`
/// of the menu it is in.
extension MenuItem: GtkAdapter, ToolkitAdapter {
    /// Makes the GTK widget and connects its signals once.
    public func makeInstance(in host: GtkHost) -> GtkInstance {
        GtkInstance(widget: nil, view: self)
    }

    /// Writes the props that differ from `old` (all of them when nil).
    public func apply(to instance: GtkInstance, from old: MenuItem?) {
        guard let old,
            title != old.title || shortcut != old.shortcut || kind != old.kind
                || modifiers != old.modifiers
        else { return }
        MenuLayout.entryChanged(instance, from: old.modifiers)
    }
}

/// A `MenuSection` has no widget: it is a section of the `GMenu` of the
/// menu it is in.
extension MenuSection: GtkAdapter, ToolkitAdapter {
    /// Makes the GTK widget and connects its signals once.
    public func makeInstance(in host: GtkHost) -> GtkInstance {
        GtkInstance(widget: nil, view: self, layout: MenuLayout())
    }

    /// Writes the props that differ from `old` (all of them when nil).
    public func apply(to instance: GtkInstance, from old: MenuSection?) {
        guard let old, title != old.title || modifiers != old.modifiers else { return }
        MenuLayout.entryChanged(instance, from: old.modifiers)
    }
}
