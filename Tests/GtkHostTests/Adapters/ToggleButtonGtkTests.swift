import Gtk
import GtkHost
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

final class ToggleButtonGtkTests: GtkHostTestCase {
    func testG50AToggleButtonShowsTheTitleFlipsTheBindingAndFollowsStateWithoutEcho() throws {
        try MainActor.assumeIsolated {
            let flips = Recorder<Bool>()
            let toggle = { (isOn: Bool) in
                Toggle("Bold", isOn: Binding(get: { isOn }, set: { flips.record($0) }))
                    .toggleStyle(.button)
            }
            try GtkTester.run(toggle(false)) { app in
                let button = try XCTUnwrap(
                    app.allWidgets.first { $0 is ToggleButton } as? ToggleButton, app.dump())
                XCTAssertEqual(button.label, "Bold")
                XCTAssertEqual(button.accessibleLabel, "Bold")
                XCTAssertFalse(button.active)
                try app.click(button)
                XCTAssertEqual(flips.values, [true], "a click flips the binding")
                app.root.render(toggle(true))
                XCTAssertTrue(button.active)
                app.root.render(toggle(false))
                XCTAssertFalse(button.active)
                XCTAssertEqual(flips.values, [true], "G1: state writes are no flips")
                app.root.render(toggle(false).toggleStyle(.switch))
                await app.nextFrame()
                XCTAssertFalse(app.allWidgets.contains { $0 is ToggleButton })
                XCTAssertNotNil(app.find(role: .toggle) as? Switch, app.dump())
            }
        }
    }
}
