// Proof from outside (CONTRIBUTING.md): written as an app's module would be,
// against the public API of `Gtk` alone; `make lint` (Scripts/outside-proof.sh)
// fails on any C import or call in this folder.

import Gtk

/// The ledger's chart: one bar per expense, drawn with cairo, that answers
/// a click on a bar with its expense.
///
/// The bars share the width equally, left to right in the order of
/// `expenses`, each as tall as its amount over the largest amount, standing
/// on the bottom edge, in ``barColor`` on a ``backgroundColor`` ground.
@MainActor
final class BarChart {
    /// The ground, as red, green and blue from 0 to 1: white.
    static let backgroundColor = (red: 1.0, green: 1.0, blue: 1.0)
    /// The bars, as red, green and blue from 0 to 1: pure blue.
    static let barColor = (red: 0.0, green: 0.0, blue: 1.0)

    let area = DrawingArea()
    let click = GestureClick()
    var expenses: [Expense] {
        didSet { area.queueDraw() }
    }
    /// Called with the expense whose column a click pressed, and where.
    var onSelect: (Expense, Double, Double) -> Void = { _, _, _ in }

    init(_ expenses: [Expense]) {
        self.expenses = expenses
        area.setDrawFunc { [unowned self] _, context, width, height in
            draw(in: context, width: Double(width), height: Double(height))
        }
        click.onPressed { [unowned self] _, x, y in
            guard let expense = expense(atX: x) else { return }
            onSelect(expense, x, y)
        }
        area.addController(click)
    }

    /// The expense whose column holds `x`, in the area's coordinates.
    func expense(atX x: Double) -> Expense? {
        guard !expenses.isEmpty, area.width > 0, x >= 0 else { return nil }
        let index = Int(x / (Double(area.width) / Double(expenses.count)))
        return index < expenses.count ? expenses[index] : nil
    }

    private func draw(in context: Cairo.Context, width: Double, height: Double) {
        let ground = Self.backgroundColor
        context.setSource(red: ground.red, green: ground.green, blue: ground.blue)
        context.paint()
        guard let largest = expenses.map(\.amount).max(), largest > 0 else { return }
        let bar = Self.barColor
        context.setSource(red: bar.red, green: bar.green, blue: bar.blue)
        let columnWidth = width / Double(expenses.count)
        for (index, expense) in expenses.enumerated() {
            let barHeight = height * Double(expense.amount) / Double(largest)
            context.rectangle(
                x: Double(index) * columnWidth, y: height - barHeight, width: columnWidth,
                height: barHeight)
        }
        context.fill()
    }
}
