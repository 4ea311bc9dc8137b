import FoundationEssentials

/// An image as the bytes of a PNG file: what the clipboard gives and takes.
///
/// ```swift
/// clipboard.copy(PNGImage(data: try Data(contentsOf: url)))
/// ```
public struct PNGImage: Hashable, Sendable, Transferable {
    /// The PNG file's bytes.
    public var data: Data

    /// An image of the PNG bytes `data`.
    public init(data: Data) { self.data = data }

    /// Read from images.
    public static var transferKinds: [TransferKind] { [.image] }
    /// Travels as an image.
    public var transferItems: [TransferItem] { [.image(self)] }
    /// The image of an `.image` item.
    public init?(transferItem: TransferItem) {
        guard case .image(let image) = transferItem else { return nil }
        self = image
    }
}
