import GtkHooks
import TestHost
import Testing

@testable import Gallery

@Suite struct GalleryPointerTests {
    @Test("the pointer pad shows its taps, drags, hover and scrolls")
    func pointerPad() throws {
        let host = TestHost(PointerSection())
        let pad = try #require(host.find(text: "Pad"))
        try host.tap(pad, at: Point(x: 12, y: 30))
        #expect(host.find(text: "Tapped at 12, 30") != nil)
        try host.drag(pad, from: Point(x: 10, y: 10), to: Point(x: 60, y: 20))
        #expect(host.find(text: "Dropped at 60, 20") != nil)
        try host.scroll(pad, dy: 1)
        #expect(host.find(text: "Scrolled 0.0, 1.0") != nil)
        try host.hover(pad, at: Point(x: 1, y: 1))
        #expect(host.find(text: "Pointer over the pad") != nil)
        host.unmount()
    }
}
