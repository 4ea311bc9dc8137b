import Foundation
import XCTest

@testable import GirGenerator

/// GIO asynchronous operations: a pair named `<stem>_async` or `<stem>` (with
/// a ready callback) and `<stem>_finish` is one `async throws` method; a
/// callback it calls until the operation completes (a notified callback
/// without destroy notify, `g_file_copy_async`'s progress) is released then.
final class AsyncOperationTests: XCTestCase {
    private static let gir = """
        <?xml version="1.0"?>
        <repository version="1.2" xmlns="http://www.gtk.org/introspection/core/1.0"
            xmlns:c="http://www.gtk.org/introspection/c/1.0"
            xmlns:glib="http://www.gtk.org/introspection/glib/1.0">
          <namespace name="Fix" c:identifier-prefixes="Fix">
            <callback name="ProgressFunc" c:type="FixProgressFunc">
              <return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value>
              <parameters>
                <parameter name="done" transfer-ownership="none"><type name="gint64" c:type="gint64"/></parameter>
                <parameter name="user_data" transfer-ownership="none" nullable="1" closure="1"><type name="gpointer" c:type="gpointer"/></parameter>
              </parameters>
            </callback>
            <class name="Disk" c:type="FixDisk" parent="GObject.Object">
              <method name="copy_async" c:identifier="fix_disk_copy_async">
                <return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value>
                <parameters>
                  <instance-parameter name="self"><type name="Disk" c:type="FixDisk*"/></instance-parameter>
                  <parameter name="progress" transfer-ownership="none" nullable="1" scope="notified" closure="1"><type name="ProgressFunc" c:type="FixProgressFunc"/></parameter>
                  <parameter name="progress_data" transfer-ownership="none" nullable="1"><type name="gpointer" c:type="gpointer"/></parameter>
                  <parameter name="callback" transfer-ownership="none" scope="async" closure="3"><type name="Gio.AsyncReadyCallback" c:type="GAsyncReadyCallback"/></parameter>
                  <parameter name="user_data" transfer-ownership="none" nullable="1"><type name="gpointer" c:type="gpointer"/></parameter>
                </parameters>
              </method>
              <method name="copy_finish" c:identifier="fix_disk_copy_finish" throws="1">
                <return-value transfer-ownership="none"><type name="gboolean" c:type="gboolean"/></return-value>
                <parameters>
                  <instance-parameter name="self"><type name="Disk" c:type="FixDisk*"/></instance-parameter>
                  <parameter name="res" transfer-ownership="none"><type name="Gio.AsyncResult" c:type="GAsyncResult*"/></parameter>
                </parameters>
              </method>
              <method name="poll" c:identifier="fix_disk_poll">
                <return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value>
                <parameters>
                  <instance-parameter name="self"><type name="Disk" c:type="FixDisk*"/></instance-parameter>
                  <parameter name="cancellable" transfer-ownership="none" nullable="1"><type name="Gio.Cancellable" c:type="GCancellable*"/></parameter>
                  <parameter name="callback" transfer-ownership="none" scope="async" closure="2"><type name="Gio.AsyncReadyCallback" c:type="GAsyncReadyCallback"/></parameter>
                  <parameter name="user_data" transfer-ownership="none" nullable="1"><type name="gpointer" c:type="gpointer"/></parameter>
                </parameters>
              </method>
              <method name="poll_finish" c:identifier="fix_disk_poll_finish" throws="1">
                <return-value transfer-ownership="none"><type name="gboolean" c:type="gboolean"/></return-value>
                <parameters>
                  <instance-parameter name="self"><type name="Disk" c:type="FixDisk*"/></instance-parameter>
                  <parameter name="result" transfer-ownership="none"><type name="Gio.AsyncResult" c:type="GAsyncResult*"/></parameter>
                </parameters>
              </method>
            </class>
          </namespace>
        </repository>
        """

    private func generate() throws -> (text: String, report: ClassReport) {
        let namespace = try RepositoryReader.read(data: Data(Self.gir.utf8))
        let list = ClassList(parsing: "hand-written GObject.Object Object pointer\nDisk\n")
        let output = Generator(namespace: namespace, classList: list).run()
        return (
            try XCTUnwrap(output.files["Disk.swift"]),
            try XCTUnwrap(output.reports.first { $0.name == "Disk" })
        )
    }

    func testAProgressCallbackIsBoxedBeforeTheOperationAndReleasedWhenItIsOver() throws {
        let (disk, report) = try generate()
        XCTAssertEqual(report.skipped, [])
        XCTAssertTrue(
            disk.contains(
                """
                    public func copy(progress: (@MainActor (Int) -> Void)?) async throws -> Bool {
                        let progressData = progress.map { ClosureBox<@MainActor (Int) -> Void>($0).retainedForGLib() }
                        defer {
                            progressData.map(releaseBoxFromGLib)
                        }
                        return try await asyncCall(
                """), disk)
        XCTAssertFalse(
            disk.contains("progressData)\n                progressData.map"),
            "not released right after the start call")
    }

    func testAMethodTakingAReadyCallbackPairsWithItsFinish() throws {
        let (disk, report) = try generate()
        XCTAssertEqual(report.methods.generated, 4)
        XCTAssertTrue(disk.contains("public func poll() async throws -> Bool {"), disk)
        XCTAssertTrue(disk.contains("fix_disk_poll(cast(pointer), nil, callback, data)"), disk)
    }
}
