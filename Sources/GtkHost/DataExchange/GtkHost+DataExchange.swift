import Gtk
import Widgets

extension GtkHost {
    /// Gives `instance`'s widget the drag source, drop target and row moves of `new`.
    ///
    /// Only the parts that differ from `old` change; the controllers call
    /// the closures of the latest props.
    func applyDataExchange(_ new: DataExchange, from old: DataExchange?, to instance: GtkInstance) {
        let old = old ?? DataExchange()
        guard new != old else { return }
        guard let widget = instance.widget else {
            Log.warning(
                "ignored drag and drop on \(type(of: instance.view)): it has no GTK widget of its own"
            )
            return
        }
        if (new.dragSource == nil) != (old.dragSource == nil) {
            if new.dragSource == nil {
                widget.setDragItems(nil)
            } else {
                widget.setDragItems { [handle = instance.handle] _, _ in
                    handle.instance?.dataExchange.dragSource?.items().map(\.exchangeItem)
                }
            }
        }
        if new.dropDestination?.kinds != old.dropDestination?.kinds {
            widget.setDropTarget(
                kinds: new.dropDestination?.kinds.map(\.exchangeKind),
                handlers: dropHandlers(of: instance))
        }
        if (new.move == nil) != (old.move == nil) {
            guard let rows = instance.storage as? ListRows else {
                Log.warning(
                    "ignored onMove on \(type(of: instance.view)): only a List moves its rows")
                return
            }
            rows.allowsMoves(new.move != nil, of: instance)
        }
    }

    /// The drop target's handlers: `isTargeted` is told each change once,
    /// also when GTK ends a drop without a `leave`.
    private func dropHandlers(of instance: GtkInstance) -> DropHandlers {
        let hover = Hover()
        return DropHandlers(
            drop: { [handle = instance.handle] items, _, _ in
                guard let destination = handle.instance?.dataExchange.dropDestination else {
                    return false
                }
                let used = destination.drop(items.compactMap(TransferItem.init))
                hover.set(false, on: destination)
                return used
            },
            enter: { [handle = instance.handle] in
                handle.instance.map { hover.set(true, on: $0.dataExchange.dropDestination) }
            },
            leave: { [handle = instance.handle] in
                handle.instance.map { hover.set(false, on: $0.dataExchange.dropDestination) }
            })
    }
}

/// Whether a drag is over a drop destination, as last told to it.
@MainActor private final class Hover {
    private var isTargeted = false

    func set(_ targeted: Bool, on destination: DropDestination?) {
        guard targeted != isTargeted else { return }
        isTargeted = targeted
        destination?.targeted?(targeted)
    }
}

extension GtkInstance {
    /// The drag and drop of the props last applied.
    var dataExchange: DataExchange {
        (view as? any Widgets.Widget)?.modifiers.dataExchange ?? DataExchange()
    }
}
