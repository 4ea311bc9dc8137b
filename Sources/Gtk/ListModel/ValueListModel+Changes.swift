import CGtk

// The changes of a ValueListModel: each updates the values first, then emits
// one `items-changed` (two for a move) with the exact span.

extension ValueListModel {
    /// The values, in order.
    ///
    /// Setting it emits one `items-changed` for the span between the rows
    /// that stay equal at the start and at the end (for `Equatable` values;
    /// otherwise for every row), so an appended row or an edited one costs
    /// GTK one row.
    public var values: [Value] {
        get { storage.values }
        set { replaceAll(with: newValue) }
    }

    /// Changes the values in one batch, announced as one change (as setting
    /// ``values`` does).
    ///
    /// ```swift
    /// model.update { values in
    ///     values.removeAll { $0.isDone }
    ///     values.append(newTask)
    /// }
    /// ```
    public func update(_ body: (inout [Value]) throws -> Void) rethrows {
        var newValues = storage.values
        try body(&newValues)
        replaceAll(with: newValues)
    }

    /// Replaces the values in `range` with `newValues`.
    public func replaceSubrange(_ range: Range<Int>, with newValues: some Collection<Value>) {
        storage.detach(storage.values[range])
        storage.values.replaceSubrange(range, with: newValues)
        emitChange(at: range.lowerBound, removed: range.count, added: newValues.count)
    }

    /// Inserts `value` at `position` (at most ``count``).
    public func insert(_ value: Value, at position: Int) {
        replaceSubrange(position..<position, with: CollectionOfOne(value))
    }

    /// Inserts `values` at `position` (at most ``count``).
    public func insert(contentsOf values: some Collection<Value>, at position: Int) {
        replaceSubrange(position..<position, with: values)
    }

    /// Adds `value` after the last.
    public func append(_ value: Value) {
        insert(value, at: count)
    }

    /// Adds `values` after the last.
    public func append(contentsOf values: some Collection<Value>) {
        insert(contentsOf: values, at: count)
    }

    /// Removes and returns the value at `position` (in bounds).
    @discardableResult
    public func remove(at position: Int) -> Value {
        let value = storage.values[position]
        replaceSubrange(position..<position + 1, with: EmptyCollection())
        return value
    }

    /// Removes the values in `range`.
    public func removeSubrange(_ range: Range<Int>) {
        replaceSubrange(range, with: EmptyCollection())
    }

    /// Removes every value.
    public func removeAll() {
        removeSubrange(0..<count)
    }

    /// Moves the value at `source` so that it ends up at `destination` (both
    /// in bounds).
    ///
    /// Announced as a removal at `source`, then an insertion at
    /// `destination`: GTK's sort and filter models do work for one row, not
    /// for every row in between. The value keeps its item object, but GTK's
    /// selection models see a new row: it comes back unselected (keep a
    /// selection as a set of ids to carry it across).
    public func move(from source: Int, to destination: Int) {
        guard source != destination else { return }
        let value = storage.values.remove(at: source)
        // The removal emission must not detach the item: it comes right back.
        // Held through it by this reference, it is found again by id.
        let item = storage.items[storage.id(value)]
        if let item { g_object_ref(item) }
        defer { if let item { g_object_unref(item) } }
        emitChange(at: source, removed: 1, added: 0)
        storage.values.insert(value, at: destination)
        emitChange(at: destination, removed: 0, added: 1)
    }

    /// Sets the values to `newValues`, announcing only the span between
    /// the rows equal at both ends.
    private func replaceAll(with newValues: [Value]) {
        let oldValues = storage.values
        guard let isUnchanged else {
            replaceSubrange(0..<oldValues.count, with: newValues)
            return
        }
        let shorter = min(oldValues.count, newValues.count)
        var prefix = 0
        while prefix < shorter, isUnchanged(oldValues[prefix], newValues[prefix]) {
            prefix += 1
        }
        var suffix = 0
        while suffix < shorter - prefix,
            isUnchanged(
                oldValues[oldValues.count - 1 - suffix], newValues[newValues.count - 1 - suffix])
        {
            suffix += 1
        }
        storage.detach(oldValues[prefix..<oldValues.count - suffix])
        storage.values = newValues
        emitChange(
            at: prefix, removed: oldValues.count - prefix - suffix,
            added: newValues.count - prefix - suffix)
    }
}
