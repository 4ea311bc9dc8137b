import CGtk

extension CSSProvider {
    /// Applies the style sheet to `widget` alone (its own CSS node and the
    /// nodes GTK draws inside it, not its child widgets), above the app's CSS.
    ///
    /// GTK 4.8's `gtk_style_context_add_provider`: one provider can serve many
    /// widgets, and a widget's style context holds its own reference, dropped
    /// by ``detach(from:)`` or when the widget is finalized.
    ///
    /// ```swift
    /// let style = CSSProvider()
    /// style.load(".gtkhooks-styled { color: red; }")
    /// style.attach(to: label)
    /// ```
    public func attach(to widget: Widget) {
        gtk_style_context_add_provider(
            gtk_widget_get_style_context(widget.widget), gtkhooks_style_provider(pointer),
            gtkhooks_style_provider_priority_widget)
    }

    /// Stops applying the style sheet to `widget`; harmless if not attached.
    public func detach(from widget: Widget) {
        gtk_style_context_remove_provider(
            gtk_widget_get_style_context(widget.widget), gtkhooks_style_provider(pointer))
    }
}
