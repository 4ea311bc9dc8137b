import Testing

@testable import Reconciler

/// Keys in each of their forms (an `Int`, a short ASCII string kept in place,
/// a longer string, another type) compare and hash as the ids they hold.
struct ElementKeyTests {
    private struct Point: Hashable {
        let x: Int
        let y: Int
    }

    @Test("keys of equal ids are equal, keys of different ids are not")
    func equality() {
        #expect(ElementKey(5) == ElementKey(5))
        #expect(ElementKey(5) != ElementKey(6))
        #expect(ElementKey("row-5") == ElementKey("row-5"))
        #expect(ElementKey("row-5") != ElementKey("row-6"))
        #expect(ElementKey("a longer string id") == ElementKey("a longer string id"))
        #expect(ElementKey("a longer string id") != ElementKey("a longer string iD"))
        #expect(ElementKey(Point(x: 1, y: 2)) == ElementKey(Point(x: 1, y: 2)))
        #expect(ElementKey(Point(x: 1, y: 2)) != ElementKey(Point(x: 2, y: 1)))
    }

    @Test("an Int key never equals a string key, whatever the bytes")
    func kindsDiffer() {
        #expect(ElementKey(0) != ElementKey(""))
        #expect(ElementKey(0x41) != ElementKey("A"))
        #expect(ElementKey("5") != ElementKey(5))
        #expect(ElementKey("abcdefgh") != ElementKey("abcdefghi"))
    }

    @Test("strings equal under Unicode's canonical equivalence give equal keys and hashes")
    func canonicalEquivalence() {
        let pairs = [("K", "\u{212A}"), ("caf\u{E9}", "cafe\u{301}"), ("\u{E9}", "e\u{301}")]
        for (first, second) in pairs {
            #expect(first == second)
            #expect(ElementKey(first) == ElementKey(second), "\(first) / \(second)")
            #expect(ElementKey(first).hashValue == ElementKey(second).hashValue)
        }
    }

    @Test("an id given as AnyHashable makes the same key as the id itself")
    func anyHashable() {
        #expect(ElementKey(AnyHashable(7)) == ElementKey(7))
        #expect(ElementKey(AnyHashable("row")) == ElementKey("row"))
        #expect(ElementKey(AnyHashable("a longer string id")) == ElementKey("a longer string id"))
        #expect(ElementKey(AnyHashable(Point(x: 1, y: 2))) == ElementKey(Point(x: 1, y: 2)))
        #expect(ElementKey(AnyHashable("row")).hashValue == ElementKey("row").hashValue)
    }

    @Test("base gives the id back in every form")
    func base() {
        let ids: [AnyHashable] = [
            0, -1, Int.max, "", "a", "abcdefgh", "abcdefghi", "a\u{0}b", "\u{E9}t\u{E9}",
            Point(x: 3, y: 4),
        ]
        for id in ids {
            #expect(AnyHashable(ElementKey(id).base as! AnyHashable) == id, "\(id)")
        }
        #expect(ElementKey("abcdefgh").base as? String == "abcdefgh")
        #expect(ElementKey(42).base as? Int == 42)
    }

    @Test("keys in a set: one entry per distinct id")
    func set() {
        let keys: Set<ElementKey> = [
            ElementKey(1), ElementKey(1), ElementKey("1"), ElementKey("x"), ElementKey("x"),
            ElementKey("a longer string id"), ElementKey("a longer string id"),
            ElementKey(Point(x: 0, y: 0)), ElementKey(Point(x: 0, y: 0)), ElementKey("K"),
            ElementKey("\u{212A}"),
        ]
        #expect(keys.count == 6)
    }
}
