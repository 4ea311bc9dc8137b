// `make bench-startup`: process start to first frame of each program named on
// the command line, launched in turn, a new process each time; prints the
// median and fastest launch of each and each one's ratio to the first.
//
//   StartupBenchmark [--launches N] <label>=<executable> ...
//
// Each program is run with --first-frame: it prints a line when its first
// frame is painted and exits (Benchmarks/StartupHello, Benchmarks/StartupHelloC).
// The clock runs from just before the process is spawned to that line.

import BenchmarkMeasures
import Foundation

/// Prints `message` on standard error and exits with `status`.
func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(status)
}

let usage = "usage: StartupBenchmark [--launches N] <label>=<executable> ..."
var launches = 20
var programs: [(label: String, path: String)] = []
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    if argument == "--launches", let count = arguments.popFirst().flatMap(Int.init), count > 0 {
        launches = count
    } else if let equals = argument.firstIndex(of: "="), equals != argument.startIndex {
        programs.append(
            (String(argument[..<equals]), String(argument[argument.index(after: equals)...])))
    } else {
        fail("error: unexpected argument \"\(argument)\"\n\(usage)", status: 2)
    }
}
guard !programs.isEmpty else { fail(usage, status: 2) }

/// Milliseconds from spawning `path` to its "first frame" line.
func timeFirstFrame(of path: String) throws -> Double {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = ["--first-frame"]
    let output = Pipe()
    process.standardOutput = output
    let start = ContinuousClock.now
    try process.run()
    var received = Data()
    while !String(decoding: received, as: UTF8.self).contains("first frame\n") {
        let chunk = output.fileHandleForReading.availableData
        guard !chunk.isEmpty else {
            process.waitUntilExit()
            throw StartupError(path: path, status: process.terminationStatus)
        }
        received += chunk
    }
    let milliseconds = elapsed(since: start)
    process.waitUntilExit()
    return milliseconds
}

/// A program that ended without reporting its first frame.
struct StartupError: Error, CustomStringConvertible {
    let path: String
    let status: Int32
    var description: String {
        "\(path) exited with status \(status) before reporting its first frame"
    }
}

var times: [String: [Double]] = [:]
do {
    // One launch each first, not counted: it brings the binaries and GTK's
    // files into the page cache for every counted launch alike.
    for program in programs { _ = try timeFirstFrame(of: program.path) }
    for _ in 0..<launches {
        for program in programs {
            times[program.label, default: []].append(try timeFirstFrame(of: program.path))
        }
    }
} catch {
    fail("error: \(error)", status: 1)
}

let baseline = median(times[programs[0].label]!)
var medians: [String: Double] = [:]
print("Startup to first frame, \(launches) launches each, alternating")
for program in programs {
    let values = times[program.label]!
    medians[program.label] = median(values)
    let figures = String(
        format: "median %.1f ms, fastest %.1f ms, %.2fx", median(values), values.min()!,
        median(values) / baseline)
    print("\(program.label): \(figures) \(programs[0].label)")
}
try writeBenchmarkReport(
    ["launches": launches, "firstFrameMedianMs": medians], named: "StartupBenchmark")
