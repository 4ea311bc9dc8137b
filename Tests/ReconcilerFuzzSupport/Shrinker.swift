/// Cuts a failing sequence of root specs down to a small one that fails the
/// same check: fewer renders first, then smaller trees, greedily.
@MainActor struct Shrinker {
    /// Replays a sequence; the failing index and failure, or nil.
    let replay: @MainActor ([Spec]) -> (index: Int, failure: FuzzFailure)?
    /// At most this many replays.
    var budget = 4_000
    /// And no replay started after this long: a long history replays slowly.
    var timeLimit: Duration = .seconds(60)

    /// The smallest failing sequence found from `specs`, and its failure.
    mutating func shrink(_ specs: [Spec], _ failure: FuzzFailure) -> ([Spec], FuzzFailure) {
        var best = specs
        var bestFailure = failure
        let deadline = ContinuousClock.now + timeLimit
        func fails(_ candidate: [Spec]) -> Bool {
            guard budget > 0, ContinuousClock.now < deadline, !candidate.isEmpty else {
                budget = 0
                return false
            }
            budget -= 1
            guard let result = replay(candidate), result.failure.check == failure.check else {
                return false
            }
            best = Array(candidate.prefix(result.index + 1))
            bestFailure = result.failure
            return true
        }
        var progress = true
        while progress && budget > 0 {
            progress = false
            // The last renders first: most failures need little history.
            var keep = 1
            while keep < best.count {
                if fails(Array(best.suffix(keep))) { progress = true }
                keep *= 2
            }
            for index in best.indices.reversed() where index < best.count && best.count > 1 {
                var candidate = best
                candidate.remove(at: index)
                if fails(candidate) { progress = true }
            }
            // The same cut in every render, then one render at a time.
            let cuts = Set(best.flatMap(Cut.all(in:)))
            for cut in cuts.sorted(by: { "\($0)" < "\($1)" }) {
                let candidate = best.map { cut.applied(to: $0) ?? $0 }
                if candidate != best, fails(candidate) { progress = true }
            }
            for index in best.indices {
                for smaller in rootReductions(best[index]) where index < best.count {
                    var candidate = best
                    candidate[index] = smaller
                    if fails(candidate) {
                        progress = true
                        break
                    }
                }
            }
        }
        return (best, bestFailure)
    }
}

/// Smaller roots: the same provider and vertical stack around smaller children.
private func rootReductions(_ root: Spec) -> [Spec] {
    guard case .provider(let context, let stack) = root else { return [] }
    var result: [Spec] = []
    if context != "c0" { result.append(.provider("c0", stack)) }
    for smaller in reductions(stack) {
        if case .stack(true, _) = smaller { result.append(.provider(context, smaller)) }
    }
    return result
}

/// Every spec one step smaller than `spec`.
private func reductions(_ spec: Spec) -> [Spec] {
    var result: [Spec] = spec == .empty ? [] : [.empty]
    switch spec {
    case .text, .button, .empty, .reader:
        break
    case .stack(let vertical, let children):
        result += spec.children
        result += smallerLists(children).map { .stack(vertical: vertical, $0) }
    case .fragment(let children):
        result += children
        result += smallerLists(children).map { .fragment($0) }
    case .list(let rows, let memoized):
        for index in rows.indices {
            var fewer = rows
            fewer.remove(at: index)
            result.append(.list(fewer, memoized: memoized))
        }
        for index in rows.indices {
            guard let content = rows[index].content else { continue }
            var changed = rows
            changed[index].content = nil
            result.append(.list(changed, memoized: memoized))
            for smaller in reductions(content) {
                changed[index].content = smaller
                result.append(.list(changed, memoized: memoized))
            }
        }
    case .provider(let value, let content):
        result.append(content)
        result += reductions(content).map { .provider(value, $0) }
    case .environment(let value, let content):
        result.append(content)
        result += reductions(content).map { .environment(value, $0) }
    }
    return result
}

/// `children` with one child removed, or one child made smaller.
private func smallerLists(_ children: [Spec]) -> [[Spec]] {
    var result: [[Spec]] = []
    for index in children.indices {
        var fewer = children
        fewer.remove(at: index)
        result.append(fewer)
    }
    for index in children.indices {
        for smaller in reductions(children[index]) {
            var changed = children
            changed[index] = smaller
            result.append(changed)
        }
    }
    return result
}
