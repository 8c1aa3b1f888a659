/* multiprocessing_pool.c — multiprocessing.Pool with its AsyncResult, and the shared Value
 * and Array. Weft's Pool runs each task in this process, in order, when it is given (map,
 * starmap, imap, apply, the _async forms): the results, their order and the exceptions are
 * CPython's, without worker processes. Value and Array live in memory shared with the
 * children Process.start() forks, so a child's writes reach the parent as in CPython. */
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "../base/error.h"
#include "../obj/bigint.h"
#include "../obj/class.h"
#include "../obj/dict.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "py.h"
#include "threads.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw

void py_mp_count_processes(int n); /* multiprocessing.c */

/* ---- AsyncResult ---- */

typedef struct AsyncResult {
  Obj hdr;
  Value value, exc; /* one is set (owned) */
} AsyncResult;

static void ar_free(Obj *o) {
  rt_decref(((AsyncResult *)o)->value);
  rt_decref(((AsyncResult *)o)->exc);
  free(o);
}

static void ar_traverse(Obj *o, void (*visit)(Value, void *), void *arg) {
  visit(((AsyncResult *)o)->value, arg);
  visit(((AsyncResult *)o)->exc, arg);
}

static Value ar_getattr(Value self, const char *name);
static const ObjType ar_type = {
    .name = "ApplyResult", .free = ar_free, .getattr = ar_getattr, .traverse = ar_traverse};

static const char *const timeout_names[] = {"timeout"};

static Value ar_get(ARGS) {
  Value a[1];
  py_parse_method_args("ApplyResult.get", self, argc, argv, kw, 1, timeout_names, 0, a);
  AsyncResult *r = RT_AS(AsyncResult, self);
  if (!rt_is_undef(r->exc)) rt_raise_exc(r->exc);
  return (rt_incref(r->value), r->value);
}

static Value ar_true(ARGS) {
  (void)self, (void)argv;
  rt_check_args("ready", argc, kw, 0, 0, RT_ARGS_NONE);
  return rt_bool(true);
}

static Value ar_wait(ARGS) {
  Value a[1];
  py_parse_method_args("ApplyResult.wait", self, argc, argv, kw, 1, timeout_names, 0, a);
  return rt_none();
}

static Value ar_successful(ARGS) {
  (void)argv;
  rt_check_args("successful", argc, kw, 0, 0, RT_ARGS_NONE);
  return rt_bool(rt_is_undef(RT_AS(AsyncResult, self)->exc));
}

static Value ar_getattr(Value self, const char *name) {
  if (strcmp(name, "get") == 0) return rt_native_bind(name, ar_get, self);
  if (strcmp(name, "ready") == 0) return rt_native_bind(name, ar_true, self);
  if (strcmp(name, "wait") == 0) return rt_native_bind(name, ar_wait, self);
  if (strcmp(name, "successful") == 0) return rt_native_bind(name, ar_successful, self);
  return rt_undef();
}

/* ---- Pool ---- */

typedef struct Pool {
  Obj hdr;
  bool closed;
  int64_t processes;
} Pool;

static void pool_free(Obj *o) { free(o); }
static Value pool_getattr(Value self, const char *name);
static Value pool_repr(Value self) {
  Pool *p = RT_AS(Pool, self);
  return rt_str_printf("<multiprocessing.pool.Pool state=%s pool_size=%lld>", p->closed ? "CLOSE" : "RUN",
                       (long long)p->processes);
}
static const ObjType pool_type = {.name = "Pool", .free = pool_free, .repr = pool_repr, .getattr = pool_getattr};

static void check_running(Value self) {
  if (RT_AS(Pool, self)->closed) rt_raise(RT_EXC_ValueError, "Pool not running");
}

/* [func(x) for x in it] (star: func(*x)). */
static Value map_list(Value func, Value iterable, bool star) {
  Value it = rt_iter(iterable);
  int mark = rt_cleanup_push_value(&it);
  Value out = rt_list_new(0);
  rt_cleanup_push_value(&out);
  Value x = rt_undef();
  rt_cleanup_push_value(&x);
  while (rt_next(it, &x)) {
    if (star && !rt_is_tuple(x) && !rt_is_list(x)) {
      rt_raise(RT_EXC_TypeError, "%s argument after * must be an iterable, not %s", "function", rt_type_name(x));
    }
    Value r = star ? py_call_star(func, x, rt_undef()) : rt_call(func, 1, &x, NULL);
    rt_list_append(out, r);
    rt_decref(r);
    rt_decref(x);
    x = rt_undef();
  }
  rt_incref(out);
  rt_cleanup_pop(mark, true);
  return out;
}

static const char *const map_names[] = {"func", "iterable", "chunksize"};

static Value p_map(ARGS) {
  Value a[3];
  py_parse_method_args("Pool.map", self, argc, argv, kw, 3, map_names, 2, a);
  check_running(self);
  return map_list(a[0], a[1], false);
}

static Value p_starmap(ARGS) {
  Value a[3];
  py_parse_method_args("Pool.starmap", self, argc, argv, kw, 3, map_names, 2, a);
  check_running(self);
  return map_list(a[0], a[1], true);
}

static Value p_imap(ARGS) {
  Value a[3];
  py_parse_method_args("Pool.imap", self, argc, argv, kw, 3, map_names, 2, a);
  check_running(self);
  Value l = map_list(a[0], a[1], false);
  Value it = rt_iter(l);
  rt_decref(l);
  return it;
}

static const char *const apply_names[] = {"func", "args", "kwds", "callback", "error_callback"};

static void apply_job(void *ud) {
  Value *v = ud; /* func, args, kwds, result */
  v[3] = py_call_star(v[0], v[1], v[2]);
}

/* Runs func(*args, **kwds) into an AsyncResult, calling callback or error_callback. */
static Value run_async(Value func, Value args, Value kwds, Value callback, Value errback, bool star_list) {
  AsyncResult *r = rt_malloc(sizeof *r);
  rt_obj_init(&r->hdr, &ar_type);
  r->value = r->exc = rt_undef();
  Value res = rt_obj(r);
  int mark = rt_cleanup_push_value(&res);
  Value v[4] = {func, args, kwds, rt_undef()};
  bool ok = star_list ? (v[3] = map_list(func, args, false), true) : rt_pcall(apply_job, v) == 0;
  if (ok) {
    r->value = v[3];
    if (!rt_is_undef(callback) && !rt_is_none(callback)) rt_decref(rt_call(callback, 1, &r->value, NULL));
  } else {
    Exception *e = rt_error_take();
    Value x = e && e->value ? rt_obj(e->value) : rt_exc_from_message(e ? e->kind : RT_EXC_MemoryError, e && e->message ? e->message : "");
    if (e && e->value) e->value = NULL;
    if (e && e->ntrace) rt_exc_set_traceback(x, e->trace, e->ntrace);
    rt_exception_free(e);
    r->exc = x;
    if (!rt_is_undef(errback) && !rt_is_none(errback)) rt_decref(rt_call(errback, 1, &r->exc, NULL));
  }
  rt_cleanup_pop(mark, false);
  return res;
}

static Value p_apply_async(ARGS) {
  Value a[5];
  py_parse_method_args("Pool.apply_async", self, argc, argv, kw, 5, apply_names, 1, a);
  check_running(self);
  return run_async(a[0], a[1], a[2], a[3], a[4], false);
}

static Value p_apply(ARGS) {
  Value a[3];
  py_parse_method_args("Pool.apply", self, argc, argv, kw, 3, apply_names, 1, a);
  check_running(self);
  return py_call_star(a[0], a[1], a[2]);
}

static const char *const map_async_names[] = {"func", "iterable", "chunksize", "callback", "error_callback"};

static Value p_map_async(ARGS) {
  Value a[5];
  py_parse_method_args("Pool.map_async", self, argc, argv, kw, 5, map_async_names, 2, a);
  check_running(self);
  return run_async(a[0], a[1], rt_undef(), a[3], a[4], true);
}

static Value p_close(ARGS) {
  (void)argv;
  rt_check_args("close", argc, kw, 0, 0, RT_ARGS_NONE);
  RT_AS(Pool, self)->closed = true;
  return rt_none();
}

static Value p_join(ARGS) {
  (void)argv;
  rt_check_args("join", argc, kw, 0, 0, RT_ARGS_NONE);
  if (!RT_AS(Pool, self)->closed) rt_raise(RT_EXC_ValueError, "Pool is still running");
  return rt_none();
}

static Value p_enter(ARGS) {
  (void)argv;
  rt_check_args("__enter__", argc, kw, 0, 0, RT_ARGS_NONE);
  check_running(self);
  return (rt_incref(self), self);
}

static Value p_exit(ARGS) {
  (void)argv, (void)argc, (void)kw;
  RT_AS(Pool, self)->closed = true; /* terminate() */
  return rt_bool(false);
}

static Value pool_getattr(Value self, const char *name) {
  static const struct {
    const char *name;
    NativeFn fn;
  } methods[] = {{"map", p_map},         {"starmap", p_starmap},     {"imap", p_imap},
                 {"imap_unordered", p_imap}, {"apply", p_apply},     {"apply_async", p_apply_async},
                 {"map_async", p_map_async}, {"close", p_close},     {"terminate", p_close},
                 {"join", p_join},       {"__enter__", p_enter},     {"__exit__", p_exit}};
  for (size_t k = 0; k < sizeof methods / sizeof methods[0]; k++) {
    if (strcmp(methods[k].name, name) == 0) return rt_native_bind(name, methods[k].fn, self);
  }
  if (strcmp(name, "_processes") == 0) return rt_int(RT_AS(Pool, self)->processes);
  return rt_undef();
}

static const char *const pool_names[] = {"processes", "initializer", "initargs", "maxtasksperchild"};

static Value c_pool(ARGS) {
  (void)self;
  Value a[4];
  py_parse_pyargs("Pool", argc, argv, kw, 4, pool_names, 0, a);
  long cpus = sysconf(_SC_NPROCESSORS_ONLN);
  int64_t n = cpus > 0 ? cpus : 1;
  if (!rt_is_undef(a[0]) && !rt_is_none(a[0])) {
    n = rt_to_index(a[0], "processes");
    if (n < 1) rt_raise(RT_EXC_ValueError, "Number of processes must be at least 1");
  }
  if (!rt_is_undef(a[1]) && !rt_is_none(a[1])) rt_decref(py_call_star(a[1], a[2], rt_undef()));
  py_mp_count_processes((int)n); /* CPython's workers take Process-N numbers */
  Pool *p = rt_malloc(sizeof *p);
  rt_obj_init(&p->hdr, &pool_type);
  p->closed = false;
  p->processes = n;
  return rt_obj(p);
}

/* ---- Value and Array: numbers in shared memory ---- */

typedef struct Shared {
  Obj hdr;
  bool is_float, is_array;
  char typecode;
  int64_t n;
  void *mem; /* n int64_t or double, MAP_SHARED */
  Value lock;
} Shared;

static void shared_free(Obj *o) {
  Shared *s = (Shared *)o;
  munmap(s->mem, (size_t)(s->n ? s->n : 1) * 8);
  rt_decref(s->lock);
  free(s);
}

static Value shared_get(Shared *s, int64_t i) {
  return s->is_float ? rt_float(((double *)s->mem)[i]) : rt_int(((int64_t *)s->mem)[i]);
}

static int64_t wrap_int(Shared *s, int64_t v) {
  switch (s->typecode) { /* the C type's width, as ctypes stores it */
  case 'b': return (int8_t)v;
  case 'B': return (uint8_t)v;
  case 'h': return (int16_t)v;
  case 'H': return (uint16_t)v;
  case 'i': return (int32_t)v;
  case 'I': return (uint32_t)v;
  default: return v;
  }
}

static void shared_set(Shared *s, int64_t i, Value v) {
  if (s->is_float) {
    double d = rt_to_double(v, "value");
    ((double *)s->mem)[i] = s->typecode == 'f' ? (double)(float)d : d;
  } else {
    if (v.tag == RT_FLOAT) rt_raise(RT_EXC_TypeError, "int expected instead of float");
    ((int64_t *)s->mem)[i] = wrap_int(s, rt_to_index(v, "value"));
  }
}

static Value shared_getattr(Value self, const char *name);
static bool shared_setattr(Value self, const char *name, Value v) {
  Shared *s = RT_AS(Shared, self);
  if (s->is_array || strcmp(name, "value") != 0) return false;
  shared_set(s, 0, v);
  return true;
}

static int64_t shared_index(Shared *s, Value key) {
  int64_t i = rt_to_index(key, "index");
  if (i < 0) i += s->n;
  if (i < 0 || i >= s->n) rt_raise(RT_EXC_IndexError, "invalid index");
  return i;
}

static Value shared_getitem(Value self, Value key) {
  Shared *s = RT_AS(Shared, self);
  if (rt_is_type(key, &rt_slice_type)) {
    int64_t start, stop, step;
    int64_t n = rt_slice_indices(key, s->n, &start, &stop, &step);
    Value l = rt_list_new(n);
    for (int64_t k = 0; k < n; k++) {
      Value x = shared_get(s, start + k * step);
      rt_list_append(l, x);
    }
    return l;
  }
  return shared_get(s, shared_index(s, key));
}

static void shared_setitem(Value self, Value key, Value v) {
  Shared *s = RT_AS(Shared, self);
  shared_set(s, shared_index(s, key), v);
}

static int64_t shared_len(Value self) { return RT_AS(Shared, self)->n; }

static Value shared_iter(Value self) {
  Value all = rt_slice_new(rt_none(), rt_none(), rt_none());
  Value l = shared_getitem(self, all);
  rt_decref(all);
  Value it = rt_iter(l);
  rt_decref(l);
  return it;
}

static Value shared_repr(Value self) {
  Shared *s = RT_AS(Shared, self);
  if (s->is_array) return rt_str_printf("<SynchronizedArray wrapper for %p>", (void *)self.as.o);
  Value v = shared_get(s, 0);
  Value r = rt_repr(v);
  Value out = rt_str_printf("<Synchronized wrapper for c_%s(%s)>",
                            s->is_float ? (s->typecode == 'f' ? "float" : "double") : (s->typecode == 'i' ? "int" : "long"),
                            rt_str_data(r));
  rt_decref(r);
  return out;
}

static const ObjType shared_type = {
    .name = "Synchronized",
    .free = shared_free,
    .repr = shared_repr,
    .getattr = shared_getattr,
    .setattr = shared_setattr,
    .getitem = shared_getitem,
    .setitem = shared_setitem,
    .iter = shared_iter,
    .len = shared_len,
};

static Value s_get_lock(ARGS) {
  (void)argv;
  rt_check_args("get_lock", argc, kw, 0, 0, RT_ARGS_NONE);
  Value l = RT_AS(Shared, self)->lock;
  return (rt_incref(l), l);
}

static Value lock_method(Value self, const char *name, int argc, const Value *argv, const Kwargs *kw) {
  Value fn = rt_getattr(RT_AS(Shared, self)->lock, name);
  int mark = rt_cleanup_push_value(&fn);
  Value r = rt_call(fn, argc, argv, kw);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value s_acquire(ARGS) { return lock_method(self, "acquire", argc, argv, kw); }
static Value s_release(ARGS) { return lock_method(self, "release", argc, argv, kw); }
static Value s_enter(ARGS) { return lock_method(self, "__enter__", argc, argv, kw); }
static Value s_exit(ARGS) { return lock_method(self, "__exit__", argc, argv, kw); }

static Value shared_getattr(Value self, const char *name) {
  Shared *s = RT_AS(Shared, self);
  if (!s->is_array && strcmp(name, "value") == 0) return shared_get(s, 0);
  if (strcmp(name, "get_lock") == 0) return rt_native_bind(name, s_get_lock, self);
  if (strcmp(name, "acquire") == 0) return rt_native_bind(name, s_acquire, self);
  if (strcmp(name, "release") == 0) return rt_native_bind(name, s_release, self);
  if (strcmp(name, "__enter__") == 0) return rt_native_bind(name, s_enter, self);
  if (strcmp(name, "__exit__") == 0) return rt_native_bind(name, s_exit, self);
  return rt_undef();
}

static Value shared_new(const char *fname, Value code, int64_t n, bool array) {
  if (!rt_is_str(code) || strlen(rt_str_data(code)) != 1 || !strchr("bBhHiIlLqQfd", rt_str_data(code)[0])) {
    rt_raise(RT_EXC_TypeError, "%s() of Weft takes a typecode among 'bBhHiIlLqQfd' (ctypes types are not supported)", fname);
  }
  if (n < 0) rt_raise(RT_EXC_ValueError, "Array length must be >= 0");
  void *mem = mmap(NULL, (size_t)(n ? n : 1) * 8, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
  if (mem == MAP_FAILED) rt_raise(RT_EXC_MemoryError, "%s", "");
  Shared *s = rt_malloc(sizeof *s);
  rt_obj_init(&s->hdr, &shared_type);
  s->typecode = rt_str_data(code)[0];
  s->is_float = s->typecode == 'f' || s->typecode == 'd';
  s->is_array = array;
  s->n = n;
  s->mem = mem;
  s->lock = py_lock_new(true);
  return rt_obj(s);
}

static Value c_value(ARGS) {
  (void)self;
  for (int k = 0; kw && k < kw->n; k++) {
    if (strcmp(kw->names[k], "lock") != 0) rt_raise(RT_EXC_TypeError, "Value() got an unexpected keyword argument '%s'", kw->names[k]);
  }
  if (argc < 1) rt_raise(RT_EXC_TypeError, "Value() missing 1 required positional argument: 'typecode_or_type'");
  Value v = shared_new("Value", argv[0], 1, false);
  int mark = rt_cleanup_push_value(&v);
  if (argc > 1) shared_set(RT_AS(Shared, v), 0, argv[1]);
  rt_cleanup_pop(mark, false);
  return v;
}

static Value c_array(ARGS) {
  (void)self;
  for (int k = 0; kw && k < kw->n; k++) {
    if (strcmp(kw->names[k], "lock") != 0) rt_raise(RT_EXC_TypeError, "Array() got an unexpected keyword argument '%s'", kw->names[k]);
  }
  rt_check_args("Array", argc, NULL, 2, 2, RT_ARGS_CLINIC);
  if (rt_is_intlike(argv[1])) return shared_new("Array", argv[0], rt_to_index(argv[1], "size"), true);
  Value items = rt_call(rt_builtin_lookup("list"), 1, &argv[1], NULL);
  int mark = rt_cleanup_push_value(&items);
  Value v = shared_new("Array", argv[0], RT_AS(List, items)->n, true);
  rt_cleanup_push_value(&v);
  for (int64_t k = 0; k < RT_AS(List, items)->n; k++) shared_set(RT_AS(Shared, v), k, RT_AS(List, items)->items[k]);
  rt_incref(v);
  rt_cleanup_pop(mark, true);
  return v;
}

void py_mp_pool_init(Value m) {
  rt_module_add_fn(m, "Pool", c_pool);
  rt_module_add_fn(m, "Value", c_value);
  rt_module_add_fn(m, "Array", c_array);
}
