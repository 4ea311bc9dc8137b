import Gtk
import GtkHost
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

final class AppearanceGtkTests: GtkHostTestCase {
    func testG96OpacityHiddenAndHelpReachTheWidget() throws {
        try MainActor.assumeIsolated {
            @MainActor func view(_ on: Bool) -> some View {
                VStack {
                    Text("faded").opacity(on ? 0.25 : 1)
                    Text("hidden").hidden(on)
                    Widgets.Button("sync") {}.help(on ? "Send the changes" : "Sync")
                    Text("clamped").opacity(on ? 7 : -1)
                }
            }
            try GtkTester.run(view(true)) { app in
                let faded = try XCTUnwrap(app.find(text: "faded"))
                XCTAssertEqual(faded.opacity, 0.25, accuracy: 1.0 / 255)
                XCTAssertNil(app.find(text: "hidden"), "a hidden widget is not visible")
                let button = try XCTUnwrap(app.find(text: "sync"))
                XCTAssertEqual(button.tooltip, "Send the changes")
                XCTAssertEqual(try XCTUnwrap(app.find(text: "clamped")).opacity, 1)
                app.root.render(view(false))
                XCTAssertEqual(faded.opacity, 1, accuracy: 1.0 / 255)
                XCTAssertNotNil(app.find(text: "hidden"))
                XCTAssertEqual(button.tooltip, "Sync")
                XCTAssertEqual(try XCTUnwrap(app.find(text: "clamped")).opacity, 0)
                app.root.render(Text("not a number").opacity(.nan))
                XCTAssertEqual(try XCTUnwrap(app.find(text: "not a number")).opacity, 1)
                XCTAssertTrue(
                    Log.recentWarnings.last?.contains(
                        "ignored opacity nan on Text(\"not a number\")") ?? false,
                    "\(Log.recentWarnings)")
            }
        }
    }

    func testG94G96DisabledReachesEveryControlInsideTheSubtree() throws {
        try MainActor.assumeIsolated {
            @MainActor func view(_ disabled: Bool) -> some View {
                VStack {
                    VStack {
                        Widgets.Button("inside") {}
                        HStack { Widgets.Button("deeper") {} }
                    }
                    .disabled(disabled)
                    Widgets.Button("outside") {}
                }
            }
            try GtkTester.run(view(true)) { app in
                @MainActor func insensitive(_ text: String) throws -> Bool {
                    try XCTUnwrap(app.find(text: text)).stateFlags().contains(.insensitive)
                }
                XCTAssertTrue(try insensitive("inside"))
                XCTAssertTrue(try insensitive("deeper"))
                XCTAssertFalse(try insensitive("outside"))
                app.root.render(view(false))
                XCTAssertFalse(try insensitive("inside"))
                XCTAssertFalse(try insensitive("deeper"))
            }
        }
    }

    func testG96ForegroundStyleTakesThemeColors() throws {
        try MainActor.assumeIsolated {
            let view = VStack {
                HStack { Text("accent") }.foregroundStyle(Color(.accent))
                Text("plain")
            }
            try GtkTester.run(view) { app in
                let accent = try XCTUnwrap(app.find(text: "accent"))
                XCTAssertEqual(
                    accent.textColor, accent.themeColor(named: "theme_selected_bg_color"))
                XCTAssertNotEqual(app.find(text: "plain")?.textColor, accent.textColor)
            }
        }
    }

    func testG97TintColorsTheControlsOfTheSubtreeOnly() throws {
        try MainActor.assumeIsolated {
            @MainActor func view(_ tint: Color?) -> some View {
                VStack {
                    VStack { Widgets.Button("tinted") {}.cssClass("suggested-action") }.tint(tint)
                    Widgets.Button("plain") {}.cssClass("suggested-action")
                }
            }
            try GtkTester.run(view(Color(red: 1, green: 0, blue: 0))) { app in
                await app.nextFrame()
                let tinted = try XCTUnwrap(app.find(text: "tinted"))
                let plain = try XCTUnwrap(app.find(text: "plain"))
                XCTAssertGreaterThan(redCount(try app.pixels(of: tinted)), 100)
                XCTAssertEqual(redCount(try app.pixels(of: plain)), 0)
                let sheet = app.root.host.styleSheet
                XCTAssertEqual(sheet.themeCount, 1, "one rule set for the tint")
                app.root.render(view(nil))
                await app.nextFrame()
                XCTAssertEqual(redCount(try app.pixels(of: tinted)), 0)
                XCTAssertEqual(sheet.themeCount, 0, "the rules go with the last use")
                XCTAssertTrue(sheet.parsingErrors.isEmpty, "\(sheet.parsingErrors)")
            }
        }
    }

    func testG97ControlSizeChangesTheHeightOfControlsInside() throws {
        try MainActor.assumeIsolated {
            let view = VStack {
                VStack { Widgets.Button("small") {} }.controlSize(.small)
                Widgets.Button("regular") {}
                Widgets.Button("large") {}.controlSize(.large)
                VStack {
                    VStack { Widgets.Button("small in large") {} }.controlSize(.small)
                    Widgets.Button("large around") {}
                }
                .controlSize(.large)
            }
            try GtkTester.run(view) { app in
                @MainActor func button(_ text: String) throws -> Int32 {
                    let button = try XCTUnwrap(app.find(text: text))
                    return button.measure(orientation: .vertical, forSize: -1).minimum
                }
                let small = try button("small")
                let regular = try button("regular")
                let large = try button("large")
                XCTAssertLessThan(small, regular)
                XCTAssertLessThan(regular, large)
                XCTAssertEqual(try button("small in large"), small, "the inner size wins")
                XCTAssertEqual(try button("large around"), large)
            }
        }
    }
}

/// How many pixels of `pixels` are pure-ish red.
private func redCount(_ pixels: Pixels) -> Int {
    var count = 0
    for y in 0..<pixels.height {
        for x in 0..<pixels.width {
            let pixel = pixels.pixel(x: x, y: y)
            if pixel.red > 200 && pixel.green < 60 && pixel.blue < 60 { count += 1 }
        }
    }
    return count
}
