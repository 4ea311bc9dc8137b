import Hooks

/// The rows of one virtualized view (a `List`): a ``RowRoot`` per shown row,
/// bound to a host's recycled slots while on screen.
///
/// A virtualizing host's instance owns one and drives it: ``update(_:resize:)``
/// with each new value of the view, ``bind(_:)`` when a slot starts showing
/// the row at its position, ``unbind(_:)`` when it stops, ``tearDown(_:)``
/// when the host discards a slot, ``release()`` when the view is removed.
///
/// What a row keeps:
/// - A row whose components keep hook state keeps it by key: off screen its
///   root stays mounted (up to ``keptOffScreen`` of them; the ones that left
///   the screen longest ago are unmounted first, and start fresh when shown
///   again), and it moves with its key when rows before it are inserted or
///   removed. A key that leaves the data unmounts its row in that update
///   (SEMANTICS K9); added back, it starts fresh (K5).
/// - A row without hook state has nothing to keep: when it leaves the screen
///   its root (and widgets) stay in the slot and show the next row bound
///   there, rendered in place, so no widget changes parent while scrolling.
///   Roots of discarded slots wait in a pool (up to ``pooled``) for slots
///   that have none.
/// - Across a restart with state (``Renderer/restoreHookValues(_:carrying:skipping:)``),
///   a row whose key comes back takes its saved state: at once when it is mounted, else
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
    /// How many stateless row roots wait for reuse; more are unmounted.
    public let pooled: Int
    /// Rows rendered into a slot so far (each bind, and each bound row an update renders again).
    public private(set) var renders = 0
    /// Rows whose container was put into a slot so far; a row rendered in
    /// the slot it already was in does not count.
    public private(set) var placements = 0

    private let makeRoot: () -> RowRoot
    private var props: (any VirtualizedView)?
    /// Changes with every new props, whose environment the rows then take.
    private var environmentVersion = 0
    /// The rows on screen by slot: slot, key and root.
    private var bound: [UInt: (slot: any RowSlot, key: AnyHashable, root: RowRoot)] = [:]
    /// The slot each bound row with hook state is shown in.
    private var slots: [AnyHashable: UInt] = [:]
    /// The roots of rows with hook state, on screen or off, by key; rows
    /// without any need no lookup by key.
    private(set) var roots: [AnyHashable: RowRoot] = [:]
    /// Saved hook values of rows not shown yet, from a restart with state.
    var savedRows: SavedRowValues?
    /// Off-screen stateful rows: when each left the screen, and in that order.
    private var offScreenSince: [AnyHashable: Int] = [:]
    private var offScreenOrder: [(key: AnyHashable, stamp: Int)] = []
    private var offScreenStart = 0
    private var stamp = 0
    /// Stateless roots still shown in the slot they were last bound to.
    private var resting: [UInt: (slot: any RowSlot, root: RowRoot)] = [:]
    /// Stateless roots in no slot, for slots that have none.
    private var pool: [RowRoot] = []

    /// Rows of `host` whose roots run on `scheduler`.
    ///
    /// - Parameters:
    ///   - host: the host that makes each row's container and widgets.
    ///   - scheduler: when the rows' deferred renders and effects run.
    ///   - keptOffScreen: how many off-screen rows with hook state stay mounted.
    ///   - pooled: how many stateless roots of discarded slots wait for reuse.
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

    /// The number of rows with hook state mounted now, on screen or off.
    public var keptCount: Int { roots.count }

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
        guard let props, !roots.isEmpty else { return }
        var moved: [AnyHashable: RowRoot] = [:]
        for (key, root) in roots where !root.find(key, in: props, within: countChange) {
            moved[key] = root
        }
        var index = 0
        while !moved.isEmpty, index < props.rowCount {
            moved.removeValue(forKey: props.rowKey(index))?.position = index
            index += 1
        }
        for (key, root) in moved {
            roots.removeValue(forKey: key)
            offScreenSince.removeValue(forKey: key)
            if let slot = slots.removeValue(forKey: key),
                let entry = bound[slot], entry.root === root
            {
                bound.removeValue(forKey: slot)
                entry.slot.show(nil)
            }
            root.unmount()
        }
    }

    /// Shows the row at `slot.position` in `slot`: its kept root when the
    /// row has hook state, else the root resting in the slot, a pooled one
    /// or a new one, rendered with the row's view.
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
        if root == nil, !roots.isEmpty, let kept = roots[key] {
            // After rows move, a host may bind a key's new slot before unbinding its old one.
            if let old = slots[key], old != slot.slotID, let other = bound.removeValue(forKey: old)
            {
                other.slot.show(nil)
            }
            offScreenSince.removeValue(forKey: key)
            root = kept
            if let rest = resting.removeValue(forKey: slot.slotID) {
                rest.slot.show(nil)
                shelve(rest.root)
            }
        }
        if root == nil, let rest = resting.removeValue(forKey: slot.slotID) {
            root = rest.root
            isShown = true
        }
        let shown = root ?? pool.popLast() ?? makeRoot()
        let view = props.rowView(slot.position)
        shown.render(view, in: props.environment, version: environmentVersion)
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
        // Only our renders change a row, so a row without hook state now has
        // none until it is rendered again.
        if shown.hasHookState {
            roots[key] = shown
            slots[key] = slot.slotID
        }
    }

    /// `slot` stops showing its row: a row with hook state leaves the slot
    /// and is kept off screen; a stateless root rests in the slot for the
    /// next row bound there.
    public func unbind(_ slot: any RowSlot) {
        guard let entry = bound.removeValue(forKey: slot.slotID) else { return }
        if !roots.isEmpty, roots[entry.key] === entry.root {
            if slots[entry.key] == slot.slotID { slots.removeValue(forKey: entry.key) }
            if entry.root.hasHookState {
                entry.slot.show(nil)
                stamp += 1
                offScreenSince[entry.key] = stamp
                offScreenOrder.append((entry.key, stamp))
                evictOverflow()
                return
            }
            roots.removeValue(forKey: entry.key)
        }
        resting[slot.slotID] = (entry.slot, entry.root)
    }

    /// The host discards `slot` (after unbinding it): a root resting in it
    /// goes to the pool.
    public func tearDown(_ slot: any RowSlot) {
        guard let rest = resting.removeValue(forKey: slot.slotID) else { return }
        rest.slot.show(nil)
        shelve(rest.root)
    }

    private func shelve(_ root: RowRoot) {
        if pool.count < pooled { pool.append(root) } else { root.unmount() }
    }

    /// Unmounts the rows that left the screen longest ago beyond `keptOffScreen`.
    private func evictOverflow() {
        while offScreenSince.count > keptOffScreen, offScreenStart < offScreenOrder.count {
            let (key, left) = offScreenOrder[offScreenStart]
            offScreenStart += 1
            // A row shown again (or gone again later) has another stamp: skip it here.
            guard offScreenSince[key] == left else { continue }
            offScreenSince.removeValue(forKey: key)
            roots.removeValue(forKey: key)?.unmount()
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
            if roots[entry.key] !== entry.root { entry.root.unmount() }
        }
        bound.removeAll()
        for rest in resting.values {
            rest.slot.show(nil)
            rest.root.unmount()
        }
        resting.removeAll()
        slots.removeAll()
        for root in roots.values { root.unmount() }
        for root in pool { root.unmount() }
        roots.removeAll()
        pool.removeAll()
        offScreenSince.removeAll()
        offScreenOrder.removeAll()
        offScreenStart = 0
        savedRows = nil
    }
}
