// The cost of labelled shapes' accessible elements: 1,000 labelled bars
// against the same 1,000 bars unlabelled, both canvases of shapes.

import BenchmarkMeasures
import Gtk
@_spi(Testing) import GtkHost

let shapePrograms = ["labelled shapes", "unlabelled shapes"]
let shapeOperations = ["show 1,000 shapes", "change one shape"]
/// Accessible elements made by the labelled program's counted rounds.
@MainActor var labelledElementsMade = 0

/// Shows an empty canvas, then measures showing every bar and changing one
/// bar five times.
@MainActor func runShapes(
    labelled: Bool, named name: String, application: Application, recorded: Bool
) async {
    let values = (0..<barCount).map { Double($0 % 100) / 100 }
    let program = ShapeBars(application: application, values: values, labelled: labelled)
    program.showEmpty()
    for _ in 0..<3 { await nextPaintedFrame(of: program.window) }
    let made = CanvasCounters.accessibleElementsMade
    await measure(shapeOperations[0], of: name, in: program.window, recorded: recorded) {
        program.showBars()
    }
    if labelled, recorded { labelledElementsMade += CanvasCounters.accessibleElementsMade - made }
    for step in 1...5 {
        await measure(shapeOperations[1], of: name, in: program.window, recorded: recorded) {
            program.setBar(step * 97 % barCount, to: Double(step) / 10)
        }
    }
    program.close()
}
