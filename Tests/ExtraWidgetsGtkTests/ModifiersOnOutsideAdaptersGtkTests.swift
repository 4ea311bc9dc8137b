import ExtraWidgets
import Gtk
import GtkHost
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

/// The nearest widget around `widget` (or itself) of GTK type `typeName`.
@MainActor private func ancestor(of widget: Gtk.Widget?, typed typeName: String) -> Gtk.Widget? {
    var current = widget
    while let candidate = current, candidate.typeName != typeName { current = candidate.parent }
    return current
}

final class ModifiersOnOutsideAdaptersGtkTests: ExtraWidgetsTestCase {
    func testG98TypographyAndAppearanceModifiersReachAnAdapterFromOutside() throws {
        try MainActor.assumeIsolated {
            let view = VStack {
                Expander("Details", isExpanded: .constant(true)) { Text("inside") }
                    .font(.largeTitle)
                    .italic()
                    .opacity(0.5)
                    .help("More about it")
                    .disabled()
                    .controlSize(.small)
                Text("outside")
            }
            try GtkTester.run(view) { app in
                await app.nextFrame()
                let expander = try XCTUnwrap(
                    ancestor(of: app.find(text: "Details"), typed: "GtkExpander"), app.dump())
                XCTAssertTrue(expander.hasCSSClass("title-1"))
                XCTAssertTrue(expander.hasCSSClass("gtkhooks-control-small"))
                // GTK keeps an opacity in steps of 1/255.
                XCTAssertEqual(expander.opacity, 0.5, accuracy: 1.0 / 255)
                XCTAssertEqual(expander.tooltip, "More about it")
                let inside = try XCTUnwrap(app.find(text: "inside"))
                XCTAssertTrue(inside.stateFlags().contains(.insensitive))
                let font = try XCTUnwrap(inside.pangoContext()?.fontDescription())
                XCTAssertEqual(font.weight().rawValue, 800, "title-1's weight reaches the content")
                XCTAssertEqual(font.style(), .italic)
                let outside = try XCTUnwrap(app.find(text: "outside"))
                let plain = try XCTUnwrap(outside.pangoContext()?.fontDescription())
                XCTAssertEqual(plain.style(), .normal)
                XCTAssertFalse(outside.stateFlags().contains(.insensitive))
            }
        }
    }
}

final class AccessibilityOnOutsideAdaptersGtkTests: ExtraWidgetsTestCase {
    func testG104AccessibilityModifiersReachAnAdapterFromOutside() throws {
        try MainActor.assumeIsolated {
            let view = Expander("Details", isExpanded: .constant(true)) { Text("inside") }
                .accessibilityLabel("More details")
                .accessibilityHint("Shows the order's lines")
                .accessibilityValue("open")
                .accessibilityHidden(true)
                .accessibilityAddTraits(.isHeader)
            try GtkTester.run(view) { app in
                let expander = try XCTUnwrap(app.find(label: "More details"), app.dump())
                XCTAssertEqual(expander.typeName, "GtkExpander")
                XCTAssertEqual(expander.accessibleDescriptionIs("Shows the order's lines"), true)
                XCTAssertEqual(expander.accessibleValueTextIs("open"), true)
                XCTAssertEqual(expander.accessibleHiddenState, true)
                XCTAssertEqual(expander.accessibleLevelIs(1), true)
            }
        }
    }
}
