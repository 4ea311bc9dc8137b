import Gtk
import GtkHost
import Widgets

extension GtkTester {
    /// Drags `source` onto `target` through the controllers GTK would drive.
    ///
    /// Emits `prepare` on the drag source nearest from `source` up (a
    /// `.draggable(_:)` view, or a `List` with `.onMove(perform:)`), then
    /// `enter`, `drop` and `leave` on the drop target nearest from `target`
    /// up that takes what the drag carries. Returns what the drop answered.
    ///
    /// ```swift
    /// try tester.drag(from: tester.require(text: "Buy milk"), to: tester.require(text: "Call mum"))
    /// ```
    @discardableResult
    public func drag(from source: Gtk.Widget, to target: Gtk.Widget) throws -> Bool {
        guard let offer = source.emitDragPrepare() else {
            throw GtkTesterError.unsupported(
                "nothing draggable at or above \(source.typeName) \(source.displayedText ?? "")")
        }
        return try drop(offer, on: target)
    }

    /// Drops `items` on `target` as another app would (files from a file manager, say).
    ///
    /// Emits `enter`, `drop` and `leave` on the drop target nearest from
    /// `target` up that takes a kind of `items`. Returns what the drop answered.
    @discardableResult
    public func drop(_ items: [TransferItem], on target: Gtk.Widget) throws -> Bool {
        try drop(ContentOffer(items.map(\.exchangeItem)), on: target)
    }

    private func drop(_ offer: ContentOffer, on target: Gtk.Widget) throws -> Bool {
        guard let answer = target.emitDrop(offer) else {
            throw GtkTesterError.unsupported(
                "no drop target at or above \(target.typeName) \(target.displayedText ?? "") "
                    + "takes \(offer.kinds())")
        }
        return answer
    }
}
