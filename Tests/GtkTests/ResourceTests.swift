import Foundation
import Gtk
import XCTest

/// `Resources/GtkHooks/<name>` in the repository, as the files on disk say.
private func toolkitResourceSource(_ name: String) throws -> String {
    let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    return try String(
        contentsOf: repository.appendingPathComponent("Resources/GtkHooks/\(name)"), encoding: .utf8
    )
}

final class ResourceTests: XCTestCase {
    func testTheCompiledInThemeCSSIsTheFileInResources() throws {
        let compiled = Resource.text(at: Resource.toolkitPrefix + "/theme.css")
        XCTAssertEqual(compiled, try toolkitResourceSource("theme.css"))
    }

    func testAPathNoRegisteredBundleHoldsIsNil() {
        XCTAssertNil(Resource.text(at: Resource.toolkitPrefix + "/missing.css"))
        XCTAssertNil(Resource.text(at: "/org/example/Nothing/theme.css"))
    }
}
