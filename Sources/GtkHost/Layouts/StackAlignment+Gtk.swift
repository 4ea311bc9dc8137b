import Gtk
@_spi(Toolkit) import Widgets

/// Places the children of a `VStack`, `HStack` or `ZStack` made with an
/// alignment: GTK boxes and overlays have no alignment of their own, so each
/// child's widget gets it as its `halign`/`valign`. A child whose own
/// modifiers set that axis keeps its own.
@MainActor enum StackAlignment {
    /// Aligns `widget`, the widget of `child`, by `parent`'s alignment, if
    /// `parent` is a stack that has one.
    static func align(_ child: GtkInstance, _ widget: Gtk.Widget, in parent: GtkInstance) {
        if let stack = ExactType.cast(parent.view, to: VStack.self), let alignment = stack.alignment {
            if ownModifiers(of: child)?.horizontalAlignment == nil {
                widget.horizontalAlignment = gtk(alignment)
            }
        } else if let stack = ExactType.cast(parent.view, to: HStack.self),
            let alignment = stack.alignment
        {
            if ownModifiers(of: child)?.verticalAlignment == nil {
                widget.verticalAlignment = gtk(alignment)
            }
        } else if let stack = ExactType.cast(parent.view, to: ZStack.self),
            let alignment = stack.alignment
        {
            let own = ownModifiers(of: child)
            if own?.horizontalAlignment == nil {
                widget.horizontalAlignment = gtk(alignment.horizontal)
            }
            if own?.verticalAlignment == nil {
                widget.verticalAlignment =
                    alignment.vertical == .firstTextBaseline ? .start : gtk(alignment.vertical)
            }
        }
    }

    /// Aligns every child of `parent` again (its alignment changed); a
    /// `ZStack`'s first child, which fills it, is left as it is.
    static func realign(_ parent: GtkInstance) {
        let skipsFirst = ExactType.cast(parent.view, to: ZStack.self) != nil
        for child in parent.children.dropFirst(skipsFirst ? 1 : 0) {
            guard let widget = child.widget else { continue }
            align(child, widget, in: parent)
        }
    }

    private static func ownModifiers(of child: GtkInstance) -> WidgetModifiers? {
        (child.view as? any Widgets.Widget)?.modifiers
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
