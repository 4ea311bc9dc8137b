// The one C header of GtkHooks: GTK plus the helpers Swift cannot import.
#pragma once
#include <gtk/gtk.h>
