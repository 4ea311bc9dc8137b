import CGtk

/// One thing on the clipboard or in a drag, as GTK carries it.
public enum ExchangeItem: Sendable {
    /// Text (`G_TYPE_STRING`; `text/plain` to other apps).
    case text(String)
    /// A file's URI (one entry of a `GdkFileList`; `text/uri-list` to other apps).
    case fileURI(String)
    /// An image as PNG bytes (a `GdkTexture`; `image/png` to other apps).
    case png([UInt8])
    /// A Swift value, carried as itself within this process only.
    case swiftValue(any Sendable)

    /// The kind of the item.
    public var kind: ExchangeKind {
        switch self {
        case .text: .text
        case .fileURI: .files
        case .png: .texture
        case .swiftValue: .swiftValue
        }
    }
}

/// The kinds of ``ExchangeItem``, each one GType of GDK's content exchange.
public enum ExchangeKind: Hashable, Sendable, CaseIterable {
    /// `G_TYPE_STRING`.
    case text
    /// `GDK_TYPE_FILE_LIST`.
    case files
    /// `GDK_TYPE_TEXTURE`.
    case texture
    /// The boxed type `GtkHooksSwiftValue`, a retained Swift value.
    case swiftValue

    /// The GType values of this kind have.
    var gtype: GType {
        switch self {
        case .text: stringGType
        case .files: gdk_file_list_get_type()
        case .texture: gdk_texture_get_type()
        case .swiftValue: swiftValueGType
        }
    }

    /// The kind whose GType is `gtype`, if any.
    static func of(_ gtype: GType) -> ExchangeKind? {
        allCases.first { $0.gtype == gtype }
    }
}

let stringGType = g_type_from_name("gchararray")

/// The immutable box a `GtkHooksSwiftValue` points to.
final class SwiftValueBox: Sendable {
    let value: any Sendable

    init(_ value: any Sendable) { self.value = value }
}

/// A boxed GType whose copy retains a ``SwiftValueBox`` and whose free
/// releases it, so a GValue (and GDK's content providers) can carry a Swift value.
let swiftValueGType: GType = g_boxed_type_register_static(
    "GtkHooksSwiftValue",
    { pointer in
        guard let pointer else { return nil }
        _ = Unmanaged<SwiftValueBox>.fromOpaque(pointer).retain()
        return pointer
    },
    { pointer in
        guard let pointer else { return }
        Unmanaged<SwiftValueBox>.fromOpaque(pointer).release()
    })
