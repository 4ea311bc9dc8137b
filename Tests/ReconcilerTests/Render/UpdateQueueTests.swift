import Hooks
import Testing
import Widgets

@testable import Reconciler

private struct Setter: View {
    var body: some View { Text("setter") }
}

private struct Owner: View {
    var body: some View { Text("owner") }
}

@MainActor private func node(_ element: Element = Element.empty, parent: Node? = nil) -> Node {
    Node(
        element: element, parent: parent,
        context: DiffContext(environment: EnvironmentValues(), generation: 0, modifiers: []))
}

@MainActor struct UpdateQueueTests {
    @Test("only the first update of a batch asks for a pass, and none while one runs")
    func oneRequestPerBatch() {
        let queue = UpdateQueue()
        let (first, second) = (node(), node())
        #expect(queue.enqueue(first, duringPassiveEffects: false))
        #expect(!queue.enqueue(second, duringPassiveEffects: false))
        #expect(!queue.enqueue(first, duringPassiveEffects: false))
        #expect(queue.takeBatch().count == 2)

        // A node stays dirty until it renders: the next batch needs another.
        queue.isRenderScheduled = false
        queue.isRendering = true
        #expect(!queue.enqueue(node(), duringPassiveEffects: false))
        #expect(!queue.isEmpty)
        queue.isRendering = false
        _ = queue.takeBatch()
        #expect(queue.enqueue(node(), duringPassiveEffects: false))
    }

    @Test("a batch is handed out parents first and leaves the queue empty")
    func parentsFirst() {
        let queue = UpdateQueue()
        let parent = node()
        let child = node(parent: parent)
        _ = queue.enqueue(child, duringPassiveEffects: false)
        _ = queue.enqueue(parent, duringPassiveEffects: false)
        #expect(
            queue.takeBatch().map(ObjectIdentifier.init)
                == [parent, child].map(ObjectIdentifier.init))
        #expect(queue.isEmpty)
    }

    @Test("a dirty or unmounted component is not queued again")
    func queuedOnce() {
        let queue = UpdateQueue()
        let (dirty, unmounted) = (node(), node())
        unmounted.isMounted = false
        _ = queue.enqueue(dirty, duringPassiveEffects: false)
        _ = queue.enqueue(dirty, duringPassiveEffects: false)
        _ = queue.enqueue(unmounted, duringPassiveEffects: false)
        #expect(queue.takeBatch().count == 1)
        #expect(!unmounted.isDirty)
    }

    @Test("B5 passes caused only by effects are admitted up to the loop limit")
    func effectPassLimit() {
        let queue = UpdateQueue()
        _ = queue.enqueue(node(), duringPassiveEffects: true)
        for _ in 0..<passiveUpdateLoopLimit { #expect(queue.admitsScheduledPass()) }
        #expect(!queue.admitsScheduledPass())
        queue.resetEffectPassCount()
        #expect(queue.admitsScheduledPass())

        let fromEvent = UpdateQueue()
        _ = fromEvent.enqueue(node(), duringPassiveEffects: false)
        for _ in 0...passiveUpdateLoopLimit { #expect(fromEvent.admitsScheduledPass()) }
    }

    @Test("B5 a render that sets another component's state is named until the next round")
    func updateDuringRender() {
        let queue = UpdateQueue()
        let setter = node(Element(Setter()))
        let owner = node(Element(Owner()), parent: setter)
        queue.rendering(setter) { _ = queue.enqueue(owner, duringPassiveEffects: false) }
        #expect(queue.layoutLoopCause.hasPrefix("Setter sets the state of Owner while it renders"))
        queue.startRound()
        #expect(queue.layoutLoopCause.hasPrefix("a layout effect sets state on every commit"))
    }
}
