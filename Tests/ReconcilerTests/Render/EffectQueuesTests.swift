import Hooks
import Testing

@testable import Reconciler

/// A mounted scope whose every render has a layout and a passive effect, each logging.
@MainActor private final class Scope {
    let node = Node(
        element: Element.empty, parent: nil,
        context: DiffContext(environment: EnvironmentValues(), generation: 0, modifiers: []))
    var log: [String] = []
    var sawRunningPassive: [Bool] = []

    init() { node.dispatcher = HookDispatcher(componentName: "Scope", onUpdate: {}) }

    func render(_ queues: EffectQueues) {
        node.dispatcher?.render {
            useLayoutEffect {
                self.log.append("layout")
                return { self.log.append("layout cleanup") }
            }
            useEffect {
                self.log.append("effect")
                self.sawRunningPassive.append(queues.isRunningPassive)
                return { self.log.append("cleanup") }
            }
        }
    }

    func take() -> [String] {
        defer { log.removeAll() }
        return log
    }
}

@MainActor struct EffectQueuesTests {
    @Test("E4 a commit runs layout cleanups then layout effects; passive work waits for its run")
    func layoutAtCommitPassiveLater() {
        let queues = EffectQueues()
        let scope = Scope()
        scope.render(queues)
        queues.enqueue(scope.node)
        queues.runLayoutEffects()
        #expect(scope.take() == ["layout"])
        #expect(queues.hasPendingPassive)
        queues.runPassive()
        #expect(scope.take() == ["effect"])
        #expect(!queues.hasPendingPassive)

        scope.render(queues)
        queues.enqueue(scope.node)
        queues.runLayoutEffects()
        #expect(scope.take() == ["layout cleanup", "layout"])
        queues.runPassive()
        #expect(scope.take() == ["cleanup", "effect"])
        #expect(scope.sawRunningPassive == [true, true])
        #expect(!queues.isRunningPassive)
    }

    @Test("E5 a removed scope runs its layout cleanups at commit and its passive ones in the run")
    func removedScopeTornDown() {
        let queues = EffectQueues()
        let scope = Scope()
        scope.render(queues)
        queues.enqueue(scope.node)
        queues.runLayoutEffects()
        queues.runPassive()
        _ = scope.take()

        scope.node.isMounted = false
        queues.delete(scope.node)
        queues.runLayoutEffects()
        #expect(scope.take() == ["layout cleanup"])
        #expect(queues.hasPendingPassive)
        queues.runPassive()
        #expect(scope.take() == ["cleanup"])
        queues.runPassive()
        #expect(scope.take().isEmpty)
    }
}
