import Foundation
import XCTest

@testable import GirGenerator

/// A generated class completed by a hand-written extension (`extended`), and a
/// GIR class generated under another Swift name (`rename`).
final class ExtendedClassTests: XCTestCase {
    private static let gir = """
        <?xml version="1.0"?>
        <repository version="1.2" xmlns="http://www.gtk.org/introspection/core/1.0"
            xmlns:c="http://www.gtk.org/introspection/c/1.0"
            xmlns:glib="http://www.gtk.org/introspection/glib/1.0">
          <namespace name="Fix" c:identifier-prefixes="Fix">
            <class name="Range" c:type="FixRange" parent="Widget">
              <constructor name="new" c:identifier="fix_range_new">
                <return-value transfer-ownership="none"><type name="Widget" c:type="GtkWidget*"/></return-value>
              </constructor>
              <constructor name="new_with_step" c:identifier="fix_range_new_with_step">
                <return-value transfer-ownership="none"><type name="Widget" c:type="GtkWidget*"/></return-value>
                <parameters>
                  <parameter name="step" transfer-ownership="none"><type name="gdouble" c:type="double"/></parameter>
                </parameters>
              </constructor>
              <method name="get_value" c:identifier="fix_range_get_value">
                <return-value transfer-ownership="none"><type name="gdouble" c:type="double"/></return-value>
                <parameters><instance-parameter name="self"><type name="Range" c:type="FixRange*"/></instance-parameter></parameters>
              </method>
              <method name="set_value" c:identifier="fix_range_set_value">
                <return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value>
                <parameters>
                  <instance-parameter name="self"><type name="Range" c:type="FixRange*"/></instance-parameter>
                  <parameter name="value" transfer-ownership="none"><type name="gdouble" c:type="double"/></parameter>
                </parameters>
              </method>
              <method name="get_inverted" c:identifier="fix_range_get_inverted">
                <return-value transfer-ownership="none"><type name="gboolean" c:type="gboolean"/></return-value>
                <parameters><instance-parameter name="self"><type name="Range" c:type="FixRange*"/></instance-parameter></parameters>
              </method>
              <method name="reset" c:identifier="fix_range_reset">
                <return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value>
                <parameters><instance-parameter name="self"><type name="Range" c:type="FixRange*"/></instance-parameter></parameters>
              </method>
              <property name="value" writable="1" getter="get_value" setter="set_value">
                <type name="gdouble" c:type="gdouble"/>
              </property>
            </class>
            <class name="Slider" c:type="FixSlider" parent="Range">
              <method name="reset" c:identifier="fix_slider_reset">
                <return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value>
                <parameters><instance-parameter name="self"><type name="Slider" c:type="FixSlider*"/></instance-parameter></parameters>
              </method>
              <method name="set_partner" c:identifier="fix_slider_set_partner">
                <return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value>
                <parameters>
                  <instance-parameter name="self"><type name="Slider" c:type="FixSlider*"/></instance-parameter>
                  <parameter name="partner" transfer-ownership="none"><type name="Range" c:type="FixRange*"/></parameter>
                </parameters>
              </method>
            </class>
          </namespace>
        </repository>
        """

    private static let classes = """
        hand-written Widget Widget pointer name
        extended Range
            init()   makes the range with its step
            value    clamps to the bounds
            reset    keeps the value the person chose
        rename Range Span
        Slider
        """

    private func generate() throws -> Generator.Output {
        let namespace = try RepositoryReader.read(data: Data(Self.gir.utf8))
        return Generator(namespace: namespace, classList: ClassList(parsing: Self.classes)).run()
    }

    func testTheClassListReadsExtendedAndRenamedClasses() {
        let list = ClassList(parsing: Self.classes)
        XCTAssertEqual(list.generated, ["Range", "Slider"])
        XCTAssertEqual(list.extended["Range"], ["init()", "value", "reset"])
        XCTAssertEqual(list.reasons["Range"]?["value"], "clamps to the bounds")
        XCTAssertEqual(list.problems, [])
        XCTAssertEqual(list.swiftName("Range"), "Span")
        XCTAssertEqual(list.swiftName("Slider"), "Slider")
    }

    func testARenamedClassIsGeneratedUnderItsSwiftNameEverywhere() throws {
        let output = try generate()
        XCTAssertNil(output.files["Range.swift"])
        let span = try XCTUnwrap(output.files["Span.swift"])
        XCTAssertTrue(span.contains("public class Span: Widget {"), span)
        XCTAssertTrue(span.contains("class.Range.html"), "the link names the GIR class")
        let slider = try XCTUnwrap(output.files["Slider.swift"])
        XCTAssertTrue(slider.contains("public class Slider: Span {"), slider)
        XCTAssertTrue(slider.contains("public func setPartner(partner: Span) {"), slider)
    }

    func testMembersOfTheHandWrittenExtensionAreNotRedeclared() throws {
        let span = try XCTUnwrap(try generate().files["Span.swift"])
        XCTAssertFalse(span.contains("public convenience init() {"), span)
        XCTAssertTrue(span.contains("public convenience init(step: Double) {"), span)
        XCTAssertFalse(span.contains("var value"), span)
        XCTAssertFalse(span.contains("func reset"), span)
        XCTAssertTrue(span.contains("public func inverted() -> Bool {"), span)
    }

    func testTheAccessorsOfAHandWrittenPropertyAreNotGeneratedAsMethods() throws {
        let span = try XCTUnwrap(try generate().files["Span.swift"])
        XCTAssertFalse(span.contains("func setValue"), span)
        XCTAssertFalse(span.contains("func value()"), span)
        XCTAssertTrue(span.contains("public func onValueChanged("), "its notification stays")
    }

    func testSubclassesDoNotRedeclareTheExtensionsMembers() throws {
        let slider = try XCTUnwrap(try generate().files["Slider.swift"])
        XCTAssertFalse(slider.contains("func reset"), slider)
    }

    func testTheReportSaysWhatTheExtensionWrites() throws {
        let report = try XCTUnwrap(try generate().reports.first { $0.name == "Range" })
        XCTAssertEqual(report.constructors.generated, 1)
        XCTAssertTrue(
            report.skipped.contains(
                "`fix_range_new`: written by hand: makes the range with its step"),
            "\(report.skipped)")
        XCTAssertTrue(
            report.skipped.contains(
                "`fix_range_set_value`: an accessor of a property whose name is taken"),
            "\(report.skipped)")
    }

    func testTheReportGivesTheReasonForEachMemberWrittenByHand() throws {
        let report = try XCTUnwrap(try generate().reports.first { $0.name == "Range" })
        XCTAssertTrue(
            report.skipped.contains("`FixRange:value`: written by hand: clamps to the bounds"),
            "\(report.skipped)")
        XCTAssertTrue(
            report.skipped.contains(
                "`fix_range_reset`: written by hand: keeps the value the person chose"),
            "\(report.skipped)")
    }

    func testAMemberWithoutAReasonIsAProblem() {
        let list = ClassList(parsing: "extended Range\n    value\n")
        XCTAssertEqual(
            list.problems, ["line 2: say why value of Range is written by hand, after its name"])
    }

    func testTheOneLineFormOfExtendedIsAProblem() {
        let list = ClassList(parsing: "extended Range value reset\n")
        XCTAssertEqual(list.problems.count, 1)
        XCTAssertTrue(list.problems[0].contains("on an indented line of its own"), list.problems[0])
    }

    func testAMemberThatReplacesNoGirMemberIsAProblem() throws {
        let namespace = try RepositoryReader.read(data: Data(Self.gir.utf8))
        let list = ClassList(
            parsing: "hand-written Widget Widget pointer\nextended Range\n    spin  a typo\n")
        let output = Generator(namespace: namespace, classList: list).run()
        XCTAssertEqual(
            output.problems, ["extended Range: spin takes the place of no GIR member; remove it"])
    }
}
