import Foundation
import Gtk
import GtkHooks
import GtkTesting
import XCTest

@testable import AsyncDemo
@testable import Counter
@testable import DarkModeDemo
@testable import Gallery
@testable import MovieList
@testable import Notes
@testable import TimerDemo
@testable import TodoList
@testable import TripPlanner

// `make screenshots` runs this test with GTKHOOKS_SCREENSHOTS_DIR set, and the
// PNGs of Examples/README.md land there. Under `make test` the same windows
// are rendered and checked to be PNGs, and nothing is written.
final class ScreenshotTests: ExampleTestCase {
    func testEveryExampleRendersItsScreenshots() throws {
        try MainActor.assumeIsolated {
            let fixtures = try Fixtures()
            try shoot("TimerDemo", TimerDemoView()) { app in
                // The picture shows a fixed time, so every run draws the same;
                // it is set just after a tick, a second before the next one.
                let labels = app.allWidgets.compactMap { $0 as? Gtk.Label }
                let clock = try XCTUnwrap(labels.first { $0.text.hasPrefix("Time: ") })
                let before = clock.text
                try await app.waitUntil { clock.text != before }
                for label in labels {
                    if label.text.hasPrefix("Time: ") { label.text = "Time: 10:09:30 AM" }
                    if label.text.hasPrefix("Now: ") { label.text = "Now: 10:09:30 AM" }
                }
            }
            try shoot("Counter", CountersView()) { app in
                try app.click(XCTUnwrap(app.find(label: "HookView counter")))
                try app.click(XCTUnwrap(app.find(label: "Increment")))
            }
            try shoot("MovieList", MovieListView(movies: Movie.all))
            try shoot("TripPlanner", TripPlannerView()) { app in
                for toggle in app.findAll(role: .toggle).prefix(2) { try app.toggle(toggle) }
            }
            try shoot("TodoList", TodoListView(file: TodoFile(directory: fixtures.todos)))
            try shoot("Notes", NotesView()) { app in
                try XCTUnwrap(app.windows.first).setDefaultSize(width: 720, height: 400)
                try app.selectRow(1, in: XCTUnwrap(app.find(role: .list)))
                try await app.waitUntil { app.find(label: "Title")?.displayedText == "Book club" }
            }
            try shoot("AsyncDemo", AsyncDemoView(initialPath: Array(fixtures.documents.path.utf8)))
            { app in
                try await app.waitUntil { app.find(text: "Read 3 of 3 files (33 bytes)") != nil }
            }
            for scheme in [ColorScheme.light, .dark] {
                try shoot("DarkModeDemo", ContentView(), scheme: scheme)
                try shoot("Gallery", GalleryView(), scheme: scheme)
                // Further down the page: a picture from each of these headings.
                for (file, heading) in gallerySections {
                    try shoot(file, GalleryView(), scheme: scheme) { app in
                        try scroll(app, toHeading: heading)
                    }
                }
            }
        }
    }
}

/// The Gallery's later pictures, by file name, and the heading each starts at.
private let gallerySections = [
    ("Gallery-pickers", "Pickers and status"),
    ("Gallery-panes", "Split view and tabs"),
    ("Gallery-containers", "Containers"),
    ("Gallery-search", "Search and text that fits"),
    ("Gallery-appearance", "Typography and appearance"),
    ("Gallery-pointer", "Pointer input"),
    ("Gallery-chart", "Chart"),
]

/// Scrolls the window's first scrolled window until the label `heading` is at its top.
@MainActor private func scroll(_ app: GtkTester, toHeading heading: String) throws {
    let scrolled = try XCTUnwrap(app.allWidgets.lazy.compactMap { $0 as? ScrolledWindow }.first)
    let label = try XCTUnwrap(app.find(text: heading), app.dump())
    let adjustment = try XCTUnwrap(scrolled.vadjustment)
    let point = try XCTUnwrap(label.translateCoordinates(destWidget: scrolled, srcX: 0, srcY: 0))
    adjustment.value += point.destY - 8
}

@MainActor private func shoot(
    _ name: String, _ view: some View, scheme: ColorScheme = .light,
    prepare: @escaping @MainActor (GtkTester) async throws -> Void = { _ in }
) throws {
    XCTAssertTrue(Toolkit.initialize(), Toolkit.noDisplayMessage)
    let settings = try XCTUnwrap(Settings.current)
    let before = settings.prefersDarkTheme
    settings.prefersDarkTheme = scheme == .dark
    defer { settings.prefersDarkTheme = before }
    try GtkTester.run(view, title: name) { app in
        try await prepare(app)
        await app.nextFrame()
        await app.nextFrame()
        let png = try app.screenshot()
        XCTAssertEqual(Array(png.prefix(4)), [0x89, 0x50, 0x4E, 0x47], name)
        guard let directory = ProcessInfo.processInfo.environment["GTKHOOKS_SCREENSHOTS_DIR"]
        else { return }
        let file = scheme == .dark ? "\(name)-dark.png" : "\(name).png"
        try png.write(to: URL(fileURLWithPath: directory).appendingPathComponent(file))
    }
}

/// Files the screenshots show, at fixed paths so every run draws the same.
@MainActor private struct Fixtures {
    let root = URL(fileURLWithPath: NSTemporaryDirectory())
        .appendingPathComponent("gtkhooks-screenshots")
    var documents: URL { root.appendingPathComponent("Documents") }
    var todos: URL { root.appendingPathComponent("todos") }

    init() throws {
        try? FileManager.default.removeItem(at: root)
        let manager = FileManager.default
        for folder in ["Photos", "Projects"] {
            try manager.createDirectory(
                at: documents.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        let files = [
            "notes.txt": "Buy milk\n", "plan.md": "# Plan\n", "todo.txt": "Ship it, ship it\n",
        ]
        for (file, contents) in files {
            try Data(contents.utf8).write(to: documents.appendingPathComponent(file))
        }
        try TodoFile(directory: todos).save([
            Todo(title: "Buy bread", isDone: true),
            Todo(title: "Water the plants"),
            Todo(title: "Book train tickets"),
        ])
    }
}
