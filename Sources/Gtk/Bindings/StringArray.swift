import CGtk

/// A NULL-terminated C array of copies of Swift strings, allocated with
/// GLib's allocator and freed with `g_strfreev` when released; generated code
/// keeps it alive across the call it is passed to.
final class StringArray {
    /// The array, or NULL when made from nil.
    let pointer: gpointer?

    /// Copies `strings`; nil gives a NULL array.
    init(_ strings: [String]?) {
        guard let strings else {
            pointer = nil
            return
        }
        let size = gsize((strings.count + 1) * MemoryLayout<gpointer>.stride)
        let array = g_malloc0(size).assumingMemoryBound(to: UnsafeMutablePointer<CChar>?.self)
        for (index, string) in strings.enumerated() { array[index] = g_strdup(string) }
        pointer = UnsafeMutableRawPointer(array)
    }

    deinit {
        g_strfreev(pointer?.assumingMemoryBound(to: UnsafeMutablePointer<CChar>?.self))
    }
}

/// The strings of a NULL-terminated array GTK keeps (transfer none); nil for NULL.
func borrowedStrings(_ array: gpointer?) -> [String]? {
    guard let array else { return nil }
    let strings = array.assumingMemoryBound(to: UnsafeMutablePointer<CChar>?.self)
    var result: [String] = []
    var index = 0
    while let string = strings[index] {
        result.append(String(cString: string))
        index += 1
    }
    return result
}

/// The strings of a NULL-terminated array the caller owns (transfer full),
/// which is then freed with `g_strfreev`; nil for NULL.
func ownedStrings(_ array: gpointer?) -> [String]? {
    defer { g_strfreev(array?.assumingMemoryBound(to: UnsafeMutablePointer<CChar>?.self)) }
    return borrowedStrings(array)
}
