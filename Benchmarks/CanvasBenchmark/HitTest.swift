// Hit testing of 10,000 shapes with identity: the work a pointer event over
// a canvas of shapes asks of its host's `CanvasShapeRecords.shape(at:)`.

import CCallgrind
import Foundation
import GtkHooks

/// Microseconds (or, under callgrind, instructions) of one `shape(at:)`
/// on the records a host keeps
/// over 10,000 shapes (a 100x100 grid of 10-pixel squares, every other one
/// a circle) at a point no shape holds, so every shape is tested: the
/// lowest of `repeats` look-ups.
@MainActor func hitTestCost(repeats: Int, countsInstructions: Bool) -> Double {
    var shapes: [CanvasShape] = []
    for row in 0..<100 {
        for column in 0..<100 {
            let frame = Rect(x: Double(column) * 12, y: Double(row) * 12, width: 10, height: 10)
            let id = row * 100 + column
            shapes.append(
                id.isMultiple(of: 2)
                    ? CanvasShape(id: id, Rectangle(), in: frame, fill: .color(.black))
                    : CanvasShape(id: id, Circle(), in: frame, fill: .color(.black)))
        }
    }
    let records = CanvasShapeRecords()
    records.update(shapes, size: Size(width: 1200, height: 1200))
    let miss = Point(x: 11, y: 11)
    var best = Double.infinity
    for _ in 0..<repeats {
        if countsInstructions { gtkhooks_callgrind_start() }
        let start = ContinuousClock.now
        let found = records.shape(at: miss)
        let spent = ContinuousClock.now - start
        if countsInstructions {
            gtkhooks_callgrind_stop("hit-test")
            best = min(best, Double(dumps!.next(named: "hit-test")))
        } else {
            let (seconds, attoseconds) = spent.components
            best = min(best, Double(seconds) * 1e6 + Double(attoseconds) / 1e12)
        }
        precondition(found == nil, "the point between shapes hit \(found!.shape.id)")
    }
    return best
}
