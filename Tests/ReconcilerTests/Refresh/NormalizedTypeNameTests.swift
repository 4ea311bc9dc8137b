import Reconciler
import Testing

@MainActor struct NormalizedTypeNameTests {
    @Test("local types of two functions have the same normalized name")
    func localTypes() {
        func first() -> Any.Type {
            struct Row {}
            return Row.self
        }
        func second() -> Any.Type {
            struct Row {}
            return Row.self
        }
        #expect(ObjectIdentifier(first()) != ObjectIdentifier(second()))
        #expect(normalizedTypeName(first()) == normalizedTypeName(second()))
        #expect(!normalizedTypeName(first()).contains("$"))
    }

    @Test("private types lose their image's address; generic arguments are kept")
    func privateAndGenericTypes() {
        #expect(normalizedTypeName(PrivateRow.self) == "ReconcilerTests.(local).PrivateRow")
        #expect(
            normalizedTypeName([PrivateRow].self)
                == "Swift.Array<ReconcilerTests.(local).PrivateRow>")
        #expect(normalizedTypeName(Int.self) == "Swift.Int")
        #expect(normalizedTypeName(PrivateRow.self) != normalizedTypeName(OtherRow.self))
    }
}

private struct PrivateRow {}
private struct OtherRow {}
