extension EnvironmentValues {
    /// Sets in `self` every entry whose stamp differs between `base` and
    /// `changed`, keeping `changed`'s value and stamp.
    ///
    /// A host that wrote into `base` to get `changed` can carry those writes
    /// onto a new `base` without re-stamping them, so components reading only
    /// the written keys see no change (SEMANTICS C2, C3):
    ///
    ///     var inner = newParentEnvironment
    ///     inner.overlay(changesFrom: oldParentEnvironment, to: oldInnerEnvironment)
    public mutating func overlay(changesFrom base: EnvironmentValues, to changed: EnvironmentValues)
    {
        for (key, entry) in changed.entries where base.entries[key] !== entry {
            entries[key] = entry
        }
        for key in base.entries.keys where changed.entries[key] == nil {
            entries[key] = nil
        }
    }
}
