import Hooks
import HooksTesting
import Testing

@MainActor
@Suite("useMemo")
struct UseMemoTests {
    @Test("M1 .once computes on mount only")
    func onceComputesOnce() {
        var computations = 0
        let tester = HookTester(1) { value in
            useMemo(.once) {
                computations += 1
                return value
            }
        }
        tester.update(with: 2)
        #expect(tester.value == 1)
        #expect(computations == 1)
    }

    @Test("M1 .preserved(by:) recomputes only when the dependency changes")
    func preservedRecomputes() {
        var computations = 0
        let tester = HookTester(1) { value in
            useMemo(.preserved(by: value)) {
                computations += 1
                return value * 10
            }
        }
        tester.update(with: 1)
        tester.update(with: 2)
        #expect(tester.valueHistory == [10, 10, 20])
        #expect(computations == 2)
    }

    @Test("M1 a re-run of B4 does not recompute")
    func noRecomputeOnRenderRerun() {
        var computations = 0
        let tester = HookTester {
            let memo = useMemo(.once) {
                computations += 1
                return "value"
            }
            let state = useState(0)
            if state.wrappedValue < 3 {
                state.wrappedValue += 1
            }
            return memo
        }
        #expect(tester.valueHistory == ["value"])
        #expect(computations == 1)
    }
}
