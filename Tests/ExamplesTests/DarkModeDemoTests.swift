import GtkHooks
import TestHost
import Testing

@testable import DarkModeDemo

@Suite struct DarkModeDemoTests {
    private func scheme(_ host: TestHost) -> ColorScheme? {
        host.find(role: .group)?.modifiers?.colorScheme
    }

    @Test("the Consumer and useContext buttons switch the scheme through the context")
    func buttonsSwitchTheScheme() throws {
        let host = TestHost(ContentView())
        #expect(host.find(text: "Showing the light scheme") != nil)
        #expect(scheme(host) == .light)
        try host.tap(text: "Use dark mode")
        #expect(host.find(text: "Showing the dark scheme") != nil)
        #expect(scheme(host) == .dark)
        try host.tap(text: "Use light mode")
        #expect(scheme(host) == .light)
    }

    @Test("Follow system goes back to the desktop's scheme and follows it")
    func followSystem() throws {
        var environment = EnvironmentValues()
        environment.colorScheme = .dark
        let host = TestHost(ContentView(), environment: environment)
        #expect(scheme(host) == .dark, "the desktop's scheme at start")
        try host.tap(text: "Use light mode")
        #expect(scheme(host) == .light)
        try host.tap(text: "Follow system")
        #expect(scheme(host) == .dark)
        #expect(host.find(text: "Follow system")?.modifiers?.isDisabled == true)
    }
}
