// Row labels of js-framework-benchmark: "adjective colour noun", drawn from
// xorshift32 (seed 42, one stream per process) as BENCHMARK.md section 1 says.

private let adjectives = [
    "pretty", "large", "big", "small", "tall", "short", "long", "handsome", "plain", "quaint",
    "clean", "elegant", "easy", "angry", "crazy", "helpful", "mushy", "odd", "unsightly",
    "adorable", "important", "inexpensive", "cheap", "expensive", "fancy",
]
private let colours = [
    "red", "yellow", "blue", "green", "pink", "brown", "purple", "brown", "white", "black",
    "orange",
]
private let nouns = [
    "table", "chair", "house", "bbq", "desk", "car", "pony", "cookie", "sandwich", "burger",
    "pizza", "mouse", "keyboard",
]

/// One benchmark row: an id that never repeats and a label.
struct Row: Equatable, Sendable {
    let id: Int
    var label: String
}

/// Makes rows with fresh ids (from 1, never reset) and seeded labels.
struct RowFactory {
    private var state: UInt32 = 42
    private var nextID = 1

    private mutating func next() -> UInt32 {
        state ^= state << 13
        state ^= state >> 17
        state ^= state << 5
        return state
    }

    /// `count` new rows.
    mutating func make(_ count: Int) -> [Row] {
        (0..<count).map { _ in
            let adjective = adjectives[Int(next() % 25)]
            let colour = colours[Int(next() % 11)]
            let noun = nouns[Int(next() % 13)]
            defer { nextID += 1 }
            return Row(id: nextID, label: "\(adjective) \(colour) \(noun)")
        }
    }
}
