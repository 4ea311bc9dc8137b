/// The few CSS tokens GtkHost writes from an app's values.
///
/// A value reaches GTK's parser only as one token of the kind expected, so a class or color
/// name cannot close a rule and start another.
enum CSSSyntax {
    /// Whether `text` is one CSS identifier (`danger`, `-gtk-x`, `theme_fg_color`):
    /// letters, digits, `-`, `_` and non-ASCII characters, not starting with a
    /// digit or with `-` and a digit, and not empty or `-` alone.
    static func isIdentifier(_ text: String) -> Bool {
        // Read in place: an array of the scalars would cost an allocation per class.
        let scalars = text.unicodeScalars
        guard let first = scalars.first else { return false }
        let start = first == "-" ? scalars.dropFirst().first : first
        guard let start else { return false }  // "-" alone
        if isDigit(start) { return false }
        return scalars.allSatisfy { isNameCharacter($0) }
    }

    /// `value` as a CSS number with at most three decimals and no exponent
    /// (`14`, `0.5`), or nil when it is not finite or its size is 1e9 or more.
    static func number(_ value: Double) -> String? {
        guard value.isFinite, abs(value) < 1e9 else { return nil }
        let thousandths = Int((abs(value) * 1000).rounded())
        let sign = value < 0 && thousandths > 0 ? "-" : ""
        let whole = thousandths / 1000
        var fraction = String(thousandths % 1000)
        guard fraction != "0" else { return "\(sign)\(whole)" }
        fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return "\(sign)\(whole).\(fraction)"
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }

    private static func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || isDigit(scalar)
            || scalar == "-" || scalar == "_" || scalar.value >= 0x80
    }
}
