import Gtk
import GtkHost
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

private struct Counter: HookView {
    var hookBody: some View {
        let count = useState(0)
        VStack {
            Button("Clicked \(count.wrappedValue) times") { count.wrappedValue += 1 }
            if count.wrappedValue >= 2 {
                Button(iconName: "window-close-symbolic") { count.wrappedValue = 0 }
                    .accessibilityLabel("reset")
            }
        }
    }
}

final class ButtonGtkTests: GtkHostTestCase {
    func testClickingUpdatesTheLabelAndRemovingTheButtonReleasesIt() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(Counter()) { app in
                let button = try app.require(text: "Clicked 0 times")
                try app.click(button)
                await app.nextFrame()
                XCTAssertEqual(button.displayedText, "Clicked 1 times", "same widget, new label")
                try app.click(button)
                await app.nextFrame()
                let reset = try XCTUnwrap(app.find(label: "reset"), app.dump())
                try app.click(reset)
                await app.nextFrame()
                XCTAssertNil(app.find(label: "reset"), "removed with its condition")
                XCTAssertEqual(button.displayedText, "Clicked 0 times")
            }
        }
    }

    func testAShortcutClicksTheButton() throws {
        try MainActor.assumeIsolated {
            var clicks = 0
            try GtkTester.run(
                Widgets.Button("Save") { clicks += 1 }.keyboardShortcut(KeyboardShortcut("s"))
            ) { app in
                let window = try XCTUnwrap(app.windows.first)
                XCTAssertTrue(app.press("<Control>s", in: window))
                // A keyboard-activated button clicks after its press animation.
                try await app.waitUntil { clicks == 1 }
                XCTAssertFalse(app.press("<Control>q", in: window), "no shortcut bound")
            }
        }
    }
}
