/* threads.h — what threading, queue, concurrent.futures and multiprocessing share (all run on
 * the green threads of green.h). */
#ifndef WEFT_PY_THREADS_H
#define WEFT_PY_THREADS_H

#include "../obj/value.h"
#include "green.h"

/* fn(*args, **kwargs): args a tuple or list (or None/RT_UNDEF: none), kwargs a dict (or
 * None/RT_UNDEF). A new reference. */
Value py_call_star(Value fn, Value args, Value kwargs);
/* futures_executor.c: at the program's end, before the threads are joined, the workers of
 * every thread executor not shut down are told to stop (CPython's _python_exit). */
void py_futures_at_exit(void);
/* A timeout argument in seconds: RT_UNDEF or None give -1 (no limit); negative values raise
 * ValueError(neg_msg) when neg_msg is not NULL. */
double py_timeout_arg(Value v, const char *neg_msg);
/* A class made in C: name, module, one base (RT_UNDEF: object), its methods (NULL-ended). An
 * exception class (a builtin exception base) gets the qualname "module.name", as CPython prints it. */
typedef struct PyMethodDef {
  const char *name, *qualname;
  RtMethodFn fn;
} PyMethodDef;
Value py_make_class(const char *name, const char *module, Value base, const PyMethodDef *methods);
/* Prints "Exception in thread NAME:" and the current exception's traceback to stderr, as
 * threading.excepthook does (nothing for SystemExit), and clears it. */
void py_thread_report(const char *header, Value name);

/* threading's module pieces (threading.c, threading_sync.c). */
void py_threading_sync_init(Value m);
/* Lock / RLock / Condition / Event objects for the other modules (new references). */
Value py_lock_new(bool reentrant);
Value py_condition_new(Value lock);
/* The threading.Thread class and a new started thread running fn(*args) named name (for the
 * executors' workers); RT_UNDEF name: the default. */
Value py_thread_class(void);
Value py_thread_spawn(Value fn, Value args, Value name, bool daemon);

/* A queue.Queue (kind 0), LifoQueue (1), PriorityQueue (2) or SimpleQueue (3) (queue.c). */
Value py_queue_new(int kind, int64_t maxsize);

#endif
