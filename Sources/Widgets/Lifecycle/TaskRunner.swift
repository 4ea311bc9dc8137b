import Hooks
import Reconciler

/// Wraps a view with a `.task(id:)` action: a component whose effect starts
/// the action as a main-actor task after the frame that shows the view is
/// painted, and cancels it on unmount or when `id` changes, when a new task
/// starts with the new id.
public struct TaskRunner<Content: View, ID: Equatable>: HookView {
    let content: Content
    let id: ID
    let priority: TaskPriority
    let action: @MainActor @Sendable () async -> Void

    /// The content, with the action's task started after paint.
    public var hookBody: some View {
        useEffect(.preserved(by: id)) { [action, priority] in
            let task = Task(priority: priority) { @MainActor in await action() }
            return { task.cancel() }
        }
        return content
    }
}
