import CGtk
import Foundation
import Gtk
import GtkTestSupport
import XCTest

/// GIO asynchronous operations on real GIO: a callback the operation calls
/// until it completes (`g_file_copy_async`'s progress) is boxed for the
/// operation and released exactly once when it is over.
final class AsyncOperationTests: GtkTestCase {
    func testACopysProgressIsReportedAndItsBoxReleasedWhenTheCopyEnds() {
        MainActor.assumeIsolated {
            runApplication { _ in
                let folder = FileManager.default.temporaryDirectory
                    .appendingPathComponent("gtkhooks-copy-\(getpid())")
                try FileManager.default.createDirectory(
                    at: folder, withIntermediateDirectories: true)
                defer { try? FileManager.default.removeItem(at: folder) }
                let source = folder.appendingPathComponent("source")
                let bytes = Data(repeating: 7, count: 256 * 1024)
                try bytes.write(to: source)
                let target = folder.appendingPathComponent("target")
                let from = AnyFile(
                    takingOwnershipOf: UnsafeMutableRawPointer(g_file_new_for_path(source.path)!))
                let to = AnyFile(
                    takingOwnershipOf: UnsafeMutableRawPointer(g_file_new_for_path(target.path)!))
                let boxes = LiveObjects.closureBoxes
                var reports: [(Int, Int)] = []
                let copied = try await from.copy(
                    destination: to, flags: [], ioPriority: 0,
                    progressCallback: { done, total in reports.append((done, total)) })
                XCTAssertTrue(copied)
                XCTAssertEqual(try Data(contentsOf: target), bytes)
                XCTAssertFalse(reports.isEmpty, "GIO reported progress")
                XCTAssertEqual(reports.last?.1, bytes.count)
                XCTAssertEqual(LiveObjects.closureBoxes, boxes, "both boxes released once")
            }
        }
    }
}
