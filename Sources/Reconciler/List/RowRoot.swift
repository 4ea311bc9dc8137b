import Hooks

/// One row of a virtualized view, rendered as its own root into a container
/// of its own (made by ``VirtualizingHost/makeRowContainer()``).
///
/// The root renders with the environment of the view it belongs to (and so
/// its contexts). ``VirtualizedRows`` makes one per slot, renders whichever row
/// the slot shows into it, moving each row's hook state in and out
/// (`takeState()`), and pools or unmounts it when the slot is discarded.
@MainActor public final class RowRoot {
    /// The host instance the row's widgets are mounted into; a slot shows it.
    public let container: AnyObject
    let renderer: Renderer
    private let host: RowHost
    /// The version of the view's environment the renderer has.
    private var environmentVersion: Int?
    /// The index in the data the row was last bound at.
    var position = 0
    /// Whether the tree has components with hook state as of the last render
    /// (after ``takeState()``, places for them without their dispatchers).
    var hasScopes = false
    /// Whether ``takeState()`` took the dispatchers out of the tree since its last render.
    var lacksDispatchers = false

    /// A root rendering into a new container of `host`, scheduled by `scheduler`.
    public convenience init<H: VirtualizingHost>(host: H, scheduler: any Scheduler) {
        self.init(RowHost(host), scheduler: scheduler)
    }

    /// A root rendering into a new container of `host`, which the roots of
    /// one list share.
    init(_ host: RowHost, scheduler: any Scheduler) {
        let container = host.makeContainer()
        self.container = container
        self.host = host
        renderer = Renderer(host: host.base, container: container, scheduler: scheduler)
    }

    /// Renders `row` with the view's `environment` (and so its contexts),
    /// handed to the renderer only when its `version` changed.
    ///
    /// `state`, a row's kept hook state, goes into the components at the same
    /// places first: the row renders with its values in this root's widgets.
    /// Components of `state` the tree has no place for yet take theirs once
    /// rendered (and render again); those the row no longer renders are unmounted.
    func render(
        _ row: Element, in environment: EnvironmentValues, version: Int,
        giving state: RowHookState? = nil
    ) {
        if version != environmentVersion {
            renderer.environment = environment
            environmentVersion = version
        }
        if lacksDispatchers || state != nil { giveDispatchers(from: state) }
        if let state, state.missedRefresh {
            // Its components missed a refresh: they catch up as this root would.
            renderer.refreshesSeen = state.refreshesSeen
            if !renderer.catchUpWithRefresh(row) { renderer.renderRoot([row]) }
        } else {
            renderer.render(row)
        }
        if let state {
            adoptRemaining(of: state) { renderer.render(row) }
        }
        hasScopes = renderer.hasHookState
        // A row's pass is a few operations: the buffer kept for the next
        // pass would stay with every root, bound, resting or pooled.
        renderer.operations = HostOperations()
    }

    /// Whether a component of the row keeps hook state.
    public var hasHookState: Bool { hasScopes && renderer.hasHookState }

    /// Unmounts the row (every cleanup runs now) and releases its container.
    public func unmount() {
        renderer.unmount()
        renderer.operations = HostOperations()
        host.releaseContainer(container)
    }
}

/// The host of the rows of one ``VirtualizedRows``, type-erased once for all of
/// them: each root's renderer shares it, and it makes and releases their containers.
@MainActor final class RowHost {
    let base: AnyHost
    let makeContainer: () -> AnyObject
    let releaseContainer: (AnyObject) -> Void

    init<H: VirtualizingHost>(_ host: H) {
        base = AnyHost(host)
        makeContainer = { host.makeRowContainer() }
        releaseContainer = { host.releaseRowContainer(unsafeDowncast($0, to: H.Instance.self)) }
    }
}
