// Where the rows of the triggers come from, and the app's buttons (the state
// and reducer are shared, in TableBenchmarkRows).

import TableBenchmarkRows

/// The one label stream of a process, shared by the buttons and the harness.
@MainActor final class RowSource {
    private var factory = RowFactory()

    /// `count` new rows.
    func make(_ count: Int) -> [Row] { factory.make(count) }
}

/// The app's buttons, in order, and the action each one's handler dispatches.
enum TableButton: Int, CaseIterable {
    case run, runlots, add, update, clear, swaprows

    var title: String { "\(self)" }

    @MainActor func action(_ source: RowSource) -> TableAction {
        switch self {
        case .run: .replace(source.make(1_000))
        case .runlots: .replace(source.make(10_000))
        case .add: .append(source.make(1_000))
        case .update: .updateEveryTenth
        case .clear: .clear
        case .swaprows: .swapRows
        }
    }
}
