import Gtk
import Hooks
import Widgets

extension StyleSheet {
    /// Writes the modifiers of `view` that differ from `old` to `instance`'s widget.
    ///
    /// All that are set are written when `old` is nil. Values that are not
    /// valid CSS are left out, each with a warning naming the value and the view.
    func apply<View: Widgets.Widget>(
        _ view: View, from old: WidgetModifiers?, to instance: GtkInstance
    ) {
        guard let widget = instance.widget else { return }
        let new = view.modifiers
        let base = old ?? WidgetModifiers()
        // A group neither value set is at its defaults in both: not compared.
        let groups = new.groups.union(base.groups)
        applyLayout(new, from: base, to: widget)
        // `view` is passed on, not captured: a closure that captured it would
        // box a copy of the props on every call.
        let appearanceChanged =
            groups.contains(.appearance) && new.setAppearance != base.setAppearance
        if appearanceChanged {
            applyAppearance(new.appearance, from: base.appearance, to: widget, of: view)
        }
        if new.cssClasses != base.cssClasses || new.colorScheme != base.colorScheme
            || Self.appearanceClassesDiffer(base, new)
        {
            applyClasses(new, from: base, to: widget, of: view)
        }
        if InlineStyle.fieldsDiffer(base, new)
            || (groups.contains(.style) && new.theme != base.theme)
            || (appearanceChanged && new.appearance.tint != base.appearance.tint)
        {
            applyStyle(new, from: base, to: instance, widget, of: view)
        }
    }

    /// Writes the inline style and the theme class of `new` over those of `base`.
    private func applyStyle<View: Widgets.Widget>(
        _ new: WidgetModifiers, from base: WidgetModifiers, to instance: GtkInstance,
        _ widget: Gtk.Widget, of view: View
    ) {
        let style = instance.style ?? WidgetStyle(sheet: self, widget: widget)
        instance.style = style
        if InlineStyle.fieldsDiffer(base, new) {
            let inline = InlineStyle(new, on: widget) { $0.log(on: StyleSheet.describe(view)) }
            applyInline(inline, to: style, widget)
        }
        if new.theme != base.theme {
            let name = new.theme.map { theme in
                acquireTheme(theme, on: widget) { $0.log(on: StyleSheet.describe(view)) }
            }
            applyTheme(name, to: style, widget)
        }
        if new.appearance.tint != base.appearance.tint {
            applyTint(new.appearance.tint, to: style, widget, of: view)
        }
    }

    /// Gives `widget` the style classes of `new` in place of those of `base`;
    /// a class that is not a CSS identifier is logged as one of `view`'s.
    private func applyClasses<View: Widgets.Widget>(
        _ new: WidgetModifiers, from base: WidgetModifiers, to widget: Gtk.Widget,
        of view: View
    ) {
        if base.cssClasses.isEmpty && base.colorScheme == nil
            && Self.appearanceClasses(of: base).isEmpty
        {
            // Nothing to take away (a widget made a moment ago): each class
            // is added as it is checked, without collecting them first.
            for name in new.cssClasses {
                if let problem = Self.classProblem(name) {
                    problem.log(on: StyleSheet.describe(view))
                } else {
                    widget.addCSSClass(name)
                }
            }
            if let scheme = new.colorScheme { widget.addCSSClass(Self.schemeClass(scheme)) }
            for name in Self.appearanceClasses(of: new) { widget.addCSSClass(name) }
            return
        }
        let oldClasses = classes(of: base) { _, _ in }
        // A value already rejected at the last update is not reported again.
        let newClasses = classes(of: new) { name, problem in
            if !base.cssClasses.contains(name) { problem.log(on: StyleSheet.describe(view)) }
        }
        for name in oldClasses where !newClasses.contains(name) { widget.removeCSSClass(name) }
        for name in newClasses where !oldClasses.contains(name) { widget.addCSSClass(name) }
    }

    /// Gives `widget` the theme class `name` instead of its current one, and
    /// loads the sheet once if a theme's rules came or went.
    private func applyTheme(_ name: String?, to style: WidgetStyle, _ widget: Gtk.Widget) {
        if let name { widget.addCSSClass(name) }
        if let old = style.themeClass {
            if old != name { widget.removeCSSClass(old) }
            releaseTheme(old)
        }
        style.themeClass = name
        reloadIfNeeded()
    }

    private func applyInline(_ inline: InlineStyle?, to style: WidgetStyle, _ widget: Gtk.Widget) {
        guard inline != style.inline else { return }
        inlineStyles.replace(style.inline, with: inline, on: widget)
        if (inline == nil) != (style.inline == nil) {
            if inline == nil {
                widget.removeCSSClass(InlineStyle.markerClass)
            } else {
                widget.addCSSClass(InlineStyle.markerClass)
            }
        }
        style.inline = inline
    }

    /// The app's style classes that are CSS identifiers, then the scheme's;
    /// each other class is passed to `reject` with its problem.
    private func classes(
        of modifiers: WidgetModifiers,
        rejecting reject: (_ name: String, _ problem: StyleRejection) -> Void
    ) -> [String] {
        var names: [String] = []
        for name in modifiers.cssClasses {
            if let problem = Self.classProblem(name) {
                reject(name, problem)
            } else {
                names.append(name)
            }
        }
        if let scheme = modifiers.colorScheme { names.append(Self.schemeClass(scheme)) }
        names.append(contentsOf: Self.appearanceClasses(of: modifiers))
        return names
    }

    /// Why `name` cannot be a style class; nil when it is a CSS identifier.
    private static func classProblem(_ name: String) -> StyleRejection? {
        guard !CSSSyntax.isIdentifier(name) else { return nil }
        return StyleRejection(
            value: "CSS class \"\(name)\"",
            reason: "not a CSS identifier (letters, digits, \"-\" and \"_\", "
                + "without the dot, not starting with a digit)")
    }

    /// The scoped style class of `scheme`.
    private static func schemeClass(_ scheme: ColorScheme) -> String {
        scheme == .dark ? "gtkhooks-dark" : "gtkhooks-light"
    }

    /// `Text("Hello")`, `VStack`: the view a warning is about.
    static func describe(_ view: any Widgets.Widget) -> String {
        let name = String(describing: type(of: view))
        guard let text = view.text else { return name }
        let shown = text.count > 40 ? text.prefix(40) + "..." : text[...]
        return "\(name)(\"\(shown)\")"
    }
}
