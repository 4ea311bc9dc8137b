import Gtk
import GtkHost
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

private struct Panes: View {
    /// The width of a label beside the split view, in a window of 900.
    var besides = 300
    var position = 200
    var growing: Set<Int> = [1]
    let moves: Recorder<Int>

    var body: some View {
        Widgets.Window("Split", width: 900, height: 300) {
            HStack {
                HSplitView {
                    Text("sidebar").frame(width: 120)
                    Text("editor").frame(width: 150)
                }
                .splitPosition(Binding(get: { position }, set: { moves.record($0) }))
                .growingPanes(growing)
                Text("beside").frame(width: besides)
            }
        }
    }
}

final class SplitViewGtkTests: GtkHostTestCase {
    func testG20APositionFromCodeMovesTheDividerAndADragWritesTheBinding() throws {
        try MainActor.assumeIsolated {
            let moves = Recorder<Int>()
            try GtkTester.run(Panes(moves: moves)) { app in
                let split = try XCTUnwrap(app.allWidgets.first { $0 is Paned } as? Paned)
                XCTAssertEqual(split.viewRole, WidgetRole.splitView.name)
                XCTAssertEqual(split.position, 200)
                app.root.render(Panes(position: 260, moves: moves))
                XCTAssertEqual(split.position, 260)
                await app.nextFrame()
                XCTAssertEqual(moves.values, [], "G1: a position from code is not written back")

                try app.dragDivider(of: split, to: 300)
                XCTAssertEqual(moves.values, [300])
                // A pane is not made smaller than its minimum width.
                try app.dragDivider(of: split, to: 10)
                await app.nextFrame()
                XCTAssertGreaterThanOrEqual(split.position, 120)
                XCTAssertEqual(moves.values.last, Int(split.position))
            }
        }
    }

    func testG21TheGrowingPaneTakesTheWidthTheWindowGains() throws {
        try MainActor.assumeIsolated {
            let moves = Recorder<Int>()
            try GtkTester.run(Panes(moves: moves)) { app in
                let split = try XCTUnwrap(app.allWidgets.first { $0 is Paned } as? Paned)
                XCTAssertFalse(split.resizeStartChild)
                XCTAssertTrue(split.resizeEndChild)
                XCTAssertFalse(split.shrinkStartChild, "a pane keeps its minimum size")
                let width = split.width
                app.root.render(Panes(besides: 100, moves: moves))
                try await app.waitUntil { split.width > width }
                await app.nextFrame()
                XCTAssertEqual(split.width, width + 200)
                XCTAssertEqual(split.position, 200, "the editor took the 200 pixels")

                app.root.render(Panes(besides: 100, growing: [0, 1], moves: moves))
                XCTAssertTrue(split.resizeStartChild)
                app.root.render(Panes(besides: 300, growing: [0], moves: moves))
                try await app.waitUntil { split.width == width }
                await app.nextFrame()
                XCTAssertLessThan(split.position, 200, "the sidebar gave up the width")
                XCTAssertEqual(
                    moves.values, [Int(split.position)], "the binding holds where GTK put it")
            }
        }
    }

    func testG22ThreePanesNestASecondPanedWithItsOwnDivider() throws {
        try MainActor.assumeIsolated {
            let second = Recorder<Int>()
            let view = VSplitView {
                Text("one")
                Text("two")
                Text("three")
            }
            .splitPosition(Binding(get: { 80 }, set: { second.record($0) }), divider: 1)
            try GtkTester.run(view) { app in
                let root = try XCTUnwrap(app.find(role: .splitView) as? Paned, app.dump())
                let dividers = app.dividers(of: root)
                XCTAssertEqual(dividers.count, 2)
                XCTAssertEqual(dividers[1].orientation, .vertical)
                XCTAssertEqual(dividers[1].position, 80)
                XCTAssertEqual((root.startChild as? Gtk.Label)?.text, "one")
                XCTAssertEqual((dividers[1].endChild as? Gtk.Label)?.text, "three")
                try app.dragDivider(1, of: root, to: 60)
                XCTAssertEqual(second.values, [60])

                app.root.render(
                    VSplitView {
                        Text("one")
                        Text("two")
                    })
                XCTAssertNil(root.endChild as? Paned, "two panes need one paned")
                XCTAssertEqual((root.endChild as? Gtk.Label)?.text, "two")

                app.root.render(
                    VSplitView {
                        Text("one")
                        Text("two")
                    }
                    .splitPosition(.constant(10), divider: 1))
                XCTAssertTrue(
                    Log.recentWarnings.last?.hasPrefix(
                        "VSplitView: splitPosition is set for divider 1, but its 2 panes") == true,
                    "\(Log.recentWarnings.suffix(1))")
            }
        }
    }
}
