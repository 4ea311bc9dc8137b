import Reconciler
import TestHost
import Testing

@_spi(Toolkit) @testable import Widgets

/// `expand(horizontally:vertically:)` sets only the axes it is given.
@MainActor struct ExpandModifierTests {
    private func mounted(_ view: some View) throws -> WidgetModifiers {
        try #require(TestHost(view).root.children.first?.modifiers)
    }

    @Test("expand() sets the horizontal axis and leaves the vertical one unset")
    func defaultSetsHorizontalOnly() throws {
        let modifiers = try mounted(Text("a").expand())
        #expect(modifiers.expandsHorizontally == true)
        #expect(modifiers.expandsVertically == nil)
    }

    @Test("an axis given nil keeps what an earlier expand set; false is kept as false")
    func nilKeepsAnEarlierValue() throws {
        let kept = try mounted(Text("a").expand(vertically: true).expand())
        #expect(kept.expandsHorizontally == true)
        #expect(kept.expandsVertically == true)
        let refused = try mounted(Text("a").expand(horizontally: nil, vertically: false))
        #expect(refused.expandsHorizontally == nil)
        #expect(refused.expandsVertically == false)
    }
}
