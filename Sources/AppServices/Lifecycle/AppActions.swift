import Hooks
import Widgets

/// The app-wide actions registered by `useAppAction`, each also added to the
/// platform: the action concern of ``AppLifecycle``.
@MainActor final class AppActions {
    private let platform: any AppPlatform
    private var actions: [String: @MainActor () -> Void] = [:]

    init(platform: any AppPlatform) {
        self.platform = platform
    }

    /// The names registered now, sorted.
    var names: [String] { actions.keys.sorted() }

    /// Runs the action `name`; returns false when there is none.
    func perform(_ name: String) -> Bool {
        guard let action = actions[name] else { return false }
        action()
        return true
    }

    /// Registers the action `name`; returns what removes it, or nil (with a
    /// warning naming it) when the name is taken or the platform rejects it.
    func add(
        _ name: String, shortcut: KeyboardShortcut?, _ perform: @escaping @MainActor () -> Void
    ) -> (() -> Void)? {
        guard actions[name] == nil else {
            HookDiagnostics.report(
                "warning: the app-wide action \"\(name)\" is registered twice; the second is ignored"
            )
            return nil
        }
        guard
            let removeFromPlatform = platform.addAction(name, shortcut: shortcut, perform: perform)
        else {
            HookDiagnostics.report(
                "warning: the app-wide action \"\(name)\" (shortcut "
                    + "\(shortcut.map(String.init(describing:)) ?? "none")) was rejected: a "
                    + "name is letters, digits, '-' and '.', and a shortcut's key a key name "
                    + "such as \"q\", \"F5\" or \"Delete\"")
            return nil
        }
        actions[name] = perform
        return { [weak self] in
            self?.actions[name] = nil
            removeFromPlatform()
        }
    }
}
