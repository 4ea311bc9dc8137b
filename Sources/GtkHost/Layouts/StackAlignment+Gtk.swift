import Gtk
import Widgets

/// Where a `VStack`, `HStack` or `ZStack` puts its children on the axes
/// their own modifiers leave unset.
///
/// GTK boxes and overlays have no alignment of their own, so each child's
/// widget gets it as its `halign`/`valign`. The stack's layout keeps it,
/// made when the stack's props are applied: placing a child reads no props
/// of the stack.
struct StackAlignment {
    /// The children's `halign`; nil leaves it as GTK has it (fill).
    let horizontal: Gtk.Alignment?
    /// The children's `valign`; nil leaves it as GTK has it (fill).
    let vertical: Gtk.Alignment?

    /// No alignment: children are left as they are (a box that is no stack).
    init() {
        horizontal = nil
        vertical = nil
    }

    /// A `VStack`'s: across it, horizontally.
    init(_ alignment: HorizontalAlignment?) {
        horizontal = alignment.map(Self.gtk)
        vertical = nil
    }

    /// An `HStack`'s: across it, vertically.
    init(_ alignment: VerticalAlignment?) {
        horizontal = nil
        vertical = alignment.map(Self.gtk)
    }

    /// A `ZStack`'s, for its overlays: on both axes.
    init(_ alignment: ContentAlignment?) {
        horizontal = alignment.map { Self.gtk($0.horizontal) }
        // Overlays share no baseline: `.firstTextBaseline` puts them at the top.
        vertical = alignment.map {
            Self.gtk($0.vertical == .firstTextBaseline ? .top : $0.vertical)
        }
    }

    /// Aligns `widget`, the widget of `child`, on the axes this alignment
    /// sets and the child's own modifiers leave unset.
    @MainActor func place(_ child: GtkInstance, _ widget: Gtk.Widget) {
        guard horizontal != nil || vertical != nil else { return }
        place(child, widget, horizontally: horizontal, vertically: vertical)
    }

    /// Aligns `children` again after the stack's alignment changed to this
    /// one: on `axes`, a child that leaves the axis unset gets this
    /// alignment's, or fills the stack when it has none.
    @MainActor func realign(_ children: some Sequence<GtkInstance>, on axes: [Widgets.Axis]) {
        for child in children {
            guard let widget = child.widget else { continue }
            place(
                child, widget,
                horizontally: axes.contains(.horizontal) ? horizontal ?? .fill : nil,
                vertically: axes.contains(.vertical) ? vertical ?? .fill : nil)
        }
    }

    /// Writes the axes given, those the child's own modifiers leave unset.
    @MainActor private func place(
        _ child: GtkInstance, _ widget: Gtk.Widget, horizontally: Gtk.Alignment?,
        vertically: Gtk.Alignment?
    ) {
        let own = (child.view as? any Widgets.Widget)?.modifiers
        if let horizontally, own?.horizontalAlignment == nil {
            widget.horizontalAlignment = horizontally
        }
        if let vertically, own?.verticalAlignment == nil { widget.verticalAlignment = vertically }
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
