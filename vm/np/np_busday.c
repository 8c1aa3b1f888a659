/* np_busday.c — NumPy's business-day functions: np.is_busday, np.busday_count and
 * np.busday_offset (roll modes raise, nat, forward/following, backward/preceding,
 * modifiedfollowing, modifiedpreceding), with weekmask= (a '1111100' string, day names such as
 * 'Mon Tue', or seven 0/1 values) and holidays=. Dates are days since 1970-01-01, a Thursday;
 * arguments broadcast, and scalar arguments give NumPy scalars. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "np_datetime.h"
#include "np_stats.h"

typedef struct BusCal {
  bool week[7];      /* Monday first */
  int64_t *holidays; /* sorted, distinct, on weekmask days only */
  int64_t nhol;
} BusCal;

static void buscal_free(void *p) { free(((BusCal *)p)->holidays); }

static int weekday(int64_t day) { /* 0 = Monday */
  int64_t w = (day + 3) % 7;
  return (int)(w < 0 ? w + 7 : w);
}

static _Noreturn void bad_mask(Value m) {
  Value r = rt_repr(m);
  int mark = rt_cleanup_push_value(&r);
  rt_raise(RT_EXC_ValueError, "Invalid business day weekmask string, %s", rt_str_data(r));
  rt_cleanup_pop(mark, true);
}

static void parse_weekmask(Value m, bool *week) {
  for (int i = 0; i < 7; i++) week[i] = i < 5;
  if (!np_given(m)) return;
  if (!rt_is_str(m)) {
    if (rt_len(m) != 7) rt_raise(RT_EXC_ValueError, "A business day weekmask array must have length 7");
    for (int i = 0; i < 7; i++) {
      Value x = rt_getitem(m, rt_int(i));
      week[i] = rt_truthy(x);
      rt_decref(x);
    }
    return;
  }
  const char *s = rt_str_data(m);
  size_t n = strlen(s);
  if (n == 7 && strspn(s, "01") == 7) {
    for (int i = 0; i < 7; i++) week[i] = s[i] == '1';
    return;
  }
  static const char *const days[7] = {"Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"};
  for (int i = 0; i < 7; i++) week[i] = false;
  for (const char *p = s; *p;) {
    if (isspace((unsigned char)*p)) {
      p++;
      continue;
    }
    int hit = -1;
    for (int i = 0; i < 7 && hit < 0; i++)
      if (!strncmp(p, days[i], 3)) hit = i;
    if (hit < 0) bad_mask(m);
    week[hit] = true;
    p += 3;
  }
}

/* NumPy's iterator error: operand's dtype (that of src) does not cast safely to M8[D]. */
_Noreturn static void unsafe_cast(Value src, int operand) {
  Value dt = rt_getattr(src, "dtype");
  rt_cleanup_push_value(&dt);
  Value r = rt_repr(dt);
  rt_cleanup_push_value(&r);
  rt_raise(RT_EXC_TypeError,
           "Iterator operand %d dtype could not be cast from %s to dtype('<M8[D]') according to "
           "the rule 'safe'", operand, rt_str_data(r));
}

/* NumPy reads a date argument as datetime64 of the unit its values carry (an array as it is)
 * and casts that safely to days: finer units, timedeltas and numbers are its TypeError
 * (holidays: its ValueError). Text is read as NumPy reads it; other values pass. */
static void check_day_cast(Value v, int operand) {
  if (v.tag == RT_INT)
    rt_raise(RT_EXC_ValueError, "Converting an integer to a NumPy datetime requires a specified unit");
  Value src = rt_undef(), dt = rt_undef();
  int mark = rt_cleanup_push_value(&src);
  rt_cleanup_push_value(&dt);
  if (np_is_timearr(v) || np_is_time(v) || rt_is_array(v)) {
    src = v;
    rt_incref(src);
  } else if (rt_is_str(v) || rt_is_list(v) || rt_is_tuple(v)) {
    dt = rt_str_from_c("datetime64");
    src = np_callk("asarray", 2, (Value[]){v, dt}, 0, NULL, NULL);
  }
  bool bad = false;
  if (np_is_timearr(src) || np_is_time(src)) {
    char kind = np_is_time(src) ? RT_AS(NpTime, src)->kind : RT_AS(NpTimeArr, src)->kind;
    int unit = np_is_time(src) ? RT_AS(NpTime, src)->unit : RT_AS(NpTimeArr, src)->unit;
    bad = kind != 'M' || (unit > NT_D && unit != NT_GENERIC);
  } else if (rt_is_array(src)) {
    bad = true;
  }
  if (bad) {
    if (operand < 0)
      rt_raise(RT_EXC_ValueError, "Cannot safely convert provided holidays input into an array of dates");
    unsafe_cast(src, operand);
  }
  rt_cleanup_pop(mark, true);
}

/* Days since the epoch of a date-like argument (strs, datetime64s, lists, arrays): a new
 * contiguous int64 array (NaT as NP_NAT); *scalar when the argument was a single date.
 * operand: its place in NumPy's iterator (-1: holidays). */
static Value days_of(Value v, bool *scalar, int operand) {
  if (scalar) *scalar = rt_is_str(v) || np_is_time(v);
  check_day_cast(v, operand);
  Value dt = rt_str_from_c("datetime64[D]");
  int mark = rt_cleanup_push_value(&dt);
  Value args[2] = {v, dt};
  Value t = np_callk("asarray", 2, args, 0, NULL, NULL);
  rt_cleanup_push_value(&t);
  if (!np_is_timearr(t)) rt_raise(RT_EXC_TypeError, "Cannot convert to datetime64[D]");
  Value r = rt_array_astype(RT_AS(NpTimeArr, t)->ints, DT_INT64);
  rt_cleanup_pop(mark, true);
  return r;
}

static int cmp_i64(const void *a, const void *b) {
  int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
  return (x > y) - (x < y);
}

/* The calendar of weekmask= and holidays= (NaT and off-mask holidays dropped). */
static void buscal_init(BusCal *c, Value weekmask, Value holidays) {
  parse_weekmask(weekmask, c->week);
  bool any = false;
  for (int i = 0; i < 7; i++) any |= c->week[i];
  if (!any) rt_raise(RT_EXC_ValueError, "Cannot construct a business day calendar with no valid business days");
  c->holidays = NULL;
  c->nhol = 0;
  if (!np_given(holidays)) return;
  Value h = days_of(holidays, NULL, -1);
  int mark = rt_cleanup_push_value(&h);
  const Array *a = RT_AS(Array, h);
  c->holidays = malloc(sizeof(int64_t) * (size_t)(a->size ? a->size : 1));
  for (int64_t k = 0; k < a->size; k++) {
    int64_t d = ((int64_t *)a->data)[k];
    if (d != NP_NAT && c->week[weekday(d)]) c->holidays[c->nhol++] = d;
  }
  if (c->nhol > 1) qsort(c->holidays, (size_t)c->nhol, sizeof(int64_t), cmp_i64);
  int64_t n = 0;
  for (int64_t k = 0; k < c->nhol; k++)
    if (!n || c->holidays[n - 1] != c->holidays[k]) c->holidays[n++] = c->holidays[k];
  c->nhol = n;
  rt_cleanup_pop(mark, true);
}

static bool is_holiday(const BusCal *c, int64_t d) {
  return c->nhol > 0 && bsearch(&d, c->holidays, (size_t)c->nhol, sizeof(int64_t), cmp_i64) != NULL;
}

static bool valid(const BusCal *c, int64_t d) { return c->week[weekday(d)] && !is_holiday(c, d); }

/* Valid days in [a, b), a <= b: whole weeks at once, then the rest, less the holidays. */
static int64_t count_between(const BusCal *c, int64_t a, int64_t b) {
  int per_week = 0;
  for (int i = 0; i < 7; i++) per_week += c->week[i];
  int64_t weeks = (b - a) / 7, n = weeks * per_week;
  for (int64_t d = a + weeks * 7; d < b; d++) n += c->week[weekday(d)];
  for (int64_t k = 0; k < c->nhol; k++) n -= c->holidays[k] >= a && c->holidays[k] < b;
  return n;
}

/* Shared argument handling: the calendar from the keyword arguments (busdaycal= cannot be
 * given: np.busdaycalendar is not there to make one). */
static int calendar_from(BusCal *c, Value weekmask, Value holidays, Value busdaycal) {
  (void)busdaycal;
  c->holidays = NULL;
  int mark = rt_cleanup_push(buscal_free, c);
  buscal_init(c, weekmask, holidays);
  return mark;
}

static Value f_is_busday(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"dates", "weekmask", "holidays", "busdaycal", "out"};
  Value a[5];
  rt_parse_args("is_busday", argc, argv, kw, 5, names, 1, a);
  BusCal c;
  int mark = calendar_from(&c, a[1], a[2], a[3]);
  bool scalar;
  Value d = days_of(a[0], &scalar, 0);
  rt_cleanup_push_value(&d);
  const Array *x = RT_AS(Array, d);
  Value out = rt_array_new(DT_BOOL, x->ndim, x->shape, false);
  for (int64_t k = 0; k < x->size; k++) {
    int64_t v = ((int64_t *)x->data)[k];
    RT_AS(Array, out)->data[k] = v != NP_NAT && valid(&c, v);
  }
  rt_cleanup_pop(mark, true);
  if (!scalar) return out;
  Value s = rt_npscalar_new(DT_BOOL, RT_AS(Array, out)->data);
  rt_decref(out);
  return s;
}

/* Two date arguments (or a date and offsets) broadcast: shapes into nd/shape, both as
 * contiguous int64 arrays of that shape. */
static void broadcast_pair(Value *x, Value *y, int *nd, int64_t *shape) {
  const Array *a = RT_AS(Array, *x), *b = RT_AS(Array, *y);
  *nd = rt_broadcast_shapes(a->ndim, a->shape, b->ndim, b->shape, shape);
  for (int i = 0; i < 2; i++) {
    Value *p = i ? y : x;
    Value v = rt_array_broadcast_to(*p, *nd, shape);
    Value c = rt_array_contiguous(v, true);
    rt_decref(v);
    rt_decref(*p);
    *p = c;
  }
}

static Value f_busday_count(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"begindates", "enddates", "weekmask", "holidays",
                                      "busdaycal", "out"};
  Value a[6];
  rt_parse_args("busday_count", argc, argv, kw, 6, names, 2, a);
  BusCal c;
  int mark = calendar_from(&c, a[2], a[3], a[4]);
  bool s1, s2;
  Value b = days_of(a[0], &s1, 0), e = rt_undef();
  rt_cleanup_push_value(&b);
  rt_cleanup_push_value(&e);
  e = days_of(a[1], &s2, 1);
  int nd;
  int64_t shape[RT_MAXDIM];
  broadcast_pair(&b, &e, &nd, shape);
  Value out = rt_array_new(DT_INT64, nd, shape, false);
  int64_t *o = (int64_t *)RT_AS(Array, out)->data;
  const int64_t *pb = (const int64_t *)RT_AS(Array, b)->data, *pe = (const int64_t *)RT_AS(Array, e)->data;
  for (int64_t k = 0; k < RT_AS(Array, out)->size; k++) {
    if (pb[k] == NP_NAT || pe[k] == NP_NAT) {
      rt_decref(out);
      rt_raise(RT_EXC_ValueError, "Cannot compute a business day count with a NaT (not-a-time) date");
    }
    o[k] = pb[k] <= pe[k] ? count_between(&c, pb[k], pe[k]) : -count_between(&c, pe[k], pb[k]);
  }
  rt_cleanup_pop(mark, true);
  if (!(s1 && s2)) return out;
  Value s = rt_npscalar_new(DT_INT64, o);
  rt_decref(out);
  return s;
}

/* A date moved onto a valid day as roll asks (NP_NAT for 'nat'). */
static int64_t roll_date(const BusCal *c, int64_t d, const char *roll) {
  if (valid(c, d)) return d;
  if (!strcmp(roll, "raise")) rt_raise(RT_EXC_ValueError, "Non-business day date in busday_offset");
  if (!strcmp(roll, "nat")) return NP_NAT;
  bool fwd = !strcmp(roll, "forward") || !strcmp(roll, "following") ||
             !strcmp(roll, "modifiedfollowing");
  int64_t r = d;
  while (!valid(c, r)) r += fwd ? 1 : -1;
  bool modified = !strncmp(roll, "modified", 8);
  if (modified) { /* crossing into another month: go the other way instead */
    int64_t ym_d = np_time_convert('M', NT_D, NT_M, d), ym_r = np_time_convert('M', NT_D, NT_M, r);
    if (ym_d != ym_r) {
      r = d;
      while (!valid(c, r)) r += fwd ? -1 : 1;
    }
  }
  return r;
}

static Value f_busday_offset(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"dates", "offsets", "roll", "weekmask", "holidays",
                                      "busdaycal", "out"};
  Value a[7];
  rt_parse_args("busday_offset", argc, argv, kw, 7, names, 2, a);
  const char *roll = np_given(a[2]) ? rt_str_data(a[2]) : "raise";
  static const char *const rolls[] = {"raise", "nat", "forward", "following", "backward",
                                      "preceding", "modifiedfollowing", "modifiedpreceding"};
  bool known = false;
  for (size_t i = 0; i < sizeof rolls / sizeof rolls[0]; i++) known |= !strcmp(roll, rolls[i]);
  if (!known) rt_raise(RT_EXC_ValueError, "Invalid business day roll parameter \"%s\"", roll);
  BusCal c;
  int mark = calendar_from(&c, a[3], a[4], a[5]);
  bool s1;
  Value d = days_of(a[0], &s1, 0), off = rt_undef();
  rt_cleanup_push_value(&d);
  rt_cleanup_push_value(&off);
  off = rt_array_from_value(a[1], DT_INT64);
  bool s2 = RT_AS(Array, off)->ndim == 0 && !rt_is_array(a[1]);
  int nd;
  int64_t shape[RT_MAXDIM];
  broadcast_pair(&d, &off, &nd, shape);
  Value ints = rt_array_new(DT_INT64, nd, shape, false);
  rt_cleanup_push_value(&ints);
  int64_t *o = (int64_t *)RT_AS(Array, ints)->data;
  const int64_t *pd = (const int64_t *)RT_AS(Array, d)->data, *po = (const int64_t *)RT_AS(Array, off)->data;
  for (int64_t k = 0; k < RT_AS(Array, ints)->size; k++) {
    int64_t r = pd[k] == NP_NAT ? NP_NAT : roll_date(&c, pd[k], roll);
    for (int64_t n = po[k]; r != NP_NAT && n != 0; n += n > 0 ? -1 : 1) {
      do r += n > 0 ? 1 : -1;
      while (!valid(&c, r));
    }
    o[k] = r;
  }
  rt_incref(ints);
  rt_cleanup_pop(mark, true);
  if (s1 && s2) {
    Value s = np_time_new('M', NT_D, o[0]);
    rt_decref(ints);
    return s;
  }
  return np_timearr_wrap('M', NT_D, ints);
}

void np_register_busday(Value m) {
  rt_module_add_fn(m, "is_busday", f_is_busday);
  rt_module_add_fn(m, "busday_count", f_busday_count);
  rt_module_add_fn(m, "busday_offset", f_busday_offset);
}
