// The README's HookTester example, as written there.

import Hooks
import HooksTesting
import Testing

/// The README's counter with an effect, whose cleanup counts in `cleanups`.
func useCountedCleanup(_ cleanups: RefObject<Int>) -> Int {
    let count = useState(0)
    useEffect(.once) {
        { cleanups.current += 1 }
    }
    return count.wrappedValue
}

func useReadmeCounter() -> (count: Int, increment: () -> Void) {
    let count = useState(0)
    return (count.wrappedValue, { count.wrappedValue += 1 })
}

@Suite("README examples")
struct ReadmeExampleTests {
    @Test("the README's HookTester example")
    func counter() {
        let tester = HookTester { useReadmeCounter() }
        #expect(tester.value.count == 0)
        tester.value.increment()
        #expect(tester.value.count == 1)
        tester.update()  // re-render, as a parent would
        #expect(tester.valueHistory.map(\.count) == [0, 1, 1])
        tester.dispose()  // every cleanup runs once
    }

    @Test("a test written like the README's never calls dispose(): dropping the tester cleans up")
    func droppedTesterCleansUp() {
        let cleanups = RefObject(0)
        do {
            let tester = HookTester { useCountedCleanup(cleanups) }
            #expect(tester.value == 0)
        }
        #expect(cleanups.current == 1)
    }
}
