/// SplitMix64: a tiny generator whose sequence depends on its seed alone, so a
/// printed seed replays the same run on any machine and Swift version.
struct SplitMix {
    private var state: UInt64

    /// A generator starting from `seed`.
    init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (`bound` > 0).
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    /// True `percent` times in a hundred.
    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

    /// One of `values` (not empty).
    mutating func pick<T>(_ values: [T]) -> T { values[below(values.count)] }

    /// `values` in a random order (Fisher–Yates with this generator).
    mutating func shuffled<T>(_ values: [T]) -> [T] {
        var result = values
        for index in stride(from: result.count - 1, to: 0, by: -1) {
            result.swapAt(index, below(index + 1))
        }
        return result
    }

    /// The seed of the `index`th run derived from `seed`.
    static func derive(_ seed: UInt64, _ index: Int) -> UInt64 {
        var generator = SplitMix(seed: seed ^ (UInt64(index) &* 0xD6E8_FEB8_6659_FD93))
        return generator.next()
    }
}
