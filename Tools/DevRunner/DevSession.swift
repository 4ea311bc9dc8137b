// The running app under the dev runner: the last good image, the builds that
// saves start, and the refresh pass that swaps each new image in.

import Foundation
import Gtk
import GtkHost
import HotReload
import Reconciler
import Widgets

/// What one reload attempt ended with.
enum ReloadOutcome {
    /// The new image is rendered; `elapsed` is from the save to its first painted frame.
    case reloaded(elapsed: Duration, summary: RefreshSummary)
    /// The build or the load failed; the last good image keeps running.
    case failed(firstError: String)
}

/// Rebuilds, loads and refreshes the app in `root` on every save.
@MainActor final class DevSession {
    let root: GtkAppRoot
    /// How images are built.
    let recipe: ImageRecipe
    /// The image rendered now: the last one that built and loaded; nil while none has
    /// (a placeholder window shows the error then).
    private(set) var image: AppImage?
    /// Images built so far (each has its own number and file).
    private(set) var builds: Int
    /// The bar that shows a failed build in the window.
    let banner = ErrorBanner()
    /// Called on the main actor after each reload attempt (measurements and tests).
    var onReload: (@MainActor (ReloadOutcome) -> Void)?
    /// Restarts the runner with state for what a reload cannot swap; nil never restarts.
    var restart: Restart?
    /// Images after which the runner restarts (each loaded image stays in memory).
    var maxReloads = 100
    /// Watchers of the framework's sources (see `watchFramework(package:)`).
    var frameworkMonitors: [SourceMonitor] = []
    /// The shell command that rebuilds the runner after a framework edit; nil for
    /// `swift build --product DevRunner`.
    var runnerBuild: String?
    /// State saved before a restart, put back once an image renders.
    var pendingRestore: StateRestore?
    /// Keeps the state a crash or a hang restarts with; nil keeps none.
    var keeper: StateKeeper?
    /// True from a restore's start to its last round.
    private var isRestoring = false
    /// The identities of the app's source lines, which tell hook calls apart across reloads.
    let callLines: HookCallLines

    private var monitor: SourceMonitor?
    private var queue: BuildQueue?
    private var firstUnbuiltSave: ContinuousClock.Instant?
    private var afterPaint: [@MainActor () -> Void] = []
    private var paintConnection: SignalConnection<@MainActor () -> Void>?

    /// A session showing `image` (build number `builds`) in `root`, or a placeholder
    /// window until an image loads when `image` is nil.
    ///
    /// `callLines` holds the lines of the sources `image` was built from, and is installed
    /// (``HookCallLines/install()``) before `image` first renders.
    init(
        root: GtkAppRoot, recipe: ImageRecipe, image: AppImage?, builds: Int,
        callLines: HookCallLines
    ) {
        self.root = root
        self.recipe = recipe
        self.image = image
        self.builds = builds
        self.callLines = callLines
    }

    /// Renders the image and starts watching the app's sources.
    func start(watching: Bool = true) {
        if let image {
            applyCSS(of: image)
            root.render(image.app.makeBody())
            startPendingRestore()
        } else {
            root.render(placeholder)
        }
        keeper?.start()
        queue = BuildQueue { [unowned self] done in self.build(then: done) }
        guard watching else { return }
        monitor = SourceMonitor(directory: recipe.sourceDirectory) { [weak self] path in
            self?.saved(path)
        }
        if monitor == nil { log("cannot watch \(recipe.sourceDirectory); reload with rebuild()") }
    }

    /// A source file was saved: build now, or once more after the running build.
    func saved(_ path: String) {
        if firstUnbuiltSave == nil { firstUnbuiltSave = .now }
        log("saved \(URL(fileURLWithPath: path).lastPathComponent)")
        queue?.request()
    }

    /// Builds and reloads as a save would.
    func rebuild() {
        if firstUnbuiltSave == nil { firstUnbuiltSave = .now }
        queue?.request()
    }

    private func build(then done: @escaping @MainActor () -> Void) {
        builds += 1
        let number = builds
        let savedAt = firstUnbuiltSave ?? .now
        firstUnbuiltSave = nil
        let recipe = recipe
        let sources = HookCallLines.snapshot(of: recipe.sourceDirectory)
        Task { [weak self] in
            let result = await recipe.build(number: number)
            self?.finish(result, sources: sources, savedAt: savedAt)
            done()
        }
    }

    private func finish(
        _ result: ImageBuildResult, sources: [String: String], savedAt: ContinuousClock.Instant
    ) {
        switch result {
        case .failed(let firstError, _):
            fail(firstError)
        case .built(let path):
            if let restart, builds > maxReloads {
                restart.perform(.tooManyReloads(builds), saving: root)
            }
            let loaded: AppImage
            do {
                loaded = try AppImage.load(path: path)
            } catch {
                restart?.perform(.loadFailed("\(error)"), saving: root)
                fail("\(error)")
                return
            }
            // The state as it is before new code runs: the state a crash in it keeps.
            keeper?.save()
            image = loaded
            banner.hide()
            applyCSS(of: loaded)
            callLines.update(with: sources)
            let summary = root.renderer.refresh(carrying: carryThroughCodable) {
                root.render(loaded.app.makeBody())
            }
            startPendingRestore()
            afterNextFrame { [weak self] in
                let elapsed = ContinuousClock.now - savedAt
                self?.log("reloaded in \(milliseconds(elapsed)) ms (save to frame)")
                self?.onReload?(.reloaded(elapsed: elapsed, summary: summary))
            }
        }
    }

    /// The window shown until a first image loads (after a restart whose image failed).
    private var placeholder: some View {
        Widgets.Window(recipe.moduleName, width: 480, height: 200) {
            Text("No build of \(recipe.moduleName) has loaded yet; save a fix to show it.")
        }
    }

    /// Puts the app's CSS (its `App`'s `css`) of `image` into the style sheet when it
    /// changed.
    private func applyCSS(of image: AppImage) {
        let css = image.app.css ?? ""
        if root.host.styleSheet.appCSS != css { root.host.styleSheet.appCSS = css }
    }

    private func startPendingRestore() {
        guard let restore = pendingRestore else {
            if image != nil, !isRestoring { keeper?.isPaused = false }
            return
        }
        pendingRestore = nil
        isRestoring = true
        restore.onDone = { [weak self] snapshot in
            guard let self else { return }
            isRestoring = false
            keeper?.restored = snapshot.slots
            keeper?.isPaused = false
        }
        restore.start()
    }

    /// Says `message` on the terminal and in the window's bar (a crash or a hang the
    /// runner started again after).
    func report(_ message: String) {
        log(message)
        if let window = root.windows.first { banner.show(message, in: window) }
    }

    func fail(_ firstError: String) {
        log("build failed; the app keeps the last good image:\n\(firstError)")
        if let window = root.windows.first { banner.show(firstError, in: window) }
        onReload?(.failed(firstError: firstError))
    }

    /// Runs `body` after the next painted frame of the app's first window.
    private func afterNextFrame(_ body: @escaping @MainActor () -> Void) {
        guard let clock = root.windows.first?.frameClock else {
            body()
            return
        }
        afterPaint.append(body)
        // Connected again each time: a clock has one after-paint handler, and another
        // (a test waiting for a frame) may have taken its place since.
        paintConnection = clock.onAfterPaint { [weak self] in
            guard let self else { return }
            let bodies = afterPaint
            afterPaint.removeAll()
            for body in bodies { body() }
        }
        clock.requestAfterPaint()
    }

    func log(_ message: String) {
        FileHandle.standardError.write(Data("DevRunner: \(message)\n".utf8))
    }
}

/// `duration` in whole milliseconds.
func milliseconds(_ duration: Duration) -> Int {
    Int(
        duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
    )
}
