/// The results of the common modifiers, shared by the widgets they make.
///
/// A row that says `.cssClass("flat")` makes the same modifiers on every
/// render and in every row: they are made once and shared, so making the row
/// allocates no storage for them and comparing its old and new modifiers is a
/// pointer comparison. A shared storage is never written: `WidgetModifiers`
/// copies a storage that is not uniquely referenced before it writes a field,
/// and this cache holds a reference to every storage in it.
///
/// Bounded: changes made of values that vary without end (a class name per
/// row) empty the cache when it is full instead of growing it.
@MainActor enum SharedModifiers {
    private struct Key: Hashable {
        let base: ObjectIdentifier?
        let change: ModifierChange
    }

    private struct Entry {
        /// Held so that no other storage takes its identity while the key names it.
        let base: ModifierStorage?
        let result: ModifierStorage?
    }

    /// The most results kept; the cache starts again empty past it.
    static let capacity = 512
    // @exclusivity(unchecked): main-actor state whose accesses never
    // overlap; a run-time check of each would cost more than the access.
    @exclusivity(unchecked) private static var entries: [Key: Entry] = [:]

    /// The storage of `base`'s modifiers after `change`, made by `make` the
    /// first time (while it is kept).
    static func result(
        of change: ModifierChange, on base: ModifierStorage?,
        make: (ModifierStorage?) -> ModifierStorage?
    ) -> ModifierStorage? {
        let key = Key(base: base.map(ObjectIdentifier.init), change: change)
        // The few changes made last, compared before hashing: a list's rows
        // repeat the same changes, and hashing a change (its strings) costs
        // more than a few comparisons.
        for index in recent.indices where recent[index].key == key {
            return recent[index].entry.result
        }
        let result: ModifierStorage?
        if let entry = entries[key] {
            result = entry.result
        } else {
            result = make(base)
            if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
            entries[key] = Entry(base: base, result: result)
        }
        remember(key, Entry(base: base, result: result))
        return result
    }

    private static let recentCount = 4
    // Each keeps its base alive, as `entries` does: the key holds only the
    // base's identity, which a new storage could otherwise take over.
    @exclusivity(unchecked) private static var recent: [(key: Key, entry: Entry)] = []
    @exclusivity(unchecked) private static var nextRecent = 0

    private static func remember(_ key: Key, _ entry: Entry) {
        if recent.count < recentCount {
            recent.append((key, entry))
        } else {
            recent[nextRecent] = (key, entry)
            nextRecent = (nextRecent + 1) % recentCount
        }
    }
}

extension WidgetModifiers {
    /// Applies `modifier`: a common modifier shares its result with every
    /// widget that got the same change on the same modifiers.
    @usableFromInline @MainActor mutating func apply(_ modifier: WidgetModifier) {
        switch modifier.change {
        case .custom(let change):
            change(&self)
        case .common(let change):
            storage = SharedModifiers.result(of: change, on: storage) { base in
                var modifiers = WidgetModifiers(storage: base)
                change.apply(to: &modifiers)
                return modifiers.storage
            }
        }
    }
}
