// The changes a transition makes, by kind of spec.

extension SpecGenerator {
    /// `spec` with the rows of one list inside it changed, or nil if it has none.
    mutating func mutateAList(in spec: Spec, depth: Int = 1, inRow: Bool = false) -> Spec? {
        if case .list(let rows, let memoized) = spec,
            random.chance(70) || !spec.children.contains(where: \.hasList)
        {
            return .list(mutate(rows, depth: depth, inRow: inRow), memoized: memoized)
        }
        let candidates = spec.children.indices.filter { spec.children[$0].hasList }
        guard !candidates.isEmpty else { return nil }
        let index = random.pick(candidates)
        guard
            let inner = mutateAList(
                in: spec.children[index], depth: depth + 1, inRow: inRow || isList(spec))
        else { return nil }
        return spec.replacingChild(at: index, with: inner)
    }

    func isList(_ spec: Spec) -> Bool {
        if case .list = spec { true } else { false }
    }

    mutating func mutateSomewhere(_ spec: Spec, depth: Int, inRow: Bool) -> Spec {
        if spec.children.isEmpty || random.chance(40) {
            return mutate(spec, depth: depth, inRow: inRow)
        }
        switch spec {
        case .stack(let vertical, var children):
            let index = random.below(children.count)
            children[index] = mutateSomewhere(children[index], depth: depth + 1, inRow: inRow)
            return .stack(vertical: vertical, children)
        case .fragment(var children):
            let index = random.below(children.count)
            children[index] = mutateSomewhere(children[index], depth: depth + 1, inRow: inRow)
            return .fragment(children)
        case .list(var rows, let memoized):
            let index = random.pick(rows.indices.filter { rows[$0].content != nil })
            rows[index].content = rows[index].content.map {
                mutateSomewhere($0, depth: depth + 1, inRow: true)
            }
            return .list(rows, memoized: memoized)
        case .provider(let value, let content):
            return .provider(value, mutateSomewhere(content, depth: depth + 1, inRow: inRow))
        case .environment(let value, let content):
            return .environment(value, mutateSomewhere(content, depth: depth + 1, inRow: inRow))
        case .text, .button, .empty, .reader:
            return mutate(spec, depth: depth, inRow: inRow)
        }
    }

    mutating func mutate(_ spec: Spec, depth: Int, inRow: Bool) -> Spec {
        switch random.below(10) {
        case 0:
            return self.spec(depth: depth, inRow: inRow)
        case 1:
            switch random.below(3) {
            case 0: return .provider(random.pick(Self.contexts), spec)
            case 1: return .environment(random.pick(Self.tags), spec)
            default: return .fragment([spec])
            }
        default:
            break
        }
        switch spec {
        case .text(let string):
            switch random.below(3) {
            case 0: return .text(random.pick(Self.labels))
            case 1: return .button(string)
            default: return .empty
            }
        case .button(let title):
            return random.chance(50) ? .button(random.pick(Self.labels)) : .text(title)
        case .stack(let vertical, let children):
            if random.chance(10) { return .stack(vertical: !vertical, children) }
            return .stack(vertical: vertical, mutate(children, depth: depth + 1, inRow: inRow))
        case .fragment(let children):
            return .fragment(mutate(children, depth: depth + 1, inRow: inRow))
        case .list(let rows, let memoized):
            return .list(mutate(rows, depth: depth + 1, inRow: inRow), memoized: memoized)
        case .empty:
            return self.spec(depth: depth, inRow: inRow)
        case .provider(_, let content):
            return random.chance(60) ? .provider(random.pick(Self.contexts), content) : content
        case .environment(_, let content):
            return random.chance(60) ? .environment(random.pick(Self.tags), content) : content
        case .reader:
            return random.chance(50) ? .empty : .provider(random.pick(Self.contexts), .reader)
        }
    }

    /// Unkeyed children: they match by position (K6).
    mutating func mutate(_ children: [Spec], depth: Int, inRow: Bool) -> [Spec] {
        var children = children
        let index = children.isEmpty ? 0 : random.below(children.count)
        switch children.isEmpty ? 0 : random.below(7) {
        case 0, 1:
            children.insert(spec(depth: depth, inRow: inRow), at: random.below(children.count + 1))
        case 2: children.remove(at: index)
        case 3:
            children[index] = children[index] == .empty ? spec(depth: depth, inRow: inRow) : .empty
        case 4: children.swapAt(index, random.below(children.count))
        case 5: children[index] = spec(depth: depth, inRow: inRow)
        default: children = random.chance(30) ? [] : random.shuffled(children)
        }
        return children
    }

    /// Keyed rows: they follow their keys (K4, K5, K7).
    mutating func mutate(_ rows: [Row], depth: Int, inRow: Bool) -> [Row] {
        var rows = rows
        let index = rows.isEmpty ? 0 : random.below(rows.count)
        switch rows.isEmpty ? 0 : random.below(12) {
        case 0, 1:
            let row = row(among: rows, depth: depth, inRow: inRow)
            rows.insert(row, at: random.below(rows.count + 1))
        case 2: rows.remove(at: index)
        case 3:
            let moved = rows.remove(at: index)
            rows.insert(moved, at: random.below(rows.count + 1))
        case 4: rows = random.shuffled(rows)
        case 5: rows.reverse()
        case 6: rows.swapAt(index, random.below(rows.count))
        case 7:
            if random.chance(50) {
                rows[index].label = random.pick(Self.labels)
            } else {
                rows[index].count = random.below(3)
            }
        case 8: rows[index].isAlternate.toggle()
        case 9:
            rows[index].content =
                rows[index].content == nil ? spec(depth: depth + 1, inRow: true) : nil
        case 10:
            for _ in 0..<random.below(3) where !rows.isEmpty {
                rows.remove(at: random.below(rows.count))
            }
            for _ in 0..<random.below(3) {
                rows.insert(
                    row(among: rows, depth: depth, inRow: inRow), at: random.below(rows.count + 1))
            }
            rows = random.chance(50) ? random.shuffled(rows) : rows
        default:
            rows = random.chance(30) ? [] : Array(rows.prefix(random.below(rows.count)))
        }
        return rows
    }

    /// Drops a random child somewhere, to bound the tree's size.
    mutating func prune(_ children: [Spec]) -> [Spec] {
        guard !children.isEmpty else { return children }
        var children = children
        let index = random.below(children.count)
        switch children[index] {
        case .stack(let vertical, let inner) where !inner.isEmpty && random.chance(70):
            children[index] = .stack(vertical: vertical, prune(inner))
        case .fragment(let inner) where !inner.isEmpty && random.chance(70):
            children[index] = .fragment(prune(inner))
        case .list(let rows, let memoized) where !rows.isEmpty && random.chance(70):
            children[index] = .list(Array(rows.dropLast()), memoized: memoized)
        default:
            children.remove(at: index)
        }
        return children
    }
}
