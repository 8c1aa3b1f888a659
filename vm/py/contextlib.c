/* contextlib.c — the contextlib module: contextmanager (a generator function made into a
 * context-manager factory), suppress, nullcontext, closing, redirect_stdout and
 * redirect_stderr (ExitStack is contextlib_exitstack.c's). One object type serves the
 * managers; `with` finds their __enter__ and __exit__ through its getattr. A
 * contextmanager's __exit__ throws the body's exception into the generator, as CPython's
 * _GeneratorContextManager does: the generator catching it suppresses it, re-raising the same
 * exception lets the with statement re-raise it, raising another propagates that one. */
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/class.h"
#include "../obj/dict.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/value.h"
#include "py.h"
#include "contextlib.h"
#include "threads.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw

typedef enum { CM_GENERATOR, CM_SUPPRESS, CM_NULL, CM_CLOSING, CM_REDIRECT_OUT, CM_REDIRECT_ERR } CmKind;

static const char *const cm_names[] = {"_GeneratorContextManager", "suppress", "nullcontext",
                                       "closing", "redirect_stdout", "redirect_stderr"};

typedef struct Cm {
  Obj hdr;
  CmKind kind;
  Value v; /* the generator, the tuple of exception classes, the enter result, the thing, the target */
  /* redirects: the streams each __enter__ replaced, a list (a manager may be entered again
   * while in use, as CPython's _old_targets allows); RT_UNDEF for the other kinds */
  Value saved;
  /* contextmanager's managers: the tuple (function, args, kwargs dict) that made the generator,
   * so that decorating with the manager can make a fresh one per call (_recreate_cm); RT_UNDEF
   * for the other kinds */
  Value recipe;
} Cm;

static void cm_free(Obj *o) {
  rt_decref(((Cm *)o)->v);
  rt_decref(((Cm *)o)->saved);
  rt_decref(((Cm *)o)->recipe);
  free(o);
}

static Value cm_repr(Value self) {
  return rt_str_printf("<contextlib.%s object at %p>", cm_names[RT_AS(Cm, self)->kind], (void *)self.as.o);
}

static Value gen_enter(Cm *c) {
  Value x;
  if (!rt_next(c->v, &x)) rt_raise(RT_EXC_RuntimeError, "generator didn't yield");
  return x;
}

typedef struct Throw {
  Value gen, exc;
} Throw;

static void throw_job(void *ud) {
  Throw *t = ud;
  Value fn = rt_getattr(t->gen, "throw");
  int mark = rt_cleanup_push_value(&fn);
  Value r = rt_call(fn, 1, &t->exc, NULL);
  rt_decref(r);
  rt_cleanup_pop(mark, true);
}

/* A copy of the traceback an exception instance carries (n -1: none to restore). */
typedef struct TraceSave {
  TraceEntry *t;
  int n;
} TraceSave;

static TraceSave save_traceback(Value exc) {
  TraceSave s = {NULL, -1};
  if (!rt_is_exception(exc)) return s;
  const ExcObj *e = RT_AS(ExcObj, exc);
  s.t = calloc((size_t)(e->ntb > 0 ? e->ntb : 1), sizeof *s.t);
  if (!s.t) return s;
  for (int k = 0; k < e->ntb; k++) {
    s.t[k] = e->tb[k];
    s.t[k].file = rt_strdup(e->tb[k].file);
    s.t[k].func = rt_strdup(e->tb[k].func);
    s.n = k + 1;
  }
  if (s.n < 0) s.n = 0;
  return s;
}

static void free_saved(void *p) {
  TraceSave *s = p;
  for (int k = 0; k < s->n; k++) {
    free(s->t[k].file);
    free(s->t[k].func);
  }
  free(s->t);
}

/* __exit__ of a contextmanager: true suppresses the body's exception exc (None: none). */
static bool gen_exit(Cm *c, Value exc) {
  Value x;
  if (rt_is_none(exc)) {
    if (!rt_next(c->v, &x)) return false;
    rt_decref(x);
    rt_raise(RT_EXC_RuntimeError, "generator didn't stop");
  }
  Throw t = {c->v, exc};
  TraceSave saved = save_traceback(exc);
  int mark = rt_cleanup_push(free_saved, &saved);
  if (!rt_pcall(throw_job, &t)) rt_raise(RT_EXC_RuntimeError, "generator didn't stop after throw()");
  const Exception *e = rt_error_current();
  if (e->value == (void *)exc.as.o) { /* re-raised as it was: the with statement raises it, with
                                         the traceback it had (CPython's __exit__ puts it back) */
    rt_error_clear();
    if (saved.n >= 0) rt_exc_set_traceback(exc, saved.t, saved.n);
    rt_cleanup_pop(mark, true);
    return false;
  }
  rt_cleanup_pop(mark, true);
  if (rt_exc_kind_is(e->kind, RT_EXC_StopIteration)) { /* the generator caught it and ended */
    rt_error_clear();
    return true;
  }
  rt_reraise();
}

/* The exception the body raised (a new reference) or None, from __exit__(type, value,
 * traceback); a class without its value is instantiated, as CPython does. */
static Value exit_exc(const char *name, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_args(name, argc, kw, 3, 3, RT_ARGS_CLINIC);
  if (rt_is_none(argv[0])) return rt_none();
  if (!rt_is_none(argv[1])) return (rt_incref(argv[1]), argv[1]);
  return rt_call(argv[0], 0, NULL, NULL);
}

static void call_close(Value thing) {
  Value fn = rt_getattr(thing, "close");
  int mark = rt_cleanup_push_value(&fn);
  Value r = rt_call(fn, 0, NULL, NULL);
  rt_decref(r);
  rt_cleanup_pop(mark, true);
}

/* redirect_stdout/redirect_stderr: sys.stdout (or stderr) becomes the target on entry, and
 * what it was comes back on exit, exception or not; print() follows sys.stdout (builtins.c). */
static const char *redirect_name(const Cm *c) { return c->kind == CM_REDIRECT_OUT ? "stdout" : "stderr"; }

static Value redirect_enter(Cm *c) {
  Value sys = rt_import("sys");
  int mark = rt_cleanup_push_value(&sys);
  Value old = rt_getattr(sys, redirect_name(c));
  rt_cleanup_push_value(&old);
  rt_list_append(c->saved, old);
  rt_setattr(sys, redirect_name(c), c->v);
  rt_cleanup_pop(mark, true);
  return (rt_incref(c->v), c->v);
}

static void redirect_exit(Cm *c) {
  List *l = RT_AS(List, c->saved);
  if (l->n == 0) rt_raise(RT_EXC_IndexError, "pop from empty list");
  Value old = l->items[--l->n];
  int mark = rt_cleanup_push_value(&old);
  Value sys = rt_import("sys");
  rt_cleanup_push_value(&sys);
  rt_setattr(sys, redirect_name(c), old);
  rt_cleanup_pop(mark, true);
}

static Value m_enter(ARGS) {
  rt_check_args("__enter__", argc, kw, 0, 0, RT_ARGS_NONE);
  (void)argv;
  Cm *c = RT_AS(Cm, self);
  if (c->kind == CM_GENERATOR) return gen_enter(c);
  if (c->kind == CM_REDIRECT_OUT || c->kind == CM_REDIRECT_ERR) return redirect_enter(c);
  if (c->kind == CM_SUPPRESS) return rt_none();
  return (rt_incref(c->v), c->v);
}

static Value m_exit(ARGS) {
  Cm *c = RT_AS(Cm, self);
  Value exc = exit_exc("__exit__", argc, argv, kw);
  int mark = rt_cleanup_push_value(&exc);
  bool suppress = false;
  if (c->kind == CM_GENERATOR) suppress = gen_exit(c, exc);
  else if (c->kind == CM_SUPPRESS)
    suppress = !rt_is_none(exc) && RT_AS(Tuple, c->v)->n > 0 && rt_exception_matches(exc, c->v);
  else if (c->kind == CM_CLOSING) call_close(c->v);
  else if (c->kind == CM_REDIRECT_OUT || c->kind == CM_REDIRECT_ERR) redirect_exit(c);
  rt_cleanup_pop(mark, true);
  return rt_bool(suppress);
}

static Value m_recreate(ARGS);

static Value cm_getattr(Value self, const char *name) {
  if (strcmp(name, "__enter__") == 0) return rt_native_bind("__enter__", m_enter, self);
  if (strcmp(name, "__exit__") == 0) return rt_native_bind("__exit__", m_exit, self);
  if (strcmp(name, "thing") == 0 && RT_AS(Cm, self)->kind == CM_CLOSING) {
    return (rt_incref(RT_AS(Cm, self)->v), RT_AS(Cm, self)->v);
  }
  if (strcmp(name, "gen") == 0 && RT_AS(Cm, self)->kind == CM_GENERATOR) {
    return (rt_incref(RT_AS(Cm, self)->v), RT_AS(Cm, self)->v);
  }
  if (strcmp(name, "_recreate_cm") == 0 && !rt_is_undef(RT_AS(Cm, self)->recipe)) {
    return rt_native_bind("_recreate_cm", m_recreate, self);
  }
  return rt_undef();
}

/* Calling a contextmanager's manager on a function decorates it (ContextDecorator.__call__);
 * the other managers are not callable. */
static Value cm_call(Value self, int argc, const Value *argv, const Kwargs *kw) {
  if (rt_is_undef(RT_AS(Cm, self)->recipe)) {
    rt_raise(RT_EXC_TypeError, "'%s' object is not callable", cm_names[RT_AS(Cm, self)->kind]);
  }
  rt_check_args("ContextDecorator.__call__", argc, kw, 1, 1, RT_ARGS_CLINIC);
  return py_contextdecorator_wrap(self, argv[0]);
}

static const char *cm_type_name(Value self) { return cm_names[RT_AS(Cm, self)->kind]; }

static const ObjType cm_type = {
    .name = "contextlib.ContextManager",
    .type_name = cm_type_name,
    .free = cm_free,
    .repr = cm_repr,
    .getattr = cm_getattr,
    .call = cm_call,
};

/* A new manager of kind k keeping v (borrowed). */
static Value cm_new(CmKind k, Value v) {
  Cm *c = rt_malloc(sizeof *c);
  rt_obj_init(&c->hdr, &cm_type);
  c->kind = k;
  c->v = (rt_incref(v), v);
  c->saved = rt_undef();
  c->recipe = rt_undef();
  if (k == CM_REDIRECT_OUT || k == CM_REDIRECT_ERR) c->saved = rt_list_new(0);
  return rt_obj(c);
}

/* ---- contextmanager(func): calling the result calls func and wraps its generator ---- */

/* A generator manager over py_call_star(recipe's function, args, kwargs), keeping the recipe. */
static Value gen_cm_from_recipe(Value recipe) {
  Tuple *r = RT_AS(Tuple, recipe);
  Value gen = py_call_star(r->items[0], r->items[1], r->items[2]);
  int mark = rt_cleanup_push_value(&gen);
  Value c = cm_new(CM_GENERATOR, gen);
  RT_AS(Cm, c)->recipe = (rt_incref(recipe), recipe);
  rt_cleanup_pop(mark, true);
  return c;
}

static Value m_recreate(ARGS) {
  rt_check_args("_recreate_cm", argc, kw, 0, 0, RT_ARGS_NONE);
  (void)argv;
  return gen_cm_from_recipe(RT_AS(Cm, self)->recipe);
}

static Value helper_call(ARGS) {
  Value parts[3] = {self, rt_tuple_from(argc, argv), rt_dict_new()};
  int mark = rt_cleanup_push_value(&parts[1]);
  rt_cleanup_push_value(&parts[2]);
  for (int i = 0; kw && i < kw->n; i++) rt_dict_set_str(parts[2], kw->names[i], kw->values[i]);
  Value recipe = rt_tuple_from(3, parts);
  rt_cleanup_push_value(&recipe);
  Value c = gen_cm_from_recipe(recipe);
  rt_cleanup_pop(mark, true);
  return c;
}

static Value c_contextmanager(ARGS) {
  (void)self;
  rt_check_args("contextmanager", argc, kw, 1, 1, RT_ARGS_CLINIC);
  return rt_native_bind("helper", helper_call, argv[0]);
}

static Value c_suppress(ARGS) {
  (void)self;
  if (kw && kw->n) rt_raise(RT_EXC_TypeError, "suppress() got an unexpected keyword argument '%s'", kw->names[0]);
  Value t = rt_tuple_from(argc, argv);
  int mark = rt_cleanup_push_value(&t);
  Value c = cm_new(CM_SUPPRESS, t);
  rt_cleanup_pop(mark, true);
  return c;
}

static const char *const null_names[] = {"enter_result"};

static Value c_nullcontext(ARGS) {
  (void)self;
  Value a[1];
  py_parse_pyargs("nullcontext", argc, argv, kw, 1, null_names, 0, a);
  return cm_new(CM_NULL, rt_is_undef(a[0]) ? rt_none() : a[0]);
}

static const char *const closing_names[] = {"thing"};

static Value c_closing(ARGS) {
  (void)self;
  Value a[1];
  py_parse_pyargs("closing", argc, argv, kw, 1, closing_names, 1, a);
  return cm_new(CM_CLOSING, a[0]);
}

static const char *const redirect_names[] = {"new_target"};

static Value c_redirect_stdout(ARGS) {
  (void)self;
  Value a[1];
  py_parse_method_args("_RedirectStream.__init__", self, argc, argv, kw, 1, redirect_names, 1, a);
  return cm_new(CM_REDIRECT_OUT, a[0]);
}

static Value c_redirect_stderr(ARGS) {
  (void)self;
  Value a[1];
  py_parse_method_args("_RedirectStream.__init__", self, argc, argv, kw, 1, redirect_names, 1, a);
  return cm_new(CM_REDIRECT_ERR, a[0]);
}

/* AbstractContextManager: a class to derive from, whose __enter__ returns the instance and
 * whose __exit__ returns None (CPython also makes __exit__ abstract; Weft does not check). */
static Value acm_enter(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  rt_check_args("AbstractContextManager.__enter__", argc, kw, 1, 1, RT_ARGS_CLINIC);
  return (rt_incref(argv[0]), argv[0]);
}

static Value acm_exit(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data, (void)argv;
  rt_check_args("AbstractContextManager.__exit__", argc, kw, 4, 4, RT_ARGS_CLINIC);
  return rt_none();
}

static Value abstract_context_manager(void) {
  Value bases = rt_tuple_new(0);
  Value cls = rt_class_new("AbstractContextManager", bases);
  rt_decref(bases);
  ClassObj *c = RT_AS(ClassObj, cls);
  rt_class_set(c, "__module__", rt_str_from_c("contextlib"));
  rt_class_set(c, "__enter__", rt_native_method_new("__enter__", "AbstractContextManager.__enter__", acm_enter, rt_none()));
  rt_class_set(c, "__exit__", rt_native_method_new("__exit__", "AbstractContextManager.__exit__", acm_exit, rt_none()));
  rt_class_finish(cls, rt_none());
  return cls;
}

void rt_contextlib_module_init(Value m) {
  rt_module_set(m, "AbstractContextManager", abstract_context_manager());
  rt_module_add_fn(m, "redirect_stdout", c_redirect_stdout);
  rt_module_add_fn(m, "redirect_stderr", c_redirect_stderr);
  py_contextlib_exitstack_init(m);
  py_contextlib_decorator_init(m);
  rt_module_add_fn(m, "contextmanager", c_contextmanager);
  rt_module_add_fn(m, "suppress", c_suppress);
  rt_module_add_fn(m, "nullcontext", c_nullcontext);
  rt_module_add_fn(m, "closing", c_closing);
}
