#ifndef __RESOURCE_gtkhooks_H__
#define __RESOURCE_gtkhooks_H__

#include <gio/gio.h>

extern GResource *gtkhooks_get_resource (void);

extern void gtkhooks_register_resource (void);
extern void gtkhooks_unregister_resource (void);

#endif
