import FoundationEssentials

/// One JSON value of a preferences file, kept as the text it was read as (or
/// encoded to) until a view asks for it as a type.
///
/// A value is never decoded and encoded again on its way back to the file,
/// so what this run does not set is written back byte for byte: integers
/// beyond 64 bits, 35 digits of pi, `1e-400` and keys the app does not know.
struct PreferenceValue: Equatable {
    /// The value's JSON text in UTF-8.
    let json: [UInt8]

    /// The value written as `json`.
    init(json: [UInt8]) {
        self.json = json
    }

    /// The JSON text `value` encodes to, indented to sit one level inside
    /// the file's object.
    init(encoding value: some Encodable) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        var indented: [UInt8] = []
        // JSON strings hold no raw line breaks, so every one is layout.
        for byte in try encoder.encode(value) {
            indented.append(byte)
            if byte == UInt8(ascii: "\n") { indented.append(contentsOf: [0x20, 0x20]) }
        }
        json = indented
    }

    /// The value as a `Value`; throws when it is not one.
    func decoded<Value: Decodable>(as type: Value.Type) throws -> Value {
        try JSONDecoder().decode(Value.self, from: Data(json))
    }
}
