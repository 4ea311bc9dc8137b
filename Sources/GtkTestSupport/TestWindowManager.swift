import Foundation

/// A window manager (Debian's `evilwm`, installed by `make deps`) running on
/// the tests' X server, so a window's maximized and fullscreen state, which
/// only a window manager sets (`_NET_WM_STATE`), changes under Xvfb.
///
/// Xvfb has none of its own; start this for the test that needs one and stop
/// it at the end, so the other tests keep a display without one.
@MainActor public final class TestWindowManager {
    /// Why the window manager could not start.
    public struct Failure: Error, CustomStringConvertible {
        /// What went wrong.
        public var description: String
    }

    private let process = Process()

    /// Starts `evilwm` and returns once it manages the screen (it has set the
    /// root window's `_NET_SUPPORTING_WM_CHECK` to a window of its own; one
    /// stopped earlier leaves its stale value there).
    public init() throws {
        guard let path = Self.find("evilwm") else {
            throw Failure(description: "no evilwm on PATH: run `make deps`")
        }
        process.executableURL = URL(fileURLWithPath: path)
        // Its default font may be missing; X servers always have `fixed`.
        process.arguments = ["-fn", "fixed"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let stale = Self.supportingCheck()
        try process.run()
        let deadline = ContinuousClock.now + .seconds(30)
        while true {
            let check = Self.supportingCheck()
            if check.contains("window id") && check != stale { break }
            guard process.isRunning else {
                throw Failure(description: "evilwm exited with status \(process.terminationStatus)")
            }
            guard ContinuousClock.now < deadline else {
                stop()
                throw Failure(description: "evilwm did not set _NET_SUPPORTING_WM_CHECK")
            }
            Thread.sleep(forTimeInterval: 0.01)
        }
    }

    isolated deinit { stop() }

    /// Ends the window manager; X gives its windows back to the root window.
    public func stop() {
        guard process.isRunning else { return }
        process.terminate()
        process.waitUntilExit()
    }

    /// What `xprop` says of the root window's `_NET_SUPPORTING_WM_CHECK`,
    /// the window a window manager announces itself with.
    private static func supportingCheck() -> String {
        guard let xprop = find("xprop") else { return "" }
        let check = Process()
        let output = Pipe()
        check.executableURL = URL(fileURLWithPath: xprop)
        check.arguments = ["-root", "_NET_SUPPORTING_WM_CHECK"]
        check.standardOutput = output
        check.standardError = FileHandle.nullDevice
        guard (try? check.run()) != nil else { return "" }
        let text = String(
            decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        check.waitUntilExit()
        return text
    }

    private static func find(_ program: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(program)" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
