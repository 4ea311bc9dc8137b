import Reconciler
import TestHost
import Testing

@_spi(Toolkit) @testable import Widgets

/// The common modifiers share their results: the same change of the same
/// modifiers gives one storage, never written while shared.
@MainActor struct SharedModifiersTests {
    /// The modifiers of the one widget `view` renders to, as mounted.
    private func modifiers(of view: some View) throws -> WidgetModifiers {
        let host = TestHost(view)
        return try #require(host.root.children.first?.modifiers)
    }

    @Test("two widgets with the same common modifiers share one storage")
    func sameChangeSameStorage() throws {
        let first = try modifiers(of: Button("a") {}.cssClass("flat").padding(4))
        let second = try modifiers(of: Text("b").cssClass("flat").padding(4))
        #expect(first.storage != nil)
        #expect(first.storage === second.storage)
        #expect(first.cssClasses == ["flat"])
        #expect(first.padding == EdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4))
    }

    @Test("a shared result holds the same fields as the change made on its own")
    func sameFieldsAsTheChange() throws {
        let shared = try modifiers(
            of: Text("a").cssClass("x").expand().frame(width: 10).alignment(horizontal: .center)
                .disabled().padding(.top, 2))
        var expected = WidgetModifiers()
        expected.cssClasses = ["x"]
        expected.expandsHorizontally = true
        expected.width = 10
        expected.horizontalAlignment = .center
        expected.isDisabled = true
        expected.padding.top = 2
        #expect(shared == expected)
    }

    @Test("different changes or different bases give different storages")
    func differentChangesDiffer() throws {
        let flat = try modifiers(of: Text("a").cssClass("flat"))
        let danger = try modifiers(of: Text("a").cssClass("danger"))
        let both = try modifiers(of: Text("a").cssClass("flat").cssClass("danger"))
        #expect(flat.storage !== danger.storage)
        #expect(both.cssClasses == ["flat", "danger"])
        #expect(both.storage !== flat.storage)
    }

    @Test("writing to shared modifiers copies them first: the other widgets keep theirs")
    func writeCopiesFirst() throws {
        var first = try modifiers(of: Text("a").cssClass("shared"))
        let second = try modifiers(of: Text("b").cssClass("shared"))
        first.width = 7
        #expect(first.storage !== second.storage)
        #expect(second.width == nil)
        #expect(try modifiers(of: Text("c").cssClass("shared")).width == nil)
    }

    @Test("a class added only when a false condition holds leaves the widget as it was")
    func falseConditionChangesNothing() throws {
        #expect(try modifiers(of: HStack { Text("row") }.cssClass("danger", when: false)).isUnset)
        let on = try modifiers(of: HStack { Text("row") }.cssClass("danger", when: true))
        #expect(on.cssClasses == ["danger"])
    }

    @Test("more distinct changes than the cache holds still give the right fields")
    func manyDistinctChanges() throws {
        for index in 0..<(SharedModifiers.capacity + 88) {
            let name = "class-\(index)"
            #expect(try modifiers(of: Text("a").cssClass(name)).cssClasses == [name])
        }
        let again = try modifiers(of: Text("a").cssClass("class-3").padding(1))
        #expect(again.cssClasses == ["class-3"])
        #expect(again.padding.leading == 1)
    }
}

extension SharedModifiersTests {
    @Test("a change made again after the cache was emptied gives the right fields")
    func recentAfterEmptying() throws {
        let before = try modifiers(of: Text("a").cssClass("kept").padding(3))
        for index in 0..<(SharedModifiers.capacity + 1) {
            _ = try modifiers(of: Text("a").cssClass("filler-\(index)"))
        }
        let after = try modifiers(of: Text("b").cssClass("kept").padding(3))
        #expect(after == before)
        let other = try modifiers(of: Text("c").cssClass("other").padding(3))
        #expect(other.cssClasses == ["other"])
        #expect(other.padding.top == 3)
    }
}
