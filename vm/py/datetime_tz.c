/* datetime_tz.c — datetime.timezone: a fixed offset from UTC with an optional name
 * (timezone.utc, timezone(timedelta(hours=1), 'CET')), its utcoffset/tzname/dst, reprs and
 * the "+01:00" text of an offset that aware datetimes print. */
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/hash.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"
#include "datetime_internal.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw

typedef struct DtZone {
  Obj hdr;
  int64_t offset; /* microseconds east of UTC, |offset| < 24 hours */
  Value name;     /* a str, or None */
} DtZone;

static const ObjType zone_type;
typedef struct ModState {
  Value zone_class, utc; /* borrowed: the module holds them */
} ModState;

/* per VM (runtime.h): a second VM importing the module makes its own, and this one's stay */
static RtStateKey mod_key = {"datetime.timezone", sizeof(ModState), NULL, NULL, 0};
static ModState *mod_state(void) { return rt_runtime_state(&mod_key); }

#define ZN(v) RT_AS(DtZone, v)

bool dt_is_zone(Value v) { return rt_is_type(v, &zone_type); }
int64_t dt_zone_offset(Value z) { return ZN(z)->offset; }

void dt_format_offset(StrBuf *sb, int64_t us, const char *sep) {
  char sign = us < 0 ? '-' : '+';
  if (us < 0) us = -us;
  int64_t secs = us / 1000000;
  rt_sb_printf(sb, "%c%02lld%s%02lld", sign, (long long)(secs / 3600), sep, (long long)(secs / 60 % 60));
  if (secs % 60 || us % 1000000) rt_sb_printf(sb, "%s%02lld", sep, (long long)(secs % 60));
  if (us % 1000000) rt_sb_printf(sb, ".%06lld", (long long)(us % 1000000));
}

Value dt_zone_name(Value z) {
  if (!rt_is_none(ZN(z)->name)) return (rt_incref(ZN(z)->name), ZN(z)->name);
  if (ZN(z)->offset == 0) return rt_str_from_c("UTC");
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_puts(&sb, "UTC");
  dt_format_offset(&sb, ZN(z)->offset, ":");
  return rt_sb_to_str(&sb);
}

static void zone_free(Obj *o) {
  rt_decref(((DtZone *)o)->name);
  free(o);
}

static Value zone_make(int64_t offset, Value name) {
  DtZone *z = rt_malloc(sizeof *z);
  rt_obj_init(&z->hdr, &zone_type);
  z->offset = offset;
  z->name = (rt_incref(name), name);
  return rt_obj(z);
}

static const char *const zone_names[] = {"offset", "name"};

static Value c_timezone(ARGS) {
  ModState *st = mod_state();
  (void)self;
  Value a[2];
  dt_parse_args("timezone", argc, argv, kw, 2, 2, zone_names, 1, a);
  if (!dt_is_delta(a[0])) {
    rt_raise(RT_EXC_TypeError, "timezone() argument 1 must be datetime.timedelta, not %s", rt_type_name(a[0]));
  }
  if (!rt_is_undef(a[1]) && !rt_is_str(a[1])) {
    rt_raise(RT_EXC_TypeError, "timezone() argument 2 must be str, not %s", rt_type_name(a[1]));
  }
  DtMicros off = dt_delta_total(a[0]);
  if (off <= -DT_US_PER_DAY || off >= DT_US_PER_DAY) {
    Value r = rt_repr(a[0]);
    rt_cleanup_push_value(&r);
    rt_raise(RT_EXC_ValueError, "offset must be a timedelta strictly between -timedelta(hours=24) and "
             "timedelta(hours=24), not %s.", rt_str_data(r));
  }
  if (off == 0 && rt_is_undef(a[1])) return (rt_incref(st->utc), st->utc);
  return zone_make((int64_t)off, rt_is_undef(a[1]) ? rt_none() : a[1]);
}

static Value zone_str(Value self) { return dt_zone_name(self); }

static Value zone_repr(Value self) {
  if (self.as.o == mod_state()->utc.as.o) return rt_str_from_c("datetime.timezone.utc");
  Value td = dt_delta_new(ZN(self)->offset), r = rt_undef(), n = rt_undef();
  int mark = rt_cleanup_push_value(&td);
  rt_cleanup_push_value(&r);
  rt_cleanup_push_value(&n);
  r = rt_repr(td);
  Value out;
  if (rt_is_none(ZN(self)->name)) {
    out = rt_str_printf("datetime.timezone(%s)", rt_str_data(r));
  } else {
    n = rt_repr(ZN(self)->name);
    out = rt_str_printf("datetime.timezone(%s, %s)", rt_str_data(r), rt_str_data(n));
  }
  rt_cleanup_pop(mark, true);
  return out;
}

static void one_dt_arg(const char *name, int argc, const Kwargs *kw) {
  rt_check_args(name, argc, kw, 1, 1, RT_ARGS_ONE);
}

static Value m_utcoffset(ARGS) {
  (void)argv;
  one_dt_arg("timezone.utcoffset", argc, kw);
  return dt_delta_new(ZN(self)->offset);
}

static Value m_tzname(ARGS) {
  (void)argv;
  one_dt_arg("timezone.tzname", argc, kw);
  return dt_zone_name(self);
}

static Value m_dst(ARGS) {
  (void)argv, (void)self;
  one_dt_arg("timezone.dst", argc, kw);
  return rt_none();
}

static Value m_fromutc(ARGS) {
  rt_check_args("timezone.fromutc", argc, kw, 1, 1, RT_ARGS_ONE);
  if (!dt_is(argv[0], DT_DATETIME)) rt_raise(RT_EXC_TypeError, "fromutc: argument must be a datetime");
  if (!rt_is(RT_AS(DtObj, argv[0])->tz, self)) rt_raise(RT_EXC_ValueError, "fromutc: dt.tzinfo is not self");
  return dt_shift(argv[0], ZN(self)->offset);
}

/* __reduce__() and __reduce_ex__(protocol): (timezone, (offset[, name]), None), as CPython's. */
static Value m_reduce(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_args("__reduce__", argc, kw, 0, 1, RT_ARGS_ONE);
  Value parts[2] = {dt_delta_new(ZN(self)->offset), ZN(self)->name};
  int mark = rt_cleanup_push_value(&parts[0]);
  Value args = rt_tuple_from(rt_is_none(ZN(self)->name) ? 1 : 2, parts);
  rt_cleanup_push_value(&args);
  Value r = rt_tuple_from(3, (Value[3]){mod_state()->zone_class, args, rt_none()});
  rt_cleanup_pop(mark, true);
  return r;
}

static RtMethodFn zone_method(Value self, const char *name) {
  (void)self;
  if (strcmp(name, "__reduce__") == 0 || strcmp(name, "__reduce_ex__") == 0) return m_reduce;
  if (strcmp(name, "fromutc") == 0) return m_fromutc;
  if (strcmp(name, "utcoffset") == 0) return m_utcoffset;
  if (strcmp(name, "tzname") == 0) return m_tzname;
  if (strcmp(name, "dst") == 0) return m_dst;
  return NULL;
}

static Value zone_getattr(Value self, const char *name) {
  static const char *const names[] = {"utcoffset", "tzname", "dst", "fromutc", "__reduce__", "__reduce_ex__"};
  for (int k = 0; k < 6; k++) {
    if (strcmp(name, names[k]) == 0) return rt_native_bind(names[k], zone_method(self, name), self);
  }
  Value v = dt_class_attr(mod_state()->zone_class, name);
  return rt_is_undef(v) ? v : (rt_incref(v), v);
}

static Value zone_binop(BinOp op, Value a, Value b) {
  if ((op != RT_OP_EQ && op != RT_OP_NE) || !dt_is_zone(a) || !dt_is_zone(b)) return rt_undef();
  bool eq = ZN(a)->offset == ZN(b)->offset;
  return rt_bool(op == RT_OP_EQ ? eq : !eq);
}

static int64_t zone_hash(Value self) {
  int64_t h = rt_hash_int(ZN(self)->offset);
  return h == -1 ? -2 : h;
}

static Value zone_type_object(Value self) {
  ModState *st = mod_state();
  (void)self;
  return (rt_incref(st->zone_class), st->zone_class);
}

static const ObjType zone_type = {
    .name = "datetime.timezone",
    .free = zone_free,
    .repr = zone_repr,
    .str = zone_str,
    .getattr = zone_getattr,
    .binop = zone_binop,
    .hash = zone_hash,
    .method = zone_method,
    .type_object = zone_type_object,
};

Value dt_zone_new(int64_t offset, Value name) {
  ModState *st = mod_state();
  if (offset == 0 && rt_is_none(name)) return (rt_incref(st->utc), st->utc);
  return zone_make(offset, name);
}

void dt_zone_init(Value m) {
  ModState *st = mod_state();
  st->zone_class = rt_native_class("timezone", c_timezone, dt_is_zone, "<class 'datetime.timezone'>");
  st->utc = zone_make(0, rt_none());
  rt_native_class_set_attr(st->zone_class, "utc", st->utc);
  rt_native_class_set_attr(st->zone_class, "min", zone_make(-(DT_US_PER_DAY - 60000000), rt_none()));
  rt_native_class_set_attr(st->zone_class, "max", zone_make(DT_US_PER_DAY - 60000000, rt_none()));
  rt_module_set(m, "timezone", st->zone_class);
  rt_incref(st->utc);
  rt_module_set(m, "UTC", st->utc);
}
