// What the diff hands down from a node to its children, as one value instead
// of three parameters through every diff signature.

import Hooks

/// What a subtree inherits as the diff goes down: the environment, the
/// generation that names it, and the modifiers for the nearest primitives.
///
/// A node keeps the context it was last diffed with (`Node.context`), so an
/// update compares the new one against it: the same generation means the same
/// environment (SEMANTICS C2, C3).
struct DiffContext {
    /// The environment the subtree sees.
    var environment: EnvironmentValues
    /// Names `environment`: a new environment gets a new generation.
    var generation: Int
    /// Modifiers for the nearest primitives below, outermost first.
    var modifiers: [any PrimitiveModifier]

    /// The context below a primitive: its modifiers applied, none pass further.
    @inline(__always)
    var belowPrimitive: DiffContext {
        DiffContext(environment: environment, generation: generation, modifiers: [])
    }

    /// This context with `modifier` added innermost.
    @inline(__always)
    func adding(_ modifier: any PrimitiveModifier) -> DiffContext {
        DiffContext(
            environment: environment, generation: generation, modifiers: modifiers + [modifier])
    }

    /// This context seeing `environment`, named by `generation`, instead.
    @inline(__always)
    func seeing(_ environment: EnvironmentValues, _ generation: Int) -> DiffContext {
        DiffContext(environment: environment, generation: generation, modifiers: modifiers)
    }
}
