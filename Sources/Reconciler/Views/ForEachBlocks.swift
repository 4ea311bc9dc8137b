// Memory for the children of one `ForEach` pass, handed on to a later pass.

/// Blocks of memory for the views and keys of `ForEach` passes: a block freed
/// with a pass's children is kept and given to a later pass that fits in it.
///
/// A table rendered again as a whole asks for the same large blocks on every
/// pass; malloc serves such a request after merging the small chunks freed
/// since, which costs about 110 instructions per row of a 1,000-row table.
/// Blocks under `smallest` bytes come from malloc as usual; at most `kept`
/// blocks of at most `largest` bytes each are kept.
@MainActor enum ForEachBlocks {
    static let smallest = 4 << 10
    static let largest = 8 << 20
    static let kept = 4
    /// The alignment of every block.
    static let alignment = 16

    private static var free: [(block: UnsafeMutableRawPointer, byteCount: Int)] = []

    /// A block of at least `byteCount` bytes aligned to `alignment` (and to
    /// `valueAlignment`), and its size; one aligned more strictly than the
    /// kept blocks comes from the allocator and goes back to it.
    static func take(byteCount: Int, valueAlignment: Int = 1)
        -> (block: UnsafeMutableRawPointer, byteCount: Int)
    {
        guard valueAlignment <= alignment else {
            let block = UnsafeMutableRawPointer.allocate(
                byteCount: byteCount, alignment: valueAlignment)
            return (block, byteCount)
        }
        if byteCount >= smallest {
            var best = -1
            for index in free.indices where free[index].byteCount >= byteCount {
                if best < 0 || free[index].byteCount < free[best].byteCount { best = index }
            }
            if best >= 0 { return free.remove(at: best) }
        }
        let block = UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: alignment)
        return (block, byteCount)
    }

    /// Takes back `block`, of `byteCount` bytes, whose values are
    /// deinitialized; `valueAlignment` as it was taken with.
    static func give(_ block: UnsafeMutableRawPointer, byteCount: Int, valueAlignment: Int = 1) {
        guard valueAlignment <= alignment, byteCount >= smallest, byteCount <= largest else {
            block.deallocate()
            return
        }
        free.append((block, byteCount))
        guard free.count > kept else { return }
        var smallestIndex = 0
        for index in free.indices where free[index].byteCount < free[smallestIndex].byteCount {
            smallestIndex = index
        }
        free.remove(at: smallestIndex).block.deallocate()
    }

    /// How many blocks are kept now (for tests).
    static var keptCount: Int { free.count }
}
