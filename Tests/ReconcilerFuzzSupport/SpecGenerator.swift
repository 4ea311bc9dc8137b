/// Makes random spec trees and random transitions between them, from a seed.
///
/// Transitions cover keyed and unkeyed inserts, removals, moves, shuffles,
/// nested lists, conditional children, type changes at one position or key,
/// repeated keys, context and environment changes, fragments and empty children.
struct SpecGenerator {
    var random: SplitMix
    /// Past this many specs, transitions remove more than they add.
    var sizeLimit = 60

    static let labels = ["x", "y", "z"]
    static let contexts = ["c0", "c1", "c2"]
    static let tags = ["e0", "e1", "e2"]

    /// A random root: a provider around a vertical stack.
    mutating func root() -> Spec {
        .provider(
            random.pick(Self.contexts), .stack(vertical: true, children(depth: 1, inRow: false)))
    }

    /// The next root: one to three random changes of `root`.
    mutating func transition(of root: Spec) -> Spec {
        guard case .provider(var context, .stack(_, var children)) = root else { return root }
        for _ in 0...random.below(3) {
            if random.chance(8) {
                context = random.pick(Self.contexts)
            } else if random.chance(45), let changed = mutateAList(in: .fragment(children)) {
                // Keyed lists are where moves happen: change one more often.
                guard case .fragment(let inner) = changed else { continue }
                children = inner
            } else if children.isEmpty || random.chance(30) {
                children = mutate(children, depth: 1, inRow: false)
            } else {
                let index = random.below(children.count)
                children[index] = mutateSomewhere(children[index], depth: 2, inRow: false)
            }
        }
        var next = Spec.provider(context, .stack(vertical: true, children))
        while next.size > sizeLimit, case .provider(_, .stack(_, let current)) = next {
            next = .provider(context, .stack(vertical: true, prune(current)))
        }
        return next
    }

    // MARK: - Fresh trees

    mutating func spec(depth: Int, inRow: Bool) -> Spec {
        let leaf = depth >= 4 || random.chance(35)
        if leaf {
            switch random.below(5) {
            case 0, 1: return .text(random.pick(Self.labels))
            case 2: return .button(random.pick(Self.labels))
            case 3: return .empty
            default: return .reader
            }
        }
        switch random.below(6) {
        case 0: return .stack(vertical: random.chance(50), children(depth: depth + 1, inRow: inRow))
        case 1, 2:
            return .list(rows(depth: depth + 1, inRow: inRow), memoized: random.chance(50))
        case 3: return .fragment(children(depth: depth + 1, inRow: inRow))
        case 4: return .provider(random.pick(Self.contexts), spec(depth: depth + 1, inRow: inRow))
        default: return .environment(random.pick(Self.tags), spec(depth: depth + 1, inRow: inRow))
        }
    }

    mutating func children(depth: Int, inRow: Bool) -> [Spec] {
        (0..<random.below(4)).map { _ in spec(depth: depth, inRow: inRow) }
    }

    mutating func rows(depth: Int, inRow: Bool) -> [Row] {
        var rows: [Row] = []
        for _ in 0..<random.below(6) { rows.append(row(among: rows, depth: depth, inRow: inRow)) }
        return rows
    }

    mutating func row(among rows: [Row], depth: Int, inRow: Bool) -> Row {
        let used = Set(rows.map(\.key))
        var key = random.below(16)
        // Repeated keys only where a root render reaches the list (see ExpectedChanges).
        if !inRow, !rows.isEmpty, random.chance(5) {
            key = random.pick(rows).key
        } else {
            while used.contains(key) && used.count < 16 { key = random.below(16) }
        }
        let content = random.chance(25) && depth < 4 ? spec(depth: depth + 1, inRow: true) : nil
        return Row(
            key: key, isAlternate: random.chance(20), label: random.pick(Self.labels),
            content: content, count: random.chance(70) ? 0 : random.below(3))
    }
}
