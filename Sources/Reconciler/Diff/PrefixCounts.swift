/// Counts at positions `0..<count` with the sum of any prefix in O(log n)
/// (a Fenwick tree): how the placement of a reordered middle finds where a
/// host instance is now without searching the list for it.
struct PrefixCounts {
    // tree[i] holds the sum of the counts at positions (i - lowbit(i), i],
    // with positions shifted to start at 1.
    private var tree: [Int]

    /// `count` positions, each holding `initial`.
    init(count: Int, initial: Int) {
        tree = [Int](repeating: 0, count: count + 1)
        guard initial != 0, count > 0 else { return }
        for index in 1...count { tree[index] = initial * (index & -index) }
    }

    /// Adds `amount` to the count at `position`.
    mutating func add(_ amount: Int, at position: Int) {
        var index = position + 1
        while index < tree.count {
            tree[index] += amount
            index += index & -index
        }
    }

    /// The sum of the counts at the positions before `end`.
    func sum(before end: Int) -> Int {
        var index = end
        var total = 0
        while index > 0 {
            total += tree[index]
            index -= index & -index
        }
        return total
    }
}
