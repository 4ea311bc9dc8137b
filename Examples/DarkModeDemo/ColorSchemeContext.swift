import GtkHooks

/// SwiftUI Hooks' context: a binding to the color scheme, so any view below the
/// provider can read and switch it.
typealias ColorSchemeContext = Context<Binding<ColorScheme>>
