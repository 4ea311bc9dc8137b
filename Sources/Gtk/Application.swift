import CGtk

/// A GTK application (`GtkApplication`): owns the main loop while it runs.
///
/// ``run(arguments:)`` installs the ``MainLoop`` bridge, so Swift concurrency
/// and Foundation timers work inside the app, and shuts down in the one safe
/// order: destroy every window, release the application's handlers and
/// reference, then drain pending events.
///
/// ```swift
/// let status = Application.run(id: "org.example.Clock") { app in
///     let window = Window(application: app)
///     window.present()
/// }
/// ```
@MainActor
public final class Application: Object {
    /// The arguments of the launch that started the app (program name
    /// first), as ``run(id:isUnique:arguments:launched:opened:activate:)`` received them;
    /// empty until then.
    public private(set) var launchArguments: [String] = []

    /// The GType of `GtkApplication`.
    override public class var gType: UInt { gtk_application_get_type() }

    /// A new application; `id` is a reverse-DNS name (nil for none, as in
    /// tests); with `isUnique` false, several instances may run at once.
    public init(id: String? = nil, isUnique: Bool = true) {
        let flags = isUnique ? G_APPLICATION_DEFAULT_FLAGS : G_APPLICATION_NON_UNIQUE
        super.init(adopting: gtk_application_new(id, flags))
    }

    private var application: UnsafeMutablePointer<GApplication> {
        gtkhooks_g_application(pointer)
    }

    /// Calls `handler` when the application starts or is launched again.
    ///
    /// This is where the first window is made. A later call swaps the handler.
    @discardableResult
    public func onActivate(
        _ handler: @escaping @MainActor () -> Void
    ) -> SignalConnection<@MainActor () -> Void> {
        connectAction("activate", handler)
    }

    /// Runs the main loop until the application quits or its last window
    /// closes, then destroys every window; returns the exit status.
    ///
    /// Without `arguments`, the process's own command line is passed on byte
    /// for byte (`CommandLine.arguments` replaces bytes that are not UTF-8).
    public func run(arguments: [String]? = nil) -> Int32 {
        run(argumentBytes: arguments.map { $0.map { Array($0.utf8) } } ?? Self.processArgumentBytes)
    }

    /// Runs as ``run(arguments:)`` does with the command line `argumentBytes`
    /// (program name first), passed on byte for byte: a file name need not
    /// be UTF-8.
    public func run(argumentBytes: [[UInt8]]) -> Int32 {
        let installedBridge = !MainLoop.isBridgeInstalled
        MainLoop.installBridge()
        let status = withCArguments(argumentBytes) { argc, argv in
            g_application_run(application, argc, argv)
        }
        destroyWindows()
        if installedBridge { MainLoop.removeBridge() }
        return status
    }

    /// The process's command line as bytes, program name first.
    public static var processArgumentBytes: [[UInt8]] {
        (0..<Int(CommandLine.argc)).map { index in
            CommandLine.unsafeArgv[index].map { cStringBytes($0) } ?? []
        }
    }

    /// Keeps the application running without windows until ``release()``.
    public func hold() {
        g_application_hold(application)
    }

    /// Balances one ``hold()``.
    public func release() {
        g_application_release(application)
    }

    /// Stops the main loop; ``run(arguments:)`` returns soon after.
    public func quit() {
        g_application_quit(application)
    }

    /// The number of windows that belong to the application.
    public var windowCount: Int {
        Int(g_list_length(gtk_application_get_windows(gtkhooks_application(pointer))))
    }

    private func destroyWindows() {
        let app = gtkhooks_application(pointer)
        // Each destroy removes the window from the list; the bound guards a
        // window that refuses to go.
        for _ in 0..<10_000 {
            guard let first = gtk_application_get_windows(app), let window = first.pointee.data
            else { return }
            gtk_window_destroy(gtkhooks_window(window))
        }
    }

    /// Makes, runs and shuts down an application.
    ///
    /// `activate` builds the first window. This is the whole life of a typical
    /// app in one call. The application handles its own command line
    /// (``onCommandLine(_:)``): any argument is accepted and kept in
    /// ``launchArguments``, and a launch activates the application.
    ///
    /// - Parameters:
    ///   - id: the reverse-DNS application id; nil for none.
    ///   - isUnique: whether a second launch goes to the running instance.
    ///   - arguments: the command line, program name first; nil for the
    ///     process's own, byte for byte.
    ///   - launched: called for every launch before `activate`, with its
    ///     arguments and working directory as bytes (file names need not be
    ///     UTF-8): the first one, and each one a second process forwards to
    ///     this unique instance.
    ///   - opened: when given, the application opens files (``onOpen(_:)``):
    ///     called with the URIs the desktop asks it to open, before `activate`.
    ///   - activate: builds the first window; called on every launch.
    public static func run(
        id: String? = nil, isUnique: Bool = true, arguments: [String]? = nil,
        launched: @escaping @MainActor (Application, [[UInt8]], [UInt8]?) -> Void = { _, _, _ in },
        opened: (@MainActor (Application, [String]) -> Void)? = nil,
        activate: @escaping @MainActor (Application) -> Void
    ) -> Int32 {
        var status: Int32 = 0
        do {
            let application = Application(id: id, isUnique: isUnique)
            application.onActivate { [unowned application] in activate(application) }
            application.onCommandLine { [unowned application] received in
                if application.launchArguments.isEmpty { application.launchArguments = received }
                let bytes = Application.commandLineBytes
                launched(
                    application, bytes?.arguments ?? received.map { Array($0.utf8) },
                    bytes?.directory)
                application.activate()
                return 0
            }
            if let opened {
                application.onOpen { [unowned application] uris in
                    opened(application, uris)
                    application.activate()
                }
            }
            status = application.run(arguments: arguments)
        }
        MainLoop.drainPendingEvents()
        return status
    }
}

/// Calls `body` with `arguments` as C's `argc` and `argv`.
private func withCArguments<Result>(
    _ arguments: [[UInt8]],
    _ body: (Int32, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>)
        -> Result
) -> Result {
    var pointers: [UnsafeMutablePointer<CChar>?] =
        arguments.map { bytes in
            let copy = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
            for (index, byte) in bytes.enumerated() { copy[index] = CChar(bitPattern: byte) }
            copy[bytes.count] = 0
            return copy
        } + [nil]
    defer { for pointer in pointers { pointer?.deallocate() } }
    return pointers.withUnsafeMutableBufferPointer { buffer in
        body(Int32(arguments.count), buffer.baseAddress!)
    }
}
