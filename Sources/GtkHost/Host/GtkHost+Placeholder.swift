import Gtk
import Reconciler
@_spi(Toolkit) import Widgets

/// The view types already reported as having no adapter, so that a list of
/// them logs one warning, not one per row.
@MainActor private var reportedTypes: Set<ObjectIdentifier> = []

extension GtkHost {
    /// An empty box standing in for `view`, whose type has no adapter, after
    /// a warning naming the type and the ways to show it; the app goes on.
    func placeholder(for view: any PrimitiveView) -> GtkInstance {
        let type = Swift.type(of: view)
        if reportedTypes.insert(ObjectIdentifier(type)).inserted {
            Log.warning(Self.missingAdapterMessage(for: type))
        }
        return placeholderInstance(of: view)
    }

    private func placeholderInstance<View: PrimitiveView>(of view: View) -> GtkInstance {
        GtkInstance(widget: Box(.vertical), view: view)
    }

    /// Shows an empty box in place of `child`'s `widget`, already in `holder`.
    ///
    /// Its adapter returned a widget another view shows: after a warning
    /// naming the view type and what to do, the app goes on. GTK would
    /// refuse the second parent with a critical and show nothing.
    func showPlaceholder(
        for child: GtkInstance, sharing widget: Gtk.Widget, with holder: Gtk.Widget
    ) {
        warnOnce(
            AdapterMistake.sharedWidget(
                view: ExactType.of(child.view), gtkType: widget.typeName,
                parentType: holder.typeName))
        child.replaceWidget(with: Box(.vertical))
    }

    /// What to do about a view type `GtkHost` cannot show.
    static func missingAdapterMessage(for type: any PrimitiveView.Type) -> String {
        "GtkHost has no adapter for \(type): conform it to GtkAdapter (import GtkHost; "
            + "makeInstance(in:) and apply(to:from:) in \(type)+Gtk.swift), or show a GTK "
            + "widget with NativeView; an empty placeholder is shown instead"
    }
}
