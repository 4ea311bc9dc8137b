import CGtk

/// A string GTK keeps (transfer none), copied; nil for NULL.
func borrowedString(_ string: UnsafePointer<CChar>?) -> String? {
    string.map { String(cString: $0) }
}

/// A string the caller owns (transfer full), copied and then freed with
/// `g_free`; nil for NULL.
func ownedString(_ string: UnsafeMutablePointer<CChar>?) -> String? {
    guard let string else { return nil }
    defer { g_free(string) }
    return String(cString: string)
}
