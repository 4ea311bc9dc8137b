import Testing

@testable import Reconciler

@MainActor struct RowBlocksTests {
    /// Takes every kept block, so a test starts from none.
    private func emptied() {
        while RowBlocks.keptCount > 0 {
            let (block, byteCount) = RowBlocks.take(byteCount: RowBlocks.smallest)
            _ = byteCount
            block.deallocate()
        }
    }

    @Test("a freed block is handed to the next request that fits, the smallest that fits")
    func reusesTheSmallestFit() {
        emptied()
        let small = RowBlocks.take(byteCount: 8 << 10)
        let large = RowBlocks.take(byteCount: 64 << 10)
        RowBlocks.give(large.block, byteCount: large.byteCount)
        RowBlocks.give(small.block, byteCount: small.byteCount)

        let again = RowBlocks.take(byteCount: 6 << 10)
        #expect(again.block == small.block)
        #expect(again.byteCount == 8 << 10)
        let bigger = RowBlocks.take(byteCount: 20 << 10)
        #expect(bigger.block == large.block)
        #expect(RowBlocks.keptCount == 0)
        RowBlocks.give(again.block, byteCount: again.byteCount)
        RowBlocks.give(bigger.block, byteCount: bigger.byteCount)
        emptied()
    }

    @Test("small and very large blocks go back to malloc; at most four are kept, the largest")
    func keepsFewBlocks() {
        emptied()
        let tiny = RowBlocks.take(byteCount: 100)
        RowBlocks.give(tiny.block, byteCount: tiny.byteCount)
        let huge = RowBlocks.take(byteCount: RowBlocks.largest + 1)
        RowBlocks.give(huge.block, byteCount: huge.byteCount)
        #expect(RowBlocks.keptCount == 0)

        let sizes = [16, 8, 32, 64, 128].map { $0 << 10 }
        let blocks = sizes.map { RowBlocks.take(byteCount: $0) }
        for block in blocks { RowBlocks.give(block.block, byteCount: block.byteCount) }
        #expect(RowBlocks.keptCount == RowBlocks.kept)
        let smallest = RowBlocks.take(byteCount: RowBlocks.smallest)
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
        #expect(RowBlocks.keptCount == 0)
        element = ForEach(rows, id: \.self) { Cell(value: $0 + 1) }.makeElement()
        #expect(RowBlocks.keptCount == 1)
        element = ForEach(rows, id: \.self) { Cell(value: $0 + 2) }.makeElement()
        #expect(RowBlocks.keptCount == 1)
        #expect(element != nil)
        element = nil
        #expect(RowBlocks.keptCount == 2)
        emptied()
    }
}
