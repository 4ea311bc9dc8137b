import Gtk
import Widgets

/// `Form` is a vertical `GtkBox` of its sections, 18 pixels apart, as GNOME's
/// settings pages space their groups.
extension Form: GtkAdapter, ToolkitAdapter {
    /// Makes the box.
    public func makeInstance(in host: GtkHost) -> GtkInstance {
        let box = Box(.vertical, spacing: 18)
        box.addCSSClass("form")
        return GtkInstance(
            widget: box, view: self, layout: BoxLayout(box: box, orientation: .vertical))
    }

    /// A form has no props of its own.
    public func apply(to instance: GtkInstance, from old: Form?) {}

    /// Nothing to write.
    public func writesNothing(from old: Form) -> Bool { true }

    /// A box has no handlers.
    public static var propertyWritesCanEcho: Bool { false }
}

/// `Section` is a bold heading over a `GtkFrame` around a `GtkListBox` of
/// the `rich-list` style class with separators, one non-selectable row per
/// child: the framing GTK 4.8's own settings pages (its inspector's) use.
/// See `SectionRows` for how a titled control fills a row.
extension Section: GtkAdapter, ToolkitAdapter {
    /// Makes the heading, the frame and the list.
    public func makeInstance(in host: GtkHost) -> GtkInstance {
        let box = Box(.vertical, spacing: 6)
        let heading = Label()
        heading.textAlignment = 0
        heading.addCSSClass("heading")
        let list = ListBox()
        list.selectionMode = .none
        list.showSeparators = true
        list.addCSSClass("rich-list")
        let frame = Gtk.Frame(label: nil)
        frame.child = list
        box.append(heading)
        box.append(frame)
        let instance = GtkInstance(widget: box, view: self, layout: SectionRows(list: list))
        instance.storage = heading
        return instance
    }

    /// Writes the heading where it changed; no heading hides it.
    public func apply(to instance: GtkInstance, from old: Section?) {
        guard title != old?.title, let heading = instance.storage as? Label else { return }
        heading.text = title ?? ""
        heading.isVisible = title != nil
        let bold = AttrList()
        bold.insert(weight: .bold, bytes: 0..<(title ?? "").utf8.count)
        heading.attributes = bold
    }

    /// A label has no handlers.
    public static var propertyWritesCanEcho: Bool { false }
}
