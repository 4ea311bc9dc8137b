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
    /// GtkHooks' instructions before its first commit: dispatch, render and
    /// diff (nil when callgrind never saw the commit start).
    var beforeCommit: Int?
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

    /// GtkHooks' instructions from its first commit on: the host's calls,
    /// with GTK's own work in them, and any later rounds of the pass.
    var fromCommit: Int? { beforeCommit.map { gtkhooks - $0 } }

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
            // GtkHooks' programs also dump when a commit starts, which
            // splits a pass into what comes before its commit and the rest.
            let phases = program == .vanilla ? [] : ["--dump-before=\(commitSymbol)"]
            children[program] = try ChildProcess(
                program,
                launcher: [
                    "/usr/bin/valgrind", "--tool=callgrind", "--instr-atstart=no",
                    "--collect-atstart=no", "--callgrind-out-file=\(prefix).out",
                    "--log-file=\(prefix).log",
                ] + phases)
            dumps[program] = CallgrindDumps(
                prefix: "\(program.rawValue).out.", directory: directory)
        }
        for program in programs { _ = children[program]!.readReply(expecting: "ready") }

        var results: [InstructionResult] = []
        for (index, operation) in tableOperations.enumerated()
        where only.isEmpty || only.contains(operation.id) {
            var result = InstructionResult(operation: operation)
            var measured: [ProgramName: [Int]] = [:]
            var beforeCommit: [Int] = []
            for round in 0..<rounds {
                // Both run at once: each one's count is its own.
                for program in programs {
                    children[program]!.send("instructions \(index)")
                }
                var digests: [String] = []
                for program in programs {
                    let reply = children[program]!.readReply(expecting: "instructions")
                    digests.append(String(reply[1]))
                    let dump = try dumps[program]!.next(named: operation.id)
                    guard round > 0 || rounds == 1 else { continue }
                    measured[program, default: []].append(dump.total)
                    if program == .gtkhooks, let before = dump.beforeCommit {
                        beforeCommit.append(before)
                    }
                }
                guard Set(digests).count == 1 else {
                    fatalError("\(operation.id): the programs show different rows")
                }
            }
            result.beforeCommit = beforeCommit.min()
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

    /// The instructions of the next count, which ends in a dump named
    /// `name`: its total over the dumps made on the way, and the first of
    /// those when the count was split where a commit started.
    mutating func next(named name: String) throws -> (total: Int, beforeCommit: Int?) {
        var total = 0
        var first: Int?
        while true {
            part += 1
            let path = "\(directory)/\(prefix)\(part)"
            let text = try String(contentsOfFile: path, encoding: .utf8)
            if text.contains("desc: Trigger: --dump-before=") {
                let count = callgrindTotal(ofDump: text)
                total += count
                if first == nil { first = count }
                continue
            }
            return (total + callgrindTotal(ofDump: text, at: path, named: name), first)
        }
    }
}

/// The mangled name of `Renderer.commit()`, where callgrind splits a pass.
private let commitSymbol = "$s10Reconciler8RendererC6commityyF"
