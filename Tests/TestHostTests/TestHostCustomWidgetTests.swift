import Hooks
import Reconciler
import TestHost
import Testing
import Widgets

extension WidgetRole {
    /// A role this test module adds, as a module outside the toolkit would.
    fileprivate static let thermometer = WidgetRole("thermometer", accessibilityRoles: [.meter])
}

/// A widget of the test module's own, with its own role.
private struct Thermometer: Widget {
    static var role: WidgetRole { .thermometer }
    var level: Int
    var modifiers = WidgetModifiers()
    var text: String? { "\(level)%" }
}

/// A primitive view that is no `Widget`: queries cannot see it.
private struct Badge: PrimitiveView {
    var count: Int
}

@MainActor struct TestHostCustomWidgetTests {
    @Test("a widget from outside the toolkit is found by its own role, text and label")
    func customWidgetIsANode() {
        let host = TestHost(VStack { Thermometer(level: 40).accessibilityLabel("Charge") })
        let thermometer = host.find(role: .thermometer)
        #expect(thermometer?.text == "40%")
        #expect(host.find(label: "Charge") === thermometer)
        #expect(host.find(role: .label) == nil)
        host.clearTranscript()
        host.render(VStack { Thermometer(level: 41).accessibilityLabel("Charge") })
        #expect(host.transcript.map(\.description) == ["update Thermometer#2 level"])
        #expect(host.dump() == "VStack\n  Thermometer \"41%\" label=\"Charge\"")
    }

    @Test("a primitive view that is not a Widget is reported once, naming it and Widget")
    func plainPrimitiveIsReported() {
        var messages: [String] = []
        let saved = HookDiagnostics.report
        HookDiagnostics.report = { messages.append($0) }
        defer { HookDiagnostics.report = saved }
        let host = TestHost(
            VStack {
                Badge(count: 1)
                Badge(count: 2)
            })
        #expect(host.findAll(type: Badge.self).count == 2)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("Badge") == true)
        #expect(messages.first?.contains("Widgets.Widget") == true)
    }

    @Test("the toolkit's roles are equal by name and keep their accessibility roles")
    func rolesAreValues() {
        #expect(WidgetRole("toggle") == .toggle)
        #expect(WidgetRole.toggle.accessibilityRoles == [.switch, .checkbox])
        #expect(WidgetRole.thermometer.accessibilityRoles == [.meter])
        #expect(!WidgetRole.allCases.contains(.thermometer))
    }
}
