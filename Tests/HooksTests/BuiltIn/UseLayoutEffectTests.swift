import Hooks
import HooksTesting
import Testing

@MainActor
@Suite("useLayoutEffect")
struct UseLayoutEffectTests {
    @Test("E1 a layout effect never runs during render")
    func notDuringRender() {
        var ran = false
        let tester = HookTester {
            useLayoutEffect {
                ran = true
                return nil
            }
            return ran
        }
        #expect(tester.valueHistory == [false])
        #expect(ran)
    }

    @Test("E2 .preserved(by:) re-runs the layout effect when the dependency changes")
    func preserved() {
        var values: [Int] = []
        let tester = HookTester(1) { value in
            useLayoutEffect(.preserved(by: value)) {
                values.append(value)
                return nil
            }
        }
        tester.update(with: 1)
        tester.update(with: 2)
        #expect(values == [1, 2])
    }

    @Test("E7 a state update from a layout effect is rendered before returning")
    func updateFromLayoutEffect() {
        let tester = HookTester {
            let width = useState(0)
            useLayoutEffect(.once) {
                width.wrappedValue = 120
                return nil
            }
            return width.wrappedValue
        }
        #expect(tester.value == 120)
    }
}
