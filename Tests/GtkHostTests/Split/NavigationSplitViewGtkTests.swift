import Gtk
import GtkHost
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

private struct Notes: View {
    /// The width of a label beside the view, in a window of 900.
    var besides = 100
    var visibility = NavigationSplitViewVisibility.automatic
    let writes: Recorder<NavigationSplitViewVisibility>

    var body: some View {
        Widgets.Window("Notes", width: 900, height: 300) {
            HStack {
                NavigationSplitView(
                    columnVisibility: Binding(get: { visibility }, set: { writes.record($0) })
                ) {
                    Text("sidebar").frame(width: 120)
                } detail: {
                    Text("detail").frame(width: 150)
                }
                .collapsesBelow(width: 500)
                .sidebarToggleLabel("Notes")
                Text("beside").frame(width: besides)
            }
        }
    }
}

/// A view without a visibility binding, narrow from the start.
private struct Folders: View {
    var body: some View {
        Widgets.Window("Folders", width: 900, height: 300) {
            HStack {
                NavigationSplitView {
                    Text("folders")
                } detail: {
                    Text("files")
                }
                .sidebarToggleLabel("Folders")
                Text("beside").frame(width: 600)
            }
        }
    }
}

final class NavigationSplitViewGtkTests: GtkHostTestCase {
    func testG26ANarrowViewCollapsesTheSidebarAndWideningRestoresIt() throws {
        try MainActor.assumeIsolated {
            let writes = Recorder<NavigationSplitViewVisibility>()
            try GtkTester.run(Notes(writes: writes)) { app in
                let sidebar = try app.require(text: "sidebar")
                let detail = try app.require(text: "detail")
                let toggle = try XCTUnwrap(app.find(label: "Notes"))
                XCTAssertTrue(sidebar.isMapped && detail.isMapped)
                XCTAssertFalse(toggle.isMapped, "no toggle while both columns show")

                app.root.render(Notes(besides: 600, writes: writes))
                try await app.waitUntil { !sidebar.isMapped }
                XCTAssertTrue(detail.isMapped)
                XCTAssertTrue(toggle.isMapped)

                app.root.render(Notes(besides: 100, writes: writes))
                try await app.waitUntil { sidebar.isMapped }
                XCTAssertTrue(detail.isMapped)
                XCTAssertFalse(toggle.isMapped)
                XCTAssertEqual(writes.values, [], "G1: the width alone writes nothing")
            }
        }
    }

    func testG27TheToggleShowsTheCollapsedSidebarAndWritesTheBinding() throws {
        try MainActor.assumeIsolated {
            let writes = Recorder<NavigationSplitViewVisibility>()
            try GtkTester.run(Notes(besides: 600, writes: writes)) { app in
                let sidebar = try app.require(text: "sidebar")
                let detail = try app.require(text: "detail")
                let toggle = try XCTUnwrap(app.find(label: "Notes"))
                try await app.waitUntil { toggle.isMapped }
                try app.click(toggle)
                XCTAssertEqual(writes.values, [.all])
                app.root.render(Notes(besides: 600, visibility: .all, writes: writes))
                try await app.waitUntil { sidebar.isMapped }
                XCTAssertFalse(detail.isMapped, "collapsed, the sidebar takes the detail's place")
                try app.click(toggle)
                XCTAssertEqual(writes.values, [.all, .automatic])

                app.root.render(Notes(besides: 100, visibility: .detailOnly, writes: writes))
                try await app.waitUntil { !sidebar.isMapped && detail.isMapped }
                XCTAssertTrue(toggle.isMapped, "the app hid the sidebar: the toggle shows it again")
                XCTAssertEqual(writes.values, [.all, .automatic], "G1")
            }
        }
    }

    func testG27WithoutABindingTheViewKeepsItsOwnVisibility() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(Folders()) { app in
                let folders = try app.require(text: "folders")
                let files = try app.require(text: "files")
                let toggle = try XCTUnwrap(app.find(label: "Folders"))
                try await app.waitUntil { toggle.isMapped && !folders.isMapped }
                try app.click(toggle)
                try await app.waitUntil { folders.isMapped && !files.isMapped }
                try app.click(toggle)
                try await app.waitUntil { !folders.isMapped && files.isMapped }
            }
        }
    }
}
