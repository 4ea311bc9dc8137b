import Foundation
import XCTest

/// Runs the DevRunner this build made as a process, on a small app written here.
///
/// It makes the runner restart with state the three ways it does: more images than
/// `--max-reloads`, an edit to the framework (a fixture package whose "build" replaces
/// the runner's file), and an image that fails to load. Each time the `Codable` hook
/// state must come back after `execv`, read from the texts the window shows
/// (`--report-texts`), the rows of a `List` included, and the process must keep running.
///
/// The three share one work directory, so after the first only edited files compile.
final class RestartGtkTests: XCTestCase {
    /// One directory per test process: the app's sources, the work directory, the
    /// runner's copy and the framework fixture.
    private static let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("hot-reload-restart-\(UUID().uuidString)").path
    private var sources: String { "\(Self.directory)/RestartApp" }
    private var startFile: String { "\(Self.directory)/start.txt" }
    private var counterFile: String { "\(sources)/Counter.swift" }
    private var runner: Runner?

    override class func tearDown() {
        try? FileManager.default.removeItem(atPath: directory)
        super.tearDown()
    }

    override func tearDown() {
        runner?.stop()
        runner = nil
        super.tearDown()
    }

    func testMoreImagesThanTheLimitRestartWithTheState() throws {
        let runner = try start(["--max-reloads", "1"])
        try runner.waitFor("texts: one 7 loud")
        try runner.waitFor("row a 7 | row b 7")
        try write("0 plain", to: startFile)

        try write(restartCounter("two", startFile: startFile), to: counterFile)

        let restart = try runner.waitFor("restarting with state")
        XCTAssertTrue(runner.output.contains("2 images are loaded"), runner.output)
        try runner.waitFor("texts: two 7 loud", after: restart)
        // The List's rows are roots of their own: their state comes back too.
        try runner.waitFor("row a 7 | row b 7", after: restart, within: .seconds(60))
        XCTAssertTrue(runner.isRunning)
    }

    func testAFrameworkEditRebuildsTheRunnerAndRestartsItWithTheState() throws {
        let framework = "\(Self.directory)/Framework"
        try FileManager.default.createDirectory(
            atPath: "\(framework)/Sources/Lib", withIntermediateDirectories: true)
        try write("// swift-tools-version: 6.2\n", to: "\(framework)/Package.swift")
        try write("public let one = 1\n", to: "\(framework)/Sources/Lib/Lib.swift")
        let copy = try runnerCopy()
        // The "build" replaces the runner's file, as the linker does.
        let build = "cp '\(try builtRunner())' '\(copy).new' && mv -f '\(copy).new' '\(copy)'"
        let runner = try start(["--framework", framework, "--runner-build", build])
        try runner.waitFor("texts: one 7 loud")
        try write("0 plain", to: startFile)

        try write("public let one = 2\n", to: "\(framework)/Sources/Lib/Lib.swift")

        let restart = try runner.waitFor("restarting with state")
        XCTAssertTrue(runner.output.contains("Lib.swift changed"), runner.output)
        try runner.waitFor("restored the state", after: restart)
        // The texts are polled every 100 ms, so the restored "7 loud" may be printed
        // before or after the runner logs the restore; a fresh start would show "0 plain".
        try runner.waitFor("texts: one 7 loud", after: restart)
        XCTAssertTrue(runner.isRunning)
        let executable = try FileManager.default.destinationOfSymbolicLink(
            atPath: "/proc/\(runner.process.processIdentifier)/exe")
        XCTAssertEqual(executable, copy, "the rebuilt runner runs, not the replaced file")
    }

    func testAnImageThatFailsToLoadRestartsAndItsStateComesBackWithTheNextGoodImage() throws {
        let runner = try start([])
        try runner.waitFor("texts: one 7 loud")
        try write("0 plain", to: startFile)

        try write(restartCounter("broken", startFile: startFile, loads: false), to: counterFile)

        let restart = try runner.waitFor("restarting with state")
        XCTAssertTrue(runner.output.contains("did not load"), runner.output)
        // The image is built again after the restart, and fails again: the window waits.
        let waiting = try runner.waitFor("texts: No build of RestartApp", after: restart)
        let banner = try runner.waitFor("gtkhooks_test_undefined", after: waiting)
        XCTAssertTrue(runner.isRunning)

        try write(restartCounter("three", startFile: startFile), to: counterFile)

        try runner.waitFor("texts: three 7 loud", after: banner)
        XCTAssertTrue(runner.isRunning)
    }

    func testACrashInAViewBodyStartsAgainWithTheStateAndComesBackWithTheNextSave() throws {
        let runner = try start([])
        try runner.waitFor("texts: one 7 loud")
        try write("0 plain", to: startFile)

        try write(restartCounter("two", startFile: startFile, fault: .traps), to: counterFile)

        let crash = try runner.waitFor("Counter fails on purpose")
        // Where: the line of the app's code that trapped, read from the crashed stack.
        try runner.waitFor("RestartApp crashed at Counter.swift:4 with", after: crash)
        // A new runner, in the same process, waits for a save without running the image.
        let waiting = try runner.waitFor("texts: No build of RestartApp", after: crash)
        try runner.waitFor("with a Swift runtime trap", after: crash)
        XCTAssertTrue(runner.isRunning)

        try write(restartCounter("three", startFile: startFile), to: counterFile)

        try runner.waitFor("texts: three 7 loud", after: waiting)
        XCTAssertTrue(runner.isRunning)
    }

    func testACrashAfterTheStateChangedKeepsTheStateOfAtMostASecondBefore() throws {
        let runner = try start([])
        try runner.waitFor("texts: one 7 loud")
        try write("0 plain", to: startFile)

        try write(
            restartCounter("two", startFile: startFile, fault: .trapsOnceCountingTo12),
            to: counterFile)

        let crash = try runner.waitFor("Counter fails on purpose at 12")
        let waiting = try runner.waitFor("texts: No build of RestartApp", after: crash)
        try write(restartCounter("three", startFile: startFile), to: counterFile)

        // The first texts may be those of the fresh mount ("three 0 plain"), before the
        // restore puts the state back ("three 11 loud").
        var shown = try runner.waitFor("texts: three ", after: waiting)
        var line = ""
        while true {
            try runner.waitFor("\n", after: shown)
            line = String(
                String(decoding: Array(runner.output.utf8)[shown...], as: UTF8.self)
                    .prefix { $0 != "\n" })
            if line.contains(" loud ") { break }
            shown = try runner.waitFor("texts: three ", after: shown)
        }
        let count = Int(line.prefix { $0.isNumber })
        // Counted up from 7 every 300 ms, saved every second: a crash at 12 keeps 9 to 12.
        XCTAssertNotNil(count)
        XCTAssertGreaterThanOrEqual(count ?? 0, 9, runner.output)
        XCTAssertLessThanOrEqual(count ?? 0, 12, runner.output)
    }

    func testABodyThatNeverReturnsStartsAgainWithTheStateAndComesBackWithTheNextSave() throws {
        let runner = try start(["--hang-seconds", "2"])
        try runner.waitFor("texts: one 7 loud")
        try write("0 plain", to: startFile)

        try write(
            restartCounter("two", startFile: startFile, fault: .neverReturns), to: counterFile)

        let hang = try runner.waitFor("main loop has been busy for 2 s")
        let waiting = try runner.waitFor("texts: No build of RestartApp", after: hang)
        try runner.waitFor("RestartApp stopped responding", after: hang)
        XCTAssertTrue(runner.isRunning)

        try write(restartCounter("three", startFile: startFile), to: counterFile)

        try runner.waitFor("texts: three 7 loud", after: waiting)
        XCTAssertTrue(runner.isRunning)
    }

    /// Writes the app's first version and its start values ("7 loud"), and starts the
    /// runner on it with `arguments` added.
    private func start(_ arguments: [String]) throws -> Runner {
        try FileManager.default.createDirectory(atPath: sources, withIntermediateDirectories: true)
        try write(restartAppMain, to: "\(sources)/RestartTestApp.swift")
        try write(restartCounter("one", startFile: startFile), to: counterFile)
        try write("7 loud", to: startFile)
        let executable = arguments.contains("--runner-build") ? try runnerCopy() : try builtRunner()
        let started = try Runner(
            executable: executable,
            arguments: [
                "--target", "RestartApp", "--app", "RestartTestApp", "--sources", sources,
                "--bin-path", binDirectory,
                "--work-dir", "\(Self.directory)/work", "--report-texts",
            ] + arguments)
        runner = started
        return started
    }

    /// The directory of this build's products (the test bundle's).
    private var binDirectory: String {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            .deletingLastPathComponent().path
    }

    private func builtRunner() throws -> String {
        let path = "\(binDirectory)/DevRunner"
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw RunnerError("no DevRunner at \(path): build with `swift build --build-tests`")
        }
        return path
    }

    /// A copy of the runner that the framework test may replace.
    private func runnerCopy() throws -> String {
        let copy = "\(Self.directory)/bin/DevRunner"
        if !FileManager.default.fileExists(atPath: copy) {
            try FileManager.default.createDirectory(
                atPath: "\(Self.directory)/bin", withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: try builtRunner(), toPath: copy)
        }
        return copy
    }

    private func write(_ text: String, to path: String) throws {
        try text.write(toFile: path, atomically: false, encoding: .utf8)
    }
}

/// A DevRunner process and everything it printed (stdout and stderr).
private final class Runner: @unchecked Sendable {
    let process = Process()
    private let lock = NSLock()
    private var printed = Data()

    init(executable: String, arguments: [String]) throws {
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        pipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self, !data.isEmpty else { return }
            lock.withLock { printed.append(data) }
        }
        try process.run()
    }

    var output: String { lock.withLock { String(decoding: printed, as: UTF8.self) } }
    var isRunning: Bool { process.isRunning }

    /// Waits until `text` is printed after `start` (an index into `output`'s UTF-8, as
    /// returned before); returns where the text ends.
    @discardableResult
    func waitFor(_ text: String, after start: Int = 0, within bound: Duration = .seconds(300))
        throws -> Int
    {
        let deadline = ContinuousClock.now + bound
        while ContinuousClock.now < deadline {
            let utf8 = Array(output.utf8)
            if start <= utf8.count,
                let range = String(decoding: utf8[start...], as: UTF8.self).range(of: text)
            {
                let seen = String(decoding: utf8[start...], as: UTF8.self)
                return start + seen[..<range.upperBound].utf8.count
            }
            guard process.isRunning else {
                throw RunnerError("the runner exited waiting for \"\(text)\":\n\(output)")
            }
            Thread.sleep(forTimeInterval: 0.1)
        }
        throw RunnerError("no \"\(text)\" within \(bound):\n\(output)")
    }

    func stop() {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
    }
}

private struct RunnerError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
