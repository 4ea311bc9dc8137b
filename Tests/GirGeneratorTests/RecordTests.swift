import Foundation
import XCTest

@testable import GirGenerator

/// Boxed records: a `Boxed` subclass per record, adopted or copied by the
/// transfer annotation, caller-allocated out structs, records updated in
/// place, fields, and the methods that would free the wrapper's copy.
final class RecordTests: XCTestCase {
    private static let gir = """
        <?xml version="1.0"?>
        <repository version="1.2" xmlns="http://www.gtk.org/introspection/core/1.0"
            xmlns:c="http://www.gtk.org/introspection/c/1.0"
            xmlns:glib="http://www.gtk.org/introspection/glib/1.0">
          <namespace name="Fix" c:identifier-prefixes="Fix">
            <record name="Path" c:type="FixPath" glib:type-name="FixPath" glib:get-type="fix_path_get_type">
              <constructor name="new" c:identifier="fix_path_new">
                <return-value transfer-ownership="full"><type name="Path" c:type="FixPath*"/></return-value>
              </constructor>
              <method name="get_depth" c:identifier="fix_path_get_depth">
                <return-value transfer-ownership="none"><type name="gint" c:type="int"/></return-value>
                <parameters><instance-parameter name="path" transfer-ownership="none"><type name="Path" c:type="FixPath*"/></instance-parameter></parameters>
              </method>
              <method name="copy" c:identifier="fix_path_copy">
                <return-value transfer-ownership="full"><type name="Path" c:type="FixPath*"/></return-value>
                <parameters><instance-parameter name="path" transfer-ownership="none"><type name="Path" c:type="const FixPath*"/></instance-parameter></parameters>
              </method>
              <function name="from_string" c:identifier="fix_path_from_string">
                <return-value transfer-ownership="full" nullable="1"><type name="Path" c:type="FixPath*"/></return-value>
                <parameters><parameter name="text" transfer-ownership="none"><type name="utf8" c:type="const char*"/></parameter></parameters>
              </function>
              <method name="free" c:identifier="fix_path_free">
                <return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value>
                <parameters><instance-parameter name="path" transfer-ownership="none"><type name="Path" c:type="FixPath*"/></instance-parameter></parameters>
              </method>
            </record>
            <record name="Iter" c:type="FixIter" glib:type-name="FixIter" glib:get-type="fix_iter_get_type">
              <field name="dummy" readable="0" private="1"><type name="gpointer" c:type="gpointer"/></field>
              <method name="forward" c:identifier="fix_iter_forward">
                <return-value transfer-ownership="none"><type name="gboolean" c:type="gboolean"/></return-value>
                <parameters><instance-parameter name="iter" transfer-ownership="none"><type name="Iter" c:type="FixIter*"/></instance-parameter></parameters>
              </method>
            </record>
            <record name="Color" c:type="FixColor" glib:type-name="FixColor" glib:get-type="fix_color_get_type">
              <field name="red" writable="1"><type name="gfloat" c:type="float"/></field>
              <field name="alpha" writable="1"><type name="gfloat" c:type="float"/></field>
            </record>
            <record name="Plain" c:type="FixPlain">
              <field name="x" writable="1"><type name="gint" c:type="int"/></field>
            </record>
            <class name="View" c:type="FixView" parent="GObject.Object">
              <method name="get_start" c:identifier="fix_view_get_start">
                <return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value>
                <parameters>
                  <instance-parameter name="self"><type name="View" c:type="FixView*"/></instance-parameter>
                  <parameter name="iter" direction="out" caller-allocates="1" transfer-ownership="none"><type name="Iter" c:type="FixIter*"/></parameter>
                </parameters>
              </method>
              <method name="find" c:identifier="fix_view_find">
                <return-value transfer-ownership="none"><type name="gboolean" c:type="gboolean"/></return-value>
                <parameters>
                  <instance-parameter name="self"><type name="View" c:type="FixView*"/></instance-parameter>
                  <parameter name="path" direction="out" caller-allocates="0" transfer-ownership="full" nullable="1"><type name="Path" c:type="FixPath**"/></parameter>
                </parameters>
              </method>
              <method name="move" c:identifier="fix_view_move">
                <return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value>
                <parameters>
                  <instance-parameter name="self"><type name="View" c:type="FixView*"/></instance-parameter>
                  <parameter name="iter" direction="inout" caller-allocates="0" transfer-ownership="full"><type name="Iter" c:type="FixIter*"/></parameter>
                </parameters>
              </method>
              <method name="get_color" c:identifier="fix_view_get_color">
                <return-value transfer-ownership="none"><type name="Color" c:type="const FixColor*"/></return-value>
                <parameters><instance-parameter name="self"><type name="View" c:type="FixView*"/></instance-parameter></parameters>
              </method>
              <method name="set_color" c:identifier="fix_view_set_color">
                <return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value>
                <parameters>
                  <instance-parameter name="self"><type name="View" c:type="FixView*"/></instance-parameter>
                  <parameter name="color" transfer-ownership="none" nullable="1"><type name="Color" c:type="const FixColor*"/></parameter>
                </parameters>
              </method>
              <method name="take_path" c:identifier="fix_view_take_path">
                <return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value>
                <parameters>
                  <instance-parameter name="self"><type name="View" c:type="FixView*"/></instance-parameter>
                  <parameter name="path" transfer-ownership="full"><type name="Path" c:type="FixPath*"/></parameter>
                </parameters>
              </method>
              <method name="set_plain" c:identifier="fix_view_set_plain">
                <return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value>
                <parameters>
                  <instance-parameter name="self"><type name="View" c:type="FixView*"/></instance-parameter>
                  <parameter name="plain" transfer-ownership="none"><type name="Plain" c:type="FixPlain*"/></parameter>
                </parameters>
              </method>
              <glib:signal name="moved" when="last">
                <return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value>
                <parameters><parameter name="iter" transfer-ownership="none"><type name="Iter"/></parameter></parameters>
              </glib:signal>
            </class>
          </namespace>
        </repository>
        """

    private static let classes = """
        hand-written GObject.Object Object pointer
        View
        Path
        Iter
        Color
        Plain
        """

    private func generate() throws -> Generator.Output {
        let namespace = try RepositoryReader.read(data: Data(Self.gir.utf8))
        return Generator(namespace: namespace, classList: ClassList(parsing: Self.classes)).run()
    }

    func testARecordIsABoxedSubclassAdoptingWhatItsConstructorReturns() throws {
        let output = try generate()
        let path = try XCTUnwrap(output.files["Path.swift"])
        XCTAssertTrue(path.contains("public final class Path: Boxed {"), path)
        XCTAssertTrue(
            path.contains("super.init(adopting: pointer, type: fix_path_get_type())"), path)
        XCTAssertTrue(path.contains("self.init(adopting: rawPointer(fix_path_new())!)"), path)
        XCTAssertTrue(path.contains("public func depth() -> Int32 {"), path)
        XCTAssertTrue(path.contains("Path(adopting: $0) }!"), "copy is transfer full: \(path)")
        XCTAssertTrue(path.contains("https://docs.gtk.org/fix/struct.Path.html"), path)
    }

    func testAFunctionOfARecordIsAStaticMethod() throws {
        let path = try XCTUnwrap(try generate().files["Path.swift"])
        XCTAssertTrue(path.contains("public static func fromString(text: String) -> Path? {"), path)
        XCTAssertTrue(
            path.contains("rawPointer(fix_path_from_string(text)).map { Path(adopting: $0) }"), path
        )
        XCTAssertTrue(
            path.contains("https://docs.gtk.org/fix/type_func.Path.from_string.html"), path)
    }

    func testFreeIsNotGeneratedBecauseTheWrapperFreesItsCopy() throws {
        let output = try generate()
        XCTAssertFalse(try XCTUnwrap(output.files["Path.swift"]).contains("fix_path_free"))
        let report = try XCTUnwrap(output.recordReports.first { $0.name == "Path" })
        XCTAssertTrue(report.skipped.contains { $0.hasPrefix("`fix_path_free`") }, "\(report)")
    }

    func testACallerAllocatedOutStructIsAZeroedLocalCopiedIntoAWrapper() throws {
        let view = try XCTUnwrap(try generate().files["View.swift"])
        XCTAssertTrue(view.contains("public func start() -> Iter {"), view)
        XCTAssertTrue(view.contains("var iterOut = FixIter()"), view)
        XCTAssertTrue(view.contains("fix_view_get_start(cast(pointer), &iterOut)"), view)
        XCTAssertTrue(view.contains("Iter(copying: &iterOut)"), view)
    }

    func testAnOutRecordPointerWithTransferFullIsAdoptedAndOptional() throws {
        let view = try XCTUnwrap(try generate().files["View.swift"])
        XCTAssertTrue(view.contains("public func find() -> Path? {"), view)
        XCTAssertTrue(view.contains("var pathOut: OpaquePointer? = nil"), view)
        XCTAssertTrue(view.contains("rawPointer(pathOut).map { Path(adopting: $0) }"), view)
    }

    func testAnInoutStructRecordIsTheWrappersCopyUpdatedInPlace() throws {
        let view = try XCTUnwrap(try generate().files["View.swift"])
        XCTAssertTrue(view.contains("public func move(iter: Iter) {"), view)
        XCTAssertTrue(view.contains("fix_view_move(cast(pointer), cast(iter.pointer))"), view)
    }

    func testARecordGTKKeepsIsCopiedAndOneGivenWithTransferFullIsACopy() throws {
        let view = try XCTUnwrap(try generate().files["View.swift"])
        XCTAssertTrue(view.contains("Color(copying: $0) }!"), view)
        XCTAssertTrue(view.contains("castOptional(color?.pointer)"), view)
        XCTAssertTrue(
            view.contains("fix_view_take_path(cast(pointer), cast(path.copiedPointer()))"), view)
    }

    func testWritableNumberFieldsArePropertiesAndAMemberwiseInitializer() throws {
        let color = try XCTUnwrap(try generate().files["Color.swift"])
        XCTAssertTrue(
            color.contains("public convenience init(red: Float = 0, alpha: Float = 0) {"), color)
        XCTAssertTrue(color.contains("public var red: Float {"), color)
        XCTAssertTrue(
            color.contains(
                "set { pointer.assumingMemoryBound(to: FixColor.self).pointee.red = newValue }"),
            color)
    }

    func testARecordWithoutAGTypeIsListedAndNotUsed() throws {
        let output = try generate()
        XCTAssertNil(output.files["Plain.swift"])
        XCTAssertTrue(
            output.skippedClasses.contains { $0.hasPrefix("`Plain`") }, "\(output.skippedClasses)")
        XCTAssertFalse(try XCTUnwrap(output.files["View.swift"]).contains("setPlain"))
        XCTAssertTrue(output.report.contains("## Records (boxed)"), output.report)
    }

    func testARecordSignalArgumentIsCopiedIntoAWrapper() throws {
        let view = try XCTUnwrap(try generate().files["View.swift"])
        XCTAssertTrue(view.contains("_ handler: @escaping @MainActor (Iter) -> Void"), view)
        XCTAssertTrue(view.contains("Iter(copying: $0) }!"), view)
    }

    func testAnExtendedRecordLeavesOutWhatItsExtensionWritesAndSaysWhy() throws {
        let namespace = try RepositoryReader.read(data: Data(Self.gir.utf8))
        let classes = Self.classes.replacingOccurrences(
            of: "Path\n", with: "extended Path\n    depth  a Swift Int\n    missing  none\n")
        let output = Generator(namespace: namespace, classList: ClassList(parsing: classes)).run()
        let path = try XCTUnwrap(output.files["Path.swift"])
        XCTAssertFalse(path.contains("func depth()"), path)
        let report = try XCTUnwrap(output.recordReports.first { $0.name == "Path" })
        XCTAssertTrue(
            report.skipped.contains("`fix_path_get_depth`: written by hand: a Swift Int"),
            "\(report.skipped)")
        XCTAssertEqual(
            output.problems, ["extended Path: missing takes the place of no GIR member; remove it"])
    }
}
