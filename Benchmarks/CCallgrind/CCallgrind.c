// Wraps callgrind's client-request macros (CALLGRIND_*, RUNNING_ON_VALGRIND)
// in functions Swift can call, and the heap figure of the benchmarks.
#include "CCallgrind.h"

#include <malloc.h>

unsigned long gtkhooks_heap_in_use(void) { return (unsigned long)mallinfo2().uordblks; }

#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>

int gtkhooks_callgrind_running(void) { return RUNNING_ON_VALGRIND ? 1 : 0; }

void gtkhooks_callgrind_start(void) {
    CALLGRIND_START_INSTRUMENTATION;
    CALLGRIND_ZERO_STATS;
    CALLGRIND_TOGGLE_COLLECT;
}

void gtkhooks_callgrind_stop(const char *name) {
    CALLGRIND_TOGGLE_COLLECT;
    CALLGRIND_DUMP_STATS_AT(name);
    CALLGRIND_STOP_INSTRUMENTATION;
}
#else
int gtkhooks_callgrind_running(void) { return 0; }
void gtkhooks_callgrind_start(void) {}
void gtkhooks_callgrind_stop(const char *name) { (void)name; }
#endif
