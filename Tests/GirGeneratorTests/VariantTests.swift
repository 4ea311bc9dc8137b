import Foundation
import XCTest

@testable import GirGenerator

/// `GLib.Variant` is the hand-written `Variant` and `GLib.VariantType` the
/// hand-written `VariantType`: a variant GTK keeps gets a reference of the
/// wrapper's own (a floating one sunk), one the caller owns is taken over; a
/// type GTK keeps is copied; one given with transfer full gets its own.
final class VariantTests: XCTestCase {
    private static let gir = """
        <?xml version="1.0"?>
        <repository version="1.2" xmlns="http://www.gtk.org/introspection/core/1.0"
            xmlns:c="http://www.gtk.org/introspection/c/1.0"
            xmlns:glib="http://www.gtk.org/introspection/glib/1.0">
          <namespace name="Fix" c:identifier-prefixes="Fix">
            <class name="Group" c:type="FixGroup" parent="GObject.Object">
              <method name="activate" c:identifier="fix_group_activate">
                <return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value>
                <parameters>
                  <instance-parameter name="self"><type name="Group" c:type="FixGroup*"/></instance-parameter>
                  <parameter name="parameter" transfer-ownership="none" nullable="1"><type name="GLib.Variant" c:type="GVariant*"/></parameter>
                </parameters>
              </method>
              <method name="give" c:identifier="fix_group_give">
                <return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value>
                <parameters>
                  <instance-parameter name="self"><type name="Group" c:type="FixGroup*"/></instance-parameter>
                  <parameter name="value" transfer-ownership="full"><type name="GLib.Variant" c:type="GVariant*"/></parameter>
                  <parameter name="type" transfer-ownership="full"><type name="GLib.VariantType" c:type="GVariantType*"/></parameter>
                </parameters>
              </method>
              <method name="get_state" c:identifier="fix_group_get_state">
                <return-value transfer-ownership="full" nullable="1"><type name="GLib.Variant" c:type="GVariant*"/></return-value>
                <parameters><instance-parameter name="self"><type name="Group" c:type="FixGroup*"/></instance-parameter></parameters>
              </method>
              <method name="peek_state" c:identifier="fix_group_peek_state">
                <return-value transfer-ownership="none"><type name="GLib.Variant" c:type="GVariant*"/></return-value>
                <parameters><instance-parameter name="self"><type name="Group" c:type="FixGroup*"/></instance-parameter></parameters>
              </method>
              <method name="get_parameter_type" c:identifier="fix_group_get_parameter_type">
                <return-value transfer-ownership="none" nullable="1"><type name="GLib.VariantType" c:type="const GVariantType*"/></return-value>
                <parameters><instance-parameter name="self"><type name="Group" c:type="FixGroup*"/></instance-parameter></parameters>
              </method>
              <method name="bind" c:identifier="fix_group_bind">
                <return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value>
                <parameters>
                  <instance-parameter name="self" transfer-ownership="full"><type name="Group" c:type="FixGroup*"/></instance-parameter>
                </parameters>
              </method>
              <glib:signal name="changed">
                <return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value>
                <parameters>
                  <parameter name="value" transfer-ownership="none"><type name="GLib.Variant"/></parameter>
                </parameters>
              </glib:signal>
            </class>
          </namespace>
        </repository>
        """

    private func generate() throws -> (text: String, report: ClassReport) {
        let namespace = try RepositoryReader.read(data: Data(Self.gir.utf8))
        let list = ClassList(parsing: "hand-written GObject.Object Object pointer\nGroup\n")
        let output = Generator(namespace: namespace, classList: list).run()
        return (
            try XCTUnwrap(output.files["Group.swift"]),
            try XCTUnwrap(output.reports.first { $0.name == "Group" })
        )
    }

    func testAVariantGivenForTheCallPassesItsPointer() throws {
        let (group, _) = try generate()
        XCTAssertTrue(group.contains("public func activate(parameter: Variant?) {"), group)
        XCTAssertTrue(group.contains("fix_group_activate(cast(pointer), parameter?.pointer)"))
    }

    func testOneGivenAwayGetsAReferenceOrCopyOfItsOwn() throws {
        let (group, _) = try generate()
        XCTAssertTrue(
            group.contains(
                "fix_group_give(cast(pointer), value.retainedPointer(), type.copiedPointer())"),
            group)
    }

    func testReturnedVariantsAreTakenOverOrRetainedAndTypesCopied() throws {
        let (group, _) = try generate()
        XCTAssertTrue(
            group.contains("fix_group_get_state(cast(pointer)).map { Variant(taking: $0) }"), group)
        XCTAssertTrue(
            group.contains("public func peekState() -> Variant? {"),
            "returned variants are optional, whatever GIR says")
        XCTAssertTrue(
            group.contains("fix_group_peek_state(cast(pointer)).map { Variant(retaining: $0) }"))
        XCTAssertTrue(group.contains("VariantType(copying: $0)"), group)
    }

    func testASignalsVariantIsWrappedBeforeTheMainActor() throws {
        let (group, report) = try generate()
        XCTAssertTrue(group.contains("(Variant) -> Void"), group)
        XCTAssertTrue(group.contains("let value0 = argument0.map { Variant(retaining: $0) }"))
        XCTAssertTrue(group.contains("box.body(value0!)"))
        XCTAssertEqual(report.skipped.count, 1, "only bind: \(report.skipped)")
    }

    func testAMethodConsumingItsInstanceIsListedOrTakenByAHandWrittenOne() throws {
        let namespace = try RepositoryReader.read(data: Data(Self.gir.utf8))
        let plain = try generate().report
        XCTAssertEqual(
            plain.skipped, ["`fix_group_bind`: the call consumes the instance"])
        let list = ClassList(
            parsing:
                "hand-written GObject.Object Object pointer\nextended Group\n    bind  a reason\n")
        let output = Generator(namespace: namespace, classList: list).run()
        XCTAssertEqual(output.problems, [])
        let report = try XCTUnwrap(output.reports.first { $0.name == "Group" })
        XCTAssertEqual(report.skipped, ["`fix_group_bind`: written by hand: a reason"])
    }
}
