import Foundation
import XCTest

@testable import GirGenerator

/// GLib lists (`GList`, `GSList`): Swift arrays of the element type, the list
/// freed when the caller owns it (transfer container or full) and each
/// element taken over only with transfer full; lists given to a call are
/// built from the array for the call.
final class ListTests: XCTestCase {
    private static let gir = """
        <?xml version="1.0"?>
        <repository version="1.2" xmlns="http://www.gtk.org/introspection/core/1.0"
            xmlns:c="http://www.gtk.org/introspection/c/1.0"
            xmlns:glib="http://www.gtk.org/introspection/glib/1.0">
          <namespace name="Fix" c:identifier-prefixes="Fix">
            <record name="Path" c:type="FixPath" glib:type-name="FixPath" glib:get-type="fix_path_get_type"/>
            <class name="Tag" c:type="FixTag" parent="GObject.Object"/>
            <class name="Row" c:type="FixRow" parent="Widget"/>
            <class name="Board" c:type="FixBoard" parent="Widget">
              <method name="get_focus_rows" c:identifier="fix_board_get_focus_rows">
                <return-value transfer-ownership="none"><type name="GLib.List" c:type="const GList*"><type name="Row"/></type></return-value>
                <parameters><instance-parameter name="self"><type name="Board" c:type="FixBoard*"/></instance-parameter></parameters>
              </method>
              <method name="get_selected_rows" c:identifier="fix_board_get_selected_rows">
                <return-value transfer-ownership="container"><type name="GLib.List" c:type="GList*"><type name="Row"/></type></return-value>
                <parameters><instance-parameter name="self"><type name="Board" c:type="FixBoard*"/></instance-parameter></parameters>
              </method>
              <method name="list_paths" c:identifier="fix_board_list_paths">
                <return-value transfer-ownership="full"><type name="GLib.List" c:type="GList*"><type name="Path"/></type></return-value>
                <parameters><instance-parameter name="self"><type name="Board" c:type="FixBoard*"/></instance-parameter></parameters>
              </method>
              <method name="list_tags" c:identifier="fix_board_list_tags">
                <return-value transfer-ownership="full"><type name="GLib.SList" c:type="GSList*"><type name="Tag"/></type></return-value>
                <parameters><instance-parameter name="self"><type name="Board" c:type="FixBoard*"/></instance-parameter></parameters>
              </method>
              <method name="get_tags" c:identifier="fix_board_get_tags">
                <return-value transfer-ownership="container"><type name="GLib.SList" c:type="GSList*"><type name="Tag"/></type></return-value>
                <parameters><instance-parameter name="self"><type name="Board" c:type="FixBoard*"/></instance-parameter></parameters>
              </method>
              <method name="list_names" c:identifier="fix_board_list_names">
                <return-value transfer-ownership="full"><type name="GLib.List" c:type="GList*"><type name="utf8"/></type></return-value>
                <parameters><instance-parameter name="self"><type name="Board" c:type="FixBoard*"/></instance-parameter></parameters>
              </method>
              <method name="set_tags" c:identifier="fix_board_set_tags">
                <return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value>
                <parameters>
                  <instance-parameter name="self"><type name="Board" c:type="FixBoard*"/></instance-parameter>
                  <parameter name="tags" transfer-ownership="none" nullable="1"><type name="GLib.SList" c:type="GSList*"><type name="Tag"/></type></parameter>
                </parameters>
              </method>
              <method name="take_tags" c:identifier="fix_board_take_tags">
                <return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value>
                <parameters>
                  <instance-parameter name="self"><type name="Board" c:type="FixBoard*"/></instance-parameter>
                  <parameter name="tags" transfer-ownership="full"><type name="GLib.List" c:type="GList*"><type name="Tag"/></type></parameter>
                </parameters>
              </method>
              <method name="get_numbers" c:identifier="fix_board_get_numbers">
                <return-value transfer-ownership="container"><type name="GLib.List" c:type="GList*"><type name="gint"/></type></return-value>
                <parameters><instance-parameter name="self"><type name="Board" c:type="FixBoard*"/></instance-parameter></parameters>
              </method>
              <method name="get_group" c:identifier="fix_board_get_group">
                <return-value transfer-ownership="container"><type name="GLib.List" c:type="GList*"><type name="Board"/></type></return-value>
                <parameters><instance-parameter name="self"><type name="Board" c:type="FixBoard*"/></instance-parameter></parameters>
              </method>
              <method name="group" c:identifier="fix_board_group">
                <return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value>
                <parameters>
                  <instance-parameter name="self"><type name="Board" c:type="FixBoard*"/></instance-parameter>
                  <parameter name="other" transfer-ownership="none"><type name="Board" c:type="FixBoard*"/></parameter>
                </parameters>
              </method>
              <method name="get_unknowns" c:identifier="fix_board_get_unknowns">
                <return-value transfer-ownership="container"><type name="GLib.List" c:type="GList*"><type name="Unknown"/></type></return-value>
                <parameters><instance-parameter name="self"><type name="Board" c:type="FixBoard*"/></instance-parameter></parameters>
              </method>
              <function name="list_boards" c:identifier="fix_board_list_boards">
                <return-value transfer-ownership="container"><type name="GLib.List" c:type="GList*"><type name="Board"/></type></return-value>
              </function>
            </class>
          </namespace>
        </repository>
        """

    private func generate() throws -> Generator.Output {
        let namespace = try RepositoryReader.read(data: Data(Self.gir.utf8))
        let list = ClassList(
            parsing: """
                hand-written GObject.Object Object pointer
                hand-written Widget Widget pointer
                Path
                Tag
                Row
                Board
                """)
        return Generator(namespace: namespace, classList: list).run()
    }

    private func board() throws -> String {
        try XCTUnwrap(try generate().files["Board.swift"])
    }

    func testAListGTKKeepsIsReadAndNeitherItNorItsElementsAreFreed() throws {
        let board = try board()
        XCTAssertTrue(board.contains("public func focusRows() -> [Row] {"), board)
        XCTAssertTrue(
            board.contains(
                "listElements(fix_board_get_focus_rows(cast(pointer)), freeingList: false) { element in wrapWidget(rawPointer(element)) { Row(sinking: $0) } }"
            ), board)
    }

    func testAListWithTransferContainerIsFreedAndItsElementsAreBorrowed() throws {
        let board = try board()
        XCTAssertTrue(
            board.contains(
                "listElements(fix_board_get_selected_rows(cast(pointer)), freeingList: true) { element in wrapWidget(rawPointer(element)) { Row(sinking: $0) } }"
            ), board)
        XCTAssertTrue(
            board.contains(
                "listElements(fix_board_get_tags(cast(pointer)), freeingList: true) { element in rawPointer(element).map { Tag(sinking: $0) } }"
            ), board)
    }

    func testAListWithTransferFullHandsEachElementToItsWrapper() throws {
        let board = try board()
        XCTAssertTrue(board.contains("@discardableResult"), board)
        XCTAssertTrue(board.contains("public func listPaths() -> [Path] {"), board)
        XCTAssertTrue(
            board.contains(
                "listElements(fix_board_list_paths(cast(pointer)), freeingList: true) { element in rawPointer(element).map { Path(adopting: $0) } }"
            ), board)
        XCTAssertTrue(
            board.contains(
                "listElements(fix_board_list_tags(cast(pointer)), freeingList: true) { element in rawPointer(element).map { Tag(adopting: $0) } }"
            ), board)
        XCTAssertTrue(
            board.contains(
                "listElements(fix_board_list_names(cast(pointer)), freeingList: true) { element in ownedString(element?.assumingMemoryBound(to: CChar.self)) }"
            ), board)
    }

    func testAListGivenToACallIsBuiltForTheCallFromTheArray() throws {
        let board = try board()
        XCTAssertTrue(board.contains("public func setTags(tags: [Tag]?) {"), board)
        XCTAssertTrue(board.contains("let tagsList = PointerSList(tags?.map(\\.pointer))"), board)
        XCTAssertTrue(board.contains("fix_board_set_tags(cast(pointer), tagsList.list)"), board)
        XCTAssertTrue(board.contains("withExtendedLifetime(tagsList) {}"), board)
    }

    func testAClassFunctionIsAStaticMethod() throws {
        let board = try board()
        XCTAssertTrue(board.contains("public static func listBoards() -> [Board] {"), board)
        XCTAssertTrue(
            board.contains("listElements(fix_board_list_boards(), freeingList: true)"), board)
    }

    func testAGetterKeepsItsGetWhenAMethodHasTheNameWithout() throws {
        let board = try board()
        XCTAssertTrue(board.contains("public func getGroup() -> [Board] {"), board)
        XCTAssertTrue(board.contains("public func group(other: Board) {"), board)
    }

    func testListsOfValuesOrTypesNotGeneratedAndListsGivenAwayAreListed() throws {
        let report = try XCTUnwrap(try generate().reports.first { $0.name == "Board" })
        XCTAssertEqual(report.methods.generated, 10, "\(report.skipped)")
        XCTAssertEqual(
            report.skipped.sorted(),
            [
                "`fix_board_get_numbers`: return value: lists of Int32 are not generated yet",
                "`fix_board_get_unknowns`: return value: GLib.List elements: type Unknown is not generated",
                "`fix_board_take_tags`: parameter tags: lists given with transfer full are not generated yet",
            ])
    }
}
