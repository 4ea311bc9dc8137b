import Gtk
import Widgets

/// The style modifiers that GtkHost writes onto one widget alone: text color,
/// background, font size, weight, slant and serif family, as the
/// declarations of one rule.
///
/// Equal inline styles share one provider (``InlineStyles``) attached to each
/// widget's own style context, so a new value costs one small parse and
/// restyles that widget only, however many values came before.
struct InlineStyle: Hashable {
    /// The class the rule selects: the widget's own CSS node carries it, the
    /// nodes GTK draws inside the widget (a check, a selection) do not.
    static let markerClass = "gtkhooks-styled"

    /// `color: @theme_fg_color; font-size: 14pt;`, validated values only.
    let declarations: String

    /// The style sheet of the shared provider.
    var css: String { ".\(Self.markerClass) { \(declarations) }" }

    /// The inline style of `modifiers` on `widget`, nil when it sets none of
    /// its fields; a value that is not valid CSS is left out and passed to
    /// `reject`.
    @MainActor init?(
        _ modifiers: WidgetModifiers, on widget: Gtk.Widget,
        rejecting reject: (StyleRejection) -> Void
    ) {
        var parts: [String] = []
        if let color = modifiers.foregroundColor {
            do throws(StyleRejection) {
                parts.append("color: \(try color.cssValue(on: widget));")
            } catch { reject(error) }
        }
        if let color = modifiers.background {
            do throws(StyleRejection) {
                parts.append("background-color: \(try color.cssValue(on: widget));")
            } catch { reject(error) }
        }
        let font = modifiers.appearance.font
        if let size = modifiers.fontSize ?? font?.size {
            if size > 0, let points = CSSSyntax.number(size), points != "0" {
                parts.append("font-size: \(points)pt;")
            } else {
                reject(
                    StyleRejection(
                        value: "font size \(size)",
                        reason: "not a positive finite number of points below 1e9"))
            }
        }
        if let weight = modifiers.fontWeight ?? font?.weight {
            parts.append("font-weight: \(weight.cssWeight);")
        }
        if modifiers.appearance.isItalic || font?.isItalic == true {
            parts.append("font-style: italic;")
        }
        if !modifiers.appearance.isMonospaced, font?.design == .serif {
            parts.append("font-family: serif;")
        }
        guard !parts.isEmpty else { return nil }
        declarations = parts.joined(separator: " ")
    }

    /// Whether the fields an inline style is made from differ.
    ///
    /// Only the groups one of them set are compared (`ModifierGroups`).
    static func fieldsDiffer(_ old: WidgetModifiers, _ new: WidgetModifiers) -> Bool {
        let groups = old.groups.union(new.groups)
        return
            (groups.contains(.style)
            && (old.foregroundColor != new.foregroundColor || old.background != new.background
                || old.fontSize != new.fontSize || old.fontWeight != new.fontWeight))
            || (groups.contains(.appearance) && old.setAppearance != new.setAppearance
                && Self.typographyDiffers(old, new))
    }

    /// Whether the font, italic or monospaced setting of `old` and `new` differ.
    private static func typographyDiffers(_ old: WidgetModifiers, _ new: WidgetModifiers) -> Bool {
        let (old, new) = (old.appearance, new.appearance)
        return old.font != new.font || old.isItalic != new.isItalic
            || old.isMonospaced != new.isMonospaced
    }
}
