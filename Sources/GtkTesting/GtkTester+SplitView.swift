import Gtk

extension GtkTester {
    /// The paneds whose dividers a split view shows, outermost first.
    ///
    /// `split` is the split view's widget (the outer `GtkPaned`); divider
    /// `i` is the `i`-th paned. The
    /// nested paneds made for a third pane and more are followed, a pane that
    /// is a split view of its own is not.
    public func dividers(of split: Gtk.Widget) -> [Paned] {
        var paneds: [Paned] = []
        var next = split as? Paned
        while let paned = next {
            paneds.append(paned)
            // A pane that is a split view of its own has its own role.
            next = (paned.endChild as? Paned).flatMap { $0.viewRole == nil ? $0 : nil }
        }
        return paneds
    }

    /// Moves divider `divider` of the split view `split` to `position`, as
    /// the user's drag does (GTK's drag sets the paned's position).
    public func dragDivider(_ divider: Int = 0, of split: Gtk.Widget, to position: Int) throws {
        let paneds = dividers(of: split)
        guard paneds.indices.contains(divider) else {
            throw GtkTesterError.unsupported(
                "\(split.typeName) has no divider \(divider); the tree is:\n\(dump())")
        }
        paneds[divider].position = Int32(clamping: position)
    }
}
