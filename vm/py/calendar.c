/* calendar.c — the calendar module: leap years, weekdays (0 = Monday), month lengths, the
 * text calendars of month()/prmonth() and calendar()/prcal() laid out exactly as CPython's
 * TextCalendar lays them out (str.center's padding included), monthcalendar, timegm, the
 * English month and day names, setfirstweekday, and the classes Calendar and TextCalendar
 * with their own first weekday. Errors are CPython's: IllegalMonthError, IllegalWeekdayError
 * and datetime's ValueErrors. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/class.h"
#include "../obj/dict.h"
#include "../obj/exc.h"
#include "../obj/modules.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"
#include "py.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw

static const char *const month_names[] = {"", "January", "February", "March", "April", "May", "June", "July",
                                          "August", "September", "October", "November", "December"};
static const char *const month_abbrs[] = {"", "Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                          "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
static const char *const day_names[] = {"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"};
static const char *const day_abbrs[] = {"Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"};

typedef struct ModState {
  int firstweekday;
  Value month_error, weekday_error; /* borrowed: the module holds them */
} ModState;
static RtStateKey mod_key = {"calendar", sizeof(ModState), NULL, NULL, 0};
static ModState *mod_state(void) { return rt_runtime_state(&mod_key); }

static bool isleap(int64_t y) { return y % 4 == 0 && (y % 100 != 0 || y % 400 == 0); }

static int mdays(int64_t y, int m) {
  static const int days[] = {0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  return days[m] + (m == 2 && isleap(y));
}

static int64_t floordiv(int64_t a, int64_t b) { return a / b - ((a % b != 0) && ((a < 0) != (b < 0))); }

/* Days from 1970-01-01 to y-m-d (proleptic Gregorian). */
static int64_t days_from_civil(int64_t y, int m, int d) {
  y -= m <= 2;
  int64_t era = floordiv(y, 400);
  int64_t yoe = y - era * 400;
  int64_t doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
  int64_t doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
  return era * 146097 + doe - 719468;
}

static int day_of_week(int64_t y, int m, int d) {
  int64_t days = days_from_civil(y, m, d);
  return (int)(((days % 7) + 7 + 3) % 7); /* 1970-01-01 was a Thursday (3) */
}

static _Noreturn void raise_cls(Value cls, const char *fmt, long long n) {
  Value msg = rt_str_printf(fmt, n);
  rt_cleanup_push_value(&msg);
  Value exc = rt_call(cls, 1, &msg, NULL);
  rt_cleanup_push_value(&exc); /* the unwinding drops both references */
  rt_raise_exc(exc);
}

static int month_arg(Value v) {
  int64_t m = rt_to_index(v, NULL);
  if (m < 1 || m > 12) raise_cls(mod_state()->month_error, "bad month number %lld; must be 1-12", (long long)m);
  return (int)m;
}

static int weekday_arg(Value v) {
  int64_t d = rt_to_index(v, NULL);
  if (d < 0 || d > 6) raise_cls(mod_state()->weekday_error, "bad weekday number %lld; must be 0 (Monday) to 6 (Sunday)", (long long)d);
  return (int)d;
}

/* ---- text layout ---- */

/* str.center(width) for ASCII text, as CPython pads: the odd space goes left when both the
 * margin and the width are odd. */
static void put_centered(StrBuf *sb, const char *s, int width) {
  int n = (int)strlen(s), marg = width - n;
  if (marg <= 0) {
    rt_sb_puts(sb, s);
    return;
  }
  int left = marg / 2 + (marg & width & 1);
  for (int k = 0; k < left; k++) rt_sb_putc(sb, ' ');
  rt_sb_puts(sb, s);
  for (int k = 0; k < marg - left; k++) rt_sb_putc(sb, ' ');
}

static void rstrip(StrBuf *sb, size_t from) {
  while (sb->len > from && sb->data[sb->len - 1] == ' ') sb->data[--sb->len] = 0;
}

static void newlines(StrBuf *sb, int l) {
  for (int k = 0; k < l; k++) rt_sb_putc(sb, '\n');
}

/* The weeks of a month, 7 day numbers each (0 outside the month), from weekday fwd; returns
 * how many. */
static int month_weeks(int64_t y, int m, int fwd, int weeks[6][7]) {
  int first = day_of_week(y, m, 1), lead = (first - fwd + 7) % 7, n = mdays(y, m);
  int cells = lead + n, nweeks = (cells + 6) / 7;
  for (int c = 0; c < nweeks * 7; c++) {
    int d = c - lead + 1;
    weeks[c / 7][c % 7] = d >= 1 && d <= n ? d : 0;
  }
  return nweeks;
}

static void put_weekheader(StrBuf *sb, int w, int fwd) {
  for (int k = 0; k < 7; k++) {
    const char *name = w >= 9 ? day_names[(fwd + k) % 7] : day_abbrs[(fwd + k) % 7];
    char cut[16];
    snprintf(cut, sizeof cut, "%.*s", w, name);
    if (k) rt_sb_putc(sb, ' ');
    put_centered(sb, cut, w);
  }
}

static void put_week(StrBuf *sb, const int week[7], int w) {
  for (int k = 0; k < 7; k++) {
    char day[8] = "";
    if (week[k]) snprintf(day, sizeof day, "%2d", week[k]);
    if (k) rt_sb_putc(sb, ' ');
    put_centered(sb, day, w);
  }
}

static void put_monthname(StrBuf *sb, int64_t y, int m, int width, bool withyear) {
  char s[64];
  if (withyear) snprintf(s, sizeof s, "%s %lld", month_names[m], (long long)y);
  else snprintf(s, sizeof s, "%s", month_names[m]);
  put_centered(sb, s, width);
}

static void format_month(StrBuf *sb, int64_t y, int m, int w, int l, int fwd) {
  w = w < 2 ? 2 : w;
  l = l < 1 ? 1 : l;
  size_t start = sb->len;
  put_monthname(sb, y, m, 7 * (w + 1) - 1, true);
  rstrip(sb, start);
  newlines(sb, l);
  start = sb->len;
  put_weekheader(sb, w, fwd);
  rstrip(sb, start);
  newlines(sb, l);
  int weeks[6][7], n = month_weeks(y, m, fwd, weeks);
  for (int k = 0; k < n; k++) {
    start = sb->len;
    put_week(sb, weeks[k], w);
    rstrip(sb, start);
    newlines(sb, l);
  }
}

/* One line of a year's row of months: each column centered in colwidth, c spaces apart. */
typedef void (*ColumnFn)(StrBuf *sb, int col, void *ud);

static void put_columns(StrBuf *sb, int ncols, int colwidth, int c, ColumnFn fn, void *ud) {
  size_t start = sb->len;
  for (int k = 0; k < ncols; k++) {
    if (k)
      for (int s = 0; s < c; s++) rt_sb_putc(sb, ' ');
    StrBuf cell;
    rt_sb_init(&cell);
    fn(&cell, k, ud);
    put_centered(sb, cell.data ? cell.data : "", colwidth);
    rt_sb_free(&cell);
  }
  rstrip(sb, start);
}

typedef struct YearRow {
  int64_t year;
  int first_month, w, fwd, line;
  int weeks[3 * 4][6][7], nweeks[12];
} YearRow;

static void col_name(StrBuf *sb, int col, void *ud) {
  YearRow *r = ud;
  rt_sb_puts(sb, month_names[r->first_month + col]);
}
static void col_header(StrBuf *sb, int col, void *ud) {
  (void)col;
  YearRow *r = ud;
  put_weekheader(sb, r->w, r->fwd);
}
static void col_week(StrBuf *sb, int col, void *ud) {
  YearRow *r = ud;
  if (r->line < r->nweeks[col]) put_week(sb, r->weeks[col][r->line], r->w);
}

static void format_year(StrBuf *sb, int64_t y, int w, int l, int c, int m, int fwd) {
  w = w < 2 ? 2 : w;
  l = l < 1 ? 1 : l;
  c = c < 2 ? 2 : c;
  if (m < 1) m = 1;
  if (m > 12) m = 12;
  int colwidth = (w + 1) * 7 - 1;
  char ys[32];
  snprintf(ys, sizeof ys, "%lld", (long long)y);
  size_t start = sb->len;
  put_centered(sb, ys, colwidth * m + c * (m - 1));
  rstrip(sb, start);
  newlines(sb, l);
  YearRow *r = rt_calloc(1, sizeof *r);
  int mark = rt_cleanup_push(free, r);
  r->year = y, r->w = w, r->fwd = fwd;
  for (int first = 1; first <= 12; first += m) {
    int ncols = first + m - 1 <= 12 ? m : 12 - first + 1, height = 0;
    r->first_month = first;
    for (int k = 0; k < ncols; k++) {
      r->nweeks[k] = month_weeks(y, first + k, fwd, r->weeks[k]);
      if (r->nweeks[k] > height) height = r->nweeks[k];
    }
    newlines(sb, l);
    put_columns(sb, ncols, colwidth, c, col_name, r);
    newlines(sb, l);
    put_columns(sb, ncols, colwidth, c, col_header, r);
    newlines(sb, l);
    for (r->line = 0; r->line < height; r->line++) {
      put_columns(sb, ncols, colwidth, c, col_week, r);
      newlines(sb, l);
    }
  }
  rt_cleanup_pop(mark, true);
}

/* ---- the functions ---- */

static int64_t int_arg(Value v) { return rt_to_index(v, NULL); }

static int opt_int(Value v, int dflt) { return rt_is_undef(v) ? dflt : (int)int_arg(v); }

static Value c_isleap(ARGS) {
  (void)self;
  static const char *const names[] = {"year"};
  Value a[1];
  py_parse_pyargs("isleap", argc, argv, kw, 1, names, 1, a);
  return rt_bool(isleap(int_arg(a[0])));
}

static Value c_leapdays(ARGS) {
  (void)self;
  static const char *const names[] = {"y1", "y2"};
  Value a[2];
  py_parse_pyargs("leapdays", argc, argv, kw, 2, names, 2, a);
  int64_t y1 = int_arg(a[0]) - 1, y2 = int_arg(a[1]) - 1;
  return rt_int((floordiv(y2, 4) - floordiv(y1, 4)) - (floordiv(y2, 100) - floordiv(y1, 100)) +
                (floordiv(y2, 400) - floordiv(y1, 400)));
}

static Value c_weekday(ARGS) {
  (void)self;
  static const char *const names[] = {"year", "month", "day"};
  Value a[3];
  py_parse_pyargs("weekday", argc, argv, kw, 3, names, 3, a);
  int64_t y = int_arg(a[0]), m = int_arg(a[1]), d = int_arg(a[2]);
  if (y < 1 || y > 9999) y = 2000 + ((y % 400) + 400) % 400;
  if (m < 1 || m > 12) rt_raise(RT_EXC_ValueError, "month must be in 1..12");
  if (d < 1 || d > mdays(y, (int)m)) rt_raise(RT_EXC_ValueError, "day is out of range for month");
  return rt_int(day_of_week(y, (int)m, (int)d));
}

static Value c_monthrange(ARGS) {
  (void)self;
  static const char *const names[] = {"year", "month"};
  Value a[2];
  py_parse_pyargs("monthrange", argc, argv, kw, 2, names, 2, a);
  int64_t y = int_arg(a[0]);
  int m = month_arg(a[1]);
  Value items[2] = {rt_int(day_of_week(y, m, 1)), rt_int(mdays(y, m))};
  return rt_tuple_from(2, items);
}

static Value weeks_list(int64_t y, int m, int fwd) {
  int weeks[6][7], n = month_weeks(y, m, fwd, weeks);
  Value out = rt_list_new(n);
  for (int k = 0; k < n; k++) {
    Value w = rt_list_new(7);
    for (int d = 0; d < 7; d++) rt_list_append(w, rt_int(weeks[k][d]));
    rt_list_append(out, w);
    rt_decref(w);
  }
  return out;
}

static Value c_monthcalendar(ARGS) {
  (void)self;
  static const char *const names[] = {"theyear", "themonth"};
  Value a[2];
  py_parse_pyargs("monthdayscalendar", argc, argv, kw, 2, names, 2, a);
  int64_t y = int_arg(a[0]);
  return weeks_list(y, month_arg(a[1]), mod_state()->firstweekday);
}

static Value month_text(const char *fname, int fwd, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"theyear", "themonth", "w", "l"};
  Value a[4];
  py_parse_pyargs(fname, argc, argv, kw, 4, names, 2, a);
  int64_t y = int_arg(a[0]);
  int m = month_arg(a[1]);
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  format_month(&sb, y, m, opt_int(a[2], 0), opt_int(a[3], 0), fwd);
  rt_cleanup_pop(mark, false);
  return rt_sb_to_str(&sb);
}

static Value year_text(const char *fname, int fwd, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"theyear", "w", "l", "c", "m"};
  Value a[5];
  py_parse_pyargs(fname, argc, argv, kw, 5, names, 1, a);
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  format_year(&sb, int_arg(a[0]), opt_int(a[1], 2), opt_int(a[2], 1), opt_int(a[3], 6), opt_int(a[4], 3), fwd);
  rt_cleanup_pop(mark, false);
  return rt_sb_to_str(&sb);
}

/* print(text, end='') */
static Value print_text(Value text) {
  int mark = rt_cleanup_push_value(&text);
  const char *kn[] = {"end"};
  Value kv[] = {rt_str_from_c("")};
  rt_cleanup_push_value(&kv[0]);
  Kwargs k = {1, kn, kv};
  rt_decref(rt_call(rt_builtin_lookup("print"), 1, &text, &k));
  rt_cleanup_pop(mark, true);
  return rt_none();
}

static Value c_month(ARGS) {
  (void)self;
  return month_text("formatmonth", mod_state()->firstweekday, argc, argv, kw);
}
static Value c_prmonth(ARGS) {
  (void)self;
  return print_text(month_text("prmonth", mod_state()->firstweekday, argc, argv, kw));
}
static Value c_calendar(ARGS) {
  (void)self;
  return year_text("formatyear", mod_state()->firstweekday, argc, argv, kw);
}
static Value c_prcal(ARGS) {
  (void)self;
  return print_text(year_text("pryear", mod_state()->firstweekday, argc, argv, kw));
}

static Value c_setfirstweekday(ARGS) {
  (void)self;
  static const char *const names[] = {"firstweekday"};
  Value a[1];
  py_parse_pyargs("setfirstweekday", argc, argv, kw, 1, names, 1, a);
  mod_state()->firstweekday = weekday_arg(a[0]);
  return rt_none();
}

static Value c_firstweekday(ARGS) {
  (void)self, (void)argv;
  rt_check_args("getfirstweekday", argc, kw, 0, 0, RT_ARGS_NONE);
  return rt_int(mod_state()->firstweekday);
}

static Value c_timegm(ARGS) {
  (void)self;
  static const char *const names[] = {"tuple"};
  Value a[1];
  py_parse_pyargs("timegm", argc, argv, kw, 1, names, 1, a);
  int64_t f[6];
  for (int k = 0; k < 6; k++) {
    Value v = rt_getitem(a[0], rt_int(k));
    f[k] = int_arg(v);
    rt_decref(v);
  }
  if (f[1] < 1 || f[1] > 12) rt_raise(RT_EXC_ValueError, "month must be in 1..12");
  int64_t days = days_from_civil(f[0], (int)f[1], 1) + f[2] - 1;
  return rt_int(((days * 24 + f[3]) * 60 + f[4]) * 60 + f[5]);
}

/* ---- Calendar and TextCalendar: the same with their own first weekday ---- */

static int own_fwd(Value obj) {
  Value v = rt_getattr(obj, "firstweekday");
  int d = (int)int_arg(v);
  rt_decref(v);
  return ((d % 7) + 7) % 7;
}

static Value k_init(ARGS) {
  (void)self;
  static const char *const names[] = {"self", "firstweekday"};
  Value a[2];
  py_parse_pyargs("__init__", argc, argv, kw, 2, names, 1, a);
  rt_setattr(a[0], "firstweekday", rt_is_undef(a[1]) ? rt_int(0) : a[1]);
  return rt_none();
}

static Value k_monthdayscalendar(ARGS) {
  (void)self;
  static const char *const names[] = {"self", "year", "month"};
  Value a[3];
  py_parse_pyargs("monthdayscalendar", argc, argv, kw, 3, names, 3, a);
  int64_t y = int_arg(a[1]);
  return weeks_list(y, month_arg(a[2]), own_fwd(a[0]));
}

static Value k_iterweekdays(ARGS) {
  (void)self;
  rt_check_nargs("iterweekdays", argc, kw, 1, 1);
  int fwd = own_fwd(argv[0]);
  Value l = rt_list_new(7);
  for (int k = 0; k < 7; k++) rt_list_append(l, rt_int((fwd + k) % 7));
  int mark = rt_cleanup_push_value(&l);
  Value it = rt_iter(l);
  rt_cleanup_pop(mark, true);
  return it;
}

/* The days of the month's weeks, in order: what kind asks for each (a new list). */
typedef enum { DAYS, DAYS2, DATES } DayKind;

/* The date `k` cells after the first cell of the month's first week (datetime.date). */
static Value cell_date(int64_t y, int m, int fwd, int k) {
  int lead = (day_of_week(y, m, 1) - fwd + 7) % 7;
  int64_t py = y - 1;
  int64_t ord = py * 365 + floordiv(py, 4) - floordiv(py, 100) + floordiv(py, 400) + 1;
  for (int mm = 1; mm < m; mm++) ord += mdays(y, mm);
  Value from = rt_import_attr("datetime", "date.fromordinal");
  int mark = rt_cleanup_push_value(&from);
  Value o = rt_int(ord - lead + k);
  Value r = rt_call(from, 1, &o, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value month_cells(int64_t y, int m, int fwd, DayKind kind, bool by_week) {
  int weeks[6][7], n = month_weeks(y, m, fwd, weeks);
  Value out = rt_list_new(0);
  int mark = rt_cleanup_push_value(&out);
  for (int w = 0; w < n; w++) {
    Value row = by_week ? rt_list_new(7) : out;
    if (by_week) rt_list_append(out, row), rt_decref(row);
    for (int d = 0; d < 7; d++) {
      Value v = kind == DAYS    ? rt_int(weeks[w][d])
                : kind == DAYS2 ? rt_tuple_pair(rt_int(weeks[w][d]), rt_int((fwd + d) % 7))
                                : cell_date(y, m, fwd, w * 7 + d);
      rt_list_append(row, v);
      rt_decref(v);
    }
  }
  rt_cleanup_pop(mark, false);
  return out;
}

static Value cells_method(const char *fname, int argc, const Value *argv, const Kwargs *kw, DayKind kind,
                          bool by_week) {
  static const char *const names[] = {"self", "year", "month"};
  Value a[3];
  py_parse_pyargs(fname, argc, argv, kw, 3, names, 3, a);
  int64_t y = int_arg(a[1]);
  Value l = month_cells(y, month_arg(a[2]), own_fwd(a[0]), kind, by_week);
  if (by_week) return l;
  int mark = rt_cleanup_push_value(&l);
  Value it = rt_iter(l);
  rt_cleanup_pop(mark, true);
  return it;
}

static Value k_itermonthdays(ARGS) { (void)self; return cells_method("itermonthdays", argc, argv, kw, DAYS, false); }
static Value k_itermonthdays2(ARGS) { (void)self; return cells_method("itermonthdays2", argc, argv, kw, DAYS2, false); }
static Value k_itermonthdates(ARGS) { (void)self; return cells_method("itermonthdates", argc, argv, kw, DATES, false); }
static Value k_monthdays2calendar(ARGS) {
  (void)self;
  return cells_method("monthdays2calendar", argc, argv, kw, DAYS2, true);
}
static Value k_monthdatescalendar(ARGS) {
  (void)self;
  return cells_method("monthdatescalendar", argc, argv, kw, DATES, true);
}

static Value k_formatmonth(ARGS) {
  (void)self;
  if (argc < 1) rt_raise(RT_EXC_TypeError, "formatmonth() missing 1 required positional argument: 'self'");
  return month_text("formatmonth", own_fwd(argv[0]), argc - 1, argv + 1, kw);
}
static Value k_prmonth(ARGS) {
  (void)self;
  if (argc < 1) rt_raise(RT_EXC_TypeError, "prmonth() missing 1 required positional argument: 'self'");
  return print_text(month_text("prmonth", own_fwd(argv[0]), argc - 1, argv + 1, kw));
}
static Value k_formatyear(ARGS) {
  (void)self;
  if (argc < 1) rt_raise(RT_EXC_TypeError, "formatyear() missing 1 required positional argument: 'self'");
  return year_text("formatyear", own_fwd(argv[0]), argc - 1, argv + 1, kw);
}
static Value k_pryear(ARGS) {
  (void)self;
  if (argc < 1) rt_raise(RT_EXC_TypeError, "pryear() missing 1 required positional argument: 'self'");
  return print_text(year_text("pryear", own_fwd(argv[0]), argc - 1, argv + 1, kw));
}

typedef struct Meth {
  const char *name;
  NativeFn fn;
} Meth;

static Value class_make(const char *name, Value base, const Meth *methods) {
  Value bases = rt_is_undef(base) ? rt_tuple_new(0) : rt_tuple_from(1, &base);
  Value cls = rt_class_new(name, bases);
  rt_decref(bases);
  for (const Meth *m = methods; m->name; m++) {
    char qual[64];
    snprintf(qual, sizeof qual, "%s.%s", name, m->name);
    rt_class_set(RT_AS(ClassObj, cls), m->name, rt_native_method_new(m->name, qual, m->fn, rt_none()));
  }
  rt_class_set(RT_AS(ClassObj, cls), "__module__", rt_str_from_c("calendar"));
  rt_class_finish(cls, rt_none());
  return cls;
}

static const Meth calendar_methods[] = {
    {"__init__", k_init}, {"monthdayscalendar", k_monthdayscalendar}, {"iterweekdays", k_iterweekdays},
    {"itermonthdays", k_itermonthdays}, {"itermonthdays2", k_itermonthdays2}, {"itermonthdates", k_itermonthdates},
    {"monthdays2calendar", k_monthdays2calendar}, {"monthdatescalendar", k_monthdatescalendar}, {NULL, NULL}};
static const Meth text_methods[] = {{"formatmonth", k_formatmonth}, {"prmonth", k_prmonth}, {"formatyear", k_formatyear},
                                    {"pryear", k_pryear},           {NULL, NULL}};

/* An exception class whose qualname carries the module, so an uncaught one prints as
 * CPython's "calendar.IllegalMonthError: ...". */
static Value error_class(const char *name, const char *qualname) {
  Value base = rt_exc_class(RT_EXC_ValueError);
  Value bases = rt_tuple_from(1, &base);
  Value ns = rt_dict_new();
  Value q = rt_str_from_c(qualname);
  rt_dict_set_str(ns, "__qualname__", q);
  rt_decref(q);
  Value args[3] = {rt_str_from_c(name), bases, ns};
  Value cls = rt_type_make(NULL, args, rt_undef());
  for (int k = 0; k < 3; k++) rt_decref(args[k]);
  return cls;
}

static Value names_list(const char *const *names, int n) {
  Value l = rt_list_new(n);
  for (int k = 0; k < n; k++) {
    Value s = rt_str_from_c(names[k]);
    rt_list_append(l, s);
    rt_decref(s);
  }
  return l;
}

void rt_calendar_module_init(Value m) {
  ModState *st = mod_state();
  st->month_error = error_class("IllegalMonthError", "calendar.IllegalMonthError");
  rt_module_set(m, "IllegalMonthError", st->month_error);
  st->weekday_error = error_class("IllegalWeekdayError", "calendar.IllegalWeekdayError");
  rt_module_set(m, "IllegalWeekdayError", st->weekday_error);
  static const struct {
    const char *name;
    NativeFn fn;
  } fns[] = {{"isleap", c_isleap},         {"leapdays", c_leapdays},         {"weekday", c_weekday},
             {"monthrange", c_monthrange}, {"monthcalendar", c_monthcalendar}, {"month", c_month},
             {"prmonth", c_prmonth},       {"calendar", c_calendar},         {"prcal", c_prcal},
             {"setfirstweekday", c_setfirstweekday}, {"firstweekday", c_firstweekday}, {"timegm", c_timegm}};
  for (size_t k = 0; k < sizeof fns / sizeof *fns; k++) rt_module_add_fn(m, fns[k].name, fns[k].fn);
  rt_module_set(m, "month_name", names_list(month_names, 13));
  rt_module_set(m, "month_abbr", names_list(month_abbrs, 13));
  rt_module_set(m, "day_name", names_list(day_names, 7));
  rt_module_set(m, "day_abbr", names_list(day_abbrs, 7));
  static const char *const days[] = {"MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY", "SUNDAY"};
  for (int k = 0; k < 7; k++) rt_module_set(m, days[k], rt_int(k));
  rt_module_set(m, "EPOCH", rt_int(1970));
  Value cal = class_make("Calendar", rt_undef(), calendar_methods);
  rt_module_set(m, "Calendar", cal);
  rt_module_set(m, "TextCalendar", class_make("TextCalendar", cal, text_methods));
}
