// The Widgets module; see CONTRIBUTING.md for the layer it belongs to.
