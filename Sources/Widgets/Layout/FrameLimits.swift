/// The size limits of `.frame(minWidth:idealWidth:maxWidth:...)`, in pixels.
///
/// `nil` leaves a limit to the content; `Double.infinity` as a maximum lets
/// the frame take all the space it is given (and expand for it).
public struct FrameLimits: Hashable, Sendable {
    /// The smallest width.
    public var minWidth: Double?
    /// The width asked for, within the limits; nil asks the content's.
    public var idealWidth: Double?
    /// The largest width the content gets.
    public var maxWidth: Double?
    /// The smallest height.
    public var minHeight: Double?
    /// The height asked for, within the limits; nil asks the content's.
    public var idealHeight: Double?
    /// The largest height the content gets.
    public var maxHeight: Double?
    /// Where the content sits when the frame is larger than it.
    public var alignment: ContentAlignment

    /// Limits with the given values; none by default, content centred.
    public init(
        minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
        minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
        alignment: ContentAlignment = .center
    ) {
        self.minWidth = minWidth
        self.idealWidth = idealWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.idealHeight = idealHeight
        self.maxHeight = maxHeight
        self.alignment = alignment
    }
}
