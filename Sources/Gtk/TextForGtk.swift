/// How the Gtk layer hands Swift strings to GTK, which reads C strings.
///
/// A NUL (U+0000) would end the C string there and cut the rest, so every
/// text setter of this module shows it as ``nulSymbol`` ("␀", U+2400 SYMBOL
/// FOR NULL) instead: `"a\0b"` shows as `a␀b`. One scalar stands for one,
/// so offsets into the shown text are offsets into the original.
public enum TextForGtk {
    /// What a NUL is shown as: "␀" (U+2400).
    public static let nulSymbol: Unicode.Scalar = "\u{2400}"

    /// `text` with every NUL replaced by ``nulSymbol``; `text` itself when it
    /// has none.
    public static func replacingNUL(_ text: String) -> String {
        guard text.utf8.contains(0) else { return text }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: text.unicodeScalars.lazy.map { $0 == "\0" ? nulSymbol : $0 })
        return String(scalars)
    }
}
