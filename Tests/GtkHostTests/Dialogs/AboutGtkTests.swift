import AppServices
import Gtk
import GtkHost
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

final class AboutGtkTests: GtkHostTestCase {
    func testTheAboutDialogShowsTheAppMetadataOverTheAppWindow() throws {
        try MainActor.assumeIsolated {
            let metadata = AppMetadata(
                name: "Todos", version: "1.2", comments: "Things to do",
                website: "https://example.org", authors: ["Ada", "Grace"],
                copyright: "© 2026 Ada", license: .mit)
            try GtkTester.run(Widgets.Window("Main") { Text("main") }) { app in
                let about = showAbout(metadata)
                try await app.waitUntil { about.isShown }
                XCTAssertEqual(about.programName, "Todos")
                XCTAssertEqual(about.version, "1.2")
                XCTAssertEqual(about.comments, "Things to do")
                XCTAssertEqual(about.website, "https://example.org")
                XCTAssertEqual(about.authors, ["Ada", "Grace"])
                XCTAssertEqual(about.copyright, "© 2026 Ada")
                about.close()
                try await app.waitUntil { !about.isShown }
            }
        }
    }
}
