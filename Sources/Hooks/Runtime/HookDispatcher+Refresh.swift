// A refresh: the component's code was replaced (a new app image was loaded),
// its slots stay with the same hook calls (HookDispatcher+RefreshMatch). The
// carry goes with the component's match, so no state of a refresh outlives it
// or is shared between components.

/// Carries `value` (a value of the previous image's type) to `type`, the type of the
/// same name in the new image; `nil` when it cannot (the hot-reload runner passes a
/// `Codable` round trip).
public typealias HookValueCarry = @MainActor (_ value: Any, _ type: Any.Type) -> Any?

extension HookDispatcher {
    /// Readies this component for a refresh: its next render gives slots to the same hook
    /// calls, and every slot updates as on mount, except that state is kept.
    ///
    /// That render gives every hook call the slot of the same call before the reload
    /// (``callIdentity``), wherever it moved; a call that is new or edited starts afresh, a
    /// slot whose call is gone is disposed, and one warning per component names the slots
    /// that reset. A kept slot whose hook type changed but whose kind did not (`useState`
    /// of the old image's `Filter`, now of the new one's) keeps its value through `carry`,
    /// or is reset alone with a warning naming the component, the slot and why; slots of
    /// other kinds (`useMemo`, `useContext`, effects) of a changed type are created afresh.
    /// Effects clean up and run again, memos recompute (the code behind them changed).
    ///
    /// - Parameter carry: converts a state value to the new image's type of the same name.
    public func prepareForRefresh(carrying carry: @escaping HookValueCarry) {
        for record in records {
            (record as? any RefreshableRecord)?.forgetCommittedDependency()
        }
        refreshMatch = RefreshMatch(carrying: carry)
    }
}

/// A record the refresh can reach through its type-erased face.
@MainActor protocol RefreshableRecord {
    /// The value the slot keeps across a change of its hook type; `nil` for slots that
    /// are recreated instead.
    var carriedValue: Any? { get }
    /// Forgets the dependency of the last update, so the next render updates the slot.
    func forgetCommittedDependency()
    /// Replaces the state with one holding `value` carried through `carry`; false when
    /// the hook keeps no carried value or `carry` fails.
    func restore(_ value: Any, through carry: HookValueCarry) -> Bool
}

extension HookRecord: RefreshableRecord {
    var carriedValue: Any? {
        guard let carriable = hook as? any CarriableHook else { return nil }
        return carriable.carriedValue(of: state)
    }

    func forgetCommittedDependency() {
        committed = nil
    }

    func restore(_ value: Any, through carry: HookValueCarry) -> Bool {
        guard let carriable = hook as? any CarriableHook,
            let restored = carriable.state(carrying: value, through: carry) as? H.State
        else { return false }
        // The old state's Binding stops writing; the next render makes one for the new.
        hook.dispose(state: state)
        state = restored
        return true
    }
}

/// A hook whose state is one value of the app's (`useState`, `useReducer`, `useRef`):
/// a refresh carries it to the hook of the new image.
@MainActor protocol CarriableHook: Hook {
    /// The value kept across a reload.
    associatedtype Carried
    /// The value held by `state`.
    func carried(from state: State) -> Carried
    /// A state holding `value`.
    func state(holding value: Carried) -> State
}

extension CarriableHook {
    /// The value held by `state` (of this hook's `State` type), type-erased.
    func carriedValue(of state: Any) -> Any? {
        (state as? State).map { carried(from: $0) }
    }

    /// The name of the carried type, for the warning when a value cannot be carried.
    var carriedTypeName: String { String(describing: Carried.self) }

    /// A state holding `value` carried to `Carried`, type-erased; `nil` when it cannot be.
    func state(carrying value: Any, through carry: HookValueCarry) -> Any? {
        let converted = value as? Carried ?? carry(value, Carried.self) as? Carried
        return converted.map { state(holding: $0) }
    }
}

extension StateHook: CarriableHook {
    func carried(from state: StateSlot<State>) -> State { state.box.value }
    func state(holding value: State) -> StateSlot<State> { StateSlot(StateBox(value)) }
}

extension RefHook: CarriableHook {
    func carried(from state: RefObject<T>) -> T { state.current }
    func state(holding value: T) -> RefObject<T> { RefObject(value) }
}

// MARK: - Restart with state

extension HookDispatcher {
    /// The values of this component's state slots (`useState`, `useReducer`, `useRef`),
    /// by slot index, as a restart keeps them.
    public var carriedValues: [Int: Any] {
        var values: [Int: Any] = [:]
        for (index, record) in records.enumerated() {
            if let value = (record as? any RefreshableRecord)?.carriedValue {
                values[index] = value
            }
        }
        return values
    }

    /// Puts `value` (from ``carriedValues`` of the component before a restart) into state
    /// slot `index` through `carry`, and asks for a render; false when the slot is not a
    /// state slot or `carry` cannot convert the value.
    ///
    /// - Parameters:
    ///   - value: the saved value.
    ///   - index: the slot.
    ///   - carry: converts the saved value to the slot's type.
    public func restoreCarriedValue(_ value: Any, at index: Int, through carry: HookValueCarry)
        -> Bool
    {
        guard index < records.count, let record = records[index] as? any RefreshableRecord,
            record.restore(value, through: carry)
        else { return false }
        stateDidChange()
        return true
    }
}
