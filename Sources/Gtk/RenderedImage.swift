/// One pixel of a ``RenderedImage``: 8-bit channels, not premultiplied.
public struct Pixel: Equatable, Sendable {
    /// Red, 0...255.
    public var red: UInt8
    /// Green, 0...255.
    public var green: UInt8
    /// Blue, 0...255.
    public var blue: UInt8
    /// Opacity, from 0 (transparent) to 255 (opaque).
    public var alpha: UInt8

    /// Perceived brightness from 0 (black) to 1 (white), with the weights of Rec 709.
    public var luminance: Double {
        (0.2126 * Double(red) + 0.7152 * Double(green) + 0.0722 * Double(blue)) / 255
    }
}

/// A widget rendered to pixels by ``Widget/renderImage()``, for tests that
/// check what is on screen (a colour, a theme, that something was drawn).
public struct RenderedImage: Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    private let bytes: [UInt8]

    /// An image from GDK's default memory layout: premultiplied B, G, R, A bytes
    /// (cairo's ARGB32 on a little-endian machine), rows without padding.
    init(width: Int, height: Int, premultipliedBGRA bytes: [UInt8]) {
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// The pixel at column `x`, row `y` (origin top left).
    public func pixel(x: Int, y: Int) -> Pixel {
        precondition((0..<width).contains(x) && (0..<height).contains(y), "pixel outside image")
        let offset = (y * width + x) * 4
        let alpha = bytes[offset + 3]
        func unpremultiply(_ value: UInt8) -> UInt8 {
            alpha == 0 ? 0 : UInt8(min(255, Int(value) * 255 / Int(alpha)))
        }
        return Pixel(
            red: unpremultiply(bytes[offset + 2]), green: unpremultiply(bytes[offset + 1]),
            blue: unpremultiply(bytes[offset]), alpha: alpha)
    }

    /// The mean luminance of all opaque-enough pixels, from 0 (black) to 1 (white).
    public var averageLuminance: Double {
        var total = 0.0
        var count = 0
        for y in 0..<height {
            for x in 0..<width where bytes[(y * width + x) * 4 + 3] > 127 {
                total += pixel(x: x, y: y).luminance
                count += 1
            }
        }
        return count == 0 ? 0 : total / Double(count)
    }
}
