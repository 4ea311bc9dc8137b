import Gtk
import Hooks
import Reconciler
import Widgets

/// The rows of one `List`: a row root per key, bound to GTK's recycled list
/// items while on screen and kept (most recently shown first) when off screen.
///
/// A row without hook state has nothing to keep: when it leaves the screen its
/// root (and widgets) stay in the list item and show the next row GTK binds
/// there, updated in place, so no widget changes parent while scrolling (a
/// new parent costs GTK a style and size recomputation of the whole row).
@MainActor final class ListRows: InstanceResource {
    /// How many off-screen rows keep their state; older ones are unmounted.
    static let keptOffScreen = 2_000
    /// How many stateless row roots wait for reuse; more are unmounted.
    static let pooled = 400
    /// Row renders, and rows whose widgets were put into a list item, in all
    /// lists since the process started (for tests).
    static var counts = (rendered: 0, placed: 0)

    private weak var host: GtkHost?
    let list: ListView
    private let scheduler: any Scheduler
    /// The scheduler made for these rows alone, when the host has no row
    /// scheduler; nil when the rows share the root's.
    private let ownScheduler: GLibScheduler?
    private var props: Widgets.List?
    /// Changes with every new props, whose environment the rows then take.
    private var environmentVersion = 0
    /// The rows on screen by slot (list item address): item, key and root.
    private(set) var bound: [UInt: (item: ListItem, key: AnyHashable, root: RowRoot)] = [:]
    /// The slot each bound row with hook state is shown in.
    private var slots: [AnyHashable: UInt] = [:]
    /// The roots of rows with hook state, on screen or off, by key; rows
    /// without any need no lookup by key.
    private var roots: [AnyHashable: RowRoot] = [:]
    /// Off-screen stateful rows: when each left the screen, and in that order.
    private var offScreenSince: [AnyHashable: Int] = [:]
    private var offScreenOrder: [(key: AnyHashable, stamp: Int)] = []
    private var offScreenStart = 0
    private var stamp = 0
    /// Stateless roots still shown in the list item they were last bound to.
    private var resting: [UInt: (item: ListItem, root: RowRoot)] = [:]
    /// Stateless roots in no list item, for list items that have none.
    private var pool: [RowRoot] = []

    init(host: GtkHost, list: ListView) {
        self.host = host
        self.list = list
        if let shared = host.rowScheduler {
            scheduler = shared
            ownScheduler = nil
        } else {
            let own = GLibScheduler()
            scheduler = own
            ownScheduler = own
        }
    }

    /// Takes new props: the row count, and the bound rows rendered again
    /// (with the key now at their position).
    func update(_ new: Widgets.List) {
        props = new
        environmentVersion += 1
        let countChange = abs(new.rowCount - list.count)
        list.count = new.rowCount
        // Every slot bound now, also one whose row an earlier slot takes over here.
        for (_, entry) in bound {
            let position = entry.item.position
            guard position < new.rowCount else { continue }
            if new.rowKey(position) != entry.key {
                unbind(entry.item)
            }
            bind(entry.item)
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
                entry.item.child = nil
            }
            root.unmount()
        }
    }

    func bind(_ item: ListItem) {
        guard let props, let host, item.position < props.rowCount else { return }
        let key = props.rowKey(item.position)
        var root: RowRoot?
        var isShown = false
        if let previous = bound[item.address] {
            if previous.key == key {
                root = previous.root
                isShown = true
            } else {
                unbind(item)
            }
        }
        if root == nil, !roots.isEmpty, let kept = roots[key] {
            // After rows move, GTK may bind a key's new slot before unbinding its old one.
            if let slot = slots[key], slot != item.address,
                let other = bound.removeValue(forKey: slot)
            {
                other.item.child = nil
            }
            offScreenSince.removeValue(forKey: key)
            root = kept
            if let rest = resting.removeValue(forKey: item.address) {
                rest.item.child = nil
                shelve(rest.root)
            }
        }
        if root == nil, let rest = resting.removeValue(forKey: item.address) {
            root = rest.root
            isShown = true
        }
        let shown = root ?? pool.popLast() ?? RowRoot(host: host, scheduler: scheduler)
        shown.render(
            props.rowView(item.position), in: props.environment, version: environmentVersion)
        Self.counts.rendered += 1
        if !isShown {
            item.child = shown.box
            Self.counts.placed += 1
        }
        shown.position = item.position
        bound[item.address] = (item, key, shown)
        // Only our renders change a row, so a row without hook state now has
        // none until it is rendered again.
        if shown.hasHookState {
            roots[key] = shown
            slots[key] = item.address
        }
    }

    func unbind(_ item: ListItem) {
        guard let entry = bound.removeValue(forKey: item.address) else { return }
        if !roots.isEmpty, roots[entry.key] === entry.root {
            if slots[entry.key] == item.address { slots.removeValue(forKey: entry.key) }
            if entry.root.hasHookState {
                entry.item.child = nil
                stamp += 1
                offScreenSince[entry.key] = stamp
                offScreenOrder.append((entry.key, stamp))
                evictOverflow()
                return
            }
            roots.removeValue(forKey: entry.key)
        }
        resting[item.address] = (entry.item, entry.root)
    }

    /// GTK discards `item`: a root resting in it goes to the pool.
    func tearDown(_ item: ListItem) {
        guard let rest = resting.removeValue(forKey: item.address) else { return }
        rest.item.child = nil
        shelve(rest.root)
    }

    private func shelve(_ root: RowRoot) {
        if pool.count < Self.pooled { pool.append(root) } else { root.unmount() }
    }

    /// Unmounts the rows that left the screen longest ago beyond `keptOffScreen`.
    private func evictOverflow() {
        while offScreenSince.count > Self.keptOffScreen, offScreenStart < offScreenOrder.count {
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

    /// The number of rows that have widgets now (bound to list items).
    var boundCount: Int { bound.count }

    func release() {
        for entry in bound.values {
            entry.item.child = nil
            if roots[entry.key] !== entry.root { entry.root.unmount() }
        }
        bound.removeAll()
        for rest in resting.values {
            rest.item.child = nil
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
        // The root's scheduler also holds the root renderer's pending render and
        // passive effects: cancelling it would lose them for good.
        ownScheduler?.cancel()
    }
}

/// One row of a list rendered as its own root into a box.
@MainActor final class RowRoot {
    let box = Box(.vertical)
    private let instance: GtkInstance
    private let renderer: Renderer
    /// The version of the list's environment the renderer has.
    private var environmentVersion: Int?
    /// The index in the data the row was last bound at.
    var position = 0

    init(host: GtkHost, scheduler: any Scheduler) {
        instance = GtkInstance(
            widget: box, view: RootView(), layout: BoxLayout(box: box, orientation: .vertical))
        renderer = Renderer(host: host, container: instance, scheduler: scheduler)
    }

    /// Renders `row` with the list's `environment` (and so its contexts),
    /// handed to the renderer only when its `version` changed.
    func render(_ row: Element, in environment: EnvironmentValues, version: Int) {
        if version != environmentVersion {
            renderer.environment = environment
            environmentVersion = version
        }
        renderer.render(row)
    }

    /// Whether `props` has `key` within `distance` of ``position`` (looked
    /// at up to 16 away), which then becomes its position.
    func find(_ key: AnyHashable, in props: Widgets.List, within distance: Int) -> Bool {
        let isAt = { (candidate: Int) in
            candidate >= 0 && candidate < props.rowCount && props.rowKey(candidate) == key
        }
        if isAt(position) { return true }
        for offset in stride(from: 1, through: min(distance, 16), by: 1) {
            if isAt(position - offset) {
                position -= offset
                return true
            }
            if isAt(position + offset) {
                position += offset
                return true
            }
        }
        return false
    }

    /// Whether a component of the row keeps hook state.
    var hasHookState: Bool { renderer.hasHookState }

    func unmount() {
        renderer.unmount()
        instance.release()
    }
}
