import Gtk

// Adapters name GTK's label `Label` everywhere; `Widgets.Label` (an icon and
// a title) has the same name, and a declaration of this module wins over
// both imports. Write `Widgets.Label` for the view.
typealias Label = Gtk.Label
