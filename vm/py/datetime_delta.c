/* datetime_delta.c — datetime.timedelta: a duration kept as days, seconds (0..86399) and
 * microseconds (0..999999), with CPython's normalisation, arithmetic (with numbers and other
 * timedeltas; divisions round half to even), comparisons, hash, str ("-1 day, 23:59:59") and
 * repr; and the proleptic Gregorian calendar the date types share. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/hash.h"
#include "../obj/native.h"
#include "../obj/native_sample.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"
#include "datetime_internal.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw

/* ---- the calendar ---- */

static const int month_days[13] = {0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};

bool dt_is_leap(int y) { return y % 4 == 0 && (y % 100 != 0 || y % 400 == 0); }

int dt_days_in_month(int y, int m) { return m == 2 && dt_is_leap(y) ? 29 : month_days[m]; }

static int64_t days_before_year(int64_t y) {
  int64_t p = y - 1;
  return p * 365 + p / 4 - p / 100 + p / 400;
}

int64_t dt_ymd_to_ord(int y, int m, int d) {
  int64_t n = days_before_year(y) + d;
  for (int k = 1; k < m; k++) n += dt_days_in_month(y, k);
  return n;
}

void dt_ord_to_ymd(int64_t ord, int *y, int *m, int *d) {
  int64_t year = ord * 400 / 146097 + 1; /* a close guess, then the exact year */
  while (days_before_year(year) >= ord) year--;
  while (days_before_year(year + 1) < ord) year++;
  int64_t left = ord - days_before_year(year);
  int month = 1;
  while (left > dt_days_in_month((int)year, month)) left -= dt_days_in_month((int)year, month++);
  *y = (int)year;
  *m = month;
  *d = (int)left;
}

void dt_check_date(int64_t year, int64_t month, int64_t day) {
  if (year < 1 || year > 9999) rt_raise(RT_EXC_ValueError, "year %lld is out of range", (long long)year);
  if (month < 1 || month > 12) rt_raise(RT_EXC_ValueError, "month must be in 1..12");
  if (day < 1 || day > dt_days_in_month((int)year, (int)month)) {
    rt_raise(RT_EXC_ValueError, "day is out of range for month");
  }
}

void dt_check_time(int64_t hour, int64_t minute, int64_t second, int64_t us) {
  if (hour < 0 || hour > 23) rt_raise(RT_EXC_ValueError, "hour must be in 0..23");
  if (minute < 0 || minute > 59) rt_raise(RT_EXC_ValueError, "minute must be in 0..59");
  if (second < 0 || second > 59) rt_raise(RT_EXC_ValueError, "second must be in 0..59");
  if (us < 0 || us > 999999) rt_raise(RT_EXC_ValueError, "microsecond must be in 0..999999");
}

Value dt_class_attr(Value cls, const char *name) {
  Value holder = RT_AS(NativeFunc, cls)->self;
  return rt_is_type(holder, &rt_module_type) ? rt_module_lookup(holder, name) : rt_undef();
}

/* ---- timedelta ---- */

static const ObjType delta_type;
typedef struct ModState {
  Value delta_class; /* borrowed: the module holds it */
} ModState;

/* per VM (runtime.h): a second VM importing the module makes its own, and this one's stay */
static RtStateKey mod_key = {"datetime.timedelta", sizeof(ModState), NULL, NULL, 0};
static ModState *mod_state(void) { return rt_runtime_state(&mod_key); }

bool dt_is_delta(Value v) { return rt_is_type(v, &delta_type); }

static DtMicros floor_div(DtMicros a, DtMicros b) {
  DtMicros q = a / b;
  return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}

Value dt_delta_new(DtMicros total) {
  DtMicros days = floor_div(total, DT_US_PER_DAY);
  if (days > DT_MAX_DAYS || days < -DT_MAX_DAYS) {
    rt_raise(RT_EXC_OverflowError, "days=%lld; must have magnitude <= 999999999", (long long)days);
  }
  int64_t rest = (int64_t)(total - days * DT_US_PER_DAY);
  DtDelta *t = rt_malloc(sizeof *t);
  rt_obj_init(&t->hdr, &delta_type);
  t->days = (int64_t)days;
  t->secs = (int32_t)(rest / 1000000);
  t->us = (int32_t)(rest % 1000000);
  return rt_obj(t);
}

DtMicros dt_delta_total(Value v) {
  DtDelta *t = RT_AS(DtDelta, v);
  return (DtMicros)t->days * DT_US_PER_DAY + (DtMicros)t->secs * 1000000 + t->us;
}

/* A double number of microseconds rounded half to even. */
static DtMicros round_us(double x) {
  if (!isfinite(x)) {
    rt_raise(isnan(x) ? RT_EXC_ValueError : RT_EXC_OverflowError,
             isnan(x) ? "cannot convert float NaN to integer"
                      : "cannot convert float infinity to integer");
  }
  if (fabs(x) > 1e20) rt_raise(RT_EXC_OverflowError, "days=%.0f; must have magnitude <= 999999999", x / 8.64e10);
  return (DtMicros)nearbyint(x);
}

static const char *const delta_names[] = {"days", "seconds", "microseconds", "milliseconds",
                                          "minutes", "hours", "weeks"};
static const int64_t delta_scale[] = {DT_US_PER_DAY, 1000000, 1, 1000, 60000000, 3600000000LL,
                                      7 * DT_US_PER_DAY};

static Value c_timedelta(ARGS) {
  (void)self;
  Value a[7];
  dt_parse_args("__new__", argc, argv, kw, 7, 7, delta_names, 0, a);
  DtMicros total = 0;
  double frac = 0;
  for (int k = 0; k < 7; k++) {
    if (rt_is_undef(a[k])) continue;
    if (a[k].tag == RT_FLOAT) {
      double whole = trunc(a[k].as.f);
      frac += (a[k].as.f - whole) * (double)delta_scale[k];
      total += round_us(whole * (double)delta_scale[k]);
    } else if (a[k].tag == RT_INT || a[k].tag == RT_BOOL) {
      total += (DtMicros)rt_to_index(a[k], NULL) * delta_scale[k];
    } else {
      rt_raise(RT_EXC_TypeError, "unsupported type for timedelta %s component: %s", delta_names[k],
               rt_type_name(a[k]));
    }
  }
  /* round the sum once, half to even (timedelta(microseconds=1.5) is 2 microseconds) */
  double fl = floor(frac), rem = frac - fl;
  total += round_us(fl);
  if (rem > 0.5 || (rem == 0.5 && (total & 1))) total++;
  return dt_delta_new(total);
}

static void delta_str_into(StrBuf *sb, DtDelta *t) {
  if (t->days) rt_sb_printf(sb, "%lld day%s, ", (long long)t->days, llabs(t->days) == 1 ? "" : "s");
  rt_sb_printf(sb, "%d:%02d:%02d", t->secs / 3600, t->secs / 60 % 60, t->secs % 60);
  if (t->us) rt_sb_printf(sb, ".%06d", t->us);
}

static Value delta_str(Value self) {
  StrBuf sb;
  rt_sb_init(&sb);
  delta_str_into(&sb, RT_AS(DtDelta, self));
  return rt_sb_to_str(&sb);
}

static Value delta_repr(Value self) {
  DtDelta *t = RT_AS(DtDelta, self);
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_puts(&sb, "datetime.timedelta(");
  const char *sep = "";
  if (t->days) rt_sb_printf(&sb, "days=%lld", (long long)t->days), sep = ", ";
  if (t->secs) rt_sb_printf(&sb, "%sseconds=%d", sep, t->secs), sep = ", ";
  if (t->us) rt_sb_printf(&sb, "%smicroseconds=%d", sep, t->us), sep = ", ";
  if (!*sep) rt_sb_puts(&sb, "0");
  rt_sb_putc(&sb, ')');
  return rt_sb_to_str(&sb);
}

/* a / b rounded half to even (b != 0). */
static DtMicros div_round(DtMicros a, DtMicros b) {
  DtMicros q = floor_div(a, b), r = a - q * b;
  DtMicros twice = 2 * r, bb = b < 0 ? -b : b;
  if (b < 0) twice = -twice;
  if (twice > bb || (twice == bb && (q & 1))) q++;
  return q;
}

static bool is_int(Value v) { return v.tag == RT_INT || v.tag == RT_BOOL; }

static Value compare(BinOp op, DtMicros x, DtMicros y) {
  return rt_cmp_result(op, (x > y) - (x < y));
}

/* round(t * f) or round(t / f), half to even, exactly as with f's binary fraction (CPython
 * multiplies by the float's exact ratio). */
static DtMicros scale_exact(DtMicros t, double f, bool divide) {
  if (isnan(f)) rt_raise(RT_EXC_ValueError, "cannot convert NaN to integer ratio");
  if (isinf(f)) rt_raise(RT_EXC_OverflowError, "cannot convert Infinity to integer ratio");
  int e;
  double m = frexp(f, &e);
  DtMicros mant = (DtMicros)ldexp(m, 53), num = divide ? t : t * mant, den = divide ? mant : 1;
  int shift = divide ? 53 - e : e - 53; /* the result is num * 2**shift / den */
  if (num == 0) return 0;
  if (shift > 0) {
    DtMicros limit = ((DtMicros)1 << 120) >> (shift > 119 ? 119 : shift);
    if (shift > 119 || num > limit || num < -limit) {
      rt_raise(RT_EXC_OverflowError, "Python int too large to convert to C int");
    }
    num *= (DtMicros)1 << shift;
  } else if (shift < 0) {
    if (-shift + 53 > 125) return 0;
    den *= (DtMicros)1 << -shift;
  }
  return div_round(num, den);
}

/* td * number, number * td, td / number, td // int. */
static Value scale(BinOp op, DtMicros t, Value n) {
  if (op == RT_OP_MUL) {
    if (is_int(n)) return dt_delta_new(t * rt_to_index(n, NULL));
    return dt_delta_new(scale_exact(t, n.as.f, false));
  }
  if (is_int(n)) {
    int64_t d = rt_to_index(n, NULL);
    if (d == 0) rt_raise(RT_EXC_ZeroDivisionError, "integer division or modulo by zero");
    return dt_delta_new(op == RT_OP_TRUEDIV ? div_round(t, d) : floor_div(t, d));
  }
  if (op != RT_OP_TRUEDIV) return rt_undef();
  if (n.as.f == 0) rt_raise(RT_EXC_ZeroDivisionError, "integer division or modulo by zero");
  return dt_delta_new(scale_exact(t, n.as.f, true));
}

static Value delta_binop(BinOp op, Value a, Value b) {
  bool da = dt_is_delta(a), db = dt_is_delta(b);
  if (da && db) {
    DtMicros x = dt_delta_total(a), y = dt_delta_total(b);
    if (op >= RT_OP_EQ) return compare(op, x, y);
    if (op == RT_OP_ADD) return dt_delta_new(x + y);
    if (op == RT_OP_SUB) return dt_delta_new(x - y);
    if ((op == RT_OP_TRUEDIV || op == RT_OP_FLOORDIV || op == RT_OP_MOD) && y == 0) {
      rt_raise(RT_EXC_ZeroDivisionError, op == RT_OP_TRUEDIV ? "division by zero"
                                                                : "integer division or modulo by zero");
    }
    if (op == RT_OP_TRUEDIV) return rt_float((double)x / (double)y);
    if (op == RT_OP_FLOORDIV) return rt_int((int64_t)floor_div(x, y));
    if (op == RT_OP_MOD) return dt_delta_new(x - floor_div(x, y) * y);
    return rt_undef();
  }
  if (op == RT_OP_EQ || op == RT_OP_NE) return rt_undef();
  Value n = da ? b : a;
  if (!is_int(n) && n.tag != RT_FLOAT) return rt_undef();
  if (op == RT_OP_MUL) return scale(op, dt_delta_total(da ? a : b), n);
  if (da && (op == RT_OP_TRUEDIV || op == RT_OP_FLOORDIV)) return scale(op, dt_delta_total(a), n);
  return rt_undef();
}

static Value delta_unop(UnOp op, Value a) {
  if (op == RT_UOP_NEG) return dt_delta_new(-dt_delta_total(a));
  if (op == RT_UOP_POS) return (rt_incref(a), a);
  return rt_undef();
}

static int delta_truthy(Value self) { return dt_delta_total(self) != 0; }

static int64_t delta_hash(Value self) {
  DtDelta *t = RT_AS(DtDelta, self);
  int64_t h = rt_hash_int(t->days) * 1000003 ^ ((int64_t)t->secs * 1000000 + t->us);
  return h == -1 ? -2 : h;
}

static Value m_total_seconds(ARGS) {
  (void)argv;
  rt_check_args("total_seconds", argc, kw, 0, 0, RT_ARGS_NONE);
  DtMicros t = dt_delta_total(self);
  return rt_float((double)(t / 1000000) + (double)(t % 1000000) / 1e6);
}

static Value m_abs(ARGS) {
  (void)argv, (void)argc, (void)kw;
  DtMicros t = dt_delta_total(self);
  return dt_delta_new(t < 0 ? -t : t);
}

/* divmod(td, td): (int, timedelta); anything else is divmod's TypeError. */
static Value m_divmod(ARGS) {
  rt_check_args("__divmod__", argc, kw, 1, 1, RT_ARGS_ONE);
  if (!dt_is_delta(argv[0])) {
    rt_raise(RT_EXC_TypeError, "unsupported operand type(s) for divmod(): 'datetime.timedelta' and '%s'",
             rt_type_name(argv[0]));
  }
  DtMicros x = dt_delta_total(self), y = dt_delta_total(argv[0]);
  if (y == 0) rt_raise(RT_EXC_ZeroDivisionError, "integer division or modulo by zero");
  DtMicros q = floor_div(x, y);
  Value t = rt_tuple_new(2);
  rt_tuple_set(t, 0, rt_int((int64_t)q));
  rt_tuple_set(t, 1, dt_delta_new(x - q * y));
  return t;
}

/* __copy__ and __deepcopy__(memo): timedeltas are immutable. */
static Value m_self(ARGS) {
  (void)argv;
  rt_check_args("__copy__", argc, kw, 0, 1, RT_ARGS_CLINIC);
  return (rt_incref(self), self);
}

/* __reduce__() and __reduce_ex__(protocol): (timedelta, (days, seconds, microseconds)). */
static Value m_reduce(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_args("__reduce__", argc, kw, 0, 1, RT_ARGS_ONE);
  DtDelta *t = RT_AS(DtDelta, self);
  Value args = rt_tuple_from(3, (Value[3]){rt_int(t->days), rt_int(t->secs), rt_int(t->us)});
  int mark = rt_cleanup_push_value(&args);
  Value r = rt_tuple_from(2, (Value[2]){mod_state()->delta_class, args});
  rt_cleanup_pop(mark, true);
  return r;
}

static RtMethodFn delta_method(Value self, const char *name) {
  (void)self;
  if (strcmp(name, "__reduce__") == 0 || strcmp(name, "__reduce_ex__") == 0) return m_reduce;
  if (strcmp(name, "__copy__") == 0 || strcmp(name, "__deepcopy__") == 0) return m_self;
  if (strcmp(name, "__divmod__") == 0) return m_divmod;
  if (strcmp(name, "total_seconds") == 0) return m_total_seconds;
  if (strcmp(name, "__abs__") == 0) return m_abs;
  return NULL;
}

static Value delta_getattr(Value self, const char *name) {
  DtDelta *t = RT_AS(DtDelta, self);
  if (strcmp(name, "days") == 0) return rt_int(t->days);
  if (strcmp(name, "seconds") == 0) return rt_int(t->secs);
  if (strcmp(name, "microseconds") == 0) return rt_int(t->us);
  if (strcmp(name, "total_seconds") == 0) return rt_native_bind("total_seconds", m_total_seconds, self);
  if (strcmp(name, "__copy__") == 0) return rt_native_bind("__copy__", m_self, self);
  if (strcmp(name, "__deepcopy__") == 0) return rt_native_bind("__deepcopy__", m_self, self);
  if (strcmp(name, "__reduce__") == 0 || strcmp(name, "__reduce_ex__") == 0) return rt_native_bind(name, m_reduce, self);
  Value v = dt_class_attr(mod_state()->delta_class, name);
  return rt_is_undef(v) ? v : (rt_incref(v), v);
}

static Value delta_type_object(Value self) {
  ModState *st = mod_state();
  (void)self;
  return (rt_incref(st->delta_class), st->delta_class);
}

static const ObjType delta_type = {
    .name = "datetime.timedelta",
    .free = (void (*)(Obj *))free,
    .repr = delta_repr,
    .str = delta_str,
    .getattr = delta_getattr,
    .binop = delta_binop,
    .unop = delta_unop,
    .truthy = delta_truthy,
    .hash = delta_hash,
    .method = delta_method,
    .type_object = delta_type_object,
};

void dt_delta_init(Value m) {
  ModState *st = mod_state();
  st->delta_class = rt_native_class("timedelta", c_timedelta, dt_is_delta, "<class 'datetime.timedelta'>");
  rt_native_class_sample(st->delta_class, 0, NULL);
  rt_native_class_set_attr(st->delta_class, "max", dt_delta_new((DtMicros)DT_MAX_DAYS * DT_US_PER_DAY + DT_US_PER_DAY - 1));
  rt_native_class_set_attr(st->delta_class, "min", dt_delta_new(-(DtMicros)DT_MAX_DAYS * DT_US_PER_DAY));
  rt_native_class_set_attr(st->delta_class, "resolution", dt_delta_new(1));
  rt_module_set(m, "timedelta", st->delta_class);
}
