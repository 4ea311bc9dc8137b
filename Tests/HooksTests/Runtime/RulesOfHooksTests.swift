import Hooks
import HooksTesting
import Testing

/// Captures what `HookDiagnostics.report` receives while `body` runs.
@MainActor
private func reports(_ body: () -> Void) -> [String] {
    var messages: [String] = []
    let saved = HookDiagnostics.report
    HookDiagnostics.report = { messages.append($0) }
    defer { HookDiagnostics.report = saved }
    body()
    return messages
}

@MainActor
@Suite("Rules of hooks")
struct RulesOfHooksTests {
    @Test("R1 a hook called outside a component stops with a message saying where hooks go")
    func hookOutsideComponent() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = useState(0)
            }
        }
        .map { result in
            let text = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(text.contains("useState was called outside a component"))
            #expect(text.contains("HookView.hookBody, inside HookScope { ... }"))
        }
    }

    @Test("R1 a hook called from an effect, after the render, also stops")
    func hookInsideEffect() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = HookTester {
                    useEffect {
                        _ = useRef(0)
                        return nil
                    }
                }
            }
        }
        .map { result in
            let text = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(text.contains("useRef was called outside a component"))
        }
    }

    #if DEBUG
        @Test("R2 a different hook kind in a slot is reported with component and slot")
        func differentKind() {
            var messages: [String] = []
            var cleanups: [String] = []
            let tester = HookTester(true) { layout in
                _ = useState(0)
                if layout {
                    useLayoutEffect { { cleanups.append("layout") } }
                } else {
                    useEffect { { cleanups.append("passive") } }
                }
                return useState("kept?")
            }
            tester.value.wrappedValue = "changed"
            cleanups.removeAll()
            messages = reports { tester.update(with: false) }
            #expect(messages.count == 1)
            #expect(messages.first?.contains("Hooks order changed in HookTester") == true)
            #expect(
                messages.first?.contains(
                    "slot 1 was useLayoutEffect in the previous render and is useEffect now")
                    == true)
            #expect(cleanups == ["layout"])
            #expect(tester.value.wrappedValue == "kept?")
        }

        @Test("R2 two hooks of one kind in a slot are told apart by the value they return")
        func sameKindOtherType() {
            let tester = HookTester(true) { flag in
                if flag {
                    _ = useState(0)
                }
                return useState("text").wrappedValue
            }
            let messages = reports { tester.update(with: false) }
            #expect(messages.count == 1)
            #expect(
                messages.first?.contains(
                    "slot 0 was useState returning Binding<Int> in the previous render and is "
                        + "useState returning Binding<String> now") == true)
            #expect(tester.value == "text")
        }

        @Test("R2 a conditional hook of another kind names both kinds")
        func conditionalOtherKind() {
            let tester = HookTester(true) { flag in
                if flag {
                    _ = useMemo(.once) { 1 }
                }
                return useRef("ref").current
            }
            let messages = reports { tester.update(with: false) }
            #expect(
                messages.first?.contains(
                    "Hooks order changed in HookTester: slot 0 was useMemo in the previous render "
                        + "and is useRef now") == true)
        }

        @Test("R2 fewer hooks than the previous render are reported and disposed")
        func fewerHooks() {
            var cleanups = 0
            let tester = HookTester(true) { all in
                _ = useState(0)
                if all {
                    useEffect(.once) { { cleanups += 1 } }
                }
            }
            let messages = reports { tester.update(with: false) }
            #expect(messages.count == 1)
            #expect(
                messages.first?.contains(
                    "slot 1 was useEffect in the previous render and is no hook now") == true)
            #expect(cleanups == 1)
        }

        @Test("R2 more hooks than the previous render are reported and created fresh")
        func moreHooks() {
            let tester = HookTester(false) { all in
                let first = useState(1).wrappedValue
                return all ? first + useState(10).wrappedValue : first
            }
            let messages = reports { tester.update(with: true) }
            #expect(
                messages.first?.contains(
                    "slot 1 was no hook in the previous render and is useState now") == true)
            #expect(tester.value == 11)
        }
    #endif

    @Test("R3 silencing the report keeps the recovery")
    func silenced() {
        var cleanups = 0
        let tester = HookTester(true) { all in
            if all {
                useEffect(.once) { { cleanups += 1 } }
            }
            return useState(all ? "a" : "b").wrappedValue
        }
        tester.isHooksRulesAssertionDisabled = true
        let messages = reports { tester.update(with: false) }
        #expect(messages.isEmpty)
        #expect(cleanups == 1)
        #expect(tester.value == "b")
    }

    @Test("B4 a component that sets its own state during render is re-run before commit")
    func setStateDuringRender() {
        var effects: [Int] = []
        let tester = HookTester {
            let count = useState(0)
            if count.wrappedValue < 3 {
                count.wrappedValue += 1
            }
            useEffect {
                effects.append(count.wrappedValue)
                return nil
            }
            return count.wrappedValue
        }
        #expect(tester.valueHistory == [3])
        #expect(effects == [3])
    }

    @Test("B4 an unconditional set during render stops with too many re-renders")
    func tooManyRerenders() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let dispatcher = HookDispatcher(componentName: "Runaway") {}
                dispatcher.render {
                    let count = useState(0)
                    count.wrappedValue += 1
                }
            }
        }
        .map { result in
            let text = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(text.contains("Too many re-renders in Runaway"))
        }
    }
}
