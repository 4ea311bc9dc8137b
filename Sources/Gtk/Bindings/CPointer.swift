import CGtk

// Generated code holds every GObject as a `gpointer` and lets the C function
// it calls pick the pointer type: GTK's public structs import as
// `UnsafeMutablePointer<T>`, its opaque ones as `OpaquePointer`, and GIR does
// not say which is which.

/// A C pointer type that generated code converts a `gpointer` to.
protocol CPointer {
    /// The pointer `raw`, typed.
    init(raw: gpointer)
}

extension OpaquePointer: CPointer {
    init(raw: gpointer) { self.init(raw) }
}

extension UnsafeMutableRawPointer: CPointer {
    init(raw: gpointer) { self = raw }
}

extension UnsafePointer: CPointer {
    init(raw: gpointer) { self.init(raw.assumingMemoryBound(to: Pointee.self)) }
}

extension UnsafeMutablePointer: CPointer {
    init(raw: gpointer) { self = raw.assumingMemoryBound(to: Pointee.self) }
}

/// `pointer` as the pointer type the context needs (a C function's parameter).
func cast<Pointer: CPointer>(_ pointer: gpointer) -> Pointer {
    Pointer(raw: pointer)
}

/// `pointer`, if any, as the pointer type the context needs.
func castOptional<Pointer: CPointer>(_ pointer: gpointer?) -> Pointer? {
    pointer.map(Pointer.init(raw:))
}

/// A typed C pointer as a `gpointer`.
func rawPointer<Pointee>(_ pointer: UnsafeMutablePointer<Pointee>?) -> gpointer? {
    pointer.map { UnsafeMutableRawPointer($0) }
}

/// A typed pointer to constant C data as a `gpointer`.
func rawPointer<Pointee>(_ pointer: UnsafePointer<Pointee>?) -> gpointer? {
    pointer.map { UnsafeMutableRawPointer(mutating: $0) }
}

/// An opaque C pointer as a `gpointer`.
func rawPointer(_ pointer: OpaquePointer?) -> gpointer? {
    pointer.map { UnsafeMutableRawPointer($0) }
}

/// A `gpointer` unchanged (signal arguments arrive untyped).
func rawPointer(_ pointer: gpointer?) -> gpointer? {
    pointer
}

/// `function` as the C function pointer type `type` that a C API declares:
/// a generated trampoline takes its pointer arguments untyped. (Generic, so
/// a trampoline whose type already matches needs no separate spelling.)
func cFunction<Function, CFunction>(_ function: Function, as type: CFunction.Type) -> CFunction {
    unsafeBitCast(function, to: type)
}
