import Foundation
import XCTest

@testable import GirGenerator

/// Objects and strings given with transfer full: the callee takes a reference
/// (or a string) of its own, so the wrapper keeps the one it holds.
final class TransferTests: XCTestCase {
    private static let gir = """
        <?xml version="1.0"?>
        <repository version="1.2" xmlns="http://www.gtk.org/introspection/core/1.0"
            xmlns:c="http://www.gtk.org/introspection/c/1.0"
            xmlns:glib="http://www.gtk.org/introspection/glib/1.0">
          <namespace name="Fix" c:identifier-prefixes="Fix">
            <interface name="Items" c:type="FixItems" glib:type-name="FixItems" glib:get-type="fix_items_get_type">
            </interface>
            <class name="Store" c:type="FixStore" parent="GObject.Object" glib:type-name="FixStore" glib:get-type="fix_store_get_type">
              <implements name="Items"/>
              <constructor name="new" c:identifier="fix_store_new">
                <return-value transfer-ownership="full"><type name="Store" c:type="FixStore*"/></return-value>
              </constructor>
              <method name="take" c:identifier="fix_store_take">
                <return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value>
                <parameters>
                  <instance-parameter name="self"><type name="Store" c:type="FixStore*"/></instance-parameter>
                  <parameter name="name" transfer-ownership="full"><type name="utf8" c:type="char*"/></parameter>
                </parameters>
              </method>
            </class>
            <class name="Selection" c:type="FixSelection" parent="GObject.Object" glib:type-name="FixSelection" glib:get-type="fix_selection_get_type">
              <constructor name="new" c:identifier="fix_selection_new">
                <return-value transfer-ownership="full"><type name="Selection" c:type="FixSelection*"/></return-value>
                <parameters>
                  <parameter name="model" transfer-ownership="full" nullable="1"><type name="Items" c:type="FixItems*"/></parameter>
                </parameters>
              </constructor>
              <method name="set_store" c:identifier="fix_selection_set_store">
                <return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value>
                <parameters>
                  <instance-parameter name="self"><type name="Selection" c:type="FixSelection*"/></instance-parameter>
                  <parameter name="store" transfer-ownership="full"><type name="Store" c:type="FixStore*"/></parameter>
                </parameters>
              </method>
            </class>
            <class name="Panel" c:type="FixPanel" parent="Widget" glib:type-name="FixPanel" glib:get-type="fix_panel_get_type">
              <constructor name="new" c:identifier="fix_panel_new">
                <return-value transfer-ownership="full"><type name="Widget" c:type="GtkWidget*"/></return-value>
              </constructor>
            </class>
          </namespace>
        </repository>
        """

    private static let classes = """
        hand-written GObject.Object Object pointer
        hand-written Widget Widget pointer
        Panel
        Store
        Selection
        """

    private func generate() throws -> Generator.Output {
        let namespace = try RepositoryReader.read(data: Data(Self.gir.utf8))
        return Generator(namespace: namespace, classList: ClassList(parsing: Self.classes)).run()
    }

    func testAnInterfaceGivenWithTransferFullToAConstructorGetsAReferenceOfItsOwn() throws {
        let selection = try XCTUnwrap(try generate().files["Selection.swift"])
        XCTAssertTrue(
            selection.contains("public convenience init(model: (any Items)?) {"), selection)
        XCTAssertTrue(
            selection.contains(
                "fix_selection_new(castOptional(model.map { g_object_ref($0.pointer) }))"),
            selection)
        XCTAssertTrue(selection.contains("self.init(adopting: rawPointer("), selection)
    }

    func testAnObjectGivenWithTransferFullGetsAReferenceOfItsOwn() throws {
        let selection = try XCTUnwrap(try generate().files["Selection.swift"])
        XCTAssertTrue(
            selection.contains(
                "fix_selection_set_store(cast(pointer), cast(g_object_ref(store.pointer)!))"),
            selection)
    }

    func testAStringGivenWithTransferFullIsACopyTheCalleeFrees() throws {
        let store = try XCTUnwrap(try generate().files["Store.swift"])
        XCTAssertTrue(store.contains("fix_store_take(cast(pointer), g_strdup(name))"), store)
    }

    func testAWidgetConstructorWithTransferFullGivesBackTheReferenceSinkingAdded() throws {
        let panel = try XCTUnwrap(try generate().files["Panel.swift"])
        XCTAssertTrue(panel.contains("let made = fix_panel_new()"), panel)
        XCTAssertTrue(panel.contains("let floating = g_object_is_floating(made) != 0"), panel)
        XCTAssertTrue(panel.contains("self.init(sinking: cast(rawPointer(made)!))"), panel)
        XCTAssertTrue(panel.contains("if !floating { g_object_unref(made) }"), panel)
    }

    func testNothingIsSkippedForTransferFull() throws {
        let output = try generate()
        for report in output.reports {
            XCTAssertFalse(report.skipped.contains { $0.contains("transfer full") }, "\(report)")
        }
    }
}
