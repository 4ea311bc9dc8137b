import FoundationEssentials

/// A todo in the saved file is a JSON object with `id`, `title` and
/// `isDone`; any other field is kept in `otherFields` and saved again, so
/// saving never drops what it did not read.
nonisolated extension Todo: Codable {
    private struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }

        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }

        static let id = Key("id")
        static let title = Key("title")
        static let isDone = Key("isDone")
        static let known: Set<String> = ["id", "title", "isDone"]
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        id = try container.decode(UUID.self, forKey: .id)
        title = try container.decode(String.self, forKey: .title)
        isDone = try container.decode(Bool.self, forKey: .isDone)
        for key in container.allKeys where !Key.known.contains(key.stringValue) {
            otherFields[key.stringValue] = try container.decode(JSONValue.self, forKey: key)
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        for (name, value) in otherFields where !Key.known.contains(name) {
            try container.encode(value, forKey: Key(name))
        }
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
        try container.encode(isDone, forKey: .isDone)
    }
}
