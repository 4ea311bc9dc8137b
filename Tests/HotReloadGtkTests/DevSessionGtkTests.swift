import CGtk
import Foundation
import Gtk
import GtkTestSupport
import GtkTesting
import Hooks
import HotReload
import Reconciler
import XCTest

@testable import DevRunner

/// Builds a tiny app from sources written here, runs it in a `DevSession` and saves new
/// versions of it, as `make dev` does: each save goes through the file monitor, an
/// incremental build, a new image loaded into this process and a refresh pass.
final class DevSessionGtkTests: GtkTestCase {
    private let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("hot-reload-\(UUID().uuidString)")

    override func tearDown() {
        try? FileManager.default.removeItem(at: directory)
        super.tearDown()
    }

    func testSavedVersionsReloadKeepingStateAndWidgets() throws {
        let sources = directory.appendingPathComponent("TinyApp").path
        try FileManager.default.createDirectory(atPath: sources, withIntermediateDirectories: true)
        let greetingFile = "\(sources)/Greeting.swift"
        try tinyAppMain.write(
            toFile: "\(sources)/TinyApp.swift", atomically: false, encoding: .utf8)
        try greeting("one").write(toFile: greetingFile, atomically: false, encoding: .utf8)
        let binDirectory = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            .deletingLastPathComponent().path
        let recipe = ImageRecipe(
            moduleName: "TinyApp", sourceDirectory: sources, appType: "TinyApp",
            compilerFlags: ImageRecipe.frameworkFlags(binDirectory: binDirectory),
            workDirectory: directory.appendingPathComponent("work").path)

        let firstSources = HookCallLines.snapshot(of: sources)
        guard case .built(let firstPath) = recipe.buildNow(number: 1) else {
            return XCTFail("the first version does not build")
        }
        try MainActor.assumeIsolated {
            let first = try AppImage.load(path: firstPath)
            let callLines = HookCallLines(moduleName: recipe.moduleName)
            callLines.update(with: firstSources)
            callLines.install()
            defer { HookDispatcher.callIdentity = nil }
            let seen = Seen()
            let savedReport = HookDiagnostics.report
            HookDiagnostics.report = { seen.reports.append($0) }
            defer { HookDiagnostics.report = savedReport }

            try GtkTester.run(first.app.makeBody(), watchdog: .seconds(300)) { app in
                let session = DevSession(
                    root: app.root, recipe: recipe, image: first, builds: 1,
                    callLines: callLines)
                session.onReload = { seen.outcomes.append($0) }
                session.start()
                @MainActor func save(_ source: String) async throws {
                    let count = seen.outcomes.count
                    try source.write(toFile: greetingFile, atomically: false, encoding: .utf8)
                    try await app.waitUntil(bound: .seconds(240)) { seen.outcomes.count > count }
                }

                try app.click(text: "add")
                try app.click(text: "add")
                try app.click(text: "louder")
                let field = try XCTUnwrap(app.find(role: .textField), app.dump())
                try app.type("milk", into: field)
                try await app.waitUntil { app.find(text: "one 2 loud") != nil }

                // New text; state (a Codable type of the new image too) and widgets kept.
                try await save(greeting("two"))
                XCTAssertNotNil(app.find(text: "two 2 loud"), app.dump())
                XCTAssertTrue(app.find(role: .textField) === field)
                XCTAssertEqual((field as? Entry)?.text, "milk")
                XCTAssertEqual(seen.reports, [])

                // A state of the count's type inserted before it starts from its own initial
                // value, with a warning; the count keeps its state.
                try await save(greeting("zed", withZed: true))
                XCTAssertNotNil(app.find(text: "zed 2 loud 100"), app.dump())
                XCTAssertEqual(seen.reports.count, 1, "\(seen.reports)")
                XCTAssertTrue(
                    seen.reports.first?.contains("hook calls of Greeting changed") == true
                        && seen.reports.first?.contains("slot 0 (useState at Greeting.swift:7)")
                            == true,
                    "\(seen.reports)")
                seen.reports.removeAll()

                // A state type that is no longer Codable: that slot alone resets, warned.
                try await save(greeting("three", codableMode: false, withZed: true))
                XCTAssertNotNil(app.find(text: "three 2 plain 100"), app.dump())
                XCTAssertEqual((app.find(role: .textField) as? Entry)?.text, "milk")
                XCTAssertEqual(seen.reports.count, 1)
                XCTAssertTrue(
                    seen.reports.first?.contains("useState in Greeting (slot 2)") == true,
                    "\(seen.reports)")

                // A renamed component starts fresh.
                try await save(renamedGreeting)
                XCTAssertNotNil(app.find(text: "renamed 0 plain"), app.dump())
                XCTAssertEqual((app.find(role: .textField) as? Entry)?.text, "")

                // A build error keeps the last good image and shows the error until dismissed.
                try await save(brokenGreeting)
                guard case .failed(let firstError) = seen.outcomes.last else {
                    return XCTFail("the broken version loaded: \(seen.outcomes)")
                }
                XCTAssertTrue(firstError.contains("Greeting.swift"), firstError)
                XCTAssertTrue(firstError.contains("error:"), firstError)
                XCTAssertNotNil(app.find(text: "renamed 0 plain"), app.dump())
                XCTAssertEqual(session.banner.message, firstError)
                try app.click(text: "add")
                try await app.waitUntil { app.find(text: "renamed 1 plain") != nil }
                try app.click(text: "Dismiss")
                XCTAssertFalse(session.banner.isShown)
                XCTAssertNotNil(app.find(text: "renamed 1 plain"), app.dump())

                // A failed build, then its fix: the draft being typed keeps the focus and
                // its cursor, with nothing selected.
                let entry = try XCTUnwrap(app.find(role: .textField) as? Entry)
                try app.type("tea", into: entry)
                _ = entry.grabFocusWithoutSelecting()
                entry.selectRegion(startPos: 1, endPos: 1)
                try await save(brokenGreeting)
                XCTAssertTrue(session.banner.isShown)
                try await save(renamedGreeting)
                XCTAssertFalse(session.banner.isShown)
                await app.nextFrame()
                let focus = try XCTUnwrap(app.root.windows.first?.focusWidget)
                XCTAssertTrue(
                    focus === entry
                        || gtk_widget_is_ancestor(focus.rawWidget, entry.rawWidget) != 0,
                    "the focus is on \(focus)")
                XCTAssertEqual(entry.text, "tea")
                XCTAssertNil(entry.selectionBounds().map { "\($0)" }, "text got selected")
                XCTAssertEqual(entry.position(), 1)
            }
        }
    }
}

extension DevSessionGtkTests {
    func testTheAppsCSSAppliesAndAppliesAgainWhenASaveChangesIt() throws {
        let sources = directory.appendingPathComponent("StyledApp").path
        try FileManager.default.createDirectory(atPath: sources, withIntermediateDirectories: true)
        let appFile = "\(sources)/StyledApp.swift"
        try styledApp(color: "rgb(255, 0, 0)").write(
            toFile: appFile, atomically: false, encoding: .utf8)
        try styledView("one").write(
            toFile: "\(sources)/Styled.swift", atomically: false, encoding: .utf8)
        let binDirectory = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            .deletingLastPathComponent().path
        let recipe = ImageRecipe(
            moduleName: "StyledApp", sourceDirectory: sources, appType: "StyledApp",
            compilerFlags: ImageRecipe.frameworkFlags(binDirectory: binDirectory),
            workDirectory: directory.appendingPathComponent("styled-work").path)

        let firstSources = HookCallLines.snapshot(of: sources)
        guard case .built(let firstPath) = recipe.buildNow(number: 1) else {
            return XCTFail("the first version does not build")
        }
        try MainActor.assumeIsolated {
            let first = try AppImage.load(path: firstPath)
            let callLines = HookCallLines(moduleName: recipe.moduleName)
            callLines.update(with: firstSources)
            callLines.install()
            defer { HookDispatcher.callIdentity = nil }
            let outcomes = Seen()
            try GtkTester.run(first.app.makeBody(), watchdog: .seconds(300)) { app in
                let session = DevSession(
                    root: app.root, recipe: recipe, image: first, builds: 1,
                    callLines: callLines)
                session.onReload = { outcomes.outcomes.append($0) }
                session.start()
                let sheet = app.root.host.styleSheet
                @MainActor func save(_ source: String, to file: String) async throws {
                    let count = outcomes.outcomes.count
                    try source.write(toFile: file, atomically: false, encoding: .utf8)
                    try await app.waitUntil(bound: .seconds(240)) {
                        outcomes.outcomes.count > count
                    }
                    guard case .reloaded = outcomes.outcomes.last else {
                        return XCTFail("\(outcomes.outcomes)")
                    }
                }
                try await app.waitUntil { app.find(text: "styled one") != nil }
                XCTAssertEqual(
                    app.find(text: "styled one")?.textColor,
                    Pixel(red: 255, green: 0, blue: 0, alpha: 255))

                // A save of the app's file with another colour: the new CSS applies.
                try await save(styledApp(color: "rgb(0, 0, 255)"), to: appFile)
                await app.nextFrame()
                XCTAssertEqual(
                    app.find(text: "styled one")?.textColor,
                    Pixel(red: 0, green: 0, blue: 255, alpha: 255))

                // A save that leaves the CSS as it was does not reload the sheet.
                let loads = sheet.loadCount
                try await save(styledView("two"), to: "\(sources)/Styled.swift")
                XCTAssertNotNil(app.find(text: "styled two"), app.dump())
                XCTAssertEqual(sheet.loadCount, loads)
                XCTAssertEqual(
                    app.find(text: "styled two")?.textColor,
                    Pixel(red: 0, green: 0, blue: 255, alpha: 255))
            }
        }
    }
}

/// What the session reported during the test.
@MainActor private final class Seen {
    var outcomes: [ReloadOutcome] = []
    var reports: [String] = []
}
