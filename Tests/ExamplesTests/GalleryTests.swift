import GtkHooks
import TestHost
import Testing

@testable import Gallery

@Suite struct GalleryTests {
    @Test("the gallery shows a widget of every role of the toolkit")
    func everyWidgetIsShown() {
        let host = TestHost(GalleryView())
        let shown = Set(host.widgets.compactMap(\.role))
        #expect(
            shown == Set(WidgetRole.allCases),
            "missing: \(Set(WidgetRole.allCases).subtracting(shown))")
        #expect(host.find(type: ProgressView.self) != nil)
        host.unmount()
    }

    @Test("widgets work: the counter counts, the name greets, the alert answers")
    func widgetsWork() async throws {
        let host = TestHost(GalleryView())
        try host.tap(try #require(host.find(label: "Add one")))
        #expect(host.find(text: "Clicked 1 times") != nil)
        try host.type("Ada", into: try #require(host.find(label: "Name")))
        #expect(host.find(text: "Hello, Ada!") != nil)

        host.dialogs.alertAnswers = [1]
        try host.tap(text: "Show alert")
        await host.settle()
        #expect(host.dialogs.alerts.map(\.title) == ["Delete everything?"])
        #expect(host.find(text: "Deleted") != nil)

        host.dialogs.fileAnswers = ["/tmp/report.pdf"]
        try host.tap(try #require(host.find(label: "Open")))
        await host.settle()
        #expect(host.find(text: "Opened /tmp/report.pdf") != nil)
        host.unmount()
    }

    @Test("the keyboard section: Enter sends, Escape clears, Ctrl+Shift+R resets, keys are shown")
    @MainActor func keyboard() throws {
        let host = TestHost(GalleryView())
        let field = try #require(
            host.find(label: "Message")
                ?? host.widgets.first {
                    $0.accessibleName == "Message"
                })
        func shown() -> String? { host.widgets.compactMap(\.text).first { $0.hasPrefix("Sent: ") } }
        try host.type("Hi", into: field)
        try host.press(.return, in: field)
        #expect(shown() == "Sent: Hi, last key: none", "Enter in a field is the field's")
        try host.press(.escape, in: field)
        #expect(try #require(host.widgets.first { $0.accessibleName == "Message" }).text == "")
        try host.press("r", modifiers: [.command, .shift], in: field)
        #expect(shown() == "Sent: nothing, last key: Control+Shift+r")
        host.unmount()
    }

    @Test("the Dark mode menu item switches the window's scheme")
    func darkModeItem() throws {
        let host = TestHost(GalleryView())
        #expect(host.find(role: .scrollView)?.modifiers?.colorScheme == .light)
        try host.tap(text: "Dark mode")
        #expect(host.find(role: .scrollView)?.modifiers?.colorScheme == .dark)
        host.unmount()
    }
}

@Suite struct GalleryChartTests {
    @Test("the chart draws a bar and a month per value; a sale redraws it, taller in June")
    func chartFollowsItsValues() throws {
        let host = TestHost(GalleryView())
        let chart = try #require(host.find(label: "Sales by month"))
        let drawing = try host.drawing(of: chart)
        #expect(drawing.filter { if case .text = $0.kind { true } else { false } }.count == 6)
        let draws = try host.drawCount(of: chart)
        try host.tap(text: "Add sale in June")
        #expect(try host.drawCount(of: chart) == draws + 1)
        #expect(try host.drawing(of: chart) != drawing)
        try host.tap(text: "Dark mode")
        #expect(try host.drawCount(of: chart) == draws + 1, "the chart reads no scheme")
        host.unmount()
    }
}
