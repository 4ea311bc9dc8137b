// The first render of a component in a refresh: its slots go to the hook calls
// of the new code by call identity, not by position, so a call inserted before
// another does not take that one's state. Renders outside a refresh never come
// here: only `makeRecord`, the cold path, asks.

/// The slots of one component while its first render in a refresh takes them.
@MainActor final class RefreshMatch {
    /// The slots before the refresh, by their old index; nil until the render begins.
    var pool: [(index: Int, record: AnyHookRecord)]?
    /// The calls that started afresh: their slot, kind and call site.
    var fresh: [String] = []
    /// Converts a kept slot's value to the new image's type of the same name.
    let carry: HookValueCarry

    init(carrying carry: @escaping HookValueCarry) {
        self.carry = carry
    }

    /// True while the render takes slots from the pool.
    var isMatching: Bool { pool != nil }
}

extension HookDispatcher {
    /// The render begins: the previous slots become the pool the calls take from.
    func beginRefreshMatch() {
        guard let match = refreshMatch, match.pool == nil else { return }
        match.pool = records.enumerated().map { ($0.offset, $0.element) }
        records.removeAll(keepingCapacity: true)
    }

    /// The render ended: slots no call took are disposed, and the resets are reported.
    func endRefreshMatch() {
        guard let match = refreshMatch else { return }
        refreshMatch = nil
        let dropped = match.pool ?? []
        for (_, record) in dropped { record.dispose() }
        guard !dropped.isEmpty || !match.fresh.isEmpty, hasRendered else { return }
        var parts: [String] = []
        if !match.fresh.isEmpty {
            parts.append(
                "New or edited, so started from their initial values: "
                    + match.fresh.joined(separator: ", "))
        }
        if !dropped.isEmpty {
            let old = dropped.map { "slot \($0.index) (\($0.record.kind))" }
            parts.append("Gone, their state dropped: " + old.joined(separator: ", "))
        }
        HookDiagnostics.report(
            "Hot reload: the hook calls of \(componentName) changed. "
                + parts.joined(separator: ". ")
                + ". The other slots kept their state.")
    }

    /// The slot of the previous render made by the same call as `hook`'s (the first left
    /// of its identity and kind), or a new one.
    func matchedRecord<H: Hook>(for hook: H, kind: String, at index: Int, site: HookCallSite)
        -> HookRecord<H>
    {
        let id = Self.identity(of: site)
        let match = refreshMatch!
        let taken = match.pool?.firstIndex {
            $0.record.callID == id && $0.record.kind == kind
                && $0.record.timing == hook.updateTiming
        }
        guard let taken, let old = match.pool?.remove(at: taken).record else {
            let record = HookRecord(hook: hook, kind: kind, dispatcher: self)
            record.callID = id
            records.append(record)
            match.fresh.append("slot \(index) (\(kind) at \(site))")
            return record
        }
        let record: HookRecord<H>
        if old.hookType == ObjectIdentifier(H.self) {
            record = unsafeDowncast(old, to: HookRecord<H>.self)
        } else {
            record = carriedRecord(
                for: hook, kind: kind, from: old, at: index, through: match.carry)
            record.callID = id
        }
        records.append(record)
        return record
    }

    /// A slot for `hook` in place of `old`, the same call's slot whose hook type changed:
    /// its value carried through the refresh's carry when both hold one, with a warning
    /// saying why when that fails.
    private func carriedRecord<H: Hook>(
        for hook: H, kind: String, from old: AnyHookRecord, at index: Int,
        through carry: HookValueCarry
    ) -> HookRecord<H> {
        let record = HookRecord(hook: hook, kind: kind, dispatcher: self)
        if let carried = (old as? any RefreshableRecord)?.carriedValue,
            let carriable = hook as? any CarriableHook
        {
            if let state = carriable.state(carrying: carried, through: carry) as? H.State {
                record.state = state
            } else {
                HookDiagnostics.report(
                    "Hot reload: \(kind) in \(componentName) (slot \(index)) "
                        + carriable.whyNotCarried(carried) + "; it starts from its initial value.")
            }
        }
        old.dispose()
        return record
    }
}

extension CarriableHook {
    /// Why `value`, the old slot's, did not carry to this hook's type.
    func whyNotCarried(_ value: Any) -> String {
        let old = String(describing: type(of: value))
        let new = carriedTypeName
        guard old == new else { return "changed its type from \(old) to \(new)" }
        guard value is any Encodable, Carried.self is any Decodable.Type else {
            return "holds a \(new), which is not Codable: make \(new) Codable to keep its "
                + "value across reloads"
        }
        return "held a \(new) that the new \(new) cannot decode (a case or property renamed "
            + "or removed)"
    }
}
