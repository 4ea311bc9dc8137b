import Reconciler

/// Props read out of their existential box by comparing types, which costs
/// a pointer comparison where `as?` searches the conformance tables.
enum PropsCast {
    /// `view` as `V` when `V` is its dynamic type; nil otherwise, even where
    /// `as?` would succeed (a class's superclass).
    static func exactly<V>(_ view: any PrimitiveView, as _: V.Type) -> V? {
        func unbox<Opened: PrimitiveView>(_ opened: Opened) -> V? {
            guard Opened.self == V.self else { return nil }
            return withUnsafePointer(to: opened) {
                UnsafeRawPointer($0).assumingMemoryBound(to: V.self).pointee
            }
        }
        return unbox(view)
    }
}
