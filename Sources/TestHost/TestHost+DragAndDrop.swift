import Widgets

extension TestHost {
    /// Drags `source` onto `target`, as the user would, then flushes.
    ///
    /// The drag starts at the nearest widget from `source` up that is
    /// `.draggable(_:)`, or at the row of a `List` with `.onMove(perform:)`
    /// (whichever is nearer, as in GTK). A dragged row dropped on a row of
    /// the same list moves there; dragged items are dropped as by
    /// ``drop(_:on:)``. Throws when nothing there can be dragged or taken.
    ///
    /// ```swift
    /// try host.drag(from: host.find(text: "Buy milk")!, to: host.find(text: "Call mum")!)
    /// ```
    @discardableResult
    public func drag(from source: TestWidget, to target: TestWidget) throws -> Bool {
        for (widget, child) in ancestry(of: source) {
            let exchange = widget.modifiers?.dataExchange
            if let dragSource = exchange?.dragSource {
                return try drop(dragSource.items(), on: target)
            }
            if let move = exchange?.move, let child {
                try moveRow(child, in: widget, onto: target, with: move)
                return true
            }
        }
        throw dragFailure("nothing draggable at or above \(source.name)")
    }

    /// Drops `items` on `target`, as from another app (files from a file
    /// manager, say), then flushes; returns whether the destination used them.
    ///
    /// The nearest widget from `target` up whose `.dropDestination` takes a
    /// kind of `items` gets those of its preferred kind, after
    /// `isTargeted(true)` and before `isTargeted(false)`. Throws when none does.
    @discardableResult
    public func drop(_ items: [TransferItem], on target: TestWidget) throws -> Bool {
        for (widget, _) in ancestry(of: target) {
            guard let destination = widget.modifiers?.dataExchange.dropDestination else { continue }
            guard
                let kind = destination.kinds.first(where: { kind in
                    items.contains { $0.kind == kind }
                })
            else { continue }
            destination.targeted?(true)
            let used = destination.drop(items.filter { $0.kind == kind })
            destination.targeted?(false)
            if flushesAfterActions { flush() }
            return used
        }
        let kinds = Set(items.map(\.kind)).map { "\($0)" }.sorted().joined(separator: ", ")
        throw dragFailure("no drop destination at or above \(target.name) takes \(kinds)")
    }

    /// `widget` and its ancestors, each with the child on the way up to it.
    private func ancestry(of widget: TestWidget) -> [(TestWidget, TestWidget?)] {
        var result: [(TestWidget, TestWidget?)] = []
        var child: TestWidget?
        var current: TestWidget? = widget
        while let node = current, node !== root {
            result.append((node, child))
            child = node
            current = node.parent
        }
        return result
    }

    private func moveRow(
        _ row: TestWidget, in list: TestWidget, onto target: TestWidget,
        with move: @MainActor (Int, Int) -> Void
    ) throws {
        guard let viewport = list.viewport else {
            throw dragFailure("\(list.name) moves rows but is not a List")
        }
        guard let source = viewport.position(of: row) else { return }
        let path = ancestry(of: target)
        guard let onList = path.first(where: { $0.0 === list }) else {
            throw dragFailure("\(target.name) is not in \(list.name), where the row was dragged")
        }
        let destination: Int
        if let targetRow = onList.1, let index = viewport.position(of: targetRow) {
            destination = index > source ? index + 1 : index
        } else {
            destination = viewport.count
        }
        move(source, destination)
        if flushesAfterActions { flush() }
    }

    private func dragFailure(_ message: String) -> TestHostError {
        TestHostError(description: "\(message); the tree is:\n\(dump())")
    }
}
