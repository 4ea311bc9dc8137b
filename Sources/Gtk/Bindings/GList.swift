import CGtk

// GLib's linked lists (`GList`, `GSList`) as generated code reads and passes
// them: a Swift array on the Swift side.

/// The elements of a `GList` a call returned, in order, each made by
/// `element` from its data pointer (nil results are left out).
///
/// With `freeingList` (transfer container or full) the caller owns the list,
/// freed here with `g_list_free` once read; with transfer full `element`
/// takes over each element (the wrapper adopts it), so no element is freed
/// or unreferenced twice.
func listElements<Element>(
    _ list: UnsafeMutablePointer<GList>?, freeingList: Bool, _ element: (gpointer?) -> Element?
) -> [Element] {
    defer { if freeingList { g_list_free(list) } }
    return listElements(UnsafePointer(list), freeingList: false, element)
}

/// The elements of a `const GList *` a call returned (GTK keeps it).
func listElements<Element>(
    _ list: UnsafePointer<GList>?, freeingList: Bool, _ element: (gpointer?) -> Element?
) -> [Element] {
    var result: [Element] = []
    var node = list
    while let current = node {
        if let value = element(current.pointee.data) { result.append(value) }
        node = UnsafePointer(current.pointee.next)
    }
    if freeingList { g_list_free(UnsafeMutablePointer(mutating: list)) }
    return result
}

/// The elements of a `GSList` a call returned, read as those of a `GList`
/// are; the list is freed with `g_slist_free` when `freeingList`.
func listElements<Element>(
    _ list: UnsafeMutablePointer<GSList>?, freeingList: Bool, _ element: (gpointer?) -> Element?
) -> [Element] {
    defer { if freeingList { g_slist_free(list) } }
    return listElements(UnsafePointer(list), freeingList: false, element)
}

/// The elements of a `const GSList *` a call returned (GTK keeps it).
func listElements<Element>(
    _ list: UnsafePointer<GSList>?, freeingList: Bool, _ element: (gpointer?) -> Element?
) -> [Element] {
    var result: [Element] = []
    var node = list
    while let current = node {
        if let value = element(current.pointee.data) { result.append(value) }
        node = UnsafePointer(current.pointee.next)
    }
    if freeingList { g_slist_free(UnsafeMutablePointer(mutating: list)) }
    return result
}

/// A `GList` of object or record pointers for one call (transfer none: the
/// callee copies what it keeps), freed when released; generated code keeps it
/// alive across the call.
final class PointerList {
    /// The list, or NULL when made from nil or an empty array.
    let list: UnsafeMutablePointer<GList>?

    /// A list of `pointers`, in order.
    init(_ pointers: [gpointer]?) {
        var list: UnsafeMutablePointer<GList>?
        // Prepending in reverse builds the list in linear time.
        for pointer in (pointers ?? []).reversed() { list = g_list_prepend(list, pointer) }
        self.list = list
    }

    deinit {
        g_list_free(list)
    }
}

/// A `GSList` of object or record pointers for one call, as ``PointerList``
/// builds a `GList`.
final class PointerSList {
    /// The list, or NULL when made from nil or an empty array.
    let list: UnsafeMutablePointer<GSList>?

    /// A list of `pointers`, in order.
    init(_ pointers: [gpointer]?) {
        var list: UnsafeMutablePointer<GSList>?
        for pointer in (pointers ?? []).reversed() { list = g_slist_prepend(list, pointer) }
        self.list = list
    }

    deinit {
        g_slist_free(list)
    }
}
