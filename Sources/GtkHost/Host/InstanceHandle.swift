/// A reference to a ``GtkInstance`` for its signal handlers to capture:
/// ``instance`` is the instance while it is mounted, and nil once it is
/// released (removed from its parent) or deinitialized.
///
/// Capture `instance.handle` in a handler rather than `[weak instance]`:
/// a weak reference gives the instance a side table, one more allocation,
/// and makes every later retain and release of the instance take a slower
/// path. A handle is a plain object that the instance clears when it goes.
///
/// ```swift
/// button.onClicked { [handle = instance.handle] in
///     handle.instance?.props(Widgets.Button.self)?.action()
/// }
/// ```
@MainActor public final class InstanceHandle {
    // Unowned: the instance's release and deinit clear it before the
    // memory is freed, on the main thread, where handlers run.
    @exclusivity(unchecked) nonisolated(unsafe) unowned(unsafe) var target: GtkInstance?

    init(_ instance: GtkInstance) {
        target = instance
    }

    /// The instance, or nil once it has been released or deinitialized.
    public var instance: GtkInstance? { target }
}
