import Gtk
import GtkHost
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

/// A disclosure group whose binding records what a person writes, around a
/// probe that counts its content's mounts and cleanups.
@MainActor private func disclosure(
    open: Bool, writes: Recorder<Bool>, cleanups: Cleanups
) -> some View {
    DisclosureGroup("Advanced", isExpanded: Binding(get: { open }, set: { writes.record($0) })) {
        CleanupProbe("content", cleanups) { Text("inside") }
    }
}

final class DisclosureGroupGtkTests: GtkHostTestCase {
    func testG30OpensByBindingAndByAPersonWithoutEchoRenderingContentOnlyWhileOpen() throws {
        try MainActor.assumeIsolated {
            let writes = Recorder<Bool>()
            let cleanups = Cleanups()
            try GtkTester.run(disclosure(open: false, writes: writes, cleanups: cleanups)) { app in
                let expander = try XCTUnwrap(
                    app.find(role: .disclosureGroup) as? Gtk.Expander, app.dump())
                XCTAssertEqual(expander.label, "Advanced")
                XCTAssertFalse(expander.expanded)
                XCTAssertNil(app.find(text: "inside"), "closed: no content rendered")
                XCTAssertEqual(cleanups.mounted, [])

                app.root.render(disclosure(open: true, writes: writes, cleanups: cleanups))
                await app.nextFrame()
                XCTAssertTrue(expander.expanded)
                XCTAssertNotNil(app.find(text: "inside"))
                try await app.waitUntil { cleanups.mounted == ["content"] }
                XCTAssertEqual(writes.values, [], "G1: the app's state is not written back")

                expander.emitActivate()
                XCTAssertEqual(writes.values, [false], "a person closing it writes false")
                app.root.render(disclosure(open: false, writes: writes, cleanups: cleanups))
                await app.nextFrame()
                XCTAssertNil(app.find(text: "inside"))
                try await app.waitUntil { cleanups.passive["content"] == 1 }  // unmounted
                expander.emitActivate()
                XCTAssertEqual(writes.values, [false, true], "a person opening it writes true")
            }
        }
    }

    func testG60WithoutABindingAClickOnTheTitleOpensAndClosesItsOwnState() throws {
        try MainActor.assumeIsolated {
            let cleanups = Cleanups()
            let group = DisclosureGroup("Advanced") {
                CleanupProbe("content", cleanups) { Text("inside") }
            }
            try GtkTester.run(group) { app in
                let expander = try XCTUnwrap(
                    app.find(role: .disclosureGroup) as? Gtk.Expander, app.dump())
                XCTAssertEqual(expander.label, "Advanced")
                XCTAssertFalse(expander.expanded, "closed at first")
                XCTAssertNil(app.find(text: "inside"))

                let input = try XCTUnwrap(XTestInput(), "an X11 display with XTEST")
                let window = try XCTUnwrap(app.windows.first)
                try await app.waitUntil { expander.isMapped }
                try await Task.sleep(for: .milliseconds(300))
                let point = try XCTUnwrap(
                    expander.translateCoordinates(destWidget: window, srcX: 8, srcY: 8))
                input.move(to: window, x: Int32(point.destX), y: Int32(point.destY))
                try await Task.sleep(for: .milliseconds(200))
                input.click()  // a real click on the title
                try await app.waitUntil { app.find(text: "inside") != nil }
                XCTAssertTrue(expander.expanded)
                try await app.waitUntil { cleanups.mounted == ["content"] }

                expander.emitActivate()
                try await app.waitUntil { app.find(text: "inside") == nil }
                XCTAssertFalse(expander.expanded)
                try await app.waitUntil { cleanups.passive["content"] == 1 }
            }
        }
    }

    func testG31GroupBoxIsAFrameTitledAroundItsContent() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(GroupBox("Account") { Text("Signed in") }) { app in
                let frame = try XCTUnwrap(app.find(text: "Signed in")?.parent as? Gtk.Frame)
                XCTAssertEqual(frame.label, "Account")
                app.root.render(GroupBox { Text("Signed in") })
                XCTAssertNil(frame.label)
                XCTAssertEqual(frame.child?.displayedText, "Signed in")
            }
        }
    }
}
