/// The fewest single-child moves that put the kept children in their new
/// order: those not in a longest increasing run of their old positions.
///
/// `oldPositions[i]` is the old position of the `i`th kept child in the new
/// order. Worked out by the quadratic dynamic programme, on purpose not the
/// reconciler's patience sort, so the two cannot share a mistake.
func minimumMoves(_ oldPositions: [Int]) -> Int {
    var longestEndingAt = [Int](repeating: 1, count: oldPositions.count)
    for end in oldPositions.indices {
        for before in 0..<end where oldPositions[before] < oldPositions[end] {
            longestEndingAt[end] = max(longestEndingAt[end], longestEndingAt[before] + 1)
        }
    }
    return oldPositions.count - (longestEndingAt.max() ?? 0)
}
