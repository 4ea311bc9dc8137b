import Hooks

/// What the reconciler needs to know about a view type, worked out once per
/// type: dynamic casts to protocols are costly, most of all when they fail.
@MainActor final class ViewTraits {
    /// When a component can skip rendering because its new value is the same.
    enum Sameness {
        /// Never: always re-render.
        case never
        /// Always: the type has no stored properties, so only hooks change it.
        case always
        /// When `==` says so (both values of the type these traits are of):
        /// on two boxed views, and on two values read at the given addresses
        /// (for generic code that holds the values unboxed).
        case equal(
            (any View, any View) -> Bool, at: (UnsafeRawPointer, UnsafeRawPointer) -> Bool)
    }

    /// Whether the type is a component: rendered through its `body`, not a
    /// widget nor one of the reconciler's own views.
    let isComponent: Bool
    let sameness: Sameness
    /// Whether the type is a `VirtualizedView` (asked of every host widget a
    /// virtualizing host mounts or updates).
    let isVirtualized: Bool
    /// For an `EnvironmentReadingView`, what reads the environment into a
    /// value of the type; nil for other types.
    let environmentReader: (@MainActor (any PrimitiveView, EnvironmentValues) -> any PrimitiveView)?
    /// Whether the type is an `EnvironmentReadingView`.
    var readsEnvironment: Bool { environmentReader != nil }

    private init(
        isComponent: Bool, sameness: Sameness, isVirtualized: Bool,
        environmentReader: (@MainActor (any PrimitiveView, EnvironmentValues) -> any PrimitiveView)?
    ) {
        self.isComponent = isComponent
        self.sameness = sameness
        self.isVirtualized = isVirtualized
        self.environmentReader = environmentReader
    }

    private static var byType: [ObjectIdentifier: ViewTraits] = [:]
    /// A direct-mapped cache in front of `byType`: a hit is a pointer
    /// comparison instead of hashing the type (asked for every element made).
    private static let recent = RecentTraits()

    /// The traits of `V`, computed from `view` the first time.
    static func of<V: View>(_ view: V) -> ViewTraits {
        let id = ObjectIdentifier(V.self)
        if let traits = recent.traits(of: id) { return traits }
        if let traits = byType[id] {
            recent.remember(traits, of: id)
            return traits
        }
        let isComponent = !(view is any BuiltinView || view is any PrimitiveView)
        let sameness: Sameness
        if let equatable = view as? any Equatable {
            sameness = .equal(equality(of: equatable), at: pointeeEquality(of: equatable))
        } else if MemoryLayout<V>.size == 0 {
            sameness = .always
        } else {
            sameness = .never
        }
        let traits = ViewTraits(
            isComponent: isComponent, sameness: sameness,
            isVirtualized: view is any VirtualizedView,
            environmentReader: (view as? any EnvironmentReadingView).map {
                makeEnvironmentReader(of: $0)
            })
        byType[id] = traits
        recent.remember(traits, of: id)
        return traits
    }

    /// The traits of the dynamic type of `view`.
    static func of(existential view: any View) -> ViewTraits { of(view) }
}

/// The last traits looked up, by a few bits of the type's address.
///
/// Plain memory, allocated once per process: reading it takes no exclusivity
/// check and no reference count (every entry is also kept in `byType`).
@MainActor private final class RecentTraits {
    private static let size = 256
    private let types = UnsafeMutablePointer<UInt>.allocate(capacity: size)
    private let entries = UnsafeMutablePointer<Unmanaged<ViewTraits>?>.allocate(capacity: size)

    init() {
        types.initialize(repeating: 0, count: Self.size)
        entries.initialize(repeating: nil, count: Self.size)
    }

    private func slot(_ id: UInt) -> Int {
        Int(truncatingIfNeeded: id >> 4) & (Self.size - 1)
    }

    func traits(of id: ObjectIdentifier) -> ViewTraits? {
        let bits = UInt(bitPattern: id)
        let slot = slot(bits)
        return types[slot] == bits ? entries[slot]?.takeUnretainedValue() : nil
    }

    func remember(_ traits: ViewTraits, of id: ObjectIdentifier) {
        let bits = UInt(bitPattern: id)
        let slot = slot(bits)
        types[slot] = bits
        entries[slot] = Unmanaged.passUnretained(traits)
    }
}

/// `==` of `T` on two views known to be `T`s: the values are opened, not cast
/// through the dynamic-cast machinery.
private func equality<T: Equatable>(of _: T) -> (any View, any View) -> Bool {
    // No `T?` on the way: in this unspecialized code, the metadata of an
    // optional of `T` is a runtime lookup (about 300 instructions) per call.
    { lhs, rhs in
        func openLeft<L: View>(_ lhs: L) -> Bool {
            func openRight<R: View>(_ rhs: R) -> Bool {
                guard L.self == T.self, R.self == T.self else { return false }
                return unsafeBitCast(lhs, to: T.self) == unsafeBitCast(rhs, to: T.self)
            }
            return openRight(rhs)
        }
        return openLeft(lhs)
    }
}

/// `==` of `T` on the values of type `T` at two addresses.
private func pointeeEquality<T: Equatable>(of _: T) -> (UnsafeRawPointer, UnsafeRawPointer) -> Bool
{
    {
        // Reached as `inout`, the values are compared where they are: reading
        // `pointee` in this unspecialized code would copy each one first.
        areEqual(
            &UnsafeMutableRawPointer(mutating: $0).assumingMemoryBound(to: T.self).pointee,
            &UnsafeMutableRawPointer(mutating: $1).assumingMemoryBound(to: T.self).pointee)
    }
}

/// `==` on two values it does not change.
private func areEqual<T: Equatable>(_ lhs: inout T, _ rhs: inout T) -> Bool {
    lhs == rhs
}

/// Whether a component can skip rendering: an equal `Equatable` value, or a
/// type with no stored properties (its output depends only on its hooks).
@MainActor func isSameView(_ old: any View, _ new: any View) -> Bool {
    switch ViewTraits.of(existential: new).sameness {
    case .never: false
    case .always: true
    case .equal(let isEqual, _): isEqual(old, new)
    }
}
