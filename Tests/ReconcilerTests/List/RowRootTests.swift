import Hooks
import TestHost
import Testing
import Widgets

@testable import Reconciler

// What each row root of a virtualized list keeps: a list shows a few hundred
// of them at once (and pools more), so every byte a root keeps counts.

/// A widget of `RowsHost`: its children, nothing else.
@MainActor private final class Node {
    var children: [Node] = []
}

/// A virtualizing host that records the tree and nothing more.
@MainActor private final class RowsHost: VirtualizingHost {
    func create(_ widget: any PrimitiveView) -> Node { Node() }
    func update(_ instance: Node, from old: any PrimitiveView, to new: any PrimitiveView) {}
    func insert(_ child: Node, into parent: Node, at index: Int) {
        parent.children.insert(child, at: index)
    }
    func move(_ child: Node, in parent: Node, from source: Int, to destination: Int) {
        parent.children.insert(parent.children.remove(at: source), at: destination)
    }
    func remove(_ child: Node, from parent: Node, at index: Int) {
        parent.children.remove(at: index)
    }
    func makeRowContainer() -> Node { Node() }
    func releaseRowContainer(_ container: Node) {}
    func virtualizedRows(of instance: Node) -> VirtualizedRows? { nil }
}

private struct Slot: RowSlot {
    let slotID: UInt
    let position: Int
    func show(_ container: AnyObject?) {}
}

/// A row with hook state, so `VirtualizedRows` keeps its root by key.
private struct Counter: HookView {
    let id: Int

    var hookBody: some View {
        let count = useState(0)
        HStack {
            Text("row \(id) count \(count.wrappedValue)")
            Button("add \(id)") { count.wrappedValue += 1 }
        }
    }
}

@MainActor struct RowRootTests {
    /// Rows 0 to 2 of a list, bound; `body` gets the renderer of each.
    private func boundRows(_ body: (Renderer) -> Void) {
        let rows = VirtualizedRows(host: RowsHost(), scheduler: ManualScheduler())
        rows.update(List(Array(0..<10), id: \.self) { Counter(id: $0) })
        for position in 0..<3 { rows.bind(Slot(slotID: UInt(position), position: position)) }
        var seen = 0
        rows.visitKeptRows { _, renderer in
            seen += 1
            body(renderer)
        }
        #expect(seen == 3)
        rows.release()
    }

    @Test("the row roots of one list share one type-erased host")
    func rootsShareTheirHost() {
        var hosts = Set<ObjectIdentifier>()
        boundRows { hosts.insert(ObjectIdentifier($0.host)) }
        #expect(hosts.count == 1)
    }

    @Test("a row root keeps no buffer of host operations after its render")
    func rootsKeepNoOperationsBuffer() {
        var capacities: [Int] = []
        boundRows { capacities.append($0.operations.capacity) }
        #expect(capacities == [0, 0, 0])
    }
}
