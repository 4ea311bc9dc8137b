import Foundation
import XCTest

@testable import GirGenerator

/// A value returned beside out parameters: one tuple, the returned value
/// first (labelled by its type), then the out values.
final class OutValueTests: XCTestCase {
    private static let gir = """
        <?xml version="1.0"?>
        <repository version="1.2" xmlns="http://www.gtk.org/introspection/core/1.0"
            xmlns:c="http://www.gtk.org/introspection/c/1.0"
            xmlns:glib="http://www.gtk.org/introspection/glib/1.0">
          <namespace name="Fix" c:identifier-prefixes="Fix">
            <class name="Cell" c:type="FixCell" parent="GObject.Object"/>
            <class name="Grid" c:type="FixGrid" parent="GObject.Object">
              <method name="get_cell_at" c:identifier="fix_grid_get_cell_at">
                <return-value transfer-ownership="none"><type name="Cell" c:type="FixCell*"/></return-value>
                <parameters>
                  <instance-parameter name="self"><type name="Grid" c:type="FixGrid*"/></instance-parameter>
                  <parameter name="x" transfer-ownership="none"><type name="gint" c:type="int"/></parameter>
                  <parameter name="offset" direction="out" caller-allocates="0" transfer-ownership="full"><type name="gdouble" c:type="double*"/></parameter>
                </parameters>
              </method>
              <method name="count_rows" c:identifier="fix_grid_count_rows">
                <return-value transfer-ownership="none"><type name="gint" c:type="int"/></return-value>
                <parameters>
                  <instance-parameter name="self"><type name="Grid" c:type="FixGrid*"/></instance-parameter>
                  <parameter name="value" direction="out" caller-allocates="0" transfer-ownership="full"><type name="gint" c:type="int*"/></parameter>
                  <parameter name="hidden" direction="out" caller-allocates="0" transfer-ownership="full"><type name="gint" c:type="int*"/></parameter>
                </parameters>
              </method>
            </class>
          </namespace>
        </repository>
        """

    private func grid() throws -> String {
        let namespace = try RepositoryReader.read(data: Data(Self.gir.utf8))
        let list = ClassList(parsing: "hand-written GObject.Object Object pointer\nCell\nGrid\n")
        let output = Generator(namespace: namespace, classList: list).run()
        XCTAssertEqual(output.reports.first { $0.name == "Grid" }?.skipped, [])
        return try XCTUnwrap(output.files["Grid.swift"])
    }

    func testAnObjectReturnedBesideAnOutValueComesFirstInTheTuple() throws {
        let grid = try grid()
        XCTAssertTrue(
            grid.contains("public func cellAt(x: Int32) -> (cell: Cell?, offset: Double) {"), grid)
        XCTAssertTrue(grid.contains("var offsetOut: Double = 0"), grid)
        XCTAssertTrue(
            grid.contains("let result = fix_grid_get_cell_at(cast(pointer), x, &offsetOut)"), grid)
        XCTAssertTrue(
            grid.contains(
                "return (cell: rawPointer(result).map { Cell(sinking: $0) }, offset: offsetOut)"),
            grid)
    }

    func testAReturnedNumberIsLabelledResultWhenAnOutValueHasItsLabel() throws {
        let grid = try grid()
        XCTAssertTrue(
            grid.contains(
                "public func countRows() -> (result: Int32, value: Int32, hidden: Int32) {"), grid)
        XCTAssertTrue(
            grid.contains("return (result: result, value: valueOut, hidden: hiddenOut)"), grid)
    }
}
