import Hooks

/// Presents alerts and file dialogs and returns the user's answer.
///
/// It is an environment value: the GTK host installs one that shows real
/// dialogs, `TestHost` one that records them and answers from a script.
/// Read it with `useEnvironment(\.dialogs)`.
public struct Dialogs: Sendable {
    private let platform: any DialogPlatform

    /// The dialogs `platform` shows.
    public init(_ platform: any DialogPlatform) {
        self.platform = platform
    }

    /// Shows `alert` and returns the index of the chosen action.
    ///
    /// A dismissed alert answers `alert.cancelIndex`: its `.cancel` action,
    /// or `nil` without one.
    @MainActor public func alert(_ alert: Alert) async -> Int? {
        await platform.present(alert) ?? alert.cancelIndex
    }

    /// Shows `dialog`; returns the chosen path, or `nil` if cancelled.
    @MainActor public func file(_ dialog: FileDialog) async -> String? {
        await platform.present(dialog)
    }

    /// No dialogs: reports that none can be shown here and answers `nil`.
    public static var unavailable: Dialogs { Dialogs(NoDialogs()) }
}

/// The dialogs where the host provides none.
private struct NoDialogs: DialogPlatform {
    func present(_ alert: Alert) async -> Int? {
        HookDiagnostics.report("no dialogs here: the alert \"\(alert.title)\" was not shown")
        return nil
    }

    func present(_ dialog: FileDialog) async -> String? {
        HookDiagnostics.report("no dialogs here: the file dialog was not shown")
        return nil
    }
}

/// Where `Dialogs` live in the environment.
private struct DialogsKey: EnvironmentKey {
    static var defaultValue: Dialogs { .unavailable }
}

extension EnvironmentValues {
    /// Presents alerts and file dialogs (set by the host).
    public var dialogs: Dialogs {
        get { self[DialogsKey.self] }
        set { self[DialogsKey.self] = newValue }
    }
}
