import Testing
import Widgets

@Suite struct NavigationSplitViewVisibilityTests {
    @Test("G26 collapsed, the automatic visibility shows the detail alone; all shows the sidebar")
    func visibilityRules() {
        #expect(NavigationSplitViewVisibility.automatic.showsSidebar(collapsed: false))
        #expect(!NavigationSplitViewVisibility.automatic.showsSidebar(collapsed: true))
        #expect(NavigationSplitViewVisibility.automatic.showsDetail(collapsed: true))
        #expect(NavigationSplitViewVisibility.all.showsSidebar(collapsed: true))
        #expect(!NavigationSplitViewVisibility.all.showsDetail(collapsed: true))
        #expect(NavigationSplitViewVisibility.all.showsDetail(collapsed: false))
        #expect(!NavigationSplitViewVisibility.detailOnly.showsSidebar(collapsed: false))
        #expect(NavigationSplitViewVisibility.all.toggled(collapsed: true) == .automatic)
    }
}
