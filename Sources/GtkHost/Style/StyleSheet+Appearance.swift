import Gtk
import Widgets

extension StyleSheet {
    /// The style classes that show `modifiers.appearance`: the font's class
    /// of GNOME's type scale, `monospace`, and the control size's class.
    static func appearanceClasses(of modifiers: WidgetModifiers) -> [String] {
        guard modifiers.groups.contains(.appearance), let appearance = modifiers.setAppearance
        else { return [] }
        var names: [String] = []
        if var font = appearance.font {
            // `.fontWeight` wins over the font's weight, here as in the inline style.
            if let weight = modifiers.fontWeight { font.weight = weight }
            if let name = font.styleClass { names.append(name) }
        }
        if appearance.isMonospaced || appearance.font?.design == .monospaced {
            names.append("monospace")
        }
        if let name = appearance.controlSize?.styleClass { names.append(name) }
        return names
    }

    /// Whether the appearance classes of `old` and `new` differ.
    static func appearanceClassesDiffer(_ old: WidgetModifiers, _ new: WidgetModifiers) -> Bool {
        // Without an appearance neither has any.
        old.groups.union(new.groups).contains(.appearance)
            && (old.setAppearance != new.setAppearance || old.fontWeight != new.fontWeight)
            && appearanceClasses(of: old) != appearanceClasses(of: new)
    }

    /// Writes the opacity and visibility of `new` that differ from `base`;
    /// an opacity that is not a number is logged as one of `view`'s.
    func applyAppearance<View: Widgets.Widget>(
        _ new: Appearance, from base: Appearance, to widget: Gtk.Widget, of view: View
    ) {
        if new.opacity != base.opacity {
            let opacity = new.opacity ?? 1
            if opacity.isNaN {
                StyleRejection(value: "opacity \(opacity)", reason: "not a number from 0 to 1")
                    .log(on: StyleSheet.describe(view))
            } else {
                widget.opacity = min(max(opacity, 0), 1)
            }
        }
        if new.isHidden != base.isHidden { widget.isVisible = !new.isHidden }
    }

    /// Gives `widget` the tint class of `tint` instead of its current one,
    /// adding or dropping its rules as the uses of each come and go.
    func applyTint<View: Widgets.Widget>(
        _ tint: Widgets.Color?, to style: WidgetStyle, _ widget: Gtk.Widget, of view: View
    ) {
        var name: String?
        if let tint {
            do throws(StyleRejection) {
                let accent = try tint.cssValue(on: widget)
                let placeholder = ".gtkhooks-tint-\u{FFFF}"
                let rules = Widgets.Theme.accentRules(scope: placeholder, accent: accent)
                name = acquireRules(rules, named: "gtkhooks-tint", placeholder: placeholder)
            } catch {
                StyleRejection(value: "tint \(error.value)", reason: error.reason)
                    .log(on: StyleSheet.describe(view))
            }
        }
        if let name { widget.addCSSClass(name) }
        if let old = style.tintClass {
            if old != name { widget.removeCSSClass(old) }
            releaseTheme(old)
        }
        style.tintClass = name
        reloadIfNeeded()
    }
}
