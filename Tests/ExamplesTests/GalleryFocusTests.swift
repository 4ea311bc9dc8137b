import GtkHooks
import TestHost
import Testing

@testable import Gallery

@MainActor struct GalleryFocusTests {
    @Test("the focus section's buttons move the focus and its line follows it")
    func focusSection() throws {
        let host = TestHost(FocusSection())
        #expect(host.find(text: "No field has the focus") != nil)
        try host.tap(text: "Focus Country")
        #expect(host.focusedWidget?.accessibleName == "Country")
        #expect(host.find(text: "The focus is in Country") != nil)
        try host.focus(host.widgets.first { $0.accessibleName == "City" })
        #expect(host.find(text: "The focus is in City") != nil)
        try host.tap(text: "Clear focus")
        #expect(host.focusedWidget == nil)
        #expect(host.find(text: "No field has the focus") != nil)
    }
}
