import CGtk

// The key under which `Widget` registers its wrapper (Widget+Tree.swift);
// g_quark_from_string returns the same quark for the same string.
/// The qdata key of a GtkWidget's Swift wrapper.
private let registeredWrapperQuark = g_quark_from_string("gtkhooks-widget")

/// The Swift wrapper of a widget GTK returned (transfer none): the wrapper
/// already registered on it when it has the type asked for, else a new one
/// made by `make` (which takes its own reference); nil for NULL.
@MainActor
func wrapWidget<Wrapper: Widget>(
    _ pointer: gpointer?, _ make: (UnsafeMutablePointer<GtkWidget>) -> Wrapper
) -> Wrapper? {
    guard let pointer else { return nil }
    if let registered = g_object_get_qdata(cast(pointer), registeredWrapperQuark),
        let wrapper = Unmanaged<Widget>.fromOpaque(registered).takeUnretainedValue() as? Wrapper
    {
        return wrapper
    }
    return make(pointer.assumingMemoryBound(to: GtkWidget.self))
}

/// The Swift wrapper of a widget whose reference the caller owns (transfer
/// full), as `wrapWidget` finds or makes it: a floating reference is the one
/// a new wrapper sinks; a full one is given back, the wrapper holding its own.
@MainActor
func wrapOwnedWidget<Wrapper: Widget>(
    _ pointer: gpointer?, _ make: (UnsafeMutablePointer<GtkWidget>) -> Wrapper
) -> Wrapper? {
    guard let pointer else { return nil }
    let floating = g_object_is_floating(pointer) != 0
    let wrapper = wrapWidget(pointer, make)
    if !floating { g_object_unref(pointer) }
    return wrapper
}
