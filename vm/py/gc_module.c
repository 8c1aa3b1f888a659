/* gc_module.c — the gc module: Python's interface to the cycle collector of vm/obj/gc.h
 * (collect, enable/disable/isenabled, the thresholds and counts). */
#include <string.h>

#include "../base/error.h"
#include "../obj/bigint.h"
#include "../obj/gc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "py.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw

/* A C int argument as CPython's argument parser converts it, with its overflow messages. */
static int64_t int_arg(Value v, const char *too_large, const char *too_small) {
  if (rt_is_bigint(v)) {
    rt_raise(RT_EXC_OverflowError, "%s", rt_int_sign(v) < 0 ? too_small : too_large);
  }
  int64_t i = rt_to_index(v, NULL);
  if (i > INT32_MAX) rt_raise(RT_EXC_OverflowError, "%s", too_large);
  if (i < INT32_MIN) rt_raise(RT_EXC_OverflowError, "%s", too_small);
  return i;
}

/* collect(generation=2): 0 and 1 collect the young generation, 2 everything. */
static Value gc_collect(ARGS) {
  (void)self;
  Value gen = argc > 0 ? argv[0] : rt_undef();
  for (int k = 0; kw && k < kw->n; k++) {
    if (strcmp(kw->names[k], "generation") != 0 || argc > 0) {
      if (strcmp(kw->names[k], "generation") == 0) {
        rt_raise(RT_EXC_TypeError, "argument for collect() given by name ('generation') and "
                                   "position (1)");
      }
      rt_raise(RT_EXC_TypeError, "'%s' is an invalid keyword argument for collect()",
               kw->names[k]);
    }
    gen = kw->values[k];
  }
  if (argc > 1) {
    rt_raise(RT_EXC_TypeError, "collect() takes at most 1 argument (%d given)", argc);
  }
  int64_t g = rt_is_undef(gen) ? 2 : int_arg(gen, "Python int too large to convert to C int",
                                          "Python int too large to convert to C int");
  if (g < 0 || g > 2) rt_raise(RT_EXC_ValueError, "invalid generation");
  return rt_int(g == 2 ? rt_gc_collect() : rt_gc_collect_young());
}

static Value gc_enable(ARGS) {
  (void)self, (void)argv;
  rt_check_args("gc.enable", argc, kw, 0, 0, RT_ARGS_NONE);
  rt_gc_set_enabled(true);
  return rt_none();
}

static Value gc_disable(ARGS) {
  (void)self, (void)argv;
  rt_check_args("gc.disable", argc, kw, 0, 0, RT_ARGS_NONE);
  rt_gc_set_enabled(false);
  return rt_none();
}

static Value gc_isenabled(ARGS) {
  (void)self, (void)argv;
  rt_check_args("gc.isenabled", argc, kw, 0, 0, RT_ARGS_NONE);
  return rt_bool(rt_gc_enabled());
}

static Value triple(const int64_t v[3]) {
  Value t = rt_tuple_new(3);
  for (int k = 0; k < 3; k++) rt_tuple_set(t, k, rt_int(v[k]));
  return t;
}

static Value gc_get_threshold(ARGS) {
  (void)self, (void)argv;
  rt_check_args("gc.get_threshold", argc, kw, 0, 0, RT_ARGS_NONE);
  int64_t t[3];
  rt_gc_get_threshold(t);
  return triple(t);
}

/* set_threshold(threshold0[, threshold1[, threshold2]]): the ones not given stay. */
static Value gc_set_threshold(ARGS) {
  (void)self;
  rt_check_args("set_threshold", argc, kw, 1, 3, RT_ARGS_OLD);
  int64_t t[3];
  rt_gc_get_threshold(t);
  for (int k = 0; k < argc; k++) {
    t[k] = int_arg(argv[k], "signed integer is greater than maximum",
                   "signed integer is less than minimum");
  }
  rt_gc_set_threshold(t);
  return rt_none();
}

static Value gc_get_count(ARGS) {
  (void)self, (void)argv;
  rt_check_args("gc.get_count", argc, kw, 0, 0, RT_ARGS_NONE);
  int64_t c[3];
  rt_gc_get_count(c);
  return triple(c);
}

void rt_gc_module_init(Value m) {
  rt_module_add_fn(m, "collect", gc_collect);
  rt_module_add_fn(m, "enable", gc_enable);
  rt_module_add_fn(m, "disable", gc_disable);
  rt_module_add_fn(m, "isenabled", gc_isenabled);
  rt_module_add_fn(m, "get_threshold", gc_get_threshold);
  rt_module_add_fn(m, "set_threshold", gc_set_threshold);
  rt_module_add_fn(m, "get_count", gc_get_count);
}
