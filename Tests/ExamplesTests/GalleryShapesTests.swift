import GtkHooks
import TestHost
import Testing

@testable import Gallery

@Suite struct GalleryShapesTests {
    @Test("a bar of the chart has a tooltip and a label, and a tap on it lists its sales")
    @MainActor func chartBarsFilterTheSales() throws {
        let host = TestHost(ShapesSection())
        let chart = try #require(host.find(label: "Sales by month"))
        let shapes = try host.shapes(of: chart)
        #expect(
            shapes.map(\.label) == [
                "Jan: 200 in sales", "Feb: 60 in sales", "Mar: 330 in sales", "Apr: 150 in sales",
            ])
        #expect(shapes[2].help == "Mar: 330")
        #expect(host.find(text: "Click a bar to list its sales") != nil)
        // TestHost's canvas is 400 wide: the chart laid out for 240 is scaled by 5/3.
        try host.tap(chart, at: Point(x: 250, y: 160))
        #expect(host.find(text: "Mar sale 3: 90") != nil)
        #expect(host.find(text: "Jan sale 1: 120") == nil)
        try host.resize(chart, to: Size(width: 480, height: 170))
        #expect(
            try host.shapes(of: chart)[2].path.boundingRect
                == Rect(x: 260, y: 5, width: 80, height: 165), "twice as wide as laid out")
        host.unmount()
    }

    @Test("a drag on the sketchpad draws a stroke and undo takes it away")
    @MainActor func sketchpadDrawsAndUndoes() throws {
        let host = TestHost(ShapesSection())
        let pad = try #require(host.find(label: "Sketchpad"))
        try host.drag(pad, from: Point(x: 10, y: 10), to: Point(x: 100, y: 60))
        #expect(host.find(text: "1 strokes") != nil)
        let stroke = try host.drawing(of: pad).first?.kind
        guard case .stroke(let path, _, _) = stroke else {
            Issue.record("no stroke drawn: \(String(describing: stroke))")
            return
        }
        #expect(path.elements == [.move(to: Point(x: 10, y: 10)), .line(to: Point(x: 100, y: 60))])
        try host.tap(text: "Undo stroke")
        #expect(host.find(text: "0 strokes") != nil)
        #expect(try host.drawing(of: pad).isEmpty)
        host.unmount()
    }
}
