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
func measure(rounds: Int) -> (median: Double, all: [Double]) {
    var samples: [Double] = []
    for _ in 0..<rounds {
        let tester = HookTester(0, tenHooks, environment: { $0[Context<Int>.self] = 7 })
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            for tick in 1...renders {
                tester.update(with: tick)
            }
        }
        tester.dispose()
        let (seconds, attoseconds) = elapsed.components
        let nanoseconds = Double(seconds) * 1e9 + Double(attoseconds) / 1e9
        samples.append(nanoseconds / Double(renders))
    }
    let sorted = samples.sorted()
    return (sorted[sorted.count / 2], samples)
}

@MainActor
func run() {
    _ = measure(rounds: 1)
    let result = measure(rounds: 5)
    let perHook = result.median / Double(hooksPerRender)
    print("HooksBenchmark: \(renders) renders x \(hooksPerRender) hooks under HookTester")
    print("  median ns per render:    \(Int(result.median.rounded()))")
    print("  median ns per hook call: \(Int(perHook.rounded()))")
    print("  rounds (ns per render):  \(result.all.map { Int($0.rounded()) })")
    guard CommandLine.arguments.count > 1 else { return }
    let json = """
        {"benchmark":"hooks-runtime","renders":\(renders),"hooksPerRender":\(hooksPerRender),\
        "medianNanosecondsPerRender":\(result.median),"medianNanosecondsPerHookCall":\(perHook),\
        "roundsNanosecondsPerRender":[\(result.all.map { "\($0)" }.joined(separator: ","))]}

        """
    writeFile(CommandLine.arguments[1], json)
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
