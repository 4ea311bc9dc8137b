import Widgets

/// The mounted instances with a focus controller, asked before a leave
/// clears a focus state: a view that left (removed, say) does not clear the
/// state when another mounted view is named by the same state and value (it
/// replaced the one that left, and holds or is about to take the focus).
@MainActor enum FocusClaims {
    /// The handles of instances given a focus controller; those released
    /// are dropped as the list is read.
    private static var handles: [InstanceHandle] = []
    /// The count at which the released are next dropped while adding, so
    /// that adding stays constant time on average.
    private static var pruneAt = 64

    /// Counts `handle`'s instance among those that may claim a state.
    static func add(_ handle: InstanceHandle) {
        if handles.count >= pruneAt {
            handles.removeAll { $0.instance == nil }
            pruneAt = max(64, handles.count * 2)
        }
        handles.append(handle)
    }

    /// Whether a mounted instance other than `handle`'s claims `binding`'s
    /// state and value now (false for a binding without a key).
    static func claimedElsewhere(_ binding: FocusBinding, than handle: InstanceHandle) -> Bool {
        guard let key = binding.key else { return false }
        handles.removeAll { $0.instance == nil }
        return handles.contains { $0 !== handle && $0.instance?.focusTarget.claims(key) == true }
    }
}
