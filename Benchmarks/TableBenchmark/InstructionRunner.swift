// `TableBenchmark --instructions` (`make bench-instructions`): both programs
// under callgrind, side by side, counting the instructions of each trigger and
// the pass it causes (GtkHooks: dispatch, render, diff, commit; vanilla: the
// handler), never the frame after it. Counts do not move with the machine's
// load, so they can judge every change to the hot path.

import BenchmarkMeasures
import Foundation

/// The instruction counts of one operation in both programs.
struct InstructionResult {
    let operation: TableOperation
    var counts: [ProgramName: Int] = [:]
    /// The largest relative difference between the measured rounds (0 when deterministic).
    var spread = 0.0

    var vanilla: Int { counts[.vanilla] ?? 0 }
    var gtkhooks: Int { counts[.gtkhooks] ?? 0 }
    var ratio: Double { Double(gtkhooks) / Double(vanilla) }
    /// The store program's count and ratio, when it was counted.
    var store: Int? { counts[.store] }
    var storeRatio: Double? { store.map { Double($0) / Double(vanilla) } }
    /// What GtkHooks executes beyond the vanilla handler: the same GTK calls
    /// are in both counts, so this is the framework's own work.
    var framework: Int { gtkhooks - vanilla }

    /// The framework's instructions divided by the rows the operation touches.
    var perTouchedRow: Double? {
        operation.touched > 0 ? Double(framework) / Double(operation.touched) : nil
    }

    /// The framework's instructions divided by the rows left unchanged.
    var perUnchangedRow: Double? {
        operation.unchanged > 0 ? Double(framework) / Double(operation.unchanged) : nil
    }
}

struct InstructionRunner {
    /// Only these operation ids, when not empty (TABLE_BENCHMARK_ONLY=B01,B04).
    var only: Set<String> = []
    /// The programs counted: the headline pair, and the store program on request.
    var programs = ProgramName.headline
    /// Rounds per operation; the first warms up (lazily made caches, first
    /// use of a style), the others are measured and must agree.
    var rounds = 3
    /// Where callgrind writes its dump files, one set per program.
    let directory: String

    init(directory: String) { self.directory = directory }

    func run(report: (InstructionResult) -> Void) throws -> [InstructionResult] {
        try? FileManager.default.removeItem(atPath: directory)
        try FileManager.default.createDirectory(
            atPath: directory, withIntermediateDirectories: true)
        var children: [ProgramName: ChildProcess] = [:]
        var dumps: [ProgramName: CallgrindDumps] = [:]
        for program in programs {
            let prefix = "\(directory)/\(program.rawValue)"
            children[program] = try ChildProcess(
                program,
                launcher: [
                    "/usr/bin/valgrind", "--tool=callgrind", "--instr-atstart=no",
                    "--collect-atstart=no", "--callgrind-out-file=\(prefix).out",
                    "--log-file=\(prefix).log",
                ])
            dumps[program] = CallgrindDumps(
                prefix: "\(program.rawValue).out.", directory: directory)
        }
        for program in programs { _ = children[program]!.readReply(expecting: "ready") }

        var results: [InstructionResult] = []
        for (index, operation) in tableOperations.enumerated()
        where only.isEmpty || only.contains(operation.id) {
            var result = InstructionResult(operation: operation)
            var measured: [ProgramName: [Int]] = [:]
            for round in 0..<rounds {
                // Both run at once: each one's count is its own.
                for program in programs {
                    children[program]!.send("instructions \(index)")
                }
                var digests: [String] = []
                for program in programs {
                    let reply = children[program]!.readReply(expecting: "instructions")
                    digests.append(String(reply[1]))
                    let count = try dumps[program]!.next(named: operation.id)
                    if round > 0 || rounds == 1 { measured[program, default: []].append(count) }
                }
                guard Set(digests).count == 1 else {
                    fatalError("\(operation.id): the programs show different rows")
                }
            }
            for (program, counts) in measured {
                result.counts[program] = counts.min() ?? 0
                let low = Double(counts.min() ?? 0)
                result.spread = max(result.spread, (Double(counts.max() ?? 0) - low) / low)
            }
            report(result)
            results.append(result)
        }
        for child in children.values { child.stop() }
        return results
    }
}

/// The dump files callgrind writes for one program, read in order.
struct CallgrindDumps {
    let prefix: String
    let directory: String
    private var part = 0

    init(prefix: String, directory: String) {
        self.prefix = prefix
        self.directory = directory
    }

    /// The instruction total of the next dump, which must be named `name`.
    mutating func next(named name: String) throws -> Int {
        part += 1
        let path = "\(directory)/\(prefix)\(part)"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return callgrindTotal(ofDump: text, at: path, named: name)
    }
}
