/// A mutable box kept for the component's life; writing `current` never re-renders.
///
///     let clicks = useRef(0)
///     clicks.current += 1
public final class RefObject<T> {
    /// The stored value.
    public var current: T

    /// A box holding `current`.
    public init(_ current: T) {
        self.current = current
    }
}
