import Reconciler

/// The host a `TestHost`'s renderer calls: it forwards every call to the
/// `TestHost` without keeping it alive.
///
/// The `TestHost` owns its renderer, so a renderer holding the `TestHost`
/// itself would keep both, and the whole mounted tree, alive after the test
/// dropped the host.
@MainActor final class TestHostCalls: VirtualizingHost, ScrollingHost {
    private weak var target: TestHost?

    init(_ target: TestHost) { self.target = target }

    private var host: TestHost {
        guard let target else {
            preconditionFailure(
                "a TestHost's renderer was used after the TestHost was released: keep the TestHost")
        }
        return target
    }

    func create(_ widget: any PrimitiveView) -> TestWidget { host.create(widget) }

    func update(_ instance: TestWidget, from old: any PrimitiveView, to new: any PrimitiveView) {
        host.update(instance, from: old, to: new)
    }

    func insert(_ child: TestWidget, into parent: TestWidget, at index: Int) {
        host.insert(child, into: parent, at: index)
    }

    func move(_ child: TestWidget, in parent: TestWidget, from source: Int, to destination: Int) {
        host.move(child, in: parent, from: source, to: destination)
    }

    func remove(_ child: TestWidget, from parent: TestWidget, at index: Int) {
        host.remove(child, from: parent, at: index)
    }

    func makeRowContainer() -> TestWidget { host.makeRowContainer() }

    func scrollIntoView(_ instance: TestWidget, anchor: ScrollAnchor?) -> Bool {
        host.scrollIntoView(instance, anchor: anchor)
    }

    func releaseRowContainer(_ container: TestWidget) {}

    func virtualizedRows(of instance: TestWidget) -> VirtualizedRows? { instance.viewport?.rows }
}
