// What the diff hands down from a node to its children, as one value instead
// of three parameters through every diff signature.

import Hooks

/// What a subtree inherits as the diff goes down: the environment, the
/// generation that names it, and the modifiers for the nearest primitives.
///
/// A node keeps the context it was last diffed with (`Node.context`), so an
/// update compares the new one against it: the same generation means the same
/// environment (SEMANTICS C2, C3).
///
/// Immutable and shared: a context is handed to every node of a subtree and
/// stored in each, and a class reference is one retain to copy where the
/// environment's storage, its read log and the modifiers array were three.
/// A new context is made only where the environment or the modifiers change.
final class DiffContext {
    /// The environment the subtree sees.
    let environment: EnvironmentValues
    /// Names `environment`: a new environment gets a new generation.
    let generation: Int
    /// Modifiers for the nearest primitives below, outermost first.
    let modifiers: [any PrimitiveModifier]

    /// A context with these three.
    init(environment: EnvironmentValues, generation: Int, modifiers: [any PrimitiveModifier]) {
        self.environment = environment
        self.generation = generation
        self.modifiers = modifiers
    }

    /// The context below a primitive: its modifiers applied, none pass further.
    var belowPrimitive: DiffContext {
        modifiers.isEmpty ? self : with(modifiers: [])
    }

    /// This context with `modifier` added innermost.
    func adding(_ modifier: any PrimitiveModifier) -> DiffContext {
        with(modifiers: modifiers + [modifier])
    }

    /// This context with `modifiers` instead of its own.
    func with(modifiers: [any PrimitiveModifier]) -> DiffContext {
        DiffContext(environment: environment, generation: generation, modifiers: modifiers)
    }

    /// This context seeing `environment`, named by `generation`, instead.
    func seeing(_ environment: EnvironmentValues, _ generation: Int) -> DiffContext {
        DiffContext(environment: environment, generation: generation, modifiers: modifiers)
    }
}
