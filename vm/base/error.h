/* error.h — Python-style exceptions raised by the runtime, and the one unwinding mechanism.
 *
 * rt_raise() records the exception, asks the VM (through a hook) to snapshot its frame stack as a
 * traceback, runs the cleanups registered since the innermost rt_pcall() began (newest first),
 * and longjmps to that rt_pcall(). A C function that owns memory or a reference across a call
 * that may raise registers it with rt_cleanup_push() and drops the registration with
 * rt_cleanup_pop() when it no longer owns it: unwinding frees what it unwinds.
 *
 * The VM's own rt_pcall (vm_execute) is where Python's `except` catches what C code raised;
 * docs/architecture.md ("Exceptions") has the whole path.
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
#include <stdio.h>

/* Every builtin exception class: X(name, display, base, base2). display is the name CPython
 * prints in the last traceback line (NumPy's own classes carry their module); base is the class
 * it derives from (NONE for BaseException), base2 a second base (numpy.AxisError and
 * io.UnsupportedOperation have one).
 * This is data, not Python objects: vm/obj/exc.h makes the class values from it. */
#define RT_EXC_KINDS(X)                                                                    \
  X(BaseException, "BaseException", NONE, NONE)                                            \
  X(SystemExit, "SystemExit", BaseException, NONE)                                         \
  X(KeyboardInterrupt, "KeyboardInterrupt", BaseException, NONE)                           \
  X(GeneratorExit, "GeneratorExit", BaseException, NONE)                                   \
  X(Exception, "Exception", BaseException, NONE)                                           \
  X(StopIteration, "StopIteration", Exception, NONE)                                       \
  X(StopAsyncIteration, "StopAsyncIteration", Exception, NONE)                             \
  X(ArithmeticError, "ArithmeticError", Exception, NONE)                                   \
  X(FloatingPointError, "FloatingPointError", ArithmeticError, NONE)                       \
  X(OverflowError, "OverflowError", ArithmeticError, NONE)                                 \
  X(ZeroDivisionError, "ZeroDivisionError", ArithmeticError, NONE)                         \
  X(AssertionError, "AssertionError", Exception, NONE)                                     \
  X(AttributeError, "AttributeError", Exception, NONE)                                     \
  X(BufferError, "BufferError", Exception, NONE)                                           \
  X(EOFError, "EOFError", Exception, NONE)                                                 \
  X(ImportError, "ImportError", Exception, NONE)                                           \
  X(ModuleNotFoundError, "ModuleNotFoundError", ImportError, NONE)                         \
  X(LookupError, "LookupError", Exception, NONE)                                           \
  X(IndexError, "IndexError", LookupError, NONE)                                           \
  X(KeyError, "KeyError", LookupError, NONE)                                               \
  X(MemoryError, "MemoryError", Exception, NONE)                                           \
  X(NameError, "NameError", Exception, NONE)                                               \
  X(UnboundLocalError, "UnboundLocalError", NameError, NONE)                               \
  X(OSError, "OSError", Exception, NONE)                                                   \
  X(BlockingIOError, "BlockingIOError", OSError, NONE)                                     \
  X(ChildProcessError, "ChildProcessError", OSError, NONE)                                 \
  X(ConnectionError, "ConnectionError", OSError, NONE)                                     \
  X(BrokenPipeError, "BrokenPipeError", ConnectionError, NONE)                             \
  X(ConnectionAbortedError, "ConnectionAbortedError", ConnectionError, NONE)               \
  X(ConnectionRefusedError, "ConnectionRefusedError", ConnectionError, NONE)               \
  X(ConnectionResetError, "ConnectionResetError", ConnectionError, NONE)                   \
  X(FileExistsError, "FileExistsError", OSError, NONE)                                     \
  X(FileNotFoundError, "FileNotFoundError", OSError, NONE)                                 \
  X(InterruptedError, "InterruptedError", OSError, NONE)                                   \
  X(IsADirectoryError, "IsADirectoryError", OSError, NONE)                                 \
  X(NotADirectoryError, "NotADirectoryError", OSError, NONE)                               \
  X(PermissionError, "PermissionError", OSError, NONE)                                     \
  X(ProcessLookupError, "ProcessLookupError", OSError, NONE)                               \
  X(TimeoutError, "TimeoutError", OSError, NONE)                                           \
  X(ReferenceError, "ReferenceError", Exception, NONE)                                     \
  X(RuntimeError, "RuntimeError", Exception, NONE)                                         \
  X(NotImplementedError, "NotImplementedError", RuntimeError, NONE)                        \
  X(RecursionError, "RecursionError", RuntimeError, NONE)                                  \
  X(SyntaxError, "SyntaxError", Exception, NONE)                                           \
  X(IndentationError, "IndentationError", SyntaxError, NONE)                               \
  X(TabError, "TabError", IndentationError, NONE)                                          \
  X(SystemError, "SystemError", Exception, NONE)                                           \
  X(TypeError, "TypeError", Exception, NONE)                                               \
  X(ValueError, "ValueError", Exception, NONE)                                             \
  X(UnicodeError, "UnicodeError", ValueError, NONE)                                        \
  X(UnicodeDecodeError, "UnicodeDecodeError", UnicodeError, NONE)                          \
  X(UnicodeEncodeError, "UnicodeEncodeError", UnicodeError, NONE)                          \
  X(Warning, "Warning", Exception, NONE)                                                   \
  X(BytesWarning, "BytesWarning", Warning, NONE)                                           \
  X(DeprecationWarning, "DeprecationWarning", Warning, NONE)                               \
  X(EncodingWarning, "EncodingWarning", Warning, NONE)                                     \
  X(FutureWarning, "FutureWarning", Warning, NONE)                                         \
  X(ImportWarning, "ImportWarning", Warning, NONE)                                         \
  X(PendingDeprecationWarning, "PendingDeprecationWarning", Warning, NONE)                 \
  X(ResourceWarning, "ResourceWarning", Warning, NONE)                                     \
  X(RuntimeWarning, "RuntimeWarning", Warning, NONE)                                       \
  X(SyntaxWarning, "SyntaxWarning", Warning, NONE)                                         \
  X(UnicodeWarning, "UnicodeWarning", Warning, NONE)                                       \
  X(UserWarning, "UserWarning", Warning, NONE)                                             \
  X(ReError, "re.error", Exception, NONE)                                                  \
  X(AxisError, "numpy.AxisError", ValueError, IndexError)                                 \
  X(LinAlgError, "numpy.linalg.LinAlgError", Exception, NONE)                              \
  X(MAError, "numpy.ma.core.MAError", Exception, NONE)                                     \
  X(MaskError, "numpy.ma.core.MaskError", MAError, NONE)                                   \
  X(UFuncTypeError, "numpy.core._exceptions.UFuncTypeError", TypeError, NONE)              \
  X(UFuncNoLoopError, "numpy.core._exceptions._UFuncNoLoopError", UFuncTypeError, NONE)     \
  X(UFuncBinaryResolutionError, "numpy.core._exceptions._UFuncBinaryResolutionError",       \
    UFuncTypeError, NONE)                                                                  \
  X(UFuncCastingError, "numpy.core._exceptions._UFuncCastingError", UFuncTypeError, NONE)   \
  X(UFuncOutputCastingError, "numpy.core._exceptions._UFuncOutputCastingError",             \
    UFuncCastingError, NONE)                                                               \
  X(UFuncInputCastingError, "numpy.core._exceptions._UFuncInputCastingError",               \
    UFuncCastingError, NONE)                                                               \
  X(NumbaError, "numba.core.errors.NumbaError", Exception, NONE)                           \
  X(TypingError, "numba.core.errors.TypingError", NumbaError, NONE)                        \
  X(UnsupportedError, "numba.core.errors.UnsupportedError", NumbaError, NONE)              \
  X(LoweringError, "numba.core.errors.LoweringError", NumbaError, NONE)                    \
  X(ConstantInferenceError, "numba.core.errors.ConstantInferenceError", NumbaError, NONE)  \
  X(NumbaValueError, "numba.core.errors.NumbaValueError", TypingError, NONE)                \
  X(NumbaWarning, "numba.core.errors.NumbaWarning", Warning, NONE)                         \
  X(NumbaPerformanceWarning, "numba.core.errors.NumbaPerformanceWarning", NumbaWarning, NONE) \
  X(NumbaDeprecationWarning, "numba.core.errors.NumbaDeprecationWarning", NumbaWarning, NONE) \
  X(NumbaPendingDeprecationWarning, "numba.core.errors.NumbaPendingDeprecationWarning",    \
    NumbaWarning, NONE)                                                                    \
  X(UnsupportedOperation, "io.UnsupportedOperation", OSError, ValueError)                   \
  X(StatisticsError, "statistics.StatisticsError", ValueError, NONE)                      \
  X(CsvError, "_csv.Error", Exception, NONE)                                               \
  X(BaseExceptionGroup, "BaseExceptionGroup", BaseException, NONE)                         \
  X(ExceptionGroup, "ExceptionGroup", BaseExceptionGroup, Exception)

typedef enum {
  RT_EXC_NONE = -1, /* "no base" in RT_EXC_KINDS */
#define X(name, display, base, base2) RT_EXC_##name,
  RT_EXC_KINDS(X)
#undef X
  RT_EXC_COUNT
} ExcKind;

/* display names, indexed by ExcKind */
extern const char *const rt_exc_names[RT_EXC_COUNT];
/* the bases of each class (RT_EXC_NONE where there is none), indexed by ExcKind */
extern const ExcKind rt_exc_bases[RT_EXC_COUNT][2];

/* Is kind the class base or derived from it (issubclass on the builtin classes)? */
bool rt_exc_kind_is(ExcKind kind, ExcKind base);

/* One frame of a traceback, outermost first. Strings are owned by the Exception. */
typedef struct TraceEntry {
  char *file;
  char *func;   /* "<module>" at top level */
  int line, col, end_col; /* 1-based; col/end_col 0 if unknown */
  int anchor0, anchor1;   /* CPython 3.11's caret anchors (the VM's vm_anchor), 0 = none */
} TraceEntry;

/* The exception being raised. `value` is the exception object of the layer above (vm/obj's
 * exception instance, an owned reference this layer only stores and releases through the
 * release function that layer installs), or NULL: an exception raised by rt_raise gets its
 * object only when Python code catches it. */
typedef struct Exception {
  ExcKind kind;           /* the class, or for an object the builtin class its class derives from */
  char *message;          /* may be empty: then only the class name is printed; NULL with a value */
  TraceEntry *trace;
  int ntrace;
  void *value;
} Exception;

/* Raise: format the message printf-style and unwind to the innermost rt_pcall. */
_Noreturn void rt_raise(ExcKind kind, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* Raise an exception object of the layer above (steals the reference `value`; see Exception):
 * its message is the object's business. The traceback hook is called as for rt_raise. */
_Noreturn void rt_raise_value(ExcKind kind, void *value);

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

/* The calling thread's unwinding state (rt_pcall chain, exception, cleanups) as bytes, for
 * green threads that share one OS thread: save it into a buffer of rt_error_state_size()
 * bytes, load one saved before (or zeroed: a fresh state). */
size_t rt_error_state_size(void);
/* The calling thread's count of nested C recursion levels (runtime.h's rt_recursion_enter): part
 * of the state above, so each green thread has its own, and put back by rt_pcall when an error
 * unwinds levels whose leaves never ran. */
int *rt_c_depth(void);
void rt_error_state_save(void *buf);
void rt_error_state_load(const void *buf);
void rt_error_state_release(void *buf); /* a finished thread's saved state (no exception left) */
const Exception *rt_error_current(void);
void rt_error_clear(void);
/* Move the current exception out (the caller owns it and frees it with rt_exception_free) and
 * clear the current one; NULL if there is none. */
Exception *rt_error_take(void);
/* Make e (from rt_error_take; freed here) the current exception again, replacing any. */
void rt_error_restore(Exception *e);
void rt_exception_free(Exception *e);
/* The layer that puts objects into Exception.value installs how to release one. */
void rt_set_error_value_release(void (*release)(void *value));

/* The VM installs this hook; rt_raise calls it so the exception gets the VM's frame stack. */
typedef void (*rt_TracebackHook)(Exception *exc);
void rt_set_traceback_hook(rt_TracebackHook hook);
/* The frames a raise here would record, outermost first (an Exception with no kind, freed with
 * rt_exception_free): for warnings.warn, which names the line that called it. */
Exception *rt_trace_here(void);
/* The VM installs how it prints an exception as CPython does (traceback, chained exceptions,
 * last line); rt_print_exception leaves out the first `skip` frames of exc's own traceback
 * (unittest prints a test's failure from the test method's frame on). Without a printer it
 * prints the last line only. */
typedef void (*rt_ExceptionPrinter)(const Exception *exc, int skip, FILE *out);
void rt_set_exception_printer(rt_ExceptionPrinter printer);
void rt_print_exception(const Exception *exc, int skip, FILE *out);
/* Used by the hook to append one frame (copies the strings); returns the entry (NULL when out
 * of memory: the frame is dropped) so the caller can set its anchors. */
TraceEntry *rt_exception_add_frame(Exception *exc, const char *file, const char *func, int line,
                                   int col, int end_col);

/* Set asynchronously by the SIGINT handler; long-running loops poll it and call
 * rt_check_interrupt(), which raises KeyboardInterrupt and clears the flag. */
extern volatile sig_atomic_t rt_interrupted;
void rt_check_interrupt(void);
/* Green threads' routing (vm/py/green.c): Ctrl-C is the main thread's, as in CPython, so
 * elsewhere() is asked first; it returns true when the calling thread is another one and it
 * handed the interrupt on to the main thread (which raises it), leaving the caller to go on. */
void rt_set_interrupt_router(bool (*elsewhere)(void));

/* Allocation that raises MemoryError instead of returning NULL (the memory is the caller's: it
 * registers a cleanup if it calls anything that may raise while it owns the block). */
void *rt_malloc(size_t n);
void *rt_calloc(size_t count, size_t size);
void *rt_realloc(void *p, size_t n);
char *rt_strdup(const char *s);

#endif
