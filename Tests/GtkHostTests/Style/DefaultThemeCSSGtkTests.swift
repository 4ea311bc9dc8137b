import Foundation
import Gtk
import GtkHost
import GtkTesting
import Widgets
import XCTest

final class DefaultThemeCSSGtkTests: GtkHostTestCase {
    func testTheStyleSheetLoadsTheThemeCSSOfResourcesWithoutErrors() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let source = try String(
            contentsOf: repository.appendingPathComponent("Resources/GtkHooks/theme.css"),
            encoding: .utf8)
        try MainActor.assumeIsolated {
            try GtkTester.run(Text("themed")) { app in
                let sheet = app.root.host.styleSheet
                XCTAssertEqual(sheet.themeCSS, source)
                XCTAssertTrue(sheet.themeCSS.contains(".gtkhooks-dark {"), sheet.themeCSS)
                XCTAssertTrue(sheet.parsingErrors.isEmpty, "\(sheet.parsingErrors)")
            }
        }
    }
}
