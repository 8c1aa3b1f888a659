/* futures_executor.c — concurrent.futures' executors. ThreadPoolExecutor starts worker
 * threads (green.h) as CPython does: a submit reuses an idle worker, or starts a new one
 * named ThreadPoolExecutor-N_K while there are fewer than max_workers; workers take work
 * items from a queue in order. ProcessPoolExecutor runs each task in this process when it is
 * submitted (Weft has no worker processes for it): the results, exceptions and their order
 * are CPython's; writes to globals inside a task are seen by the caller. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../base/error.h"
#include "../obj/class.h"
#include "../obj/dict.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"
#include "py.h"
#include "threads.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw

/* futures.c */
Value py_futures_item(Value fn, int argc, const Value *argv, const Kwargs *kw, Value *fut);
void py_futures_run_item(Value item);

typedef struct Executor {
  Obj hdr;
  bool process, shutdown;
  int64_t max_workers;
  int idle;
  Value queue;   /* SimpleQueue of work items; None tells a worker to stop */
  Value threads; /* list of the worker Threads */
  Value prefix;  /* thread names' prefix */
} Executor;

typedef struct ExecState {
  int counter;
  /* the thread executors not shut down (a list, or RT_UNDEF before the first): at the
   * program's end their workers are told to stop, as CPython's _python_exit does */
  Value live;
} ExecState;
static void exec_init(void *p) { ((ExecState *)p)->live = rt_undef(); }
static void exec_fini(void *p) { rt_decref(((ExecState *)p)->live); }
static RtStateKey exec_key = {"concurrent.futures executors", sizeof(ExecState), exec_init, exec_fini, 0};
static ExecState *exec_state(void) { return rt_runtime_state(&exec_key); }

static void executor_free(Obj *o) {
  Executor *e = (Executor *)o;
  rt_decref(e->queue);
  rt_decref(e->threads);
  rt_decref(e->prefix);
  free(e);
}

static void executor_traverse(Obj *o, void (*visit)(Value, void *), void *arg) {
  Executor *e = (Executor *)o;
  visit(e->queue, arg);
  visit(e->threads, arg);
}

static Value executor_getattr(Value self, const char *name);
static const char *executor_type_name(Value self) {
  return RT_AS(Executor, self)->process ? "ProcessPoolExecutor" : "ThreadPoolExecutor";
}
static Value executor_repr(Value self) {
  return rt_str_printf("<concurrent.futures.%s object at %p>",
                       RT_AS(Executor, self)->process ? "process.ProcessPoolExecutor" : "thread.ThreadPoolExecutor",
                       (void *)self.as.o);
}

static const ObjType executor_type = {
    .name = "ThreadPoolExecutor",
    .type_name = executor_type_name,
    .free = executor_free,
    .repr = executor_repr,
    .getattr = executor_getattr,
    .traverse = executor_traverse,
};

static Value call_method(Value obj, const char *name, int argc, const Value *argv) {
  Value fn = rt_getattr(obj, name);
  int mark = rt_cleanup_push_value(&fn);
  Value r = rt_call(fn, argc, argv, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

/* A worker thread's loop: run work items until a None comes. */
static Value worker(ARGS) {
  (void)argc, (void)argv, (void)kw;
  Executor *e = RT_AS(Executor, self);
  for (;;) {
    Value item = call_method(e->queue, "get", 0, NULL);
    if (rt_is_none(item)) {
      Value none = rt_none();
      rt_decref(call_method(e->queue, "put", 1, &none)); /* the next worker stops too */
      return rt_none();
    }
    int mark = rt_cleanup_push_value(&item);
    py_futures_run_item(item);
    rt_cleanup_pop(mark, true);
    e->idle++;
  }
}

static void adjust_threads(Value self) {
  Executor *e = RT_AS(Executor, self);
  if (e->idle > 0) {
    e->idle--;
    return;
  }
  int64_t n = RT_AS(List, e->threads)->n;
  if (n >= e->max_workers) return;
  Value name = rt_str_printf("%s_%lld", rt_str_data(e->prefix), (long long)n);
  int mark = rt_cleanup_push_value(&name);
  Value target = rt_native_bind("_worker", worker, self);
  rt_cleanup_push_value(&target);
  Value t = py_thread_spawn(target, rt_undef(), name, false);
  rt_cleanup_push_value(&t);
  rt_list_append(e->threads, t);
  rt_cleanup_pop(mark, true);
}

static Value m_submit(ARGS) {
  if (argc < 1) rt_raise(RT_EXC_TypeError, "submit() missing 1 required positional argument: 'fn'");
  Executor *e = RT_AS(Executor, self);
  if (e->shutdown) rt_raise(RT_EXC_RuntimeError, "cannot schedule new futures after shutdown");
  Value fut;
  Value item = py_futures_item(argv[0], argc - 1, argv + 1, kw, &fut);
  int mark = rt_cleanup_push_value(&item);
  rt_cleanup_push_value(&fut);
  if (e->process) {
    py_futures_run_item(item);
  } else {
    rt_decref(call_method(e->queue, "put", 1, &item));
    adjust_threads(self);
  }
  rt_incref(fut);
  rt_cleanup_pop(mark, true);
  return fut;
}

/* map's result: the futures' results in the order submitted. */
typedef struct MapIter {
  Obj hdr;
  Value futures; /* list */
  int64_t pos;
} MapIter;

static void mapiter_free(Obj *o) {
  rt_decref(((MapIter *)o)->futures);
  free(o);
}
static Value mapiter_iter(Value self) { return (rt_incref(self), self); }
static bool mapiter_next(Value self, Value *out) {
  MapIter *m = RT_AS(MapIter, self);
  if (m->pos >= RT_AS(List, m->futures)->n) return false;
  Value f = RT_AS(List, m->futures)->items[m->pos++];
  *out = call_method(f, "result", 0, NULL);
  return true;
}
static const ObjType mapiter_type = {
    .name = "generator", .free = mapiter_free, .iter = mapiter_iter, .next = mapiter_next};

static Value m_map(ARGS) {
  if (argc < 2) rt_raise(RT_EXC_TypeError, "Executor.map() missing 1 required positional argument: 'fn'");
  for (int k = 0; kw && k < kw->n; k++) {
    if (strcmp(kw->names[k], "timeout") != 0 && strcmp(kw->names[k], "chunksize") != 0) {
      rt_raise(RT_EXC_TypeError, "Executor.map() got an unexpected keyword argument '%s'", kw->names[k]);
    }
  }
  int n = argc - 1;
  Value its[n], futs = rt_list_new(0);
  int mark = rt_cleanup_push_value(&futs);
  for (int k = 0; k < n; k++) its[k] = rt_undef();
  for (int k = 0; k < n; k++) {
    its[k] = rt_iter(argv[1 + k]);
    rt_cleanup_push_value(&its[k]);
  }
  Value args[n];
  for (;;) {
    int got = 0;
    for (int k = 0; k < n && rt_next(its[k], &args[k]); k++) got++;
    if (got < n) {
      for (int k = 0; k < got; k++) rt_decref(args[k]);
      break;
    }
    Value sub[n + 1];
    sub[0] = argv[0];
    for (int k = 0; k < n; k++) sub[k + 1] = args[k];
    Value f = m_submit(self, n + 1, sub, NULL);
    for (int k = 0; k < n; k++) rt_decref(args[k]);
    rt_list_append(futs, f);
    rt_decref(f);
  }
  MapIter *m = rt_malloc(sizeof *m);
  rt_obj_init(&m->hdr, &mapiter_type);
  m->futures = futs;
  rt_incref(futs);
  m->pos = 0;
  rt_cleanup_pop(mark, true);
  return rt_obj(m);
}

/* self leaves the executors the program's end stops. */
static void forget(Value self) {
  Value live = exec_state()->live;
  List *l = rt_is_undef(live) ? NULL : RT_AS(List, live);
  for (int64_t k = 0; l && k < l->n; k++) {
    if (!rt_is(l->items[k], self)) continue;
    Value gone = l->items[k];
    for (int64_t j = k + 1; j < l->n; j++) l->items[j - 1] = l->items[j];
    l->n--;
    rt_decref(gone);
    return;
  }
}

static void shutdown(Value self, bool wait) {
  Executor *e = RT_AS(Executor, self);
  if (!e->shutdown && !e->process) {
    Value none = rt_none();
    rt_decref(call_method(e->queue, "put", 1, &none));
    forget(self);
  }
  e->shutdown = true;
  if (!wait) return;
  List *ts = RT_AS(List, e->threads);
  for (int64_t k = 0; k < ts->n; k++) rt_decref(call_method(ts->items[k], "join", 0, NULL));
}

static const char *const shutdown_names[] = {"wait", "cancel_futures"};

static Value m_shutdown(ARGS) {
  Value a[2];
  py_parse_method_args("Executor.shutdown", self, argc, argv, kw, 2, shutdown_names, 0, a);
  shutdown(self, rt_is_undef(a[0]) || rt_truthy(a[0]));
  return rt_none();
}

static Value m_enter(ARGS) {
  (void)argv;
  rt_check_args("__enter__", argc, kw, 0, 0, RT_ARGS_NONE);
  return (rt_incref(self), self);
}

static Value m_exit(ARGS) {
  (void)argv, (void)argc, (void)kw;
  shutdown(self, true);
  return rt_bool(false);
}

static Value executor_getattr(Value self, const char *name) {
  static const struct {
    const char *name;
    NativeFn fn;
  } methods[] = {{"submit", m_submit},     {"map", m_map},         {"shutdown", m_shutdown},
                 {"__enter__", m_enter},   {"__exit__", m_exit}};
  for (size_t k = 0; k < sizeof methods / sizeof methods[0]; k++) {
    if (strcmp(methods[k].name, name) == 0) return rt_native_bind(name, methods[k].fn, self);
  }
  if (strcmp(name, "_max_workers") == 0) return rt_int(RT_AS(Executor, self)->max_workers);
  return rt_undef();
}

static int64_t cpus(void) {
  long n = sysconf(_SC_NPROCESSORS_ONLN);
  return n > 0 ? n : 1;
}

static const char *const tpe_names[] = {"max_workers", "thread_name_prefix", "initializer", "initargs"};

static Value make(bool process, int argc, const Value *argv, const Kwargs *kw) {
  Value a[4];
  py_parse_pyargs(process ? "ProcessPoolExecutor.__init__" : "ThreadPoolExecutor.__init__", argc, argv, kw,
                  process ? 3 : 4, tpe_names, 0, a);
  int64_t max = process ? cpus() : (cpus() + 4 < 32 ? cpus() + 4 : 32);
  if (!rt_is_undef(a[0]) && !rt_is_none(a[0])) {
    max = rt_to_index(a[0], "max_workers");
    if (max <= 0) rt_raise(RT_EXC_ValueError, "max_workers must be greater than 0");
  }
  Executor *e = rt_malloc(sizeof *e);
  rt_obj_init(&e->hdr, &executor_type);
  e->process = process;
  e->shutdown = false;
  e->max_workers = max;
  e->idle = 0;
  e->threads = rt_list_new(0);
  e->queue = py_queue_new(3, 0);
  if (!process && !rt_is_undef(a[1]) && rt_is_str(a[1]) && rt_str_data(a[1])[0]) {
    e->prefix = (rt_incref(a[1]), a[1]);
  } else { /* only executors without a prefix count, as CPython's `prefix or counter()` */
    int n = process ? 0 : ((ExecState *)rt_runtime_state(&exec_key))->counter++;
    e->prefix = rt_str_printf("ThreadPoolExecutor-%d", n);
  }
  Value out = rt_obj(e);
  if (!process) {
    ExecState *st = exec_state();
    if (rt_is_undef(st->live)) st->live = rt_list_new(0);
    rt_list_append(st->live, out);
  }
  return out;
}

void py_futures_at_exit(void) {
  ExecState *st = exec_state();
  if (rt_is_undef(st->live)) return;
  Value live = st->live; /* each shutdown(wait=False) leaves the list */
  rt_incref(live);
  int mark = rt_cleanup_push_value(&live);
  while (RT_AS(List, live)->n > 0) shutdown(RT_AS(List, live)->items[0], false);
  rt_cleanup_pop(mark, true);
}

static Value c_tpe(ARGS) { (void)self; return make(false, argc, argv, kw); }
static Value c_ppe(ARGS) { (void)self; return make(true, argc, argv, kw); }

void py_futures_executors_init(Value m) {
  rt_module_add_fn(m, "ThreadPoolExecutor", c_tpe);
  rt_module_add_fn(m, "ProcessPoolExecutor", c_ppe);
}
