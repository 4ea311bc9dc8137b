import Hooks
import Reconciler
import TestHost
import Testing
import Widgets

@MainActor struct StatusDisplayTests {
    @Test("G55 a gauge shows its value moved into its range, named by a Text label")
    func gauges() throws {
        let host = TestHost(
            VStack {
                Gauge(value: 1.5) { Text("Battery") }
                Gauge(value: 0.2, in: 0...1) { Image(iconName: "battery-symbolic") }
            })
        let gauges = host.findAll(role: .gauge)
        #expect(gauges.map(\.text) == ["Battery", nil])
        #expect(gauges.first?.as(Gauge.self)?.shownValue == 1)
        #expect(gauges.last?.as(Gauge.self)?.shownValue == 0.2)
        #expect(host.findAll(text: "Battery").map(\.role) == [.gauge, .label])
        #expect(Gauge(value: .nan, in: 2...3) { EmptyView() }.shownValue == 2)
    }

    @Test("G56 G57 a label and an empty state are found by their titles")
    func labelsAndEmptyStates() throws {
        var added = 0
        let host = TestHost(
            VStack {
                Label("Inbox", systemImage: "mail-unread-symbolic")
                ContentUnavailableView(
                    "No notes", systemImage: "document-new-symbolic",
                    description: Text("Write one.")
                ) {
                    Button("New note") { added += 1 }
                }
            })
        #expect(host.find(text: "Inbox")?.as(Label.self)?.iconName == "mail-unread-symbolic")
        let empty = try #require(host.find(role: .contentUnavailable))
        #expect(empty.text == "No notes")
        #expect(empty.as(ContentUnavailableView.self)?.description == "Write one.")
        try host.tap(text: "New note")
        #expect(added == 1)
    }

    @Test("G50 G51 a toggle button and a segmented picker take the same actions as the others")
    func toggleButtonsAndSegments() throws {
        var isOn = false
        var mode = "List"
        let host = TestHost(
            VStack {
                Toggle("Bold", isOn: Binding(get: { isOn }, set: { isOn = $0 }))
                    .toggleStyle(.button)
                Picker(
                    "View", selection: Binding(get: { mode }, set: { mode = $0 }),
                    options: ["List", "Grid"]
                )
                .pickerStyle(.segmented)
            })
        let toggle = try #require(host.find(role: .toggle))
        #expect(toggle.as(Toggle.self)?.style == .button)
        try host.toggle(toggle)
        #expect(isOn)
        let picker = try #require(host.find(role: .picker))
        #expect(picker.as(Picker.self)?.style == .segmented)
        try host.select(1, in: picker)
        #expect(mode == "Grid")
    }
}
