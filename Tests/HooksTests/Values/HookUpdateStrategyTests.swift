import Hooks
import Testing

@Suite("HookUpdateStrategy")
struct HookUpdateStrategyTests {
    @Test("E2 .once always equals .once")
    func once() {
        #expect(HookUpdateStrategy.once.dependency == HookUpdateStrategy.once.dependency)
    }

    @Test("E2 floating point compares with SameValue, also in optionals")
    func sameValue() {
        func same(_ lhs: some Equatable, _ rhs: some Equatable) -> Bool {
            HookUpdateStrategy.preserved(by: lhs).dependency
                == HookUpdateStrategy.preserved(by: rhs).dependency
        }
        #expect(same(Double.nan, Double.nan))
        #expect(!same(0.0, -0.0))
        #expect(same(Float?.some(.nan), Float?.some(.nan)))
        #expect(!same(Double?.some(-0.0), Double?.some(0.0)))
        #expect(same(Double?.none, Double?.none))
        #expect(!same(Double?.none, Double?.some(1)))
        #expect(same(1.5, 1.5))
    }

    @Test("E2 other types use ==; a dependency of another type counts as changed")
    func otherTypes() {
        #expect(HookUpdateStrategy(dependency: "a").dependency == .init("a"))
        #expect(HookUpdateStrategy(dependency: [1, 2]).dependency != .init([1, 3]))
        #expect(HookUpdateStrategy(dependency: 1).dependency != .init(1.0))
        #expect(HookUpdateStrategy(dependency: 1).dependency != .init(Int?.some(1)))
    }
}
