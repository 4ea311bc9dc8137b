import Gtk
import XCTest

/// Swift values in and out of `GVariant`: each read gives nil, never a GLib
/// abort, when the value holds another type.
final class VariantTests: XCTestCase {
    func testNumbersStringsAndBooleansComeBackAsTheyWentIn() {
        XCTAssertEqual(Variant(Int32(-7)).int32, -7)
        XCTAssertEqual(Variant(UInt32(42)).uint32, 42)
        XCTAssertEqual(Variant(Int64.min).int64, .min)
        XCTAssertEqual(Variant(UInt64.max).uint64, .max)
        XCTAssertEqual(Variant(Int16(-3)).int16, -3)
        XCTAssertEqual(Variant(UInt16(3)).uint16, 3)
        XCTAssertEqual(Variant(UInt8(255)).uint8, 255)
        XCTAssertEqual(Variant(true).bool, true)
        XCTAssertEqual(Variant(false).bool, false)
        XCTAssertEqual(Variant(2.5).double, 2.5)
        XCTAssertEqual(Variant("héllo").string, "héllo")
        XCTAssertEqual(Variant(["a", "", "ç"]).strings, ["a", "", "ç"])
        XCTAssertEqual(Variant([String]()).strings, [])
        XCTAssertEqual(Variant(boxing: Variant(UInt32(1))).boxed?.uint32, 1)
    }

    func testAReadOfAnotherTypeIsNil() {
        let position = Variant(UInt32(42))
        XCTAssertNil(position.int32, "a uint32 is not an int32")
        XCTAssertNil(position.string)
        XCTAssertNil(position.bool)
        XCTAssertNil(position.strings)
        XCTAssertNil(position.boxed)
        XCTAssertNil(Variant("42").uint32)
        XCTAssertNil(Variant(["a"]).string)
    }

    func testTheTypeIsGLibsTypeString() {
        XCTAssertEqual(Variant(UInt32(1)).typeString, "u")
        XCTAssertEqual(Variant(["a"]).type, VariantType("as"))
        XCTAssertTrue(Variant(Int32(1)).isOfType(VariantType("i")))
        XCTAssertTrue(Variant(Int32(1)).isOfType(VariantType("*")), "an indefinite type")
        XCTAssertFalse(Variant(Int32(1)).isOfType(VariantType("u")))
        XCTAssertTrue(VariantType("u").isSubtype(of: VariantType("?")))
        XCTAssertEqual(VariantType("(si)").string, "(si)")
        XCTAssertNil(VariantType(validating: "not a type"))
    }

    func testEqualValuesAreEqualAndPrintInGLibsFormat() {
        XCTAssertEqual(Variant("x"), Variant("x"))
        XCTAssertNotEqual(Variant(Int32(1)), Variant(UInt32(1)), "same number, other type")
        XCTAssertEqual(Set([Variant("a"), Variant("a"), Variant("b")]).count, 2)
        XCTAssertEqual(Variant(UInt32(42)).description, "uint32 42")
        XCTAssertEqual(Variant(["a", "b"]).printed(annotated: false), "['a', 'b']")
    }

    func testParsingReadsThePrintedFormAndReportsErrors() throws {
        XCTAssertEqual(try Variant.parse("uint32 42").uint32, 42)
        XCTAssertEqual(try Variant.parse("['a', 'b']").strings, ["a", "b"])
        XCTAssertEqual(try Variant.parse("7", type: VariantType("x")).int64, 7)
        XCTAssertThrowsError(try Variant.parse("[1, 'two']")) { error in
            XCTAssertEqual((error as? GLibError)?.domain, "g-variant-parse-error-quark")
        }
        XCTAssertThrowsError(try Variant.parse("1 trailing"))
    }
}
