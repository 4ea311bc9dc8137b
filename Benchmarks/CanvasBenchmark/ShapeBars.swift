// The same 1,000 bars as a `Canvas` of shapes with identity, each bar with an
// accessible label or without: what a labelled shape's accessible element
// costs (BENCHMARKS.md section 11).

import Gtk
import GtkHooks

/// A canvas of 1,000 keyed bar shapes, rendered by a `GtkAppRoot`.
@MainActor final class ShapeBars {
    private let root: GtkAppRoot
    private let labelled: Bool
    private var values: [Double] = []
    private var labels: [String] = []

    /// Bars for `values`, each labelled with its value when `labelled`.
    ///
    /// The labels are made here, not at a render: the figures are those of
    /// the host's work for a label, not of formatting it.
    init(application: Application, values: [Double], labelled: Bool) {
        root = GtkAppRoot(application: application, title: labelled ? "labelled" : "unlabelled")
        self.labelled = labelled
        self.values = values
        labels = values.indices.map { Self.label(of: $0, values[$0]) }
    }

    var window: Gtk.Window { root.windows[0] }

    /// Shows the canvas with no bar yet.
    func showEmpty() { render(count: 0) }

    /// Shows every bar.
    func showBars() { render(count: values.count) }

    /// Sets the bar at `index` to `value` (and its label) and renders.
    func setBar(_ index: Int, to value: Double) {
        values[index] = value
        labels[index] = Self.label(of: index, value)
        render(count: values.count)
    }

    func close() { root.unmount() }

    private static func label(of index: Int, _ value: Double) -> String {
        "Bar \(index + 1): \(Int(value * 100)) %"
    }

    private func render(count: Int) {
        let height = Double(Bars.height)
        let color = Color(red: Bars.red, green: Bars.green, blue: Bars.blue)
        var shapes: [CanvasShape] = []
        shapes.reserveCapacity(count)
        for index in 0..<count {
            let value = values[index]
            let frame = Rect(
                x: Double(index), y: height * (1 - value), width: 1, height: height * value)
            shapes.append(
                CanvasShape(
                    id: index, Rectangle(), in: frame, fill: .color(color),
                    label: labelled ? labels[index] : nil))
        }
        root.render(Canvas(shapes: shapes).frame(width: Bars.width, height: Bars.height))
    }
}
