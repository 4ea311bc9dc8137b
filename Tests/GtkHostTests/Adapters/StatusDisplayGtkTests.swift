import Gtk
import GtkHost
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

final class StatusDisplayGtkTests: GtkHostTestCase {
    func testG55AGaugeIsALevelBarAtItsValueUnderItsLabels() throws {
        try MainActor.assumeIsolated {
            let gauge = { (value: Double) in
                Gauge(value: value, in: 0...200) {
                    Text("Battery")
                } currentValueLabel: {
                    Text("\(Int(value)) Wh")
                }
            }
            try GtkTester.run(gauge(50)) { app in
                let bar = try XCTUnwrap(app.find(role: .gauge) as? LevelBar, app.dump())
                XCTAssertEqual(bar.minValue, 0)
                XCTAssertEqual(bar.maxValue, 200)
                XCTAssertEqual(bar.value, 50)
                XCTAssertEqual(bar.accessibleLabel, "Battery")
                let battery = try XCTUnwrap(app.find(text: "Battery"))
                let box = try XCTUnwrap(bar.parent)
                XCTAssertTrue(box.children.first?.subtree.contains { $0 === battery } ?? false)
                XCTAssertTrue(box.children.last === bar, "the bar is under its labels")
                XCTAssertNotNil(app.find(text: "50 Wh"))
                app.root.render(gauge(250))
                XCTAssertEqual(bar.value, 200, "a value past the range shows full")
                XCTAssertNotNil(app.find(text: "250 Wh"))
                app.root.render(Gauge(value: .nan, in: 0...1) { Text("Disk") })
                XCTAssertEqual(bar.value, 0)
                XCTAssertEqual(bar.maxValue, 1)
                XCTAssertEqual(bar.accessibleLabel, "Disk")
                app.root.render(Gauge(value: 10, in: -20...40) { Text("Outside") })
                XCTAssertEqual(bar.minValue, 0, "a level bar takes no negative end")
                XCTAssertEqual(bar.maxValue, 60)
                XCTAssertEqual(bar.value, 30, "10 is half way from -20 to 40")
                app.root.render(Gauge(value: 2, in: 2...2) { Text("Flat") })
                XCTAssertEqual(bar.value, 0)
                XCTAssertTrue(
                    Log.recentWarnings.last?.contains("Gauge: its range 2.0...2.0 has no width")
                        ?? false, "\(Log.recentWarnings)")
            }
        }
    }

    func testG56ALabelIsAThemeIconBeforeItsTitle() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(Widgets.Label("Inbox", systemImage: "mail-unread-symbolic")) {
                app in
                let title = try XCTUnwrap(app.find(text: "Inbox"), app.dump())
                let box = try XCTUnwrap(title.parent)
                XCTAssertEqual(box.accessibleLabel, "Inbox")
                let image = try XCTUnwrap(box.children.first as? Gtk.Image)
                XCTAssertEqual(image.iconName, "mail-unread-symbolic")
                app.root.render(Widgets.Label("Sent", icon: "mail-send-symbolic"))
                XCTAssertEqual(image.iconName, "mail-send-symbolic")
                XCTAssertNotNil(app.find(text: "Sent"))
                XCTAssertEqual(box.accessibleLabel, "Sent")
            }
        }
    }

    func testG57AnEmptyStateIsADimIconATitleADescriptionAndActions() throws {
        try MainActor.assumeIsolated {
            let cleared = Recorder<Bool>()
            try GtkTester.run(
                ContentUnavailableView(
                    "No notes", systemImage: "document-new-symbolic",
                    description: Text("Notes you write appear here.")
                ) {
                    Button("New note") { cleared.record(true) }
                }
            ) { app in
                let title = try XCTUnwrap(app.find(text: "No notes"), app.dump())
                XCTAssertTrue(title.hasCSSClass("title-1"))
                let page = try XCTUnwrap(title.parent)
                XCTAssertEqual(page.accessibleLabel, "No notes")
                let icon = try XCTUnwrap(page.children.first as? Gtk.Image)
                XCTAssertEqual(icon.iconName, "document-new-symbolic")
                XCTAssertTrue(icon.hasCSSClass("dim-label"))
                XCTAssertNotNil(app.find(text: "Notes you write appear here."))
                try app.click(text: "New note")
                XCTAssertEqual(cleared.values, [true])
                app.root.render(
                    ContentUnavailableView("No results", systemImage: "edit-find-symbolic"))
                await app.nextFrame()
                XCTAssertNil(app.find(text: "New note"))
                XCTAssertNil(app.find(text: "Notes you write appear here."))
                XCTAssertEqual(icon.iconName, "edit-find-symbolic")
            }
        }
    }
}
