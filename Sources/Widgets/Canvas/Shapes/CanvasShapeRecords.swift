/// A canvas's shapes as a host last drew them: one record per key, kept
/// from render to render, so a render rebuilds only the shapes that changed.
///
/// A host keeps one per mounted ``Canvas`` (inside its ``CanvasRecording``).
/// ``update(_:size:space:)`` compares each new shape with the record of its key;
/// a record is built again only when the shape's outline, paint, label,
/// tooltip or handlers changed. Its result says which keys changed, so the
/// host updates only their accessible elements.
@MainActor public final class CanvasShapeRecords {
    /// One shape as drawn.
    public struct Record {
        /// The shape of the latest render (its handlers are the latest closures).
        public var shape: CanvasShape
        /// Its outline in the canvas's coordinates.
        public var path: Path
        /// The box holding the outline, to skip hit tests quickly.
        public var bounds: Rect
        /// The drawing steps of its fill and stroke.
        public var operations: [DrawingOperation]
    }

    /// What an update changed.
    public struct Changes {
        /// The keys of shapes that are new or whose record was rebuilt.
        public var rebuilt: [AnyHashable] = []
        /// The keys of shapes gone.
        public var removed: [AnyHashable] = []
        /// Whether the order of the shapes (which is on top) changed.
        public var reordered = false
        /// Whether anything drawn changed.
        public var isEmpty: Bool { rebuilt.isEmpty && removed.isEmpty && !reordered }
    }

    /// The records in drawing order, the last on top.
    public private(set) var records: [Record] = []
    /// Each key's place in ``records``.
    private var places: [AnyHashable: Int] = [:]
    /// Each record's bounds, apart from the records so a hit test reads
    /// four numbers a shape, not a whole record.
    private var boxes: [Box] = []
    /// How many records were built, for tests and benchmarks.
    public private(set) var buildCount = 0

    /// Empty records.
    public init() {}

    /// Takes `shapes`, placed on a canvas of `size` (laid out for `space`
    /// and scaled to `size` when given), as the latest ones, building the
    /// records of those that changed.
    @discardableResult
    public func update(_ shapes: [CanvasShape], size: Size, space: Size? = nil) -> Changes {
        let layout = space ?? size
        let (scaleX, scaleY) =
            space.map { space in
                (
                    space.width > 0 ? size.width / space.width : 1,
                    space.height > 0 ? size.height / space.height : 1
                )
            } ?? (1, 1)
        var changes = Changes()
        var next: [Record] = []
        next.reserveCapacity(shapes.count)
        var nextPlaces: [AnyHashable: Int] = [:]
        nextPlaces.reserveCapacity(shapes.count)
        for var shape in shapes {
            if nextPlaces[shape.id] != nil {
                // A repeated key is kept apart from the first: both are drawn.
                shape.id = AnyHashable(RepeatedKey(id: shape.id, place: next.count))
            }
            let path = shape.path(in: layout).scaledBy(x: scaleX, y: scaleY)
            if let old = places[shape.id], Self.draws(records[old], sameAs: shape, path: path) {
                var kept = records[old]
                kept.shape = shape
                if old != next.count { changes.reordered = true }
                nextPlaces[shape.id] = next.count
                next.append(kept)
                continue
            }
            changes.rebuilt.append(shape.id)
            nextPlaces[shape.id] = next.count
            next.append(Self.record(shape, path: path))
            buildCount += 1
        }
        changes.removed = places.keys.filter { nextPlaces[$0] == nil }
        if !changes.removed.isEmpty && !changes.rebuilt.isEmpty { changes.reordered = true }
        records = next
        places = nextPlaces
        boxes = next.map { Box($0.bounds) }
        return changes
    }

    /// The drawing of all shapes, in order.
    public var operations: [DrawingOperation] { records.flatMap(\.operations) }

    /// The record of the shape keyed `id`.
    public func record(id: AnyHashable) -> Record? { places[id].map { records[$0] } }

    /// The topmost shape whose filled area holds `point`, or nil.
    public func shape(at point: Point) -> Record? {
        var index = boxes.count
        while index > 0 {
            index -= 1
            guard boxes[index].contains(point), records[index].path.contains(point) else {
                continue
            }
            return records[index]
        }
        return nil
    }

    private static func draws(_ record: Record, sameAs shape: CanvasShape, path: Path) -> Bool {
        let old = record.shape
        return record.path == path && old.fill == shape.fill
            && old.stroke?.0 == shape.stroke?.0 && old.stroke?.1 == shape.stroke?.1
            && old.label == shape.label && old.help == shape.help
            && old.taps.map(\.count) == shape.taps.map(\.count)
            && (old.hover == nil) == (shape.hover == nil)
    }

    private static func record(_ shape: CanvasShape, path: Path) -> Record {
        var operations: [DrawingOperation] = []
        if let fill = shape.fill {
            operations.append(DrawingOperation(.fill(path, fill, eoFill: false)))
        }
        if let (shading, style) = shape.stroke {
            operations.append(DrawingOperation(.stroke(path, shading, style)))
        }
        let bounds = path.boundingRect.insetBy(
            dx: -(shape.stroke?.1.lineWidth ?? 0), dy: -(shape.stroke?.1.lineWidth ?? 0))
        return Record(shape: shape, path: path, bounds: bounds, operations: operations)
    }
}

/// A record's bounds as its extremes, for quick hit tests.
private struct Box {
    var minX, minY, maxX, maxY: Double

    init(_ rect: Rect) {
        (minX, minY, maxX, maxY) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
    }

    func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
    }
}

/// The key of a shape whose key an earlier shape of the canvas already has.
struct RepeatedKey: Hashable {
    var id: AnyHashable
    var place: Int
}
