import Gtk
import GtkTestSupport
import GtkTesting
import XCTest

/// `GdkEvent`s of a real click, made by the X server (``XTestInput``), read
/// where GTK hands them over: a gesture's current event and the legacy
/// controller's `event` signal, whose event is lent for the call only.
final class EventTests: GtkTestCase {
    func testAClickReachesTheHandlersAsAButtonEvent() {
        MainActor.assumeIsolated {
            runApplication { application in
                let input = try XCTUnwrap(XTestInput(), "an X11 display with XTEST")
                let window = Window(application: application)
                window.setDefaultSize(width: 200, height: 200)
                let area = DrawingArea()
                window.child = area
                let click = GestureClick()
                let legacy = EventControllerLegacy()
                area.addController(click)
                area.addController(legacy)
                var pressed: (button: UInt32, type: EventType, x: Double, y: Double)?
                var current: Event?
                click.onPressed { [unowned click] _, _, _ in
                    current = click.currentEvent()
                    if let event = current as? ButtonEvent, let (x, y) = event.position() {
                        pressed = (event.button(), event.eventType(), x, y)
                    }
                }
                var lent: [Event] = []
                var usableDuringSignal = true
                var scrolled: ScrollDirection?
                legacy.onEvent { event in
                    lent.append(event)
                    usableDuringSignal = usableDuringSignal && event.isUsable
                    if let scroll = event as? ScrollEvent { scrolled = scroll.direction() }
                    return false
                }
                window.present()
                try await waitUntil { area.isMapped && area.width > 0 }
                // The X server maps the window after GTK asks it to.
                try await Task.sleep(for: .milliseconds(300))
                input.move(to: window, x: 100, y: 100)
                input.click()
                try await waitUntil { pressed != nil }

                XCTAssertEqual(pressed?.button, 1)
                XCTAssertEqual(pressed?.type, .buttonPress)
                XCTAssertEqual(pressed?.x ?? 0, 100, accuracy: 1)
                XCTAssertEqual(pressed?.y ?? 0, 100, accuracy: 1)
                // An event a method returned holds its own reference: still usable.
                XCTAssertEqual(current?.isUsable, true)
                XCTAssertEqual(current?.typeName, "GdkButtonEvent")
                XCTAssertGreaterThan(current?.time() ?? 0, 0)
                XCTAssertNil(current?.eventSequence(), "a pointer event has no touch sequence")

                try await waitUntil { lent.contains { $0 is ButtonEvent } }
                XCTAssertTrue(usableDuringSignal, "usable while the signal runs")
                XCTAssertTrue(lent.allSatisfy { !$0.isUsable }, "lent events go with their signal")
                // Button 4 is the wheel turned up, which GDK gives as a scroll event.
                input.click(button: 4)
                try await waitUntil { scrolled != nil }
                XCTAssertEqual(scrolled, .up)
                // A key goes to the focused window: the window's own controller reads it.
                let keys = EventControllerLegacy()
                window.addController(keys)
                var typed: (keyval: UInt32, modifiers: ModifierType)?
                keys.onEvent { event in
                    if let key = event as? KeyEvent, key.eventType() == .keyPress {
                        typed = (key.keyval(), key.modifierState())
                    }
                    return false
                }
                input.type(keysym: 0x61)
                try await waitUntil { typed != nil }
                XCTAssertEqual(typed?.keyval, 0x61, "GDK_KEY_a")
                XCTAssertEqual(typed?.modifiers, [])
                current = nil
                lent = []
                window.destroy()
            }
        }
    }
}
