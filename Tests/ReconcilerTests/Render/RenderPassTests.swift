import Hooks
import TestHost
import Testing
import Widgets

@testable import Reconciler

private struct TwoStates: HookView {
    var hookBody: some View {
        let first = useState(0)
        let second = useState(0)
        let log = useLog()
        log("render")
        useLayoutEffect {
            log("commit")
            return nil
        }
        Button("\(first.wrappedValue) \(second.wrappedValue)") {
            first.wrappedValue += 1
            second.wrappedValue += 1
            first.wrappedValue += 1
        }
    }
}

private struct Parent: HookView {
    var hookBody: some View {
        let count = useState(0)
        let log = useLog()
        log("render Parent")
        useLayoutEffect {
            log("commit Parent")
            return nil
        }
        Child(parentCount: count)
    }
}

private struct Child: HookView {
    let parentCount: Binding<Int>

    var hookBody: some View {
        let count = useState(0)
        let log = useLog()
        log("render Child")
        let parentCount = parentCount
        Button("\(parentCount.wrappedValue) \(count.wrappedValue)") {
            count.wrappedValue += 1
            parentCount.wrappedValue += 1
        }
    }
}

private struct ManyUpdates: HookView {
    var hookBody: some View {
        let count = useState(0)
        let log = useLog()
        log("render")
        useEffect(.once) {
            for _ in 0..<1_000 { count.wrappedValue += 1 }
            return nil
        }
        Text("\(count.wrappedValue)")
    }
}

private struct DerivedState: HookView {
    var hookBody: some View {
        let count = useState(0)
        if count.wrappedValue < 3 { count.wrappedValue += 1 }
        Text("\(count.wrappedValue)")
    }
}

private struct EffectLoop: HookView {
    var hookBody: some View {
        let count = useState(0)
        useEffect {
            count.wrappedValue += 1
            return nil
        }
        Text("\(count.wrappedValue)")
    }
}

/// An effect that counts to `target`, one commit at a time: a chain of updates that ends.
private struct EffectChain: HookView {
    let target: Int

    var hookBody: some View {
        let count = useState(0)
        useEffect(.preserved(by: count.wrappedValue)) {
            if count.wrappedValue < target { count.wrappedValue += 1 }
            return nil
        }
        Text("count \(count.wrappedValue)")
    }
}

private struct LayoutEffectLoop: HookView {
    var hookBody: some View {
        let count = useState(0)
        useLayoutEffect {
            count.wrappedValue += 1
            return nil
        }
        Text("\(count.wrappedValue)")
    }
}

private struct RenderLoop: HookView {
    var hookBody: some View {
        let count = useState(0)
        count.wrappedValue += 1
        Text("\(count.wrappedValue)")
    }
}

/// Sets the state of the component that renders it, during its own render.
private struct SetsParentWhileRendering: View {
    let count: Binding<Int>

    var body: some View {
        count.wrappedValue += 1
        Text("child")
    }
}

private struct ParentOfRenderSetter: HookView {
    var hookBody: some View {
        let count = useState(0)
        Text("\(count.wrappedValue)")
        SetsParentWhileRendering(count: count)
    }
}

@MainActor struct RenderPassTests {
    @Test("B1 several updates in one event give one render request, one render and one commit")
    func oneEventOnePass() throws {
        let log = Log()
        let host = makeHost(log: log)
        host.render(TwoStates())
        _ = log.take()
        let requests = host.scheduler.renderRequestCount
        try host.tap(text: "0 0")
        #expect(host.scheduler.renderRequestCount == requests + 1)
        #expect(log.take() == ["render", "commit"])
        #expect(host.find(text: "2 1") != nil)
    }

    @Test("B2 parent and child updates in one batch give one commit, parent rendered first")
    func parentFirst() throws {
        let log = Log()
        let host = makeHost(log: log)
        host.render(Parent())
        _ = log.take()
        try host.tap(text: "0 0")
        #expect(log.take() == ["render Parent", "render Child", "commit Parent"])
        #expect(host.find(text: "1 1") != nil)
    }

    @Test("B3 1,000 updates inside one effect give one re-render")
    func thousandUpdates() {
        let log = Log()
        let host = makeHost(log: log)
        host.render(ManyUpdates())
        #expect(log.take() == ["render", "render"])
        #expect(host.find(text: "1000") != nil)
    }

    @Test("B4 a component that sets its own state during render is re-run before commit")
    func derivedState() {
        let host = TestHost(DerivedState())
        #expect(
            host.transcript.map(\.description) == [
                "create Text#1", "insert Text#1 into TestContainer#0 at 0",
            ])
        #expect(host.find(text: "3") != nil)
    }

    @Test(
        "B4 an unconditional set during render stops with too many re-renders naming the component")
    func renderLoopStops() async throws {
        let result = try #require(
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run { _ = TestHost(RenderLoop()) }
            })
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(message.contains("Too many re-renders in RenderLoop"))
    }

    @Test("B5 an effect that sets state on every commit is reported as an update loop, not a hang")
    func passiveEffectLoop() {
        let host = TestHost(environment: EnvironmentValues(), flushesAfterActions: true)
        let reports = diagnostics { host.render(EffectLoop()) }
        #expect(reports.count == 1)
        #expect(reports.first?.contains("update loop in EffectLoop") == true)
        #expect(host.scheduler.hasPendingRenders == false)
    }

    @Test("B5 a chain of 60 passes from effects that ends is not taken for an update loop")
    func passiveEffectChainEnds() {
        let host = TestHost(environment: EnvironmentValues(), flushesAfterActions: true)
        let reports = diagnostics { host.render(EffectChain(target: 60)) }
        #expect(reports.isEmpty)
        #expect(host.find(text: "count 60") != nil)
        #expect(host.scheduler.hasPendingRenders == false)
    }

    @Test("B5 an effect loop is stopped with a message naming the limit and the way out")
    func passiveEffectLoopMessage() {
        let host = TestHost(environment: EnvironmentValues(), flushesAfterActions: true)
        let reports = diagnostics { host.render(EffectLoop()) }
        let report = reports.first ?? ""
        #expect(report.contains("update loop in EffectLoop: an effect sets state on every commit"))
        #expect(report.contains("stopped after \(passiveUpdateLoopLimit) passes in a row"))
        #expect(report.contains(".preserved(by:)"))
        // The mount, then one pass per effect run up to the limit.
        #expect(host.find(text: "\(passiveUpdateLoopLimit)") != nil)
    }

    @Test("B5 a layout effect that sets state on every commit is reported and stopped")
    func layoutEffectLoop() {
        let host = TestHost()
        let reports = diagnostics { host.render(LayoutEffectLoop()) }
        #expect(reports.count == 1)
        #expect(reports.first?.contains("update loop in LayoutEffectLoop") == true)
    }

    @Test("B5 a child that sets its parent's state while rendering is named, not blamed on effects")
    func childSetsParentDuringRender() {
        let host = TestHost()
        let reports = diagnostics { host.render(ParentOfRenderSetter()) }
        #expect(reports.count == 1)
        let report = reports.first ?? ""
        #expect(report.contains("update loop in ParentOfRenderSetter"))
        #expect(
            report.contains(
                "SetsParentWhileRendering sets the state of ParentOfRenderSetter while it renders"))
        #expect(!report.contains("layout effect"))
    }
}
