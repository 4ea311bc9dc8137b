import Hooks
import Widgets

extension AppLifecycle {
    /// The names of the app-wide actions registered now, sorted.
    public var actionNames: [String] { actions.keys.sorted() }

    /// Runs the app-wide action `name`, as its shortcut does; returns false
    /// when there is none.
    @discardableResult
    public func performAction(_ name: String) -> Bool {
        guard let action = actions[name] else { return false }
        action()
        return true
    }

    /// Registers the app-wide action `name`; returns what removes it, or nil
    /// (with a warning naming it) when the name is taken or rejected.
    func addAction(
        _ name: String, shortcut: KeyboardShortcut?, _ perform: @escaping @MainActor () -> Void
    ) -> (() -> Void)? {
        guard actions[name] == nil else {
            HookDiagnostics.report(
                "warning: the app-wide action \"\(name)\" is registered twice; the second is ignored"
            )
            return nil
        }
        var removeFromHost: (() -> Void)?
        if let actionHandler {
            guard let remove = actionHandler(name, shortcut, perform) else {
                HookDiagnostics.report(
                    "warning: the app-wide action \"\(name)\" (shortcut "
                        + "\(shortcut.map(String.init(describing:)) ?? "none")) was rejected: a "
                        + "name is letters, digits, '-' and '.', and a shortcut's key a key name "
                        + "such as \"q\", \"F5\" or \"Delete\"")
                return nil
            }
            removeFromHost = remove
        }
        actions[name] = perform
        return { [weak self] in
            self?.actions[name] = nil
            removeFromHost?()
        }
    }
}
