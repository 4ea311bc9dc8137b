import Foundation

/// How a test run alone in a child process ended.
struct ChildTestResult {
    var reason: Process.TerminationReason
    var status: Int32
    /// Standard output and standard error together.
    var output: String
}

/// Marks the process as a child started by ``runAlone(_:)``; its value is the test.
private let childVariable = "GTKHOOKS_CHILD_TEST"

/// True in a child process started by ``runAlone(_:)`` for `test`.
func isChildRun(of test: String) -> Bool {
    ProcessInfo.processInfo.environment[childVariable] == test
}

/// Runs one test of this test bundle (`Target.Class/method`) alone in a new
/// process with the same environment, so that nothing earlier tests left
/// behind (windows, sources, threads) can change what it measures;
/// `environment` adds to (or replaces) the variables it inherits.
func runAlone(_ test: String, environment: [String: String] = [:]) throws -> ChildTestResult {
    let child = Process()
    child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    child.arguments = [test]
    child.environment = ProcessInfo.processInfo.environment
        .merging(environment) { $1 }
        .merging([childVariable: test]) { $1 }
    let output = Pipe()
    child.standardOutput = output
    child.standardError = output
    try child.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    child.waitUntilExit()
    return ChildTestResult(
        reason: child.terminationReason, status: child.terminationStatus, output: text)
}
