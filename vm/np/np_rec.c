/* np_rec.c — NumPy's record arrays: the class np.recarray (np.recarray(shape, dtype=...),
 * isinstance, a.view(np.recarray)), np.record, and the module np.rec (array, fromarrays,
 * fromrecords), as NumPy 1.24 has them. A recarray is a structured array of np_recarray.c
 * with its `rec` flag set: its fields are attributes (r.x, r.x = v), its records are np.record
 * (rec[0].x), and it prints as rec.array(...). Formats left to infer (fromrecords,
 * fromarrays) are the dtypes np.array gives each column. */
#include <stdio.h>
#include <string.h>

#include "np_record.h"
#include "np_stats.h"
#include "../base/error.h"
#include "../obj/dict.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"

typedef struct ModState {
  Value recarray_class;
} ModState;

/* the references the state owns, released with the VM */
static void mod_fini(void *p) {
  ModState *s = p;
  rt_decref(s->recarray_class);
}

/* per VM (runtime.h): a second VM importing the module makes its own, and this one's stay */
static RtStateKey mod_key = {"numpy.recarray", sizeof(ModState), NULL, mod_fini, 0};
static ModState *mod_state(void) { return rt_runtime_state(&mod_key); }

Value np_recarray_class(void) { return mod_state()->recarray_class; }

/* ---- dtypes from names and formats ---- */

/* The field names a names= argument gives ('a,b', 'a, b', or a list of strs), padded with
 * NumPy's defaults f<i> up to n: a new list. */
static Value field_names(Value names, int64_t n) {
  Value out = rt_list_new(n), it = rt_undef();
  int mark = rt_cleanup_push_value(&out);
  rt_cleanup_push_value(&it);
  if (rt_is_str(names)) {
    const char *s = rt_str_data(names);
    while (*s) {
      const char *e = strchr(s, ',');
      size_t len = e ? (size_t)(e - s) : strlen(s);
      size_t a = 0, b = len;
      while (a < b && s[a] == ' ') a++;
      while (b > a && s[b - 1] == ' ') b--;
      Value nm = rt_str_new(s + a, b - a);
      rt_list_append(out, nm);
      rt_decref(nm);
      s += len + (e ? 1 : 0);
    }
  } else if (np_given(names)) {
    Value nm;
    it = rt_iter(names);
    while (rt_next(it, &nm)) {
      rt_list_append(out, nm);
      rt_decref(nm);
    }
  }
  for (int64_t i = RT_AS(List, out)->n; i < n; i++) {
    Value nm = rt_str_printf("f%lld", (long long)i);
    rt_list_append(out, nm);
    rt_decref(nm);
  }
  rt_cleanup_pop(mark + 1, true); /* the iterator goes; out is the result */
  rt_cleanup_pop(mark, false);
  return out;
}

/* [(name, dtype of column), ...] for the given columns (arrays), a new list. */
static Value spec_of(Value cols, Value names) {
  int64_t n = RT_AS(List, cols)->n;
  Value nm = field_names(names, n), spec = rt_undef();
  int mark = rt_cleanup_push_value(&nm);
  rt_cleanup_push_value(&spec);
  spec = rt_list_new(n);
  for (int64_t j = 0; j < n; j++) {
    Value t = rt_tuple_new(2);
    rt_tuple_set(t, 0, (rt_incref(RT_AS(List, nm)->items[j]), RT_AS(List, nm)->items[j]));
    rt_tuple_set(t, 1, rt_getattr(RT_AS(List, cols)->items[j], "dtype"));
    rt_list_append(spec, t);
    rt_decref(t);
  }
  Value r = spec;
  spec = rt_undef();
  rt_cleanup_pop(mark, true);
  return r;
}

/* ---- np.rec.fromarrays / fromrecords / array ---- */

static Value as_rec(Value structured) {
  int mark = rt_cleanup_push_value(&structured);
  if (!np_is_recarr(structured))
    rt_raise(RT_EXC_TypeError, "a record array needs a structured dtype");
  Value r = np_rec_as_recarray(structured);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value from_arrays(Value arrays, Value dtype, Value names) {
  Value cols = rt_list_new(0), out = rt_undef();
  int mark = rt_cleanup_push_value(&cols);
  rt_cleanup_push_value(&out);
  Value it = rt_iter(arrays), x;
  rt_cleanup_push_value(&it);
  while (rt_next(it, &x)) {
    Value a = np_call1("asarray", x);
    rt_decref(x);
    rt_list_append(cols, a);
    rt_decref(a);
  }
  int64_t n = RT_AS(List, cols)->n;
  if (n == 0) rt_raise(RT_EXC_ValueError, "Must define formats (or dtype) if object is empty");
  Value shape = rt_getattr(RT_AS(List, cols)->items[0], "shape");
  rt_cleanup_push_value(&shape);
  Value spec = np_given(dtype) ? (rt_incref(dtype), dtype) : spec_of(cols, names);
  rt_cleanup_push_value(&spec);
  const char *kw[] = {"dtype"};
  out = np_callk("zeros", 1, &shape, 1, kw, &spec);
  NpRecDtype *d = RT_AS(NpRecDtype, RT_AS(NpRecArr, out)->dtype);
  if (d->nfields != n) rt_raise(RT_EXC_ValueError, "mismatch between the number of fields and "
                                                   "the number of arrays");
  for (int64_t j = 0; j < n; j++) rt_setitem(out, d->fields[j].name, RT_AS(List, cols)->items[j]);
  Value r = out;
  out = rt_undef();
  rt_cleanup_pop(mark, true);
  return as_rec(r);
}

/* The records as tuples (NumPy takes lists of lists too), a new list. */
static Value record_tuples(Value recs) {
  Value out = rt_list_new(0);
  int mark = rt_cleanup_push_value(&out);
  Value it = rt_iter(recs), r;
  rt_cleanup_push_value(&it);
  while (rt_next(it, &r)) {
    Value t = rt_is_list(r) ? rt_tuple_from(RT_AS(List, r)->n, RT_AS(List, r)->items) : r;
    if (rt_is_list(r)) rt_decref(r);
    rt_list_append(out, t);
    rt_decref(t);
  }
  rt_cleanup_pop(mark, false); /* out is the result; the iterator goes */
  rt_decref(it);
  return out;
}

static Value from_records(Value recs, Value dtype, Value names) {
  Value tuples = record_tuples(recs), cols = rt_undef(), spec = rt_undef();
  int mark = rt_cleanup_push_value(&tuples);
  rt_cleanup_push_value(&cols);
  rt_cleanup_push_value(&spec);
  if (np_given(dtype)) {
    spec = dtype;
    rt_incref(spec);
  } else { /* each column's dtype as np.array infers it */
    List *l = RT_AS(List, tuples);
    if (l->n == 0) rt_raise(RT_EXC_ValueError, "Must define formats (or dtype) if object is empty");
    int64_t nf = rt_len(l->items[0]);
    cols = rt_list_new(nf);
    for (int64_t j = 0; j < nf; j++) {
      Value col = rt_list_new(l->n);
      for (int64_t i = 0; i < l->n; i++) {
        Value e = rt_getitem(l->items[i], rt_int(j));
        rt_list_append(col, e);
        rt_decref(e);
      }
      Value a = np_call1("array", col);
      rt_decref(col);
      rt_list_append(cols, a);
      rt_decref(a);
    }
    spec = spec_of(cols, names);
  }
  const char *kw[] = {"dtype"};
  Value out = np_callk("array", 1, &tuples, 1, kw, &spec);
  rt_cleanup_pop(mark, true);
  return as_rec(out);
}

static Value f_fromarrays(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"arrayList", "dtype", "shape", "formats", "names"};
  Value a[5];
  rt_parse_args("fromarrays", argc, argv, kw, 5, names, 1, a);
  return from_arrays(a[0], a[1], a[4]);
}

static Value f_fromrecords(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"recList", "dtype", "shape", "formats", "names"};
  Value a[5];
  rt_parse_args("fromrecords", argc, argv, kw, 5, names, 1, a);
  return from_records(a[0], a[1], a[4]);
}

/* np.rec.array(obj, dtype=None, shape=None, offset=0, strides=None, formats=None, names=None,
 * titles=None, aligned=False, byteorder=None, copy=True) */
static Value f_rec_array(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"obj", "dtype", "shape", "offset", "strides", "formats",
                                      "names", "titles", "aligned", "byteorder", "copy"};
  Value a[11];
  rt_parse_args("array", argc, argv, kw, 11, names, 1, a);
  if (np_is_recarr(a[0])) {
    bool copy = rt_is_undef(a[10]) || rt_truthy(a[10]);
    if (!copy) return np_rec_as_recarray(a[0]);
    return as_rec(np_callk("array", 1, &a[0], 0, NULL, NULL));
  }
  if (rt_is_list(a[0]) || rt_is_tuple(a[0])) {
    bool records = false;
    if (rt_len(a[0]) > 0) {
      Value first = rt_getitem(a[0], rt_int(0));
      records = rt_is_tuple(first) || rt_is_list(first);
      rt_decref(first);
    }
    if (records || np_given(a[1])) return from_records(a[0], a[1], a[6]);
  }
  rt_raise(RT_EXC_TypeError, "np.rec.array takes records (a list of tuples) or a structured "
                             "array in Weft");
}

/* np.recarray(shape, dtype=None, buf=None, offset=0, strides=None, formats=None, names=None,
 * ...): a recarray of that shape (zeroed, where NumPy leaves the memory as it finds it). */
static Value f_recarray(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"shape", "dtype", "buf", "offset", "strides", "formats",
                                      "names", "titles", "byteorder", "aligned", "order"};
  Value a[11];
  rt_parse_args("recarray", argc, argv, kw, 11, names, 1, a);
  Value spec = a[1];
  if (!np_given(spec)) {
    if (!np_given(a[5])) rt_raise(RT_EXC_ValueError, "Must define formats (or dtype) if object "
                                                      "is empty");
    Value d = rt_dict_new();
    int mark = rt_cleanup_push_value(&d);
    Value fm = rt_is_str(a[5]) ? field_names(a[5], 0) : (rt_incref(a[5]), a[5]);
    rt_cleanup_push_value(&fm);
    Value nm = field_names(a[6], rt_len(fm));
    rt_cleanup_push_value(&nm);
    Value k = rt_str_from_c("names");
    rt_cleanup_push_value(&k);
    rt_setitem(d, k, nm);
    rt_decref(k);
    k = rt_str_from_c("formats");
    rt_setitem(d, k, fm);
    const char *kwn[] = {"dtype"};
    Value r = np_callk("zeros", 1, &a[0], 1, kwn, &d);
    rt_cleanup_pop(mark, true);
    return as_rec(r);
  }
  const char *kwn[] = {"dtype"};
  return as_rec(np_callk("zeros", 1, &a[0], 1, kwn, &spec));
}

static bool is_recarray(Value v) { return np_is_recarr(v) && RT_AS(NpRecArr, v)->rec; }
static bool is_record(Value v) { return np_is_void(v) && RT_AS(NpVoid, v)->rec; }

static Value f_record(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self, (void)argc, (void)argv, (void)kw;
  rt_raise(RT_EXC_TypeError, "np.record() is made by indexing a recarray in Weft");
}

void np_register_rec(Value m) {
  ModState *st = mod_state();
  st->recarray_class = rt_native_class("recarray", f_recarray, is_recarray, "<class 'numpy.recarray'>");
  rt_incref(st->recarray_class); /* the module's reference and ours */
  rt_module_set(m, "recarray", st->recarray_class);
  rt_module_set(m, "record", rt_native_class("record", f_record, is_record,
                                             "<class 'numpy.record'>"));
  Value rec = rt_module_new("numpy.rec");
  rt_module_add_fn(rec, "array", f_rec_array);
  rt_module_add_fn(rec, "fromarrays", f_fromarrays);
  rt_module_add_fn(rec, "fromrecords", f_fromrecords);
  rt_module_set(m, "rec", rec);
}
