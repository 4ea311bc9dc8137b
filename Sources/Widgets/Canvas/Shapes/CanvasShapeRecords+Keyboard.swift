extension CanvasShapeRecords {
    /// The key of the labelled shape after `key` in drawing order (before
    /// it with `backward`), or nil past the last (before the first): where
    /// Tab (Shift+Tab) takes the keyboard focus among a canvas's shapes.
    ///
    /// From a key no labelled shape has (or nil), the first labelled shape
    /// (the last with `backward`). Only labelled shapes take the focus: the
    /// label is what a screen reader says on reaching one.
    public func labelledKey(after key: AnyHashable?, backward: Bool = false) -> AnyHashable? {
        let start = key.flatMap { key in records.firstIndex { $0.shape.id == key } }
        let order: [Int] =
            backward
            ? Array((0..<(start ?? records.count)).reversed())
            : Array(((start.map { $0 + 1 }) ?? 0)..<records.count)
        return order.first { records[$0].shape.label != nil }.map { records[$0].shape.id }
    }

    /// `key` when a labelled shape still has it, else the first labelled
    /// shape's: the shape a canvas's keyboard focus stands on.
    public func focusStop(_ key: AnyHashable?) -> AnyHashable? {
        if let key, record(id: key)?.shape.label != nil { return key }
        return labelledKey(after: nil)
    }

    /// Runs the single-tap handler of the shape keyed `key`, at the centre
    /// of its bounds, as Enter or Space does on a shape with the focus;
    /// false when it has none.
    @discardableResult
    public func activate(_ key: AnyHashable) -> Bool {
        guard let record = record(id: key),
            let tap = record.shape.taps.first(where: { $0.count == 1 })
        else { return false }
        tap.action(Point(x: record.bounds.midX, y: record.bounds.midY))
        return true
    }
}
