// A state value crosses from one app image to the next through its Codable
// form: the new image's type of the same name decodes what the old one encoded.

import Foundation

/// `value` encoded by its own type and decoded as `type`; `nil` when either side is
/// not `Codable` or the new type cannot read the old encoding (a renamed case, say).
///
/// This is the carry ``DevSession`` passes to `Renderer.refresh(carrying:_:)`.
@MainActor public func carryThroughCodable(_ value: Any, to type: Any.Type) -> Any? {
    guard let value = value as? any Encodable, let type = type as? any Decodable.Type else {
        return nil
    }
    do {
        // Wrapped in an array: a top-level fragment (a bare enum case) encodes too.
        let data = try JSONEncoder().encode([AnyEncodable(value)])
        return try decodeFirst(type, from: data)
    } catch {
        return nil
    }
}

/// Any `Encodable` value, encodable where a concrete type is needed.
struct AnyEncodable: Encodable {
    let value: any Encodable

    init(_ value: any Encodable) {
        self.value = value
    }

    func encode(to encoder: any Encoder) throws {
        try value.encode(to: encoder)
    }
}

/// The first element of a JSON array of `T`.
func decodeFirst<T: Decodable>(_ type: T.Type, from data: Data) throws -> Any? {
    try JSONDecoder().decode([T].self, from: data).first
}
