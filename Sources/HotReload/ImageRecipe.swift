// What one app image is made of: the app's sources (less main.swift) and a
// generated entry, compiled as the app's module against the framework modules
// of a SwiftPM build, and linked into a shared object with a new name.

import Foundation

/// How to build the images of one app.
public struct ImageRecipe: Sendable {
    /// The app's module name.
    public var moduleName: String
    /// The directory of the app's sources; every `.swift` file in it (not in
    /// subdirectories named `Tests`) except `main.swift` goes into the image.
    public var sourceDirectory: String
    /// The name of the app's type, an `App` in its sources (`TodoListApp`): the image's
    /// entry makes one and shows its `body` with its `css`, so the compiler checks the
    /// name (see ``entryError(in:)``).
    public var appType: String
    /// A view expression the image shows in place of the app's `body` (one screen of the
    /// app, `SettingsView()`), still with the app's `css`; nil for the `body`.
    public var rootExpression: String?
    /// The compiler flags that find the framework's modules (``frameworkFlags(binDirectory:mainActorByDefault:)``)
    /// and set the language mode.
    public var compilerFlags: [String]
    /// Where objects, images and the entry are written.
    public var workDirectory: String
    /// The compiler driver, found through `PATH`.
    public var swiftc = "swiftc"

    /// A recipe for the app `moduleName` whose sources are in `sourceDirectory`.
    ///
    /// - Parameters:
    ///   - moduleName: the app's module name, as its target's.
    ///   - sourceDirectory: the app's sources.
    ///   - appType: the name of the app's `App` type.
    ///   - compilerFlags: search paths and settings, as SwiftPM compiled the app.
    ///   - workDirectory: where the build writes.
    public init(
        moduleName: String, sourceDirectory: String, appType: String,
        compilerFlags: [String], workDirectory: String
    ) {
        self.moduleName = moduleName
        self.sourceDirectory = sourceDirectory
        self.appType = appType
        self.compilerFlags = compilerFlags
        self.workDirectory = workDirectory
    }

    /// The image file of build number `number` (a new name each time: the loader
    /// caches by path).
    func imagePath(_ number: Int) -> String { "\(workDirectory)/\(moduleName)-\(number).so" }

    /// The app's source files that go into an image.
    func sources() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: sourceDirectory)) ?? []
        return names.filter { $0.hasSuffix(".swift") && $0 != "main.swift" }.sorted()
            .map { "\(sourceDirectory)/\($0)" }
    }
}
