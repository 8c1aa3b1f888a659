/* typing_extras.c — the typing module's runtime helpers that do little at run time: overload
 * (the decorated function becomes CPython's _overload_dummy, which refuses to be called),
 * get_overloads, clear_overloads, assert_never, assert_type, reveal_type, dataclass_transform,
 * is_typeddict, and the names Text (str) and AnyStr (a TypeVar). */
#include <stdio.h>
#include <string.h>

#include "../base/error.h"
#include "../base/io.h"
#include "../obj/class.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "py.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw

static Value overload_dummy(ARGS) {
  (void)self, (void)argc, (void)argv, (void)kw;
  rt_raise(RT_EXC_NotImplementedError,
           "You should not call an overloaded function. A series of @overload-decorated functions outside a "
           "stub module should always be followed by an implementation that is not @overload-ed.");
}

static Value t_overload(ARGS) {
  (void)self;
  static const char *const names[] = {"func"};
  Value a[1];
  py_parse_pyargs("overload", argc, argv, kw, 1, names, 1, a);
  return rt_native_new("_overload_dummy", overload_dummy);
}

static Value t_get_overloads(ARGS) {
  (void)self;
  static const char *const names[] = {"func"};
  Value a[1];
  py_parse_pyargs("get_overloads", argc, argv, kw, 1, names, 1, a);
  return rt_list_new(0);
}

static Value t_clear_overloads(ARGS) {
  (void)self, (void)argv;
  py_parse_pyargs("clear_overloads", argc, argv, kw, 0, NULL, 0, NULL);
  return rt_none();
}

/* assert_never(arg): AssertionError with the repr, cut at 100 characters. */
static Value t_assert_never(ARGS) {
  (void)self;
  rt_check_args("assert_never", argc, kw, 1, 1, RT_ARGS_ONE);
  Value r = rt_repr(argv[0]);
  int mark = rt_cleanup_push_value(&r);
  if (rt_len(r) > 100) {
    Value sl = rt_slice_new(rt_none(), rt_int(100), rt_none());
    Value cut = rt_getitem(r, sl);
    rt_decref(sl);
    rt_decref(r);
    r = rt_str_printf("%s...", rt_str_data(cut));
    rt_decref(cut);
  }
  rt_raise(RT_EXC_AssertionError, "Expected code to be unreachable, but got: %s", rt_str_data(r));
  rt_cleanup_pop(mark, true);
}

static Value t_assert_type(ARGS) {
  (void)self;
  rt_check_args("assert_type", argc, kw, 2, 2, RT_ARGS_CLINIC);
  return rt_incref(argv[0]), argv[0];
}

/* reveal_type(obj): "Runtime type is 'int'" on stderr, obj back. */
static Value t_reveal_type(ARGS) {
  (void)self;
  rt_check_args("reveal_type", argc, kw, 1, 1, RT_ARGS_ONE);
  rt_stdout_flush();
  fprintf(stderr, "Runtime type is '%s'\n", rt_type_name(argv[0]));
  fflush(stderr);
  return rt_incref(argv[0]), argv[0];
}

static Value identity(ARGS) {
  (void)self;
  rt_check_args("decorator", argc, kw, 1, 1, RT_ARGS_ONE);
  return rt_incref(argv[0]), argv[0];
}

/* dataclass_transform(**options): a decorator that changes nothing at run time. */
static Value t_dataclass_transform(ARGS) {
  (void)self, (void)argv;
  if (argc) rt_raise(RT_EXC_TypeError, "dataclass_transform() takes 0 positional arguments but %d were given", argc);
  (void)kw;
  return rt_native_new("decorator", identity);
}

/* is_typeddict(tp): a class a TypedDict class statement made (it has __total__). */
static Value t_is_typeddict(ARGS) {
  (void)self;
  static const char *const names[] = {"tp"};
  Value a[1];
  py_parse_pyargs("is_typeddict", argc, argv, kw, 1, names, 1, a);
  if (!rt_is_class(a[0])) return rt_bool(false);
  Value total = rt_class_lookup(RT_AS(ClassObj, a[0]), "__total__", NULL);
  return rt_bool(!rt_is_undef(total));
}

void rt_typing_extras_init(Value m) {
  rt_module_add_fn(m, "overload", t_overload);
  rt_module_add_fn(m, "get_overloads", t_get_overloads);
  rt_module_add_fn(m, "clear_overloads", t_clear_overloads);
  rt_module_add_fn(m, "assert_never", t_assert_never);
  rt_module_add_fn(m, "assert_type", t_assert_type);
  rt_module_add_fn(m, "reveal_type", t_reveal_type);
  rt_module_add_fn(m, "dataclass_transform", t_dataclass_transform);
  rt_module_add_fn(m, "is_typeddict", t_is_typeddict);
  rt_module_set(m, "Text", (rt_incref(rt_builtin_lookup("str")), rt_builtin_lookup("str")));
  Value tv = rt_module_lookup(m, "TypeVar");
  Value args[3] = {rt_str_from_c("AnyStr"), rt_builtin_lookup("bytes"), rt_builtin_lookup("str")};
  int mark = rt_cleanup_push_value(&args[0]);
  Value anystr = rt_call(tv, 3, args, NULL); /* TypeVar('AnyStr', bytes, str) */
  rt_cleanup_pop(mark, true);
  rt_module_set(m, "AnyStr", anystr);
}
