import Foundation
import XCTest

@testable import GirGenerator

/// `cairo.Context` is the hand-written `Cairo.Context`: one GTK passes to a
/// callback is lent for the call only (invalidated when the closure returns),
/// one given to a call passes its `cairo_t`, one returned is a wrapper of a
/// reference of its own.
final class CairoContextTests: XCTestCase {
    private static let gir = """
        <?xml version="1.0"?>
        <repository version="1.2" xmlns="http://www.gtk.org/introspection/core/1.0"
            xmlns:c="http://www.gtk.org/introspection/c/1.0"
            xmlns:glib="http://www.gtk.org/introspection/glib/1.0">
          <namespace name="Fix" c:identifier-prefixes="Fix">
            <callback name="DrawFunc" c:type="FixDrawFunc">
              <return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value>
              <parameters>
                <parameter name="cr" transfer-ownership="none"><type name="cairo.Context" c:type="cairo_t*"/></parameter>
                <parameter name="width" transfer-ownership="none"><type name="gint" c:type="int"/></parameter>
                <parameter name="user_data" transfer-ownership="none" nullable="1" closure="2"><type name="gpointer" c:type="gpointer"/></parameter>
              </parameters>
            </callback>
            <callback name="PaintFunc" c:type="FixPaintFunc">
              <return-value transfer-ownership="none"><type name="gboolean" c:type="gboolean"/></return-value>
              <parameters>
                <parameter name="cr" transfer-ownership="none"><type name="cairo.Context" c:type="cairo_t*"/></parameter>
                <parameter name="user_data" transfer-ownership="none" nullable="1" closure="1"><type name="gpointer" c:type="gpointer"/></parameter>
              </parameters>
            </callback>
            <class name="Canvas" c:type="FixCanvas" parent="GObject.Object">
              <method name="set_draw_func" c:identifier="fix_canvas_set_draw_func">
                <return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value>
                <parameters>
                  <instance-parameter name="self"><type name="Canvas" c:type="FixCanvas*"/></instance-parameter>
                  <parameter name="draw_func" transfer-ownership="none" scope="notified" closure="1" destroy="2"><type name="DrawFunc" c:type="FixDrawFunc"/></parameter>
                  <parameter name="user_data" transfer-ownership="none" nullable="1"><type name="gpointer" c:type="gpointer"/></parameter>
                  <parameter name="destroy" transfer-ownership="none" scope="async"><type name="GLib.DestroyNotify" c:type="GDestroyNotify"/></parameter>
                </parameters>
              </method>
              <method name="paint_now" c:identifier="fix_canvas_paint_now">
                <return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value>
                <parameters>
                  <instance-parameter name="self"><type name="Canvas" c:type="FixCanvas*"/></instance-parameter>
                  <parameter name="func" transfer-ownership="none" scope="call" closure="1"><type name="PaintFunc" c:type="FixPaintFunc"/></parameter>
                  <parameter name="user_data" transfer-ownership="none" nullable="1"><type name="gpointer" c:type="gpointer"/></parameter>
                </parameters>
              </method>
              <method name="render" c:identifier="fix_canvas_render">
                <return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value>
                <parameters>
                  <instance-parameter name="self"><type name="Canvas" c:type="FixCanvas*"/></instance-parameter>
                  <parameter name="cr" transfer-ownership="none"><type name="cairo.Context" c:type="cairo_t*"/></parameter>
                </parameters>
              </method>
              <method name="get_context" c:identifier="fix_canvas_get_context">
                <return-value transfer-ownership="none"><type name="cairo.Context" c:type="cairo_t*"/></return-value>
                <parameters><instance-parameter name="self"><type name="Canvas" c:type="FixCanvas*"/></instance-parameter></parameters>
              </method>
            </class>
          </namespace>
        </repository>
        """

    private func generate() throws -> (text: String, report: ClassReport) {
        let namespace = try RepositoryReader.read(data: Data(Self.gir.utf8))
        let list = ClassList(parsing: "hand-written GObject.Object Object pointer\nCanvas\n")
        let output = Generator(namespace: namespace, classList: list).run()
        return (
            try XCTUnwrap(output.files["Canvas.swift"]),
            try XCTUnwrap(output.reports.first { $0.name == "Canvas" })
        )
    }

    func testACallbacksContextIsLentForTheCallOnly() throws {
        let (canvas, _) = try generate()
        XCTAssertTrue(
            canvas.contains(
                "public func setDrawFunc(drawFunc: @escaping @MainActor (Cairo.Context, Int32) -> Void) {"
            ), canvas)
        XCTAssertTrue(
            canvas.contains(
                "@convention(c) (OpaquePointer?, Int32, gpointer?) -> Void = {"), canvas)
        XCTAssertTrue(canvas.contains("let address0 = UInt(bitPattern: argument0)"), canvas)
        XCTAssertTrue(
            canvas.contains(
                """
                    MainActor.assumeIsolated {
                        let context0 = Cairo.Context(referencing: OpaquePointer(bitPattern: address0)!)
                        defer { context0.invalidate() }
                        box.body(context0, argument1)
                    }
                """), canvas)
    }

    func testACallbackReturningAValueInvalidatesTheContextBeforeReturningIt() throws {
        let (canvas, _) = try generate()
        XCTAssertTrue(
            canvas.contains(
                """
                    let value = MainActor.assumeIsolated {
                        let context0 = Cairo.Context(referencing: OpaquePointer(bitPattern: address0)!)
                        defer { context0.invalidate() }
                        return box.body(context0)
                    }
                    return value ? 1 : 0
                """), canvas)
    }

    func testAContextGivenToACallPassesItsPointerAndOneReturnedIsOwned() throws {
        let (canvas, report) = try generate()
        XCTAssertTrue(canvas.contains("public func render(cr: Cairo.Context) {"), canvas)
        XCTAssertTrue(canvas.contains("fix_canvas_render(cast(pointer), cr.pointer)"), canvas)
        XCTAssertTrue(canvas.contains("public func context() -> Cairo.Context? {"), canvas)
        XCTAssertTrue(
            canvas.contains(
                "fix_canvas_get_context(cast(pointer)).map { Cairo.Context(referencing: $0) }"),
            canvas)
        XCTAssertEqual(report.skipped, [])
    }
}
