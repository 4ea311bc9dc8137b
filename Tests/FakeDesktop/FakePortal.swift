import Foundation

/// The `FakeSettingsPortal` program (built with the tests) running on this
/// process's session bus: the desktop's settings portal as far as GtkHooks
/// can tell, with a color scheme the test sets.
///
/// The GTK tests run under `dbus-run-session` (`make test-gtk`), so the bus
/// is private to the run and no real portal owns the name.
@MainActor public final class FakePortal {
    /// Why the portal could not start or answer.
    public struct Failure: Error, CustomStringConvertible {
        /// What went wrong, with what the program printed.
        public var description: String
    }

    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()

    /// Starts the portal answering `colorScheme` (0 no preference, 1 dark,
    /// 2 light) and returns once it owns its bus name.
    public init(colorScheme: UInt32) throws {
        guard ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"] != nil else {
            throw Failure(
                description:
                    "no session bus: run GTK tests through `make test-gtk` (dbus-run-session)")
        }
        let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        process.executableURL = directory.appendingPathComponent("FakeSettingsPortal")
        process.arguments = [String(colorScheme)]
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        try expect("ready")
    }

    isolated deinit { stop() }

    /// Sets the portal's color scheme and returns once its `SettingChanged`
    /// signal is on the bus (the app sees it on a later main-loop turn).
    public func set(colorScheme: UInt32) throws {
        input.fileHandleForWriting.write(Data("\(colorScheme)\n".utf8))
        try expect("changed \(colorScheme)")
    }

    /// Makes the portal change its color scheme to `colorScheme` while it
    /// answers the next read: its `SettingChanged` goes out just before the
    /// reply, which still carries the old value.
    public func changeAfterNextRead(to colorScheme: UInt32) throws {
        input.fileHandleForWriting.write(Data("after-read \(colorScheme)\n".utf8))
        try expect("armed")
    }

    /// Ends the program; its bus name goes with it.
    public func stop() {
        guard process.isRunning else { return }
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    private func expect(_ line: String) throws {
        var text = ""
        while !text.hasSuffix("\n") {
            let byte = output.fileHandleForReading.readData(ofLength: 1)
            guard !byte.isEmpty else { break }
            text += String(decoding: byte, as: UTF8.self)
        }
        guard text == line + "\n" else {
            throw Failure(description: "FakeSettingsPortal said \"\(text)\", not \"\(line)\"")
        }
    }
}
