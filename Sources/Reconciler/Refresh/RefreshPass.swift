// The state of a refresh pass: which identities it matched by name. The renderer
// holds it for the pass and hands it to the diff with the children; a normal
// pass has none, and only a node whose type differs from its element's asks.
// A refresh is also an event of the process (a new image was loaded), which
// roots rendered apart from the tree catch up with: only a root render whose
// view changed type reads that record.

import Hooks

/// A render from the root after the app's code was replaced by a new image.
@MainActor final class RefreshPass {
    /// Refreshes started in this process.
    ///
    /// A renderer that took part in fewer (a row root of a virtualized list, rendered by
    /// its host apart from the tree) catches up on its next root render of a view of
    /// another type.
    static var started = 0
    /// The last refresh started, for renderers that catch up later.
    static var last: RefreshPass?

    /// Converts a state value to the new image's type of the same name.
    let carry: HookValueCarry

    /// Normalized names, found once per type in a pass.
    private var names: [ObjectIdentifier: String] = [:]
    /// Nodes kept across a change of type in this pass.
    private(set) var adopted = 0

    init(carrying carry: @escaping HookValueCarry) {
        self.carry = carry
    }

    /// Whether `old` and `new` are the same type of two images.
    func sameName(_ old: ObjectIdentifier, _ new: ObjectIdentifier) -> Bool {
        name(of: old) == name(of: new)
    }

    func didAdopt() { adopted += 1 }

    /// Counts `count` nodes kept by a nested pass (a sub-root refreshed during this one).
    func didAdopt(_ count: Int) { adopted += count }

    private func name(of id: ObjectIdentifier) -> String {
        if let name = names[id] { return name }
        let name = normalizedTypeName(of: id)
        names[id] = name
        return name
    }
}

extension Node {
    /// Whether `pass` keeps this node for an element of another type.
    ///
    /// The same kind and key and a type of the same normalized name keep the node, which
    /// takes the element's type. A primitive of a changed type is made anew, as its
    /// host adapter compares values of one type.
    @inline(never)
    func adoptsInRefresh(_ element: Element, _ pass: RefreshPass) -> Bool {
        guard kind != .host, kind == Kind(kindOf: element),
            self.element.key == element.key, pass.sameName(self.element.type, element.type)
        else { return false }
        self.element.type = element.type
        // The last value belongs to the old image: the component renders again (it
        // must not count as the same view) and an environment write applies again.
        self.element.kind = .empty
        pass.didAdopt()
        return true
    }
}
