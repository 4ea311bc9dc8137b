import Gtk
import Widgets

/// A row dragged within a `List`: which list, and the row's index.
private struct RowDrag: Sendable {
    let list: ObjectIdentifier
    let source: Int
}

extension ListRows {
    /// Lets the user drag a row of the list onto another to move it there,
    /// calling `onMove` of `instance`'s latest props; `allowed` false stops it.
    ///
    /// The drag carries the row's index within this app only. A row dropped
    /// onto a later row goes after it, onto an earlier row before it, and
    /// below the last row to the end (SwiftUI's destination offsets).
    func allowsMoves(_ allowed: Bool, of instance: GtkInstance) {
        guard allowed else {
            list.setDragItems(nil)
            list.setDropTarget(kinds: nil, handlers: DropHandlers(drop: { _, _, _ in false }))
            return
        }
        let id = ObjectIdentifier(self)
        list.setDragItems { [weak self] x, y in
            guard let source = self?.position(atX: x, y: y) else { return nil }
            return [.swiftValue(RowDrag(list: id, source: source))]
        }
        list.setDropTarget(
            kinds: [.swiftValue],
            handlers: DropHandlers(drop: { [weak self, handle = instance.handle] items, x, y in
                guard let self, let move = handle.instance?.dataExchange.move,
                    case .swiftValue(let value)? = items.first,
                    let drag = value as? RowDrag, drag.list == id
                else { return false }
                let destination = self.destination(of: drag.source, droppedAtX: x, y: y)
                guard let destination else { return false }
                move(drag.source, destination)
                return true
            }))
    }

    /// Where a row from `source` goes when dropped at (x, y); nil for its own place.
    private func destination(of source: Int, droppedAtX x: Double, y: Double) -> Int? {
        guard let target = position(atX: x, y: y) else { return list.count }
        guard target != source else { return nil }
        return target > source ? target + 1 : target
    }

    /// The index of the row shown at (x, y) in the list's coordinates.
    private func position(atX x: Double, y: Double) -> Int? {
        var current = list.descendant(atX: x, y: y)
        while let widget = current, widget !== list {
            if let position = position(ofRowWidget: widget) { return position }
            current = widget.parent
        }
        return nil
    }
}
