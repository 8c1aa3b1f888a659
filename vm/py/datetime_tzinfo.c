/* datetime_tzinfo.c — datetime.tzinfo, the base class programs subclass for their own time
 * zones (utcoffset, dst, tzname; fromutc's default algorithm), and the one place the rest of
 * the module asks a time zone about a time: a fixed timezone answers from its fields, any
 * other tzinfo through its Python methods, whose answers are checked with CPython's
 * messages ("tzinfo.utcoffset() must return None or timedelta, not 'int'"). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/class.h"
#include "../obj/dict.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"
#include "datetime_internal.h"
#include "py.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw

typedef struct ModState {
  Value tzinfo_class; /* borrowed: the module holds it */
} ModState;

/* per VM (runtime.h): a second VM importing the module makes its own, and this one's stay */
static RtStateKey mod_key = {"datetime.tzinfo", sizeof(ModState), NULL, NULL, 0};
static ModState *mod_state(void) { return rt_runtime_state(&mod_key); }

bool dt_is_tzinfo(Value v) {
  if (dt_is_zone(v)) return true;
  Value cls = mod_state()->tzinfo_class;
  return rt_is_class(cls) && rt_isinstance_class(v, cls);
}

/* tz.<which>(arg): a new reference. */
static Value call_tz(Value tz, const char *which, Value arg) {
  Value fn = rt_getattr(tz, which);
  int mark = rt_cleanup_push_value(&fn);
  Value r = rt_call(fn, 1, &arg, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

/* A utcoffset() or dst() answer: false for None, else *us; CPython's checks. */
static bool offset_answer(Value r, const char *which, int64_t *us) {
  if (rt_is_none(r)) return false;
  if (!dt_is_delta(r)) {
    rt_raise(RT_EXC_TypeError, "tzinfo.%s() must return None or timedelta, not '%s'", which, rt_type_name(r));
  }
  DtMicros off = dt_delta_total(r);
  if (off <= -DT_US_PER_DAY || off >= DT_US_PER_DAY) {
    rt_raise(RT_EXC_ValueError, "offset must be a timedelta strictly between -timedelta(hours=24) and "
             "timedelta(hours=24).");
  }
  *us = (int64_t)off;
  return true;
}

static bool ask_offset(Value tz, Value dt, const char *which, int64_t *us) {
  Value r = call_tz(tz, which, dt);
  int mark = rt_cleanup_push_value(&r);
  bool some = offset_answer(r, which, us);
  rt_cleanup_pop(mark, true);
  return some;
}

bool dt_tz_offset(Value tz, Value dt, int64_t *us) {
  if (rt_is_none(tz)) return false;
  if (dt_is_zone(tz)) return (*us = dt_zone_offset(tz), true);
  return ask_offset(tz, dt, "utcoffset", us);
}

bool dt_tz_dst(Value tz, Value dt, int64_t *us) {
  if (rt_is_none(tz) || dt_is_zone(tz)) return false;
  return ask_offset(tz, dt, "dst", us);
}

Value dt_tz_name(Value tz, Value dt) {
  if (rt_is_none(tz)) return rt_none();
  if (dt_is_zone(tz)) return dt_zone_name(tz);
  Value r = call_tz(tz, "tzname", dt);
  if (!rt_is_none(r) && !rt_is_str(r)) {
    rt_cleanup_push_value(&r);
    rt_raise(RT_EXC_TypeError, "tzinfo.tzname() must return None or a string, not '%s'", rt_type_name(r));
  }
  return r;
}

Value dt_tz_fromutc(Value tz, Value dt) {
  if (dt_is_zone(tz)) return dt_shift(dt, dt_zone_offset(tz));
  return call_tz(tz, "fromutc", dt);
}

/* ---- the tzinfo class ---- */

/* The base class's utcoffset/dst/tzname: a subclass must say. */
/* A tzinfo method's receiver and its one argument, as CPython checks them. */
static void check_call(const char *which, int argc, const Value *argv, const Kwargs *kw) {
  char qual[32];
  snprintf(qual, sizeof qual, "tzinfo.%s", which);
  if (argc < 1 || !dt_is_tzinfo(argv[0])) {
    rt_raise(RT_EXC_TypeError, "descriptor '%s' for 'datetime.tzinfo' objects doesn't apply to a '%s' object", which,
             argc < 1 ? "NoneType" : rt_type_name(argv[0]));
  }
  rt_check_args(qual, argc - 1, kw, 1, 1, RT_ARGS_ONE);
}

static Value t_abstract(ARGS) {
  const char *which = RT_AS(Str, self)->data;
  check_call(which, argc, argv, kw);
  rt_raise(RT_EXC_NotImplementedError, "a tzinfo subclass must implement %s()", which);
}

/* tzinfo(*args): CPython's tzinfo takes (and ignores) any arguments. */
static Value t_init(ARGS) {
  (void)self, (void)argc, (void)argv, (void)kw;
  return rt_none();
}

/* fromutc(dt): dt (whose tzinfo is this one) holds UTC; the local time, by CPython's default
 * rule for zones whose standard offset does not change: utcoffset() - dst() is standard time. */
static Value t_fromutc(ARGS) {
  (void)self;
  check_call("fromutc", argc, argv, kw);
  Value tz = argv[0], dt = argv[1];
  if (!dt_is(dt, DT_DATETIME)) rt_raise(RT_EXC_TypeError, "fromutc: argument must be a datetime");
  if (!rt_is(RT_AS(DtObj, dt)->tz, tz)) rt_raise(RT_EXC_ValueError, "fromutc: dt.tzinfo is not self");
  int64_t off, dst;
  if (!dt_tz_offset(tz, dt, &off)) rt_raise(RT_EXC_ValueError, "fromutc: non-None utcoffset() result required");
  if (!dt_tz_dst(tz, dt, &dst)) rt_raise(RT_EXC_ValueError, "fromutc: non-None dst() result required");
  Value moved = dt_shift(dt, off - dst);
  int mark = rt_cleanup_push_value(&moved);
  if (off != dst && !dt_tz_dst(tz, moved, &dst)) {
    rt_raise(RT_EXC_ValueError, "fromutc: tz.dst() gave inconsistent results; cannot convert");
  }
  Value r = dt_shift(moved, dst);
  rt_cleanup_pop(mark, true);
  return r;
}

/* ns[name] = a method written in C; data_text (may be NULL) its data, as a str. */
static void put_method(Value ns, const char *name, const char *qualname, NativeFn fn, const char *data_text) {
  Value data = data_text ? rt_str_from_c(data_text) : rt_none();
  Value f = rt_native_method_new(name, qualname, fn, data);
  rt_decref(data);
  rt_dict_set_str(ns, name, f);
  rt_decref(f);
}

void dt_tzinfo_init(Value m) {
  /* an ABCMeta class, so that timezone, a C type here as in CPython, can be registered as its
   * subclass: isinstance(timezone.utc, tzinfo) (CPython's tzinfo is a plain type) */
  Value abc = rt_import("abc");
  int mark = rt_cleanup_push_value(&abc);
  Value meta = rt_getattr(abc, "ABCMeta");
  rt_cleanup_push_value(&meta);
  Value ns = rt_dict_new();
  rt_cleanup_push_value(&ns);
  static const char *const abstract[][2] = {
      {"utcoffset", "tzinfo.utcoffset"}, {"dst", "tzinfo.dst"}, {"tzname", "tzinfo.tzname"}};
  for (int k = 0; k < 3; k++) put_method(ns, abstract[k][0], abstract[k][1], t_abstract, abstract[k][0]);
  put_method(ns, "fromutc", "tzinfo.fromutc", t_fromutc, NULL);
  put_method(ns, "__init__", "tzinfo.__init__", t_init, NULL);
  Value args[3] = {rt_str_from_c("tzinfo"), rt_tuple_new(0), ns};
  rt_cleanup_push_value(&args[0]);
  rt_cleanup_push_value(&args[1]);
  Value cls = rt_type_make(RT_AS(ClassObj, meta), args, rt_undef());
  rt_cleanup_push_value(&cls);
  Value init = rt_class_lookup(RT_AS(ClassObj, meta), "__init__", NULL); /* as a class statement runs it */
  rt_decref(rt_call_method(init, cls, 3, args));
  rt_class_set(RT_AS(ClassObj, cls), "__module__", rt_str_from_c("datetime"));
  Value zone = rt_getattr(m, "timezone");
  rt_cleanup_push_value(&zone);
  rt_abc_register(cls, zone);
  mod_state()->tzinfo_class = cls;
  rt_incref(cls);
  rt_module_set(m, "tzinfo", cls);
  rt_cleanup_pop(mark, true);
}
