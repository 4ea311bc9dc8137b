import Hooks
import Reconciler
import TestHost
import Testing
import Widgets

/// Bars 0 to 3, bar 3 unlabelled, drawn in the order `order` gives; a tap
/// (or Enter or Space on a focused bar) selects a bar; "Drop" removes the
/// bar `dropped` and "Unlabel all" takes every label away.
private struct Bars: HookView {
    var order = [0, 1, 2, 3]
    var dropped = 1

    var hookBody: some View {
        let selected = useState(Int?.none)
        let shown = useState(order)
        let labelled = useState(true)
        VStack {
            Button("Before") {}
            Canvas {
                ForEach(shown.wrappedValue, id: \.self) { index in
                    let bar = Rectangle()
                        .fill(Color.blue)
                        .frame(width: 10, height: Double(10 + 10 * index))
                        .position(x: 5 + 10 * Double(index), y: 50)
                        .onTapGesture { selected.wrappedValue = index }
                    if index < 3, labelled.wrappedValue {
                        bar.accessibilityLabel("Bar \(index)")
                    } else {
                        bar
                    }
                }
            }
            .frame(width: 40, height: 100)
            Text("Selected \(selected.wrappedValue.map(String.init) ?? "none")")
            Button("Drop") { shown.wrappedValue.removeAll { $0 == dropped } }
            Button("Unlabel all") { labelled.wrappedValue = false }
        }
    }
}

@MainActor struct TestHostShapeFocusTests {
    /// Where the focus is: a shape's label, or the focused widget's name.
    private func focus(in host: TestHost) -> String? {
        host.focusedShape?.label ?? host.focusedWidget.map { $0.text ?? $0.name }
    }

    @Test("G140 Tab moves the focus from labelled shape to shape in drawing order and out")
    func tabMovesAmongShapes() throws {
        let host = TestHost(Bars(order: [2, 0, 1, 3]))
        try host.focus(host.find(text: "Before"))
        var order: [String?] = []
        for _ in 0..<4 {
            host.pressTab()
            order.append(focus(in: host))
        }
        #expect(order == ["Bar 2", "Bar 0", "Bar 1", "Drop"], "drawing order, bar 3 skipped")
        var back: [String?] = []
        for _ in 0..<4 {
            host.pressTab(backward: true)
            back.append(focus(in: host))
        }
        #expect(back == ["Bar 1", "Bar 0", "Bar 2", "Before"])
    }

    @Test("G141 Enter or Space on a focused shape runs its tap handler")
    func enterAndSpaceTapTheFocusedShape() throws {
        let host = TestHost(Bars())
        try host.focus(host.find(text: "Before"))
        host.pressTab()
        host.pressTab()
        let canvas = try #require(host.find(role: .canvas))
        #expect(try host.press(.return, in: canvas))
        #expect(host.find(text: "Selected 1") != nil)
        host.pressTab()
        #expect(try host.press(.space, in: canvas))
        #expect(host.find(text: "Selected 2") != nil)
        #expect(focus(in: host) == "Bar 2", "the focus stays on the shape")
        #expect(try !host.press(.return, modifiers: .shift, in: canvas), "not with a modifier")
    }

    @Test("G142 the focus stop follows the shapes: a focused shape gone gives it to the first")
    func theStopFollowsTheShapes() throws {
        let host = TestHost(Bars())
        try host.focus(host.find(text: "Before"))
        host.pressTab()
        host.pressTab()
        #expect(focus(in: host) == "Bar 1")
        try host.tap(text: "Drop")
        try host.focus(host.find(text: "Before"))
        host.pressTab()
        #expect(focus(in: host) == "Bar 0", "bar 1 is gone: the canvas's first labelled shape")
        try host.tap(text: "Unlabel all")
        try host.focus(host.find(text: "Before"))
        host.pressTab()
        #expect(focus(in: host) == "Drop", "a canvas with no labelled shape is no Tab stop")
    }
}
