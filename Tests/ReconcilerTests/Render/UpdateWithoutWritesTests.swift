import Reconciler
import TestHost
import Testing
import Widgets

/// A host widget: the value last handed to it.
@MainActor private final class Shown {
    var view: any PrimitiveView
    var children: [Shown] = []
    init(_ view: any PrimitiveView) { self.view = view }
}

/// A host that takes, during the diff, every update between buttons of the
/// same title, and counts what the commit asks of it.
@MainActor private final class TitleHost: Host {
    var updates = 0
    var takenDuringDiff = 0

    func create(_ widget: any PrimitiveView) -> Shown { Shown(widget) }

    func update(_ instance: Shown, from old: any PrimitiveView, to new: any PrimitiveView) {
        updates += 1
        instance.view = new
    }

    func insert(_ child: Shown, into parent: Shown, at index: Int) {
        parent.children.insert(child, at: index)
    }

    func move(_ child: Shown, in parent: Shown, from source: Int, to destination: Int) {
        parent.children.insert(parent.children.remove(at: source), at: destination)
    }

    func remove(_ child: Shown, from parent: Shown, at index: Int) {
        parent.children.remove(at: index)
    }

    func updateWithoutWrites(
        _ instance: Shown, from old: any PrimitiveView, to new: any PrimitiveView
    ) -> Bool {
        guard let old = old as? Button, let new = new as? Button, old.title == new.title
        else { return false }
        takenDuringDiff += 1
        instance.view = new
        return true
    }
}

@MainActor struct UpdateWithoutWritesTests {
    private func tap(_ shown: Shown) {
        (shown.view as? Button)?.action()
    }

    @Test("an update the host takes during the diff is not applied again by the commit")
    func takenUpdatesSkipTheCommit() throws {
        let host = TitleHost()
        let root = Shown(VStack {})
        let renderer = Renderer(host: host, container: root, scheduler: ManualScheduler())
        var tapped: [Int] = []
        for pass in 1...3 {
            renderer.render(Button("same") { tapped.append(pass) })
        }
        #expect(host.updates == 0)
        #expect(host.takenDuringDiff == 2)
        // The widget holds the action of the last render.
        tap(try #require(root.children.first))
        #expect(tapped == [3])
    }

    @Test("an update the host declines is applied by the commit, once")
    func declinedUpdatesReachTheCommit() throws {
        let host = TitleHost()
        let root = Shown(VStack {})
        let renderer = Renderer(host: host, container: root, scheduler: ManualScheduler())
        renderer.render(Button("one") {})
        renderer.render(Button("two") {})
        #expect(host.updates == 1)
        #expect(host.takenDuringDiff == 0)
        let button = try #require(root.children.first?.view as? Button)
        #expect(button.title == "two")
    }
}
