import Hooks
import Reconciler
import TestHost
import Testing
import Widgets

/// Logs its render and every effect phase, under `name`.
private struct Phases: HookView {
    let name: String
    var child: String?

    var hookBody: some View {
        let log = useLog()
        let name = name
        let count = useState(0)
        log("render \(name)")
        useLayoutEffect {
            log("layout \(name)")
            return { log("layout cleanup \(name)") }
        }
        useEffect {
            log("passive \(name)")
            return { log("passive cleanup \(name)") }
        }
        VStack {
            Button("\(name) \(count.wrappedValue)") { count.wrappedValue += 1 }
            if let child { Phases(name: child) }
        }
    }
}

private struct Toggled: HookView {
    var hookBody: some View {
        let shows = useState(true)
        VStack {
            Button("hide") { shows.wrappedValue = false }
            if shows.wrappedValue { Phases(name: "outer", child: "inner") }
        }
    }
}

private struct Strategies: HookView {
    let value: Int

    var hookBody: some View {
        let log = useLog()
        let value = value
        useEffect {
            log("every \(value)")
            return nil
        }
        useEffect(.once) {
            log("once \(value)")
            return nil
        }
        useEffect(.preserved(by: value / 2)) {
            log("preserved \(value)")
            return { log("cleanup preserved \(value)") }
        }
        Text("\(value)")
    }
}

private struct LayoutUpdate: HookView {
    var hookBody: some View {
        let count = useState(0)
        useLayoutEffect(.once) {
            count.wrappedValue = 1
            return nil
        }
        Text("\(count.wrappedValue)")
    }
}

private struct PassiveUpdate: HookView {
    var hookBody: some View {
        let count = useState(0)
        useEffect(.once) {
            count.wrappedValue = 1
            return nil
        }
        Text("\(count.wrappedValue)")
    }
}

/// Runs `action` from its first passive effect; its cleanup logs.
private struct OnFirstPassiveEffect: HookView {
    let action: @MainActor () -> Void

    var hookBody: some View {
        let log = useLog()
        let action = action
        useEffect(.once) {
            action()
            return { log("passive cleanup trigger") }
        }
        Text("trigger")
    }
}

@MainActor struct CommitTests {
    @Test("E1 layout effects run after the host mutations, passive effects only after paint")
    func timing() {
        let log = Log()
        let host = makeHost(log: log, flushes: false)
        host.render(Phases(name: "a"))
        #expect(log.take() == ["render a", "layout a"])
        #expect(host.find(text: "a 0") != nil)
        host.scheduler.runPassiveEffects()
        #expect(log.take() == ["passive a"])
    }

    @Test(
        "E2 nil runs after every commit, .once after mount, .preserved when the dependency changed")
    func strategies() {
        let log = Log()
        let host = makeHost(log: log)
        host.render(Strategies(value: 2))
        host.render(Strategies(value: 3))
        host.render(Strategies(value: 4))
        #expect(
            log.take() == [
                "every 2", "once 2", "preserved 2", "every 3", "cleanup preserved 2", "every 4",
                "preserved 4",
            ])
    }

    @Test("E3 before an effect re-runs its cleanup runs, seeing its own render's values")
    func cleanupBeforeRerun() {
        let log = Log()
        let host = makeHost(log: log)
        host.render(Strategies(value: 0))
        _ = log.take()
        host.render(Strategies(value: 2))
        #expect(log.take() == ["cleanup preserved 0", "every 2", "preserved 2"])
    }

    @Test(
        "E4 all layout cleanups, then layout bodies, children first; later passive cleanups, then bodies"
    )
    func ordering() throws {
        let log = Log()
        let host = makeHost(log: log, flushes: false)
        host.render(Phases(name: "parent", child: "child"))
        #expect(log.take() == ["render parent", "render child", "layout child", "layout parent"])
        host.scheduler.runPassiveEffects()
        #expect(log.take() == ["passive child", "passive parent"])
        host.flushesAfterActions = true
        try host.tap(text: "parent 0")
        #expect(
            log.take() == [
                "render parent", "render child", "layout cleanup child", "layout cleanup parent",
                "layout child", "layout parent", "passive cleanup child", "passive cleanup parent",
                "passive child", "passive parent",
            ])
    }

    @Test("E5 unmount runs every cleanup once, parent first; layout in the commit, passive after")
    func unmountCleanups() throws {
        let log = Log()
        let host = makeHost(log: log)
        host.render(Toggled())
        _ = log.take()
        host.flushesAfterActions = false
        try host.tap(text: "hide")
        host.scheduler.runRenders()
        #expect(log.take() == ["layout cleanup outer", "layout cleanup inner"])
        host.scheduler.runPassiveEffects()
        #expect(log.take() == ["passive cleanup outer", "passive cleanup inner"])
        host.flush()
        #expect(log.take().isEmpty)
    }

    @Test("E5 unmounting the root runs every cleanup exactly once")
    func unmountRoot() {
        let log = Log()
        let host = makeHost(log: log)
        host.render(Phases(name: "a", child: "b"))
        _ = log.take()
        host.unmount()
        host.flush()
        #expect(
            log.take() == [
                "layout cleanup a", "layout cleanup b", "passive cleanup a", "passive cleanup b",
            ])
        #expect(host.widgets.isEmpty)
    }

    @Test(
        "E6 pending passive effects of a commit are flushed before the next commit's layout effects"
    )
    func pendingPassiveFlushedFirst() throws {
        let log = Log()
        let host = makeHost(log: log, flushes: false)
        host.render(Phases(name: "a"))
        _ = log.take()
        try host.tap(text: "a 0")
        host.scheduler.runRenders()
        #expect(
            log.take() == [
                "passive a", "render a", "layout cleanup a", "layout a",
            ])
    }

    @Test(
        "E5 E6 a subtree removed before its first passive effects ran: each mount effect runs once, then its cleanup once"
    )
    func removedBeforeFirstPassiveEffects() throws {
        let log = Log()
        let host = makeHost(log: log, flushes: false)
        host.render(Toggled())
        _ = log.take()
        try host.tap(text: "hide")
        host.scheduler.runRenders()
        host.flush()
        #expect(
            log.take() == [
                "passive inner", "passive outer",
                "layout cleanup outer", "layout cleanup inner",
                "passive cleanup outer", "passive cleanup inner",
            ])
    }

    @Test(
        "E5 E6 unmounting the root before its first passive effects ran: each mount effect runs once, then its cleanup once"
    )
    func unmountRootBeforeFirstPassiveEffects() {
        let log = Log()
        let host = makeHost(log: log, flushes: false)
        host.render(Phases(name: "a", child: "b"))
        _ = log.take()
        host.unmount()
        host.flush()
        #expect(
            log.take() == [
                "passive b", "passive a", "layout cleanup a", "layout cleanup b",
                "passive cleanup a", "passive cleanup b",
            ])
        #expect(host.widgets.isEmpty)
    }

    @Test(
        "E5 E6 a passive effect that unmounts the root: the mount effects not yet run still run once, then every cleanup once"
    )
    func unmountFromPassiveEffect() {
        let log = Log()
        let host = makeHost(log: log, flushes: false)
        host.render(
            VStack {
                OnFirstPassiveEffect { host.unmount() }
                Phases(name: "a", child: "b")
            })
        _ = log.take()
        host.flush()
        #expect(
            log.take() == [
                "passive b", "passive a", "layout cleanup a", "layout cleanup b",
                "passive cleanup a", "passive cleanup b", "passive cleanup trigger",
            ])
        #expect(host.widgets.isEmpty)
    }

    @Test("E7 an update from a layout effect is rendered before paint")
    func layoutUpdateBeforePaint() {
        let host = TestHost(environment: EnvironmentValues(), flushesAfterActions: false)
        host.render(LayoutUpdate())
        #expect(host.find(text: "1") != nil)
        #expect(host.scheduler.renderRequestCount == 0)
    }

    @Test("E7 an update from a passive effect is rendered in a later pass")
    func passiveUpdateLater() {
        let host = TestHost(environment: EnvironmentValues(), flushesAfterActions: false)
        host.render(PassiveUpdate())
        host.scheduler.runPassiveEffects()
        #expect(host.find(text: "0") != nil)
        #expect(host.scheduler.hasPendingRenders)
        host.scheduler.runRenders()
        #expect(host.find(text: "1") != nil)
    }
}

/// Records, when it goes, how many host calls its host had recorded.
@MainActor private final class FreeProbe {
    let host: TestHost
    let name: String
    let freed: Log

    init(_ name: String, host: TestHost, freed: Log) {
        self.name = name
        self.host = host
        self.freed = freed
    }

    isolated deinit { freed("\(name) after \(host.transcript.count) calls") }
}

/// Two stacks, each holding a probe in its props (kept by its node and its
/// host widget), while the probes are given.
private struct ProbedStacks: View {
    var probes: [FreeProbe] = []

    var body: some View {
        if probes.count == 2 {
            let (a, b) = (probes[0], probes[1])
            VStack { Button(a.name) { _ = a } }
            VStack { Button(b.name) { _ = b } }
        }
    }
}

@MainActor struct CommitRemovalTests {
    @Test("a removed subtree's nodes are freed as its removal is applied, not after the commit")
    func removedNodesGoAtOnce() {
        let freed = Log()
        let host = TestHost()
        host.render(
            ProbedStacks(probes: ["a", "b"].map { FreeProbe($0, host: host, freed: freed) }))
        host.clearTranscript()
        host.render(ProbedStacks())
        #expect(host.transcript.count == 2)
        #expect(freed.take() == ["a after 1 calls", "b after 2 calls"])
    }
}
