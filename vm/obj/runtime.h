/* runtime.h — the state a running program keeps in the libraries between calls, one per VM:
 * the modules it has imported (each built on its first import), the builtins module, and each
 * library's own state (NumPy's print options and global random generator, the `random`
 * module's stream, ...). Two VMs in one process (two notebooks' kernels, a test beside the
 * REPL) never see each other's.
 *
 * The VM owns its runtime and makes it the current one of the thread it runs on
 * (rt_runtime_enter, at every entry into the VM); library code reaches its state through
 * rt_runtime_state(key), which allocates it in the current runtime on first use. Code that runs
 * with no VM entered (unit tests, a worker thread) gets the process's default runtime, made on
 * first use. */
#ifndef WEFT_RT_RUNTIME_H
#define WEFT_RT_RUNTIME_H

#include <stddef.h>

#include "value.h"

typedef struct RtRuntime RtRuntime;

/* A library's kind of state. A file declares one as a static, zero id:
 *     static RtStateKey print_key = {"numpy print options", sizeof(PrintOptions), init_opts, NULL};
 * and reaches its state with rt_runtime_state(&print_key). */
typedef struct RtStateKey {
  const char *name;          /* what the state is, for messages */
  size_t size;               /* bytes, zeroed before init */
  void (*init)(void *state); /* may be NULL */
  void (*fini)(void *state); /* before the memory is freed; may be NULL */
  int id;                    /* assigned on first use (start-up is single-threaded) */
} RtStateKey;

RtRuntime *rt_runtime_new(void);
/* Releases the imported modules and every library's state. */
void rt_runtime_free(RtRuntime *rt);

/* Makes rt the current runtime of this thread; returns the one it replaces (NULL: none). */
RtRuntime *rt_runtime_enter(RtRuntime *rt);
/* The current runtime of this thread, or the process's default one. */
RtRuntime *rt_runtime_current(void);

/* key's state in the current runtime, made (zeroed, then key->init) on first use. */
void *rt_runtime_state(RtStateKey *key);
/* key's state in the current runtime, or NULL when none was made (allocates nothing: for paths
 * that must not raise, such as the program's end past a MemoryError). */
void *rt_runtime_state_made(const RtStateKey *key);

/* The current runtime's cache slot of the registered module with this index (modules.c), and
 * of the builtins module: RT_UNDEF until built. */
Value *rt_runtime_module_slot(int index);
Value *rt_runtime_builtins_slot(void);
/* The current runtime's sys.modules dict slot (modules.c fills it): RT_UNDEF until used. */
Value *rt_runtime_modules_dict_slot(void);

/* sys.getrecursionlimit / setrecursionlimit: how deep Python calls may nest before
 * RecursionError (CPython's default 1000). The VM reads it through the slot, which stays put
 * as long as the runtime lives. */
#define RT_DEFAULT_RECURSION_LIMIT 1000
int rt_recursion_limit(void);
void rt_set_recursion_limit(int n);
/* CPython 3.11's limit on decimal int/str conversions, this runtime's (0: none). */
int rt_int_max_str_digits(void);
void rt_set_int_max_str_digits(int n);
/* C code that recurses on its data (deepcopy, json.dumps, comparing nested lists) bounds its
 * depth by the recursion limit, as CPython's C recursion checks do: rt_recursion_enter raises
 * RecursionError("maximum recursion depth exceeded" + where) past it, instead of running out of
 * C stack; every enter that returns is matched by a leave (a raise needs none). The Python
 * frames running count against the limit too, as in CPython 3.11 (one counter for both). */
void rt_recursion_enter(const char *where);
/* How many Python frames the running VM has (set once by the VM; NULL: none counted). */
void rt_set_py_depth_fn(int (*fn)(void));
void rt_recursion_leave(void);
/* The same with a bound of its own: hashing nested tuples, which CPython does without a check
 * (so deeper than the recursion limit), up to what the C stack holds. */
void rt_recursion_enter_n(const char *where, int limit);
#define RT_C_DEEP_LIMIT 20000
const int *rt_recursion_limit_slot(RtRuntime *rt);

/* How many modules a runtime can hold: rt_register_module refuses more. */
#define RT_MAX_MODULES 192

#endif
