extension GraphicsContext {
    /// Draws `image` (an icon of the theme or a file, as the ``Image`` view
    /// shows it) scaled to fill `rect`, under the context's transform, clip
    /// and opacity.
    ///
    /// ```swift
    /// Canvas { context, size in
    ///     context.draw(Image(file: "/usr/share/pixmaps/debian-logo.png"),
    ///                  in: Rect(x: 0, y: 0, width: 48, height: 48))
    ///     context.draw(Image(systemName: "edit-find-symbolic"),
    ///                  in: Rect(x: 60, y: 0, width: 16, height: 16))
    /// }
    /// ```
    ///
    /// A file or icon the host cannot load draws nothing, with a warning
    /// naming it.
    public func draw(_ image: Image, in rect: Rect) {
        record(.image(image.source, in: rect))
    }
}
