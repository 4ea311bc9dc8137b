// Callgrind client requests for `make bench-instructions`. The requests are
// macros of inline assembly in <valgrind/callgrind.h>, which Swift cannot
// import, so each is wrapped in a function here. Outside valgrind (or where
// the header is missing) they do nothing.
#ifndef GTKHOOKS_CCALLGRIND_H
#define GTKHOOKS_CCALLGRIND_H

/// Whether the process runs under valgrind (and the requests were compiled in).
int gtkhooks_callgrind_running(void);

/// Turns instrumentation and event collection on, from zeroed counters.
void gtkhooks_callgrind_start(void);

/// Turns collection and instrumentation off and writes the counters since
/// `gtkhooks_callgrind_start` to a dump file described as `name`.
void gtkhooks_callgrind_stop(const char *name);

/// Bytes of malloc's heap in use (glibc's `mallinfo2().uordblks`), which
/// unlike resident memory does not depend on what earlier work left mapped.
unsigned long gtkhooks_heap_in_use(void);

#endif
