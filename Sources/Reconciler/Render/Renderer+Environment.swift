import Hooks

extension Renderer {
    /// The environment at the root, which every component below sees.
    ///
    /// Setting it takes effect with the next `render(_:)`; components that
    /// read a changed key render again there, also where their view is the same
    /// (SEMANTICS C2, C3). A host that renders many roots with one environment
    /// (the rows of a virtualized list) sets it only when that environment
    /// changes, instead of writing it above every root on every render.
    public var environment: EnvironmentValues {
        get { root.context.environment }
        set {
            root.context = DiffContext(
                environment: newValue, generation: nextGeneration(),
                modifiers: root.context.modifiers)
        }
    }
}
