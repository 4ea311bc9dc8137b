// The C-ABI handshake between the dev runner and an app image: the image's
// entry returns a retained ImageRoot, whose closure makes the app's root view.

import Reconciler

/// The name of the C function every app image exports.
public let imageEntrySymbol = "gtkhooks_dev_image_root"

/// The root view of one loaded app image.
///
/// An image's generated entry returns ``export(_:)``'s pointer; the runner takes it back
/// with ``take(_:)`` and renders ``makeRoot()`` in a refresh pass.
@MainActor public final class ImageRoot {
    /// Makes the image's root view (the app's scenes: its `App`'s `body`).
    public let makeRoot: @MainActor () -> Element
    /// The app's CSS (its `App`'s `css`), nil when the app gives none.
    public let css: String?

    /// A root made by `makeRoot`, with the app's `css`.
    public init(css: String? = nil, _ makeRoot: @escaping @MainActor () -> Element) {
        self.css = css
        self.makeRoot = makeRoot
    }

    /// A retained pointer to a root made by `content` with the app's `css`, for an
    /// image's C entry.
    public static func export<Content: View>(
        css: String? = nil, @ViewBuilder _ content: @escaping @MainActor () -> Content
    ) -> UnsafeMutableRawPointer {
        Unmanaged.passRetained(ImageRoot(css: css) { Element(content()) }).toOpaque()
    }

    /// The root behind a pointer made by ``export(_:)``, released from its extra retain.
    public static func take(_ pointer: UnsafeMutableRawPointer) -> ImageRoot {
        Unmanaged<ImageRoot>.fromOpaque(pointer).takeRetainedValue()
    }
}
