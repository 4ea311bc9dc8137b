import Hooks

private struct LaunchArgumentsKey: EnvironmentKey {
    static var defaultValue: [String] { [] }
}

extension EnvironmentValues {
    /// The command-line arguments the app was launched with, program name
    /// first, as `GtkApp.run(arguments:)` and `App.main()` received them
    /// (empty where no app set them, as in `TestHost`), decoded as UTF-8 with
    /// U+FFFD for bytes that are not: to open a file named on the command
    /// line, use the URLs `useOnOpen` gives, which keep the name's bytes.
    ///
    /// GApplication does not parse them, so an app is free to give any
    /// argument a meaning:
    ///
    /// ```swift
    /// let arguments = useEnvironment(\.arguments)
    /// Text(arguments.dropFirst().first ?? "no file")
    /// ```
    public var arguments: [String] {
        get { self[LaunchArgumentsKey.self] }
        set { self[LaunchArgumentsKey.self] = newValue }
    }
}
