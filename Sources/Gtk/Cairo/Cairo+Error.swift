import CGtk

extension Cairo {
    /// A failed cairo operation: cairo's
    /// [`cairo_status_t`](https://www.cairographics.org/manual/cairo-Error-handling.html)
    /// other than `CAIRO_STATUS_SUCCESS`.
    ///
    /// Only what can fail at run time for reasons outside the program (writing
    /// a file, running out of memory) throws it; a misuse that cairo reports
    /// (an unbalanced restore, a singular matrix, a bad dash) stops the program
    /// with a precondition, since cairo's error state is sticky and every later
    /// drawing on that context would silently do nothing.
    public struct Error: Swift.Error, Equatable, CustomStringConvertible {
        /// cairo's status code, never `CAIRO_STATUS_SUCCESS`.
        public let status: UInt32

        init(_ status: cairo_status_t) {
            self.status = status.rawValue
        }

        /// cairo's own description of the status (`cairo_status_to_string`).
        public var description: String {
            String(cString: cairo_status_to_string(cairo_status_t(rawValue: status)))
        }
    }
}

/// Stops the program unless `status` is success, naming what failed and why.
func preconditionCairoSuccess(_ status: cairo_status_t, _ operation: @autoclosure () -> String) {
    precondition(
        status == CAIRO_STATUS_SUCCESS,
        "cairo: \(operation()) failed: \(String(cString: cairo_status_to_string(status)))")
}
