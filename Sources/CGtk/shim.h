// The one C header of GtkHooks: GTK plus what Swift cannot import from it.
//
// Swift imports functions and enums but not function-like macros, variadic
// functions or most integer macros. Each helper below names what it replaces.
// Only the Swift module `Gtk` imports this header.
#pragma once

#include <gtk/gtk.h>
#include <glib-unix.h>

// MARK: - Integer macros

/// Replaces `TRUE` (a macro).
static const gboolean gtkhooks_true = TRUE;
/// Replaces `FALSE` (a macro).
static const gboolean gtkhooks_false = FALSE;
/// Replaces `G_SOURCE_CONTINUE` (a macro).
static const gboolean gtkhooks_source_continue = G_SOURCE_CONTINUE;
/// Replaces `G_SOURCE_REMOVE` (a macro).
static const gboolean gtkhooks_source_remove = G_SOURCE_REMOVE;
/// Replaces `G_PRIORITY_HIGH` (a macro).
static const gint gtkhooks_priority_high = G_PRIORITY_HIGH;
/// Replaces `G_PRIORITY_DEFAULT` (a macro).
static const gint gtkhooks_priority_default = G_PRIORITY_DEFAULT;
/// Replaces `G_PRIORITY_HIGH_IDLE` (a macro).
static const gint gtkhooks_priority_high_idle = G_PRIORITY_HIGH_IDLE;
/// Replaces `GDK_PRIORITY_REDRAW` (a macro).
static const gint gtkhooks_priority_redraw = GDK_PRIORITY_REDRAW;
/// Replaces `G_PRIORITY_DEFAULT_IDLE` (a macro).
static const gint gtkhooks_priority_default_idle = G_PRIORITY_DEFAULT_IDLE;
/// Replaces `G_PRIORITY_LOW` (a macro).
static const gint gtkhooks_priority_low = G_PRIORITY_LOW;
/// Replaces `GTK_MAJOR_VERSION`, `GTK_MINOR_VERSION` and `GTK_MICRO_VERSION`
/// (macros) as one number, e.g. 40803 for 4.8.3.
static const guint gtkhooks_gtk_compiled_version =
    GTK_MAJOR_VERSION * 10000 + GTK_MINOR_VERSION * 100 + GTK_MICRO_VERSION;

// MARK: - Casts (the GObject cast macros)

/// Replaces `G_OBJECT(p)`.
static inline GObject *gtkhooks_object(gpointer p) { return G_OBJECT(p); }
/// Replaces `GTK_WIDGET(p)`.
static inline GtkWidget *gtkhooks_widget(gpointer p) { return GTK_WIDGET(p); }
/// Replaces `GTK_WINDOW(p)`.
static inline GtkWindow *gtkhooks_window(gpointer p) { return GTK_WINDOW(p); }
/// Replaces `GTK_BOX(p)`.
static inline GtkBox *gtkhooks_box(gpointer p) { return GTK_BOX(p); }
/// Replaces `GTK_LABEL(p)`; GtkLabel is opaque, so Swift sees an `OpaquePointer`.
static inline GtkLabel *gtkhooks_label(gpointer p) { return GTK_LABEL(p); }
/// Replaces `GTK_BUTTON(p)`.
static inline GtkButton *gtkhooks_button(gpointer p) { return GTK_BUTTON(p); }
/// Replaces `GTK_ENTRY(p)`.
static inline GtkEntry *gtkhooks_entry(gpointer p) { return GTK_ENTRY(p); }
/// Replaces `GTK_EDITABLE(p)` (an interface, opaque in Swift).
static inline GtkEditable *gtkhooks_editable(gpointer p) { return GTK_EDITABLE(p); }
/// Replaces `GTK_SCROLLED_WINDOW(p)`.
static inline GtkScrolledWindow *gtkhooks_scrolled_window(gpointer p) {
    return GTK_SCROLLED_WINDOW(p);
}
/// Replaces `GTK_APPLICATION(p)`.
static inline GtkApplication *gtkhooks_application(gpointer p) { return GTK_APPLICATION(p); }
/// Replaces `G_APPLICATION(p)`.
static inline GApplication *gtkhooks_g_application(gpointer p) { return G_APPLICATION(p); }
/// Replaces `GTK_STYLE_PROVIDER(p)` (an interface, opaque in Swift).
static inline GtkStyleProvider *gtkhooks_style_provider(gpointer p) {
    return GTK_STYLE_PROVIDER(p);
}
/// Replaces `GTK_CSS_PROVIDER(p)`.
static inline GtkCssProvider *gtkhooks_css_provider(gpointer p) { return GTK_CSS_PROVIDER(p); }
/// Replaces `GTK_ACCESSIBLE(p)` (an interface, opaque in Swift).
static inline GtkAccessible *gtkhooks_accessible(gpointer p) { return GTK_ACCESSIBLE(p); }
/// Replaces `GTK_NATIVE(p)` (an interface, opaque in Swift).
static inline GtkNative *gtkhooks_native(gpointer p) { return GTK_NATIVE(p); }

// MARK: - Type checks (the G_TYPE_CHECK_INSTANCE_TYPE macros)

/// Replaces `G_IS_OBJECT(p)`.
static inline gboolean gtkhooks_is_object(gpointer p) { return G_IS_OBJECT(p); }
/// Replaces `GTK_IS_WIDGET(p)`.
static inline gboolean gtkhooks_is_widget(gpointer p) { return GTK_IS_WIDGET(p); }
/// Replaces `G_OBJECT_TYPE_NAME(p)`.
static inline const gchar *gtkhooks_type_name(gpointer p) { return G_OBJECT_TYPE_NAME(p); }
/// Replaces `g_object_is_floating` on a `gpointer` (Swift cannot pass typed pointers as it).
static inline gboolean gtkhooks_is_floating(gpointer p) { return g_object_is_floating(p); }

// MARK: - Signals

/// Replaces `g_signal_connect_data(i, s, G_CALLBACK(c), d, n, 0)`: the
/// `G_CALLBACK` cast macro, with the closure notify that releases `data`.
static inline gulong gtkhooks_signal_connect(
    gpointer instance, const gchar *signal, GCallback callback, gpointer data,
    GClosureNotify notify) {
    return g_signal_connect_data(instance, signal, callback, data, notify, (GConnectFlags)0);
}

// MARK: - Variadic functions, one fixed arity each

/// Replaces `g_signal_emit_by_name(instance, signal)` (variadic) for a signal
/// without arguments or return value.
static inline void gtkhooks_signal_emit_action(gpointer instance, const gchar *signal) {
    g_signal_emit_by_name(instance, signal);
}

/// Replaces `g_object_set(object, name, (gboolean)value, NULL)` (variadic).
static inline void gtkhooks_object_set_bool(gpointer object, const gchar *name, gboolean value) {
    g_object_set(object, name, value, NULL);
}
/// Replaces `g_object_get(object, name, &value, NULL)` for a boolean (variadic).
static inline gboolean gtkhooks_object_get_bool(gpointer object, const gchar *name) {
    gboolean value = FALSE;
    g_object_get(object, name, &value, NULL);
    return value;
}
/// Replaces `g_object_set(object, name, (const char *)value, NULL)` (variadic).
static inline void gtkhooks_object_set_string(
    gpointer object, const gchar *name, const gchar *value) {
    g_object_set(object, name, value, NULL);
}
/// Replaces `g_object_get(object, name, &value, NULL)` for a string (variadic);
/// the caller frees the result with `g_free`.
static inline gchar *gtkhooks_object_dup_string(gpointer object, const gchar *name) {
    gchar *value = NULL;
    g_object_get(object, name, &value, NULL);
    return value;
}

/// Replaces `gtk_accessible_update_property(a, GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1)`
/// (variadic).
static inline void gtkhooks_accessible_set_label(gpointer accessible, const char *label) {
    gtk_accessible_update_property(
        GTK_ACCESSIBLE(accessible), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}
/// Replaces `gtk_accessible_reset_property(a, GTK_ACCESSIBLE_PROPERTY_LABEL)` on a `gpointer`.
static inline void gtkhooks_accessible_reset_label(gpointer accessible) {
    gtk_accessible_reset_property(GTK_ACCESSIBLE(accessible), GTK_ACCESSIBLE_PROPERTY_LABEL);
}

// MARK: - libdispatch's main queue, for the main-loop bridge

/// The file descriptor (an eventfd on Linux) that becomes readable when the
/// main dispatch queue has work. libdispatch exports it for CoreFoundation.
extern int _dispatch_get_main_queue_handle_4CF(void);
/// Drains the main dispatch queue once; `msg` is unused on Linux (pass NULL).
extern void _dispatch_main_queue_callback_4CF(void *msg);

// MARK: - CoreFoundation's run loop (exported by Foundation), for Foundation timers

/// `CFRunLoopGetMain()`, typed opaquely: Foundation does not export CoreFoundation to Swift.
extern void *CFRunLoopGetMain(void);
/// `CFRunLoopGetNextTimerFireDate(rl, mode)`: seconds since 2001, 0 when no timer is scheduled.
extern double CFRunLoopGetNextTimerFireDate(void *runLoop, const void *mode);
/// `CFRunLoopRunInMode(mode, seconds, returnAfterSourceHandled)`.
extern int32_t CFRunLoopRunInMode(const void *mode, double seconds, unsigned char returnAfterSourceHandled);
/// `CFAbsoluteTimeGetCurrent()`: seconds since 2001, the clock of timer fire dates.
extern double CFAbsoluteTimeGetCurrent(void);
/// `kCFRunLoopDefaultMode`, the mode `Timer.scheduledTimer` schedules in.
extern const void *const kCFRunLoopDefaultMode;

// MARK: - More integer macros

/// Replaces `GTK_STYLE_PROVIDER_PRIORITY_APPLICATION` (a macro, 600).
static const guint gtkhooks_style_provider_priority_application =
    GTK_STYLE_PROVIDER_PRIORITY_APPLICATION;
