import Gtk
import GtkHost
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

private struct Aligned: View {
    var horizontal: HorizontalAlignment? = .leading
    var vertical: VerticalAlignment? = .top

    var body: some View {
        VStack {
            VStack(alignment: horizontal) {
                Text("wide line of text that sets the width")
                Text("short")
                Text("own").alignment(horizontal: .center)
            }
            HStack(alignment: vertical) {
                Text("tall\nlabel\nhere")
                Text("small")
            }
            Text("base")
                .overlay(alignment: .bottomTrailing) { Text("badge") }
        }
    }
}

/// The x of `text`'s label in its parent's coordinates, its width and the parent's width.
@MainActor private func placement(of text: String, in app: GtkTester) throws -> (
    x: Double, width: Int, parentWidth: Int
) {
    let label = try XCTUnwrap(app.find(text: text), app.dump())
    let parent = try XCTUnwrap(label.parent)
    let origin = try XCTUnwrap(label.translateCoordinates(destWidget: parent, srcX: 0, srcY: 0))
    return (origin.destX, label.width, parent.width)
}

final class AlignmentGtkTests: GtkHostTestCase {
    func testG35StackAlignmentsPlaceChildrenByTheirAllocation() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(Aligned()) { app in
                try await app.waitUntil { app.find(text: "badge")?.isMapped ?? false }
                await app.nextFrame()
                let short = try placement(of: "short", in: app)
                XCTAssertEqual(short.x, 0, "leading: at the start")
                XCTAssertLessThan(short.width, short.parentWidth / 2)
                let own = try placement(of: "own", in: app)
                XCTAssertGreaterThan(own.x, 10, "a child's own alignment wins")

                app.root.render(Aligned(horizontal: .trailing, vertical: .bottom))
                await app.nextFrame()
                let trailing = try placement(of: "short", in: app)
                XCTAssertEqual(
                    trailing.x + Double(trailing.width), Double(trailing.parentWidth), accuracy: 1,
                    "trailing: at the end")

                let small = try XCTUnwrap(app.find(text: "small"))
                let tall = try XCTUnwrap(app.find(text: "tall\nlabel\nhere"))
                let smallY = try XCTUnwrap(
                    small.translateCoordinates(destWidget: tall, srcX: 0, srcY: 0))
                XCTAssertEqual(
                    smallY.destY + Double(small.height), Double(tall.height), accuracy: 1,
                    "bottom: ends with the tall label")

                app.root.render(Aligned(horizontal: nil, vertical: .firstTextBaseline))
                await app.nextFrame()
                XCTAssertEqual(small.verticalAlignment, .baseline)
                let filled = try placement(of: "short", in: app)
                XCTAssertEqual(filled.width, filled.parentWidth, "no alignment: stretched")

                let badge = try placement(of: "badge", in: app)
                XCTAssertEqual(
                    badge.x + Double(badge.width), Double(badge.parentWidth), accuracy: 1,
                    "overlay(alignment: .bottomTrailing) puts the badge at the end")
                XCTAssertTrue(try XCTUnwrap(app.find(text: "badge")).parent is Overlay)
            }
        }
    }
}
