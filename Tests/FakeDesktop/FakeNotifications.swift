import Foundation

/// The `FakeNotificationService` program (built with the tests) running on
/// this process's session bus: the desktop's notification service as far as
/// GApplication can tell, recording the notifications it receives.
///
/// GLib picks the notification service once per process, when the process
/// sends its first notification: `org.gtk.Notifications` if the name has an
/// owner then, else `org.freedesktop.Notifications` for the rest of the run.
/// So start this before any GTK test of the run sends a notification (the
/// GTK tests send them only with this running).
@MainActor public final class FakeNotifications {
    /// One notification the service received.
    public struct Notification: Equatable, Sendable {
        /// The sending application's id.
        public var appID: String
        /// The notification's id within the application.
        public var id: String
        /// The title.
        public var title: String
        /// The body ("" when the notification has none).
        public var body: String

        /// A notification with these fields.
        public init(appID: String, id: String, title: String, body: String) {
            self.appID = appID
            self.id = id
            self.title = title
            self.body = body
        }
    }

    /// Why the service could not start.
    public struct Failure: Error, CustomStringConvertible {
        /// What went wrong, with what the program printed.
        public var description: String
    }

    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    /// What the program printed since `ready`, read without blocking.
    private var printed = Data()

    /// Starts the service and returns once it owns `org.gtk.Notifications`.
    public init() throws {
        guard ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"] != nil else {
            throw Failure(
                description:
                    "no session bus: run GTK tests through `make test-gtk` (dbus-run-session)")
        }
        let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        process.executableURL = directory.appendingPathComponent("FakeNotificationService")
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        var text = ""
        while !text.hasSuffix("\n") {
            let byte = output.fileHandleForReading.readData(ofLength: 1)
            guard !byte.isEmpty else { break }
            text += String(decoding: byte, as: UTF8.self)
        }
        guard text == "ready\n" else {
            throw Failure(description: "FakeNotificationService said \"\(text)\", not \"ready\"")
        }
        let descriptor = output.fileHandleForReading.fileDescriptor
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    }

    isolated deinit { stop() }

    /// The notifications received so far, in order.
    public var received: [Notification] {
        readPrinted()
        let lines = String(decoding: printed, as: UTF8.self).split(separator: "\n")
        return lines.compactMap { line in
            guard line.hasPrefix("add ") else { return nil }
            let fields = line.dropFirst(4).split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 4 else { return nil }
            return Notification(
                appID: String(fields[0]), id: String(fields[1]), title: String(fields[2]),
                body: String(fields[3]))
        }
    }

    /// Ends the program; its bus name goes with it.
    public func stop() {
        guard process.isRunning else { return }
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    private func readPrinted() {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(output.fileHandleForReading.fileDescriptor, &buffer, buffer.count)
            guard count > 0 else { return }
            printed.append(contentsOf: buffer[..<count])
        }
    }
}
