/// What a platform does with widgets: the only place the reconciler writes to it.
///
/// The reconciler calls the five methods that change widgets, in order,
/// during a commit. A host dispatches on the widget's value type
/// (`type(of: widget)`) to an adapter, so the protocol never grows a method
/// per widget feature.
///
/// - `create` makes an instance for a primitive value; the reconciler then
///   inserts the instance's children and finally the instance into its parent.
/// - `update` gets the previous and the new value of the same widget; it must
///   write only what changed. Event closures are props too: a host swaps them
///   without a platform write.
/// - `updateWithoutWrites` is asked during the diff, before any `update`: a
///   host that can tell the update writes nothing takes the new value there
///   and then, and the commit has no `update` to apply for it.
/// - `insert`, `move` and `remove` change a parent's ordered children. Removing
///   an instance releases it and everything below it.
///
/// The root container (a window's content) is made by the host and passed to
/// `Renderer`.
@MainActor public protocol Host: AnyObject {
    /// A platform widget, owned by the host.
    associatedtype Instance: AnyObject

    /// Makes a new, detached instance showing `widget`.
    func create(_ widget: any PrimitiveView) -> Instance

    /// Brings `instance` from `old` to `new` (values of the same widget type),
    /// writing only the properties that differ.
    func update(_ instance: Instance, from old: any PrimitiveView, to new: any PrimitiveView)

    /// Inserts `child` into `parent`'s children at `index`.
    func insert(_ child: Instance, into parent: Instance, at index: Int)

    /// Moves `child` from `source` to `destination`: remove at `source`, then insert at
    /// `destination` of the list without it.
    func move(_ child: Instance, in parent: Instance, from source: Int, to destination: Int)

    /// Removes `child`, which is at `index`, from `parent` and releases it and its subtree.
    func remove(_ child: Instance, from parent: Instance, at index: Int)

    /// Gives `instance` the value `new` at once, and returns true, when
    /// bringing it from `old` to `new` writes nothing to the platform (the
    /// two differ in event closures at most); the reconciler then records no
    /// `update` for it. False leaves the whole update to the commit.
    ///
    /// Called during the diff, for an instance made in an earlier pass. The
    /// default returns false.
    func updateWithoutWrites(
        _ instance: Instance, from old: any PrimitiveView, to new: any PrimitiveView
    ) -> Bool
}

extension Host {
    /// False: every update is applied by the commit.
    public func updateWithoutWrites(
        _ instance: Instance, from old: any PrimitiveView, to new: any PrimitiveView
    ) -> Bool {
        false
    }
}

/// A host with its instance type erased, as the reconciler stores it.
@MainActor final class AnyHost {
    let create: (any PrimitiveView) -> AnyObject
    let update: (AnyObject, any PrimitiveView, any PrimitiveView) -> Void
    let insert: (AnyObject, AnyObject, Int) -> Void
    let move: (AnyObject, AnyObject, Int, Int) -> Void
    let remove: (AnyObject, AnyObject, Int) -> Void
    let updateWithoutWrites: (AnyObject, any PrimitiveView, any PrimitiveView) -> Bool
    /// Whether the host renders the rows of `VirtualizedView`s itself.
    let virtualizes: Bool
    /// The host itself, for what is asked outside any render (the rows of an instance).
    let base: any Host

    init<H: Host>(_ host: H) {
        virtualizes = host is any VirtualizingHost
        base = host
        create = { host.create($0) }
        update = { host.update(unsafeDowncast($0, to: H.Instance.self), from: $1, to: $2) }
        insert = {
            host.insert(
                unsafeDowncast($0, to: H.Instance.self),
                into: unsafeDowncast($1, to: H.Instance.self),
                at: $2)
        }
        move = {
            host.move(
                unsafeDowncast($0, to: H.Instance.self),
                in: unsafeDowncast($1, to: H.Instance.self),
                from: $2, to: $3)
        }
        remove = {
            host.remove(
                unsafeDowncast($0, to: H.Instance.self),
                from: unsafeDowncast($1, to: H.Instance.self),
                at: $2)
        }
        updateWithoutWrites = {
            host.updateWithoutWrites(unsafeDowncast($0, to: H.Instance.self), from: $1, to: $2)
        }
    }
}
