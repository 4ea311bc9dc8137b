import Reconciler

/// An icon from the icon theme, or a picture from a file.
///
/// ```swift
/// Image(iconName: "window-close-symbolic")
/// ```
public struct Image: Widget, ToolkitWidget {
    /// Where the picture comes from.
    public enum Source: Hashable, Sendable {
        /// An icon of the theme, such as `document-open-symbolic`.
        case icon(String)
        /// A file path.
        case file(String)
    }

    /// The accessible role: an image.
    public static var role: WidgetRole { .image }

    /// Where the picture comes from.
    public var source: Source
    /// The icon size in pixels, or `nil` for the default.
    public var pixelSize: Int?
    /// Common modifiers.
    public var modifiers = WidgetModifiers()

    /// An icon of the icon theme.
    @inlinable public init(iconName: String, pixelSize: Int? = nil) {
        source = .icon(iconName)
        self.pixelSize = pixelSize
    }

    /// An icon of the icon theme (SwiftUI's spelling).
    @inlinable public init(systemName: String) {
        self.init(iconName: systemName)
    }

    /// A picture read from the file at `path`.
    @inlinable public init(file path: String) {
        source = .file(path)
    }
}
