// Hook-call overhead (BENCHMARK.md section 3): re-render a component with 10 hooks
// (useState x4, useMemo x2, useEffect x2, useRef, useContext) 100,000 times under HookTester
// and print ns per hook call. Pass a path as the first argument to also write JSON there.

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
    guard CommandLine.arguments.count > 1 else { return }
    let json = """
        {"benchmark":"hooks-runtime","renders":\(renders),"hooksPerRender":\(hooksPerRender),\
        "hookTester":\(jsonObject(tester)),"hookDispatcher":\(jsonObject(dispatcher))}

        """
    writeFile(CommandLine.arguments[1], json)
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
