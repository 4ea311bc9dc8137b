import Foundation
import XCTest

@testable import GirGenerator

/// Types of an included GIR (`--include`), GIO-style async pairs, GValues,
/// signal results other than booleans and interface-typed results.
final class IncludedNamespaceTests: XCTestCase {
    private static let main = """
        <?xml version="1.0"?>
        <repository version="1.2" xmlns="http://www.gtk.org/introspection/core/1.0"
            xmlns:c="http://www.gtk.org/introspection/c/1.0"
            xmlns:glib="http://www.gtk.org/introspection/glib/1.0">
          <namespace name="Fix" c:identifier-prefixes="Fix">
            <class name="Source" c:type="FixSource" parent="GObject.Object">
              <method name="get_board" c:identifier="fix_source_get_board">
                <return-value transfer-ownership="none"><type name="Ext.Board" c:type="ExtBoard*"/></return-value>
                <parameters><instance-parameter name="self"><type name="Source" c:type="FixSource*"/></instance-parameter></parameters>
              </method>
              <method name="get_model" c:identifier="fix_source_get_model">
                <return-value transfer-ownership="full"><type name="Ext.Model" c:type="ExtModel*"/></return-value>
                <parameters><instance-parameter name="self"><type name="Source" c:type="FixSource*"/></instance-parameter></parameters>
              </method>
              <glib:signal name="prepare">
                <return-value transfer-ownership="full"><type name="Ext.Board" c:type="ExtBoard*"/></return-value>
                <parameters><parameter name="x" transfer-ownership="none"><type name="gdouble" c:type="gdouble"/></parameter></parameters>
              </glib:signal>
              <glib:signal name="motion">
                <return-value transfer-ownership="none"><type name="Ext.Action" c:type="ExtAction"/></return-value>
              </glib:signal>
              <glib:signal name="drop">
                <return-value transfer-ownership="none"><type name="gboolean" c:type="gboolean"/></return-value>
                <parameters><parameter name="value" transfer-ownership="none"><type name="GObject.Value" c:type="GValue"/></parameter></parameters>
              </glib:signal>
            </class>
          </namespace>
        </repository>
        """

    private static let included = """
        <?xml version="1.0"?>
        <repository version="1.2" xmlns="http://www.gtk.org/introspection/core/1.0"
            xmlns:c="http://www.gtk.org/introspection/c/1.0"
            xmlns:glib="http://www.gtk.org/introspection/glib/1.0">
          <namespace name="Ext" c:identifier-prefixes="Ext">
            <interface name="Model" c:type="ExtModel">
              <method name="get_count" c:identifier="ext_model_get_count">
                <return-value transfer-ownership="none"><type name="guint" c:type="guint"/></return-value>
                <parameters><instance-parameter name="self"><type name="Model" c:type="ExtModel*"/></instance-parameter></parameters>
              </method>
            </interface>
            <class name="Board" c:type="ExtBoard" parent="GObject.Object">
              <implements name="Model"/>
              <method name="read_text_async" c:identifier="ext_board_read_text_async">
                <return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value>
                <parameters>
                  <instance-parameter name="self"><type name="Board" c:type="ExtBoard*"/></instance-parameter>
                  <parameter name="cancellable" transfer-ownership="none" nullable="1"><type name="Gio.Cancellable" c:type="GCancellable*"/></parameter>
                  <parameter name="callback" transfer-ownership="none" scope="async" closure="2"><type name="Gio.AsyncReadyCallback" c:type="GAsyncReadyCallback"/></parameter>
                  <parameter name="user_data" transfer-ownership="none" nullable="1"><type name="gpointer" c:type="gpointer"/></parameter>
                </parameters>
              </method>
              <method name="read_text_finish" c:identifier="ext_board_read_text_finish" throws="1">
                <return-value transfer-ownership="full" nullable="1"><type name="utf8" c:type="char*"/></return-value>
                <parameters>
                  <instance-parameter name="self"><type name="Board" c:type="ExtBoard*"/></instance-parameter>
                  <parameter name="result" transfer-ownership="none"><type name="Gio.AsyncResult" c:type="GAsyncResult*"/></parameter>
                </parameters>
              </method>
              <method name="set_value" c:identifier="ext_board_set_value">
                <return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value>
                <parameters>
                  <instance-parameter name="self"><type name="Board" c:type="ExtBoard*"/></instance-parameter>
                  <parameter name="value" transfer-ownership="none"><type name="GObject.Value" c:type="const GValue*"/></parameter>
                </parameters>
              </method>
              <method name="get_action" c:identifier="ext_board_get_action">
                <return-value transfer-ownership="none"><type name="Action" c:type="ExtAction"/></return-value>
                <parameters><instance-parameter name="self"><type name="Board" c:type="ExtBoard*"/></instance-parameter></parameters>
              </method>
            </class>
            <bitfield name="Action" c:type="ExtAction">
              <member name="copy" value="1" c:identifier="EXT_ACTION_COPY"/>
            </bitfield>
          </namespace>
        </repository>
        """

    private static let classes = """
        hand-written GObject.Object Object pointer
        untracked Ext.Board
        Source
        Ext.Board
        """

    private func generate() throws -> Generator.Output {
        var namespace = try RepositoryReader.read(data: Data(Self.main.utf8))
        namespace.merge(try RepositoryReader.read(data: Data(Self.included.utf8)))
        return Generator(namespace: namespace, classList: ClassList(parsing: Self.classes)).run()
    }

    func testIncludedTypesAreMergedUnderQualifiedNamesAndGeneratedUnderShortOnes() throws {
        let output = try generate()
        let board = try XCTUnwrap(output.files["Ext/Board.swift"])
        XCTAssertTrue(board.contains("public class Board: Object, Model {"), board)
        XCTAssertTrue(board.contains("https://docs.gtk.org/ext/class.Board.html"), board)
        XCTAssertTrue(
            board.contains("public func action() -> Action {"), "a local type is qualified")
        XCTAssertNotNil(output.files["Ext/Action.swift"])
        XCTAssertNotNil(output.files["Ext/Model.swift"])
        XCTAssertTrue(output.reports.contains { $0.name == "Ext.Board" })
    }

    func testIncludedTypesAreWrittenInAFolderOfTheirNamespace() throws {
        let files = try generate().files.keys.sorted()
        XCTAssertEqual(
            files,
            [
                "Ext/Action.swift", "Ext/Board.swift", "Ext/Model.swift", "ObjectWrappers.swift",
                "Source.swift",
            ])
    }

    func testTheVersionsFileNamesEachGirAndTheLibraries() {
        let versions = VersionsFile(
            sources: [("Gtk", "4.0", "Gtk-4.0.gir"), ("Gdk", "4.0", "Gdk-4.0.gir")],
            libraries: "gtk4=4.8.3")
        XCTAssertTrue(
            versions.text().hasSuffix(
                "Gtk 4.0 from Gtk-4.0.gir\nGdk 4.0 from Gdk-4.0.gir\nlibraries: gtk4=4.8.3\n"),
            versions.text())
    }

    func testAnUntrackedClassIsWrappedWithoutCountingIt() throws {
        let source = try XCTUnwrap(try generate().files["Source.swift"])
        XCTAssertTrue(source.contains("Board(sinking: $0, tracked: false)"), source)
    }

    func testAnAsyncAndFinishPairIsOneAsyncThrowingMethod() throws {
        let output = try generate()
        let board = try XCTUnwrap(output.files["Ext/Board.swift"])
        XCTAssertTrue(board.contains("public func readText() async throws -> String? {"), board)
        XCTAssertTrue(
            board.contains("ext_board_read_text_async(cast(pointer), nil, callback, data)"), board)
        XCTAssertTrue(
            board.contains("ext_board_read_text_finish(cast(pointer), asyncResult, &error)"), board)
        XCTAssertFalse(board.contains("func readTextFinish"), board)
        let report = try XCTUnwrap(output.reports.first { $0.name == "Ext.Board" })
        XCTAssertEqual(report.methods.total, 4)
        XCTAssertEqual(report.methods.generated, 4, "\(report.skipped)")
    }

    func testGValuesAreTypedValuesCopiedOnTheWayOut() throws {
        let output = try generate()
        let board = try XCTUnwrap(output.files["Ext/Board.swift"])
        XCTAssertTrue(board.contains("public func setValue(value: TypedValue) {"), board)
        XCTAssertTrue(board.contains("ext_board_set_value(cast(pointer), value.pointer)"), board)
        let source = try XCTUnwrap(output.files["Source.swift"])
        XCTAssertTrue(source.contains("@MainActor (TypedValue) -> Bool"), source)
        XCTAssertTrue(
            source.contains(
                "TypedValue(copying: $0) }!"), source)
    }

    func testSignalsMayAnswerWithAFlagSetOrAnObjectGTKTakes() throws {
        let source = try XCTUnwrap(try generate().files["Source.swift"])
        XCTAssertTrue(source.contains("_ handler: @escaping @MainActor () -> Action"), source)
        XCTAssertTrue(source.contains("return value.cValue"), source)
        XCTAssertTrue(source.contains("_ handler: @escaping @MainActor (Double) -> Board?"), source)
        XCTAssertTrue(source.contains("g_object_ref($0.pointer)"), source)
        XCTAssertTrue(source.contains("return UnsafeMutableRawPointer(bitPattern: value)"), source)
    }

    func testAnInterfaceResultIsWrappedInTheProtocolsAnyClass() throws {
        let output = try generate()
        let model = try XCTUnwrap(output.files["Ext/Model.swift"])
        XCTAssertTrue(model.contains("public final class AnyModel: Object, Model {}"), model)
        let source = try XCTUnwrap(output.files["Source.swift"])
        XCTAssertTrue(source.contains("public func model() -> (any Model)? {"), source)
        XCTAssertTrue(source.contains("AnyModel(adopting: $0)"), source)
    }
}
