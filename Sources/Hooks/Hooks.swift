// The Hooks module; see CONTRIBUTING.md for the layer it belongs to.
