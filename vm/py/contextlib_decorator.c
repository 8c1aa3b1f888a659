/* contextlib_decorator.c — contextlib.ContextDecorator: a base class for context managers that
 * also decorate functions. Calling an instance on a function gives a wrapper whose every call
 * runs the function inside `with self._recreate_cm():` (CPython's ContextDecorator.__call__):
 * __enter__, the call, then __exit__ with the exception the call raised (a true answer
 * suppresses it and the wrapper returns None) or with three Nones. */
#include "../base/error.h"
#include "../obj/class.h"
#include "../obj/dict.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/value.h"
#include "contextlib.h"
#include "py.h"

typedef struct CallJob {
  Value fn;
  int argc;
  const Value *argv;
  const Kwargs *kw;
  Value result;
} CallJob;

static void call_job(void *ud) {
  CallJob *j = ud;
  j->result = rt_call(j->fn, j->argc, j->argv, j->kw);
}

/* Calls manager.__exit__(type, exc, traceback) (exc None: three Nones); answers its truth. */
static bool call_exit(Value exit_fn, Value exc) {
  Value a[3] = {rt_none(), exc, rt_none()};
  if (!rt_is_none(exc)) {
    a[0] = rt_exc_class_of(exc);
    a[2] = rt_getattr(exc, "__traceback__");
  }
  int mark = rt_cleanup_push_value(&a[2]);
  Value r = rt_call(exit_fn, 3, a, NULL);
  rt_cleanup_push_value(&r);
  bool suppress = rt_truthy(r);
  rt_cleanup_pop(mark, true);
  return suppress;
}

/* The wrapper's call: self is the tuple (manager, function). */
static Value wrapper_call(Value self, int argc, const Value *argv, const Kwargs *kw) {
  Tuple *t = RT_AS(Tuple, self);
  Value cm = rt_undef(), exit_fn = rt_undef(), entered = rt_undef(), exc = rt_undef();
  int mark = rt_cleanup_push_value(&cm);
  rt_cleanup_push_value(&exit_fn);
  rt_cleanup_push_value(&entered);
  rt_cleanup_push_value(&exc);
  entered = rt_getattr(t->items[0], "_recreate_cm");
  cm = rt_call(entered, 0, NULL, NULL);
  rt_decref(entered);
  entered = rt_getattr(cm, "__enter__");
  exit_fn = rt_getattr(cm, "__exit__");
  Value r = rt_call(entered, 0, NULL, NULL); /* the with statement's target is not used */
  rt_decref(r);
  CallJob j = {t->items[1], argc, argv, kw, rt_undef()};
  if (rt_pcall(call_job, &j)) {
    exc = py_exc_caught(rt_none());
    if (!call_exit(exit_fn, exc)) rt_raise_exc(exc); /* the cleanup releases our reference */
    rt_cleanup_pop(mark, true);
    return rt_none();
  }
  int held = rt_cleanup_push_value(&j.result);
  call_exit(exit_fn, rt_none());
  rt_cleanup_pop(held, false);
  rt_cleanup_pop(mark, true);
  return j.result;
}

Value py_contextdecorator_wrap(Value manager, Value fn) {
  Value items[2] = {manager, fn};
  Value pair = rt_tuple_from(2, items);
  int mark = rt_cleanup_push_value(&pair);
  Value w = rt_native_bind("inner", wrapper_call, pair);
  rt_cleanup_pop(mark, true);
  return w;
}

static Value cd_call(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  rt_check_args("ContextDecorator.__call__", argc, kw, 2, 2, RT_ARGS_CLINIC);
  return py_contextdecorator_wrap(argv[0], argv[1]);
}

static Value cd_recreate(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  rt_check_args("ContextDecorator._recreate_cm", argc, kw, 1, 1, RT_ARGS_CLINIC);
  return (rt_incref(argv[0]), argv[0]);
}

void py_contextlib_decorator_init(Value m) {
  Value bases = rt_tuple_new(0);
  Value cls = rt_class_new("ContextDecorator", bases);
  rt_decref(bases);
  ClassObj *c = RT_AS(ClassObj, cls);
  rt_class_set(c, "__module__", rt_str_from_c("contextlib"));
  rt_class_set(c, "__call__", rt_native_method_new("__call__", "ContextDecorator.__call__", cd_call, rt_none()));
  rt_class_set(c, "_recreate_cm",
               rt_native_method_new("_recreate_cm", "ContextDecorator._recreate_cm", cd_recreate, rt_none()));
  rt_class_finish(cls, rt_none());
  rt_module_set(m, "ContextDecorator", cls);
}
