import XCTest

@testable import GirGenerator

/// The generated Swift for each ownership and signature case of the fixture.
final class GeneratorTests: XCTestCase {
    private func thing() throws -> String {
        try XCTUnwrap(Fixture.generate().files["Thing.swift"])
    }

    private func assertContains(
        _ text: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertTrue(
            text.contains(expected), "missing:\n\(expected)\nin:\n\(text)", file: file, line: line)
    }

    func testAWidgetSubclassesTheHandWrittenWidgetAndSinksItsFloatingReference() throws {
        let text = try thing()
        assertContains(text, "public class Thing: Widget, Shape {")
        assertContains(text, "self.init(sinking: cast(rawPointer(fix_thing_new())!))")
        assertContains(text, "public convenience init(title: String)")
    }

    func testAGObjectConstructedWithTransferFullIsAdoptedNotReferencedAgain() throws {
        let text = try XCTUnwrap(Fixture.generate().files["Model.swift"])
        assertContains(text, "public class Model: Object {")
        assertContains(text, "self.init(adopting: rawPointer(fix_model_new())!)")
    }

    func testStringsAreCopiedAndFreedOnlyWhenTheCallerOwnsThem() throws {
        let text = try thing()
        assertContains(text, "borrowedString(fix_thing_get_title(cast(pointer))) ?? \"\"")
        assertContains(text, "public func dupSummary() -> String? {")
        assertContains(text, "ownedString(fix_thing_dup_summary(cast(pointer)))")
    }

    func testAPropertyWithCAccessorsIsOneSwiftPropertyWithChangeNotification() throws {
        let text = try thing()
        assertContains(text, "public var title: String {")
        assertContains(text, "fix_thing_set_title(cast(pointer), newValue)")
        assertContains(text, "public func onTitleChanged(")
        assertContains(text, "onNotify(\"title\", handler)")
        XCTAssertFalse(text.contains("func setTitle"), "an accessor is not also a method")
    }

    func testNullableObjectsAreOptionalAndReturnedObjectsKeepTheirTransfer() throws {
        let text = try thing()
        assertContains(text, "public func setChild(child: Widget?) {")
        assertContains(text, "castOptional(child?.pointer)")
        assertContains(text, "public func model() -> Model? {")
        assertContains(
            text, "rawPointer(fix_thing_get_model(cast(pointer))).map { Model(sinking: $0) }\n")
        assertContains(
            text, "rawPointer(fix_thing_make_model(cast(pointer))).map { Model(adopting: $0) }\n")
    }

    func testAPropertyWithoutCAccessorsGoesThroughAGValueOfItsType() throws {
        let text = try thing()
        assertContains(text, "public var hiddenState: Int32 {")
        assertContains(text, "get { propertyValue(\"hidden-state\") { g_value_get_int($0) } }")
        assertContains(
            text, "set { setPropertyValue(\"hidden-state\") { g_value_set_int($0, newValue) } }")
    }

    func testNullTerminatedStringArraysAreCopiedInAndFreedOut() throws {
        let text = try thing()
        assertContains(text, "public func setNames(names: [String]?) {")
        assertContains(text, "let namesArray = StringArray(names)")
        assertContains(text, "fix_thing_set_names(cast(pointer), castOptional(namesArray.pointer))")
        assertContains(text, "withExtendedLifetime(namesArray) {}")
        assertContains(text, "public func listNames() -> [String] {")
        assertContains(text, "ownedStrings(rawPointer(fix_thing_list_names(cast(pointer)))) ?? []")
    }

    func testAnInterfaceIsAProtocolWithItsMembersInAnExtension() throws {
        let output = try Fixture.generate()
        let shape = try XCTUnwrap(output.files["Shape.swift"])
        assertContains(shape, "public protocol Shape: Object {}")
        assertContains(shape, "extension Shape {")
        assertContains(shape, "public func sides() -> Int32 {")
        assertContains(shape, "fix_shape_get_sides(cast(pointer))")
        let text = try XCTUnwrap(output.files["Thing.swift"])
        assertContains(text, "public func setShape(shape: (any Shape)?) {")
        assertContains(text, "fix_thing_set_shape(cast(pointer), castOptional(shape?.pointer))")
    }

    func testAGErrorOutParameterBecomesThrows() throws {
        let text = try thing()
        assertContains(text, "public func load(mode: Mode) throws -> Bool {")
        assertContains(text, "var error: UnsafeMutablePointer<GError>?")
        assertContains(text, "let result = fix_thing_load(cast(pointer), mode.cValue, &error)")
        assertContains(text, "if let error { throw GLibError(taking: error) }")
    }

    func testOutParametersBecomeTheReturnValue() throws {
        let text = try thing()
        assertContains(text, "public func size() -> (width: Int32, height: Int32) {")
        assertContains(text, "fix_thing_get_size(cast(pointer), &widthOut, &heightOut)")
    }

    func testABooleanResultBesideOutParametersMakesThemOptional() throws {
        let text = try thing()
        assertContains(text, "public func lookup(key: String) -> Double? {")
        assertContains(text, "var valueOut: Double = 0")
        assertContains(text, "let result = fix_thing_lookup(cast(pointer), key, &valueOut)")
        assertContains(text, "return result != 0 ? valueOut : nil")
    }

    func testSignaturesTheGeneratorCannotExpressAreSkippedAndListed() throws {
        let output = try Fixture.generate()
        let text = try XCTUnwrap(output.files["Thing.swift"])
        XCTAssertFalse(text.contains("fix_thing_foreach"))
        XCTAssertFalse(text.contains("fix_thing_old_call"))
        let skipped = try XCTUnwrap(output.reports.first { $0.name == "Thing" }).skipped
        XCTAssertTrue(
            skipped.contains { $0.hasPrefix("`fix_thing_foreach`") && $0.contains("ThingFunc") })
        XCTAssertTrue(skipped.contains("`fix_thing_old_call`: deprecated"))
        XCTAssertTrue(output.report.contains("fix_thing_foreach"))
    }

    func testSignalsConnectThroughTypedTrampolines() throws {
        let text = try thing()
        assertContains(text, "public func onChanged(")
        assertContains(
            text, "\"changed\", callback: unsafeBitCast(thingChanged, to: GCallback.self),")
        assertContains(text, "_ handler: @escaping @MainActor (String, Thing?) -> Void")
        assertContains(text, "let text0 = borrowedString(argument0) ?? \"\"")
        assertContains(text, "let address1 = UInt(bitPattern: argument1)")
        assertContains(text, "@convention(c) (gpointer?, FixMode, gpointer?) -> gboolean")
        assertContains(
            text, "let value = MainActor.assumeIsolated { box.body(Mode(cValue: argument0)) }")
        assertContains(text, "return value ? 1 : 0")
        assertContains(text, "public func emitPoke() {")
        XCTAssertFalse(text.contains("emitChanged"), "only action signals are emitted from Swift")
    }

    func testEnumerationsBecomeEnumsAndBitFieldsOptionSetsWhenUsed() throws {
        let output = try Fixture.generate()
        let mode = try XCTUnwrap(output.files["Mode.swift"])
        assertContains(mode, "public enum Mode: Int, Sendable, CaseIterable {")
        assertContains(mode, "case on = 1")
        XCTAssertFalse(mode.contains("alsoOn"), "an alias value is one case")
        let flags = try XCTUnwrap(output.files["Flags.swift"])
        assertContains(flags, "public struct Flags: OptionSet, Sendable, Hashable {")
        assertContains(flags, "public static let italic = Flags(rawValue: 2)")
    }

    func testAClassWhoseParentIsNotAvailableIsListedNotGenerated() throws {
        let output = try Fixture.generate()
        XCTAssertNil(output.files["Orphan.swift"])
        XCTAssertTrue(output.skippedClasses.contains { $0.hasPrefix("`Orphan`") })
    }

    func testDocumentationNamesTheCSymbolAndLinksGTKsPage() throws {
        let text = try thing()
        assertContains(
            text,
            "/// Wraps `FixThing` ([documentation](https://docs.gtk.org/fix/class.Thing.html)).")
        assertContains(
            text,
            "/// Wraps `fix_thing_dup_summary` ([documentation](https://docs.gtk.org/fix/method.Thing.dup_summary.html))."
        )
    }

    func testTheCoverageReportCountsGeneratedAgainstDeclared() throws {
        let report = try XCTUnwrap(try Fixture.generate().reports.first { $0.name == "Thing" })
        XCTAssertEqual(report.constructors.generated, 2)
        XCTAssertEqual(report.methods.total, 16)
        XCTAssertEqual(report.methods.generated, 14, "set_items: a string array with its length")
        XCTAssertEqual(report.properties.total, 2)
        XCTAssertEqual(report.properties.generated, 2)
        XCTAssertEqual(report.signals.generated, 4)
    }

    func testTheClassListNamesGeneratedAndHandWrittenClasses() {
        let list = ClassList(parsing: Fixture.classes)
        XCTAssertEqual(list.generated, ["Thing", "Model", "Orphan"])
        XCTAssertEqual(list.handWritten["Widget"]?.swiftName, "Widget")
        XCTAssertEqual(list.handWritten["Widget"]?.members, ["pointer", "name", "isVisible"])
    }
}
