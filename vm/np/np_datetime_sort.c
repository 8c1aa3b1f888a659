/* np_datetime_sort.c — ordering datetime64/timedelta64 arrays as NumPy does: np.sort,
 * np.argsort, np.unique and the sort/argsort methods put NaT last (the counts hold NaT as
 * INT64_MIN, so they are sorted with NaT moved to the top of the range and back); and
 * np.datetime_as_string. The module's numeric sort, argsort and unique stay behind the
 * wrappers for every other argument. */
#include <stdio.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"
#include "np_datetime.h"
#include "np_stats.h"
#include "np_strarray.h"

typedef struct ModState {
  Value plain_sort, plain_argsort, plain_unique, plain_searchsorted;
} ModState;

/* the references the state owns, released with the VM */
static void mod_fini(void *p) {
  ModState *s = p;
  rt_decref(s->plain_argsort);
  rt_decref(s->plain_sort);
  rt_decref(s->plain_unique);
  rt_decref(s->plain_searchsorted);
}

/* per VM (runtime.h): a second VM importing the module makes its own, and this one's stay */
static RtStateKey mod_key = {"numpy datetime sorting", sizeof(ModState), NULL, mod_fini, 0};
static ModState *mod_state(void) { return rt_runtime_state(&mod_key); }

/* A contiguous copy of the counts with NaT as INT64_MAX (it sorts last). */
static Value nat_last(const NpTimeArr *t) {
  Value c = rt_array_astype(t->ints, DT_INT64);
  Array *a = RT_AS(Array, c);
  for (int64_t k = 0; k < a->size; k++)
    if (((int64_t *)a->data)[k] == NP_NAT) ((int64_t *)a->data)[k] = INT64_MAX;
  return c;
}

/* INT64_MAX back to NaT, in place (c: a contiguous int64 array). */
static void nat_back(Value c) {
  Array *a = RT_AS(Array, c);
  for (int64_t k = 0; k < a->size; k++)
    if (((int64_t *)a->data)[k] == INT64_MAX) ((int64_t *)a->data)[k] = NP_NAT;
}

/* fn(keys, *rest, **kw) with the time array's NaT-last keys in place of argv[0]. */
static Value call_on_keys(Value fn, Value keys, int argc, const Value *argv, const Kwargs *kw) {
  Value args[8];
  int n = argc < 8 ? argc : 8;
  args[0] = keys;
  for (int i = 1; i < n; i++) args[i] = argv[i];
  return rt_call(fn, n, args, kw);
}

static Value time_sorted(Value fn, bool indices, int argc, const Value *argv, const Kwargs *kw) {
  const NpTimeArr *t = RT_AS(NpTimeArr, argv[0]);
  Value keys = nat_last(t);
  int mark = rt_cleanup_push_value(&keys);
  Value r = call_on_keys(fn, keys, argc, argv, kw);
  rt_cleanup_pop(mark, true);
  if (indices) return r;
  Value c = rt_array_contiguous(r, false);
  rt_decref(r);
  nat_back(c);
  return np_timearr_wrap(t->kind, t->unit, c);
}

static Value f_sort(Value self, int argc, const Value *argv, const Kwargs *kw) {
  ModState *st = mod_state();
  (void)self;
  if (argc < 1 || !np_is_timearr(argv[0])) return rt_call(st->plain_sort, argc, argv, kw);
  return time_sorted(st->plain_sort, false, argc, argv, kw);
}

static Value f_argsort(Value self, int argc, const Value *argv, const Kwargs *kw) {
  ModState *st = mod_state();
  (void)self;
  if (argc < 1 || !np_is_timearr(argv[0])) return rt_call(st->plain_argsort, argc, argv, kw);
  return time_sorted(st->plain_argsort, true, argc, argv, kw);
}

/* np.unique of times: the values (first of a tuple) go back to times. */
static Value f_unique(Value self, int argc, const Value *argv, const Kwargs *kw) {
  ModState *st = mod_state();
  (void)self;
  if (argc < 1 || !np_is_timearr(argv[0])) return rt_call(st->plain_unique, argc, argv, kw);
  const NpTimeArr *t = RT_AS(NpTimeArr, argv[0]);
  Value keys = nat_last(t);
  int mark = rt_cleanup_push_value(&keys);
  Value r = call_on_keys(st->plain_unique, keys, argc, argv, kw);
  rt_cleanup_pop(mark, true);
  if (!rt_is_tuple(r)) {
    Value c = rt_array_contiguous(r, false);
    rt_decref(r);
    nat_back(c);
    return np_timearr_wrap(t->kind, t->unit, c);
  }
  Value first = RT_AS(Tuple, r)->items[0];
  Value c = rt_array_contiguous(first, false);
  nat_back(c);
  rt_decref(first);
  RT_AS(Tuple, r)->items[0] = np_timearr_wrap(t->kind, t->unit, c);
  return r;
}

/* The Python type of a's item a[i] (NumPy's .item(): dates, datetimes, timedeltas or ints by
 * unit, None for NaT), as a TypeError names it. */
static const char *item_type_name(const NpTimeArr *t, int64_t i) {
  const Array *ints = RT_AS(Array, t->ints);
  int64_t k = 0, rest = i;
  for (int d = ints->ndim - 1; d >= 0; d--) {
    k += (rest % ints->shape[d]) * ints->strides[d];
    rest /= ints->shape[d];
  }
  int64_t x;
  memcpy(&x, ints->data + k, sizeof x);
  if (x == NP_NAT || t->unit == NT_GENERIC) return "NoneType";
  if (t->unit == NT_ns) return "int";
  if (t->kind == 'M') return t->unit <= NT_D ? "datetime.date" : "datetime.datetime";
  return t->unit <= NT_M ? "int" : "datetime.timedelta";
}

/* NumPy searches text (and, in a datetime64 array, plain numbers) as objects: its first
 * comparison, a[len // 2] < v, is a TypeError. */
static void reject_object_keys(const NpTimeArr *t, Value v) {
  const Array *ints = RT_AS(Array, t->ints);
  if (ints->ndim != 1 || ints->size == 0) return;
  const char *right = NULL;
  if (rt_is_str(v) || ((rt_is_list(v) || rt_is_tuple(v)) && np_str_leaves(v))) right = "str";
  else if (np_is_bytes(v)) right = "bytes";
  else if (np_is_strarr(v)) right = RT_AS(NpStrArr, v)->bytes ? "bytes" : "str";
  else if (t->kind == 'M' && (v.tag == RT_INT || v.tag == RT_FLOAT || v.tag == RT_BOOL))
    right = v.tag == RT_INT ? "int" : v.tag == RT_FLOAT ? "float" : "bool";
  if (right)
    rt_raise(RT_EXC_TypeError, "'<' not supported between instances of '%s' and '%s'",
             item_type_name(t, ints->size >> 1), right);
}

/* np.searchsorted(a, v, side, sorter) of a time array a: a and v (times, or dates that a's
 * dtype reads) in their common unit, searched as NaT-last counts. */
static Value time_searchsorted(Value a, Value v, int argc, const Value *argv, const Kwargs *kw) {
  const NpTimeArr *t = RT_AS(NpTimeArr, a);
  reject_object_keys(t, v);
  int unit = t->unit;
  if (np_is_time(v)) unit = np_time_common_unit(t->kind, unit, RT_AS(NpTime, v)->unit);
  else if (np_is_timearr(v)) unit = np_time_common_unit(t->kind, unit, RT_AS(NpTimeArr, v)->unit);
  /* every value registered below lives until the pop at the end */
  Value dt = np_timedtype_new(t->kind, unit), aa = rt_undef(), va = rt_undef(), ka = rt_undef(),
        kv = rt_undef();
  int mark = rt_cleanup_push_value(&dt);
  rt_cleanup_push_value(&aa);
  rt_cleanup_push_value(&va);
  rt_cleanup_push_value(&ka);
  rt_cleanup_push_value(&kv);
  aa = np_callk("asarray", 2, (Value[]){a, dt}, 0, NULL, NULL);
  va = np_callk("asarray", 2, (Value[]){v, dt}, 0, NULL, NULL);
  if (!np_is_timearr(aa) || !np_is_timearr(va))
    rt_raise(RT_EXC_TypeError, "searchsorted of a datetime64/timedelta64 array needs times");
  ka = nat_last(RT_AS(NpTimeArr, aa));
  kv = nat_last(RT_AS(NpTimeArr, va));
  Value args[4] = {ka, kv, rt_undef(), rt_undef()};
  int n = argc < 4 ? argc : 4;
  for (int i = 2; i < n; i++) args[i] = argv[i];
  Value r = rt_call(mod_state()->plain_searchsorted, n < 2 ? 2 : n, args, kw);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value f_searchsorted(Value self, int argc, const Value *argv, const Kwargs *kw) {
  ModState *st = mod_state();
  (void)self;
  if (argc < 2 || !np_is_timearr(argv[0])) return rt_call(st->plain_searchsorted, argc, argv, kw);
  return time_searchsorted(argv[0], argv[1], argc, argv, kw);
}

/* a.searchsorted(v, side='left', sorter=None) */
Value np_time_searchsorted_method(Value self, int argc, const Value *argv, const Kwargs *kw) {
  if (argc < 1) rt_raise(RT_EXC_TypeError, "searchsorted() missing required argument 'v' (pos 1)");
  Value args[4] = {self, argv[0], rt_undef(), rt_undef()};
  int n = argc + 1 < 4 ? argc + 1 : 4;
  for (int i = 2; i < n; i++) args[i] = argv[i - 1];
  return time_searchsorted(self, argv[0], n, args, kw);
}

/* The methods a.sort() (in place) and a.argsort(). */
Value np_time_sort_method(Value self, int argc, const Value *argv, const Kwargs *kw) {
  NpTimeArr *t = RT_AS(NpTimeArr, self);
  Value keys = nat_last(t);
  int mark = rt_cleanup_push_value(&keys);
  Value m = rt_getattr(keys, "sort");
  rt_cleanup_push_value(&m);
  rt_decref(rt_call(m, argc, argv, kw));
  nat_back(keys);
  rt_array_assign(t->ints, keys);
  rt_cleanup_pop(mark, true);
  return rt_none();
}

Value np_time_argsort_method(Value self, int argc, const Value *argv, const Kwargs *kw) {
  Value keys = nat_last(RT_AS(NpTimeArr, self));
  int mark = rt_cleanup_push_value(&keys);
  Value m = rt_getattr(keys, "argsort");
  rt_cleanup_push_value(&m);
  Value r = rt_call(m, argc, argv, kw);
  rt_cleanup_pop(mark, true);
  return r;
}

/* ---- np.datetime_as_string(arr, unit=None, ...) ---- */

static Value time_text(char kind, int unit, int64_t v) {
  StrBuf sb;
  rt_sb_init(&sb);
  np_time_format(&sb, kind, unit, v);
  return rt_sb_to_str(&sb);
}

static Value f_datetime_as_string(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"arr", "unit", "timezone", "casting"};
  Value a[4];
  rt_parse_args("datetime_as_string", argc, argv, kw, 4, names, 1, a);
  char kind = 'M';
  int from, to = -1;
  if (!rt_is_undef(a[1]) && !rt_is_none(a[1]) && strcmp(rt_str_data(a[1]), "auto") != 0) {
    char spec[48];
    snprintf(spec, sizeof spec, "datetime64[%s]", rt_str_data(a[1]));
    Value s = rt_str_from_c(spec);
    char k2;
    bool ok = np_time_dtype_of(s, &k2, &to);
    rt_decref(s);
    if (!ok) rt_raise(RT_EXC_TypeError, "Invalid datetime unit \"%s\" in metadata", rt_str_data(a[1]));
  }
  if (np_is_time(a[0])) {
    const NpTime *s = RT_AS(NpTime, a[0]);
    if (s->kind != 'M') rt_raise(RT_EXC_TypeError, "input must have type NumPy datetime");
    from = s->unit;
    int u = to >= 0 ? to : from;
    return time_text(kind, u, s->v == NP_NAT ? NP_NAT : np_time_convert(kind, from, u, s->v));
  }
  if (!np_is_timearr(a[0]) || RT_AS(NpTimeArr, a[0])->kind != 'M')
    rt_raise(RT_EXC_TypeError, "input must have type NumPy datetime");
  const NpTimeArr *t = RT_AS(NpTimeArr, a[0]);
  return np_timearr_texts(a[0], to >= 0 ? to : t->unit, -1);
}

Value np_timearr_texts(Value arr, int u, int64_t width) {
  const NpTimeArr *t = RT_AS(NpTimeArr, arr);
  char kind = t->kind;
  int from = t->unit;
  Value ints = rt_array_contiguous(t->ints, false);
  int mark = rt_cleanup_push_value(&ints);
  const Array *x = RT_AS(Array, ints);
  Value texts = rt_list_new(x->size);
  rt_cleanup_push_value(&texts);
  int64_t longest = 1;
  for (int64_t k = 0; k < x->size; k++) {
    int64_t v = ((int64_t *)x->data)[k];
    Value s = time_text(kind, u, v == NP_NAT ? NP_NAT : np_time_convert(kind, from, u, v));
    if (RT_AS(Str, s)->nchars > longest) longest = RT_AS(Str, s)->nchars;
    rt_list_append(texts, s);
    rt_decref(s);
  }
  if (width > 0 && width < longest && kind == 'M')
    rt_raise(RT_EXC_RuntimeError, "The string provided for NumPy ISO datetime formatting was "
             "too short, with length %lld", (long long)width);
  if (width <= 0) {
    /* NumPy sizes the result for the longest text of the unit (a year of up to 17 digits);
     * a timedelta for the longest int64 and its unit name */
    static const int64_t unit_width[NT_COUNT] = {22, 25, 28, 28, 32, 35, 38, 42, 45, 48, 28};
    width = kind == 'M' ? unit_width[u] : 21;
    if (longest > width) width = longest;
  }
  Value out = np_strarr_new(x->ndim, x->shape, width);
  NpStrArr *o = RT_AS(NpStrArr, out);
  for (int64_t k = 0; k < x->size; k++) np_strarr_store(&o->items[k], RT_AS(List, texts)->items[k], width);
  rt_cleanup_pop(mark, true);
  return out;
}

/* np.datetime_data(dtype): the (unit, count) of a datetime64/timedelta64 dtype. */
static Value f_datetime_data(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("datetime_data", argc, kw, 1, 1);
  char kind;
  int unit;
  if (!np_time_dtype_of(argv[0], &kind, &unit))
    rt_raise(RT_EXC_TypeError, "cannot get datetime metadata from non-datetime type");
  Value t = rt_tuple_new(2);
  rt_tuple_set(t, 0, rt_str_from_c(unit == NT_GENERIC ? "generic" : np_time_unit_code(unit)));
  rt_tuple_set(t, 1, rt_int(1));
  return t;
}

void np_register_time_sorting(Value m) {
  ModState *st = mod_state();
  st->plain_sort = rt_getattr(m, "sort");
  st->plain_argsort = rt_getattr(m, "argsort");
  st->plain_unique = rt_getattr(m, "unique");
  st->plain_searchsorted = rt_getattr(m, "searchsorted");
  rt_module_add_fn(m, "searchsorted", f_searchsorted);
  rt_module_add_fn(m, "sort", f_sort);
  rt_module_add_fn(m, "argsort", f_argsort);
  rt_module_add_fn(m, "unique", f_unique);
  rt_module_add_fn(m, "datetime_as_string", f_datetime_as_string);
  rt_module_add_fn(m, "datetime_data", f_datetime_data);
}
