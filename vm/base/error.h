/* error.h — Python-style exceptions raised by the runtime, and the one unwinding mechanism.
 *
 * The subset has no try/except, so an exception always ends the current top-level run (the
 * program, or one REPL input). rt_raise() records the exception, asks the VM (through a hook) to
 * snapshot its frame stack as a traceback, and longjmps to the innermost rt_pcall(). Objects owned
 * by the C frames that are unwound are not released; that is the documented cost of this design.
 */
#ifndef WEFT_RT_ERROR_H
#define WEFT_RT_ERROR_H

#include <setjmp.h>
#include <signal.h>
#include <stddef.h>

#include "../obj/value.h"

/* Every exception class the runtime can raise; X(name). Defined once. */
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

/* Run fn(ud) under protection. Returns 0 if it finished, 1 if an exception was raised; the
 * exception is then available through rt_error_current() until rt_error_clear(). Nests. */
int rt_pcall(void (*fn)(void *ud), void *ud);

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

/* Allocation that raises MemoryError instead of returning NULL. */
void *rt_malloc(size_t n);
void *rt_calloc(size_t count, size_t size);
void *rt_realloc(void *p, size_t n);
char *rt_strdup(const char *s);

#endif
