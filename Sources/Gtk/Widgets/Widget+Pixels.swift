import CGtk

/// The pixels of a rendered widget: 8-bit premultiplied BGRA (GDK's default
/// memory format), row by row.
public struct Pixels: Equatable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width * height * 4` bytes.
    public let bytes: [UInt8]

    /// The number of pixels that differ between two images of the same size.
    public func differingPixels(from other: Pixels) -> Int {
        guard width == other.width, height == other.height else { return width * height }
        var count = 0
        var index = 0
        while index < bytes.count {
            if bytes[index..<index + 4] != other.bytes[index..<index + 4] { count += 1 }
            index += 4
        }
        return count
    }

    /// The pixel at column `x`, row `y` (origin top left), not premultiplied.
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

    /// The mean luminance of the mostly opaque pixels, from 0 (black) to 1 (white).
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

/// One pixel of ``Pixels``: 8-bit channels, not premultiplied.
public struct Pixel: Equatable, Sendable {
    /// Red, 0...255.
    public var red: UInt8
    /// Green, 0...255.
    public var green: UInt8
    /// Blue, 0...255.
    public var blue: UInt8
    /// Opacity, from 0 (transparent) to 255 (opaque).
    public var alpha: UInt8

    /// A pixel with the given channels, opaque unless `alpha` says otherwise.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Perceived brightness from 0 (black) to 1 (white), with the weights of Rec 709.
    public var luminance: Double {
        (0.2126 * Double(red) + 0.7152 * Double(green) + 0.0722 * Double(blue)) / 255
    }
}

extension Widget {
    /// Renders the widget as it is drawn now, in-process with its window's
    /// renderer; nil if it is not in a realized window.
    public func renderPixels() -> Pixels? {
        withRenderedTexture { texture in
            let width = Int(gdk_texture_get_width(texture))
            let height = Int(gdk_texture_get_height(texture))
            var bytes = [UInt8](repeating: 0, count: width * height * 4)
            bytes.withUnsafeMutableBufferPointer { buffer in
                gdk_texture_download(texture, buffer.baseAddress, gsize(width * 4))
            }
            return Pixels(width: width, height: height, bytes: bytes)
        }
    }
}
