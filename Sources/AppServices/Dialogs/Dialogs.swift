import Hooks

/// Presents alerts and file dialogs and returns the user's answer.
///
/// It is an environment value: the GTK host installs one that shows real
/// dialogs, `TestHost` one that records them and answers from a script.
/// Read it with `useEnvironment(\.dialogs)`.
public struct Dialogs: Sendable {
    let presentAlert: @MainActor @Sendable (Alert) async -> Int?
    let presentFile: @MainActor @Sendable (FileDialog) async -> String?

    /// Dialogs shown by `alert` and `file`.
    public init(
        alert: @escaping @MainActor @Sendable (Alert) async -> Int?,
        file: @escaping @MainActor @Sendable (FileDialog) async -> String?
    ) {
        presentAlert = alert
        presentFile = file
    }

    /// Shows `alert` and returns the index of the chosen action.
    ///
    /// A dismissed alert answers `alert.cancelIndex`: its `.cancel` action,
    /// or `nil` without one.
    @MainActor public func alert(_ alert: Alert) async -> Int? {
        await presentAlert(alert) ?? alert.cancelIndex
    }

    /// Shows `dialog`; returns the chosen path, or `nil` if cancelled.
    @MainActor public func file(_ dialog: FileDialog) async -> String? {
        await presentFile(dialog)
    }

    /// No dialogs: reports that none can be shown here and answers `nil`.
    public static var unavailable: Dialogs {
        Dialogs(
            alert: { alert in
                HookDiagnostics.report(
                    "no dialogs here: the alert \"\(alert.title)\" was not shown")
                return nil
            },
            file: { _ in
                HookDiagnostics.report("no dialogs here: the file dialog was not shown")
                return nil
            })
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
