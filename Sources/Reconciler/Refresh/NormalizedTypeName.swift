// The name that identifies a type across app images. A rebuilt image gives every
// app type new metadata, so identities compare by name in a refresh; the part
// of a name that belongs to one image is dropped.

/// The fully qualified name of `type` with its image-specific part removed.
///
/// The runtime names the context of a private, fileprivate or local type by its
/// address in the image, `(unknown context at $7f31c2a0)`; that becomes `(local)`.
/// Everything else, module names and generic arguments included, is kept, so two types
/// of one image with the same normalized name are told apart only by their place in
/// the tree.
public func normalizedTypeName(_ type: Any.Type) -> String {
    normalizedTypeName(String(reflecting: type))
}

/// The normalized name of the type an element's type identifier stands for.
func normalizedTypeName(of id: ObjectIdentifier) -> String {
    // An element's type identifier is its metatype: the same pointer.
    normalizedTypeName(unsafeBitCast(id, to: Any.Type.self))
}

/// `name` with every `(unknown context at $<hex>)` replaced by `(local)`.
func normalizedTypeName(_ name: String) -> String {
    let marker = "(unknown context at $"
    guard name.contains(marker) else { return name }
    var result = ""
    var rest = name[...]
    while let start = rest.firstRange(of: marker) {
        result += rest[..<start.lowerBound]
        result += "(local)"
        rest = rest[start.upperBound...]
        if let close = rest.firstIndex(of: ")") { rest = rest[rest.index(after: close)...] }
    }
    return result + rest
}
