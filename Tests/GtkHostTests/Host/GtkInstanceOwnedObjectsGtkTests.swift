import Gtk
import GtkHost
import GtkTesting
import Reconciler
import Widgets
import XCTest

/// A check box in a box, adapted the way a module outside the toolkit adapts
/// a view, through the public API only: the check box is an inner widget,
/// made again (and owned again) whenever the title changes, and its handler
/// calls `onChange` without comparing with the props.
private struct Reminder: Widgets.Widget, GtkAdapter {
    static var role: WidgetRole { .toggle }
    var title: String
    var isOn: Bool
    var onChange: @MainActor (Bool) -> Void
    var modifiers = WidgetModifiers()

    func makeInstance(in host: GtkHost) -> GtkInstance {
        GtkInstance(widget: Box(.horizontal), view: self)
    }

    func apply(to instance: GtkInstance, from old: Reminder?) {
        let box = instance.gtk(Box.self)
        if title != old?.title {
            if let previous = instance.ownedObjects.first as? CheckButton {
                box.remove(previous)
                instance.disown(previous)
            }
            let check = instance.own(CheckButton())
            check.label = title
            check.onToggled { [handle = instance.handle, weak check] in
                guard let check else { return }
                handle.instance?.props(Reminder.self)?.onChange(check.isActive)
            }
            box.append(check)
        }
        guard let check = instance.ownedObjects.first as? CheckButton else { return }
        if check.isActive != isOn { check.isActive = isOn }
    }
}

final class GtkInstanceOwnedObjectsGtkTests: GtkHostTestCase {
    func testG1WritesToAnOwnedInnerWidgetNeverEchoEvenWhenItIsMadeDuringTheUpdate() throws {
        try MainActor.assumeIsolated {
            let changes = Recorder<Bool>()
            let reminder = { (title: String, isOn: Bool) in
                Reminder(title: title, isOn: isOn) { changes.record($0) }
            }
            try GtkTester.run(reminder("Remind me", true)) { app in
                let check = try XCTUnwrap(app.find(role: .toggle) as? CheckButton, app.dump())
                XCTAssertTrue(check.isActive)
                XCTAssertEqual(changes.values, [], "G1: a check box made on, not a flip")

                try app.click(check)
                XCTAssertEqual(changes.values, [false], "a person's click reports")

                app.root.render(reminder("Remind me", true))
                XCTAssertTrue(check.isActive)
                XCTAssertEqual(changes.values, [false], "G1: a state write is not a flip")

                app.root.render(reminder("Remind me later", true))
                let remade = try XCTUnwrap(app.find(role: .toggle) as? CheckButton, app.dump())
                XCTAssertFalse(remade === check, "made again for the new title")
                XCTAssertTrue(remade.isActive)
                XCTAssertEqual(changes.values, [false], "G1: no echo from the part made again")
                app.root.render(reminder("Remind me later", false))
                XCTAssertFalse(remade.isActive)
                XCTAssertEqual(changes.values, [false], "G1: a state write is not a flip")

                try app.click(remade)
                XCTAssertEqual(changes.values, [false, true], "the new part reports clicks")
                app.root.render(EmptyView())
                await app.nextFrame()
                XCTAssertNil(app.find(role: .toggle))
            }
        }
    }
}
