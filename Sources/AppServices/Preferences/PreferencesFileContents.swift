import FoundationEssentials

/// The JSON object of a preferences file as a list of members in the file's
/// order, each value kept as written (see `PreferenceValue`).
struct PreferencesFileContents: Equatable {
    private struct Member: Equatable {
        var key: String
        var keyJSON: [UInt8]
        var value: PreferenceValue
    }

    private var members: [Member] = []

    /// No preferences.
    init() {}

    /// The object `data` holds; throws `JSONObjectScanner.Malformed` when
    /// it is not one JSON object.
    init(parsing data: Data) throws {
        members = try JSONObjectScanner.members(of: Array(data)).map {
            Member(key: $0.key, keyJSON: $0.keyJSON, value: PreferenceValue(json: $0.valueJSON))
        }
    }

    /// Every key, each once.
    var keys: Set<String> { Set(members.map(\.key)) }

    /// The value under `key`; of a key written twice, the last one (as
    /// JavaScript reads it).
    func value(for key: String) -> PreferenceValue? {
        members.last { $0.key == key }?.value
    }

    /// Puts `value` under `key`: in the place of the key's first member
    /// (the other members of that key go), else before the first key that
    /// sorts after it, so a sorted file stays sorted.
    mutating func set(_ value: PreferenceValue, for key: String) {
        if let first = members.firstIndex(where: { $0.key == key }) {
            members[first].value = value
            members = members.enumerated()
                .filter { $0.offset <= first || $0.element.key != key }.map(\.element)
        } else {
            // Encoding a String cannot fail.
            let keyJSON = (try? JSONEncoder().encode(key)).map(Array.init) ?? []
            let index = members.firstIndex { $0.key > key } ?? members.endIndex
            members.insert(Member(key: key, keyJSON: keyJSON, value: value), at: index)
        }
    }

    /// The file's text: one member a line.
    func serialized() -> Data {
        guard !members.isEmpty else { return Data("{}\n".utf8) }
        var text = Array("{\n".utf8)
        for (index, member) in members.enumerated() {
            text += Array("  ".utf8) + member.keyJSON + Array(": ".utf8) + member.value.json
            text += Array((index == members.count - 1 ? "\n" : ",\n").utf8)
        }
        text += Array("}\n".utf8)
        return Data(text)
    }
}
