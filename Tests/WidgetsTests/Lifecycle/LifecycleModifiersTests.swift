import Hooks
import Reconciler
import TestHost
import Testing
import Widgets

/// What the lifecycle modifiers did, in order.
@MainActor private final class Journal {
    var lines: [String] = []
}

@MainActor struct LifecycleModifiersTests {
    @Test("G90 onAppear runs after the commit that shows the view, inner views first")
    func appearOrder() {
        let journal = Journal()
        let host = TestHost(environment: EnvironmentValues(), flushesAfterActions: false)
        host.render(
            VStack {
                Text("a").onAppear {
                    journal.lines.append("a appears, in tree: \(host.find(text: "a") != nil)")
                }
                Text("b").onAppear { journal.lines.append("b appears") }
            }
            .onAppear { journal.lines.append("stack appears") })
        #expect(
            journal.lines == ["a appears, in tree: true", "b appears", "stack appears"])
        host.render(VStack { Text("a") })
        #expect(journal.lines.count == 3, "onAppear runs once, not on each render")
    }

    @Test("G90 onDisappear runs once when the view goes, containers before what is inside")
    func disappearOrder() {
        struct Screen: HookView {
            let journal: Journal
            let show: Bool
            var hookBody: some View {
                VStack {
                    if show {
                        VStack {
                            Text("inner").onDisappear { journal.lines.append("inner goes") }
                        }
                        .onDisappear { journal.lines.append("outer goes") }
                    }
                    Text("kept").onDisappear { journal.lines.append("kept goes") }
                }
            }
        }
        let journal = Journal()
        let host = TestHost(Screen(journal: journal, show: true))
        #expect(journal.lines.isEmpty)
        host.render(Screen(journal: journal, show: false))
        #expect(host.find(text: "inner") == nil)
        #expect(journal.lines == ["outer goes", "inner goes"])
        host.unmount()
        #expect(journal.lines == ["outer goes", "inner goes", "kept goes"])
    }

    @Test("G90 onDisappear runs the action of the latest render")
    func disappearLatestAction() {
        let journal = Journal()
        let host = TestHost(Text("x").onDisappear { journal.lines.append("first") })
        host.render(Text("x").onDisappear { journal.lines.append("second") })
        host.unmount()
        #expect(journal.lines == ["second"])
    }

    @Test("G91 onChange gets old and new values after each change, not on the first render")
    func onChangeValues() {
        let journal = Journal()
        func screen(_ value: Int) -> some View {
            Text("\(value)").onChange(of: value) { old, new in
                journal.lines.append("\(old) -> \(new)")
            }
        }
        let host = TestHost(screen(1))
        #expect(journal.lines.isEmpty)
        host.render(screen(1))
        #expect(journal.lines.isEmpty, "an equal value is no change")
        host.render(screen(2))
        host.render(screen(5))
        #expect(journal.lines == ["1 -> 2", "2 -> 5"])
    }

    @Test("G91 onChange with initial: also runs after the first commit, with the value as both")
    func onChangeInitial() {
        let journal = Journal()
        let host = TestHost(
            Text("a").onChange(of: "a", initial: true) { old, new in
                journal.lines.append("\(old) -> \(new)")
            })
        host.render(
            Text("b").onChange(of: "b", initial: true) { journal.lines.append("changed") })
        #expect(journal.lines == ["a -> a", "changed"])
    }

    @Test("G92 task starts after paint and is cancelled when the view goes")
    func taskCancelledOnUnmount() async {
        let journal = Journal()
        let host = TestHost(environment: EnvironmentValues(), flushesAfterActions: false)
        host.render(
            Text("loading").task {
                journal.lines.append("started")
                do {
                    try await Task.sleep(for: .seconds(60))
                    journal.lines.append("finished")
                } catch {
                    journal.lines.append("cancelled")
                }
            })
        #expect(host.scheduler.hasPendingEffects, "the task waits for the passive effects")
        await Task.yield()
        #expect(journal.lines.isEmpty)
        host.scheduler.runPassiveEffects()
        await waitFor { journal.lines == ["started"] }
        host.unmount()
        await waitFor { journal.lines == ["started", "cancelled"] }
        #expect(journal.lines == ["started", "cancelled"])
    }

    @Test("G92 task(id:) cancels the task of the old id and starts one for the new id")
    func taskRestartsOnNewID() async {
        let journal = Journal()
        func screen(_ id: Int) -> some View {
            Text("photo").task(id: id) {
                journal.lines.append("load \(id)")
                do {
                    try await Task.sleep(for: .seconds(60))
                } catch {
                    journal.lines.append("cancel \(id)")
                }
            }
        }
        let host = TestHost(screen(1))
        await waitFor { journal.lines == ["load 1"] }
        host.render(screen(1))
        await Task.yield()
        #expect(journal.lines == ["load 1"], "the same id keeps its task")
        host.render(screen(2))
        await waitFor { journal.lines.count == 3 }
        // The old task is cancelled before the new one starts; its catch
        // may run after the new task's first line.
        #expect(journal.lines.sorted() == ["cancel 1", "load 1", "load 2"])
        host.unmount()
        await waitFor { journal.lines.count == 4 }
        #expect(journal.lines.last == "cancel 2")
    }

    /// Yields to the main actor's other tasks until `condition` holds (at most 1000 times).
    @MainActor private func waitFor(_ condition: () -> Bool) async {
        for _ in 0..<1000 where !condition() { await Task.yield() }
    }
}
