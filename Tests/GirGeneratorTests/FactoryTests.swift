import Foundation
import XCTest

@testable import GirGenerator

/// Named constructors without parameters: a factory named after the
/// constructor (`new_with_entry` as `withEntry()`), `class` so that a
/// subclass's factory of the same name overrides it, `static` on records.
final class FactoryTests: XCTestCase {
    private static let gir = """
        <?xml version="1.0"?>
        <repository version="1.2" xmlns="http://www.gtk.org/introspection/core/1.0"
            xmlns:c="http://www.gtk.org/introspection/c/1.0"
            xmlns:glib="http://www.gtk.org/introspection/glib/1.0">
          <namespace name="Fix" c:identifier-prefixes="Fix">
            <record name="Path" c:type="FixPath" glib:type-name="FixPath" glib:get-type="fix_path_get_type">
              <constructor name="new_first" c:identifier="fix_path_new_first">
                <return-value transfer-ownership="full"><type name="Path" c:type="FixPath*"/></return-value>
              </constructor>
            </record>
            <class name="Combo" c:type="FixCombo" parent="Widget">
              <constructor name="new" c:identifier="fix_combo_new">
                <return-value transfer-ownership="none"><type name="Widget" c:type="GtkWidget*"/></return-value>
              </constructor>
              <constructor name="new_with_entry" c:identifier="fix_combo_new_with_entry">
                <return-value transfer-ownership="none"><type name="Widget" c:type="GtkWidget*"/></return-value>
              </constructor>
            </class>
            <class name="TextCombo" c:type="FixTextCombo" parent="Combo">
              <constructor name="new_with_entry" c:identifier="fix_text_combo_new_with_entry">
                <return-value transfer-ownership="full"><type name="Widget" c:type="GtkWidget*"/></return-value>
              </constructor>
            </class>
          </namespace>
        </repository>
        """

    private func generate() throws -> Generator.Output {
        let namespace = try RepositoryReader.read(data: Data(Self.gir.utf8))
        let list = ClassList(
            parsing: "hand-written Widget Widget pointer\nPath\nCombo\nTextCombo\n")
        return Generator(namespace: namespace, classList: list).run()
    }

    func testAWidgetFactoryIsAClassMethodSinkingWhatItMakes() throws {
        let combo = try XCTUnwrap(try generate().files["Combo.swift"])
        XCTAssertTrue(combo.contains("public class func withEntry() -> Combo {"), combo)
        XCTAssertTrue(
            combo.contains("return Combo(sinking: cast(rawPointer(fix_combo_new_with_entry())!))"),
            combo)
    }

    func testASubclassFactoryOverridesAndGivesBackAFullReference() throws {
        let text = try XCTUnwrap(try generate().files["TextCombo.swift"])
        XCTAssertTrue(
            text.contains("public override class func withEntry() -> TextCombo {"), text)
        XCTAssertTrue(text.contains("let made = fix_text_combo_new_with_entry()"), text)
        XCTAssertTrue(
            text.contains("let wrapper = TextCombo(sinking: cast(rawPointer(made)!))"), text)
        XCTAssertTrue(text.contains("if !floating { g_object_unref(made) }"), text)
        XCTAssertTrue(text.contains("return wrapper"), text)
    }

    func testARecordFactoryIsStaticAndAdoptsWhatItMakes() throws {
        let output = try generate()
        let path = try XCTUnwrap(output.files["Path.swift"])
        XCTAssertTrue(path.contains("public static func first() -> Path {"), path)
        XCTAssertTrue(
            path.contains("return Path(adopting: rawPointer(fix_path_new_first())!)"), path)
        for report in output.reports + output.recordReports {
            XCTAssertEqual(report.constructors.generated, report.constructors.total, report.name)
        }
    }
}
