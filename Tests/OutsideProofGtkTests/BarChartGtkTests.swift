// Proof from outside (CONTRIBUTING.md): written as an app's module would be,
// against the public API of `Gtk` alone; `make lint` (Scripts/outside-proof.sh)
// fails on any C import or call in this folder.

import Gtk
import GtkTestSupport
import GtkTesting
import XCTest

/// The ledger's chart on real GTK: a drawing area painted through the typed
/// cairo layer, and a click gesture on it.
final class BarChartGtkTests: GtkTestCase {
    func testTheBarsArePaintedToScale() {
        MainActor.assumeIsolated {
            runApplication { application in
                // Rent 900 (full height), Groceries 120, Taxi 35, Books 60.
                let chart = BarChart(Expense.sample)
                let window = Window(application: application)
                window.child = chart.area
                window.setDefaultSize(width: 400, height: 200)
                window.present()
                try await waitUntil { chart.area.isMapped && chart.area.renderPixels() != nil }
                let pixels = try XCTUnwrap(chart.area.renderPixels())
                XCTAssertEqual(pixels.width, chart.area.width)
                let blue = Pixel(red: 0, green: 0, blue: 255)
                let white = Pixel(red: 255, green: 255, blue: 255)
                let column = pixels.width / 4
                // The middle of each column, near the top and near the bottom.
                func sample(_ index: Int, fromTop fraction: Double) -> Pixel {
                    pixels.pixel(
                        x: index * column + column / 2,
                        y: Int(Double(pixels.height - 1) * fraction))
                }
                XCTAssertEqual(sample(0, fromTop: 0.05), blue, "Rent fills its column")
                XCTAssertEqual(sample(1, fromTop: 0.5), white, "Groceries is 2/15 tall")
                XCTAssertEqual(sample(1, fromTop: 0.95), blue)
                XCTAssertEqual(sample(2, fromTop: 0.9), white, "Taxi is 7/180 tall")
                XCTAssertEqual(sample(2, fromTop: 0.99), blue)

                // A fifth bar first: Rent's full height moves to the second
                // column, where Groceries' ground was.
                chart.expenses = [Expense(id: 9, title: "Fee", amount: 1)] + chart.expenses
                try await waitUntil {
                    chart.area.renderPixels().map {
                        $0.pixel(x: $0.width * 3 / 10, y: $0.height / 20) == blue
                    } ?? false
                }
                let redrawn = try XCTUnwrap(chart.area.renderPixels())
                XCTAssertEqual(redrawn.pixel(x: redrawn.width / 10, y: redrawn.height / 20), white)
                window.destroy()
            }
        }
    }

    func testAClickReachesTheHandlerWithItsBarAndCoordinates() {
        MainActor.assumeIsolated {
            runApplication { application in
                let input = try XCTUnwrap(XTestInput(), "an X11 display with XTEST")
                let chart = BarChart(Expense.sample)
                var selected: [(String, Double, Double)] = []
                chart.onSelect = { expense, x, y in selected.append((expense.title, x, y)) }
                let window = Window(application: application)
                window.child = chart.area
                window.setDefaultSize(width: 400, height: 200)
                window.present()
                try await waitUntil { chart.area.isMapped && chart.area.width > 0 }
                XCTAssertTrue(chart.click.widget?.isSameWidget(as: chart.area) ?? false)
                // The X server maps the window after GTK asks it to.
                try await Task.sleep(for: .milliseconds(300))

                // A real click, made by the X server (the harness's XTEST
                // input), in the fourth column: Books.
                let column = chart.area.width / 4
                input.move(to: window, x: Int32(column * 3 + column / 2), y: 30)
                input.click()
                try await waitUntil { !selected.isEmpty }
                XCTAssertEqual(selected.map(\.0), ["Books"])
                XCTAssertEqual(selected.first?.1 ?? 0, Double(column * 3 + column / 2), accuracy: 1)
                XCTAssertEqual(selected.first?.2 ?? 0, 30, accuracy: 1)
                window.destroy()
            }
        }
    }
}
