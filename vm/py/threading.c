/* threading.c — the threading module's Thread (a class Python code may derive from, with
 * run() to override), _MainThread, Timer, local and the module functions (current_thread,
 * main_thread, active_count, enumerate, get_ident, ...), on the green threads of green.c.
 * The locks, conditions, events, semaphores and barriers are threading_sync.c's. A Thread
 * keeps its C side in the attribute _tstate (a ThreadState); name, daemon, ident and
 * native_id are plain attributes as CPython's properties read them. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../base/error.h"
#include "../base/io.h"
#include "../obj/class.h"
#include "../obj/dict.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"
#include "py.h"
#include "threads.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw

typedef struct ThreadState {
  Obj hdr;
  GThread *g; /* NULL until started */
} ThreadState;

static void tstate_free(Obj *o) { free(o); }
static const ObjType tstate_type = {.name = "_thread._ThreadState", .free = tstate_free};

typedef struct ModState {
  int counter; /* Thread-N names */
  Value main_obj; /* the _MainThread (owned) */
} ModState;

static void mod_init(void *p) { ((ModState *)p)->main_obj = rt_undef(); }
static void mod_fini(void *p) { rt_decref(((ModState *)p)->main_obj); }
static RtStateKey mod_key = {"threading", sizeof(ModState), mod_init, mod_fini, 0};
static ModState *mod_state(void) { return rt_runtime_state(&mod_key); }

/* ---- helpers shared with queue, concurrent.futures and multiprocessing ---- */

Value py_call_star(Value fn, Value args, Value kwargs) {
  int argc = 0;
  const Value *argv = NULL;
  if (rt_is_tuple(args)) argc = (int)RT_AS(Tuple, args)->n, argv = RT_AS(Tuple, args)->items;
  else if (rt_is_list(args)) argc = (int)RT_AS(List, args)->n, argv = RT_AS(List, args)->items;
  else if (!rt_is_undef(args) && !rt_is_none(args)) {
    rt_raise(RT_EXC_TypeError, "%s argument after * must be an iterable, not %s", "function",
             rt_type_name(args));
  }
  if (rt_is_undef(kwargs) || rt_is_none(kwargs) || rt_dict_len(kwargs) == 0) return rt_call(fn, argc, argv, NULL);
  int64_t n = rt_dict_len(kwargs);
  const char **names = calloc((size_t)n, sizeof *names);
  Value *vals = calloc((size_t)n, sizeof *vals);
  rt_cleanup_push(free, names);
  rt_cleanup_push(free, vals);
  Value k, v;
  int j = 0;
  for (int64_t pos = 0; j < n && rt_dict_next(kwargs, &pos, &k, &v); j++) {
    names[j] = rt_str_data(k);
    vals[j] = v;
  }
  Kwargs kws = {j, names, vals};
  Value *all = calloc((size_t)(argc + j) + 1, sizeof *all);
  int mark = rt_cleanup_push(free, all);
  for (int i = 0; i < argc; i++) all[i] = argv[i];
  for (int i = 0; i < j; i++) all[argc + i] = vals[i];
  Value r = rt_call(fn, argc, all, &kws);
  rt_cleanup_pop(mark - 2, true);
  return r;
}

double py_timeout_arg(Value v, const char *neg_msg) {
  if (rt_is_undef(v) || rt_is_none(v)) return -1;
  double t = rt_to_double(v, "timeout");
  if (t < 0 && neg_msg) rt_raise(RT_EXC_ValueError, "%s", neg_msg);
  return t < 0 ? 0 : t;
}

Value py_make_class(const char *name, const char *module, Value base, const PyMethodDef *methods) {
  Value args[3] = {rt_str_from_c(name), rt_is_undef(base) ? rt_tuple_new(0) : rt_tuple_from(1, &base),
                   rt_dict_new()};
  Value mod = rt_str_from_c(module);
  rt_dict_set_str(args[2], "__module__", mod);
  rt_decref(mod);
  Value cls = rt_type_make(NULL, args, rt_undef());
  for (int k = 0; k < 3; k++) rt_decref(args[k]);
  ClassObj *c = RT_AS(ClassObj, cls);
  for (const PyMethodDef *m = methods; m && m->name; m++) {
    rt_class_set(c, m->name, rt_native_method_new(m->name, m->qualname, m->fn, rt_none()));
  }
  return cls;
}

void py_thread_report(const char *header, Value name) {
  const Exception *e = rt_error_current();
  if (!e) return;
  if (rt_exc_kind_is(e->kind, RT_EXC_SystemExit)) {
    rt_error_clear();
    return;
  }
  rt_stdout_flush();
  fflush(stdout);
  fprintf(stderr, "%s %s:\n", header, rt_is_str(name) ? rt_str_data(name) : "?");
  Exception *taken = rt_error_take();
  rt_print_exception(taken, 0, stderr);
  rt_exception_free(taken);
}

/* ---- Thread ---- */

static ThreadState *tstate_of(Value self, bool must) {
  Value st = rt_is_instance(self) ? rt_instance_getattr_slot(self, "_tstate") : rt_undef();
  if (rt_is_undef(st) || !rt_is_type(st, &tstate_type)) {
    rt_decref(st);
    if (must) rt_raise(RT_EXC_RuntimeError, "thread.__init__() not called");
    return NULL;
  }
  ThreadState *ts = RT_AS(ThreadState, st);
  rt_decref(st); /* the instance keeps it alive */
  return ts;
}

static void set_attr(Value self, const char *name, Value v) {
  rt_setattr(self, name, v);
  rt_decref(v);
}

static const char *const init_names[] = {"group", "target", "name", "args", "kwargs", "daemon"};

/* The default name: Thread-N, and "(target)" after it when there is a target. */
static Value default_name(Value target) {
  int n = ++mod_state()->counter;
  if (rt_is_undef(target) || rt_is_none(target)) return rt_str_printf("Thread-%d", n);
  Value tn; /* a target without __name__ (not callable, even: start() reports it) */
  if (!rt_try_getattr(target, "__name__", &tn)) return rt_str_printf("Thread-%d", n);
  int mark = rt_cleanup_push_value(&tn);
  Value s = rt_to_str(tn);
  rt_cleanup_push_value(&s);
  Value r = rt_str_printf("Thread-%d (%s)", n, rt_str_data(s));
  rt_cleanup_pop(mark, true);
  return r;
}

static Value current_daemon(void) {
  Value cur = py_green_obj(py_green_current());
  if (rt_is_undef(cur)) return rt_bool(false);
  return rt_getattr(cur, "daemon");
}

static Value thread_init(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  if (argc < 1) rt_raise(RT_EXC_TypeError, "Thread.__init__() missing 1 required positional argument: 'self'");
  Value self = argv[0], a[6];
  py_parse_method_args("Thread.__init__", self, argc - 1, argv + 1, kw, 6, init_names, 0, a);
  if (!rt_is_undef(a[0]) && !rt_is_none(a[0])) rt_raise(RT_EXC_AssertionError, "group argument must be None for now");
  ThreadState *ts = rt_malloc(sizeof *ts);
  rt_obj_init(&ts->hdr, &tstate_type);
  ts->g = NULL;
  set_attr(self, "_tstate", rt_obj(ts));
  Value target = rt_is_undef(a[1]) ? rt_none() : a[1];
  rt_setattr(self, "_target", target);
  if (rt_is_undef(a[3])) set_attr(self, "_args", rt_tuple_new(0));
  else rt_setattr(self, "_args", a[3]);
  if (rt_is_undef(a[4]) || rt_is_none(a[4])) set_attr(self, "_kwargs", rt_dict_new());
  else rt_setattr(self, "_kwargs", a[4]);
  if (rt_is_undef(a[2]) || rt_is_none(a[2])) set_attr(self, "name", default_name(target));
  else set_attr(self, "name", rt_to_str(a[2]));
  if (rt_is_undef(a[5]) || rt_is_none(a[5])) set_attr(self, "daemon", current_daemon());
  else set_attr(self, "daemon", rt_bool(rt_truthy(a[5])));
  rt_setattr(self, "ident", rt_none());
  rt_setattr(self, "native_id", rt_none());
  return rt_none();
}

static Value thread_run(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  rt_check_args("run", argc - 1, kw, 0, 0, RT_ARGS_NONE);
  Value self = argv[0], args = rt_undef(), kwargs = rt_undef();
  Value target = rt_getattr(self, "_target");
  int mark = rt_cleanup_push_value(&target);
  rt_cleanup_push_value(&args);
  rt_cleanup_push_value(&kwargs);
  if (!rt_is_none(target)) {
    args = rt_getattr(self, "_args");
    kwargs = rt_getattr(self, "_kwargs");
    rt_decref(py_call_star(target, args, kwargs));
  }
  rt_cleanup_pop(mark, true);
  return rt_none();
}

static void run_job(void *ud) {
  Value fn = rt_getattr(*(Value *)ud, "run");
  int mark = rt_cleanup_push_value(&fn);
  rt_decref(rt_call(fn, 0, NULL, NULL));
  rt_cleanup_pop(mark, true);
}

/* The body of every started thread: self.run(), its exception reported as CPython's
 * threading.excepthook does. */
static void thread_body(void *ud) {
  (void)ud;
  Value self = py_green_obj(py_green_current());
  if (rt_pcall(run_job, &self) == 0) return;
  Value name = rt_instance_getattr_slot(self, "name");
  py_thread_report("Exception in thread", name);
  rt_decref(name);
}

static Value thread_start(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  rt_check_args("start", argc - 1, kw, 0, 0, RT_ARGS_NONE);
  Value self = argv[0];
  ThreadState *ts = tstate_of(self, true);
  if (ts->g) rt_raise(RT_EXC_RuntimeError, "threads can only be started once");
  ts->g = py_green_new(thread_body, NULL, self);
  set_attr(self, "ident", rt_int(py_green_ident(ts->g)));
  set_attr(self, "native_id", rt_int((int64_t)getpid() + 1 + (py_green_ident(ts->g) % 4096)));
  py_green_start(ts->g);
  return rt_none();
}

static const char *const join_names[] = {"timeout"};

static Value thread_join(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  Value self = argv[0], a[1];
  py_parse_method_args("Thread.join", self, argc - 1, argv + 1, kw, 1, join_names, 0, a);
  ThreadState *ts = tstate_of(self, true);
  if (!ts->g) rt_raise(RT_EXC_RuntimeError, "cannot join thread before it is started");
  if (ts->g == py_green_current()) rt_raise(RT_EXC_RuntimeError, "cannot join current thread");
  py_green_join(ts->g, py_timeout_arg(a[0], NULL));
  return rt_none();
}

static Value thread_is_alive(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  rt_check_args("is_alive", argc - 1, kw, 0, 0, RT_ARGS_NONE);
  ThreadState *ts = tstate_of(argv[0], true);
  if (ts->g && !py_green_done(ts->g) && ts->g != py_green_current()) py_green_poll();
  return rt_bool(ts->g && !py_green_done(ts->g));
}

static Value thread_repr(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  rt_check_args("__repr__", argc - 1, kw, 0, 0, RT_ARGS_NONE);
  Value self = argv[0];
  ThreadState *ts = tstate_of(self, false);
  const char *status = !ts || !ts->g ? "initial" : py_green_done(ts->g) ? "stopped" : "started";
  Value name = rt_getattr(self, "name");
  int mark = rt_cleanup_push_value(&name);
  Value d = rt_getattr(self, "daemon");
  bool daemon = rt_truthy(d);
  rt_decref(d);
  char ident[48] = "";
  if (ts && ts->g) snprintf(ident, sizeof ident, " %lld", py_green_ident(ts->g));
  Value r = rt_str_printf("<%s(%s, %s%s%s)>", rt_type_name(self), rt_str_data(name), status,
                          daemon ? " daemon" : "", ident);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value thread_get_name(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  rt_check_args("getName", argc - 1, kw, 0, 0, RT_ARGS_NONE);
  return rt_getattr(argv[0], "name");
}

static Value thread_is_daemon(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  rt_check_args("isDaemon", argc - 1, kw, 0, 0, RT_ARGS_NONE);
  return rt_getattr(argv[0], "daemon");
}

static Value thread_set_name(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  rt_check_args("setName", argc - 1, kw, 1, 1, RT_ARGS_CLINIC);
  rt_setattr(argv[0], "name", argv[1]);
  return rt_none();
}

static Value thread_set_daemon(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  rt_check_args("setDaemon", argc - 1, kw, 1, 1, RT_ARGS_CLINIC);
  ThreadState *ts = tstate_of(argv[0], true);
  if (ts->g) rt_raise(RT_EXC_RuntimeError, "cannot set daemon status of active thread");
  set_attr(argv[0], "daemon", rt_bool(rt_truthy(argv[1])));
  return rt_none();
}

static const PyMethodDef thread_methods[] = {
    {"__init__", "Thread.__init__", thread_init},
    {"run", "Thread.run", thread_run},
    {"start", "Thread.start", thread_start},
    {"join", "Thread.join", thread_join},
    {"is_alive", "Thread.is_alive", thread_is_alive},
    {"__repr__", "Thread.__repr__", thread_repr},
    {"getName", "Thread.getName", thread_get_name},
    {"setName", "Thread.setName", thread_set_name},
    {"isDaemon", "Thread.isDaemon", thread_is_daemon},
    {"setDaemon", "Thread.setDaemon", thread_set_daemon},
    {NULL, NULL, NULL},
};

Value py_thread_class(void) {
  Value m = rt_import("threading");
  Value cls = rt_getattr(m, "Thread");
  rt_decref(m);
  return cls;
}

Value py_thread_spawn(Value fn, Value args, Value name, bool daemon) {
  Value cls = py_thread_class();
  int mark = rt_cleanup_push_value(&cls);
  const char *names[] = {"target", "args", "name", "daemon"};
  Value vals[4] = {fn, args, rt_is_undef(name) ? rt_none() : name, rt_bool(daemon)};
  Kwargs k = {4, names, vals};
  Value t = rt_call(cls, 0, NULL, &k);
  rt_cleanup_push_value(&t);
  Value start = rt_getattr(t, "start");
  rt_cleanup_push_value(&start);
  rt_decref(rt_call(start, 0, NULL, NULL));
  rt_incref(t);
  rt_cleanup_pop(mark, true);
  return t;
}

/* ---- the main thread ---- */

static Value main_thread_obj(void) {
  ModState *st = mod_state();
  if (!rt_is_undef(st->main_obj)) return st->main_obj;
  Value m = rt_import("threading");
  Value cls = rt_getattr(m, "_MainThread");
  rt_decref(m);
  int mark = rt_cleanup_push_value(&cls);
  Value name = rt_str_from_c("MainThread");
  rt_cleanup_push_value(&name);
  const char *names[] = {"name"};
  Kwargs k = {1, names, &name};
  Value obj = rt_call(cls, 0, NULL, &k);
  rt_cleanup_pop(mark, true);
  GThread *g = py_green_main();
  tstate_of(obj, true)->g = g;
  set_attr(obj, "ident", rt_int(py_green_ident(g)));
  set_attr(obj, "native_id", rt_int((int64_t)getpid()));
  py_green_set_obj(g, obj);
  st->main_obj = obj;
  return obj;
}

static Value current_obj(void) {
  main_thread_obj();
  Value v = py_green_obj(py_green_current());
  return (rt_incref(v), v);
}

static Value t_current_thread(ARGS) {
  (void)self, (void)argv;
  rt_check_args("current_thread", argc, kw, 0, 0, RT_ARGS_NONE);
  return current_obj();
}

static Value t_main_thread(ARGS) {
  (void)self, (void)argv;
  rt_check_args("main_thread", argc, kw, 0, 0, RT_ARGS_NONE);
  Value v = main_thread_obj();
  return (rt_incref(v), v);
}

static Value t_active_count(ARGS) {
  (void)self, (void)argv;
  rt_check_args("active_count", argc, kw, 0, 0, RT_ARGS_NONE);
  main_thread_obj();
  return rt_int(py_green_count());
}

static Value t_enumerate(ARGS) {
  (void)self, (void)argv;
  rt_check_args("enumerate", argc, kw, 0, 0, RT_ARGS_NONE);
  main_thread_obj();
  return py_green_threads();
}

static Value t_get_ident(ARGS) {
  (void)self, (void)argv;
  rt_check_args("get_ident", argc, kw, 0, 0, RT_ARGS_NONE);
  return rt_int(py_green_ident(py_green_current()));
}

static Value t_get_native_id(ARGS) {
  Value t = t_current_thread(self, argc, argv, kw);
  Value r = rt_getattr(t, "native_id");
  rt_decref(t);
  return r;
}

/* ---- Timer(interval, function, args=None, kwargs=None): runs function after interval
 * seconds unless cancel() comes first ---- */

static const char *const timer_names[] = {"interval", "function", "args", "kwargs"};

static Value timer_init(Value data, int argc, const Value *argv, const Kwargs *kw) {
  Value self = argv[0], a[4];
  py_parse_method_args("Timer.__init__", self, argc - 1, argv + 1, kw, 4, timer_names, 2, a);
  rt_decref(thread_init(data, 1, argv, NULL));
  rt_setattr(self, "interval", a[0]);
  rt_setattr(self, "function", a[1]);
  if (rt_is_undef(a[2]) || rt_is_none(a[2])) set_attr(self, "args", rt_list_new(0));
  else rt_setattr(self, "args", a[2]);
  if (rt_is_undef(a[3]) || rt_is_none(a[3])) set_attr(self, "kwargs", rt_dict_new());
  else rt_setattr(self, "kwargs", a[3]);
  Value ev = rt_import("threading");
  int mark = rt_cleanup_push_value(&ev);
  Value cls = rt_getattr(ev, "Event");
  rt_cleanup_push_value(&cls);
  set_attr(self, "finished", rt_call(cls, 0, NULL, NULL));
  rt_cleanup_pop(mark, true);
  return rt_none();
}

static Value call_method0(Value obj, const char *name, int argc, const Value *argv) {
  Value fn = rt_getattr(obj, name);
  int mark = rt_cleanup_push_value(&fn);
  Value r = rt_call(fn, argc, argv, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value timer_run(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  rt_check_args("run", argc - 1, kw, 0, 0, RT_ARGS_NONE);
  Value self = argv[0], fn = rt_undef(), args = rt_undef(), kwargs = rt_undef();
  Value fin = rt_getattr(self, "finished");
  int mark = rt_cleanup_push_value(&fin);
  Value interval = rt_getattr(self, "interval");
  rt_cleanup_push_value(&interval);
  rt_cleanup_push_value(&fn);
  rt_cleanup_push_value(&args);
  rt_cleanup_push_value(&kwargs);
  rt_decref(call_method0(fin, "wait", 1, &interval));
  Value set = call_method0(fin, "is_set", 0, NULL);
  if (!rt_truthy(set)) {
    fn = rt_getattr(self, "function");
    args = rt_getattr(self, "args");
    kwargs = rt_getattr(self, "kwargs");
    rt_decref(py_call_star(fn, args, kwargs));
  }
  rt_decref(call_method0(fin, "set", 0, NULL));
  rt_cleanup_pop(mark, true);
  return rt_none();
}

static Value timer_cancel(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  rt_check_args("cancel", argc - 1, kw, 0, 0, RT_ARGS_NONE);
  Value fin = rt_getattr(argv[0], "finished");
  int mark = rt_cleanup_push_value(&fin);
  rt_decref(call_method0(fin, "set", 0, NULL));
  rt_cleanup_pop(mark, true);
  return rt_none();
}

static const PyMethodDef timer_methods[] = {
    {"__init__", "Timer.__init__", timer_init},
    {"run", "Timer.run", timer_run},
    {"cancel", "Timer.cancel", timer_cancel},
    {NULL, NULL, NULL},
};

void rt_threading_module_init(Value m) {
  Value thread = py_make_class("Thread", "threading", rt_undef(), thread_methods);
  rt_module_set(m, "Thread", thread);
  rt_module_set(m, "_MainThread", py_make_class("_MainThread", "threading", thread, NULL));
  rt_module_set(m, "Timer", py_make_class("Timer", "threading", thread, timer_methods));
  rt_module_add_fn(m, "current_thread", t_current_thread);
  rt_module_add_fn(m, "currentThread", t_current_thread);
  rt_module_add_fn(m, "main_thread", t_main_thread);
  rt_module_add_fn(m, "active_count", t_active_count);
  rt_module_add_fn(m, "activeCount", t_active_count);
  rt_module_add_fn(m, "enumerate", t_enumerate);
  rt_module_add_fn(m, "get_ident", t_get_ident);
  rt_module_add_fn(m, "get_native_id", t_get_native_id);
  rt_module_set(m, "TIMEOUT_MAX", rt_float(9223372036.0));
  py_threading_sync_init(m);
}
