import Foundation
import XCTest

@testable import GirGenerator

/// Callbacks: a Swift closure boxed as the user data, released once by the
/// destroy notify (scope `notified`), after the call (scope `call`) or by the
/// trampoline after its one call (scope `async`), or never (scope `forever`),
/// called through a trampoline at file scope.
final class CallbackTests: XCTestCase {
    private static let gir = """
        <?xml version="1.0"?>
        <repository version="1.2" xmlns="http://www.gtk.org/introspection/core/1.0"
            xmlns:c="http://www.gtk.org/introspection/c/1.0"
            xmlns:glib="http://www.gtk.org/introspection/glib/1.0">
          <namespace name="Fix" c:identifier-prefixes="Fix">
            <callback name="FilterFunc" c:type="FixFilterFunc">
              <return-value transfer-ownership="none"><type name="gboolean" c:type="gboolean"/></return-value>
              <parameters>
                <parameter name="item" transfer-ownership="none"><type name="Item" c:type="FixItem*"/></parameter>
                <parameter name="user_data" transfer-ownership="none" nullable="1" closure="1"><type name="gpointer" c:type="gpointer"/></parameter>
              </parameters>
            </callback>
            <callback name="FormatFunc" c:type="FixFormatFunc">
              <return-value transfer-ownership="full"><type name="utf8" c:type="char*"/></return-value>
              <parameters>
                <parameter name="value" transfer-ownership="none"><type name="gdouble" c:type="double"/></parameter>
                <parameter name="user_data" transfer-ownership="none" closure="1"><type name="gpointer" c:type="gpointer"/></parameter>
              </parameters>
            </callback>
            <class name="Item" c:type="FixItem" parent="GObject.Object"/>
            <class name="List" c:type="FixList" parent="GObject.Object">
              <method name="set_filter_func" c:identifier="fix_list_set_filter_func">
                <return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value>
                <parameters>
                  <instance-parameter name="self"><type name="List" c:type="FixList*"/></instance-parameter>
                  <parameter name="filter_func" transfer-ownership="none" nullable="1" scope="notified" closure="1" destroy="2"><type name="FilterFunc" c:type="FixFilterFunc"/></parameter>
                  <parameter name="user_data" transfer-ownership="none" nullable="1"><type name="gpointer" c:type="gpointer"/></parameter>
                  <parameter name="destroy" transfer-ownership="none" scope="async"><type name="GLib.DestroyNotify" c:type="GDestroyNotify"/></parameter>
                </parameters>
              </method>
              <method name="foreach" c:identifier="fix_list_foreach">
                <return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value>
                <parameters>
                  <instance-parameter name="self"><type name="List" c:type="FixList*"/></instance-parameter>
                  <parameter name="func" transfer-ownership="none" scope="call" closure="1"><type name="FilterFunc" c:type="FixFilterFunc"/></parameter>
                  <parameter name="user_data" transfer-ownership="none" nullable="1"><type name="gpointer" c:type="gpointer"/></parameter>
                </parameters>
              </method>
              <method name="set_format_func" c:identifier="fix_list_set_format_func">
                <return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value>
                <parameters>
                  <instance-parameter name="self"><type name="List" c:type="FixList*"/></instance-parameter>
                  <parameter name="func" transfer-ownership="none" scope="notified" closure="1" destroy="2"><type name="FormatFunc" c:type="FixFormatFunc"/></parameter>
                  <parameter name="user_data" transfer-ownership="none" nullable="1"><type name="gpointer" c:type="gpointer"/></parameter>
                  <parameter name="destroy" transfer-ownership="none" scope="async"><type name="GLib.DestroyNotify" c:type="GDestroyNotify"/></parameter>
                </parameters>
              </method>
              <method name="forever" c:identifier="fix_list_forever">
                <return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value>
                <parameters>
                  <instance-parameter name="self"><type name="List" c:type="FixList*"/></instance-parameter>
                  <parameter name="func" transfer-ownership="none" scope="forever" closure="1"><type name="FilterFunc" c:type="FixFilterFunc"/></parameter>
                  <parameter name="user_data" transfer-ownership="none" nullable="1"><type name="gpointer" c:type="gpointer"/></parameter>
                </parameters>
              </method>
              <method name="watch" c:identifier="fix_list_watch">
                <return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value>
                <parameters>
                  <instance-parameter name="self"><type name="List" c:type="FixList*"/></instance-parameter>
                  <parameter name="func" transfer-ownership="none" scope="notified" closure="1"><type name="FilterFunc" c:type="FixFilterFunc"/></parameter>
                  <parameter name="user_data" transfer-ownership="none" nullable="1"><type name="gpointer" c:type="gpointer"/></parameter>
                </parameters>
              </method>
              <method name="later" c:identifier="fix_list_later">
                <return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value>
                <parameters>
                  <instance-parameter name="self"><type name="List" c:type="FixList*"/></instance-parameter>
                  <parameter name="func" transfer-ownership="none" scope="async" closure="1"><type name="FilterFunc" c:type="FixFilterFunc"/></parameter>
                  <parameter name="user_data" transfer-ownership="none" nullable="1"><type name="gpointer" c:type="gpointer"/></parameter>
                </parameters>
              </method>
            </class>
          </namespace>
        </repository>
        """

    private func generate() throws -> String {
        let namespace = try RepositoryReader.read(data: Data(Self.gir.utf8))
        let list = ClassList(parsing: "hand-written GObject.Object Object pointer\nItem\nList\n")
        let output = Generator(namespace: namespace, classList: list).run()
        return try XCTUnwrap(output.files["List.swift"])
    }

    func testANotifiedCallbackIsBoxedAndReleasedByTheDestroyNotify() throws {
        let list = try generate()
        XCTAssertTrue(
            list.contains("public func setFilterFunc(filterFunc: (@MainActor (Item?) -> Bool)?) {"),
            list)
        XCTAssertTrue(
            list.contains(
                "let filterFuncData = filterFunc.map { ClosureBox<@MainActor (Item?) -> Bool>($0).retainedForGLib() }"
            ), list)
        XCTAssertTrue(
            list.contains(
                "filterFuncData == nil ? nil : cFunction(fixListSetFilterFuncFilterFunc, as: FixFilterFunc.self), filterFuncData, filterFuncData == nil ? nil : releaseClosureBox)"
            ), list)
        XCTAssertTrue(
            list.contains(
                "private let fixListSetFilterFuncFilterFunc: @convention(c) (gpointer?, gpointer?) -> gboolean = {"
            ), list)
    }

    func testACallScopeCallbackIsReleasedAfterTheCall() throws {
        let list = try generate()
        XCTAssertTrue(
            list.contains("public func foreach(`func`: @escaping @MainActor (Item?) -> Bool) {"),
            list)
        XCTAssertTrue(list.contains("fix_list_foreach(cast(pointer), cFunction("), list)
        XCTAssertTrue(list.contains("releaseBoxFromGLib(funcData)"), list)
    }

    func testACallbackReturningAnOwnedStringHandsGTKACopy() throws {
        let list = try generate()
        XCTAssertTrue(list.contains("`func`: @escaping @MainActor (Double) -> String"), list)
        XCTAssertTrue(list.contains("-> UnsafeMutablePointer<CChar>? = {"), list)
        XCTAssertTrue(list.contains("return g_strdup(value)"), list)
    }

    func testAnAsyncScopeCallbackReleasesItsBoxAfterItsOneCall() throws {
        let list = try generate()
        XCTAssertTrue(
            list.contains("public func later(`func`: @escaping @MainActor (Item?) -> Bool) {"),
            list)
        XCTAssertTrue(
            list.contains(
                """
                    let box = ClosureBox<@MainActor (Item?) -> Bool>.from(data)
                    defer { releaseBoxFromGLib(data) }
                """), list)
        let later = try XCTUnwrap(list.range(of: "public func later(")).lowerBound
        let body = list[later...].prefix { $0 != "}" }
        XCTAssertFalse(body.contains("releaseBoxFromGLib"), "not released after the call too")
    }

    func testAForeverScopeCallbackIsRetainedForTheProcess() throws {
        let list = try generate()
        XCTAssertTrue(
            list.contains(
                "let funcData = ClosureBox<@MainActor (Item?) -> Bool>(`func`).retainedForever()"),
            list)
        XCTAssertTrue(
            list.contains(
                "fix_list_forever(cast(pointer), cFunction(fixListForeverFunc, as: FixFilterFunc.self), funcData)"
            ), list)
    }

    func testANotifiedCallbackWithoutDestroyNotifyOutsideAnAsyncCallIsListed() throws {
        let namespace = try RepositoryReader.read(data: Data(Self.gir.utf8))
        let list = ClassList(parsing: "hand-written GObject.Object Object pointer\nItem\nList\n")
        let output = Generator(namespace: namespace, classList: list).run()
        let report = try XCTUnwrap(output.reports.first { $0.name == "List" })
        XCTAssertEqual(report.methods.generated, 5)
        XCTAssertEqual(
            report.skipped,
            [
                "`fix_list_watch`: parameter func: a notified callback without destroy notify, outside a GIO async call"
            ])
    }
}
