// How punctual Swift concurrency is inside GTK's main loop: the lateness of
// `Task.sleep(for: .milliseconds(100))` on the main actor next to a GLib
// timeout and a Foundation timer of the same interval, and the wake-ups of an
// idle app. Prints a table; writes JSON to $GTKHOOKS_BENCH_DIR when set.
import BenchmarkMeasures
import Foundation
@_spi(Testing) import Gtk

let sampleCount = 20
var report: [String: Double] = [:]

// The idle wake-ups are counted by the instrumented bridge.
Instrumentation.isEnabled = true
let status = Application.run(isUnique: false, arguments: [CommandLine.arguments[0]]) {
    application in
    application.hold()
    Task {
        let window = Window(application: application)
        window.child = Label("BridgeBenchmark")
        window.present()
        try? await Task.sleep(for: .milliseconds(300))

        let samples = await measureLateness(count: sampleCount)
        report["taskSleepLatenessMedianMs"] = median(samples.taskSleep)
        report["glibTimeoutLatenessMedianMs"] = median(samples.glibTimeout)
        report["foundationTimerLatenessMedianMs"] = median(samples.foundationTimer)
        report["idleWakeUpsPerSecond"] = Double(await measureIdleWakeUps())
        window.destroy()
        application.release()
    }
}

let rows = [
    ("Task.sleep(100 ms) on the main actor", "taskSleepLatenessMedianMs"),
    ("g_timeout_add(100 ms)", "glibTimeoutLatenessMedianMs"),
    ("Timer.scheduledTimer(0.1 s)", "foundationTimerLatenessMedianMs"),
]
print("Bridge punctuality: median lateness over \(sampleCount) samples, interleaved")
for (name, key) in rows {
    print(
        name.padding(toLength: 40, withPad: " ", startingAt: 0),
        String(format: "%7.3f ms", report[key] ?? .nan))
}
let difference =
    (report["taskSleepLatenessMedianMs"] ?? .nan) - (report["glibTimeoutLatenessMedianMs"] ?? .nan)
print("Task.sleep minus g_timeout_add:", String(format: "%7.3f ms", difference))
let idleWakeUps = Int(report["idleWakeUpsPerSecond"] ?? -1)
print("Idle app: \(idleWakeUps) wake-up(s) in one second, the probe's own included")
report["taskSleepMinusGLibTimeoutMs"] = difference

try writeBenchmarkReport(report, named: "BridgeBenchmark")
exit(status)
