import CGtk

extension Application {
    /// Takes the command line over from GApplication: calls `handler` with
    /// the arguments of each launch (program name first), and the handler's
    /// return value is that launch's exit status.
    ///
    /// GApplication no longer parses the arguments, so an option it does not
    /// know (`--foo`) or a plain argument (`bar`) reaches the app instead of
    /// ending it with "Unknown option". For a unique application, a second
    /// launch hands its arguments to the running instance's handler. Connect
    /// before ``run(arguments:)``; the handler usually ends with ``activate()``.
    ///
    /// ```swift
    /// app.onCommandLine { arguments in
    ///     open(arguments.dropFirst())
    ///     app.activate()
    ///     return 0
    /// }
    /// ```
    @discardableResult
    public func onCommandLine(
        _ handler: @escaping @MainActor ([String]) -> Int32
    ) -> SignalConnection<@MainActor ([String]) -> Int32> {
        let application = gtkhooks_g_application(pointer)
        let flags = g_application_get_flags(application)
        g_application_set_flags(
            application,
            GApplicationFlags(flags.rawValue | G_APPLICATION_HANDLES_COMMAND_LINE.rawValue))
        return connection(
            "command-line", callback: unsafeBitCast(commandLineCallback, to: GCallback.self),
            handler: handler)
    }

    /// The working directory of the process whose launch an
    /// ``onCommandLine(_:)`` handler is running for (the second process for
    /// a forwarded launch); nil outside such a handler.
    public internal(set) static var commandLineDirectory: String?

    /// The arguments (program name first) and working directory of that
    /// launch as the system gives them, bytes; nil outside such a handler.
    ///
    /// A file name need not be UTF-8: the handler's strings replace what is
    /// not with U+FFFD, so a file must be named from these bytes.
    public internal(set) static var commandLineBytes: (arguments: [[UInt8]], directory: [UInt8]?)?
}

private typealias CommandLineCallback =
    @convention(c) (gpointer?, UnsafeMutablePointer<GApplicationCommandLine>?, gpointer?) -> Int32

private let commandLineCallback: CommandLineCallback = { _, commandLine, data in
    guard let data else { return 0 }
    var bytes: [[UInt8]] = []
    var count: Int32 = 0
    if let commandLine, let values = g_application_command_line_get_arguments(commandLine, &count) {
        for index in 0..<Int(count) {
            if let value = values[index] { bytes.append(cStringBytes(value)) }
        }
        g_strfreev(values)
    }
    let directory = commandLine.flatMap { g_application_command_line_get_cwd($0) }.map {
        cStringBytes($0)
    }
    let arguments = bytes.map { String(decoding: $0, as: UTF8.self) }
    let box = ClosureBox<@MainActor ([String]) -> Int32>.from(data)
    return MainActor.assumeIsolated {
        Application.commandLineDirectory = directory.map { String(decoding: $0, as: UTF8.self) }
        Application.commandLineBytes = (bytes, directory)
        defer {
            Application.commandLineDirectory = nil
            Application.commandLineBytes = nil
        }
        return box.body(arguments)
    }
}

/// The bytes of a C string, without its terminating zero.
func cStringBytes(_ string: UnsafePointer<CChar>) -> [UInt8] {
    Array(UnsafeRawBufferPointer(start: string, count: strlen(string)))
}
