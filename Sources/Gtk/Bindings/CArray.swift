import CGtk

// C arrays with a separate length, as generated code passes and receives them.

/// The `count` values of a C array GTK keeps (transfer none); empty for NULL.
func borrowedArray<Element>(_ pointer: UnsafePointer<Element>?, count: some BinaryInteger)
    -> [Element]
{
    guard let pointer else { return [] }
    return Array(UnsafeBufferPointer(start: pointer, count: Int(count)))
}

/// The `count` values of a C array GTK keeps (transfer none); empty for NULL.
func borrowedArray<Element>(_ pointer: UnsafeMutablePointer<Element>?, count: some BinaryInteger)
    -> [Element]
{
    borrowedArray(UnsafePointer(pointer), count: count)
}

/// The `count` values of a C array the caller owns, which is then freed
/// with `g_free`; empty for NULL.
func ownedArray<Element>(_ pointer: UnsafeMutablePointer<Element>?, count: some BinaryInteger)
    -> [Element]
{
    defer { g_free(pointer) }
    return borrowedArray(pointer, count: count)
}

/// The `count` strings of a C array GTK keeps (transfer none); empty for NULL.
func borrowedStrings(_ array: gpointer?, count: some BinaryInteger) -> [String] {
    guard let array else { return [] }
    let strings = array.assumingMemoryBound(to: UnsafeMutablePointer<CChar>?.self)
    return (0..<Int(count)).map { strings[$0].map { String(cString: $0) } ?? "" }
}

/// The `count` strings of a C array the caller owns: the array is freed with
/// `g_free`, and each string too when `freeingElements` (transfer full, not
/// container).
func ownedStrings(_ array: gpointer?, count: some BinaryInteger, freeingElements: Bool)
    -> [String]
{
    defer {
        if freeingElements, let array {
            let strings = array.assumingMemoryBound(to: UnsafeMutablePointer<CChar>?.self)
            for index in 0..<Int(count) { g_free(strings[index]) }
        }
        g_free(array)
    }
    return borrowedStrings(array, count: count)
}

/// A C array of object pointers for one call (transfer none), allocated
/// with GLib's allocator and freed when released; generated code keeps it
/// alive across the call.
final class PointerArray {
    /// The array, or NULL when made from nil.
    let pointer: gpointer?

    /// Copies the pointers `pointers`; nil gives a NULL array.
    init(_ pointers: [gpointer]?) {
        guard let pointers else {
            pointer = nil
            return
        }
        let array = g_malloc0(gsize((pointers.count + 1) * MemoryLayout<gpointer>.stride))
            .assumingMemoryBound(to: gpointer?.self)
        for (index, element) in pointers.enumerated() { array[index] = element }
        pointer = UnsafeMutableRawPointer(array)
    }

    deinit {
        g_free(pointer)
    }
}
