// Proof from outside (CONTRIBUTING.md): written as an app's module would be,
// against the public API of `Gtk` alone; `make lint` (Scripts/outside-proof.sh)
// fails on any C import or call in this folder.

import Gtk
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
                let chart = BarChart(Expense.sample)
                var selected: [(String, Double, Double)] = []
                chart.onSelect = { expense, x, y in selected.append((expense.title, x, y)) }
                let window = Window(application: application)
                window.child = chart.area
                window.setDefaultSize(width: 400, height: 200)
                window.present()
                try await waitUntil { chart.area.isMapped && chart.area.width > 0 }
                XCTAssertTrue(chart.click.widget?.isSameWidget(as: chart.area) ?? false)

                // GTK 4.8 cannot be handed a pointer event from inside the
                // process under Xvfb: the click is the gesture's `pressed`
                // signal, with what GDK would pass (Gtk's emitPressed).
                let column = Double(chart.area.width) / 4
                chart.click.emitPressed(x: column * 3.5, y: 20)
                chart.click.emitPressed(x: column * 0.25, y: 150)
                XCTAssertEqual(selected.map(\.0), ["Books", "Rent"])
                XCTAssertEqual(selected.map(\.1), [column * 3.5, column * 0.25])
                XCTAssertEqual(selected.map(\.2), [20, 150])
                window.destroy()
            }
        }
    }
}
