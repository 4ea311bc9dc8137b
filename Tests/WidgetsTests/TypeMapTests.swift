import Testing

@_spi(Toolkit) @testable import Widgets

/// The map of per-type lookups: every stored type is found again, through
/// collisions and growth, and a type never stored is not.
struct TypeMapTests {
    private let types: [Any.Type] = [
        Int.self, Int8.self, Int16.self, Int32.self, Int64.self, UInt.self, UInt8.self,
        UInt16.self, UInt32.self, UInt64.self, Float.self, Double.self, String.self,
        Character.self, Bool.self, [Int].self, [String].self, [Bool].self, Set<Int>.self,
        [Int: Int].self, Int?.self, String?.self, Bool?.self, Double?.self,
    ]

    @Test("every type stored is found with its value, past the table's first size")
    func storesAndFinds() {
        var map = TypeMap<Int>()
        for (index, type) in types.enumerated() { map[ObjectIdentifier(type)] = index }
        #expect(map.count == types.count)
        for (index, type) in types.enumerated() {
            #expect(map[ObjectIdentifier(type)] == index)
        }
        #expect(map[ObjectIdentifier(Substring.self)] == nil)
    }

    @Test("storing a type again replaces its value without counting it twice")
    func replaces() {
        var map = TypeMap<String?>()
        map[ObjectIdentifier(Int.self)] = .some(nil)
        map[ObjectIdentifier(Int.self)] = "int"
        #expect(map.count == 1)
        #expect(map[ObjectIdentifier(Int.self)] == .some("int"))
        #expect(map[ObjectIdentifier(String.self)] == nil)
    }
}
