import Testing

@testable import Reconciler

@MainActor struct ForEachBlocksTests {
    /// Takes every kept block, so a test starts from none.
    private func emptied() {
        while ForEachBlocks.keptCount > 0 {
            let (block, byteCount) = ForEachBlocks.take(byteCount: ForEachBlocks.smallest)
            _ = byteCount
            block.deallocate()
        }
    }

    @Test("a freed block is handed to the next request that fits, the smallest that fits")
    func reusesTheSmallestFit() {
        emptied()
        let small = ForEachBlocks.take(byteCount: 8 << 10)
        let large = ForEachBlocks.take(byteCount: 64 << 10)
        ForEachBlocks.give(large.block, byteCount: large.byteCount)
        ForEachBlocks.give(small.block, byteCount: small.byteCount)

        let again = ForEachBlocks.take(byteCount: 6 << 10)
        #expect(again.block == small.block)
        #expect(again.byteCount == 8 << 10)
        let bigger = ForEachBlocks.take(byteCount: 20 << 10)
        #expect(bigger.block == large.block)
        #expect(ForEachBlocks.keptCount == 0)
        ForEachBlocks.give(again.block, byteCount: again.byteCount)
        ForEachBlocks.give(bigger.block, byteCount: bigger.byteCount)
        emptied()
    }

    @Test("small and very large blocks go back to malloc; at most four are kept, the largest")
    func keepsFewBlocks() {
        emptied()
        let tiny = ForEachBlocks.take(byteCount: 100)
        ForEachBlocks.give(tiny.block, byteCount: tiny.byteCount)
        let huge = ForEachBlocks.take(byteCount: ForEachBlocks.largest + 1)
        ForEachBlocks.give(huge.block, byteCount: huge.byteCount)
        #expect(ForEachBlocks.keptCount == 0)

        let sizes = [16, 8, 32, 64, 128].map { $0 << 10 }
        let blocks = sizes.map { ForEachBlocks.take(byteCount: $0) }
        for block in blocks { ForEachBlocks.give(block.block, byteCount: block.byteCount) }
        #expect(ForEachBlocks.keptCount == ForEachBlocks.kept)
        let smallest = ForEachBlocks.take(byteCount: ForEachBlocks.smallest)
        #expect(smallest.byteCount == 16 << 10)
        smallest.block.deallocate()
        emptied()
    }

    @Test("a table rendered again takes the block its previous rows freed")
    func tablePassesShareABlock() {
        emptied()
        struct Cell: View, Equatable {
            let value: Int
            var body: some View { EmptyView() }
        }
        let rows = Array(0..<1_000)
        var element: Element? = ForEach(rows, id: \.self) { Cell(value: $0) }.makeElement()
        #expect(ForEachBlocks.keptCount == 0)
        element = ForEach(rows, id: \.self) { Cell(value: $0 + 1) }.makeElement()
        #expect(ForEachBlocks.keptCount == 1)
        element = ForEach(rows, id: \.self) { Cell(value: $0 + 2) }.makeElement()
        #expect(ForEachBlocks.keptCount == 1)
        #expect(element != nil)
        element = nil
        #expect(ForEachBlocks.keptCount == 2)
        emptied()
    }
}
