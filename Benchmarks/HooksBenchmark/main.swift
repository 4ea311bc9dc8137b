// Hook-call overhead (Docs/Benchmarks.md, "Hooks runtime"): re-render a component with 10 hooks
// (useState x4, useMemo x2, useEffect x2, useRef, useContext) 100,000 times under HookTester
// and print ns per hook call. JSON goes to the path given as the first argument, else to
// $GTKHOOKS_BENCH_DIR/HooksBenchmark.json when `make bench` sets that variable.

import Hooks
import HooksTesting

#if canImport(Glibc)
    import Glibc
#endif

let renders = 100_000
let hooksPerRender = 10

/// The measured component: ten hook calls whose effects and memos stay cached.
@MainActor
func tenHooks(_ tick: Int) -> Int {
    let a = useState(0)
    let b = useState("b")
    let c = useState(1.5)
    let d = useState([1, 2, 3])
    let parity = useMemo(.preserved(by: tick & 1)) { tick & 1 }
    let label = useMemo(.once) { "label" }
    useEffect(.once) { nil }
    useEffect(.preserved(by: parity)) { nil }
    let ref = useRef(0)
    let context = useContext(Context<Int>.self)
    ref.current = tick
    return a.wrappedValue + b.wrappedValue.count + Int(c.wrappedValue) + d.wrappedValue.count
        + label.count + context
}

/// Median of `rounds` timings of `renders` updates, in nanoseconds per render.
@MainActor
func measure(rounds: Int, _ makeRun: () -> (Int) -> Void) -> (median: Double, all: [Double]) {
    var samples: [Double] = []
    for _ in 0..<rounds {
        let update = makeRun()
        let elapsed = ContinuousClock().measure {
            for tick in 1...renders {
                update(tick)
            }
        }
        let (seconds, attoseconds) = elapsed.components
        let nanoseconds = Double(seconds) * 1e9 + Double(attoseconds) / 1e9
        samples.append(nanoseconds / Double(renders))
    }
    let sorted = samples.sorted()
    return (sorted[sorted.count / 2], samples)
}

/// One re-render under `HookTester`: render, then every effect phase.
@MainActor
func testerRun() -> (Int) -> Void {
    let tester = HookTester(0, tenHooks, environment: { $0[Context<Int>.self] = 7 })
    return { tester.update(with: $0) }
}

/// One re-render through the bare `HookDispatcher`, as a host drives it.
@MainActor
func dispatcherRun() -> (Int) -> Void {
    var environment = EnvironmentValues()
    environment[Context<Int>.self] = 7
    let dispatcher = HookDispatcher(componentName: "TenHooks", environment: environment) {}
    return { tick in
        _ = dispatcher.render { tenHooks(tick) }
        dispatcher.runLayoutCleanups()
        dispatcher.runLayoutEffects()
        dispatcher.runPassiveCleanups()
        dispatcher.runPassiveEffects()
    }
}

@MainActor
func run() {
    _ = measure(rounds: 1, testerRun)
    let tester = measure(rounds: 5, testerRun)
    let dispatcher = measure(rounds: 5, dispatcherRun)
    print("HooksBenchmark: \(renders) renders x \(hooksPerRender) hooks, median of 5 rounds")
    report("HookTester", tester)
    report("HookDispatcher", dispatcher)
    let ticks = timerTicks()
    print(
        "  timer demo: \(renders) ticks, \(Int(ticks.nanosecondsPerTick.rounded())) ns per tick, "
            + "RSS \(ticks.residentKilobytesBefore) kB before, \(ticks.residentKilobytesAfter) kB after"
    )
    guard let path = jsonPath() else { return }
    let json = """
        {"benchmark":"hooks-runtime","renders":\(renders),"hooksPerRender":\(hooksPerRender),\
        "hookTester":\(jsonObject(tester)),"hookDispatcher":\(jsonObject(dispatcher)),\
        "timerTicks":{"nanosecondsPerTick":\(ticks.nanosecondsPerTick),\
        "residentKilobytesBefore":\(ticks.residentKilobytesBefore),\
        "residentKilobytesAfter":\(ticks.residentKilobytesAfter)}}

        """
    writeFile(path, json)
}

/// SwiftUI Hooks' timer component: each tick sets the state, as the timer callback does.
@MainActor
func useTickingTime(interval: Double) -> Binding<Int> {
    let time = useState(0)
    useEffect(.preserved(by: interval)) {
        { _ = time }
    }
    return time
}

/// A timer demo ticking `renders` times through a bare dispatcher (no history kept), with
/// the resident set size before and after, to check memory stays flat.
@MainActor
func timerTicks() -> (
    nanosecondsPerTick: Double, residentKilobytesBefore: Int, residentKilobytesAfter: Int
) {
    var pending = false
    let dispatcher = HookDispatcher(componentName: "TimerDemo") { pending = true }
    func commit() -> Binding<Int> {
        let time = dispatcher.render { useTickingTime(interval: 1) }
        dispatcher.runLayoutCleanups()
        dispatcher.runLayoutEffects()
        dispatcher.runPassiveCleanups()
        dispatcher.runPassiveEffects()
        return time
    }
    let time = commit()
    for tick in 1...1_000 {
        time.wrappedValue = tick
        _ = commit()
    }
    let before = residentKilobytes()
    let elapsed = ContinuousClock().measure {
        for tick in 1...renders {
            time.wrappedValue = -tick
            if pending {
                pending = false
                _ = commit()
            }
        }
    }
    dispatcher.dispose()
    let (seconds, attoseconds) = elapsed.components
    let nanoseconds = Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    return (nanoseconds / Double(renders), before, residentKilobytes())
}

/// The current resident set size of this process, from `/proc/self/statm`.
func residentKilobytes() -> Int {
    guard let file = fopen("/proc/self/statm", "r") else { return -1 }
    defer { fclose(file) }
    var buffer = [CChar](repeating: 0, count: 128)
    guard fgets(&buffer, Int32(buffer.count), file) != nil else { return -1 }
    let line = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    let fields = String(decoding: line, as: UTF8.self).split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return -1 }
    return pages * sysconf(Int32(_SC_PAGESIZE)) / 1024
}

/// The first argument, else `$GTKHOOKS_BENCH_DIR/HooksBenchmark.json`, else nothing.
func jsonPath() -> String? {
    if CommandLine.arguments.count > 1 {
        return CommandLine.arguments[1]
    }
    guard let directory = getenv("GTKHOOKS_BENCH_DIR") else { return nil }
    return String(cString: directory) + "/HooksBenchmark.json"
}

func report(_ name: String, _ result: (median: Double, all: [Double])) {
    let perHook = result.median / Double(hooksPerRender)
    print(
        "  \(name): \(Int(perHook.rounded())) ns per hook call, \(Int(result.median.rounded())) ns per render"
    )
    print("    rounds (ns per render): \(result.all.map { Int($0.rounded()) })")
}

func jsonObject(_ result: (median: Double, all: [Double])) -> String {
    "{\"medianNanosecondsPerRender\":\(result.median),"
        + "\"medianNanosecondsPerHookCall\":\(result.median / Double(hooksPerRender)),"
        + "\"roundsNanosecondsPerRender\":[\(result.all.map { "\($0)" }.joined(separator: ","))]}"
}

/// Writes `text` with the C library, as the benchmark does not import Foundation.
func writeFile(_ path: String, _ text: String) {
    guard let file = fopen(path, "w") else {
        print("HooksBenchmark: cannot write \(path)")
        return
    }
    fputs(text, file)
    fclose(file)
    print("  JSON written to \(path)")
}

MainActor.assumeIsolated { run() }
