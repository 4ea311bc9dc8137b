/// The weight of text, from the thinnest to the heaviest, as SwiftUI names them.
///
/// The host writes each as a CSS weight: ultraLight 100, thin 200, light 300,
/// regular 400, medium 500, semibold 600, bold 700, heavy 800, black 900.
/// A font that lacks a weight shows the nearest it has.
public enum FontWeight: Hashable, Sendable, CaseIterable {
    /// The thinnest (100).
    case ultraLight
    /// Thin (200).
    case thin
    /// Lighter than regular (300).
    case light
    /// Regular weight (400).
    case regular
    /// Between regular and semibold (500).
    case medium
    /// Between regular and bold (600).
    case semibold
    /// Bold (700).
    case bold
    /// Heavier than bold (800).
    case heavy
    /// The heaviest (900).
    case black

    /// The CSS (and Pango) number of the weight: 100 to 900.
    public var cssWeight: Int {
        switch self {
        case .ultraLight: 100
        case .thin: 200
        case .light: 300
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        case .black: 900
        }
    }
}
