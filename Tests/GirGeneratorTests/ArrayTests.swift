import Foundation
import XCTest

@testable import GirGenerator

/// C arrays with a length parameter: Swift arrays whose count is passed as
/// the length, and returned arrays sized by an out length and freed as
/// their transfer says.
final class ArrayTests: XCTestCase {
    private static let gir = """
        <?xml version="1.0"?>
        <repository version="1.2" xmlns="http://www.gtk.org/introspection/core/1.0"
            xmlns:c="http://www.gtk.org/introspection/c/1.0"
            xmlns:glib="http://www.gtk.org/introspection/glib/1.0">
          <namespace name="Fix" c:identifier-prefixes="Fix">
            <class name="Bag" c:type="FixBag" parent="GObject.Object">
              <method name="set_names" c:identifier="fix_bag_set_names">
                <return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value>
                <parameters>
                  <instance-parameter name="self"><type name="Bag" c:type="FixBag*"/></instance-parameter>
                  <parameter name="names" transfer-ownership="none"><array length="1" zero-terminated="0" c:type="const char**"><type name="utf8"/></array></parameter>
                  <parameter name="n_names" transfer-ownership="none"><type name="gint" c:type="int"/></parameter>
                </parameters>
              </method>
              <method name="set_sizes" c:identifier="fix_bag_set_sizes">
                <return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value>
                <parameters>
                  <instance-parameter name="self"><type name="Bag" c:type="FixBag*"/></instance-parameter>
                  <parameter name="count" transfer-ownership="none"><type name="gsize" c:type="gsize"/></parameter>
                  <parameter name="sizes" transfer-ownership="none" nullable="1"><array length="0" zero-terminated="0" c:type="const double*"><type name="gdouble" c:type="double"/></array></parameter>
                </parameters>
              </method>
              <method name="add_all" c:identifier="fix_bag_add_all">
                <return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value>
                <parameters>
                  <instance-parameter name="self"><type name="Bag" c:type="FixBag*"/></instance-parameter>
                  <parameter name="items" transfer-ownership="none"><array length="1" zero-terminated="0" c:type="gpointer*"><type name="Bag"/></array></parameter>
                  <parameter name="n_items" transfer-ownership="none"><type name="guint" c:type="guint"/></parameter>
                </parameters>
              </method>
              <method name="get_sizes" c:identifier="fix_bag_get_sizes">
                <return-value transfer-ownership="none"><array length="0" zero-terminated="0" c:type="const double*"><type name="gdouble" c:type="double"/></array></return-value>
                <parameters>
                  <instance-parameter name="self"><type name="Bag" c:type="FixBag*"/></instance-parameter>
                  <parameter name="n_sizes" direction="out" caller-allocates="0" transfer-ownership="full"><type name="gsize" c:type="gsize*"/></parameter>
                </parameters>
              </method>
              <method name="dup_names" c:identifier="fix_bag_dup_names">
                <return-value transfer-ownership="full"><array length="0" zero-terminated="0" c:type="char**"><type name="utf8"/></array></return-value>
                <parameters>
                  <instance-parameter name="self"><type name="Bag" c:type="FixBag*"/></instance-parameter>
                  <parameter name="n_names" direction="out" caller-allocates="0" transfer-ownership="full"><type name="guint" c:type="guint*"/></parameter>
                </parameters>
              </method>
              <method name="list_names" c:identifier="fix_bag_list_names">
                <return-value transfer-ownership="container"><array length="0" zero-terminated="0" c:type="const char**"><type name="utf8"/></array></return-value>
                <parameters>
                  <instance-parameter name="self"><type name="Bag" c:type="FixBag*"/></instance-parameter>
                  <parameter name="n_names" direction="out" caller-allocates="0" transfer-ownership="full"><type name="guint" c:type="guint*"/></parameter>
                </parameters>
              </method>
              <method name="fill" c:identifier="fix_bag_fill">
                <return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value>
                <parameters>
                  <instance-parameter name="self"><type name="Bag" c:type="FixBag*"/></instance-parameter>
                  <parameter name="values" direction="out" caller-allocates="0" transfer-ownership="full"><array length="1" zero-terminated="0" c:type="int**"><type name="gint" c:type="int"/></array></parameter>
                  <parameter name="n_values" direction="out" caller-allocates="0" transfer-ownership="full"><type name="gint" c:type="int*"/></parameter>
                </parameters>
              </method>
              <method name="take_names" c:identifier="fix_bag_take_names">
                <return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value>
                <parameters>
                  <instance-parameter name="self"><type name="Bag" c:type="FixBag*"/></instance-parameter>
                  <parameter name="names" transfer-ownership="full"><array length="1" zero-terminated="0" c:type="char**"><type name="utf8"/></array></parameter>
                  <parameter name="n_names" transfer-ownership="none"><type name="gint" c:type="int"/></parameter>
                </parameters>
              </method>
            </class>
          </namespace>
        </repository>
        """

    private func generate() throws -> (text: String, report: ClassReport) {
        let namespace = try RepositoryReader.read(data: Data(Self.gir.utf8))
        let list = ClassList(parsing: "hand-written GObject.Object Object pointer\nBag\n")
        let output = Generator(namespace: namespace, classList: list).run()
        let report = try XCTUnwrap(output.reports.first { $0.name == "Bag" })
        return (try XCTUnwrap(output.files["Bag.swift"]), report)
    }

    func testAnInStringArrayPassesACopyAndItsCountAsTheLength() throws {
        let text = try generate().text
        XCTAssertTrue(text.contains("public func setNames(names: [String]) {"), text)
        XCTAssertTrue(text.contains("let namesArray = StringArray(names)"), text)
        XCTAssertTrue(
            text.contains(
                "fix_bag_set_names(cast(pointer), castOptional(namesArray.pointer), Int32(names.count))"
            ), text)
    }

    func testALengthBeforeItsNullableNumberArrayIsTheCountOrZero() throws {
        let text = try generate().text
        XCTAssertTrue(text.contains("public func setSizes(sizes: [Double]?) {"), text)
        XCTAssertTrue(text.contains("var sizesArray = sizes ?? []"), text)
        XCTAssertTrue(
            text.contains("fix_bag_set_sizes(cast(pointer), UInt(sizes?.count ?? 0), &sizesArray)"),
            text)
    }

    func testAnObjectArrayPassesTheirPointers() throws {
        let text = try generate().text
        XCTAssertTrue(text.contains("public func addAll(items: [Bag]) {"), text)
        XCTAssertTrue(text.contains("let itemsArray = PointerArray(items.map(\\.pointer))"), text)
    }

    func testAReturnedArrayIsSizedByItsOutLengthAndFreedAsItsTransferSays() throws {
        let text = try generate().text
        XCTAssertTrue(text.contains("public func sizes() -> [Double] {"), text)
        XCTAssertTrue(text.contains("var nSizesOut: UInt = 0"), text)
        XCTAssertTrue(text.contains("return borrowedArray(result, count: nSizesOut)"), text)
        XCTAssertTrue(
            text.contains(
                "ownedStrings(rawPointer(result), count: nNamesOut, freeingElements: true)"),
            text)
        XCTAssertTrue(
            text.contains(
                "ownedStrings(rawPointer(result), count: nNamesOut, freeingElements: false)"),
            text)
    }

    func testOutArraysAndArraysGivenAwayAreListed() throws {
        let (text, report) = try generate()
        XCTAssertFalse(text.contains("fix_bag_fill"))
        XCTAssertFalse(text.contains("fix_bag_take_names"))
        XCTAssertTrue(
            report.skipped.contains { $0.hasPrefix("`fix_bag_fill`") }, "\(report.skipped)")
        XCTAssertTrue(
            report.skipped.contains {
                $0.hasPrefix("`fix_bag_take_names`") && $0.contains("transfer full")
            }, "\(report.skipped)")
        XCTAssertEqual(report.methods.generated, 6)
    }
}
