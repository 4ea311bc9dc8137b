import Foundation
import XCTest

@testable import GirGenerator

/// Classes of a fundamental type that is not a GObject (GIR's
/// `glib:fundamental`, as `GtkExpression` and `GdkEvent`): wrapped under the
/// hand-written `Fundamental`, counted with the root's own reference
/// functions, never with `g_object_ref`.
final class FundamentalTests: XCTestCase {
    private static let gir = """
        <?xml version="1.0"?>
        <repository version="1.2" xmlns="http://www.gtk.org/introspection/core/1.0"
            xmlns:c="http://www.gtk.org/introspection/c/1.0"
            xmlns:glib="http://www.gtk.org/introspection/glib/1.0">
          <namespace name="Fix" c:identifier-prefixes="Fix">
            <class name="Note" c:type="FixNote" abstract="1" glib:type-name="FixNote"
                glib:get-type="fix_note_get_type" glib:fundamental="1"
                glib:ref-func="fix_note_ref" glib:unref-func="fix_note_unref">
              <method name="get_size" c:identifier="fix_note_get_size">
                <return-value transfer-ownership="none"><type name="guint" c:type="guint"/></return-value>
                <parameters><instance-parameter name="self"><type name="Note" c:type="FixNote*"/></instance-parameter></parameters>
              </method>
              <method name="ref" c:identifier="fix_note_ref">
                <return-value transfer-ownership="full"><type name="Note" c:type="FixNote*"/></return-value>
                <parameters><instance-parameter name="self"><type name="Note" c:type="FixNote*"/></instance-parameter></parameters>
              </method>
              <method name="unref" c:identifier="fix_note_unref">
                <return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value>
                <parameters><instance-parameter name="self" transfer-ownership="full"><type name="Note" c:type="FixNote*"/></instance-parameter></parameters>
              </method>
              <method name="_get_pair" c:identifier="fix_notes_get_pair" moved-to="notes_get_pair">
                <return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value>
                <parameters><instance-parameter name="self"><type name="Note" c:type="FixNote*"/></instance-parameter></parameters>
              </method>
            </class>
            <class name="TextNote" c:type="FixTextNote" parent="Note" glib:type-name="FixTextNote"
                glib:get-type="fix_text_note_get_type" glib:fundamental="1">
              <constructor name="new" c:identifier="fix_text_note_new">
                <return-value transfer-ownership="full"><type name="TextNote" c:type="FixNote*"/></return-value>
                <parameters>
                  <parameter name="inner" transfer-ownership="full" nullable="1"><type name="Note" c:type="FixNote*"/></parameter>
                </parameters>
              </constructor>
              <method name="get_inner" c:identifier="fix_text_note_get_inner">
                <return-value transfer-ownership="none" nullable="1"><type name="Note" c:type="FixNote*"/></return-value>
                <parameters><instance-parameter name="self"><type name="TextNote" c:type="FixNote*"/></instance-parameter></parameters>
              </method>
            </class>
            <class name="Board" c:type="FixBoard" parent="GObject.Object" glib:type-name="FixBoard"
                glib:get-type="fix_board_get_type">
              <method name="show" c:identifier="fix_board_show">
                <return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value>
                <parameters>
                  <instance-parameter name="self"><type name="Board" c:type="FixBoard*"/></instance-parameter>
                  <parameter name="note" transfer-ownership="none"><type name="Note" c:type="FixNote*"/></parameter>
                </parameters>
              </method>
              <method name="take" c:identifier="fix_board_take">
                <return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value>
                <parameters>
                  <instance-parameter name="self"><type name="Board" c:type="FixBoard*"/></instance-parameter>
                  <parameter name="note" transfer-ownership="full"><type name="Note" c:type="FixNote*"/></parameter>
                </parameters>
              </method>
              <method name="make_note" c:identifier="fix_board_make_note">
                <return-value transfer-ownership="full"><type name="Note" c:type="FixNote*"/></return-value>
                <parameters><instance-parameter name="self"><type name="Board" c:type="FixBoard*"/></instance-parameter></parameters>
              </method>
              <glib:signal name="posted">
                <return-value transfer-ownership="none"><type name="gboolean" c:type="gboolean"/></return-value>
                <parameters>
                  <parameter name="note" transfer-ownership="none"><type name="Note" c:type="FixNote*"/></parameter>
                </parameters>
              </glib:signal>
            </class>
          </namespace>
        </repository>
        """

    private static let classes = """
        hand-written GObject.Object Object pointer
        hand-written-fundamental Fundamental pointer isUsable typeName reference release
        Note
        TextNote
        Board
        """

    private func generate(classes: String = FundamentalTests.classes) throws -> Generator.Output {
        let namespace = try RepositoryReader.read(data: Data(Self.gir.utf8))
        return Generator(namespace: namespace, classList: ClassList(parsing: classes)).run()
    }

    func testTheRootDerivesFromTheBaseAndNamesItsReferenceFunctions() throws {
        let note = try XCTUnwrap(try generate().files["Note.swift"])
        XCTAssertTrue(note.contains("public class Note: Fundamental {"), note)
        XCTAssertTrue(note.contains("override class func reference(_ pointer: gpointer) {"), note)
        XCTAssertTrue(note.contains("        fix_note_ref(cast(pointer))"), note)
        XCTAssertTrue(note.contains("        fix_note_unref(cast(pointer))"), note)
        XCTAssertTrue(note.contains("fix_text_note_get_type(): TextNote.self,"), note)
        XCTAssertTrue(note.contains("public func size() -> UInt32 {"), note)
        XCTAssertFalse(note.contains("g_object_ref"), note)
    }

    func testTheReferenceFunctionsAndMovedMethodsAreNotMethods() throws {
        let output = try generate()
        let note = try XCTUnwrap(output.reports.first { $0.name == "Note" })
        XCTAssertTrue(note.skipped.contains { $0.hasPrefix("`fix_note_ref`: the wrapper gives") })
        XCTAssertTrue(note.skipped.contains { $0.hasPrefix("`fix_note_unref`: the wrapper gives") })
        XCTAssertTrue(note.skipped.contains("`fix_notes_get_pair`: moved to notes_get_pair"))
    }

    func testASubclassAdoptsItsConstructorsResultAndRetainsWhatItReturns() throws {
        let text = try XCTUnwrap(try generate().files["TextNote.swift"])
        XCTAssertTrue(text.contains("public class TextNote: Note {"), text)
        XCTAssertTrue(text.contains("public convenience init(inner: Note?) {"), text)
        XCTAssertTrue(
            text.contains(
                "self.init(adopting: rawPointer(fix_text_note_new(castOptional(inner?.retainedPointer())))!)"
            ), text)
        XCTAssertTrue(
            text.contains(
                "rawPointer(fix_text_note_get_inner(cast(pointer))).map { Note.wrapper(retaining: $0) }"
            ), text)
        XCTAssertFalse(text.contains("onNotify"), text)
    }

    func testParametersAndResultsFollowTheirTransfer() throws {
        let board = try XCTUnwrap(try generate().files["Board.swift"])
        XCTAssertTrue(board.contains("fix_board_show(cast(pointer), cast(note.pointer))"), board)
        XCTAssertTrue(
            board.contains("fix_board_take(cast(pointer), cast(note.retainedPointer()))"), board)
        XCTAssertTrue(board.contains("public func makeNote() -> Note? {"), board)
        XCTAssertTrue(board.contains("Note.wrapper(adopting: $0)"), board)
        XCTAssertFalse(board.contains("g_object_ref(note"), board)
    }

    func testASignalLendsItsInstanceForTheCallOnly() throws {
        let board = try XCTUnwrap(try generate().files["Board.swift"])
        XCTAssertTrue(board.contains("_ handler: @escaping @MainActor (Note) -> Bool"), board)
        XCTAssertTrue(board.contains("Note.wrapper(retaining: $0)"), board)
        XCTAssertTrue(board.contains("defer { lent0?.invalidate() }"), board)
        XCTAssertTrue(board.contains("return box.body(lent0!)"), board)
    }

    func testFundamentalClassesAreLeftOutOfTheObjectWrappers() throws {
        let wrappers = try XCTUnwrap(try generate().files["ObjectWrappers.swift"])
        XCTAssertTrue(wrappers.contains("ObjectIdentifier(Board.self): { Board(sinking: $0) },"))
        XCTAssertFalse(wrappers.contains("Note"), wrappers)
    }

    func testWithoutTheBaseTheRootIsNotGeneratedNorUsed() throws {
        let output = try generate(
            classes: """
                hand-written GObject.Object Object pointer
                Note
                Board
                """)
        XCTAssertNil(output.files["Note.swift"])
        XCTAssertTrue(
            output.skippedClasses.contains {
                $0.hasPrefix("`Note`: a fundamental type without reference functions or base")
            }, "\(output.skippedClasses)")
        let board = try XCTUnwrap(output.reports.first { $0.name == "Board" })
        XCTAssertTrue(
            board.skipped.contains("`fix_board_show`: parameter note: type Note is not generated"))
    }
}
