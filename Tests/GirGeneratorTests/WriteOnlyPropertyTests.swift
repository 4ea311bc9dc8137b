import Foundation
import XCTest

@testable import GirGenerator

/// Write-only properties: `set<Name>(_:)` through the C setter GIR names (the
/// setter is then not a method of its own) or through a GValue; construct-only
/// ones are listed.
final class WriteOnlyPropertyTests: XCTestCase {
    private static let gir = """
        <?xml version="1.0"?>
        <repository version="1.2" xmlns="http://www.gtk.org/introspection/core/1.0"
            xmlns:c="http://www.gtk.org/introspection/c/1.0"
            xmlns:glib="http://www.gtk.org/introspection/glib/1.0">
          <namespace name="Fix" c:identifier-prefixes="Fix">
            <class name="Check" c:type="FixCheck" parent="GObject.Object">
              <method name="set_group" c:identifier="fix_check_set_group">
                <return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value>
                <parameters>
                  <instance-parameter name="self"><type name="Check" c:type="FixCheck*"/></instance-parameter>
                  <parameter name="group" transfer-ownership="none" nullable="1"><type name="Check" c:type="FixCheck*"/></parameter>
                </parameters>
              </method>
              <property name="group" readable="0" writable="1" setter="set_group" transfer-ownership="none">
                <type name="Check"/>
              </property>
              <property name="tint" readable="0" writable="1" transfer-ownership="none">
                <type name="utf8" c:type="gchar*"/>
              </property>
              <property name="model" readable="0" writable="1" construct-only="1" transfer-ownership="none">
                <type name="Check"/>
              </property>
            </class>
          </namespace>
        </repository>
        """

    private func generate() throws -> (text: String, report: ClassReport) {
        let namespace = try RepositoryReader.read(data: Data(Self.gir.utf8))
        let list = ClassList(parsing: "hand-written GObject.Object Object pointer\nCheck\n")
        let output = Generator(namespace: namespace, classList: list).run()
        return (
            try XCTUnwrap(output.files["Check.swift"]),
            try XCTUnwrap(output.reports.first { $0.name == "Check" })
        )
    }

    func testAWriteOnlyPropertyWithACSetterIsASetterMethodOverIt() throws {
        let (check, report) = try generate()
        XCTAssertTrue(check.contains("public func setGroup(_ newValue: Check?) {"), check)
        XCTAssertTrue(
            check.contains("fix_check_set_group(cast(pointer), castOptional(newValue?.pointer))"),
            check)
        XCTAssertFalse(check.contains("setGroup(group:"), "the setter is not a method too")
        XCTAssertEqual(report.methods.generated, 1)
    }

    func testAWriteOnlyPropertyWithoutACSetterGoesThroughAGValue() throws {
        let (check, _) = try generate()
        XCTAssertTrue(check.contains("public func setTint(_ newValue: String?) {"), check)
        XCTAssertTrue(
            check.contains("setPropertyValue(\"tint\") { g_value_set_string($0, newValue) }"),
            check)
    }

    func testAWriteOnlyConstructOnlyPropertyIsListed() throws {
        let (_, report) = try generate()
        XCTAssertEqual(report.properties.generated, 2)
        XCTAssertEqual(
            report.skipped,
            ["`FixCheck:model`: write-only and construct-only: given at construction, never set"])
    }
}
