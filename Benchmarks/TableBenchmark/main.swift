// The GTK table benchmark of BENCHMARKS.md section 1. Without arguments it is
// the runner: it starts this executable twice, `--program vanilla` and
// `--program gtkhooks`, alternates them sample by sample, prints the table and
// writes $GTKHOOKS_BENCH_DIR/TableBenchmark.json. Run under Xvfb with
// GSK_RENDERER=cairo (`make bench` does).
//   TABLE_BENCHMARK_ONLY=B01,B04   only these operations
//   TABLE_BENCHMARK_SAMPLES=3      samples per operation, for a quick look
//   TABLE_BENCHMARK_STORE=1        (--instructions only) also counts the second
//                                  GtkHooks program, rows reading a Store
//                                  (StoreTable.swift), on lines of its own
// `TableBenchmark --instructions` counts instructions under callgrind instead
// (`make bench-instructions`, InstructionRunner.swift) and writes
// $GTKHOOKS_BENCH_DIR/TableInstructions.json; TABLE_BENCHMARK_ROUNDS=2 sets
// its rounds per operation (the first warms up), and TABLE_BENCHMARK_FRAME=1
// counts on to the trigger's painted frame (the pass on its idle as the app
// schedules it, then GTK's update, layout and paint), to compare the frames.
// TABLE_BENCHMARK_PHASES=1 makes each program write, per timed sample, when
// its frame-clock phases ran (FramePhases.swift).

import Foundation

let arguments = CommandLine.arguments
if arguments.count == 3, arguments[1] == "--program" {
    guard let program = ProgramName(rawValue: arguments[2]) else {
        fatalError("unknown program \(arguments[2]); one of vanilla, gtkhooks, gtkhooks-store")
    }
    exit(MainActor.assumeIsolated { ProgramProcess(name: program).run() })
}

let environment = ProcessInfo.processInfo.environment
if arguments.count == 2, arguments[1] == "--instructions" {
    let output = environment["GTKHOOKS_BENCH_DIR"] ?? NSTemporaryDirectory()
    var runner = InstructionRunner(directory: output + "/callgrind")
    if let only = environment["TABLE_BENCHMARK_ONLY"] {
        runner.only = Set(only.split(separator: ",").map(String.init))
    }
    if let rounds = environment["TABLE_BENCHMARK_ROUNDS"].flatMap(Int.init) {
        runner.rounds = max(1, rounds)
    }
    if environment["TABLE_BENCHMARK_STORE"] == "1" {
        runner.programs = ProgramName.headline + [.store]
    }
    printInstructionHeader()
    let results = try runner.run(report: printInstructionLine)
    printInstructionSummary(results)
    let path = output + "/TableInstructions.json"
    do {
        try instructionJSON(results).write(toFile: path, atomically: true, encoding: .utf8)
    } catch {
        print("could not write \(path): \(error)")
    }
    exit(0)
}
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
