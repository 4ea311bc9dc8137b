import Hooks

/// The rows of one virtualized view (a `List`): a ``RowRoot`` per slot the host
/// shows a row in, rendering whichever row the slot is bound to.
///
/// A virtualizing host's instance owns one and drives it: ``update(_:resize:)``
/// with each new value of the view, ``bind(_:)`` when a slot starts showing
/// the row at its position, ``unbind(_:)`` when it stops, ``tearDown(_:)``
/// when the host discards a slot, ``release()`` when the view is removed.
///
/// What a row keeps:
/// - Its widgets belong to the slot, not to the row: when a row leaves the
///   screen its root stays in the slot and shows the next row bound there,
///   rendered in place (props diffed onto the same widgets), so no widget is
///   made or changes parent while scrolling. Roots of discarded slots wait in
///   a pool (up to ``pooled``) for slots that have none.
/// - A row whose components keep hook state keeps it by key, without widgets:
///   leaving the screen, its components' dispatchers (state, refs, memos and
///   effects as they are) leave the root; shown again in any slot, they go
///   into that root's components at the same places before it renders, so the
///   row is not mounted again (SEMANTICS K17). Its effects stay set up while
///   it is off screen and run again only as their dependencies say (K18). Up
///   to ``keptOffScreen`` rows are kept; the ones that left the screen longest
///   ago are unmounted first (cleanups run), and start fresh when shown again.
///   A kept row moves with its key when rows before it are inserted or
///   removed. A key that leaves the data unmounts its row in that update
///   (K9); added back, it starts fresh (K5).
/// - Across a restart with state (``Renderer/restoreHookValues(_:carrying:skipping:)``),
///   a row whose key comes back takes its saved state: at once when it is kept, else
///   when it is bound, before the host shows it. Saved state no row took is dropped by
///   ``release()``.
///
/// ```swift
/// let rows = VirtualizedRows(host: host, scheduler: scheduler)
/// rows.update(list)          // new props: the count, keys and row views
/// rows.bind(slot)            // the host shows slot.position in slot
/// rows.unbind(slot)          // scrolled away
/// rows.release()             // the list is removed
/// ```
@MainActor public final class VirtualizedRows {
    /// How many off-screen rows keep their state; older ones are unmounted.
    public let keptOffScreen: Int
    /// How many roots of discarded slots wait for reuse; more are unmounted.
    public let pooled: Int
    /// Rows rendered into a slot so far (each bind, and each bound row an update renders again).
    public private(set) var renders = 0
    /// Rows whose container was put into a slot so far; a row rendered in
    /// the slot it already was in does not count.
    public private(set) var placements = 0
    /// Roots made so far: each makes its container and widgets once.
    public private(set) var rootsMade = 0

    private let makeRoot: () -> RowRoot
    private var props: (any VirtualizedView)?
    /// Changes with every new props, whose environment the rows then take.
    private var environmentVersion = 0
    /// The rows on screen by slot: slot, key and root.
    private(set) var bound: [UInt: (slot: any RowSlot, key: AnyHashable, root: RowRoot)] = [:]
    /// The slot each bound row with hook state is shown in.
    private(set) var slots: [AnyHashable: UInt] = [:]
    /// The hook state of rows off screen, by key.
    private(set) var kept: [AnyHashable: RowHookState] = [:]
    /// Saved hook values of rows not shown yet, from a restart with state.
    var savedRows: SavedRowValues?
    /// Off-screen rows in the order they left the screen, with their stamps.
    private var offScreenOrder: [(key: AnyHashable, stamp: Int)] = []
    private var offScreenStart = 0
    private var stamp = 0
    /// Roots still shown in the slot they were last bound to, showing no row.
    private var resting: [UInt: (slot: any RowSlot, root: RowRoot)] = [:]
    /// Roots in no slot, for slots that have none.
    private var pool: [RowRoot] = []

    /// Rows of `host` whose roots run on `scheduler`.
    ///
    /// - Parameters:
    ///   - host: the host that makes each row's container and widgets.
    ///   - scheduler: when the rows' deferred renders and effects run.
    ///   - keptOffScreen: how many off-screen rows with hook state keep it.
    ///   - pooled: how many roots of discarded slots wait for reuse.
    public init<H: VirtualizingHost>(
        host: H, scheduler: any Scheduler, keptOffScreen: Int = 2_000, pooled: Int = 400
    ) {
        self.keptOffScreen = keptOffScreen
        self.pooled = pooled
        let rowHost = RowHost(host)
        makeRoot = { RowRoot(rowHost, scheduler: scheduler) }
    }

    /// The number of rows shown now (bound to slots).
    public var boundCount: Int { bound.count }

    /// The positions of the rows shown now (bound to slots), in no order.
    public var boundPositions: [Int] { bound.values.map(\.slot.position) }

    /// The number of rows with hook state now, on screen or off.
    public var keptCount: Int { kept.count + slots.count }

    /// The data index of the shown row whose root's container `isContainer`
    /// accepts, if any.
    public func position(ofContainer isContainer: (AnyObject) -> Bool) -> Int? {
        bound.values.first { isContainer($0.root.container) }?.slot.position
    }

    /// Takes the view's new value: every bound row is rendered again (with
    /// the key now at its slot's position), and rows with hook state whose
    /// keys the data no longer has are unmounted.
    ///
    /// - Parameters:
    ///   - new: the view's new value.
    ///   - resize: where the host gives its slots the new row count, once the
    ///     rows have the new value (a slot it binds there shows the new data)
    ///     and before the bound rows render again. A bound slot past the new
    ///     end is left as it is, for the host to unbind.
    public func update(_ new: any VirtualizedView, resize: () -> Void = {}) {
        let countChange = abs(new.rowCount - (props?.rowCount ?? 0))
        props = new
        environmentVersion += 1
        resize()
        // Every slot bound now, also one whose row an earlier slot takes over here.
        for (_, entry) in bound {
            let position = entry.slot.position
            guard position < new.rowCount else { continue }
            if new.rowKey(position) != entry.key {
                unbind(entry.slot)
            }
            bind(entry.slot)
        }
        unmountRemovedRows(countChange: countChange)
    }

    /// Unmounts the rows with hook state whose keys the data no longer has.
    ///
    /// Their cleanups run in the commit that removed them (K9) and a key
    /// added back starts fresh (K5). A row is first looked for near where it
    /// was last bound (rows inserted or removed before it move it by at most
    /// `countChange`); the data is scanned only for the rows not found there:
    /// a removed key, or one moved further.
    private func unmountRemovedRows(countChange: Int) {
        guard let props, !kept.isEmpty || !slots.isEmpty else { return }
        var moved: [AnyHashable: (Int) -> Void] = [:]
        for (key, state) in kept
        where !locate(key, in: props, near: &state.position, within: countChange) {
            moved[key] = { state.position = $0 }
        }
        for (key, slotID) in slots {
            guard let root = bound[slotID]?.root,
                !locate(key, in: props, near: &root.position, within: countChange)
            else { continue }
            moved[key] = { root.position = $0 }
        }
        var index = 0
        while !moved.isEmpty, index < props.rowCount {
            moved.removeValue(forKey: props.rowKey(index))?(index)
            index += 1
        }
        for key in moved.keys {
            kept.removeValue(forKey: key)?.dispose()
            if let slot = slots.removeValue(forKey: key),
                let entry = bound.removeValue(forKey: slot)
            {
                entry.slot.show(nil)
                entry.root.unmount()
            }
        }
    }

    /// Shows the row at `slot.position` in `slot`: rendered in the root the
    /// slot shows (else a pooled or a new one), with the row's kept hook state
    /// when it has some.
    public func bind(_ slot: any RowSlot) {
        guard let props, slot.position < props.rowCount else { return }
        let key = props.rowKey(slot.position)
        var root: RowRoot?
        var isShown = false
        if let previous = bound[slot.slotID] {
            if previous.key == key {
                root = previous.root
                isShown = true
            } else {
                unbind(slot)
            }
        }
        // After rows move, a host may bind a key's new slot before unbinding its old one.
        var displaced: (any RowSlot)?
        if root == nil, !slots.isEmpty, let old = slots[key], old != slot.slotID,
            let other = bound[old]
        {
            unbind(other.slot)
            displaced = other.slot
        }
        var state: RowHookState?
        if root == nil {
            if let rest = resting.removeValue(forKey: slot.slotID) {
                root = rest.root
                isShown = true
            }
            if !kept.isEmpty { state = kept.removeValue(forKey: key) }
        }
        let shown = root ?? pool.popLast() ?? newRoot()
        let view = props.rowView(slot.position)
        shown.render(view, in: props.environment, version: environmentVersion, giving: state)
        if savedRows != nil {
            restoreSavedValues(into: shown, key: key) {
                shown.render(view, in: props.environment, version: environmentVersion)
            }
        }
        renders += 1
        if !isShown {
            slot.show(shown.container)
            placements += 1
        }
        shown.position = slot.position
        bound[slot.slotID] = (slot, key, shown)
        if shown.hasScopes { slots[key] = slot.slotID }
        // The host still shows the old slot, now at a position of another row.
        if let displaced, displaced.position < props.rowCount,
            props.rowKey(displaced.position) != key
        {
            bind(displaced)
        }
    }

    private func newRoot() -> RowRoot {
        rootsMade += 1
        return makeRoot()
    }

    /// `slot` stops showing its row: the root rests in the slot for the next
    /// row bound there, and the row's hook state, if any, is kept off screen.
    public func unbind(_ slot: any RowSlot) {
        guard let entry = bound.removeValue(forKey: slot.slotID) else { return }
        resting[slot.slotID] = (entry.slot, entry.root)
        guard !slots.isEmpty, slots[entry.key] == slot.slotID else { return }
        slots.removeValue(forKey: entry.key)
        guard let state = entry.root.takeState() else { return }
        stamp += 1
        state.stamp = stamp
        kept[entry.key] = state
        offScreenOrder.append((entry.key, stamp))
        evictOverflow()
    }

    /// The host discards `slot` (after unbinding it): a root resting in it
    /// goes to the pool.
    public func tearDown(_ slot: any RowSlot) {
        guard let rest = resting.removeValue(forKey: slot.slotID) else { return }
        rest.slot.show(nil)
        if pool.count < pooled { pool.append(rest.root) } else { rest.root.unmount() }
    }

    /// Unmounts the rows that left the screen longest ago beyond `keptOffScreen`.
    private func evictOverflow() {
        while kept.count > keptOffScreen, offScreenStart < offScreenOrder.count {
            let (key, left) = offScreenOrder[offScreenStart]
            offScreenStart += 1
            // A row shown again (or gone again later) has another stamp: skip it here.
            guard let state = kept[key], state.stamp == left else { continue }
            kept.removeValue(forKey: key)
            state.dispose()
        }
        if offScreenStart > 4_096 {
            offScreenOrder.removeFirst(offScreenStart)
            offScreenStart = 0
        }
    }

    /// Unmounts every row, on screen, resting, kept or pooled, and empties their slots.
    public func release() {
        for entry in bound.values {
            entry.slot.show(nil)
            entry.root.unmount()
        }
        bound.removeAll()
        for rest in resting.values {
            rest.slot.show(nil)
            rest.root.unmount()
        }
        resting.removeAll()
        slots.removeAll()
        for state in kept.values { state.dispose() }
        for root in pool { root.unmount() }
        kept.removeAll()
        pool.removeAll()
        offScreenOrder.removeAll()
        offScreenStart = 0
        savedRows = nil
    }
}
