import Foundation
import Hooks
import Testing

/// What `HookDiagnostics.report` receives while `body` runs.
@MainActor private func reports(_ body: () -> Void) -> [String] {
    var messages: [String] = []
    let saved = HookDiagnostics.report
    HookDiagnostics.report = { messages.append($0) }
    defer { HookDiagnostics.report = saved }
    body()
    return messages
}

/// The hot-reload runner's carry: a Codable round trip.
@MainActor private func codableCarry(_ value: Any, _ type: Any.Type) -> Any? {
    guard let value = value as? any Encodable, let type = type as? any Decodable.Type,
        let data = encodedInArray(value)
    else { return nil }
    return decodedFirst(type, from: data)
}

private func encodedInArray<T: Encodable>(_ value: T) -> Data? {
    try? JSONEncoder().encode([value])
}

private func decodedFirst<T: Decodable>(_ type: T.Type, from data: Data) -> Any? {
    try? JSONDecoder().decode([T].self, from: data).first
}

/// Renders `dispatcher` with `body` as the first render of a refresh.
@MainActor private func refresh<R>(_ dispatcher: HookDispatcher, _ body: () -> R) -> R {
    dispatcher.prepareForRefresh(carrying: codableCarry)
    return dispatcher.renderMatchingRefresh(body)
}

@MainActor
@Suite("A refresh gives each slot to the same hook call")
struct HookDispatcherRefreshMatchTests {
    @Test(
        "a call inserted before another of the same type starts afresh; the other keeps its state")
    func insertedCallStartsFresh() {
        identifyingCallsByLineText {
            let dispatcher = HookDispatcher(componentName: "Counter") {}
            let extra = dispatcher.render {
                let extra = useState(7)
                return extra
            }
            extra.wrappedValue = 8

            var values: (zed: Int, extra: Int) = (0, 0)
            let messages = reports {
                values = refresh(dispatcher) {
                    let zed = useState(100)
                    let extra = useState(7)
                    return (zed.wrappedValue, extra.wrappedValue)
                }
            }

            #expect(values == (100, 8))
            #expect(messages.count == 1, "\(messages)")
            let message = messages.first ?? ""
            #expect(message.contains("Counter"))
            #expect(message.contains("slot 0 (useState at HookDispatcher+RefreshMatchTests.swift:"))
            #expect(!message.contains("Hooks order changed"))
        }
    }

    @Test("an edit that keeps the hook calls keeps every slot, silently")
    func sameCallsKeepState() {
        identifyingCallsByLineText {
            let dispatcher = HookDispatcher(componentName: "Counter") {}
            let (count, name) = dispatcher.render {
                let count = useState(0)
                let name = useState("")
                return (count, name)
            }
            count.wrappedValue = 3
            name.wrappedValue = "milk"

            var shown = ""
            let messages = reports {
                shown = refresh(dispatcher) {
                    let count = useState(0)
                    let name = useState("")
                    return "new \(count.wrappedValue) \(name.wrappedValue)"
                }
            }

            #expect(shown == "new 3 milk")
            #expect(messages.isEmpty)
        }
    }

    @Test("a removed call's slot is disposed and named; the calls after it keep their state")
    func removedCallIsDropped() {
        identifyingCallsByLineText {
            var cleanups = 0
            let dispatcher = HookDispatcher(componentName: "Timer") {}
            let extra = dispatcher.render {
                useEffect(.once) { { cleanups += 1 } }
                let extra = useState(7)
                return extra
            }
            dispatcher.runPassiveEffects()
            extra.wrappedValue = 9

            var value = 0
            let messages = reports {
                value = refresh(dispatcher) {
                    let extra = useState(7)
                    return extra.wrappedValue
                }
            }

            #expect(value == 9)
            #expect(cleanups == 1)
            #expect(messages.count == 1, "\(messages)")
            #expect(messages.first?.contains("slot 0 (useEffect)") == true, "\(messages)")
        }
    }

    @Test("a kept call whose state type changed (Int to String) says so, not to make it Codable")
    func changedTypeIsNamed() {
        identifyingCallsByLineText {
            let dispatcher = HookDispatcher(componentName: "Label") {}
            _ = dispatcher.render { intImage() }

            var shown = ""
            let messages = reports { shown = refresh(dispatcher) { stringImage() } }

            #expect(shown == "one")
            #expect(messages.count == 1, "\(messages)")
            let message = messages.first ?? ""
            #expect(
                message.contains("useState in Label (slot 0) changed its type from Int to String"))
            #expect(!message.contains("Codable"))
        }
    }
}

/// A state slot of `Int` on a line whose text the next function repeats.
@MainActor private func intImage() -> String {
    enum Start { static let value = 1 }
    let value = useState(Start.value)
    return "\(value.wrappedValue)"
}

/// The same line, now of `String`.
@MainActor private func stringImage() -> String {
    enum Start { static let value = "one" }
    let value = useState(Start.value)
    return "\(value.wrappedValue)"
}
