// MARK: - Slots and the rules of hooks (R1-R3)

extension HookDispatcher {
    /// The dispatcher of the running render; stops with R1's message when there is none.
    @usableFromInline
    static func rendering(_ kind: @autoclosure () -> String) -> HookDispatcher {
        guard let dispatcher = current else {
            fatalError(
                "\(kind()) was called outside a component. Hooks may only be called while a "
                    + "component renders: in HookView.hookBody, inside HookScope { ... }, or in "
                    + "a function called from there (in tests, inside HookTester { ... }). Move "
                    + "the call to the top level of a component body.")
        }
        return dispatcher
    }

    /// Runs one hook call of the current render in its slot and returns its value.
    ///
    /// Inlinable, like the built-in hooks and the record's hot path, so callers specialize
    /// it for their hook types instead of looking up generic metadata on every call.
    @inlinable
    func use<H: Hook>(_ hook: H, kind: @autoclosure () -> String, site: HookCallSite)
        -> H.Value
    {
        let index = cursor
        cursor += 1
        let record = record(for: hook, kind: kind, at: index, site: site)
        if record.prepare(hook) {
            switch record.timing {
            case .render: record.update()
            case .layout: layoutQueue.append(record)
            case .passive: passiveQueue.append(record)
            }
        }
        return hook.value(coordinator: record.coordinator)
    }

    @inlinable
    func record<H: Hook>(for hook: H, kind: () -> String, at index: Int, site: HookCallSite)
        -> HookRecord<H>
    {
        if index < records.count {
            let existing = records[index]
            // The type and timing tell kinds apart: useEffect and useLayoutEffect share a type.
            if existing.hookType == ObjectIdentifier(H.self), existing.timing == hook.updateTiming {
                return unsafeDowncast(existing, to: HookRecord<H>.self)
            }
        }
        return makeRecord(for: hook, kind: kind(), at: index, site: site)
    }

    /// Mounts a slot: after the previous render's last hook, or in place of a different one;
    /// in the first render of a refresh, the slot of the same call (``callIdentity``).
    @usableFromInline
    func makeRecord<H: Hook>(for hook: H, kind: String, at index: Int, site: HookCallSite)
        -> HookRecord<H>
    {
        if refreshMatch?.isMatching == true {
            return matchedRecord(for: hook, kind: kind, at: index, site: site)
        }
        if index < records.count {
            reportDivergence(at: index, next: (kind, H.self))
            disposeRecords(from: index)
        } else if hasRendered {
            reportDivergence(at: index, next: (kind, H.self))
        }
        let record = HookRecord(hook: hook, kind: kind, dispatcher: self)
        record.callID = Self.identity(of: site)
        records.append(record)
        return record
    }

    /// R2: reports the first differing slot of this render once, unless silenced (R3).
    ///
    /// The message names the component, the slot and both hook kinds; two hooks of one kind
    /// (`useState` of `Int`, then of `String`) are told apart by the value they return.
    func reportDivergence(at index: Int, next: (kind: String, type: any Hook.Type)?) {
        guard !reportedDivergence else { return }
        reportedDivergence = true
        #if DEBUG
            guard !isHooksRulesAssertionDisabled else { return }
            let old = index < records.count ? records[index] : nil
            var previous = old?.kind ?? "no hook"
            var now = next?.kind ?? "no hook"
            if let old, let next, old.kind == next.kind {
                previous += " returning \(old.valueTypeName)"
                now += " returning \(valueTypeName(of: next.type))"
                if previous == now {
                    previous = "\(old.kind) (\(old.hookTypeName))"
                    now = "\(next.kind) (\(next.type))"
                }
            }
            HookDiagnostics.report(
                "Hooks order changed in \(componentName): slot \(index) was \(previous) in the "
                    + "previous render and is \(now) now. Call hooks in the same order on every "
                    + "render, never inside if, switch, loops or after an early return. Slots "
                    + "from \(index) on were reset.")
        #endif
    }

    /// Disposes the slots from `index` on (cleanups run) so they are created fresh.
    func disposeRecords(from index: Int) {
        let removed = records[index...]
        records.removeSubrange(index...)
        layoutQueue.removeAll { queued in removed.contains { $0 === queued } }
        passiveQueue.removeAll { queued in removed.contains { $0 === queued } }
        for record in removed {
            record.dispose()
        }
    }
}

/// The name of the value type a hook returns, for R2's message.
private func valueTypeName<H: Hook>(of type: H.Type) -> String {
    String(describing: H.Value.self)
}
