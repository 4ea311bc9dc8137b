/* The hand-written C GTK 4 hello of `make bench-startup`: the same window,
 * label and counting button as Benchmarks/StartupHello, compiled by the
 * Makefile with the system's C compiler and `pkg-config gtk4` (it is no
 * SwiftPM target). With --first-frame it prints a line when its first frame
 * is painted and exits. */
#include <gtk/gtk.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static gboolean report_first_frame = FALSE;

static void on_clicked(GtkButton *button, gpointer data) {
    int *count = data;
    char label[64];
    snprintf(label, sizeof label, "Clicked %d times", ++*count);
    gtk_button_set_label(button, label);
}

static void on_after_paint(GdkFrameClock *clock, gpointer data) {
    puts("first frame");
    fflush(stdout);
    exit(0);
}

static void on_activate(GtkApplication *app, gpointer data) {
    GtkWidget *window = gtk_application_window_new(app);
    gtk_window_set_title(GTK_WINDOW(window), "Hello");
    gtk_window_set_default_size(GTK_WINDOW(window), 320, 200);
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12);
    gtk_widget_set_margin_top(box, 24);
    gtk_widget_set_margin_bottom(box, 24);
    gtk_widget_set_margin_start(box, 24);
    gtk_widget_set_margin_end(box, 24);
    gtk_box_append(GTK_BOX(box), gtk_label_new("Hello, world"));
    GtkWidget *button = gtk_button_new_with_label("Clicked 0 times");
    g_signal_connect(button, "clicked", G_CALLBACK(on_clicked), data);
    gtk_box_append(GTK_BOX(box), button);
    gtk_window_set_child(GTK_WINDOW(window), box);
    gtk_window_present(GTK_WINDOW(window));
    if (report_first_frame) {
        GdkFrameClock *clock = gtk_widget_get_frame_clock(window);
        g_signal_connect(clock, "after-paint", G_CALLBACK(on_after_paint), NULL);
        gdk_frame_clock_request_phase(clock, GDK_FRAME_CLOCK_PHASE_AFTER_PAINT);
    }
}

int main(int argc, char **argv) {
    static int count = 0;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--first-frame") == 0) report_first_frame = TRUE;
    }
    GtkApplication *app =
        gtk_application_new("org.gtkhooks.StartupHelloC", G_APPLICATION_DEFAULT_FLAGS);
    g_signal_connect(app, "activate", G_CALLBACK(on_activate), &count);
    /* GTK is not handed the arguments, as GtkHooks does not hand them to it. */
    int status = g_application_run(G_APPLICATION(app), 1, argv);
    g_object_unref(app);
    return status;
}
