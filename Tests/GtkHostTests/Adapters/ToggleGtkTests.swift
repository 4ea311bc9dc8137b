import Gtk
import GtkHost
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

final class ToggleGtkTests: GtkHostTestCase {
    func testSwitchAndCheckboxReportFlipsAndFollowState() throws {
        try MainActor.assumeIsolated {
            let flips = Recorder<Bool>()
            let binding = Binding(get: { false }, set: { flips.record($0) })
            try GtkTester.run(Toggle("Wi-Fi", isOn: binding)) { app in
                let toggle = try XCTUnwrap(app.find(role: .toggle) as? Switch, app.dump())
                XCTAssertNotNil(app.find(text: "Wi-Fi"))
                XCTAssertEqual(toggle.accessibleLabel, "Wi-Fi")
                try app.toggle(toggle)
                XCTAssertEqual(flips.values, [true])
                app.root.render(Toggle("Wi-Fi", isOn: .constant(true)))
                XCTAssertTrue(toggle.isActive)
                XCTAssertEqual(flips.values, [true], "G1: a state write is not a flip")

                app.root.render(Toggle("Bluetooth", isOn: binding).toggleStyle(.checkbox))
                await app.nextFrame()
                let check = try XCTUnwrap(app.find(role: .toggle) as? CheckButton, app.dump())
                XCTAssertEqual(check.label, "Bluetooth")
                XCTAssertNil(app.find(text: "Wi-Fi"))
                try app.click(check)
                XCTAssertEqual(flips.values, [true, true])
                app.root.render(EmptyView())
                await app.nextFrame()
                XCTAssertNil(app.find(role: .toggle))
            }
        }
    }
}

extension ToggleGtkTests {
    func testG1StateWritesToTheSwitchAndToACheckboxMadeInTheUpdateAreNoFlips() throws {
        try MainActor.assumeIsolated {
            let flips = Recorder<Bool>()
            let toggle = { (isOn: Bool) in
                Toggle("Wi-Fi", isOn: Binding(get: { isOn }, set: { flips.record($0) }))
            }
            try GtkTester.run(toggle(true)) { app in
                let shown = try XCTUnwrap(app.find(role: .toggle) as? Switch, app.dump())
                XCTAssertTrue(shown.isActive)
                app.root.render(toggle(false))
                XCTAssertFalse(shown.isActive)
                app.root.render(toggle(true).toggleStyle(.checkbox))
                let check = try XCTUnwrap(app.find(role: .toggle) as? CheckButton, app.dump())
                XCTAssertTrue(check.isActive, "made in the update, on")
                XCTAssertEqual(flips.values, [], "G1: state writes are no flips")
                try app.click(check)
                XCTAssertEqual(flips.values, [false], "a person's click reports")
            }
        }
    }
}
