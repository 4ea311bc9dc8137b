import FoundationEssentials
import Hooks
import Reconciler
import Widgets

/// Calls `perform` with the files and URIs of each launch: the ones given
/// on the command line of the first launch, and those of every later launch
/// that another process hands to this unique app (a file opened from the
/// file manager while the app runs).
///
/// Launches that came before any component subscribed are delivered to the
/// first one that does. `perform` of the latest render is called.
///
/// ```swift
/// let documents = useState([URL]())
/// useOnOpen { urls in documents.wrappedValue += urls }
/// ```
@MainActor public func useOnOpen(_ perform: @escaping @MainActor ([URL]) -> Void) {
    useOnLaunch { launch in
        if !launch.urls.isEmpty { perform(launch.urls) }
    }
}

/// Calls `perform` with every launch (arguments and files), as `useOnOpen`
/// does with the files.
@MainActor public func useOnLaunch(_ perform: @escaping @MainActor (Launch) -> Void) {
    let app = useEnvironment(\.app)
    let latest = useRef(perform)
    latest.current = perform
    useLayoutEffect(.preserved(by: app.map(ObjectIdentifier.init))) {
        app?.subscribe { launch in latest.current(launch) }
    }
}

/// Registers work the app awaits before it quits.
///
/// Registers `work` to be awaited before the app quits (its last window
/// closed, or `app.quit()`), while the main loop still runs: the place to
/// write what is not saved yet. The app waits at most its quit bound
/// (`GtkApp.quitBound`, 5 s by default) for all such work.
///
/// The latest render's `work` runs; it is unregistered when the component
/// unmounts.
///
/// ```swift
/// useBeforeQuit { await store.saveNow() }
/// ```
@MainActor public func useBeforeQuit(_ work: @escaping @MainActor () async -> Void) {
    let app = useEnvironment(\.app)
    let latest = useRef(work)
    latest.current = work
    useLayoutEffect(.preserved(by: app.map(ObjectIdentifier.init))) {
        app?.addQuitWork { await latest.current() }
    }
}

extension View {
    /// Calls `perform` with the files of each launch (see `useOnOpen`).
    ///
    /// ```swift
    /// ContentView().onOpen { urls in open(urls) }
    /// ```
    public func onOpen(urls perform: @escaping @MainActor ([URL]) -> Void) -> some View {
        HookScope {
            useOnOpen(perform)
            self
        }
    }
}

/// Registers an app-wide action while the component is mounted.
///
/// Registers the app-wide action `name` while the component is mounted:
/// `shortcut` (such as `KeyboardShortcut("q")`, Ctrl+Q) runs `perform` from any
/// window of the app, and menus or tests can run it by name
/// (`app.performAction(name)`). The latest render's `perform` runs.
///
/// A name that is taken or that the platform rejects (letters, digits, `-`
/// and `.` only), or a shortcut whose key it does not know, registers
/// nothing, with a warning.
///
/// ```swift
/// let app = useEnvironment(\.app)
/// useAppAction("quit", shortcut: KeyboardShortcut("q")) { app?.quit() }
/// ```
@MainActor public func useAppAction(
    _ name: String, shortcut: KeyboardShortcut? = nil,
    _ perform: @escaping @MainActor () -> Void
) {
    let app = useEnvironment(\.app)
    let latest = useRef(perform)
    latest.current = perform
    useLayoutEffect(
        .preserved(by: [
            app.map { "\(ObjectIdentifier($0))" } ?? "", name,
            shortcut.map(String.init(describing:)) ?? "",
        ])
    ) {
        app?.addAction(name, shortcut: shortcut) { latest.current() }
    }
}
