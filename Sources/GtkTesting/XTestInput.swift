import CGtk
import Glibc
import Gtk

/// The pointer and keyboard of the tests' X server, moved, clicked and typed
/// on by the server itself through its XTEST extension, so GTK receives the
/// input as it receives a person's (XInput2 events turned into `GdkEvent`s).
///
/// It needs an X11 display with XTEST, as the tests' Xvfb has (`xvfb-run`);
/// on Wayland or without the X libraries there is none (`init()` answers
/// nil). libXtst and libX11 (Debian's `libxtst6`, which `x11-utils` and GTK's
/// accessibility bring) are opened at run time: nothing links an X library,
/// and GDK's X11 functions are looked up in the running process. GtkTester's
/// verbs that GTK 4 cannot perform without a real event (a column header's
/// click) use it; a test may use it directly for any pointer or key input.
@MainActor
public struct XTestInput {
    private typealias XDisplayOf = @convention(c) (OpaquePointer?) -> OpaquePointer?
    private typealias XWindowOf = @convention(c) (OpaquePointer?) -> UInt
    private typealias RootWindow = @convention(c) (OpaquePointer?) -> UInt
    private typealias Translate =
        @convention(c) (
            OpaquePointer?, UInt, UInt, Int32, Int32, UnsafeMutablePointer<Int32>?,
            UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<UInt>?
        ) -> Int32
    private typealias FakeMotion =
        @convention(c) (OpaquePointer?, Int32, Int32, Int32, UInt) -> Int32
    private typealias FakeButton = @convention(c) (OpaquePointer?, UInt32, Int32, UInt) -> Int32
    private typealias Flush = @convention(c) (OpaquePointer?) -> Int32
    private typealias KeycodeOf = @convention(c) (OpaquePointer?, UInt) -> UInt8
    private typealias FakeKey = @convention(c) (OpaquePointer?, UInt32, Int32, UInt) -> Int32

    private let display: OpaquePointer
    private let surfaceWindow: XWindowOf
    private let rootWindow: RootWindow
    private let translate: Translate
    private let fakeMotion: FakeMotion
    private let fakeButton: FakeButton
    private let flush: Flush
    private let keycodeOf: KeycodeOf
    private let fakeKey: FakeKey

    /// The input of the default display's X server; nil when the display
    /// is not an X11 one or the X libraries are missing.
    public init?() {
        guard let process = dlopen(nil, RTLD_NOW), let x11 = dlopen("libX11.so.6", RTLD_NOW),
            let xtest = dlopen("libXtst.so.6", RTLD_NOW),
            let displayOf = Self.function(process, "gdk_x11_display_get_xdisplay", XDisplayOf.self),
            let surfaceWindow = Self.function(process, "gdk_x11_surface_get_xid", XWindowOf.self),
            let rootWindow = Self.function(x11, "XDefaultRootWindow", RootWindow.self),
            let translate = Self.function(x11, "XTranslateCoordinates", Translate.self),
            let flush = Self.function(x11, "XFlush", Flush.self),
            let fakeMotion = Self.function(xtest, "XTestFakeMotionEvent", FakeMotion.self),
            let fakeButton = Self.function(xtest, "XTestFakeButtonEvent", FakeButton.self),
            let keycodeOf = Self.function(x11, "XKeysymToKeycode", KeycodeOf.self),
            let fakeKey = Self.function(xtest, "XTestFakeKeyEvent", FakeKey.self),
            let gdkDisplay = gdk_display_get_default(),
            let isX11 = Self.function(
                process, "gdk_x11_display_get_type", (@convention(c) () -> GType).self),
            g_type_check_instance_is_a(
                UnsafeMutableRawPointer(gdkDisplay).assumingMemoryBound(to: GTypeInstance.self),
                isX11()) != 0,
            let display = displayOf(gdkDisplay)
        else { return nil }
        self.display = display
        self.surfaceWindow = surfaceWindow
        self.rootWindow = rootWindow
        self.translate = translate
        self.fakeMotion = fakeMotion
        self.fakeButton = fakeButton
        self.flush = flush
        self.keycodeOf = keycodeOf
        self.fakeKey = fakeKey
    }

    /// Moves the pointer to (`x`, `y`) in `window`'s surface, which must be mapped.
    public func move(to window: Window, x: Int32, y: Int32) {
        let surface = window.withUnsafePointer { gtk_native_get_surface(OpaquePointer($0)) }
        move(to: surface, x: x, y: y)
    }

    /// Moves the pointer to (`x`, `y`) in the coordinates of `native`, an open
    /// popover or a window GTK made itself (a chooser dialog, which the
    /// tests see as a plain `Widget`).
    ///
    /// Its surface may begin before it, by the width of its shadow.
    public func move(toNative native: Widget, x: Double, y: Double) {
        var offsetX = 0.0
        var offsetY = 0.0
        let surface = native.withUnsafePointer { native in
            gtk_native_get_surface_transform(OpaquePointer(native), &offsetX, &offsetY)
            return gtk_native_get_surface(OpaquePointer(native))
        }
        move(to: surface, x: Int32(x + offsetX), y: Int32(y + offsetY))
    }

    private func move(to surface: OpaquePointer?, x: Int32, y: Int32) {
        let xid = surfaceWindow(surface)
        var rootX: Int32 = 0
        var rootY: Int32 = 0
        var child: UInt = 0
        _ = translate(display, xid, rootWindow(display), x, y, &rootX, &rootY, &child)
        _ = fakeMotion(display, -1, rootX, rootY, 0)
        _ = flush(display)
    }

    /// Presses and releases `button` where the pointer is (4 and 5 scroll).
    public func click(button: UInt32 = 1) {
        _ = fakeButton(display, button, 1, 0)
        _ = fakeButton(display, button, 0, 0)
        _ = flush(display)
    }

    /// Presses `button` where the pointer is, and holds it until ``release(button:)``.
    public func press(button: UInt32 = 1) {
        _ = fakeButton(display, button, 1, 0)
        _ = flush(display)
    }

    /// Releases `button`, held since ``press(button:)``.
    public func release(button: UInt32 = 1) {
        _ = fakeButton(display, button, 0, 0)
        _ = flush(display)
    }

    /// Presses and releases the key of the X keysym `keysym` (`0x61` is `a`),
    /// which goes to the window that has the keyboard focus.
    public func type(keysym: UInt) {
        let keycode = UInt32(keycodeOf(display, keysym))
        _ = fakeKey(display, keycode, 1, 0)
        _ = fakeKey(display, keycode, 0, 0)
        _ = flush(display)
    }

    /// Types `text` key by key, as a person does.
    ///
    /// Each character of Latin-1 (letters, digits, space) is the key of the
    /// keysym of the same code; others are skipped. Upper-case letters are typed with Shift held.
    public func type(_ text: String) {
        for scalar in text.unicodeScalars where scalar.value < 0x100 {
            let isUpper = ("A"..."Z").contains(scalar)
            let keysym = UInt(isUpper ? scalar.value + 0x20 : scalar.value)
            if isUpper {
                type(keysym: keysym, holding: 0xffe1)
            } else {
                type(keysym: keysym)
            }
        }
    }

    /// Presses and releases the key of `keysym` while the key of `modifier`
    /// is held (`0xffe3` is the left Control key).
    public func type(keysym: UInt, holding modifier: UInt) {
        let held = UInt32(keycodeOf(display, modifier))
        _ = fakeKey(display, held, 1, 0)
        type(keysym: keysym)
        _ = fakeKey(display, held, 0, 0)
        _ = flush(display)
    }

    /// Clicks `button` where the pointer is while the key of `modifier` is
    /// held (`0xffe3` Control, `0xffe1` Shift).
    public func click(button: UInt32 = 1, holding modifier: UInt) {
        let held = UInt32(keycodeOf(display, modifier))
        _ = fakeKey(display, held, 1, 0)
        click(button: button)
        _ = fakeKey(display, held, 0, 0)
        _ = flush(display)
    }

    private static func function<Function>(
        _ library: UnsafeMutableRawPointer, _ name: String, _ type: Function.Type
    ) -> Function? {
        dlsym(library, name).map { unsafeBitCast($0, to: type) }
    }
}
