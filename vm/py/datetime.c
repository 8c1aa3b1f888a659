/* datetime.c — the datetime module's date, time and datetime, naive or aware (any tzinfo,
 * asked through datetime_tzinfo.c; fold as PEP 495 says): their constructors with CPython's
 * range checks, fields, weekday/isoweekday/toordinal, replace, arithmetic with timedelta
 * (date - date, datetime - datetime), comparisons, hash, reprs, the
 * class methods (today, now, fromordinal, fromtimestamp, fromisoformat, combine, strptime) and
 * the module's registration. Text forms are datetime_text.c's, timedelta datetime_delta.c's. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/hash.h"
#include "../obj/native.h"
#include "../obj/native_sample.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"
#include "datetime_internal.h"
#include "py.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw

static const ObjType date_type, time_type, datetime_type;
typedef struct ModState {
  Value classes[3]; /* borrowed: the module holds them; indexed by DtKind */
} ModState;

/* per VM (runtime.h): a second VM importing the module makes its own, and this one's stay */
static RtStateKey mod_key = {"datetime", sizeof(ModState), NULL, NULL, 0};
static ModState *mod_state(void) { return rt_runtime_state(&mod_key); }
static const ObjType *const types[3] = {&date_type, &time_type, &datetime_type};

#define DT(v) RT_AS(DtObj, v)

DtKind dt_kind(Value v) {
  for (int k = 0; k < 3; k++) {
    if (rt_is_type(v, types[k])) return (DtKind)k;
  }
  return (DtKind)-1;
}

bool dt_is(Value v, DtKind kind) { return rt_is_type(v, types[kind]); }

Value dt_new(DtKind kind, int year, int month, int day, int hour, int minute, int second, int us) {
  DtObj *o = rt_malloc(sizeof *o);
  rt_obj_init(&o->hdr, types[kind]);
  o->year = year;
  o->month = month;
  o->day = day;
  o->hour = hour;
  o->minute = minute;
  o->second = second;
  o->us = us;
  o->fold = 0;
  o->tz = rt_none();
  return rt_obj(o);
}

/* v (a fresh object) made aware in tz, or naive for None. */
static Value with_tz(Value v, Value tz) {
  if (rt_is_undef(tz) || rt_is_none(tz)) return v;
  DT(v)->tz = (rt_incref(tz), tz);
  return v;
}

/* What a time's tzinfo methods get: the datetime itself, None for a time. */
static Value tz_arg(Value v) { return dt_kind(v) == DT_TIME ? rt_none() : v; }

bool dt_utcoffset(Value v, int64_t *us) { return dt_tz_offset(DT(v)->tz, tz_arg(v), us); }
Value dt_tzname(Value v) { return dt_tz_name(DT(v)->tz, tz_arg(v)); }

static void dt_free(Obj *o) {
  rt_decref(((DtObj *)o)->tz);
  free(o);
}

static void check_tz(Value tz) {
  if (!rt_is_undef(tz) && !rt_is_none(tz) && !dt_is_tzinfo(tz)) {
    rt_raise(RT_EXC_TypeError, "tzinfo argument must be None or of a tzinfo subclass, not type '%s'",
             rt_type_name(tz));
  }
}

/* The instant as microseconds since 0001-01-01 00:00 (day 1's midnight is one day's worth). */
static DtMicros instant(DtObj *o) {
  DtMicros days = dt_kind(rt_obj(o)) == DT_TIME ? 0 : dt_ymd_to_ord(o->year, o->month, o->day);
  return days * DT_US_PER_DAY + ((DtMicros)(o->hour * 3600 + o->minute * 60 + o->second)) * 1000000 + o->us;
}

/* A date or datetime at an instant; OverflowError outside years 1..9999. */
static Value from_instant(DtKind kind, DtMicros t) {
  DtMicros ord = t / DT_US_PER_DAY;
  if (t < DT_US_PER_DAY || ord > dt_ymd_to_ord(9999, 12, 31)) {
    rt_raise(RT_EXC_OverflowError, "date value out of range");
  }
  int y, m, d;
  dt_ord_to_ymd((int64_t)ord, &y, &m, &d);
  int64_t rest = (int64_t)(t - ord * DT_US_PER_DAY), secs = rest / 1000000;
  if (kind == DT_DATE) return dt_new(DT_DATE, y, m, d, 0, 0, 0, 0);
  return dt_new(kind, y, m, d, (int)(secs / 3600), (int)(secs / 60 % 60), (int)(secs % 60),
                (int)(rest % 1000000));
}

Value dt_shift(Value dt, int64_t us) {
  return with_tz(from_instant(DT_DATETIME, instant(DT(dt)) + us), DT(dt)->tz);
}

/* ---- constructors ---- */

static const char *const field_names[] = {"year", "month", "day", "hour", "minute", "second",
                                          "microsecond", "tzinfo", "fold"};

static int64_t int_arg(Value v, int64_t dflt) {
  if (rt_is_undef(v)) return dflt;
  if (v.tag == RT_FLOAT) rt_raise(RT_EXC_TypeError, "'float' object cannot be interpreted as an integer");
  return rt_to_index(v, NULL);
}

/* Fields from a[] (date fields first when the kind has them), checked; tz and fold RT_UNDEF
 * keep base's (None and 0 without a base). */
static Value build(DtKind kind, const Value *a, const DtObj *base, Value tz, Value fold) {
  int64_t f[7];
  for (int k = 0; k < 7; k++) {
    int64_t dflt = base ? (&base->year)[k] : (k < 3 ? 1 : 0);
    if (kind == DT_TIME && k < 3) f[k] = k == 0 ? 1900 : 1;
    else f[k] = int_arg(a[kind == DT_TIME ? k - 3 : k], dflt);
  }
  if (kind != DT_TIME) dt_check_date(f[0], f[1], f[2]);
  if (kind != DT_DATE) dt_check_time(f[3], f[4], f[5], f[6]);
  check_tz(tz);
  int64_t fd = int_arg(fold, base ? base->fold : 0);
  if (fd != 0 && fd != 1) rt_raise(RT_EXC_ValueError, "fold must be either 0 or 1");
  if (rt_is_undef(tz) && base) tz = base->tz;
  Value v = dt_new(kind, (int)f[0], (int)f[1], (int)f[2], (int)f[3], (int)f[4], (int)f[5], (int)f[6]);
  if (kind == DT_DATE) return v;
  DT(v)->fold = (int)fd;
  return with_tz(v, tz);
}

/* ---- the pickled state: CPython's bytes of the fields ----
 * date: year (2 bytes, big-endian), month, day; time: hour, minute, second, microsecond (3
 * bytes); datetime: the date's then the time's. From protocol 4 on, fold adds 128 to the month
 * (datetime) or the hour (time). A constructor given such bytes (and, but for date, a tzinfo)
 * makes the value again, as CPython's do for pickle. */

static const int state_len[3] = {[DT_DATE] = 4, [DT_TIME] = 6, [DT_DATETIME] = 10};

/* Is argv (the constructor's arguments) a pickled state of kind? */
static bool is_state(DtKind kind, int argc, const Value *argv, const Kwargs *kw) {
  if (argc < 1 || argc > (kind == DT_DATE ? 1 : 2) || (kw && kw->n) || !rt_is_type(argv[0], &rt_bytes_type)) return false;
  const Bytes *b = RT_AS(Bytes, argv[0]);
  if (b->n != state_len[kind]) return false;
  if (kind == DT_TIME) return (b->data[0] & 0x7F) < 24;
  int month = b->data[2] & 0x7F;
  return month >= 1 && month <= 12;
}

static Value from_state(DtKind kind, int argc, const Value *argv) {
  const unsigned char *d = RT_AS(Bytes, argv[0])->data;
  int f[7] = {1900, 1, 1, 0, 0, 0, 0}, fold = 0;
  if (kind != DT_TIME) {
    f[0] = d[0] << 8 | d[1], f[1] = d[2] & 0x7F, f[2] = d[3];
    fold = d[2] >> 7;
    d += 4;
  }
  if (kind != DT_DATE) {
    f[3] = d[0] & 0x7F, f[4] = d[1], f[5] = d[2], f[6] = d[3] << 16 | d[4] << 8 | d[5];
    if (kind == DT_TIME) fold = d[0] >> 7;
  }
  Value tz = argc > 1 ? argv[1] : rt_none();
  check_tz(tz);
  Value v = dt_new(kind, f[0], f[1], f[2], f[3], f[4], f[5], f[6]);
  if (kind == DT_DATE) return v;
  DT(v)->fold = fold;
  return with_tz(v, tz);
}

static Value c_date(ARGS) {
  (void)self;
  if (is_state(DT_DATE, argc, argv, kw)) return from_state(DT_DATE, argc, argv);
  Value a[7] = {rt_undef(), rt_undef(), rt_undef(), rt_undef(), rt_undef(), rt_undef(), rt_undef()};
  dt_parse_args(NULL, argc, argv, kw, 3, 3, field_names, 3, a);
  return build(DT_DATE, a, NULL, rt_undef(), rt_undef());
}

static Value c_time(ARGS) {
  (void)self;
  if (is_state(DT_TIME, argc, argv, kw)) return from_state(DT_TIME, argc, argv);
  Value a[6];
  dt_parse_args(NULL, argc, argv, kw, 6, 5, field_names + 3, 0, a);
  return build(DT_TIME, a, NULL, a[4], a[5]);
}

static Value c_datetime(ARGS) {
  (void)self;
  if (is_state(DT_DATETIME, argc, argv, kw)) return from_state(DT_DATETIME, argc, argv);
  Value a[9];
  dt_parse_args(NULL, argc, argv, kw, 9, 8, field_names, 3, a);
  return build(DT_DATETIME, a, NULL, a[7], a[8]);
}

/* (cls, (state,)) or (cls, (state, tzinfo)) for an aware time or datetime. */
static Value reduce_with(Value self, int proto) {
  const DtObj *o = DT(self);
  DtKind kind = dt_kind(self);
  unsigned char d[10];
  int n = 0, fold = proto > 3 ? o->fold : 0;
  if (kind != DT_TIME) {
    d[n++] = (unsigned char)(o->year >> 8), d[n++] = (unsigned char)o->year;
    d[n++] = (unsigned char)(o->month | (kind == DT_DATETIME && fold ? 128 : 0));
    d[n++] = (unsigned char)o->day;
  }
  if (kind != DT_DATE) {
    d[n++] = (unsigned char)(o->hour | (kind == DT_TIME && fold ? 128 : 0));
    d[n++] = (unsigned char)o->minute, d[n++] = (unsigned char)o->second;
    d[n++] = (unsigned char)(o->us >> 16), d[n++] = (unsigned char)(o->us >> 8), d[n++] = (unsigned char)o->us;
  }
  Value parts[2] = {rt_bytes_new(&rt_bytes_type, (const char *)d, (size_t)n), o->tz};
  int mark = rt_cleanup_push_value(&parts[0]);
  Value args = rt_tuple_from(kind == DT_DATE || rt_is_none(o->tz) ? 1 : 2, parts);
  rt_cleanup_push_value(&args);
  Value r = rt_tuple_from(2, (Value[2]){mod_state()->classes[kind], args});
  rt_cleanup_pop(mark, true);
  return r;
}

static Value m_reduce(ARGS) {
  (void)argv;
  rt_check_args("__reduce__", argc, kw, 0, 0, RT_ARGS_NONE);
  return reduce_with(self, 2);
}

static Value m_reduce_ex(ARGS) {
  rt_check_args("__reduce_ex__", argc, kw, 1, 1, RT_ARGS_ONE);
  return reduce_with(self, (int)rt_to_index(argv[0], NULL));
}

/* ---- text: str, repr ---- */

static Value dt_str(Value self) {
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb); /* a tzinfo's utcoffset() may raise */
  dt_iso(&sb, self, " ", 0);
  rt_cleanup_pop(mark, false);
  return rt_sb_to_str(&sb);
}

static Value dt_repr(Value self) {
  DtObj *o = DT(self);
  DtKind kind = dt_kind(self);
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_printf(&sb, "datetime.%s(", kind == DT_DATE ? "date" : kind == DT_TIME ? "time" : "datetime");
  if (kind != DT_TIME) rt_sb_printf(&sb, "%d, %d, %d", o->year, o->month, o->day);
  if (kind != DT_DATE) {
    rt_sb_printf(&sb, "%s%d, %d", kind == DT_DATETIME ? ", " : "", o->hour, o->minute);
    if (o->second || o->us) rt_sb_printf(&sb, ", %d", o->second);
    if (o->us) rt_sb_printf(&sb, ", %d", o->us);
  }
  /* CPython's order: a datetime shows fold before tzinfo, a time after it */
  if (o->fold && kind == DT_DATETIME) rt_sb_puts(&sb, ", fold=1");
  if (!rt_is_none(o->tz)) {
    int mark = rt_sb_cleanup_push(&sb);
    rt_sb_puts(&sb, ", tzinfo=");
    rt_sb_repr(&sb, o->tz);
    rt_cleanup_pop(mark, false);
  }
  if (o->fold && kind == DT_TIME) rt_sb_puts(&sb, ", fold=1");
  rt_sb_putc(&sb, ')');
  return rt_sb_to_str(&sb);
}

/* ---- arithmetic and comparisons ---- */

/* Does v's utcoffset (some, off) change when its fold flips (a wall time in a fold or gap)? */
static bool ambiguous(Value v, bool some, int64_t off) {
  if (rt_is_none(DT(v)->tz) || dt_is_zone(DT(v)->tz)) return false;
  DtObj *o = DT(v);
  Value flip = with_tz(dt_new(DT_DATETIME, o->year, o->month, o->day, o->hour, o->minute, o->second, o->us), o->tz);
  DT(flip)->fold = !o->fold;
  int mark = rt_cleanup_push_value(&flip);
  int64_t off2 = 0;
  bool some2 = dt_utcoffset(flip, &off2);
  rt_cleanup_pop(mark, true);
  return some2 != some || off2 != off;
}

static Value compare(BinOp op, Value a, Value b) {
  DtKind ka = dt_kind(a), kb = dt_kind(b);
  if ((int)ka < 0 || (int)kb < 0 || ka != kb) {
    if ((int)ka >= 0 && (int)kb >= 0 && ka != DT_TIME && kb != DT_TIME && op != RT_OP_EQ && op != RT_OP_NE) {
      rt_raise(RT_EXC_TypeError, "can't compare datetime.datetime to datetime.date");
    }
    return rt_undef();
  }
  DtMicros x = instant(DT(a)), y = instant(DT(b));
  /* the same tzinfo object: wall times compare, as CPython's do */
  if (ka == DT_DATE || rt_is(DT(a)->tz, DT(b)->tz)) return rt_cmp_result(op, (x > y) - (x < y));
  int64_t oa = 0, ob = 0;
  bool aa = dt_utcoffset(a, &oa), ab = dt_utcoffset(b, &ob);
  if (aa != ab) {
    if (op == RT_OP_EQ || op == RT_OP_NE) return rt_bool(op == RT_OP_NE);
    rt_raise(RT_EXC_TypeError, "can't compare offset-naive and offset-aware %s",
             ka == DT_TIME ? "times" : "datetimes");
  }
  x -= oa, y -= ob;
  int c = (x > y) - (x < y);
  if (c == 0 && (op == RT_OP_EQ || op == RT_OP_NE) && ka == DT_DATETIME && (ambiguous(a, aa, oa) || ambiguous(b, ab, ob))) {
    c = 1; /* PEP 495: a time in a fold or gap equals nothing in another zone */
  }
  return rt_cmp_result(op, c);
}

static Value dt_binop(BinOp op, Value a, Value b) {
  if (op >= RT_OP_EQ) return compare(op, a, b);
  DtKind ka = dt_kind(a), kb = dt_kind(b);
  if (op == RT_OP_ADD && ((int)ka >= 0) != ((int)kb >= 0)) { /* date + td, td + date */
    Value d = (int)ka >= 0 ? a : b, td = (int)ka >= 0 ? b : a;
    DtKind k = dt_kind(d);
    if (k == DT_TIME || !dt_is_delta(td)) return rt_undef();
    DtMicros delta = dt_delta_total(td);
    if (k == DT_DATE) delta = (delta / DT_US_PER_DAY - (delta % DT_US_PER_DAY < 0)) * DT_US_PER_DAY;
    return with_tz(from_instant(k, instant(DT(d)) + delta), DT(d)->tz);
  }
  if (op != RT_OP_SUB || (int)ka < 0 || ka == DT_TIME) return rt_undef();
  if (dt_is_delta(b)) {
    DtMicros delta = dt_delta_total(b);
    if (ka == DT_DATE) delta = (delta / DT_US_PER_DAY - (delta % DT_US_PER_DAY < 0)) * DT_US_PER_DAY;
    return with_tz(from_instant(ka, instant(DT(a)) - delta), DT(a)->tz);
  }
  if (ka != kb) return rt_undef();
  int64_t oa = 0, ob = 0;
  if (ka == DT_DATETIME && !rt_is(DT(a)->tz, DT(b)->tz) && dt_utcoffset(a, &oa) != dt_utcoffset(b, &ob)) {
    rt_raise(RT_EXC_TypeError, "can't subtract offset-naive and offset-aware datetimes");
  }
  return dt_delta_new(instant(DT(a)) - oa - instant(DT(b)) + ob);
}

/* Equal times hash alike: aware ones by their UTC instant, the offset read with fold 0. */
static int64_t dt_hash(Value self) {
  DtObj *o = DT(self);
  int64_t off = 0;
  if (o->fold && dt_kind(self) == DT_DATETIME && !rt_is_none(o->tz)) {
    Value v = dt_shift(self, 0);
    int mark = rt_cleanup_push_value(&v);
    dt_utcoffset(v, &off);
    rt_cleanup_pop(mark, true);
  } else {
    dt_utcoffset(self, &off);
  }
  DtMicros t = instant(o) - off;
  int64_t h = rt_hash_int((int64_t)(t % 1000000007)) * 31 + (int64_t)(t / 1000000007) + dt_kind(self);
  return h == -1 ? -2 : h;
}

/* ---- methods ---- */

static int weekday(DtObj *o) { return (int)((dt_ymd_to_ord(o->year, o->month, o->day) + 6) % 7); }

#define NOARGS(name)                                               \
  (void)argv;                                                      \
  rt_check_args(name, argc, kw, 0, 0, RT_ARGS_NONE)

static Value m_weekday(ARGS) { NOARGS("weekday"); return rt_int(weekday(DT(self))); }
static Value m_isoweekday(ARGS) { NOARGS("isoweekday"); return rt_int(weekday(DT(self)) + 1); }
static Value m_toordinal(ARGS) {
  NOARGS("toordinal");
  return rt_int(dt_ymd_to_ord(DT(self)->year, DT(self)->month, DT(self)->day));
}

/* time.struct_time of o's fields with that tm_isdst. */
static Value struct_time_of(DtObj *o, int isdst) {
  int64_t yday = dt_ymd_to_ord(o->year, o->month, o->day) - dt_ymd_to_ord(o->year, 1, 1) + 1;
  Value fields[9] = {rt_int(o->year), rt_int(o->month), rt_int(o->day), rt_int(o->hour),
                     rt_int(o->minute), rt_int(o->second), rt_int(weekday(o)), rt_int(yday), rt_int(isdst)};
  Value time_mod = rt_import("time");
  int mark = rt_cleanup_push_value(&time_mod);
  Value cls = rt_getattr(time_mod, "struct_time");
  rt_cleanup_push_value(&cls);
  Value seq = rt_tuple_from(9, fields);
  rt_cleanup_push_value(&seq);
  Value r = rt_call(cls, 1, &seq, NULL); /* struct_time(sequence) */
  rt_cleanup_pop(mark, true);
  return r;
}

/* timetuple(): tm_isdst from dst(), -1 when None (naive, fixed zones). */
static Value m_timetuple(ARGS) {
  NOARGS("timetuple");
  int64_t dst = 0;
  int isdst = dt_kind(self) == DT_DATETIME && dt_tz_dst(DT(self)->tz, self, &dst) ? dst != 0 : -1;
  return struct_time_of(DT(self), isdst);
}

/* utctimetuple(): an aware datetime's fields moved to UTC (a naive one's as they are), tm_isdst 0. */
static Value m_utctimetuple(ARGS) {
  NOARGS("utctimetuple");
  int64_t off;
  if (!dt_utcoffset(self, &off)) return struct_time_of(DT(self), 0);
  Value utc = from_instant(DT_DATETIME, instant(DT(self)) - off);
  int mark = rt_cleanup_push_value(&utc);
  Value r = struct_time_of(DT(utc), 0);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value m_date(ARGS) {
  NOARGS("date");
  return dt_new(DT_DATE, DT(self)->year, DT(self)->month, DT(self)->day, 0, 0, 0, 0);
}

static Value m_time(ARGS) {
  NOARGS("time");
  DtObj *o = DT(self);
  Value t = dt_new(DT_TIME, 1900, 1, 1, o->hour, o->minute, o->second, o->us);
  DT(t)->fold = o->fold;
  return t;
}

static const char *const timespecs[] = {"auto", "hours", "minutes", "seconds", "milliseconds",
                                        "microseconds", NULL};

static Value m_isoformat(ARGS) {
  static const char *const names[] = {"sep", "timespec"};
  DtKind kind = dt_kind(self);
  Value a[2] = {rt_undef(), rt_undef()};
  if (kind == DT_DATETIME) rt_parse_args("isoformat", argc, argv, kw, 2, names, 0, a);
  else if (kind == DT_TIME) rt_parse_args("isoformat", argc, argv, kw, 1, names + 1, 0, a + 1);
  else rt_check_args("isoformat", argc, kw, 0, 0, RT_ARGS_NONE);
  const char *sep = "T";
  if (!rt_is_undef(a[0])) {
    if (!rt_is_str(a[0]) || RT_AS(Str, a[0])->nchars != 1) {
      rt_raise(RT_EXC_TypeError, "isoformat() argument 1 must be a unicode character, not %s",
               rt_type_name(a[0]));
    }
    sep = rt_str_data(a[0]);
  }
  int spec = 0;
  if (!rt_is_undef(a[1])) {
    if (!rt_is_str(a[1])) {
      rt_raise(RT_EXC_TypeError, "isoformat() argument 2 must be str, not %s", rt_type_name(a[1]));
    }
    while (timespecs[spec] && strcmp(timespecs[spec], rt_str_data(a[1])) != 0) spec++;
    if (!timespecs[spec]) rt_raise(RT_EXC_ValueError, "Unknown timespec value");
  }
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb); /* a tzinfo's utcoffset() may raise */
  dt_iso(&sb, self, sep, spec);
  rt_cleanup_pop(mark, false);
  return rt_sb_to_str(&sb);
}

static Value m_strftime(ARGS) {
  static const char *const names[] = {"format"};
  Value a[1];
  rt_parse_args("strftime", argc, argv, kw, 1, names, 1, a);
  return dt_strftime(self, a[0]);
}

static Value m_format(ARGS) {
  rt_check_args("__format__", argc, kw, 1, 1, RT_ARGS_ONE);
  if (!rt_is_str(argv[0])) {
    rt_raise(RT_EXC_TypeError, "__format__() argument 1 must be str, not %s", rt_type_name(argv[0]));
  }
  if (RT_AS(Str, argv[0])->nbytes == 0) return rt_to_str(self);
  return dt_strftime(self, argv[0]);
}

static Value m_replace(ARGS) {
  DtKind kind = dt_kind(self);
  Value a[9];
  if (kind == DT_TIME) dt_parse_args("replace", argc, argv, kw, 6, 5, field_names + 3, 0, a);
  else if (kind == DT_DATE) dt_parse_args("replace", argc, argv, kw, 3, 3, field_names, 0, a);
  else dt_parse_args("replace", argc, argv, kw, 9, 8, field_names, 0, a);
  for (int k = kind == DT_DATE ? 3 : kind == DT_TIME ? 6 : 9; k < 9; k++) a[k] = rt_undef();
  Value tz = kind == DT_TIME ? a[4] : a[7], fold = kind == DT_TIME ? a[5] : a[8];
  if (kind == DT_TIME) a[4] = a[5] = rt_undef();
  Value v = build(kind, a, DT(self), tz, fold);
  if (rt_is_none(tz) && kind != DT_DATE) { /* replace(tzinfo=None): naive */
    rt_decref(DT(v)->tz);
    DT(v)->tz = rt_none();
  }
  return v;
}

static Value m_ctime(ARGS) {
  NOARGS("ctime");
  static const char *const days[] = {"Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"};
  static const char *const months[] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                       "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
  DtObj *o = DT(self);
  return rt_str_printf("%s %s %2d %02d:%02d:%02d %04d", days[weekday(o)], months[o->month - 1],
                       o->day, o->hour, o->minute, o->second, o->year);
}

/* isocalendar()'s result: a (year, week, weekday) tuple with names and CPython's repr. */
typedef struct IsoCal {
  Obj hdr;
  Value t; /* the tuple */
} IsoCal;

static const ObjType isocal_type;
#define IC(v) RT_AS(IsoCal, v)

static void isocal_free(Obj *o) {
  rt_decref(((IsoCal *)o)->t);
  free(o);
}

static Value isocal_repr(Value self) {
  Value *f = RT_AS(Tuple, IC(self)->t)->items;
  return rt_str_printf("datetime.IsoCalendarDate(year=%lld, week=%lld, weekday=%lld)",
                       (long long)f[0].as.i, (long long)f[1].as.i, (long long)f[2].as.i);
}

static Value isocal_getattr(Value self, const char *name) {
  static const char *const names[] = {"year", "week", "weekday"};
  for (int k = 0; k < 3; k++) {
    if (strcmp(name, names[k]) == 0) return RT_AS(Tuple, IC(self)->t)->items[k]; /* ints: no reference */
  }
  return rt_undef();
}

static Value isocal_getitem(Value self, Value key) { return rt_getitem(IC(self)->t, key); }
static Value isocal_iter(Value self) { return rt_iter(IC(self)->t); }
static int64_t isocal_len(Value self) { (void)self; return 3; }
static int64_t isocal_hash(Value self) { return rt_hash(IC(self)->t); }

/* Comparisons as the tuple's (with tuples or other results). */
static Value isocal_binop(BinOp op, Value a, Value b) {
  if (op < RT_OP_EQ) return rt_undef();
  Value x = rt_is_type(a, &isocal_type) ? IC(a)->t : a, y = rt_is_type(b, &isocal_type) ? IC(b)->t : b;
  if (!rt_is_tuple(x) || !rt_is_tuple(y)) return rt_undef();
  return rt_binop(op, x, y);
}

static const ObjType isocal_type = {
    .name = "datetime.IsoCalendarDate",
    .free = isocal_free,
    .repr = isocal_repr,
    .getattr = isocal_getattr,
    .getitem = isocal_getitem,
    .iter = isocal_iter,
    .len = isocal_len,
    .binop = isocal_binop,
    .hash = isocal_hash,
};

static Value m_isocalendar(ARGS) {
  NOARGS("isocalendar");
  DtObj *o = DT(self);
  int64_t ord = dt_ymd_to_ord(o->year, o->month, o->day);
  int year = o->year;
  /* ISO week 1 is the week with the year's first Thursday; its Monday: */
  int64_t jan4 = dt_ymd_to_ord(year, 1, 4), week1 = jan4 - (jan4 + 6) % 7;
  if (ord < week1) {
    year--;
    jan4 = dt_ymd_to_ord(year, 1, 4);
    week1 = jan4 - (jan4 + 6) % 7;
  } else {
    int64_t next4 = dt_ymd_to_ord(year + 1, 1, 4), next1 = next4 - (next4 + 6) % 7;
    if (ord >= next1) {
      year++;
      week1 = next1;
    }
  }
  Value t = rt_tuple_new(3);
  rt_tuple_set(t, 0, rt_int(year));
  rt_tuple_set(t, 1, rt_int((ord - week1) / 7 + 1));
  rt_tuple_set(t, 2, rt_int((ord + 6) % 7 + 1));
  int mark = rt_cleanup_push_value(&t);
  IsoCal *c = rt_malloc(sizeof *c);
  rt_cleanup_pop(mark, false);
  rt_obj_init(&c->hdr, &isocal_type);
  c->t = t;
  return rt_obj(c);
}

#define EPOCH ((DtMicros)719163 * DT_US_PER_DAY) /* 1970-01-01's instant */

/* Seconds since the epoch of a naive time read as local time (mktime). */
static time_t local_seconds(DtObj *o) {
  struct tm tm = {.tm_year = o->year - 1900, .tm_mon = o->month - 1, .tm_mday = o->day,
                  .tm_hour = o->hour, .tm_min = o->minute, .tm_sec = o->second, .tm_isdst = -1};
  return mktime(&tm);
}

/* The local time zone at secs: its offset and name (tm_gmtoff, tm_zone). */
static Value local_zone(time_t secs) {
  struct tm tm;
  localtime_r(&secs, &tm);
  Value name = rt_str_from_c(tm.tm_zone ? tm.tm_zone : "");
  int mark = rt_cleanup_push_value(&name);
  Value z = dt_zone_new((int64_t)tm.tm_gmtoff * 1000000, name);
  rt_cleanup_pop(mark, true);
  return z;
}

static Value m_timetz(ARGS) {
  NOARGS("timetz");
  DtObj *o = DT(self);
  Value t = with_tz(dt_new(DT_TIME, 1900, 1, 1, o->hour, o->minute, o->second, o->us), o->tz);
  DT(t)->fold = o->fold;
  return t;
}

static Value m_utcoffset(ARGS) {
  NOARGS("utcoffset");
  int64_t off;
  return dt_utcoffset(self, &off) ? dt_delta_new(off) : rt_none();
}

static Value m_tzname(ARGS) {
  NOARGS("tzname");
  return dt_tzname(self);
}

static Value m_dst(ARGS) {
  NOARGS("dst");
  int64_t off;
  return dt_tz_dst(DT(self)->tz, tz_arg(self), &off) ? dt_delta_new(off) : rt_none();
}

/* A datetime (a new object, consumed) holding UTC, as the same instant in tz: tz.fromutc. */
static Value in_zone(Value utc_dt, Value tz) {
  int mark = rt_cleanup_push_value(&utc_dt);
  DT(utc_dt)->tz = (rt_incref(tz), tz);
  Value r = dt_tz_fromutc(tz, utc_dt);
  rt_cleanup_pop(mark, true);
  return r;
}

/* astimezone(tz=None): the same instant in tz (the local zone when None); a naive datetime is
 * taken as local time; self when tz is its own tzinfo. */
static Value m_astimezone(ARGS) {
  static const char *const names[] = {"tz"};
  Value a[1];
  rt_parse_args("astimezone", argc, argv, kw, 1, names, 0, a);
  check_tz(a[0]);
  DtObj *o = DT(self);
  if (!rt_is_undef(a[0]) && !rt_is_none(o->tz) && rt_is(o->tz, a[0])) return (rt_incref(self), self);
  int64_t off;
  DtMicros utc = dt_utcoffset(self, &off) ? instant(o) - off
                                          : EPOCH + (DtMicros)local_seconds(o) * 1000000 + o->us;
  Value tz = rt_is_undef(a[0]) || rt_is_none(a[0]) ? rt_undef() : (rt_incref(a[0]), a[0]);
  int mark = rt_cleanup_push_value(&tz);
  if (rt_is_undef(tz)) tz = local_zone((time_t)((utc - EPOCH) / 1000000));
  Value r = in_zone(from_instant(DT_DATETIME, utc), tz);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value m_timestamp(ARGS) {
  NOARGS("timestamp");
  DtObj *o = DT(self);
  int64_t off;
  if (dt_utcoffset(self, &off)) {
    DtMicros t = instant(o) - off - EPOCH;
    return rt_float((double)(t / 1000000) + (double)(t % 1000000) / 1e6);
  }
  struct tm tm = {.tm_year = o->year - 1900, .tm_mon = o->month - 1, .tm_mday = o->day,
                  .tm_hour = o->hour, .tm_min = o->minute, .tm_sec = o->second, .tm_isdst = -1};
  time_t t = mktime(&tm);
  return rt_float((double)t + o->us / 1e6);
}

/* __copy__ and __deepcopy__(memo): the objects are immutable. */
static Value m_self(ARGS) {
  (void)argv;
  rt_check_args("__copy__", argc, kw, 0, 1, RT_ARGS_CLINIC);
  return (rt_incref(self), self);
}

typedef struct DtMethod {
  const char *name;
  RtMethodFn fn;
  unsigned kinds; /* bit k: the method of kind k */
} DtMethod;

#define D (1u << DT_DATE)
#define T (1u << DT_TIME)
#define DTM (1u << DT_DATETIME)

static const DtMethod methods[] = {
    {"weekday", m_weekday, D | DTM},       {"isoweekday", m_isoweekday, D | DTM},
    {"toordinal", m_toordinal, D | DTM},   {"isoformat", m_isoformat, D | T | DTM},
    {"strftime", m_strftime, D | T | DTM}, {"__format__", m_format, D | T | DTM},
    {"replace", m_replace, D | T | DTM},   {"ctime", m_ctime, D | DTM},
    {"isocalendar", m_isocalendar, D | DTM}, {"date", m_date, DTM},
    {"time", m_time, DTM},                 {"timestamp", m_timestamp, DTM},
    {"__copy__", m_self, D | T | DTM},     {"__deepcopy__", m_self, D | T | DTM},
    {"timetz", m_timetz, DTM},             {"utcoffset", m_utcoffset, T | DTM},
    {"tzname", m_tzname, T | DTM},         {"dst", m_dst, T | DTM},
    {"astimezone", m_astimezone, DTM},     {"timetuple", m_timetuple, D | DTM},
    {"utctimetuple", m_utctimetuple, DTM}, {"__reduce__", m_reduce, D | T | DTM},
    {"__reduce_ex__", m_reduce_ex, D | T | DTM},
    {NULL, NULL, 0}};

static RtMethodFn dt_method(Value self, const char *name) {
  unsigned bit = 1u << dt_kind(self);
  for (const DtMethod *m = methods; m->name; m++) {
    if ((m->kinds & bit) && strcmp(m->name, name) == 0) return m->fn;
  }
  return NULL;
}

static Value dt_getattr(Value self, const char *name) {
  DtObj *o = DT(self);
  DtKind kind = dt_kind(self);
  for (int k = kind == DT_TIME ? 3 : 0; k < (kind == DT_DATE ? 3 : 7); k++) {
    if (strcmp(name, field_names[k]) == 0) return rt_int((&o->year)[k]);
  }
  if (kind != DT_DATE && strcmp(name, "tzinfo") == 0) return (rt_incref(o->tz), o->tz);
  if (kind != DT_DATE && strcmp(name, "fold") == 0) return rt_int(o->fold);
  RtMethodFn fn = dt_method(self, name);
  for (const DtMethod *m = methods; m->name; m++) {
    if (m->fn == fn) return rt_native_bind(m->name, fn, self);
  }
  Value v = dt_class_attr(mod_state()->classes[kind], name);
  return rt_is_undef(v) ? v : (rt_incref(v), v);
}

static Value dt_type_object(Value self) {
  Value c = mod_state()->classes[dt_kind(self)];
  return (rt_incref(c), c);
}

#define DT_TYPE(cname, pyname)                                                              \
  static const ObjType cname = {.name = pyname, .free = dt_free,                          \
                                .repr = dt_repr, .str = dt_str, .getattr = dt_getattr,     \
                                .binop = dt_binop, .hash = dt_hash, .method = dt_method,   \
                                .type_object = dt_type_object}

DT_TYPE(date_type, "datetime.date");
DT_TYPE(time_type, "datetime.time");
DT_TYPE(datetime_type, "datetime.datetime");

/* ---- class methods ---- */

/* The local time at seconds since the epoch (and microseconds). */
static Value local_at(DtKind kind, time_t secs, int us) {
  struct tm tm;
  if (!localtime_r(&secs, &tm)) rt_raise(RT_EXC_OverflowError, "timestamp out of range for platform time_t");
  int sec = tm.tm_sec > 59 ? 59 : tm.tm_sec;
  if (kind == DT_DATE) return dt_new(DT_DATE, tm.tm_year + 1900, tm.tm_mon + 1, tm.tm_mday, 0, 0, 0, 0);
  return dt_new(kind, tm.tm_year + 1900, tm.tm_mon + 1, tm.tm_mday, tm.tm_hour, tm.tm_min, sec, us);
}

/* The same in UTC (utcnow, utcfromtimestamp: naive datetimes). */
static Value utc_at(time_t secs, int us) {
  struct tm tm;
  if (!gmtime_r(&secs, &tm)) rt_raise(RT_EXC_OverflowError, "timestamp out of range for platform time_t");
  return dt_new(DT_DATETIME, tm.tm_year + 1900, tm.tm_mon + 1, tm.tm_mday, tm.tm_hour, tm.tm_min,
                tm.tm_sec > 59 ? 59 : tm.tm_sec, us);
}


static Value k_utcnow(ARGS) {
  (void)self;
  NOARGS("utcnow");
  struct timespec ts;
  clock_gettime(CLOCK_REALTIME, &ts);
  return utc_at(ts.tv_sec, (int)(ts.tv_nsec / 1000));
}

static Value now(DtKind kind) {
  struct timespec ts;
  clock_gettime(CLOCK_REALTIME, &ts);
  return local_at(kind, ts.tv_sec, (int)(ts.tv_nsec / 1000));
}

static Value k_date_today(ARGS) { (void)self; NOARGS("today"); return now(DT_DATE); }
static Value k_datetime_today(ARGS) { (void)self; NOARGS("today"); return now(DT_DATETIME); }

static Value k_now(ARGS) {
  (void)self;
  static const char *const names[] = {"tz"};
  Value a[1];
  rt_parse_args("now", argc, argv, kw, 1, names, 0, a);
  check_tz(a[0]);
  if (rt_is_undef(a[0]) || rt_is_none(a[0])) return now(DT_DATETIME);
  struct timespec ts;
  clock_gettime(CLOCK_REALTIME, &ts);
  return in_zone(utc_at(ts.tv_sec, (int)(ts.tv_nsec / 1000)), a[0]);
}

static Value fromtimestamp(DtKind kind, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"timestamp", "tz"};
  Value a[2];
  rt_parse_args((int)kind < 0 ? "utcfromtimestamp" : "fromtimestamp", argc, argv, kw,
                kind == DT_DATETIME ? 2 : 1, names, 1, a);
  check_tz(kind == DT_DATETIME ? a[1] : rt_undef());
  double t = rt_to_double(a[0], NULL);
  double secs = floor(t);
  double us = nearbyint((t - secs) * 1e6);
  if (us >= 1e6) secs += 1, us -= 1e6;
  if ((int)kind < 0) return utc_at((time_t)secs, (int)us);
  if (kind == DT_DATETIME && !rt_is_undef(a[1]) && !rt_is_none(a[1])) {
    return in_zone(utc_at((time_t)secs, (int)us), a[1]);
  }
  return local_at(kind, (time_t)secs, (int)us);
}

static Value k_utcfromtimestamp(ARGS) { (void)self; return fromtimestamp((DtKind)-1, argc, argv, kw); }

static Value k_date_fromtimestamp(ARGS) { (void)self; return fromtimestamp(DT_DATE, argc, argv, kw); }
static Value k_datetime_fromtimestamp(ARGS) { (void)self; return fromtimestamp(DT_DATETIME, argc, argv, kw); }

static Value fromordinal(DtKind kind, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_args("fromordinal", argc, kw, 1, 1, RT_ARGS_ONE);
  int64_t n = int_arg(argv[0], 0);
  if (n < 1) rt_raise(RT_EXC_ValueError, "ordinal must be >= 1");
  if (n > dt_ymd_to_ord(9999, 12, 31)) rt_raise(RT_EXC_ValueError, "year 10000 is out of range");
  int y, m, d;
  dt_ord_to_ymd(n, &y, &m, &d);
  return dt_new(kind, y, m, d, 0, 0, 0, 0);
}

static Value k_date_fromordinal(ARGS) { (void)self; return fromordinal(DT_DATE, argc, argv, kw); }
static Value k_datetime_fromordinal(ARGS) { (void)self; return fromordinal(DT_DATETIME, argc, argv, kw); }

/* The ordinal of the Monday of ISO week 1 of year (the week holding the year's first Thursday). */
static int64_t iso_week1_monday(int64_t year) {
  int64_t jan4 = dt_ymd_to_ord((int)year, 1, 4);
  return jan4 - (jan4 + 6) % 7;
}

static Value fromisocalendar(DtKind kind, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"year", "week", "day"};
  Value a[3];
  rt_parse_args("fromisocalendar", argc, argv, kw, 3, names, 3, a);
  int64_t year = int_arg(a[0], 0), week = int_arg(a[1], 0), day = int_arg(a[2], 0);
  if (year < 1 || year > 9999) rt_raise(RT_EXC_ValueError, "Year is out of range: %lld", (long long)year);
  if (week <= 0 || week >= 53) {
    /* week 53 exists when the year starts on a Thursday, or on a Wednesday in a leap year */
    int64_t jan1 = dt_ymd_to_ord((int)year, 1, 1) % 7; /* 1 Monday .. 0 Sunday */
    bool leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
    if (week != 53 || !(jan1 == 4 || (jan1 == 3 && leap))) {
      rt_raise(RT_EXC_ValueError, "Invalid week: %lld", (long long)week);
    }
  }
  if (day <= 0 || day > 7) rt_raise(RT_EXC_ValueError, "Invalid day: %lld (range is [1, 7])", (long long)day);
  int y, m, d;
  dt_ord_to_ymd(iso_week1_monday(year) + (week - 1) * 7 + (day - 1), &y, &m, &d);
  return dt_new(kind, y, m, d, 0, 0, 0, 0);
}

static Value k_date_fromisocal(ARGS) { (void)self; return fromisocalendar(DT_DATE, argc, argv, kw); }
static Value k_datetime_fromisocal(ARGS) { (void)self; return fromisocalendar(DT_DATETIME, argc, argv, kw); }

static Value fromiso(DtKind kind, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_args("fromisoformat", argc, kw, 1, 1, RT_ARGS_ONE);
  if (!rt_is_str(argv[0])) {
    rt_raise(RT_EXC_TypeError, "fromisoformat: argument must be str");
  }
  return dt_fromisoformat(kind, argv[0]);
}

static Value k_date_fromiso(ARGS) { (void)self; return fromiso(DT_DATE, argc, argv, kw); }
static Value k_time_fromiso(ARGS) { (void)self; return fromiso(DT_TIME, argc, argv, kw); }
static Value k_datetime_fromiso(ARGS) { (void)self; return fromiso(DT_DATETIME, argc, argv, kw); }

static Value k_combine(ARGS) {
  (void)self;
  static const char *const names[] = {"date", "time", "tzinfo"};
  Value a[3];
  rt_parse_args("combine", argc, argv, kw, 3, names, 2, a);
  DtKind kd = dt_kind(a[0]);
  if (kd != DT_DATE && kd != DT_DATETIME) {
    rt_raise(RT_EXC_TypeError, "combine() argument 1 must be datetime.date, not %s", rt_type_name(a[0]));
  }
  if (!dt_is(a[1], DT_TIME)) {
    rt_raise(RT_EXC_TypeError, "combine() argument 2 must be datetime.time, not %s", rt_type_name(a[1]));
  }
  check_tz(a[2]);
  DtObj *d = DT(a[0]), *t = DT(a[1]);
  Value v = dt_new(DT_DATETIME, d->year, d->month, d->day, t->hour, t->minute, t->second, t->us);
  DT(v)->fold = t->fold;
  return with_tz(v, rt_is_undef(a[2]) ? t->tz : a[2]);
}

static Value k_strptime(ARGS) {
  (void)self;
  rt_check_args("strptime", argc, kw, 2, 2, RT_ARGS_CLINIC);
  for (int k = 0; k < 2; k++) {
    if (!rt_is_str(argv[k])) {
      rt_raise(RT_EXC_TypeError, "strptime() argument %d must be str, not %s", k + 1, rt_type_name(argv[k]));
    }
  }
  return dt_strptime(argv[0], argv[1], false);
}

/* datetime subclasses date, as in CPython. */
static bool is_date(Value v) { return dt_is(v, DT_DATE) || dt_is(v, DT_DATETIME); }
static bool is_time(Value v) { return dt_is(v, DT_TIME); }
static bool is_datetime(Value v) { return dt_is(v, DT_DATETIME); }

static void set_fn(Value cls, const char *name, NativeFn fn) {
  rt_native_class_set_attr(cls, name, rt_native_new(name, fn));
}

void rt_datetime_module_init(Value m) {
  ModState *st = mod_state();
  dt_delta_init(m);
  dt_zone_init(m);
  dt_tzinfo_init(m);
  static const char *const names[3] = {"date", "time", "datetime"};
  static const char *const reprs[3] = {"<class 'datetime.date'>", "<class 'datetime.time'>",
                                       "<class 'datetime.datetime'>"};
  static const NativeFn ctors[3] = {c_date, c_time, c_datetime};
  static bool (*const checks[3])(Value) = {is_date, is_time, is_datetime};
  for (int k = 0; k < 3; k++) st->classes[k] = rt_native_class(names[k], ctors[k], checks[k], reprs[k]);
  Value ymd[3] = {rt_int(2000), rt_int(1), rt_int(1)}; /* samples: date.isoformat(d) */
  for (int k = 0; k < 3; k++) rt_native_class_sample(st->classes[k], k == DT_TIME ? 0 : 3, ymd);
  Value date = st->classes[DT_DATE], time = st->classes[DT_TIME], datetime = st->classes[DT_DATETIME];
  set_fn(date, "today", k_date_today);
  set_fn(date, "fromordinal", k_date_fromordinal);
  set_fn(date, "fromisocalendar", k_date_fromisocal);
  set_fn(date, "fromisoformat", k_date_fromiso);
  set_fn(date, "fromtimestamp", k_date_fromtimestamp);
  rt_native_class_set_attr(date, "min", dt_new(DT_DATE, 1, 1, 1, 0, 0, 0, 0));
  rt_native_class_set_attr(date, "max", dt_new(DT_DATE, 9999, 12, 31, 0, 0, 0, 0));
  rt_native_class_set_attr(date, "resolution", dt_delta_new(DT_US_PER_DAY));
  set_fn(time, "fromisoformat", k_time_fromiso);
  rt_native_class_set_attr(time, "min", dt_new(DT_TIME, 1900, 1, 1, 0, 0, 0, 0));
  rt_native_class_set_attr(time, "max", dt_new(DT_TIME, 1900, 1, 1, 23, 59, 59, 999999));
  rt_native_class_set_attr(time, "resolution", dt_delta_new(1));
  set_fn(datetime, "today", k_datetime_today);
  set_fn(datetime, "now", k_now);
  set_fn(datetime, "utcnow", k_utcnow);
  set_fn(datetime, "utcfromtimestamp", k_utcfromtimestamp);
  set_fn(datetime, "fromordinal", k_datetime_fromordinal);
  set_fn(datetime, "fromisocalendar", k_datetime_fromisocal);
  set_fn(datetime, "fromisoformat", k_datetime_fromiso);
  set_fn(datetime, "fromtimestamp", k_datetime_fromtimestamp);
  set_fn(datetime, "combine", k_combine);
  set_fn(datetime, "strptime", k_strptime);
  rt_native_class_set_attr(datetime, "min", dt_new(DT_DATETIME, 1, 1, 1, 0, 0, 0, 0));
  rt_native_class_set_attr(datetime, "max", dt_new(DT_DATETIME, 9999, 12, 31, 23, 59, 59, 999999));
  rt_native_class_set_attr(datetime, "resolution", dt_delta_new(1));
  for (int k = 0; k < 3; k++) rt_module_set(m, names[k], st->classes[k]);
  rt_module_set(m, "MINYEAR", rt_int(1));
  rt_module_set(m, "MAXYEAR", rt_int(9999));
}
