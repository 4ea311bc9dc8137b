import Gtk

/// How the widgets of one `List` row root reach the list item that shows the row.
///
/// A row that renders exactly one widget (the usual `HStack`) has that widget
/// as the list item's child, with no container of its own: a `GtkBox` per
/// bound row would cost its allocation, CSS node and layout manager, and a
/// level of measuring in every frame. A row of zero or several widgets is
/// stacked in a vertical box (made on first need, kept for reuse), which the
/// item shows instead; a row that changes between the two moves its widgets
/// between the item and the box.
///
/// The container instance has no widget of its own: ``shown`` is what its
/// list item shows. `ListRows` attaches the layout to the item showing the
/// row (``attach(to:)``) and detaches it when the item stops (``detach()``).
@MainActor final class RowContainerLayout: ChildLayout {
    /// The vertical box, once the row had zero or several widgets while shown.
    private var box: Box?
    /// The row's only widget, shown directly; nil when the row has zero or several.
    private var single: Gtk.Widget?
    /// How many of the container's children have a widget.
    private var widgetCount = 0
    /// The list item showing the row, while one does.
    private(set) var item: ListItem?
    /// The instance of the `List` showing the row, set when a list item of
    /// it shows the row: what walks outwards from a row (Enter's `.onSubmit`
    /// actions) goes on there, since a row's container has no parent.
    var list: InstanceHandle?

    /// What the list item shows for the row: its only widget, or the box of
    /// its widgets; nil while no item shows the row and it has no box yet.
    var shown: Gtk.Widget? { single ?? box }

    /// Makes `item` show the row (its only widget, or its box).
    func attach(to item: ListItem) {
        self.item = item
        item.child = single ?? madeBox()
    }

    /// Empties the list item that showed the row, and forgets it.
    func detach() {
        item?.child = nil
        item = nil
    }

    /// Forgets the list item that showed the row, which shows another child now.
    func forgetItem() {
        item = nil
    }

    func inserted(_ child: GtkInstance, at index: Int, in parent: GtkInstance) {
        guard let widget = child.widget else { return }
        BoxLayout.fit(child, widget, in: .vertical)
        widgetCount += 1
        switch widgetCount {
        case 1:
            single = widget
            item?.child = widget
        case 2:
            // The item gives up the widget it showed before the box takes it.
            if single != nil { item?.child = nil }
            single = nil
            let box = madeBox()
            for sibling in parent.children.lazy.compactMap(\.widget) { box.append(sibling) }
            item?.child = box
        default:
            box?.insert(widget, after: parent.widget(before: index))
        }
    }

    func moved(_ child: GtkInstance, to index: Int, in parent: GtkInstance) {
        guard single == nil, let widget = child.widget else { return }
        box?.move(widget, after: parent.widget(before: index))
    }

    func removed(_ child: GtkInstance, from parent: GtkInstance) {
        guard let widget = child.widget else { return }
        widgetCount -= 1
        if single === widget {
            single = nil
            if let item { item.child = madeBox() }
            return
        }
        box?.remove(widget)
        guard widgetCount == 1, let box,
            let remaining = parent.children.lazy.compactMap(\.widget).first
        else { return }
        box.remove(remaining)
        single = remaining
        item?.child = remaining
    }

    private func madeBox() -> Box {
        if let box { return box }
        let made = Box(.vertical)
        box = made
        return made
    }
}
