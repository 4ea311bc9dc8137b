import FoundationEssentials
import Gtk
import Widgets

extension TransferItem {
    /// The item as GTK carries it (a file as its URI, an image as PNG bytes).
    public var exchangeItem: ExchangeItem {
        switch self {
        case .text(let text): .text(text)
        case .file(let url): .fileURI(url.absoluteString)
        case .image(let image): .png([UInt8](image.data))
        case .value(let value): .swiftValue(value)
        }
    }

    /// The item GTK carried; nil for a URI Foundation cannot read.
    init?(_ item: ExchangeItem) {
        switch item {
        case .text(let text): self = .text(text)
        case .fileURI(let uri):
            guard let url = URL(string: uri) else { return nil }
            self = .file(url)
        case .png(let bytes): self = .image(PNGImage(data: Data(bytes)))
        case .swiftValue(let value): self = .value(value)
        }
    }
}

extension TransferKind {
    /// The kind as GTK carries it.
    var exchangeKind: ExchangeKind {
        switch self {
        case .text: .text
        case .file: .files
        case .image: .texture
        case .value: .swiftValue
        }
    }
}
