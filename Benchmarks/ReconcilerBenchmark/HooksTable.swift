// The GtkHooks side: the table app mounted on TestHost, with the renderer's
// profile on so render, diff and commit are timed separately.

@_spi(Testing) import Reconciler
import TableBenchmarkRows
import TestHost
import Widgets

extension TableController {
    /// The row ids in order, read from the rendered tree.
    var rows: [Int] { rowBoxes.compactMap { Int($0.children.first?.text ?? "") } }

    var rowBoxes: [TestWidget] {
        host?.find(type: ScrollView.self)?.children.first?.children ?? []
    }
}

@MainActor final class HooksTable {
    let controller = TableController()
    let host = TestHost(flushesAfterActions: false)
    var baseRows: [Row] = []

    init() {
        controller.host = host
        host.render(TableApp(controller: controller))
        host.flush()
        host.renderer.profile.isEnabled = true
    }

    /// Reaches `start` with untimed work.
    func prepare(_ start: StartState) {
        if baseRows.count != start.rows { baseRows = controller.factory.make(start.rows) }
        controller.send(.replace(baseRows))
        controller.send(.select(start.selected.map { baseRows[$0 - 1].id } ?? 0))
        host.flush()
    }
}
