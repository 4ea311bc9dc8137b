import Gtk
@_spi(Toolkit) import Widgets

/// Places the children of a `VStack`, `HStack` or `ZStack` made with an alignment.
///
/// GTK boxes and overlays have no alignment of their own, so each child's
/// widget gets it as its `halign`/`valign`. A child whose own modifiers set
/// that axis keeps its own.
@MainActor enum StackAlignment {
    /// Aligns `widget`, the widget of `child`, by `parent`'s alignment, if
    /// `parent` is a stack that has one.
    static func align(_ child: GtkInstance, _ widget: Gtk.Widget, in parent: GtkInstance) {
        if let stack = ExactType.cast(parent.view, to: VStack.self), let alignment = stack.alignment
        {
            place(child, widget, horizontally: gtk(alignment))
        } else if let stack = ExactType.cast(parent.view, to: HStack.self),
            let alignment = stack.alignment
        {
            place(child, widget, vertically: gtk(alignment))
        } else if let stack = ExactType.cast(parent.view, to: ZStack.self),
            let alignment = stack.alignment
        {
            let vertical = alignment.vertical == .firstTextBaseline ? .top : alignment.vertical
            place(child, widget, horizontally: gtk(alignment.horizontal), vertically: gtk(vertical))
        }
    }

    /// Writes the axes given, those the child's own modifiers leave unset.
    private static func place(
        _ child: GtkInstance, _ widget: Gtk.Widget, horizontally: Gtk.Alignment? = nil,
        vertically: Gtk.Alignment? = nil
    ) {
        let own = (child.view as? any Widgets.Widget)?.modifiers
        if let horizontally, own?.horizontalAlignment == nil {
            widget.horizontalAlignment = horizontally
        }
        if let vertically, own?.verticalAlignment == nil { widget.verticalAlignment = vertically }
    }

    /// Aligns every child of `parent` again (its alignment changed; a stack
    /// without one stretches them again); a `ZStack`'s first child, which
    /// fills it, is left as it is.
    static func realign(_ parent: GtkInstance) {
        let placed = parent.children.filter { $0.widget != nil }
        let isOverlay = ExactType.cast(parent.view, to: ZStack.self) != nil
        for child in placed.dropFirst(isOverlay ? 1 : 0) {
            guard let widget = child.widget else { continue }
            let isVertical = ExactType.cast(parent.view, to: VStack.self) != nil
            place(
                child, widget, horizontally: isVertical || isOverlay ? .fill : nil,
                vertically: isVertical ? nil : .fill)
            align(child, widget, in: parent)
        }
    }

    private static func gtk(_ alignment: HorizontalAlignment) -> Gtk.Alignment {
        switch alignment {
        case .leading: .start
        case .center: .center
        case .trailing: .end
        }
    }

    private static func gtk(_ alignment: VerticalAlignment) -> Gtk.Alignment {
        switch alignment {
        case .top: .start
        case .center: .center
        case .bottom: .end
        case .firstTextBaseline: .baseline
        }
    }
}
