import Gtk
import GtkHost
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

private struct SchemeLabel: HookView {
    var hookBody: some View {
        let scheme = useEnvironment(\.colorScheme)
        Text("scheme \(scheme)")
    }
}

private struct Themed: HookView {
    var hookBody: some View {
        let dark = useState(false)
        VStack {
            SchemeLabel()
            Widgets.Button("Switch") { dark.wrappedValue.toggle() }
            Text("nested").colorScheme(.dark)
        }
        .colorScheme(dark.wrappedValue ? .dark : .light)
    }
}

final class ColorSchemeGtkTests: GtkHostTestCase {
    func testG3SwitchingTheSchemeAtRunTimeRestylesTheWindowInTheSameFrame() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(Themed()) { app in
                await app.nextFrame()
                XCTAssertNotNil(app.find(text: "scheme light"))
                let light = try app.pixels()
                try app.click(text: "Switch")
                await app.nextFrame()
                XCTAssertNotNil(app.find(text: "scheme dark"), "the environment follows")
                let dark = try app.pixels()
                let changed = dark.differingPixels(from: light)
                XCTAssertGreaterThan(changed, light.width * light.height / 2, "restyled")
                XCTAssertEqual(Settings.current?.prefersDarkTheme, true)
                try app.click(text: "Switch")
                await app.nextFrame()
                XCTAssertEqual(try app.pixels().differingPixels(from: light), 0, "back to light")
            }
            XCTAssertEqual(Settings.current?.prefersDarkTheme, false, "restored at unmount")
        }
    }

    func testANestedColorSchemeIsAScopedStyleClass() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(Themed()) { app in
                let nested = try XCTUnwrap(app.find(text: "nested"))
                XCTAssertTrue(nested.hasCSSClass("gtkhooks-dark"))
                XCTAssertEqual(Settings.current?.prefersDarkTheme, false, "only the window root")
            }
        }
    }

    func testTheRootFollowsTheDesktopPreference() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(SchemeLabel()) { app in
                XCTAssertNotNil(app.find(text: "scheme \(app.root.desktopColorScheme)"))
                let before = try app.pixels()
                app.root.desktopColorSchemeChanged(to: .dark)
                await app.nextFrame()
                XCTAssertNotNil(app.find(text: "scheme dark"), app.dump())
                XCTAssertGreaterThan(try app.pixels().differingPixels(from: before), 0)
                app.root.desktopColorSchemeChanged(to: .light)
                await app.nextFrame()
                XCTAssertNotNil(app.find(text: "scheme light"))
            }
        }
    }
}
