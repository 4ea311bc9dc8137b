// Written as an app's module would be: it sees the toolkit through `GtkHooks`
// (and `Gtk` for the GTK class it shows) and conforms to the public protocols
// only. A requirement that becomes mandatory for conformers, or a toolkit
// protocol an outside type would have to adopt, stops this file compiling.

import Gtk
import GtkHooks
import GtkTestSupport
import GtkTesting
import XCTest

extension WidgetRole {
    /// The role of ``Meter``.
    fileprivate static let meter = WidgetRole("meter")
}

/// A widget of an outside module, written the way the README asks of an
/// adapter author: the value with its `role` and `modifiers`, then
/// `makeInstance(in:)` and `apply(to:from:)`, and nothing else.
private struct Meter: Widgets.Widget, GtkAdapter {
    static var role: WidgetRole { .meter }
    var modifiers = WidgetModifiers()
    var level: Double

    func makeInstance(in host: GtkHost) -> GtkInstance {
        GtkInstance(widget: Gtk.LevelBar(), view: self)
    }

    func apply(to instance: GtkInstance, from old: Meter?) {
        guard level != old?.level else { return }
        instance.gtk(Gtk.LevelBar.self).value = level
    }
}

/// A component of the outside module that shows the meter among the
/// toolkit's widgets, with a common modifier on it.
private struct Gauge: View {
    var level: Double

    var body: some View {
        VStack {
            Text("Load")
            Meter(level: level).padding(6)
        }
    }
}

final class OutsideConformanceGtkTests: GtkTestCase {
    func testAnOutsideAdapterRendersUpdatesAndTakesModifiers() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(Gauge(level: 0.25)) { app in
                XCTAssertNotNil(app.find(text: "Load"), app.dump())
                let bar = try XCTUnwrap(app.find(role: .meter), app.dump())
                let levelBar = try XCTUnwrap(bar as? Gtk.LevelBar, app.dump())
                XCTAssertEqual(levelBar.value, 0.25, accuracy: 1e-9)
                XCTAssertEqual(bar.margins, Margins(top: 6, trailing: 6, bottom: 6, leading: 6))

                app.root.render(Gauge(level: 0.75))
                XCTAssertTrue(app.find(role: .meter) === bar, "updated in place")
                XCTAssertEqual(levelBar.value, 0.75, accuracy: 1e-9)
                XCTAssertEqual(bar.margins, Margins(top: 6, trailing: 6, bottom: 6, leading: 6))
            }
        }
    }
}
