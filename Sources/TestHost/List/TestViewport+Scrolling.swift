import Reconciler
import Widgets

extension TestViewport: RowScrollTarget {
    /// Joins the scroll targets of `view`'s environment, and does a scroll
    /// that waited for a row `view` has.
    func joinScrollTargets(of view: any VirtualizedView) {
        let found = view.environment.scrollTargets
        if found !== scrollTargets {
            scrollTargets?.remove(self)
            found?.add(self)
            scrollTargets = found
        }
        found?.updated(self)
    }

    /// Shows the row keyed `key` as a GTK list view does: the least scroll
    /// that shows it, or with `anchor` the row at that point of the
    /// viewport (`.top`: first, `.center`: in the middle, `.bottom`: last).
    public func scrollToRow(withKey key: AnyHashable, anchor: UnitPoint?) -> Bool {
        guard let view = list.view as? any VirtualizedView,
            let position = view.position(ofKey: key)
        else { return false }
        let row: Int
        if let anchor {
            row = position - Int((anchor.y * Double(height - 1)).rounded())
        } else if position < first {
            row = position
        } else if position >= first + height {
            row = position - height + 1
        } else {
            return true
        }
        scroll(toRow: row)
        return true
    }
}
