// Where the app's code crashed. The signal handler writes the stack's return
// addresses, by the file each is in, to a file (glibc's backtrace_symbols_fd
// neither allocates nor locks once loaded); the runner started after the crash
// reads the frames of the app's images and asks addr2line for their source
// lines, which a trap's own message gives only for `fatalError` itself, not for
// an index out of range or a nil unwrapped inside the standard library.

import Foundation

/// The crashed stack: recorded in the signal handler, read by the next runner.
enum CrashStack {
    private typealias Backtrace =
        @convention(c) (
            UnsafeMutablePointer<UnsafeMutableRawPointer?>?, Int32
        ) -> Int32
    private typealias PrintSymbols =
        @convention(c) (
            UnsafePointer<UnsafeMutableRawPointer?>?, Int32, Int32
        ) -> Void

    private static let capacity: Int32 = 64
    nonisolated(unsafe) private static var frames: UnsafeMutablePointer<UnsafeMutableRawPointer?>?
    nonisolated(unsafe) private static var descriptor: Int32 = -1
    // glibc's `backtrace` and `backtrace_symbols_fd`: execinfo.h is not in Swift's Glibc.
    nonisolated(unsafe) private static var backtrace: Backtrace?
    nonisolated(unsafe) private static var printSymbols: PrintSymbols?

    /// Opens `file` (emptied) for the stack and loads what recording needs.
    static func prepare(file: String) {
        descriptor = open(file, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        frames = .allocate(capacity: Int(capacity))
        let library = dlopen(nil, RTLD_NOW)
        backtrace = dlsym(library, "backtrace").map { unsafeBitCast($0, to: Backtrace.self) }
        printSymbols = dlsym(library, "backtrace_symbols_fd").map {
            unsafeBitCast($0, to: PrintSymbols.self)
        }
        // The first call loads the unwinder: in the handler, nothing may be loaded.
        _ = backtrace?(frames, capacity)
    }

    /// Writes the current stack to the file; async-signal-safe.
    static func record() {
        guard descriptor >= 0, let frames, let backtrace, let printSymbols else { return }
        _ = ftruncate(descriptor, 0)
        _ = lseek(descriptor, 0, SEEK_SET)
        printSymbols(frames, backtrace(frames, capacity), descriptor)
    }

    /// The source lines (`File.swift:12`, innermost first, at most `limit`) of the
    /// frames in `file` that are in an image of `module` (`<module>-<n>.so`); empty when
    /// there are none or `addr2line` is missing.
    static func appLines(in file: String, module: String, limit: Int = 5) -> [String] {
        guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { return [] }
        var lines: [String] = []
        for frame in text.split(separator: "\n") where lines.count < limit {
            // "<image>.so(+0x32b74)[0x7f…]": internal symbols have no name, only the
            // offset, which addr2line reads as the image's own address.
            guard let open = frame.firstIndex(of: "("), frame[open...].hasPrefix("(+0x"),
                let close = frame.firstIndex(of: ")")
            else { continue }
            let image = String(frame[..<open])
            let name = URL(fileURLWithPath: image).lastPathComponent
            guard name.hasPrefix(module + "-"), name.hasSuffix(".so") else { continue }
            // A return address is the instruction after the call: one byte back is the
            // call's line (after a call that never returns, the next function's).
            guard
                let address = UInt64(frame[frame.index(open, offsetBy: 4)..<close], radix: 16),
                address > 0
            else { continue }
            let offset = "0x" + String(address - 1, radix: 16)
            if let line = sourceLine(of: offset, in: image) { lines.append(line) }
        }
        return lines
    }

    /// `addr2line`'s `file:line` for `offset` in `image`, the file by its last component.
    private static func sourceLine(of offset: String, in image: String) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["addr2line", "-e", image, offset]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        // "/dir/File.swift:14 (discriminator 2)"
        let line = String(decoding: output, as: UTF8.self).prefix { $0 != " " && $0 != "\n" }
        // Code without a line of its own: "??:0", "<compiler-generated>:?", "crtstuff.c:?".
        guard process.terminationStatus == 0, !line.hasSuffix(":?"), !line.hasSuffix(":0"),
            !line.hasPrefix("??"), !line.hasPrefix("<")
        else { return nil }
        return URL(fileURLWithPath: String(line)).lastPathComponent
    }
}
