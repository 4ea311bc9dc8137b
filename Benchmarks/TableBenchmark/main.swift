// The GTK table benchmark of BENCHMARK.md section 1. Without arguments it is
// the runner: it starts this executable twice, `--program vanilla` and
// `--program gtkhooks`, alternates them sample by sample, prints the table and
// writes $GTKHOOKS_BENCH_DIR/TableBenchmark.json. Run under Xvfb with
// GSK_RENDERER=cairo (`make bench` does).
//   TABLE_BENCHMARK_ONLY=B01,B04   only these operations
//   TABLE_BENCHMARK_SAMPLES=3      samples per operation, for a quick look

import Foundation

let arguments = CommandLine.arguments
if arguments.count == 3, arguments[1] == "--program" {
    guard let program = ProgramName(rawValue: arguments[2]) else {
        fatalError("unknown program \(arguments[2]); one of vanilla, gtkhooks")
    }
    exit(MainActor.assumeIsolated { ProgramProcess(name: program).run() })
}

let environment = ProcessInfo.processInfo.environment
var runner = Runner()
if let only = environment["TABLE_BENCHMARK_ONLY"] {
    runner.only = Set(only.split(separator: ",").map(String.init))
}
if let samples = environment["TABLE_BENCHMARK_SAMPLES"].flatMap(Int.init) {
    runner.samples = samples
    runner.warmUps = min(warmUpRounds, samples)
}
printHeader()
let result = try runner.run(report: printLine)
printSummary(result)
if let directory = environment["GTKHOOKS_BENCH_DIR"] {
    let path = directory + "/TableBenchmark.json"
    do {
        try json(result).write(toFile: path, atomically: true, encoding: .utf8)
    } catch {
        print("could not write \(path): \(error)")
    }
}
