// What a ValueListModel of 1,000,000 values costs: making the model from an
// array already built, and the first screen of a column view over it (from
// the model's creation to the first frame painted with its rows), with the
// item objects made for it. Medians of several runs, wall clock and the main
// thread's CPU time; prints a table and writes JSON to $GTKHOOKS_BENCH_DIR
// when set.
import BenchmarkMeasures
import Foundation
@_spi(Testing) import Gtk

/// One row of the benchmark's model.
struct Row: Identifiable, Equatable {
    let id: Int
    let title: String
}

let valueCount = 1_000_000
let runs = 5
var modelMs: [Double] = []
var firstScreenMs: [Double] = []
var firstScreenCPUMs: [Double] = []
var itemsMade: [Double] = []

let status = Application.run(isUnique: false, arguments: [CommandLine.arguments[0]]) {
    application in
    application.hold()
    Task {
        let values = (0..<valueCount).map { Row(id: $0, title: "row \($0)") }
        for _ in 0..<runs {
            let start = ContinuousClock.now
            let cpuStart = threadCPUMilliseconds()
            let model = ValueListModel(values)
            modelMs.append(elapsed(since: start))
            let window = Window(application: application)
            window.setDefaultSize(width: 600, height: 800)
            let scrolled = ScrolledWindow()
            let table = ColumnView(model: SingleSelection(model: model))
            table.appendColumn(
                column: ColumnViewColumn(
                    title: "Title",
                    factory: model.makeFactory(makeRow: { Label() }) { $0.text = $1.title }))
            scrolled.child = table
            window.child = scrolled
            window.present()
            await firstPaintedFrame(of: window) { model.madeItemCount > 0 }
            firstScreenMs.append(elapsed(since: start))
            firstScreenCPUMs.append(threadCPUMilliseconds() - cpuStart)
            itemsMade.append(Double(model.madeItemCount))
            window.destroy()
            try? await Task.sleep(for: .milliseconds(100))
        }
        application.release()
    }
}

/// Waits for the first frame of `window` painted once `isReady` holds.
@MainActor
func firstPaintedFrame(of window: Window, when isReady: @escaping @MainActor () -> Bool) async {
    while window.frameClock == nil { try? await Task.sleep(for: .milliseconds(1)) }
    let clock = window.frameClock!
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        var resumed = false
        clock.onAfterPaint {
            guard !resumed else { return }
            guard isReady(), clock.frameCounter > 0 else {
                clock.requestAfterPaint()
                return
            }
            resumed = true
            continuation.resume()
        }
        clock.requestAfterPaint()
    }
}

print("ValueListModel of \(valueCount) values, medians of \(runs) runs (status \(status))")
print("model made from the array:        ", median(modelMs), "ms")
print("first screen painted (wall):      ", median(firstScreenMs), "ms")
print("first screen (main-thread CPU):   ", median(firstScreenCPUMs), "ms")
print("item objects made for it:         ", median(itemsMade))

try writeBenchmarkReport(
    [
        "values": valueCount, "modelMedianMs": median(modelMs),
        "firstScreenMedianMs": median(firstScreenMs),
        "firstScreenCPUMedianMs": median(firstScreenCPUMs), "itemsMade": median(itemsMade),
    ], named: "ValueListBenchmark")
exit(status)
