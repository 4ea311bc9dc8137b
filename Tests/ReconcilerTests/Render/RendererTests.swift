import Hooks
import Reconciler
import TestHost
import Testing
import Widgets

/// Copies its prop into its state in an effect: one state update after each
/// commit that changed the prop.
private struct Mirror: HookView {
    let value: Int

    var hookBody: some View {
        let mirrored = useState(-1)
        let value = value
        useEffect(.preserved(by: value)) {
            mirrored.wrappedValue = value
            return nil
        }
        Text("mirrored \(mirrored.wrappedValue)")
    }
}

@MainActor struct RendererTests {
    @Test(
        "B5 root renders are causes of their own: an effect answering each of 120 is never an update loop"
    )
    func rootRendersResetTheEffectLoopCount() {
        let host = TestHost()
        var missed: [Int] = []
        let reports = diagnostics {
            for value in 0..<120 {
                host.render(Mirror(value: value))
                if host.find(text: "mirrored \(value)") == nil { missed.append(value) }
            }
        }
        #expect(reports == [])
        #expect(missed == [], "the state updates of these renders were dropped")
    }
}
