import Gtk
import GtkHooks
import GtkTesting
import XCTest

@testable import TripPlanner

final class TripPlannerGtkTests: ExampleTestCase {
    func testTheOutsideWidgetsAndTheInlineNoteWorkInAWindow() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(TripPlannerView()) { app in
                XCTAssertEqual(app.find(role: .calendar)?.typeName, "GtkCalendar", app.dump())
                XCTAssertEqual(app.find(label: "Packed")?.typeName, "GtkLevelBar")
                XCTAssertEqual(app.find(role: .expander)?.typeName, "GtkExpander")

                let passport = try XCTUnwrap(app.findAll(role: .toggle).first, app.dump())
                try app.toggle(passport)
                await app.nextFrame()
                XCTAssertNotNil(app.find(text: "Packed 1 of 4"), app.dump())

                let note = try XCTUnwrap(app.find(label: "Note") as? Entry, app.dump())
                XCTAssertTrue(app.find(role: .native) === note)
                try app.type("Bring snacks", into: note)
                await app.nextFrame()
                XCTAssertEqual(note.text, "Bring snacks")
                try app.click(text: "Edit note")
            }
        }
    }
}
