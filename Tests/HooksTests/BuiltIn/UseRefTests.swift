import Hooks
import HooksTesting
import Testing

@MainActor
@Suite("useRef")
struct UseRefTests {
    @Test("M2 the same object for the component's life; a changed initial value is ignored")
    func sameObject() {
        let tester = HookTester("first") { initial in useRef(initial) }
        let first = tester.value
        tester.update(with: "second")
        #expect(tester.value === first)
        #expect(tester.value.current == "first")
    }

    @Test("M2 writing current never re-renders")
    func writeDoesNotRerender() {
        let tester = HookTester { useRef(0) }
        tester.value.current = 5
        #expect(tester.valueHistory.count == 1)
        tester.update()
        #expect(tester.value.current == 5)
    }
}
