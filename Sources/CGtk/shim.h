// The one C header of GtkHooks: GTK plus what Swift cannot import from it.
//
// Swift imports functions and enums but not function-like macros, variadic
// functions or most integer macros. Each helper below names what it replaces.
// Only the Swift module `Gtk` imports this header.
#pragma once

#include <gtk/gtk.h>
#include <gtk/gtkunixprint.h>
#include <glib-unix.h>
#include <graphene-gobject.h>

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

// MARK: - Type checks (the G_TYPE_CHECK_INSTANCE_TYPE macros)

/// Replaces `G_OBJECT_TYPE_NAME(p)`.
static inline const gchar *gtkhooks_type_name(gpointer p) { return G_OBJECT_TYPE_NAME(p); }

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
/// Replaces `g_object_get(object, name, &value, NULL)` for an int (variadic).
static inline gint gtkhooks_object_get_int(gpointer object, const gchar *name) {
    gint value = 0;
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
/// 1 when `accessible` reports the `selected` state as `selected`, 0 when it
/// reports the other value, -1 when it reports none: reading GTK's test AT
/// context (GTK_A11Y=test), whose check is variadic in C.
static inline int gtkhooks_accessible_selected_state(gpointer accessible, gboolean selected) {
    if (!gtk_test_accessible_has_state(GTK_ACCESSIBLE(accessible), GTK_ACCESSIBLE_STATE_SELECTED))
        return -1;
    char *mismatch = gtk_test_accessible_check_state(
        GTK_ACCESSIBLE(accessible), GTK_ACCESSIBLE_STATE_SELECTED, selected);
    int matches = mismatch == NULL;
    g_free(mismatch);
    return matches;
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

// Weak references: they pull no part of Foundation into a binary. An app that
// links Foundation (it imports it, or a module it links does) defines them and
// gets Foundation's timers fired in GTK's loop; in an app that does not, they
// are null and the bridge leaves the run loop alone (there are no timers to
// fire). A statically linked app thus carries Foundation, and its ICU data,
// only when it uses Foundation itself. Call them through the gtkhooks_
// wrappers below, which check first.

/// `CFRunLoopGetMain()`, typed opaquely: Foundation does not export CoreFoundation to Swift.
extern void *CFRunLoopGetMain(void) __attribute__((weak));
/// `CFRunLoopGetNextTimerFireDate(rl, mode)`: seconds since 2001, 0 when no timer is scheduled.
extern double CFRunLoopGetNextTimerFireDate(void *runLoop, const void *mode) __attribute__((weak));
/// `CFRunLoopRunInMode(mode, seconds, returnAfterSourceHandled)`.
extern int32_t CFRunLoopRunInMode(
    const void *mode, double seconds, unsigned char returnAfterSourceHandled) __attribute__((weak));
/// `CFAbsoluteTimeGetCurrent()`: seconds since 2001, the clock of timer fire dates.
extern double CFAbsoluteTimeGetCurrent(void) __attribute__((weak));
/// `kCFRunLoopDefaultMode`, the mode `Timer.scheduledTimer` schedules in.
extern const void *const kCFRunLoopDefaultMode __attribute__((weak));

/// Whether the binary links Foundation's run loop: every symbol above is defined.
static inline gboolean gtkhooks_run_loop_is_linked(void) {
    return &CFRunLoopGetMain != NULL && &CFRunLoopGetNextTimerFireDate != NULL
        && &CFRunLoopRunInMode != NULL && &CFAbsoluteTimeGetCurrent != NULL
        && &kCFRunLoopDefaultMode != NULL;
}
/// Seconds from now until the main run loop's next timer is due (negative when
/// overdue); `G_MAXDOUBLE` when no timer is scheduled or Foundation is not linked.
static inline double gtkhooks_run_loop_seconds_until_next_timer(void) {
    if (!gtkhooks_run_loop_is_linked()) return G_MAXDOUBLE;
    double fire_date = CFRunLoopGetNextTimerFireDate(CFRunLoopGetMain(), kCFRunLoopDefaultMode);
    return fire_date == 0 ? G_MAXDOUBLE : fire_date - CFAbsoluteTimeGetCurrent();
}
/// Runs the main run loop once without waiting (its due timers fire); does
/// nothing when Foundation is not linked.
static inline void gtkhooks_run_loop_fire_due_timers(void) {
    if (gtkhooks_run_loop_is_linked()) (void)CFRunLoopRunInMode(kCFRunLoopDefaultMode, 0, 1);
}

// MARK: - More integer macros

/// Replaces `GTK_STYLE_PROVIDER_PRIORITY_APPLICATION` (a macro, 600).
static const guint gtkhooks_style_provider_priority_application =
    GTK_STYLE_PROVIDER_PRIORITY_APPLICATION;
/// `GTK_STYLE_PROVIDER_PRIORITY_APPLICATION + 1` (601): a widget's own style
/// (its style modifiers) wins over the app's CSS, as an inline style does.
static const guint gtkhooks_style_provider_priority_widget =
    GTK_STYLE_PROVIDER_PRIORITY_APPLICATION + 1;

// MARK: - GtkHost widgets: casts, type checks and fixed-arity wrappers

/// Replaces `GTK_OVERLAY(p)`.
static inline GtkOverlay *gtkhooks_overlay(gpointer p) { return GTK_OVERLAY(p); }
/// Replaces `GTK_GRID(p)`.
static inline GtkGrid *gtkhooks_grid(gpointer p) { return GTK_GRID(p); }
/// Replaces `GTK_CHECK_BUTTON(p)`.
static inline GtkCheckButton *gtkhooks_check_button(gpointer p) { return GTK_CHECK_BUTTON(p); }
/// Replaces `GTK_SWITCH(p)` (opaque in Swift).
static inline GtkSwitch *gtkhooks_switch(gpointer p) { return GTK_SWITCH(p); }
/// Replaces `GTK_RANGE(p)`.
static inline GtkRange *gtkhooks_range(gpointer p) { return GTK_RANGE(p); }
/// Replaces `GTK_SPIN_BUTTON(p)` (opaque in Swift).
static inline GtkSpinButton *gtkhooks_spin_button(gpointer p) { return GTK_SPIN_BUTTON(p); }
/// Replaces `GTK_DROP_DOWN(p)` (opaque in Swift).
static inline GtkDropDown *gtkhooks_drop_down(gpointer p) { return GTK_DROP_DOWN(p); }
/// Replaces `GTK_PROGRESS_BAR(p)` (opaque in Swift).
static inline GtkProgressBar *gtkhooks_progress_bar(gpointer p) { return GTK_PROGRESS_BAR(p); }
/// Replaces `GTK_SPINNER(p)` (opaque in Swift).
static inline GtkSpinner *gtkhooks_spinner(gpointer p) { return GTK_SPINNER(p); }
/// Replaces `GTK_IMAGE(p)` (opaque in Swift).
static inline GtkImage *gtkhooks_image(gpointer p) { return GTK_IMAGE(p); }
/// Replaces `GTK_TEXT_VIEW(p)`.
static inline GtkTextView *gtkhooks_text_view(gpointer p) { return GTK_TEXT_VIEW(p); }
/// Replaces `GTK_MENU_BUTTON(p)` (opaque in Swift).
static inline GtkMenuButton *gtkhooks_menu_button(gpointer p) { return GTK_MENU_BUTTON(p); }
/// Replaces `GTK_LIST_ITEM(p)` (opaque in Swift).
static inline GtkListItem *gtkhooks_list_item(gpointer p) { return GTK_LIST_ITEM(p); }
/// Replaces `G_LIST_MODEL(p)` (an interface, opaque in Swift).
static inline GListModel *gtkhooks_list_model(gpointer p) { return G_LIST_MODEL(p); }
/// Replaces `GTK_SELECTION_MODEL(p)` (an interface, opaque in Swift).
static inline GtkSelectionModel *gtkhooks_selection_model(gpointer p) {
    return GTK_SELECTION_MODEL(p);
}
/// Replaces `GTK_LIST_ITEM_FACTORY(p)`.
static inline GtkListItemFactory *gtkhooks_list_item_factory(gpointer p) {
    return GTK_LIST_ITEM_FACTORY(p);
}
/// Replaces `G_ACTION_GROUP(p)` (an interface, opaque in Swift).
static inline GActionGroup *gtkhooks_action_group(gpointer p) { return G_ACTION_GROUP(p); }
/// Replaces `G_ACTION_MAP(p)` (an interface, opaque in Swift).
static inline GActionMap *gtkhooks_action_map(gpointer p) { return G_ACTION_MAP(p); }
/// Replaces `G_ACTION(p)` (an interface, opaque in Swift).
static inline GAction *gtkhooks_action(gpointer p) { return G_ACTION(p); }
/// Replaces `G_MENU_MODEL(p)`.
static inline GMenuModel *gtkhooks_menu_model(gpointer p) { return G_MENU_MODEL(p); }
/// Replaces `G_VARIANT_TYPE_STRING` (a cast of a string literal).
static inline const GVariantType *gtkhooks_variant_type_string(void) {
    return G_VARIANT_TYPE_STRING;
}
/// Replaces `GTK_EVENT_CONTROLLER(p)` (opaque in Swift).
static inline GtkEventController *gtkhooks_event_controller(gpointer p) {
    return GTK_EVENT_CONTROLLER(p);
}
/// Replaces `GTK_DIALOG(p)`.
static inline GtkDialog *gtkhooks_dialog(gpointer p) { return GTK_DIALOG(p); }
/// Replaces `GTK_NATIVE_DIALOG(p)`.
static inline GtkNativeDialog *gtkhooks_native_dialog(gpointer p) { return GTK_NATIVE_DIALOG(p); }
/// Replaces `GTK_MESSAGE_DIALOG(p)`.
static inline GtkMessageDialog *gtkhooks_message_dialog(gpointer p) {
    return GTK_MESSAGE_DIALOG(p);
}

/// Replaces `GTK_IS_DIALOG(p)`.
static inline gboolean gtkhooks_is_dialog(gpointer p) { return GTK_IS_DIALOG(p); }
/// Replaces `GTK_IS_LABEL(p)`.
static inline gboolean gtkhooks_is_label(gpointer p) { return GTK_IS_LABEL(p); }
/// Replaces `GTK_IS_BUTTON(p)`.
static inline gboolean gtkhooks_is_button(gpointer p) { return GTK_IS_BUTTON(p); }
/// Replaces `GTK_IS_CHECK_BUTTON(p)`.
static inline gboolean gtkhooks_is_check_button(gpointer p) { return GTK_IS_CHECK_BUTTON(p); }
/// Replaces `GTK_IS_EDITABLE(p)`.
static inline gboolean gtkhooks_is_editable(gpointer p) { return GTK_IS_EDITABLE(p); }
/// Replaces `GTK_IS_TEXT_VIEW(p)`.
static inline gboolean gtkhooks_is_text_view(gpointer p) { return GTK_IS_TEXT_VIEW(p); }

/// Sets or resets the accessible label like `gtkhooks_accessible_set_label`, and
/// keeps it as object data, since GTK 4.8 cannot read it back.
static inline void gtkhooks_set_accessible_label(gpointer widget, const char *label) {
    if (label) {
        gtk_accessible_update_property(
            GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
    } else {
        gtk_accessible_reset_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL);
    }
    g_object_set_data_full(G_OBJECT(widget), "gtkhooks-accessible-label", g_strdup(label), g_free);
}
/// Sets `property` (a string one: description, value text) or resets it
/// when `text` is NULL: `gtk_accessible_update_property` is variadic.
static inline void gtkhooks_accessible_set_text_property(
    gpointer widget, GtkAccessibleProperty property, const char *text) {
    if (text) {
        gtk_accessible_update_property(GTK_ACCESSIBLE(widget), property, text, -1);
    } else {
        gtk_accessible_reset_property(GTK_ACCESSIBLE(widget), property);
    }
}
/// Sets the integer `property` (the heading level) or resets it when `value` is 0.
static inline void gtkhooks_accessible_set_int_property(
    gpointer widget, GtkAccessibleProperty property, int value) {
    if (value) {
        gtk_accessible_update_property(GTK_ACCESSIBLE(widget), property, value, -1);
    } else {
        gtk_accessible_reset_property(GTK_ACCESSIBLE(widget), property);
    }
}
/// Sets the `hidden` state, or resets it when `hidden` is FALSE.
static inline void gtkhooks_accessible_set_hidden(gpointer widget, gboolean hidden) {
    if (hidden) {
        gtk_accessible_update_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
    } else {
        gtk_accessible_reset_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_HIDDEN);
    }
}
/// 1 when the string `property` of GTK's test AT context (GTK_A11Y=test)
/// is `text`, 0 when it is another, -1 when it is unset: the check is variadic.
static inline int gtkhooks_accessible_text_property_is(
    gpointer widget, GtkAccessibleProperty property, const char *text) {
    if (!gtk_test_accessible_has_property(GTK_ACCESSIBLE(widget), property)) return -1;
    char *mismatch = gtk_test_accessible_check_property(GTK_ACCESSIBLE(widget), property, text);
    int matches = mismatch == NULL;
    g_free(mismatch);
    return matches;
}
/// 1 when the integer `property` of GTK's test AT context is `value`, 0 when
/// it is another, -1 when it is unset.
static inline int gtkhooks_accessible_int_property_is(
    gpointer widget, GtkAccessibleProperty property, int value) {
    if (!gtk_test_accessible_has_property(GTK_ACCESSIBLE(widget), property)) return -1;
    char *mismatch = gtk_test_accessible_check_property(GTK_ACCESSIBLE(widget), property, value);
    int matches = mismatch == NULL;
    g_free(mismatch);
    return matches;
}
/// 1 when GTK's test AT context reports the widget hidden, 0 when it reports
/// it shown, -1 when it reports nothing.
static inline int gtkhooks_accessible_hidden_state(gpointer widget) {
    if (!gtk_test_accessible_has_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_HIDDEN))
        return -1;
    char *mismatch =
        gtk_test_accessible_check_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE);
    int matches = mismatch == NULL;
    g_free(mismatch);
    return matches;
}
/// Reads the label set by `gtkhooks_set_accessible_label`, or NULL.
static inline const char *gtkhooks_accessible_label(gpointer widget) {
    return g_object_get_data(G_OBJECT(widget), "gtkhooks-accessible-label");
}
/// Replaces `g_object_set(object, name, (gint)value, NULL)` (variadic).
static inline void gtkhooks_object_set_int(gpointer object, const gchar *name, gint value) {
    g_object_set(object, name, value, NULL);
}
/// Replaces `g_signal_emit_by_name(instance, "activate-link", &handled)`: a
/// signal with a boolean result.
static inline gboolean gtkhooks_signal_emit_predicate(gpointer instance, const gchar *signal) {
    gboolean handled = FALSE;
    g_signal_emit_by_name(instance, signal, &handled);
    return handled;
}
/// Replaces `gtk_message_dialog_new(parent, flags, type, buttons, "%s", text)`
/// (variadic, and a format string that must not see user text). Modal, and
/// not GTK_DIALOG_DESTROY_WITH_PARENT: with that flag GTK 4.8 keeps pointing
/// to a finalized parent from a dialog something still holds (the dialog
/// follows its parent through `Window.destroyWithParent` instead).
static inline GtkWidget *gtkhooks_message_dialog_new(
    GtkWindow *parent, GtkMessageType type, const char *text) {
    return gtk_message_dialog_new(parent, GTK_DIALOG_MODAL, type, GTK_BUTTONS_NONE, "%s", text);
}
/// Replaces `gtk_message_dialog_format_secondary_text(dialog, "%s", text)` (variadic).
static inline void gtkhooks_message_dialog_set_secondary(GtkMessageDialog *dialog, const char *text) {
    gtk_message_dialog_format_secondary_text(dialog, "%s", text);
}
/// Replaces `gtk_file_chooser_native_new(title, parent, action, accept, cancel)`
/// with the two labels GTK picks for the action.
static inline GtkFileChooserNative *gtkhooks_file_chooser_native_new(
    const char *title, GtkWindow *parent, GtkFileChooserAction action) {
    return gtk_file_chooser_native_new(title, parent, action, NULL, NULL);
}

/// Replaces `GTK_IS_SWITCH(p)`.
static inline gboolean gtkhooks_is_switch(gpointer p) { return GTK_IS_SWITCH(p); }
/// Replaces `GTK_IS_RANGE(p)`.
static inline gboolean gtkhooks_is_range(gpointer p) { return GTK_IS_RANGE(p); }
/// Replaces `GTK_IS_SPIN_BUTTON(p)`.
static inline gboolean gtkhooks_is_spin_button(gpointer p) { return GTK_IS_SPIN_BUTTON(p); }
/// Replaces `GTK_IS_DROP_DOWN(p)`.
static inline gboolean gtkhooks_is_drop_down(gpointer p) { return GTK_IS_DROP_DOWN(p); }
/// Replaces `GTK_IS_ENTRY(p)`.
static inline gboolean gtkhooks_is_entry(gpointer p) { return GTK_IS_ENTRY(p); }
/// Replaces `GTK_IS_PASSWORD_ENTRY(p)`.
static inline gboolean gtkhooks_is_password_entry(gpointer p) { return GTK_IS_PASSWORD_ENTRY(p); }
/// Replaces `GTK_IS_MENU_BUTTON(p)`.
static inline gboolean gtkhooks_is_menu_button(gpointer p) { return GTK_IS_MENU_BUTTON(p); }
/// Replaces `GTK_IS_SHORTCUT_CONTROLLER(p)`.
static inline gboolean gtkhooks_is_shortcut_controller(gpointer p) {
    return GTK_IS_SHORTCUT_CONTROLLER(p);
}
/// Replaces `gtk_string_list_splice(list, position, removed, additions)` with
/// `added` empty strings (the rows of a list are identified by position).
static inline void gtkhooks_string_list_resize(GtkStringList *list, guint from, guint to) {
    if (to < from) {
        gtk_string_list_splice(list, to, from - to, NULL);
        return;
    }
    guint added = to - from;
    const char **strings = g_new(const char *, added + 1);
    for (guint i = 0; i < added; i++) strings[i] = "";
    strings[added] = NULL;
    gtk_string_list_splice(list, from, 0, strings);
    g_free(strings);
}
/// Replaces `g_signal_emit_by_name(dialog, "response", response)` (variadic).
static inline void gtkhooks_native_dialog_respond(gpointer dialog, gint response) {
    g_signal_emit_by_name(dialog, "response", response);
}
/// Replaces `g_signal_emit_by_name(dialog, "response", response)` for a GtkDialog (variadic).
static inline void gtkhooks_dialog_respond(gpointer dialog, gint response) {
    gtk_dialog_response(GTK_DIALOG(dialog), response);
}
/// Replaces `g_signal_emit_by_name(instance, signal, text)` (variadic) for an
/// action signal taking one string, such as `insert-at-cursor`.
static inline void gtkhooks_signal_emit_string(
    gpointer instance, const gchar *signal, const gchar *text) {
    g_signal_emit_by_name(instance, signal, text);
}
/// Replaces `g_signal_emit_by_name(instance, signal, text, &handled)` for a
/// signal taking a string and answering a boolean (variadic).
static inline gboolean gtkhooks_signal_emit_string_predicate(
    gpointer instance, const gchar *signal, const gchar *text) {
    gboolean handled = FALSE;
    g_signal_emit_by_name(instance, signal, text, &handled);
    return handled;
}

// MARK: - GTK 4.8 workarounds

/// GtkScrolledWindow's `unrealize` class handler, chained to GTK's own, that
/// disconnects the `notify::gtk-overlay-scrolling` handler GTK 4.8 connects
/// to the widget's GtkSettings at every realize and never disconnects: the
/// settings' handler list grows by one per scrolled window ever realized
/// (every later unrealize scans it), and a change of that setting calls the
/// handler on the freed widget.
static inline void gtkhooks_scrolled_window_unrealize(GtkWidget *widget, gpointer data) {
    (void)data;
    g_signal_chain_from_overridden_handler(widget);
    GtkSettings *settings = gtk_widget_get_settings(widget);
    guint signal_id = 0;
    GQuark detail = 0;
    if (settings != NULL
        && g_signal_parse_name(
            "notify::gtk-overlay-scrolling", G_OBJECT_TYPE(settings), &signal_id, &detail, FALSE)) {
        g_signal_handlers_disconnect_matched(
            settings, (GSignalMatchType)(G_SIGNAL_MATCH_ID | G_SIGNAL_MATCH_DETAIL | G_SIGNAL_MATCH_DATA),
            signal_id, detail, NULL, NULL, widget);
    }
}
/// Installs ``gtkhooks_scrolled_window_unrealize`` for every GtkScrolledWindow
/// (GTK's own included); call once, after the class is initialized.
static inline void gtkhooks_release_scrolled_window_settings_handlers(void) {
    g_signal_override_class_handler(
        "unrealize", GTK_TYPE_SCROLLED_WINDOW, G_CALLBACK(gtkhooks_scrolled_window_unrealize));
}
/// The number of signal handlers connected to `instance` and not blocked
/// (each is found, blocked and counted, then unblocked again).
static inline guint gtkhooks_signal_handler_count(gpointer instance) {
    GArray *ids = g_array_new(FALSE, FALSE, sizeof(gulong));
    gulong id;
    while ((id = g_signal_handler_find(instance, G_SIGNAL_MATCH_UNBLOCKED, 0, 0, NULL, NULL, NULL))) {
        g_signal_handler_block(instance, id);
        g_array_append_val(ids, id);
    }
    for (guint i = 0; i < ids->len; i++) g_signal_handler_unblock(instance, g_array_index(ids, gulong, i));
    guint count = ids->len;
    g_array_free(ids, TRUE);
    return count;
}
