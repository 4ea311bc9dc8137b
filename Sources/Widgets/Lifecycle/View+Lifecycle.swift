import Hooks
import Reconciler

// SwiftUI's lifecycle modifiers, built from hooks: each wraps the view in a
// small component (AppearanceObserver, TaskRunner, ChangeObserver).
//
// Order, as in React's layout effects: after a commit, `onAppear` actions
// run inside out (a view's before its container's) and in view order among
// siblings; on unmount, `onDisappear` actions run outside in (a
// container's before the views inside it). Both run after the host has
// added or removed the widgets, before the frame is painted.

extension View {
    /// Runs `action` once after the commit that shows this view: its widgets
    /// exist in the window, the frame is not painted yet.
    ///
    /// ```swift
    /// NoteEditor(note: note).onAppear { draft.wrappedValue = note.text }
    /// ```
    public func onAppear(perform action: @escaping @MainActor () -> Void) -> AppearanceObserver<
        Self
    > {
        AppearanceObserver(content: self, onAppear: action, onDisappear: nil)
    }

    /// Runs `action` once when this view goes, after the commit that removes
    /// its widgets (or when the host unmounts).
    public func onDisappear(perform action: @escaping @MainActor () -> Void)
        -> AppearanceObserver<Self>
    {
        AppearanceObserver(content: self, onAppear: nil, onDisappear: action)
    }

    /// Starts `action` as a main-actor task after the frame that shows this
    /// view is painted; cancels it when the view goes or when `id` changes,
    /// and then starts a new one for the new `id`.
    ///
    /// ```swift
    /// PhotoView(photo).task(id: photo.id) {
    ///     image.wrappedValue = try? await loader.load(photo.id)
    /// }
    /// ```
    ///
    /// The action should check `Task.isCancelled` (or call cancellable
    /// `async` functions) and not write state once cancelled.
    public func task<ID: Equatable>(
        id: ID, priority: TaskPriority = .userInitiated,
        _ action: @escaping @MainActor @Sendable () async -> Void
    ) -> TaskRunner<Self, ID> {
        TaskRunner(content: self, id: id, priority: priority, action: action)
    }

    /// Starts `action` as a main-actor task after the frame that shows this
    /// view is painted, and cancels it when the view goes.
    public func task(
        priority: TaskPriority = .userInitiated,
        _ action: @escaping @MainActor @Sendable () async -> Void
    ) -> TaskRunner<Self, Bool> {
        TaskRunner(content: self, id: true, priority: priority, action: action)
    }

    /// Calls `action` with the old and the new value after the commit of each
    /// render in which `value` changed (by `==`); with `initial`, also after
    /// the first commit, with the value as both.
    ///
    /// ```swift
    /// TextField("Search", text: query).onChange(of: query.wrappedValue) { old, new in
    ///     log("search \(old) -> \(new)")
    /// }
    /// ```
    public func onChange<Value: Equatable>(
        of value: Value, initial: Bool = false,
        _ action: @escaping @MainActor (_ oldValue: Value, _ newValue: Value) -> Void
    ) -> ChangeObserver<Self, Value> {
        ChangeObserver(content: self, value: value, initial: initial, action: action)
    }

    /// Calls `action` after the commit of each render in which `value`
    /// changed; with `initial`, also after the first commit.
    public func onChange<Value: Equatable>(
        of value: Value, initial: Bool = false, _ action: @escaping @MainActor () -> Void
    ) -> ChangeObserver<Self, Value> {
        ChangeObserver(content: self, value: value, initial: initial) { _, _ in action() }
    }
}
