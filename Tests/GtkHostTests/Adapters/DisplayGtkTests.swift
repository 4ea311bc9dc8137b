import Gtk
import GtkHost
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

final class DisplayGtkTests: GtkHostTestCase {
    func testProgressViewIsABarWithAValueAndASpinnerWithout() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(ProgressView(value: 0.25)) { app in
                let bar = try XCTUnwrap(app.find(role: .progress) as? ProgressBar, app.dump())
                XCTAssertEqual(bar.fraction, 0.25, accuracy: 1e-9)
                app.root.render(ProgressView(value: 0.75))
                XCTAssertEqual(bar.fraction, 0.75, accuracy: 1e-9)
                app.root.render(ProgressView())
                await app.nextFrame()
                XCTAssertNil(app.find(role: .progress) as? ProgressBar)
                XCTAssertTrue(app.allWidgets.contains { ($0 as? Spinner)?.isSpinning == true })
                app.root.render(EmptyView())
                await app.nextFrame()
                XCTAssertFalse(app.allWidgets.contains { $0 is Spinner })
            }
        }
    }

    func testImageShowsIconsAndFilesAndWarnsAboutMissingOnes() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(Widgets.Image(iconName: "window-close-symbolic", pixelSize: 32)) {
                app in
                let image = try XCTUnwrap(app.find(role: .image) as? Gtk.Image, app.dump())
                XCTAssertEqual(image.iconName, "window-close-symbolic")
                XCTAssertEqual(image.pixelSize, 32)
                app.root.render(Widgets.Image(iconName: "no-such-icon-anywhere"))
                XCTAssertEqual(image.iconName, "no-such-icon-anywhere")
                XCTAssertEqual(image.pixelSize, -1)
                XCTAssertTrue(
                    Log.recentWarnings.last?.contains("no-such-icon-anywhere") ?? false,
                    "\(Log.recentWarnings)")
                app.root.render(Widgets.Image(file: "/nonexistent/picture.png"))
                XCTAssertTrue(
                    Log.recentWarnings.last?.contains("/nonexistent/picture.png") ?? false)
                await app.nextFrame()
                XCTAssertGreaterThan(image.width, 0, "GTK's missing-image icon is drawn")
                app.root.render(EmptyView())
                XCTAssertNil(app.find(role: .image))
            }
        }
    }

    func testLinkCallsOnOpenAndUpdatesItsTitleAndAddress() throws {
        try MainActor.assumeIsolated {
            let opened = Recorder<String>()
            try GtkTester.run(
                Link("Docs", destination: "https://example.org") { opened.record("docs") }
            ) { app in
                let link = try XCTUnwrap(app.find(role: .link) as? LinkButton, app.dump())
                XCTAssertEqual(link.uri, "https://example.org")
                try app.click(link)
                XCTAssertEqual(opened.values, ["docs"])
                app.root.render(
                    Link("Home", destination: "https://example.com") { opened.record("home") })
                XCTAssertEqual(link.label, "Home")
                XCTAssertEqual(link.uri, "https://example.com")
                try app.click(text: "Home")
                XCTAssertEqual(opened.values, ["docs", "home"])
                app.root.render(EmptyView())
                XCTAssertNil(app.find(role: .link))
            }
        }
    }
}
