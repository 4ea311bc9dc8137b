// The table app's logic shared by the headless (ReconcilerBenchmark) and GTK
// (TableBenchmark) runs: what the triggers do to the rows, and one row's view.

import Reconciler
import Widgets

/// What a trigger or a preparation does to the table, with its rows drawn.
public enum TableAction: Sendable {
    case replace([Row])
    case append([Row])
    case updateEveryTenth
    case select(Int?)
    case swapRows
    case remove(Int)
    case clear
    /// Untimed preparation: reach exactly these rows, keeping the rows that
    /// fit, trimming or adding at the end and undoing updated labels.
    case restore([Row])
}

/// The rows in order and the selected row's id.
public struct TableState: Equatable {
    /// The rows, in the order shown.
    public var rows: [Row] = []
    /// The selected row's id, if any.
    public var selected: Int?

    /// A table with `rows` and the row with id `selected` selected.
    public init(rows: [Row] = [], selected: Int? = nil) {
        self.rows = rows
        self.selected = selected
    }
}

/// The app's reducer: `state` after `action`.
public func reduce(_ state: TableState, _ action: TableAction) -> TableState {
    var state = state
    switch action {
    case .replace(let rows), .restore(let rows): state.rows = rows
    case .append(let rows): state.rows += rows
    case .updateEveryTenth:
        for index in stride(from: 0, to: state.rows.count, by: 10) {
            state.rows[index].label += updateSuffix
        }
    case .select(let id): state.selected = id
    case .swapRows:
        if state.rows.count > 998 { state.rows.swapAt(1, 998) }
    case .remove(let id): state.rows.removeAll { $0.id == id }
    case .clear: state.rows = []
    }
    return state
}

/// One row; skipped when equal (memo), like React rows in the benchmark.
public struct RowView: View, Equatable {
    let row: Row
    let isSelected: Bool
    let dispatch: @Sendable (TableAction) -> Void

    /// The view of `row`, with the CSS class `danger` when `isSelected`.
    public init(row: Row, isSelected: Bool, dispatch: @escaping @Sendable (TableAction) -> Void) {
        self.row = row
        self.isSelected = isSelected
        self.dispatch = dispatch
    }

    /// Equal when the row and its selection are: the dispatch is not compared.
    public nonisolated static func == (lhs: RowView, rhs: RowView) -> Bool {
        lhs.row == rhs.row && lhs.isSelected == rhs.isSelected
    }

    /// The id, the label (click selects), a delete button and a spacer.
    public var body: some View {
        let id = row.id
        let dispatch = dispatch
        HStack {
            Text("\(id)")
            Button(row.label) { dispatch(.select(id)) }.cssClass("flat")
            Button(iconName: "window-close-symbolic") { dispatch(.remove(id)) }.cssClass("flat")
            Spacer().expand()
        }
        .cssClass("danger", when: isSelected)
    }
}
