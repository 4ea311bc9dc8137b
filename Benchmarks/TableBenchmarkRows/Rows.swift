// Row labels of js-framework-benchmark: "adjective colour noun", drawn from
// xorshift32 (seed 42, one stream per process) as Docs/Benchmarks.md says ("The table operations").
// Shared by the headless (ReconcilerBenchmark) and GTK (TableBenchmark) runs.

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

/// What the update operation appends to every 10th label.
public let updateSuffix = " !!!"

/// One benchmark row: an id that never repeats and a label.
public struct Row: Equatable, Sendable {
    /// The row's id, from 1, never reused.
    public let id: Int
    /// "adjective colour noun", plus one `updateSuffix` per update.
    public var label: String

    /// A row with `id` and `label`.
    public init(id: Int, label: String) {
        self.id = id
        self.label = label
    }

    /// The label as first drawn, without the suffixes of updates.
    public var originalLabel: String {
        var label = Substring(label)
        while label.hasSuffix(updateSuffix) { label = label.dropLast(updateSuffix.count) }
        return String(label)
    }
}

/// Makes rows with fresh ids (from 1, never reset) and seeded labels.
public struct RowFactory: Sendable {
    private var state: UInt32 = 42
    private var nextID = 1

    /// A factory at the start of the stream: the first label is "handsome black desk".
    public init() {}

    private mutating func next() -> UInt32 {
        state ^= state << 13
        state ^= state >> 17
        state ^= state << 5
        return state
    }

    /// `count` new rows.
    public mutating func make(_ count: Int) -> [Row] {
        (0..<count).map { _ in
            let adjective = adjectives[Int(next() % 25)]
            let colour = colours[Int(next() % 11)]
            let noun = nouns[Int(next() % 13)]
            defer { nextID += 1 }
            return Row(id: nextID, label: "\(adjective) \(colour) \(noun)")
        }
    }
}
