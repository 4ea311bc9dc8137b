/// Marks the positions of a longest strictly increasing subsequence of
/// `sources`, ignoring negative entries (children that are new).
///
/// Children at marked positions keep their place; only the others move, so a
/// keyed reorder costs few moves (SEMANTICS K7). Patience sorting, O(n log n).
func longestIncreasingSubsequence(_ sources: [Int]) -> [Bool] {
    var tails: [Int] = []  // tails[k]: position ending the best run of length k + 1
    var previous = [Int](repeating: -1, count: sources.count)
    for (position, value) in sources.enumerated() where value >= 0 {
        var low = 0
        var high = tails.count
        while low < high {
            let middle = (low + high) / 2
            if sources[tails[middle]] < value { low = middle + 1 } else { high = middle }
        }
        if low > 0 { previous[position] = tails[low - 1] }
        if low == tails.count { tails.append(position) } else { tails[low] = position }
    }
    var marked = [Bool](repeating: false, count: sources.count)
    var position = tails.last ?? -1
    while position >= 0 {
        marked[position] = true
        position = previous[position]
    }
    return marked
}
