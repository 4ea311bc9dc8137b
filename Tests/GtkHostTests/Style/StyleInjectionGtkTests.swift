import Gtk
import GtkHost
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

private let red = Pixel(red: 255, green: 0, blue: 0)
private let injection = "theme_fg_color; } label { color: #ff0000; } x {"

/// The warnings logged while `body` ran (at most the last 100).
@MainActor private func warnings(during body: () throws -> Void) rethrows -> [String] {
    let before = Log.recentWarnings
    try body()
    let after = Log.recentWarnings
    var shared = min(before.count, after.count)
    while shared > 0 && Array(before.suffix(shared)) != Array(after.prefix(shared)) { shared -= 1 }
    return Array(after.dropFirst(shared))
}

final class StyleInjectionGtkTests: GtkHostTestCase {
    func testAColorNameThatIsNotAnIdentifierAddsNoRule() throws {
        try MainActor.assumeIsolated {
            let view = VStack {
                Text("victim")
                Text("styled").foregroundColor(Color(.init(injection)))
                    .background(Color(.init(injection)))
            }
            let logged = try warnings {
                try GtkTester.run(view) { app in
                    let sheet = app.root.host.styleSheet
                    XCTAssertNotEqual(app.find(text: "victim")?.textColor, red)
                    XCTAssertNotEqual(app.find(text: "styled")?.textColor, red)
                    XCTAssertEqual(sheet.inlineStyleCount, 0, "nothing reached GTK's parser")
                    XCTAssertTrue(sheet.parsingErrors.isEmpty, "\(sheet.parsingErrors)")
                }
            }
            let warning = logged.first { $0.contains(injection) } ?? "\(logged)"
            XCTAssertTrue(warning.contains("Text(\"styled\")"), warning)
            XCTAssertTrue(warning.contains("not a CSS identifier"), warning)
        }
    }

    func testAThemeAccentThatIsNotAnIdentifierAddsNoRule() throws {
        try MainActor.assumeIsolated {
            let view = VStack {
                Text("victim")
                VStack { Text("themed") }.theme(Theme(accentColor: Color(.init(injection))))
            }
            let logged = try warnings {
                try GtkTester.run(view) { app in
                    XCTAssertNotEqual(app.find(text: "victim")?.textColor, red)
                    XCTAssertNotEqual(app.find(text: "themed")?.textColor, red)
                    XCTAssertTrue(app.root.host.styleSheet.parsingErrors.isEmpty)
                }
            }
            let warning = logged.first { $0.contains(injection) } ?? "\(logged)"
            XCTAssertTrue(warning.contains("theme accent"), warning)
            XCTAssertTrue(warning.contains("on VStack"), warning)
        }
    }

    func testCSSClassesThatAreNotIdentifiersAreLeftOutWithoutACritical() throws {
        try MainActor.assumeIsolated {
            let view = Text("classy").cssClass("").cssClass(".danger").cssClass("a b")
                .cssClass("fine")
            let logged = try warnings {
                try GtkTester.run(view) { app in
                    let label = try XCTUnwrap(app.find(text: "classy"))
                    XCTAssertTrue(label.hasCSSClass("fine"))
                    XCTAssertFalse(label.hasCSSClass("danger"))
                    app.root.render(Text("classy").cssClass(".danger").cssClass("fine"))
                    app.root.render(Text("classy"))
                    XCTAssertFalse(label.hasCSSClass("fine"))
                }
            }
            for value in ["\"\"", "\".danger\"", "\"a b\""] {
                let warning = logged.first { $0.contains("CSS class \(value)") }
                XCTAssertTrue(warning?.contains("on Text(\"classy\")") ?? false, "\(logged)")
            }
            XCTAssertEqual(
                logged.filter { $0.contains("\".danger\"") }.count, 1, "once per new value")
        }
    }

    func testValuesThatAreNotFiniteOrDefinedAreLeftOutWithAWarning() throws {
        try MainActor.assumeIsolated {
            let view = VStack {
                Text("nan").foregroundColor(Color(red: .nan, green: 0, blue: 0))
                Text("huge").fontSize(.infinity).fontWeight(.bold)
                Text("negative").fontSize(-3)
                Text("undefined").foregroundColor(Color(.init("window_fg_color")))
                Text("scaled").theme(Theme(spacingScale: .nan, fontScale: -.infinity))
            }
            let logged = try warnings {
                try GtkTester.run(view) { app in
                    let sheet = app.root.host.styleSheet
                    XCTAssertEqual(sheet.inlineStyleCount, 1, "only the bold weight")
                    XCTAssertTrue(sheet.parsingErrors.isEmpty, "\(sheet.parsingErrors)")
                    let normal = try XCTUnwrap(app.find(text: "nan")?.textColor)
                    XCTAssertEqual(app.find(text: "undefined")?.textColor, normal)
                }
            }
            let expected = [
                "color rgba(nan, 0.0, 0.0, 1.0) on Text(\"nan\")",
                "font size inf on Text(\"huge\")",
                "font size -3.0 on Text(\"negative\")",
                "color name \"window_fg_color\" on Text(\"undefined\")",
                "theme spacing scale nan on Text(\"scaled\")",
                "theme font scale -inf on Text(\"scaled\")",
            ]
            for text in expected {
                XCTAssertTrue(logged.contains { $0.contains(text) }, "\(text) in \(logged)")
            }
        }
    }
}
