import Foundation
import HotReload
import XCTest

/// The image's entry names the app's type, so the compiler checks it: an app whose
/// sources have no `App` of that name, or a type of that name that is not an `App`, gets
/// a build error that says what to write.
final class ImageEntryGtkTests: XCTestCase {
    private let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("hot-reload-entry-\(UUID().uuidString)").path

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: directory)
        super.tearDown()
    }

    func testSourcesWithoutTheAppTypeSayWhichAppToWrite() throws {
        let error = try firstError(
            appType: "ShopApp",
            source: """
                import GtkHooks

                struct ShopView: View { var body: some View { Text("shop") } }

                """)
        XCTAssertTrue(error.contains("cannot find 'ShopApp' in scope"), error)
        XCTAssertTrue(error.contains("has no `App` of that name"), error)
        XCTAssertTrue(error.contains("@main\n    struct ShopApp: App {"), error)
        XCTAssertTrue(error.contains("--app <TypeName>"), error)
    }

    func testATypeOfThatNameThatIsNotAnAppSaysWhichAppToWrite() throws {
        let error = try firstError(
            appType: "ShopApp",
            source: """
                import GtkHooks

                struct ShopApp { var body: some View { Text("shop") } }

                """)
        XCTAssertTrue(error.contains("'ShopApp' conform to 'App'"), error)
        XCTAssertTrue(error.contains("@main\n    struct ShopApp: App {"), error)
    }

    /// The first error of building an image of a `Shop` module whose one file is `source`.
    private func firstError(appType: String, source: String) throws -> String {
        let sources = "\(directory)/Shop"
        try FileManager.default.createDirectory(atPath: sources, withIntermediateDirectories: true)
        try source.write(toFile: "\(sources)/Shop.swift", atomically: false, encoding: .utf8)
        let binDirectory = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            .deletingLastPathComponent().path
        let recipe = ImageRecipe(
            moduleName: "Shop", sourceDirectory: sources, appType: appType,
            compilerFlags: ImageRecipe.frameworkFlags(binDirectory: binDirectory),
            workDirectory: "\(directory)/work")
        guard case .failed(let error, _) = recipe.buildNow(number: 1) else {
            XCTFail("an image without an App named \(appType) built")
            return ""
        }
        return error
    }
}
