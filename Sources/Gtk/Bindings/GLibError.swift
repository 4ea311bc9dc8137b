import CGtk

/// A `GError` that a GTK function reported, thrown by the generated wrapper.
public struct GLibError: Error, Sendable, CustomStringConvertible {
    /// The error domain, such as `g-io-error-quark`.
    public let domain: String
    /// The code within the domain.
    public let code: Int32
    /// The message GTK wrote.
    public let message: String

    /// Copies `error` and frees it (the caller owned it).
    init(taking error: UnsafeMutablePointer<GError>) {
        domain = String(cString: g_quark_to_string(error.pointee.domain))
        code = error.pointee.code
        message = String(cString: error.pointee.message)
        g_error_free(error)
    }

    /// `domain (code): message`.
    public var description: String { "\(domain) (\(code)): \(message)" }
}
