import CGtk

extension ExchangeItem {
    /// The items a GValue of one of the ``ExchangeKind`` types holds
    /// (several for a file list); empty for another type or an empty value.
    @MainActor static func items(in value: UnsafePointer<GValue>) -> [ExchangeItem] {
        switch ExchangeKind.of(value.pointee.g_type) {
        case .text:
            return borrowedString(g_value_get_string(value)).map { [.text($0)] } ?? []
        case .files:
            guard let list = g_value_get_boxed(value) else { return [] }
            let files = gdk_file_list_get_files(OpaquePointer(list))
            defer { g_slist_free(files) }
            var items: [ExchangeItem] = []
            var node = files
            while let current = node {
                if let file = current.pointee.data, let uri = g_file_get_uri(OpaquePointer(file)) {
                    items.append(.fileURI(String(cString: uri)))
                    g_free(uri)
                }
                node = current.pointee.next
            }
            return items
        case .texture:
            guard let texture = g_value_get_object(value),
                let bytes = gdk_texture_save_to_png_bytes(OpaquePointer(texture))
            else { return [] }
            defer { g_bytes_unref(bytes) }
            var size = 0
            guard let data = g_bytes_get_data(bytes, &size) else { return [] }
            return [.png(Array(UnsafeRawBufferPointer(start: data, count: size)))]
        case .swiftValue:
            guard let box = g_value_get_boxed(value) else { return [] }
            return [
                .swiftValue(Unmanaged<SwiftValueBox>.fromOpaque(box).takeUnretainedValue().value)
            ]
        case nil:
            return []
        }
    }

    /// Calls `body` with a GValue holding `items` (all of one kind: the
    /// first's), or with nil when they cannot be held (a PNG GDK cannot read,
    /// which is logged).
    @MainActor static func withValue<Result>(
        of items: [ExchangeItem], _ body: (UnsafePointer<GValue>?) -> Result
    ) -> Result {
        guard let first = items.first else { return body(nil) }
        var value = GValue()
        g_value_init(&value, first.kind.gtype)
        defer { g_value_unset(&value) }
        switch first {
        case .text(let text):
            g_value_set_string(&value, text)
        case .fileURI:
            var files: [OpaquePointer?] = items.compactMap {
                guard case .fileURI(let uri) = $0 else { return nil }
                return g_file_new_for_uri(uri)
            }
            let list = gdk_file_list_new_from_array(&files, gsize(files.count))
            for file in files { g_object_unref(UnsafeMutableRawPointer(file)) }
            g_value_take_boxed(&value, UnsafeRawPointer(list))
        case .png(let bytes):
            guard let texture = texture(fromPNG: bytes) else { return body(nil) }
            g_value_take_object(&value, UnsafeMutableRawPointer(texture))
        case .swiftValue(let swiftValue):
            let box = SwiftValueBox(swiftValue)
            withExtendedLifetime(box) {
                g_value_set_boxed(&value, Unmanaged.passUnretained(box).toOpaque())
            }
        }
        return body(&value)
    }

    /// A texture of PNG `bytes` (transfer full), or nil with a warning when
    /// GDK cannot read them.
    @MainActor private static func texture(fromPNG bytes: [UInt8]) -> OpaquePointer? {
        let data = bytes.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(data) }
        var error: UnsafeMutablePointer<GError>?
        guard let texture = gdk_texture_new_from_bytes(data, &error) else {
            let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            g_clear_error(&error)
            Log.warning(
                "an image of \(bytes.count) bytes is not a PNG GDK can read (\(reason)); it was left out"
            )
            return nil
        }
        return texture
    }
}
