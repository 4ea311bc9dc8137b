// The C-ABI handshake between the dev runner and an app image: the image's
// entry returns a retained ImageApp, whose closure makes the app's body.

import Reconciler

/// The name of the C function every app image exports.
public let imageEntrySymbol = "gtkhooks_dev_image_app"

/// What one loaded app image exports: the app's body and its CSS.
///
/// An image's generated entry returns ``export(_:)``'s pointer; the runner takes it back
/// with ``take(_:)`` and renders ``makeBody()`` in a refresh pass.
@MainActor public final class ImageApp {
    /// Makes the app's body (its scenes: its `App`'s `body`).
    public let makeBody: @MainActor () -> Element
    /// The app's CSS (its `App`'s `css`), nil when the app gives none.
    public let css: String?

    /// An app whose body `makeBody` makes, with the app's `css`.
    public init(css: String? = nil, _ makeBody: @escaping @MainActor () -> Element) {
        self.css = css
        self.makeBody = makeBody
    }

    /// A retained pointer to an app whose body is `content`, with the app's `css`,
    /// for an image's C entry.
    public static func export<Content: View>(
        css: String? = nil, @ViewBuilder _ content: @escaping @MainActor () -> Content
    ) -> UnsafeMutableRawPointer {
        Unmanaged.passRetained(ImageApp(css: css) { Element(content()) }).toOpaque()
    }

    /// The app behind a pointer made by ``export(_:)``, released from its extra retain.
    public static func take(_ pointer: UnsafeMutableRawPointer) -> ImageApp {
        Unmanaged<ImageApp>.fromOpaque(pointer).takeRetainedValue()
    }
}
