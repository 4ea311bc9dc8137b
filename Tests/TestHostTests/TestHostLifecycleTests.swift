import Hooks
import Reconciler
import TestHost
import Testing
import Widgets

struct TestHostLifecycleTests {
    @Test("K9 unmounting releases every widget the host made")
    func unmountReleases() {
        let host = TestHost(
            VStack {
                Text("a")
                HStack { Button("b") {} }
            })
        weak let text = host.find(text: "a")
        weak let button = host.find(text: "b")
        #expect(text != nil && button != nil)
        host.unmount()
        #expect(host.widgets.isEmpty)
        #expect(text == nil && button == nil)
        #expect(host.transcript.last?.description == "remove VStack#1 from TestContainer#0 at 0")
    }

    @Test("K9 a TestHost dropped without unmount releases itself, its widgets and its components")
    func droppedHostIsReleased() {
        final class Cleanups { var count = 0 }
        struct Probe: HookView {
            let cleanups: Cleanups
            var hookBody: some View {
                useEffect(.once) { { cleanups.count += 1 } }
                Text("probe")
            }
        }
        let cleanups = Cleanups()
        weak var host: TestHost?
        weak var text: TestWidget?
        do {
            let mounted = TestHost(VStack { Probe(cleanups: cleanups) })
            host = mounted
            text = mounted.find(text: "probe")
            #expect(text != nil)
        }
        #expect(host == nil)
        #expect(text == nil)
        #expect(cleanups.count == 1)
    }

    @Test("without auto-flush, the scheduler's phases can be stepped one by one")
    func manualPhases() throws {
        struct Clicker: HookView {
            var hookBody: some View {
                let count = useState(0)
                Button("\(count.wrappedValue)") { count.wrappedValue += 1 }
            }
        }
        let host = TestHost(environment: EnvironmentValues(), flushesAfterActions: false)
        host.render(Clicker())
        try host.tap(text: "0")
        #expect(host.scheduler.hasPendingRenders)
        #expect(host.find(text: "0") != nil)
        #expect(host.scheduler.runRenders() == 1)
        #expect(host.find(text: "1") != nil)
    }
}
