import Testing

@testable import Reconciler

struct LongestIncreasingSubsequenceTests {
    @Test("K7 the longest increasing run of old positions stays; new children (-1) are ignored")
    func marksRun() {
        #expect(
            longestIncreasingSubsequence([0, 998, 2, 3, 1, 5]) == [
                true, false, true, true, false, true,
            ])
        #expect(longestIncreasingSubsequence([3, 2, 1, 0]).filter { $0 }.count == 1)
        #expect(longestIncreasingSubsequence([-1, 0, -1, 1]) == [false, true, false, true])
        #expect(longestIncreasingSubsequence([]) == [])
    }

    @Test("K7 a swap of two of 1,000 keeps 998 in place")
    func swapKeeps998() {
        var sources = Array(0..<1_000)
        sources.swapAt(1, 998)
        #expect(longestIncreasingSubsequence(sources).filter { $0 }.count == 998)
    }
}
