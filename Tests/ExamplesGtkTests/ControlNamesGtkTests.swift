import Gtk
import GtkHooks
import GtkTesting
import XCTest

@testable import Gallery
@testable import Notes
@testable import TimerDemo
@testable import TripPlanner

/// The GTK types of the controls a person operates, whose accessible name
/// AT-SPI reads: without one, it reads the type name (`GtkExpander`).
private let controlTypes: Set<String> = [
    "GtkButton", "GtkToggleButton", "GtkExpander", "GtkEntry", "GtkPasswordEntry",
    "GtkSearchEntry", "GtkCheckButton", "GtkLinkButton", "GtkMenuButton", "GtkColorButton",
    "GtkDropDown", "GtkSwitch",
]

/// GTK's own composite widgets, whose inner buttons GTK names itself (a spin
/// button's + and -, a window's title-bar buttons, a menu button's or stack
/// switcher's buttons, labelled by their label).
///
/// A `GtkCalendar` is not one:
/// GTK 4.8 leaves its arrows unnamed, and the toolkit names them (G126).
private let namedByGtk: Set<String> = [
    "GtkSpinButton", "GtkWindowControls", "GtkMenuButton", "GtkStackSwitcher",
]

/// The controls of `app` GTK would read without a name or with its type
/// name: neither an accessible label nor a label of their own.
@MainActor private func unnamedControls(in app: GtkTester) -> [String] {
    app.allWidgets.filter { widget in
        guard controlTypes.contains(widget.typeName), widget.isMapped else { return false }
        var parent = widget.parent
        while let next = parent {
            if namedByGtk.contains(next.typeName) { return false }
            parent = next.parent
        }
        let name = widget.accessibleLabel ?? ownLabel(of: widget)
        return name?.isEmpty != false || name?.hasPrefix("Gtk") == true
    }
    .map { "\($0.typeName) in \($0.parent?.typeName ?? "nothing")" }
}

/// The label GTK names a button by: its `label` property (a switch or
/// entry has none of its own).
@MainActor private func ownLabel(of widget: Gtk.Widget) -> String? {
    ["GtkButton", "GtkToggleButton", "GtkCheckButton", "GtkLinkButton"].contains(widget.typeName)
        ? widget.displayedText : nil
}

final class ControlNamesGtkTests: ExampleTestCase {
    func testG123EveryShownControlOfTheExamplesHasANameGtkReadsNotItsType() throws {
        try MainActor.assumeIsolated {
            let examples: [(String, any View)] = [
                ("Gallery", GalleryView()), ("Notes", NotesView()),
                ("TimerDemo", TimerDemoView()), ("TripPlanner", TripPlannerView()),
            ]
            for (name, view) in examples {
                try GtkTester.run(view) { app in
                    try await app.waitUntilMapped()
                    await app.nextFrame()
                    XCTAssertEqual(unnamedControls(in: app), [], name)
                }
            }
        }
    }
}
