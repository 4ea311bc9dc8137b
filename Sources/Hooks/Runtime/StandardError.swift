// Hooks imports no Foundation; the C library (a system module, not a package dependency,
// so the explicit import check allows it) is the one way to reach stderr. Only this file
// and MainActorIsolation.swift import it.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes `message` and a newline to the standard error at once, unbuffered, so it is
/// not lost when the process is killed or traps right after.
nonisolated func writeToStandardError(_ message: String) {
    var line = message
    line.append("\n")
    line.withUTF8 { bytes in
        var offset = 0
        while offset < bytes.count {
            let written = write(2, bytes.baseAddress! + offset, bytes.count - offset)
            if written > 0 {
                offset += written
            } else if written < 0 && errno == EINTR {
                continue
            } else {
                return
            }
        }
    }
}
