/* error.h — Python-style exceptions raised by the runtime, and the one unwinding mechanism.
 *
 * rt_raise() records the exception, asks the VM (through a hook) to snapshot its frame stack as a
 * traceback, runs the cleanups registered since the innermost rt_pcall() began (newest first),
 * and longjmps to that rt_pcall(). A C function that owns memory or a reference across a call
 * that may raise registers it with rt_cleanup_push() and drops the registration with
 * rt_cleanup_pop() when it no longer owns it: unwinding frees what it unwinds.
 *
 * The exception state, the rt_pcall chain and the cleanup stack are per thread: a worker thread
 * (--sim-threads, target='parallel') that raises unwinds its own rt_pcall only.
 */
#ifndef WEFT_RT_ERROR_H
#define WEFT_RT_ERROR_H

#include <setjmp.h>
#include <signal.h>
#include <stdbool.h>
#include <stddef.h>

/* Every exception class the runtime can raise: X(name, display) where display is the name
 * CPython prints in the last traceback line (NumPy's own classes carry their module). */
#define RT_EXC_KINDS(X)                                                                    \
  X(Exception, "Exception") X(ArithmeticError, "ArithmeticError")                          \
  X(AssertionError, "AssertionError") X(AttributeError, "AttributeError")                  \
  X(FloatingPointError, "FloatingPointError") X(ImportError, "ImportError")                \
  X(IndexError, "IndexError") X(KeyError, "KeyError")                                      \
  X(KeyboardInterrupt, "KeyboardInterrupt") X(LookupError, "LookupError")                  \
  X(MemoryError, "MemoryError") X(ModuleNotFoundError, "ModuleNotFoundError")              \
  X(NameError, "NameError") X(NotImplementedError, "NotImplementedError")                  \
  X(OverflowError, "OverflowError") X(RecursionError, "RecursionError")                    \
  X(RuntimeError, "RuntimeError") X(StopIteration, "StopIteration")                        \
  X(SystemExit, "SystemExit") X(TypeError, "TypeError")                                    \
  X(UnboundLocalError, "UnboundLocalError") X(ValueError, "ValueError")                    \
  X(ZeroDivisionError, "ZeroDivisionError") X(AxisError, "numpy.AxisError")

typedef enum {
#define X(name, display) RT_EXC_##name,
  RT_EXC_KINDS(X)
#undef X
  RT_EXC_COUNT
} ExcKind;

/* display names, indexed by ExcKind */
extern const char *const rt_exc_names[RT_EXC_COUNT];

/* One frame of a traceback, outermost first. Strings are owned by the Exception. */
typedef struct TraceEntry {
  char *file;
  char *func;   /* "<module>" at top level */
  int line, col, end_col; /* 1-based; col/end_col 0 if unknown */
} TraceEntry;

typedef struct Exception {
  ExcKind kind;
  char *message;          /* may be empty: then only the class name is printed */
  TraceEntry *trace;
  int ntrace;
} Exception;

/* Raise: format the message printf-style and unwind to the innermost rt_pcall. */
_Noreturn void rt_raise(ExcKind kind, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* Raise the current exception again (rt_error_current() must not be NULL), keeping its message
 * and traceback: for a function that caught it with rt_pcall to free its own state first. */
_Noreturn void rt_reraise(void);

/* Run fn(ud) under protection. Returns 0 if it finished, 1 if an exception was raised; the
 * exception is then available through rt_error_current() until rt_error_clear(). Nests. */
int rt_pcall(void (*fn)(void *ud), void *ud);

/* ---- cleanups: what unwinding frees ----
 * rt_cleanup_push(fn, p) registers fn(p) to run if an exception unwinds through the caller, and
 * returns a mark. On the normal path the caller calls rt_cleanup_pop(mark, run) before it
 * returns (or hands p on): it drops that registration and every later one, calling their fn
 * when run is true. Registrations nest like the C calls that make them:
 *
 *     char *tmp = rt_malloc(n);
 *     int mark = rt_cleanup_push(free, tmp);
 *     fill(tmp);                      // may raise: tmp is freed by the unwinding
 *     rt_cleanup_pop(mark, true);     // done with tmp: free it now
 *
 * If the registration itself cannot grow the stack, fn(p) runs at once and MemoryError is
 * raised, so a pushed resource is never lost. vm/obj/value.h has rt_cleanup_push_value for a
 * Value held in a local variable, vm/base/strbuf.h rt_sb_cleanup_push for a StrBuf.
 *
 * rt_raise makes its message before it runs the cleanups, so a temporary needed only for the
 * message is registered and then the raise follows, with no pop:
 *
 *     Value r = rt_repr(v);
 *     rt_cleanup_push_value(&r);
 *     rt_raise(RT_EXC_ValueError, "bad value: %s", rt_str_data(r));
 *
 * Registering costs a few stores: do it once per operation, never per element. */
int rt_cleanup_push(void (*fn)(void *p), void *p);
void rt_cleanup_pop(int mark, bool run);

const Exception *rt_error_current(void);
void rt_error_clear(void);

/* The VM installs this hook; rt_raise calls it so the exception gets the VM's frame stack. */
typedef void (*rt_TracebackHook)(Exception *exc);
void rt_set_traceback_hook(rt_TracebackHook hook);
/* Used by the hook to append one frame (copies the strings). */
void rt_exception_add_frame(Exception *exc, const char *file, const char *func, int line,
                            int col, int end_col);

/* Set asynchronously by the SIGINT handler; long-running loops poll it and call
 * rt_check_interrupt(), which raises KeyboardInterrupt and clears the flag. */
extern volatile sig_atomic_t rt_interrupted;
void rt_check_interrupt(void);

/* Allocation that raises MemoryError instead of returning NULL (the memory is the caller's: it
 * registers a cleanup if it calls anything that may raise while it owns the block). */
void *rt_malloc(size_t n);
void *rt_calloc(size_t count, size_t size);
void *rt_realloc(void *p, size_t n);
char *rt_strdup(const char *s);

#endif
