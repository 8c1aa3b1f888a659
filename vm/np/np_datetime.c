/* np_datetime.c — NumPy's datetime64/timedelta64 scalars and dtypes: units and conversions
 * between them (the proleptic Gregorian calendar for years and months), ISO text both ways,
 * printing as NumPy 1.24 prints them, and the np.datetime64 / np.timedelta64 / np.isnat
 * entries of the numpy module. Arithmetic lives with the arrays (np_datetime_arr.c). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <strings.h>

#include "../base/error.h"
#include "np_datetime.h"
#include "np_loops.h"
#include "../obj/complex.h"
#include "np_objarray.h"
#include "../obj/modules.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"

static const char *const unit_codes[NT_COUNT] = {"Y", "M", "W", "D", "h", "m",
                                                 "s", "ms", "us", "ns", ""};
static const char *const unit_words[NT_COUNT] = {
    "years",        "months",       "weeks",       "days", "hours", "minutes", "seconds",
    "milliseconds", "microseconds", "nanoseconds", "generic time units"};
/* nanoseconds per unit for the units of fixed length (W and finer) */
static const int64_t unit_ns[NT_COUNT] = {0, 0, 604800000000000LL, 86400000000000LL,
                                          3600000000000LL, 60000000000LL, 1000000000LL,
                                          1000000LL, 1000LL, 1LL, 0};

const char *np_time_unit_code(int unit) { return unit_codes[unit]; }

static int64_t floordiv(int64_t a, int64_t b) {
  int64_t q = a / b;
  return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}

/* ---- the calendar: days since 1970-01-01 of a date, and back (400-year eras) ---- */

static int64_t days_from_date(int64_t y, int m, int d) {
  if (m <= 2) y--;
  int64_t era = floordiv(y, 400);
  int64_t yoe = y - era * 400;
  int64_t doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + d - 1;
  int64_t doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
  return era * 146097 + doe - 719468;
}

static void date_from_days(int64_t z, int64_t *y, int *m, int *d) {
  z += 719468;
  int64_t era = floordiv(z, 146097);
  int64_t doe = z - era * 146097;
  int64_t yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
  int64_t doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
  int64_t mp = (5 * doy + 2) / 153;
  *d = (int)(doy - (153 * mp + 2) / 5 + 1);
  *m = (int)(mp < 10 ? mp + 3 : mp - 9);
  *y = yoe + era * 400 + (*m <= 2);
}

static bool is_leap(int64_t y) { return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0; }

static int month_days(int64_t y, int m) {
  static const int n[12] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  return m == 2 && is_leap(y) ? 29 : n[m - 1];
}

/* ---- Python's datetime.date, datetime.datetime and datetime.timedelta ---- */

static int64_t int_attr(Value v, const char *name) {
  Value x = rt_getattr(v, name);
  int64_t r = x.tag == RT_INT ? x.as.i : 0;
  rt_decref(x);
  return r;
}

/* a * b + c, raising NumPy's OverflowError past int64 */
static int64_t mul_add(int64_t a, int64_t b, int64_t c) {
  int64_t r;
  if (__builtin_mul_overflow(a, b, &r) || __builtin_add_overflow(r, c, &r))
    rt_raise(RT_EXC_OverflowError, "int too big to convert");
  return r;
}

bool np_time_from_py(Value v, char *kind, int *unit, int64_t *n) {
  const char *tn = v.tag == RT_OBJ ? rt_type_name(v) : "";
  bool date = !strcmp(tn, "datetime.date"), stamp = !strcmp(tn, "datetime.datetime");
  if (!strcmp(tn, "datetime.timedelta")) { /* microseconds */
    *kind = 'm', *unit = NT_us;
    int64_t secs = mul_add(int_attr(v, "days"), 86400, int_attr(v, "seconds"));
    *n = mul_add(secs, 1000000, int_attr(v, "microseconds"));
    return true;
  }
  if (!date && !stamp) return false;
  *kind = 'M';
  int64_t days = days_from_date(int_attr(v, "year"), (int)int_attr(v, "month"), (int)int_attr(v, "day"));
  if (date) { /* days */
    *unit = NT_D, *n = days;
    return true;
  }
  *unit = NT_us; /* a datetime.datetime: microseconds */
  int64_t secs = days * 86400 + int_attr(v, "hour") * 3600 + int_attr(v, "minute") * 60 + int_attr(v, "second");
  *n = mul_add(secs, 1000000, int_attr(v, "microsecond"));
  return true;
}

int64_t np_time_count(Value v, char kind, bool cast_scalars) {
  const char *what = kind == 'M' ? "datetime" : "timedelta";
  bool scalar = rt_is_npscalar(v);
  char k = scalar ? rt_dtypes[RT_AS(NpScalar, v)->dtype].kind : 0;
  if (scalar && (k == 'f' || k == 'c') && cast_scalars) {
    const NpScalar *sc = RT_AS(NpScalar, v);
    double d = sc->dtype == DT_COMPLEX64    ? sc->as.c64.re
               : sc->dtype == DT_COMPLEX128 ? sc->as.c128.re
                                            : rt_to_double(v, what);
    if (d != d) return NP_NAT;
    if (d >= -9223372036854775808.0 && d < 9223372036854775808.0) return (int64_t)d;
    np_warn("invalid value", "cast"); /* the C cast's result: the smallest int64, NaT */
    return NP_NAT;
  }
  if (v.tag == RT_FLOAT || rt_is_type(v, &rt_complex_type) || k == 'f' || k == 'c')
    rt_raise(RT_EXC_ValueError, "Could not convert object to NumPy %s", what);
  return rt_to_index(v, kind == 'M' ? "datetime64" : "timedelta64");
}

/* ---- unit conversion ---- */

static int64_t datetime_to_days(int unit, int64_t v) {
  if (unit == NT_Y) return days_from_date(1970 + v, 1, 1);
  return days_from_date(1970 + floordiv(v, 12), (int)(v - floordiv(v, 12) * 12) + 1, 1);
}

static _Noreturn void cast_error(char kind, int from, int to) {
  rt_raise(RT_EXC_TypeError, "Cannot cast NumPy %s scalar from metadata [%s] to [%s] according "
           "to the rule 'same_kind'", kind == 'M' ? "datetime64" : "timedelta64",
           unit_codes[from], unit_codes[to]);
}

int64_t np_time_convert(char kind, int from, int to, int64_t v) {
  if (v == NP_NAT || from == to || from == NT_GENERIC) return v;
  if (to == NT_GENERIC) return v;
  bool cal_from = from <= NT_M, cal_to = to <= NT_M;
  if (cal_from && cal_to) return from == NT_Y ? v * 12 : floordiv(v, 12);
  if (cal_from || cal_to) {
    if (kind != 'M') cast_error(kind, from, to);
    if (cal_from) return np_time_convert(kind, NT_D, to, datetime_to_days(from, v));
    int64_t days = np_time_convert(kind, from, NT_D, v), y;
    int m, d;
    date_from_days(days, &y, &m, &d);
    return to == NT_Y ? y - 1970 : (y - 1970) * 12 + m - 1;
  }
  if (unit_ns[from] >= unit_ns[to]) return v * (unit_ns[from] / unit_ns[to]);
  return floordiv(v, unit_ns[to] / unit_ns[from]);
}

int64_t np_time_cast(char kind, int from, int to, int64_t v) {
  bool cal_from = from <= NT_M, cal_to = to <= NT_M;
  if (kind != 'm' || v == NP_NAT || cal_from == cal_to || from == NT_GENERIC || to == NT_GENERIC)
    return np_time_convert(kind, from, to, v);
  /* NumPy's average Gregorian year (146097 days per 400 years) and month (a twelfth of it),
   * in nanoseconds; the count is floored */
  static const int64_t cal_ns[2] = {31556952000000000LL, 2629746000000000LL};
  __int128 num = (__int128)v * (cal_from ? cal_ns[from] : unit_ns[from]);
  int64_t den = cal_to ? cal_ns[to] : unit_ns[to];
  __int128 q = num / den;
  if (num % den != 0 && num < 0) q -= 1;
  return (int64_t)q;
}

int np_time_common_unit(char kind, int a, int b) {
  if (a == NT_GENERIC) return b;
  if (b == NT_GENERIC || a == b) return a;
  bool ca = a <= NT_M, cb = b <= NT_M;
  if (ca && cb) return NT_M;
  if (ca != cb) {
    if (kind != 'M') {
      rt_raise(RT_EXC_TypeError, "Cannot get a common metadata divisor for Numpy datetime "
               "metadata [%s] and [%s] because they have incompatible nonlinear base time "
               "units.", unit_codes[a], unit_codes[b]);
    }
    int lin = ca ? b : a;
    return lin > NT_D ? lin : NT_D;
  }
  return a > b ? a : b;
}

/* ---- ISO text ---- */

static _Noreturn void parse_error(const char *s, const char *p) {
  rt_raise(RT_EXC_ValueError, "Error parsing datetime string \"%s\" at position %d", s,
           (int)(p - s));
}

/* n digits at *p (exactly n, or 1..n when n is negative), advancing *p */
static int64_t digits(const char *s, const char **p, int n) {
  int want = n < 0 ? -n : n, got = 0;
  int64_t v = 0;
  while (got < want && (*p)[got] >= '0' && (*p)[got] <= '9') v = v * 10 + ((*p)[got++] - '0');
  if (got == 0 || (n > 0 && got != n)) parse_error(s, *p);
  *p += got;
  return v;
}

static void check_range(const char *s, const char *what, int64_t v, int64_t lo, int64_t hi) {
  if (v < lo || v > hi) rt_raise(RT_EXC_ValueError, "%s out of range in datetime string \"%s\"",
                                 what, s);
}

/* The time of day after "YYYY-MM-DD": T/space HH[:MM[:SS[.fff]]]; returns the count in *unit */
static int64_t parse_time_of_day(const char *s, const char *p, int64_t days, int *unit) {
  int64_t hh = digits(s, &p, 2);
  check_range(s, "Hours", hh, 0, 23);
  int64_t v = days * 24 + hh;
  *unit = NT_h;
  if (*p == ':') {
    p++;
    int64_t mm = digits(s, &p, 2);
    check_range(s, "Minutes", mm, 0, 59);
    v = v * 60 + mm;
    *unit = NT_m;
    if (*p == ':') {
      p++;
      int64_t ss = digits(s, &p, 2);
      check_range(s, "Seconds", ss, 0, 59);
      v = v * 60 + ss;
      *unit = NT_s;
      if (*p == '.') {
        p++;
        const char *f = p;
        int64_t frac = digits(s, &p, -9);
        int n = (int)(p - f), want = n <= 3 ? 3 : n <= 6 ? 6 : 9;
        for (int i = n; i < want; i++) frac *= 10;
        *unit = want == 3 ? NT_ms : want == 6 ? NT_us : NT_ns;
        v = v * (unit_ns[NT_s] / unit_ns[*unit]) + frac;
      }
    }
  }
  if (*p) parse_error(s, p);
  return v;
}

int64_t np_time_parse(const char *s, int *unit) {
  const char *p = s;
  if (!*s || !strcasecmp(s, "nat")) {
    *unit = NT_GENERIC;
    return NP_NAT;
  }
  if (!strcasecmp(s, "today")) { /* the local date, a day count (midnight in finer units) */
    time_t now = time(NULL);
    struct tm tm;
    localtime_r(&now, &tm);
    *unit = NT_D;
    return days_from_date(tm.tm_year + 1900, tm.tm_mon + 1, tm.tm_mday);
  }
  if (!strcasecmp(s, "now")) { /* UTC seconds: time()'s resolution, as NumPy's */
    *unit = NT_s;
    return (int64_t)time(NULL);
  }
  const char *y0 = p;
  while (*p >= '0' && *p <= '9') p++;
  if (p - y0 < 4) parse_error(s, y0 + (p - y0 == 0 ? 0 : p - y0));
  int64_t y = strtoll(y0, NULL, 10);
  *unit = NT_Y;
  if (!*p) return y - 1970;
  if (*p++ != '-') parse_error(s, p - 1);
  int64_t m = digits(s, &p, 2);
  check_range(s, "Month", m, 1, 12);
  *unit = NT_M;
  if (!*p) return (y - 1970) * 12 + m - 1;
  if (*p++ != '-') parse_error(s, p - 1);
  int64_t d = digits(s, &p, 2);
  check_range(s, "Day", d, 1, month_days(y, (int)m));
  int64_t days = days_from_date(y, (int)m, (int)d);
  *unit = NT_D;
  if (!*p) return days;
  if (*p != 'T' && *p != ' ') parse_error(s, p);
  return parse_time_of_day(s, p + 1, days, unit);
}

static void format_datetime(StrBuf *sb, int unit, int64_t v) {
  if (unit == NT_Y) {
    rt_sb_printf(sb, "%04lld", (long long)(1970 + v));
    return;
  }
  if (unit == NT_M) {
    int64_t y = floordiv(v, 12);
    rt_sb_printf(sb, "%04lld-%02lld", (long long)(1970 + y), (long long)(v - y * 12 + 1));
    return;
  }
  int64_t per_day = unit == NT_W ? 1 : unit_ns[NT_D] / unit_ns[unit];
  int64_t days = unit == NT_W ? v * 7 : floordiv(v, per_day), rest = v - days * per_day, y;
  if (unit == NT_W) rest = 0;
  int m, d;
  date_from_days(days, &y, &m, &d);
  rt_sb_printf(sb, "%04lld-%02d-%02d", (long long)y, m, d);
  if (unit <= NT_D) return;
  int64_t sub = unit > NT_s ? unit_ns[NT_s] / unit_ns[unit] : 1; /* ticks per second */
  int64_t secs = unit >= NT_s ? rest / sub : 0;
  int64_t hh = unit == NT_h ? rest : unit == NT_m ? rest / 60 : secs / 3600;
  rt_sb_printf(sb, "T%02lld", (long long)hh);
  if (unit == NT_h) return;
  rt_sb_printf(sb, ":%02lld", (long long)(unit == NT_m ? rest % 60 : secs / 60 % 60));
  if (unit == NT_m) return;
  rt_sb_printf(sb, ":%02lld", (long long)(secs % 60));
  if (unit == NT_s) return;
  int w = unit == NT_ms ? 3 : unit == NT_us ? 6 : 9;
  rt_sb_printf(sb, ".%0*lld", w, (long long)(rest % sub));
}

void np_time_format(StrBuf *sb, char kind, int unit, int64_t v) {
  if (v == NP_NAT) {
    rt_sb_puts(sb, "NaT");
  } else if (kind == 'M') {
    format_datetime(sb, unit, v);
  } else if (unit == NT_GENERIC) {
    rt_sb_printf(sb, "%lld", (long long)v);
  } else {
    rt_sb_printf(sb, "%lld %s", (long long)v, unit_words[unit]);
  }
}

/* ---- dtype text: 'datetime64[ns]', 'M8[s]', '<m8', 'timedelta64' ---- */

static bool unit_from_text(const char *u, size_t n, int *unit) {
  for (int i = 0; i < NT_GENERIC; i++) {
    if (strlen(unit_codes[i]) == n && !strncmp(unit_codes[i], u, n)) {
      *unit = i;
      return true;
    }
  }
  return false;
}

static bool parse_dtype_text(const char *s, char *kind, int *unit) {
  if (*s == '<' || *s == '=') s++;
  const char *rest;
  if (!strncmp(s, "datetime64", 10) || !strncmp(s, "timedelta64", 11)) {
    *kind = s[0] == 'd' ? 'M' : 'm';
    rest = s + (s[0] == 'd' ? 10 : 11);
  } else if ((s[0] == 'M' || s[0] == 'm') && s[1] == '8') {
    *kind = s[0];
    rest = s + 2;
  } else {
    return false;
  }
  *unit = NT_GENERIC;
  if (!*rest) return true;
  size_t n = strlen(rest);
  if (rest[0] != '[' || rest[n - 1] != ']' || !unit_from_text(rest + 1, n - 2, unit)) {
    rt_raise(RT_EXC_TypeError, "Invalid datetime unit in metadata string \"%s\"", rest);
  }
  return true;
}

typedef struct ModState {
  Value class_datetime64, class_timedelta64;
  Value plain_diff;
} ModState;

/* the references the state owns, released with the VM */
static void mod_fini(void *p) {
  ModState *s = p;
  rt_decref(s->class_datetime64);
  rt_decref(s->class_timedelta64);
  rt_decref(s->plain_diff);
}

/* per VM (runtime.h): a second VM importing the module makes its own, and this one's stay */
static RtStateKey mod_key = {"numpy datetime64", sizeof(ModState), NULL, mod_fini, 0};
static ModState *mod_state(void) { return rt_runtime_state(&mod_key); }

bool np_time_dtype_of(Value dtype, char *kind, int *unit) {
  ModState *st = mod_state();
  if (rt_is_type(dtype, &np_timedtype_type)) {
    *kind = RT_AS(NpTimeDtype, dtype)->kind;
    *unit = RT_AS(NpTimeDtype, dtype)->unit;
    return true;
  }
  if (rt_is_str(dtype)) return parse_dtype_text(rt_str_data(dtype), kind, unit);
  if (rt_is_native(dtype) && (rt_is(dtype, st->class_datetime64) ||
                              rt_is(dtype, st->class_timedelta64))) {
    *kind = rt_is(dtype, st->class_datetime64) ? 'M' : 'm';
    *unit = NT_GENERIC;
    return true;
  }
  return false;
}

/* ---- scalars ---- */

Value np_time_new(char kind, int unit, int64_t v) {
  NpTime *t = rt_malloc(sizeof *t);
  rt_obj_init(&t->hdr, &np_time_type);
  t->kind = kind;
  t->unit = unit;
  t->v = v;
  return rt_obj(t);
}

static void time_free(Obj *o) { free(o); }

static Value time_str(Value self) {
  NpTime *t = RT_AS(NpTime, self);
  StrBuf sb;
  rt_sb_init(&sb);
  np_time_format(&sb, t->kind, t->unit, t->v);
  return rt_sb_to_str(&sb);
}

static Value time_repr(Value self) {
  NpTime *t = RT_AS(NpTime, self);
  StrBuf sb;
  rt_sb_init(&sb);
  const char *u = unit_codes[t->unit];
  if (t->kind == 'M') {
    rt_sb_puts(&sb, "numpy.datetime64('");
    np_time_format(&sb, 'M', t->unit, t->v);
    /* an hour count would read back as a date without its unit */
    rt_sb_puts(&sb, t->unit == NT_h && t->v != NP_NAT ? "','h')" : "')");
  } else if (t->v == NP_NAT) {
    rt_sb_printf(&sb, t->unit == NT_GENERIC ? "numpy.timedelta64('NaT')"
                                            : "numpy.timedelta64('NaT','%s')", u);
  } else if (t->unit == NT_GENERIC) {
    rt_sb_printf(&sb, "numpy.timedelta64(%lld)", (long long)t->v);
  } else {
    rt_sb_printf(&sb, "numpy.timedelta64(%lld,'%s')", (long long)t->v, u);
  }
  return rt_sb_to_str(&sb);
}

/* int(x): Python's int of .item(), which is a datetime object except for nanoseconds. */
static Value time_number(Value self) {
  NpTime *t = RT_AS(NpTime, self);
  if (t->unit == NT_ns || t->unit == NT_GENERIC) return rt_int(t->v);
  const char *what = t->kind == 'm' ? "datetime.timedelta"
                     : t->unit <= NT_D ? "datetime.date" : "datetime.datetime";
  rt_raise(RT_EXC_TypeError, "int() argument must be a string, a bytes-like object or a real "
           "number, not '%s'", t->v == NP_NAT ? "NoneType" : what);
}

static double time_to_double(Value self) { return (double)time_number(self).as.i; }

static int time_truthy(Value self) { return RT_AS(NpTime, self)->v != 0; }

static int64_t time_hash(Value self) {
  int64_t v = RT_AS(NpTime, self)->v;
  return v == -1 ? -2 : v;
}

static const char *time_type_name(Value self) {
  return RT_AS(NpTime, self)->kind == 'M' ? "numpy.datetime64" : "numpy.timedelta64";
}

static Value time_type_object(Value self) {
  ModState *st = mod_state();
  Value c = RT_AS(NpTime, self)->kind == 'M' ? st->class_datetime64 : st->class_timedelta64;
  rt_incref(c);
  return c;
}

/* datetime.<cls>(*args) or <cls>(**{kwname: arg}) of Python's datetime module. */
static Value py_datetime(const char *cls, int argc, Value *argv, const char *kwname) {
  Value c = rt_import_attr("datetime", cls);
  int mark = rt_cleanup_push_value(&c);
  const char *names[1] = {kwname};
  Kwargs kw = {.n = 1, .names = names, .values = argv};
  Value r = kwname ? rt_call(c, 0, NULL, &kw) : rt_call(c, argc, argv, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

/* NumPy's item() of a time: None for NaT; datetime.date (units Y to D), datetime.datetime (h
 * to us), datetime.timedelta (W to us); an int for the others (ns, generic, Y/M durations). */
Value np_time_to_py(char kind, int unit, int64_t v) {
  if (v == NP_NAT) return rt_none();
  bool calendar = unit <= NT_D, fine = unit >= NT_h && unit <= NT_us;
  if (kind == 'M' && calendar) {
    Value ord = rt_int(np_time_convert('M', unit, NT_D, v) + 719163); /* 1970-01-01's ordinal */
    Value f = rt_import_attr("datetime", "date.fromordinal");
    int mark = rt_cleanup_push_value(&f);
    Value r = rt_call(f, 1, &ord, NULL);
    rt_cleanup_pop(mark, true);
    return r;
  }
  if (kind == 'M' && fine) {
    Value args[3] = {rt_int(1970), rt_int(1), rt_int(1)};
    Value epoch = py_datetime("datetime", 3, args, NULL);
    int mark = rt_cleanup_push_value(&epoch);
    Value us = rt_int(np_time_convert('m', unit, NT_us, v));
    Value d = py_datetime("timedelta", 1, &us, "microseconds");
    rt_cleanup_push_value(&d);
    Value r = rt_binop(RT_OP_ADD, epoch, d);
    rt_cleanup_pop(mark, true);
    return r;
  }
  if (kind == 'm' && (unit == NT_W || unit == NT_D || fine)) {
    Value us = rt_int(np_time_convert('m', unit, NT_us, v));
    return py_datetime("timedelta", 1, &us, "microseconds");
  }
  return rt_int(v);
}

static Value time_item(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_nargs("item", argc, kw, 0, 0);
  NpTime *t = RT_AS(NpTime, self);
  return np_time_to_py(t->kind, t->unit, t->v);
}

static Value time_astype(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs("astype", argc, kw, 1, 1);
  NpTime *t = RT_AS(NpTime, self);
  char kind;
  int unit;
  const char *cls = rt_is_native(argv[0]) && RT_AS(NativeFunc, argv[0])->repr_as
                        ? RT_AS(NativeFunc, argv[0])->repr_as : "";
  if (np_is_obj_dtype(argv[0]) || !strncmp(cls, "<class 'datetime.", 17)) /* astype(datetime) */
    return np_time_to_py(t->kind, t->unit, t->v);
  if (np_time_dtype_of(argv[0], &kind, &unit)) {
    if (unit == NT_GENERIC) unit = t->unit;
    return np_time_new(kind, unit, np_time_cast(t->kind, t->unit, unit, t->v));
  }
  DType dt = rt_dtype_from_value(argv[0]);
  char buf[16] = {0};
  rt_elem_set_i64(dt, buf, t->v);
  return rt_npscalar_new(dt, buf);
}

/* x.view(dtype): the int64 bits as another datetime unit or an 8-byte number */
static Value time_view(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"dtype", "type"};
  Value a[2];
  rt_parse_args("view", argc, argv, kw, 2, names, 0, a);
  NpTime *t = RT_AS(NpTime, self);
  char kind;
  int unit;
  if (rt_is_undef(a[0]) || rt_is_none(a[0])) return np_time_new(t->kind, t->unit, t->v);
  if (np_time_dtype_of(a[0], &kind, &unit))
    return np_time_new(kind, unit == NT_GENERIC ? t->unit : unit, t->v);
  DType dt = rt_dtype_from_value(a[0]);
  if (rt_dtypes[dt].itemsize != 8)
    rt_raise(RT_EXC_ValueError,
             "Changing the dtype of a 0d array is only supported if the itemsize is unchanged");
  return rt_npscalar_new(dt, (const char *)&t->v);
}

static Value time_getattr(Value self, const char *name) {
  NpTime *t = RT_AS(NpTime, self);
  if (!strcmp(name, "dtype")) return np_timedtype_new(t->kind, t->unit);
  if (!strcmp(name, "astype")) return rt_native_bind("astype", time_astype, self);
  if (!strcmp(name, "view")) return rt_native_bind("view", time_view, self);
  if (!strcmp(name, "item") || !strcmp(name, "tolist")) return rt_native_bind(name, time_item, self);
  return rt_undef();
}

static Value time_binop(BinOp op, Value a, Value b) { return np_time_binop(op, a, b); }

static Value time_unop(UnOp op, Value a) {
  NpTime *t = RT_AS(NpTime, a);
  if (t->kind != 'm' || (op != RT_UOP_NEG && op != RT_UOP_POS)) return rt_undef();
  return np_time_new('m', t->unit, op == RT_UOP_NEG && t->v != NP_NAT ? -t->v : t->v);
}

const ObjType np_time_type = {
    .name = "numpy.datetime64", .free = time_free, .repr = time_repr, .str = time_str,
    .getattr = time_getattr, .truthy = time_truthy, .binop = time_binop, .unop = time_unop,
    .numkind = RT_NUMBER_SCALAR, .number = time_number, .to_double = time_to_double,
    .type_name = time_type_name, .type_object = time_type_object, .hash = time_hash};

/* ---- dtype objects ---- */

Value np_timedtype_new(char kind, int unit) {
  NpTimeDtype *d = rt_malloc(sizeof *d);
  rt_obj_init(&d->hdr, &np_timedtype_type);
  d->kind = kind;
  d->unit = unit;
  return rt_obj(d);
}

static void dtype_text(StrBuf *sb, const NpTimeDtype *d, bool code) {
  if (code) rt_sb_printf(sb, "<%c8", d->kind);
  else rt_sb_puts(sb, d->kind == 'M' ? "datetime64" : "timedelta64");
  if (d->unit != NT_GENERIC) rt_sb_printf(sb, "[%s]", unit_codes[d->unit]);
}

static Value tdt_str(Value self) {
  StrBuf sb;
  rt_sb_init(&sb);
  dtype_text(&sb, RT_AS(NpTimeDtype, self), false);
  return rt_sb_to_str(&sb);
}

static Value tdt_repr(Value self) {
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_puts(&sb, "dtype('");
  dtype_text(&sb, RT_AS(NpTimeDtype, self), true);
  rt_sb_puts(&sb, "')");
  return rt_sb_to_str(&sb);
}

static Value tdt_getattr(Value self, const char *name) {
  ModState *st = mod_state();
  NpTimeDtype *d = RT_AS(NpTimeDtype, self);
  StrBuf sb;
  if (!strcmp(name, "str") || !strcmp(name, "name")) {
    rt_sb_init(&sb);
    dtype_text(&sb, d, name[0] == 's');
    return rt_sb_to_str(&sb);
  }
  char c[2] = {d->kind, 0};
  if (!strcmp(name, "kind") || !strcmp(name, "char")) return rt_str_from_c(c);
  if (!strcmp(name, "itemsize")) return rt_int(8);
  if (!strcmp(name, "type")) return rt_incref(c[0] == 'M' ? st->class_datetime64 : st->class_timedelta64),
                                    c[0] == 'M' ? st->class_datetime64 : st->class_timedelta64;
  return np_dtype_common_attr(self, name);
}

static Value tdt_binop(BinOp op, Value a, Value b) {
  if (op != RT_OP_EQ && op != RT_OP_NE) return rt_undef();
  char ka, kb;
  int ua, ub;
  bool same = np_time_dtype_of(a, &ka, &ua) && np_time_dtype_of(b, &kb, &ub) && ka == kb &&
              ua == ub;
  return rt_bool(op == RT_OP_EQ ? same : !same);
}

static int64_t tdt_hash(Value self) {
  return RT_AS(NpTimeDtype, self)->kind * 64 + RT_AS(NpTimeDtype, self)->unit;
}

static const char *tdt_type_name(Value self) {
  return RT_AS(NpTimeDtype, self)->kind == 'M' ? "numpy.dtype[datetime64]" : "numpy.dtype[timedelta64]";
}

const ObjType np_timedtype_type = {.name = "numpy.dtype", .free = time_free, .repr = tdt_repr,
                                   .str = tdt_str, .getattr = tdt_getattr, .binop = tdt_binop,
                                   .hash = tdt_hash, .type_name = tdt_type_name};

/* ---- np.datetime64(...), np.timedelta64(...) ---- */

static int unit_arg(Value u) {
  if (rt_is_undef(u) || rt_is_none(u)) return -1;
  if (!rt_is_str(u)) rt_raise(RT_EXC_TypeError, "Invalid datetime unit in metadata");
  int unit;
  const char *s = rt_str_data(u);
  if (!unit_from_text(s, strlen(s), &unit)) {
    rt_raise(RT_EXC_TypeError, "Invalid datetime unit \"%s\" in metadata", s);
  }
  return unit;
}

static Value construct(char kind, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"value", "unit"};
  Value a[2];
  rt_parse_args(kind == 'M' ? "datetime64" : "timedelta64", argc, argv, kw, 2, names, 0, a);
  int unit = unit_arg(a[1]);
  Value v = a[0];
  if (rt_is_undef(v) || rt_is_none(v)) {
    return np_time_new(kind, unit < 0 ? NT_GENERIC : unit, kind == 'M' || rt_is_none(v) ? NP_NAT : 0);
  }
  if (np_is_time(v)) {
    NpTime *t = RT_AS(NpTime, v);
    int to = unit < 0 ? t->unit : unit;
    return np_time_new(kind, to, np_time_convert(t->kind, t->unit, to, t->v));
  }
  if (rt_is_str(v)) {
    const char *s = rt_str_data(v);
    int su;
    int64_t n;
    if (kind == 'm' && strcasecmp(s, "nat")) {
      char *end;
      n = strtoll(s, &end, 10);
      if (!*s || *end) rt_raise(RT_EXC_ValueError, "Could not convert object to NumPy "
                                "timedelta");
      su = NT_GENERIC;
    } else {
      n = np_time_parse(s, &su);
    }
    int to = unit < 0 ? su : unit;
    return np_time_new(kind, to, np_time_convert(kind, su, to, n));
  }
  char pk;
  int pu;
  int64_t n;
  if (np_time_from_py(v, &pk, &pu, &n) && pk == kind) /* np.datetime64(datetime.date(...)) */
    return np_time_new(kind, unit < 0 ? pu : unit, np_time_convert(kind, pu, unit < 0 ? pu : unit, n));
  n = np_time_count(v, kind, false);
  if (unit < 0 && kind == 'M') {
    rt_raise(RT_EXC_ValueError, "Converting an integer to a NumPy datetime requires a "
             "specified unit");
  }
  return np_time_new(kind, unit < 0 ? NT_GENERIC : unit, n);
}

static Value f_datetime64(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return construct('M', argc, argv, kw);
}

static Value f_timedelta64(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return construct('m', argc, argv, kw);
}

static bool is_datetime64(Value v) { return np_is_time(v) && RT_AS(NpTime, v)->kind == 'M'; }
static bool is_timedelta64(Value v) { return np_is_time(v) && RT_AS(NpTime, v)->kind == 'm'; }

/* np.isnat(x) */
static Value f_isnat(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("isnat", argc, kw, 1, 1);
  if (np_is_time(argv[0])) {
    uint8_t b = RT_AS(NpTime, argv[0])->v == NP_NAT;
    return rt_npscalar_new(DT_BOOL, &b);
  }
  if (np_is_timearr(argv[0])) {
    Value ints = RT_AS(NpTimeArr, argv[0])->ints;
    Value k = rt_npscalar_new(DT_INT64, &(int64_t){NP_NAT});
    Value r = rt_np_binop(RT_OP_EQ, ints, k);
    rt_decref(k);
    return r;
  }
  rt_raise(RT_EXC_TypeError, "ufunc 'isnat' is only defined for np.datetime64 and "
           "np.timedelta64.");
}

/* np.diff: time arrays subtract by the datetime rules (np_datetime_join.c) */
static Value f_diff(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  if (argc < 1 || !np_is_timearr(argv[0])) return rt_call(mod_state()->plain_diff, argc, argv, kw);
  return np_time_diff(argc, argv, kw);
}

void np_register_datetime(Value m) {
  ModState *st = mod_state();
  st->plain_diff = rt_getattr(m, "diff");
  rt_module_add_fn(m, "diff", f_diff);
  st->class_datetime64 = rt_native_class("datetime64", f_datetime64, is_datetime64,
                                     "<class 'numpy.datetime64'>");
  st->class_timedelta64 = rt_native_class("timedelta64", f_timedelta64, is_timedelta64,
                                      "<class 'numpy.timedelta64'>");
  rt_incref(st->class_datetime64);
  rt_incref(st->class_timedelta64);
  rt_module_set(m, "datetime64", st->class_datetime64);
  rt_module_set(m, "timedelta64", st->class_timedelta64);
  rt_module_add_fn(m, "isnat", f_isnat);
}
