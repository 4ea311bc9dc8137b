import Foundation
import GtkHooks
import GtkTesting
import XCTest

@testable import AsyncDemo

final class AsyncDemoGtkTests: ExampleTestCase {
    func testListsATemporaryDirectoryAndShowsAnErrorForAMissingOne() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("async-demo-gtk-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("photos"), withIntermediateDirectories: true)
        try Data("notes".utf8).write(to: directory.appendingPathComponent("notes.txt"))
        defer { try? FileManager.default.removeItem(at: directory) }

        try MainActor.assumeIsolated {
            try GtkTester.run(AsyncDemoView(initialPath: Array(directory.path.utf8))) { app in
                try await app.waitUntil { app.find(text: "notes.txt") != nil }
                XCTAssertNotNil(app.find(text: "photos"), app.dump())
                XCTAssertNotNil(app.find(role: .list), app.dump())
                try await app.waitUntil { app.find(text: "Read 1 of 1 files (5 bytes)") != nil }

                let missing = directory.appendingPathComponent("missing").path
                let field = try XCTUnwrap(app.find(label: "Path"))
                try app.type(missing, into: field)
                try app.submit(field)
                try await app.waitUntil { app.find(label: "Error") != nil }
                XCTAssertEqual(
                    app.find(label: "Error")?.displayedText, "\(missing) does not exist.")
                XCTAssertNil(app.find(text: "notes.txt"), app.dump())
            }
        }
    }
}
