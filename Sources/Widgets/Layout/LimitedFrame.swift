import Reconciler

/// A frame that keeps its content within size limits, made by
/// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
///
/// A GTK widget has a minimum size but no maximum: the frame is a widget of
/// its own that measures its content and gives it at most the maximum,
/// placed by `alignment` in the space left over. The content never gets less
/// than its own minimum, whatever the maximum says.
public struct LimitedFrame: Widget, ToolkitWidget {
    /// The accessible role: a group.
    public static var role: WidgetRole { .group }

    /// The limits.
    public var limits: FrameLimits
    /// Common modifiers.
    public var modifiers = WidgetModifiers()
    /// The content; GTK shows the first of several.
    public var content: Element

    /// A frame around `content` within `limits`.
    public init<Content: View>(_ limits: FrameLimits, content: Content) {
        self.limits = limits
        self.content = Element(content)
    }
}

extension View {
    /// Keeps this view within size limits, in pixels.
    ///
    /// At least the minimums, the ideal sizes when there is room, at most the
    /// maximums, placed by `alignment` in a larger space. `maxWidth: .infinity`
    /// takes all the width given. `frame(width:height:)` is a minimum size alone.
    ///
    /// ```swift
    /// TextField("Name", text: name)
    ///     .frame(minWidth: 120, maxWidth: 320, alignment: .leading)
    /// ```
    public func frame(
        minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
        minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
        alignment: ContentAlignment = .center
    ) -> LimitedFrame {
        let limits = FrameLimits(
            minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
            idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment)
        return LimitedFrame(limits, content: self)
    }
}
