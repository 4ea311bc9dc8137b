import XCTest

@testable import Gtk

/// Pango's layout and context, generated, as a widget makes and measures text.
final class PangoTextLayoutTests: GtkTestCase {
    func testAWidgetsLayoutMeasuresAndWrapsItsText() {
        MainActor.assumeIsolated {
            let label = Label("")
            let layout = try? XCTUnwrap(label.createPangoLayout(text: "one two three four"))
            XCTAssertEqual(layout?.text(), "one two three four")
            let oneLine = layout?.pixelSize() ?? (width: 0, height: 0)
            XCTAssertGreaterThan(oneLine.width, 0)
            XCTAssertEqual(layout?.lineCount(), 1)
            // Pango widths are in Pango units (1024 a pixel).
            layout?.setWidth(width: oneLine.width / 3 * 1024)
            layout?.setWrap(wrap: .word)
            XCTAssertGreaterThan(layout?.lineCount() ?? 0, 1, "wrapped at a third of its width")
            XCTAssertGreaterThan(layout?.pixelSize().height ?? 0, oneLine.height)
        }
    }

    func testALabelsOwnLayoutAndContextAreReachable() {
        MainActor.assumeIsolated {
            let label = Label("shown")
            XCTAssertEqual(label.layout()?.text(), "shown")
            XCTAssertNotNil(label.pangoContext())
        }
    }
}
