// Loading an app image: a shared object built from the app's code alone, whose
// framework symbols resolve against the running dev runner.

import Glibc

/// Why an app image could not be loaded.
public struct ImageLoadError: Error, CustomStringConvertible {
    /// The loader's message, naming the image.
    public let description: String
}

/// A loaded app image.
///
/// It is never unloaded: code of the old image (a protocol conformance, a closure still
/// held by a GTK handler) may run after the swap, and `dlclose` would leave those
/// pointers dangling.
@MainActor public struct AppImage {
    /// The file the image was loaded from (a new name per build: the loader caches by path).
    public let path: String
    /// The app the image exports.
    public let app: ImageApp

    /// Loads the image at `path` and calls its entry.
    ///
    /// The image is opened `RTLD_LOCAL`, so its symbols stay out of the global scope and the
    /// next image binds to its own code, not to this one's.
    public static func load(path: String) throws -> AppImage {
        guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
            throw ImageLoadError(description: "dlopen \(path): \(loaderError())")
        }
        guard let symbol = dlsym(handle, imageEntrySymbol) else {
            throw ImageLoadError(
                description: "\(path) has no \(imageEntrySymbol) entry: \(loaderError())")
        }
        typealias Entry = @convention(c) () -> UnsafeMutableRawPointer
        let entry = unsafeBitCast(symbol, to: Entry.self)
        return AppImage(path: path, app: ImageApp.take(entry()))
    }
}

private func loaderError() -> String {
    dlerror().map { String(cString: $0) } ?? "unknown error"
}
