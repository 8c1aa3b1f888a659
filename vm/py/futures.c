/* futures.c — concurrent.futures: Future, ThreadPoolExecutor (worker threads on green.h's
 * threads, made as CPython makes them: one per submit until max_workers, reusing idle ones),
 * ProcessPoolExecutor (Weft runs each task in the calling process when it is submitted: same
 * results, deterministic order), as_completed (completion order), wait and
 * DoneAndNotDoneFutures. */
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

typedef enum { F_PENDING, F_RUNNING, F_CANCELLED, F_FINISHED } FState;
static const char *const fstate_names[] = {"pending", "running", "cancelled", "finished"};

typedef struct Future {
  Obj hdr;
  FState state;
  Value result, exc; /* RT_UNDEF until set (owned) */
  Value callbacks;   /* list */
  GWaitList waiters;
  int64_t done_seq;  /* completion order, for as_completed */
} Future;

typedef struct ModState {
  GWaitList any_done; /* threads waiting for some future to finish (as_completed, wait) */
  int64_t done_seq;
  int executors; /* ThreadPoolExecutor-N names */
} ModState;

static void mod_fini(void *p) { py_green_waitlist_free(&((ModState *)p)->any_done); }
static RtStateKey mod_key = {"concurrent.futures", sizeof(ModState), NULL, mod_fini, 0};
static ModState *mod_state(void) { return rt_runtime_state(&mod_key); }

static void future_free(Obj *o) {
  Future *f = (Future *)o;
  rt_decref(f->result);
  rt_decref(f->exc);
  rt_decref(f->callbacks);
  py_green_waitlist_free(&f->waiters);
  free(f);
}

static void future_traverse(Obj *o, void (*visit)(Value, void *), void *arg) {
  Future *f = (Future *)o;
  visit(f->result, arg);
  visit(f->exc, arg);
  visit(f->callbacks, arg);
}

static Value future_repr(Value self) {
  Future *f = RT_AS(Future, self);
  if (f->state != F_FINISHED) return rt_str_printf("<Future at %p state=%s>", (void *)self.as.o, fstate_names[f->state]);
  if (!rt_is_undef(f->exc)) {
    return rt_str_printf("<Future at %p state=finished raised %s>", (void *)self.as.o, rt_type_name(f->exc));
  }
  return rt_str_printf("<Future at %p state=finished returned %s>", (void *)self.as.o, rt_type_name(f->result));
}

static Value future_getattr(Value self, const char *name);

static const ObjType future_type = {
    .name = "Future",
    .free = future_free,
    .repr = future_repr,
    .getattr = future_getattr,
    .traverse = future_traverse,
};

static Value future_new(void) {
  Future *f = rt_malloc(sizeof *f);
  memset((char *)f + sizeof(Obj), 0, sizeof *f - sizeof(Obj));
  rt_obj_init(&f->hdr, &future_type);
  f->result = f->exc = rt_undef();
  f->callbacks = rt_list_new(0);
  return rt_obj(f);
}

static void call_callback(void *ud) {
  Value *cb = ud;
  rt_decref(rt_call(cb[0], 1, &cb[1], NULL));
}

/* The future is done: wake its waiters, then its callbacks run in the order they came. */
static void future_finish(Value self) {
  Future *f = RT_AS(Future, self);
  ModState *st = mod_state();
  f->done_seq = ++st->done_seq;
  py_green_wake_all(&f->waiters);
  py_green_wake_all(&st->any_done);
  List *cbs = RT_AS(List, f->callbacks);
  for (int64_t k = 0; k < cbs->n; k++) {
    Value args[2] = {cbs->items[k], self};
    if (rt_pcall(call_callback, args) != 0) {
      rt_stdout_flush();
      fprintf(stderr, "exception calling callback for %s\n", "<Future>");
      Exception *e = rt_error_take();
      rt_print_exception(e, 0, stderr);
      rt_exception_free(e);
    }
  }
}

static void future_set(Value self, Value result, Value exc) {
  Future *f = RT_AS(Future, self);
  if (f->state == F_FINISHED || f->state == F_CANCELLED) {
    rt_raise(RT_EXC_RuntimeError, "Future in unexpected state"); /* InvalidStateError's text */
  }
  if (!rt_is_undef(result)) f->result = (rt_incref(result), result);
  if (!rt_is_undef(exc)) f->exc = (rt_incref(exc), exc);
  f->state = F_FINISHED;
  future_finish(self);
}

static _Noreturn void raise_named(const char *cls_name) {
  Value m = rt_import("concurrent.futures");
  int mark = rt_cleanup_push_value(&m);
  Value cls = rt_getattr(m, cls_name);
  rt_cleanup_push_value(&cls);
  Value e = rt_call(cls, 0, NULL, NULL);
  rt_cleanup_push_value(&e);
  rt_raise_exc(e);
  rt_cleanup_pop(mark, true);
}

/* Wait until done (TimeoutError when timeout passes first); CancelledError when cancelled. */
static void future_wait(Future *f, double timeout) {
  while (f->state == F_PENDING || f->state == F_RUNNING) {
    if (!py_green_wait_on(&f->waiters, "Future.result", timeout)) rt_raise(RT_EXC_TimeoutError, "%s", "");
  }
  if (f->state == F_CANCELLED) raise_named("CancelledError");
}

static const char *const timeout_names[] = {"timeout"};

static Value m_result(ARGS) {
  Value a[1];
  py_parse_method_args("Future.result", self, argc, argv, kw, 1, timeout_names, 0, a);
  Future *f = RT_AS(Future, self);
  future_wait(f, py_timeout_arg(a[0], NULL));
  if (!rt_is_undef(f->exc)) rt_raise_exc(f->exc);
  return (rt_incref(f->result), f->result);
}

static Value m_exception(ARGS) {
  Value a[1];
  py_parse_method_args("Future.exception", self, argc, argv, kw, 1, timeout_names, 0, a);
  Future *f = RT_AS(Future, self);
  future_wait(f, py_timeout_arg(a[0], NULL));
  if (rt_is_undef(f->exc)) return rt_none();
  return (rt_incref(f->exc), f->exc);
}

static Value m_done(ARGS) {
  (void)argv;
  rt_check_args("done", argc, kw, 0, 0, RT_ARGS_NONE);
  if (RT_AS(Future, self)->state < F_CANCELLED) py_green_poll();
  FState s = RT_AS(Future, self)->state;
  return rt_bool(s == F_FINISHED || s == F_CANCELLED);
}

static Value m_running(ARGS) {
  (void)argv;
  rt_check_args("running", argc, kw, 0, 0, RT_ARGS_NONE);
  return rt_bool(RT_AS(Future, self)->state == F_RUNNING);
}

static Value m_cancelled(ARGS) {
  (void)argv;
  rt_check_args("cancelled", argc, kw, 0, 0, RT_ARGS_NONE);
  return rt_bool(RT_AS(Future, self)->state == F_CANCELLED);
}

static Value m_cancel(ARGS) {
  (void)argv;
  rt_check_args("cancel", argc, kw, 0, 0, RT_ARGS_NONE);
  Future *f = RT_AS(Future, self);
  if (f->state == F_RUNNING || f->state == F_FINISHED) return rt_bool(false);
  if (f->state == F_PENDING) {
    f->state = F_CANCELLED;
    future_finish(self);
  }
  return rt_bool(true);
}

static Value m_add_done_callback(ARGS) {
  rt_check_args("add_done_callback", argc, kw, 1, 1, RT_ARGS_CLINIC);
  Future *f = RT_AS(Future, self);
  if (f->state == F_FINISHED || f->state == F_CANCELLED) {
    rt_decref(rt_call(argv[0], 1, &self, NULL));
  } else {
    rt_list_append(f->callbacks, argv[0]);
  }
  return rt_none();
}

static Value m_set_result(ARGS) {
  rt_check_args("set_result", argc, kw, 1, 1, RT_ARGS_CLINIC);
  future_set(self, argv[0], rt_undef());
  return rt_none();
}

static Value m_set_exception(ARGS) {
  rt_check_args("set_exception", argc, kw, 1, 1, RT_ARGS_CLINIC);
  future_set(self, rt_undef(), argv[0]);
  return rt_none();
}

static const struct {
  const char *name;
  NativeFn fn;
} future_methods[] = {
    {"result", m_result},       {"exception", m_exception}, {"done", m_done},
    {"running", m_running},     {"cancelled", m_cancelled}, {"cancel", m_cancel},
    {"add_done_callback", m_add_done_callback}, {"set_result", m_set_result},
    {"set_exception", m_set_exception},
};

static Value future_getattr(Value self, const char *name) {
  for (size_t k = 0; k < sizeof future_methods / sizeof future_methods[0]; k++) {
    if (strcmp(future_methods[k].name, name) == 0) return rt_native_bind(name, future_methods[k].fn, self);
  }
  return rt_undef();
}

static Value c_future(ARGS) {
  (void)self, (void)argv;
  rt_check_args("Future", argc, kw, 0, 0, RT_ARGS_NONE);
  return future_new();
}

/* ---- running a work item: fn(*args, **kwargs) into its future ---- */

typedef struct Work {
  Value fn, args, kwargs, result;
} Work;

static void work_job(void *ud) {
  Work *w = ud;
  w->result = py_call_star(w->fn, w->args, w->kwargs);
}

/* The exception a failed call raised, as an object with its traceback (a new reference). */
static Value exc_object(Exception *e) {
  Value v;
  if (e && e->value) {
    v = rt_obj(e->value);
    e->value = NULL;
  } else {
    v = rt_exc_from_message(e ? e->kind : RT_EXC_MemoryError, e && e->message ? e->message : "");
  }
  if (e && e->ntrace > 0) rt_exc_set_traceback(v, e->trace, e->ntrace);
  rt_exception_free(e);
  return v;
}

/* Runs the work item (a tuple: future, fn, args, kwargs) unless its future was cancelled. */
void py_futures_run_item(Value item) {
  Tuple *t = RT_AS(Tuple, item);
  Value fut = t->items[0];
  Future *f = RT_AS(Future, fut);
  if (f->state != F_PENDING) return;
  f->state = F_RUNNING;
  Work w = {t->items[1], t->items[2], t->items[3], rt_undef()};
  if (rt_pcall(work_job, &w) == 0) {
    future_set(fut, w.result, rt_undef());
    rt_decref(w.result);
    return;
  }
  Value exc = exc_object(rt_error_take());
  int mark = rt_cleanup_push_value(&exc);
  future_set(fut, rt_undef(), exc);
  rt_cleanup_pop(mark, true);
}

/* A work item for fn(*args, **kwargs) and its new future (stored in *fut, a new reference). */
Value py_futures_item(Value fn, int argc, const Value *argv, const Kwargs *kw, Value *fut) {
  Value args = rt_tuple_from(argc, argv);
  int mark = rt_cleanup_push_value(&args);
  Value kwargs = rt_dict_new();
  rt_cleanup_push_value(&kwargs);
  for (int k = 0; kw && k < kw->n; k++) rt_dict_set_str(kwargs, kw->names[k], kw->values[k]);
  *fut = future_new();
  Value parts[4] = {*fut, fn, args, kwargs};
  Value item = rt_tuple_from(4, parts);
  rt_cleanup_pop(mark, true);
  return item;
}

bool py_is_future(Value v) { return rt_is_type(v, &future_type); }

/* ---- as_completed and wait ---- */

/* The first future of list l (from index 0) that is done, earliest done first, or -1. */
static int64_t first_done(Value l) {
  List *fs = RT_AS(List, l);
  int64_t best = -1;
  for (int64_t k = 0; k < fs->n; k++) {
    if (!py_is_future(fs->items[k])) rt_raise(RT_EXC_TypeError, "'%s' object is not a Future", rt_type_name(fs->items[k]));
    Future *f = RT_AS(Future, fs->items[k]);
    if (f->state != F_FINISHED && f->state != F_CANCELLED) continue;
    if (best < 0 || f->done_seq < RT_AS(Future, fs->items[best])->done_seq) best = k;
  }
  return best;
}

/* A list of the distinct futures of an iterable, in its order. */
static Value future_list(Value fs) {
  Value it = rt_iter(fs);
  int mark = rt_cleanup_push_value(&it);
  Value l = rt_list_new(0);
  rt_cleanup_push_value(&l);
  Value x;
  while (rt_next(it, &x)) {
    bool seen = false;
    for (int64_t k = 0; k < RT_AS(List, l)->n; k++) seen |= RT_AS(List, l)->items[k].as.o == x.as.o;
    if (!seen) rt_list_append(l, x);
    rt_decref(x);
  }
  rt_incref(l);
  rt_cleanup_pop(mark, true);
  return l;
}

typedef struct Completed {
  Obj hdr;
  Value pending; /* list of the futures not yielded yet */
  double timeout;
} Completed;

static void completed_free(Obj *o) {
  rt_decref(((Completed *)o)->pending);
  free(o);
}

static Value completed_iter(Value self) { return (rt_incref(self), self); }

static bool completed_next(Value self, Value *out) {
  Completed *c = RT_AS(Completed, self);
  List *l = RT_AS(List, c->pending);
  if (l->n == 0) return false;
  int64_t k;
  while ((k = first_done(c->pending)) < 0) {
    if (!py_green_wait_on(&mod_state()->any_done, "as_completed", c->timeout)) {
      rt_raise(RT_EXC_TimeoutError, "%lld (of %lld) futures unfinished", (long long)l->n, (long long)l->n);
    }
  }
  *out = l->items[k];
  memmove(l->items + k, l->items + k + 1, (size_t)(l->n - k - 1) * sizeof *l->items);
  l->n--;
  return true;
}

static const ObjType completed_type = {
    .name = "generator",
    .free = completed_free,
    .iter = completed_iter,
    .next = completed_next,
};

static const char *const ac_names[] = {"fs", "timeout"};

static Value c_as_completed(ARGS) {
  (void)self;
  Value a[2];
  py_parse_pyargs("as_completed", argc, argv, kw, 2, ac_names, 1, a);
  Value l = future_list(a[0]);
  Completed *c = rt_malloc(sizeof *c);
  rt_obj_init(&c->hdr, &completed_type);
  c->pending = l;
  c->timeout = py_timeout_arg(a[1], NULL);
  return rt_obj(c);
}

static const char *const wait_names[] = {"fs", "timeout", "return_when"};

static bool wait_satisfied(Value l, const char *when) {
  List *fs = RT_AS(List, l);
  int64_t done = 0;
  for (int64_t k = 0; k < fs->n; k++) {
    Future *f = RT_AS(Future, fs->items[k]);
    bool d = f->state == F_FINISHED || f->state == F_CANCELLED;
    done += d;
    if (d && strcmp(when, "FIRST_COMPLETED") == 0) return true;
    if (d && strcmp(when, "FIRST_EXCEPTION") == 0 && !rt_is_undef(f->exc)) return true;
  }
  return done == fs->n;
}

static Value c_wait(ARGS) {
  Value a[3];
  py_parse_pyargs("wait", argc, argv, kw, 3, wait_names, 1, a);
  Value l = future_list(a[0]);
  int mark = rt_cleanup_push_value(&l);
  const char *when = rt_is_undef(a[2]) || !rt_is_str(a[2]) ? "ALL_COMPLETED" : rt_str_data(a[2]);
  double timeout = py_timeout_arg(a[1], NULL);
  first_done(l); /* checks they are futures */
  while (!wait_satisfied(l, when)) {
    if (!py_green_wait_on(&mod_state()->any_done, "wait", timeout)) break;
  }
  Value done = rt_set_new(false), not_done = rt_set_new(false);
  rt_cleanup_push_value(&done);
  rt_cleanup_push_value(&not_done);
  for (int64_t k = 0; k < RT_AS(List, l)->n; k++) {
    Future *f = RT_AS(Future, RT_AS(List, l)->items[k]);
    rt_set_add(f->state == F_FINISHED || f->state == F_CANCELLED ? done : not_done, RT_AS(List, l)->items[k]);
  }
  Value m = rt_import("concurrent.futures");
  rt_cleanup_push_value(&m);
  Value cls = rt_getattr(m, "DoneAndNotDoneFutures");
  rt_cleanup_push_value(&cls);
  Value parts[2] = {done, not_done};
  Value r = rt_call(cls, 2, parts, NULL);
  (void)self;
  rt_cleanup_pop(mark, true);
  return r;
}

void py_futures_executors_init(Value m); /* futures_executor.c */

/* The package: `import concurrent.futures` then reaches concurrent.futures as an attribute. */
void rt_concurrent_module_init(Value m) { rt_module_set(m, "futures", rt_import("concurrent.futures")); }

void rt_futures_module_init(Value m) {
  rt_module_add_fn(m, "Future", c_future);
  rt_module_add_fn(m, "as_completed", c_as_completed);
  rt_module_add_fn(m, "wait", c_wait);
  rt_module_set(m, "FIRST_COMPLETED", rt_str_from_c("FIRST_COMPLETED"));
  rt_module_set(m, "FIRST_EXCEPTION", rt_str_from_c("FIRST_EXCEPTION"));
  rt_module_set(m, "ALL_COMPLETED", rt_str_from_c("ALL_COMPLETED"));
  Value err = py_make_class("Error", "concurrent.futures._base", rt_exc_class(RT_EXC_Exception), NULL);
  rt_module_set(m, "CancelledError", py_make_class("CancelledError", "concurrent.futures._base", err, NULL));
  rt_module_set(m, "Error", err);
  Value te = rt_exc_class(RT_EXC_TimeoutError);
  rt_incref(te);
  rt_module_set(m, "TimeoutError", te);
  Value coll = rt_import("collections");
  int mark = rt_cleanup_push_value(&coll);
  Value nt = rt_getattr(coll, "namedtuple");
  rt_cleanup_push_value(&nt);
  Value args[2] = {rt_str_from_c("DoneAndNotDoneFutures"), rt_str_from_c("done not_done")};
  rt_cleanup_push_value(&args[0]);
  rt_cleanup_push_value(&args[1]);
  rt_module_set(m, "DoneAndNotDoneFutures", rt_call(nt, 2, args, NULL));
  rt_cleanup_pop(mark, true);
  py_futures_executors_init(m);
}
