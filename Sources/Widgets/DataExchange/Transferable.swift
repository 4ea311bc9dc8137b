import FoundationEssentials

/// A value that can be copied to the clipboard, dragged and dropped.
///
/// A type says what it travels as (``transferItems``, most faithful first)
/// and how it is made back from an item (``init(transferItem:)``). Without
/// any code, a `Sendable` type travels as itself, within the app only:
///
/// ```swift
/// struct Todo: Hashable, Sendable, Transferable {
///     var title: String
///     // Also text, so it can be pasted into another app.
///     var transferItems: [TransferItem] { [.value(self), .text(title)] }
/// }
/// ```
///
/// `String` travels as text, `URL` as a file, ``PNGImage`` as an image.
public protocol Transferable: Sendable {
    /// The kinds of items this type is read from, in order of preference.
    static var transferKinds: [TransferKind] { get }
    /// What the value travels as, most faithful first.
    var transferItems: [TransferItem] { get }
    /// The value an item holds; nil when the item is not one of this type.
    init?(transferItem: TransferItem)
}

extension Transferable {
    /// Read from the app's own values.
    public static var transferKinds: [TransferKind] { [.value] }

    /// The value itself, within the app.
    public var transferItems: [TransferItem] { [.value(self)] }

    /// The value of a `.value` item of this type.
    public init?(transferItem: TransferItem) {
        guard case .value(let value) = transferItem, let value = value as? Self else { return nil }
        self = value
    }
}

/// One thing on the clipboard or in a drag.
public enum TransferItem: Sendable {
    /// Plain text.
    case text(String)
    /// A file (or any address a file manager gives, as a URI).
    case file(URL)
    /// An image.
    case image(PNGImage)
    /// A value of the app's own, which travels only within the app.
    case value(any Sendable)

    /// The kind of the item.
    public var kind: TransferKind {
        switch self {
        case .text: .text
        case .file: .file
        case .image: .image
        case .value: .value
        }
    }
}

/// The kinds of ``TransferItem``.
public enum TransferKind: Hashable, Sendable, CaseIterable {
    /// Plain text.
    case text
    /// Files, as URIs.
    case file
    /// An image.
    case image
    /// The app's own values.
    case value
}

extension String: Transferable {
    /// Read from text.
    public static var transferKinds: [TransferKind] { [.text] }
    /// Travels as text.
    public var transferItems: [TransferItem] { [.text(self)] }
    /// The text of a `.text` item.
    public init?(transferItem: TransferItem) {
        guard case .text(let text) = transferItem else { return nil }
        self = text
    }
}

extension URL: Transferable {
    /// Read from files.
    public static var transferKinds: [TransferKind] { [.file] }
    /// Travels as a file.
    public var transferItems: [TransferItem] { [.file(self)] }
    /// The address of a `.file` item.
    public init?(transferItem: TransferItem) {
        guard case .file(let url) = transferItem else { return nil }
        self = url
    }
}
