// The GtkTesting module; see CONTRIBUTING.md for the layer it belongs to.
