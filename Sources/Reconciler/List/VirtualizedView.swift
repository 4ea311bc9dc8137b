import Hooks

/// A primitive whose rows a host may render lazily, only those on screen (a
/// virtualized list).
///
/// With a host that is a `VirtualizingHost`, the reconciler does not mount
/// `content`; it hands the widget the environment it is mounted in, and the
/// host shows each visible row as its own root (a ``RowRoot``, kept by a
/// ``VirtualizedRows``) with that environment, so rows see the parent's environment
/// and contexts. Other hosts mount `content`, every row, as usual.
public protocol VirtualizedView: PrimitiveView {
    /// The environment where the widget is mounted; set by the reconciler.
    var environment: EnvironmentValues { get set }
    /// The number of rows.
    var rowCount: Int { get }
    /// The key of the row at an index (`0..<rowCount`): a row keeps its state by key.
    var rowKey: @MainActor (Int) -> AnyHashable { get }
    /// The view of the row at an index (`0..<rowCount`), built when the row is shown.
    var rowView: @MainActor (Int) -> Element { get }
}

/// A host that renders the rows of `VirtualizedView`s itself, through ``VirtualizedRows``.
///
/// The host's instance for a virtualized view owns a ``VirtualizedRows`` made with
/// this host; it hands it the view's new values (``VirtualizedRows/update(_:resize:)``) and
/// tells it which row each of its slots shows (``VirtualizedRows/bind(_:)``,
/// ``VirtualizedRows/unbind(_:)``, ``VirtualizedRows/tearDown(_:)``), and releases it with
/// the instance (``VirtualizedRows/release()``).
@MainActor public protocol VirtualizingHost: Host {
    /// Makes a detached container for one row root: the instance the row's
    /// renderer mounts its widgets into, which a slot then shows.
    func makeRowContainer() -> Instance

    /// Releases a row root's container once its renderer has unmounted everything.
    func releaseRowContainer(_ container: Instance)

    /// The ``VirtualizedRows`` the instance of a virtualized view owns; nil for any other instance.
    ///
    /// A restart with state reaches the rows through it (`Renderer.hookValuesByPath`
    /// and `Renderer.restoreHookValues(_:carrying:skipping:)`).
    func virtualizedRows(of instance: Instance) -> VirtualizedRows?
}

extension VirtualizingHost {
    /// The ``VirtualizedRows`` of `instance`, an instance of this host with its type erased.
    func virtualizedRows(ofAny instance: AnyObject) -> VirtualizedRows? {
        (instance as? Instance).flatMap(virtualizedRows(of:))
    }
}

extension Renderer {
    /// `widget`, a virtualized widget the host virtualizes, with `environment`.
    func virtualizing(_ widget: any PrimitiveView, in environment: EnvironmentValues)
        -> any PrimitiveView
    {
        guard var view = widget as? any VirtualizedView else { return widget }
        view.environment = environment
        return view
    }

    /// Sends a virtualized widget the environment that changed above it.
    func propagateEnvironment(into node: Node, _ environment: EnvironmentValues) {
        guard node.isVirtualized else { return }
        let old = node.widget
        let new = virtualizing(old, in: environment)
        operations.appendUpdate(of: node, from: old)
        node.widget = new
    }
}
