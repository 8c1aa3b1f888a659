/* crash.h — the fatal-signal handler: on SIGSEGV, SIGBUS, SIGFPE, SIGILL or SIGABRT (in Weft or
 * in foreign code called through ctypes) it writes what CPython's faulthandler writes, the
 * running Python frames innermost first, then the native frames (libunwind, with symbol names),
 * and dies of the same signal. It runs on an alternate stack, so a C stack overflow is caught
 * too, and uses only async-signal-safe calls (write(2), no malloc, no stdio). */
#ifndef WEFT_BASE_CRASH_H
#define WEFT_BASE_CRASH_H

/* Writes the Python frames (`  File "x.py", line 3 in f` lines) to fd; must be async-signal-
 * safe. The VM provides it (the layer that knows its frames). */
typedef void (*rt_CrashFramesFn)(int fd);

/* Install the handler (once; later calls only replace the frames writer). */
void rt_crash_install(rt_CrashFramesFn frames);

/* Async-signal-safe output helpers for the frames writer. */
void rt_crash_puts(int fd, const char *s);
void rt_crash_putdec(int fd, long v);

#endif
