// The Gtk module; see CONTRIBUTING.md for the layer it belongs to.
