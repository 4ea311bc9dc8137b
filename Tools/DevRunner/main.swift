// `make dev EXAMPLE=<Name>`: runs an app under the dev runner. Its code is built
// into shared objects ("images") loaded one after another into this process,
// which holds the one copy of the framework (linked with --export-dynamic, so
// the images bind to it); each save rebuilds, loads and refreshes the app.

import Foundation
import Gtk
import GtkHost
import HotReload

guard let options = DevOptions(Array(CommandLine.arguments.dropFirst())) else {
    FileHandle.standardError.write(Data((DevOptions.usage + "\n").utf8))
    exit(2)
}

var recipe = ImageRecipe(
    moduleName: options.target, sourceDirectory: options.sources,
    appType: options.app ?? "\(options.target)App",
    compilerFlags: ImageRecipe.frameworkFlags(binDirectory: options.binDirectory),
    workDirectory: options.workDirectory
        ?? "\(options.binDirectory)/dev-images/\(options.target)")
recipe.rootExpression = options.root

// A runner started by a crash or a hang inherits the signal mask it was started with.
CrashRestart.unblockSignals()
let stateFile = "\(recipe.workDirectory)/state.json"
let stackFile = "\(recipe.workDirectory)/crash-stack.txt"
// A state file left by an earlier session is not this session's to restore.
if options.restore == nil { try? FileManager.default.removeItem(atPath: stateFile) }
// A first image that fails after a restart (the image whose load failed is built
// again) leaves a placeholder window with the error, until a save that loads.
var firstImage: AppImage?
var firstError: String?
var crashMessage: String?
let firstSources = HookCallLines.snapshot(of: options.sources)
if let crashed = options.afterCrash {
    // The sources that crashed are not run again: the next save builds.
    crashMessage = crashReport(
        crashed, module: options.target, hangLimit: options.hangLimit,
        lines: CrashStack.appLines(in: stackFile, module: options.target))
} else {
    print("DevRunner: building \(options.target) (app: \(recipe.appType))")
    switch recipe.buildNow(number: 1) {
    case .failed(let error, _):
        guard options.restore != nil else {
            FileHandle.standardError.write(
                Data("DevRunner: the first build failed:\n\(error)\n".utf8))
            exit(1)
        }
        firstError = error
    case .built(let path):
        do {
            firstImage = try MainActor.assumeIsolated { try AppImage.load(path: path) }
        } catch {
            guard options.restore != nil else {
                FileHandle.standardError.write(Data("DevRunner: \(error)\n".utf8))
                exit(1)
            }
            firstError = "\(error)"
        }
    }
}

let status = MainActor.assumeIsolated {
    // Before the first render: every hook slot takes its call's identity when it mounts.
    let callLines = HookCallLines(moduleName: recipe.moduleName)
    callLines.update(with: firstSources)
    callLines.install()
    var session: DevSession?
    var measurement: ReloadMeasurement?
    var watchdog: HangWatchdog?
    let status = Application.run(
        id: "org.gtkhooks.dev.\(options.target)", isUnique: false,
        arguments: [CommandLine.arguments[0]]
    ) { application in
        guard session == nil else { return }
        let root = GtkAppRoot(application: application, title: options.target)
        application.onShutdown { root.unmount() }
        let started = DevSession(
            root: root, recipe: recipe, image: firstImage, builds: 1, callLines: callLines)
        let arguments = Restart.arguments(from: CommandLine.arguments)
        started.restart = Restart(stateFile: stateFile, arguments: arguments)
        started.keeper = StateKeeper(file: stateFile, root: root)
        CrashRestart.install(
            executable: Restart.runnerFile(), arguments: arguments, stateFile: stateFile,
            stackFile: stackFile)
        if options.hangLimit > .zero {
            watchdog = HangWatchdog(limit: options.hangLimit)
            watchdog?.start()
        }
        started.maxReloads = options.maxReloads
        started.runnerBuild = options.runnerBuild
        if let file = options.restore {
            started.pendingRestore = StateRestore(file: file, root: root)
        }
        session = started
        if options.reportsTexts { TextReport(root: root).start() }
        started.start()
        if let firstError { started.fail(firstError) }
        if let crashMessage { started.report(crashMessage) }
        if let package = options.framework { started.watchFramework(package: package) }
        print("DevRunner: watching \(options.sources); save a file to reload")
        guard let count = options.measureReloads, let file = options.editFile,
            let text = options.editText
        else { return }
        do {
            measurement = try ReloadMeasurement(
                session: started, file: file, text: text, count: count, json: options.json
            ) { [unowned application] in application.quit() }
            measurement?.start()
        } catch {
            print("DevRunner: cannot measure with \(file): \(error)")
            application.quit()
        }
    }
    session?.root.unmount()
    session = nil
    measurement = nil
    watchdog = nil
    return status
}
exit(status)
