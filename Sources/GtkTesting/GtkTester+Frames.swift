import Foundation
import Gtk

extension GtkTester {
    /// Waits until the window has painted a frame that started after this call:
    /// renders scheduled before it are then on screen.
    public func nextFrame(of window: Gtk.Window? = nil) async {
        guard let window = window ?? windows.first, let clock = window.frameClock else { return }
        let start = clock.frameCounter
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            var resumed = false
            clock.onAfterPaint {
                guard !resumed, clock.frameCounter > start else {
                    if !resumed { clock.requestAfterPaint() }
                    return
                }
                resumed = true
                continuation.resume()
            }
            clock.requestAfterPaint()
        }
        withExtendedLifetime(clock) {}
    }

    /// The pixels of `widget` (a window by default) as drawn now.
    public func pixels(of widget: Gtk.Widget? = nil) throws -> Pixels {
        guard let widget = widget ?? windows.first, let pixels = widget.renderPixels() else {
            throw GtkTesterError.unsupported("the widget is not drawn in a realized window")
        }
        return pixels
    }

    /// A PNG of `widget` (a window by default) as drawn now, rendered in-process.
    public func screenshot(of widget: Gtk.Widget? = nil) throws -> Data {
        guard let widget = widget ?? windows.first else {
            throw GtkTesterError.unsupported("no window to take a screenshot of")
        }
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("gtktester-\(getpid())-\(UInt.random(in: 0...UInt.max)).png")
            .path
        defer { try? FileManager.default.removeItem(atPath: path) }
        guard widget.savePNG(to: path) else {
            throw GtkTesterError.unsupported("the widget is not drawn in a realized window")
        }
        return try Data(contentsOf: URL(fileURLWithPath: path))
    }
}
