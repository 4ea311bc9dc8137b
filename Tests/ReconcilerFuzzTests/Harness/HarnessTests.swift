import XCTest

@testable import ReconcilerFuzzSupport

/// The fuzzer's own parts: its minimum-moves count and its shrinker.
final class HarnessTests: XCTestCase {
    func testMinimumMovesIsTheKeptCountLessALongestIncreasingRun() {
        XCTAssertEqual(minimumMoves([]), 0)
        XCTAssertEqual(minimumMoves([0, 1, 2]), 0)
        XCTAssertEqual(minimumMoves([2, 0, 1]), 1, "the last row moved to the front")
        XCTAssertEqual(minimumMoves([2, 1, 0]), 2, "a reversal keeps one row")
        XCTAssertEqual(minimumMoves([1, 0, 3, 2]), 2)
        XCTAssertEqual(minimumMoves([4, 0, 1, 2, 3, 9]), 1)
    }

    func testTheShrinkerCutsAFailureDownToOneSmallRender() {
        MainActor.assumeIsolated {
            var generator = SpecGenerator(random: SplitMix(seed: 7))
            var specs = [generator.root()]
            for _ in 0..<30 { specs.append(generator.transition(of: specs.last!)) }
            guard case .provider(let context, .stack(_, let children)) = specs[30] else {
                return XCTFail("a root is a provider around a stack")
            }
            let planted: [Spec] = [
                .list(
                    [Row(key: 1, isAlternate: false, label: "x", content: .reader)], memoized: true)
            ]
            specs[30] = .provider(context, .stack(vertical: true, children + planted))
            // A stand-in failure: any render showing a reader inside a row.
            let replay: @MainActor ([Spec]) -> (index: Int, failure: FuzzFailure)? = { specs in
                guard let index = specs.firstIndex(where: { "\($0)".contains("content: .reader") })
                else { return nil }
                return (index, FuzzFailure(check: "tree", message: "a reader in a row"))
            }
            let failure = FuzzFailure(check: "tree", message: "a reader in a row")
            var shrinker = Shrinker(replay: replay)
            let (shrunk, _) = shrinker.shrink(specs, failure)
            XCTAssertEqual(
                shrunk,
                [
                    .provider(
                        "c0",
                        .stack(
                            vertical: true,
                            [
                                .list(
                                    [Row(key: 1, isAlternate: false, label: "x", content: .reader)],
                                    memoized: true)
                            ]
                        ))
                ])
        }
    }
}
