import Foundation
import XCTest

@testable import GirGenerator

/// A subclass hides the constructors of its superclass it lacks, and each
/// class names its GType.
final class InheritedInitializerTests: XCTestCase {
    private static let gir = """
        <?xml version="1.0"?>
        <repository version="1.2" xmlns="http://www.gtk.org/introspection/core/1.0"
            xmlns:c="http://www.gtk.org/introspection/c/1.0"
            xmlns:glib="http://www.gtk.org/introspection/glib/1.0">
          <namespace name="Fix" c:identifier-prefixes="Fix">
            <class name="Knob" c:type="FixKnob" parent="Widget" glib:get-type="fix_knob_get_type">
              <constructor name="new" c:identifier="fix_knob_new">
                <return-value transfer-ownership="none"><type name="Widget" c:type="GtkWidget*"/></return-value>
              </constructor>
              <constructor name="new_with_label" c:identifier="fix_knob_new_with_label">
                <return-value transfer-ownership="none"><type name="Widget" c:type="GtkWidget*"/></return-value>
                <parameters>
                  <parameter name="label" transfer-ownership="none"><type name="utf8" c:type="const char*"/></parameter>
                </parameters>
              </constructor>
            </class>
            <class name="Dial" c:type="FixDial" parent="Knob" glib:get-type="fix_dial_get_type">
              <constructor name="new_with_label" c:identifier="fix_dial_new_with_label">
                <return-value transfer-ownership="none"><type name="Widget" c:type="GtkWidget*"/></return-value>
                <parameters>
                  <parameter name="label" transfer-ownership="none"><type name="utf8" c:type="const char*"/></parameter>
                </parameters>
              </constructor>
            </class>
            <class name="FineDial" c:type="FixFineDial" parent="Dial" glib:get-type="fix_fine_dial_get_type">
            </class>
          </namespace>
        </repository>
        """

    private func generate() throws -> Generator.Output {
        let namespace = try RepositoryReader.read(data: Data(Self.gir.utf8))
        let list = ClassList(parsing: "hand-written Widget Widget pointer\nKnob\nDial\nFineDial\n")
        return Generator(namespace: namespace, classList: list).run()
    }

    func testASubclassHidesTheSuperclassConstructorsItLacks() throws {
        let dial = try XCTUnwrap(try generate().files["Dial.swift"])
        XCTAssertTrue(dial.contains("public convenience init(label: String) {"), dial)
        XCTAssertTrue(
            dial.contains(
                """
                    @available(*, unavailable, message: "makes the superclass's GTK type; use an initializer of Dial")
                    public convenience init() { fatalError("unavailable") }
                """), dial)
        XCTAssertEqual(dial.components(separatedBy: "@available(*, unavailable").count - 1, 1, dial)
    }

    func testOnlyTheDirectSuperclassesConstructorsAreHiddenAgain() throws {
        // Dial already hid Knob's init(); FineDial hides Dial's own init(label:).
        let fine = try XCTUnwrap(try generate().files["FineDial.swift"])
        XCTAssertTrue(fine.contains("public convenience init(label: String) { fatalError"), fine)
        XCTAssertFalse(fine.contains("public convenience init() {"), fine)
    }

    func testEachClassNamesItsGType() throws {
        let knob = try XCTUnwrap(try generate().files["Knob.swift"])
        XCTAssertTrue(
            knob.contains("override public class var gType: GType { fix_knob_get_type() }"), knob)
    }

    func testParameterListsCompareByLabelAndType() {
        XCTAssertEqual(MemberWriter.key("mnemonic label: String?"), "mnemonic:String?,")
        XCTAssertEqual(
            MemberWriter.key("application: Application? = nil"), "application:Application?,")
        XCTAssertEqual(
            MemberWriter.key("_ map: [String: Int], step: Double = 1"),
            "_:[String:Int],step:Double,")
        XCTAssertEqual(MemberWriter.labels("_ label: String, uri: String"), "init(_:uri:)")
    }
}
