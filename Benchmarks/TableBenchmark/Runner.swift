// Drives both programs side by side: startup, memory, then every operation's
// rounds with the two processes alternated sample by sample (each round the
// other one goes first), so both see the same machine load.

import Foundation

/// Samples of one operation, in milliseconds.
struct OperationResult {
    let operation: TableOperation
    var total: [ProgramName: [Double]] = [:]
    var script: [ProgramName: [Double]] = [:]

    func median(_ values: [ProgramName: [Double]], _ program: ProgramName) -> Double {
        TableBenchmark.median(values[program] ?? [])
    }

    var totalRatio: Double { median(total, .gtkhooks) / median(total, .vanilla) }
    var scriptRatio: Double { median(script, .gtkhooks) / median(script, .vanilla) }
}

/// Peak resident memory of one program, in KiB.
struct MemoryResult {
    var atStart = 0
    var afterCreate = 0
    var afterCycles = 0
    var residentAfterCycles = 0
}

struct RunResult {
    var startup: [ProgramName: [Double]] = [:]
    var memory: [ProgramName: MemoryResult] = [:]
    var operations: [OperationResult] = []
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2)
        ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
}

struct Runner {
    /// Launches per program to time startup (the last launch stays for the rest).
    var startupLaunches = 5
    /// Only these operation ids, when not empty (TABLE_BENCHMARK_ONLY=B01,B04).
    var only: Set<String> = []
    /// Overrides the samples of every operation (TABLE_BENCHMARK_SAMPLES), for quick runs.
    var samples: Int?
    var warmUps = warmUpRounds

    func run(report: (OperationResult) -> Void) throws -> RunResult {
        var result = RunResult()
        var children: [ProgramName: ChildProcess] = [:]
        for launch in 0..<startupLaunches {
            for program in order(launch) {
                let start = ContinuousClock.now
                let child = try ChildProcess(program)
                _ = child.readReply(expecting: "ready")
                result.startup[program, default: []].append(
                    milliseconds(ContinuousClock.now - start))
                if launch < startupLaunches - 1 { child.stop() } else { children[program] = child }
            }
        }
        for program in ProgramName.headline {
            children[program]!.send("memory")
            let kib = children[program]!.readReply(expecting: "memory").map { Int($0) ?? 0 }
            result.memory[program] = MemoryResult(
                atStart: kib[0], afterCreate: kib[1], afterCycles: kib[2],
                residentAfterCycles: kib[3])
        }
        for (index, operation) in tableOperations.enumerated()
        where only.isEmpty || only.contains(operation.id) {
            var measured = OperationResult(operation: operation)
            for round in 0..<(warmUps + (samples ?? operation.samples)) {
                var digests: [String] = []
                for program in order(round) {
                    let child = children[program]!
                    child.send("sample \(index)")
                    let reply = child.readReply(expecting: "sample")
                    digests.append(String(reply[3]))
                    guard round >= warmUps else { continue }
                    measured.total[program, default: []].append(Double(reply[0]) ?? .nan)
                    measured.script[program, default: []].append(Double(reply[1]) ?? .nan)
                }
                guard digests[0] == digests[1] else {
                    fatalError("\(operation.id): the two programs show different rows")
                }
            }
            report(measured)
            result.operations.append(measured)
        }
        for child in children.values { child.stop() }
        return result
    }

    private func order(_ round: Int) -> [ProgramName] {
        round.isMultiple(of: 2) ? [.vanilla, .gtkhooks] : [.gtkhooks, .vanilla]
    }
}
