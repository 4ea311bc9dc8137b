import HotReload
import Testing

@MainActor struct BuildQueueTests {
    @Test("builds run one at a time; saves during a build queue exactly one more")
    func serializes() {
        var finishes: [@MainActor () -> Void] = []
        let queue = BuildQueue { done in finishes.append(done) }

        queue.request()
        queue.request()
        queue.request()
        #expect(queue.started == 1)
        #expect(queue.isQueued)

        finishes.removeFirst()()
        #expect(queue.started == 2)
        #expect(!queue.isQueued)
        #expect(queue.isBuilding)

        finishes.removeFirst()()
        #expect(queue.started == 2)
        #expect(!queue.isBuilding)

        queue.request()
        #expect(queue.started == 3)
    }
}
