/* np_recfunctions.c — numpy.lib.recfunctions, the functions course code uses on structured
 * arrays: structured_to_unstructured, unstructured_to_structured, append_fields, drop_fields,
 * rename_fields and get_names. They work on the arrays through their Python-level operations
 * (a[name], np.empty, dtype lists), as NumPy's recfunctions.py does, for structures of plain
 * (non-nested, non-subarray) fields; append_fields' masked result (usemask=True, its default)
 * is a masked structured array (np_ma_rec.c) masked where base or data was padded, and an
 * unmasked one holds NumPy's fill values there (np_recjoin.c). */
#include <string.h>

#include "../base/error.h"
#include "np_course.h"
#include "np_ma.h"
#include "np_record.h"
#include "np_stats.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

/* The field names of a structured array's dtype (a tuple), NumPy's error for another array. */
static Value names_of(Value a) {
  Value dt = rt_getattr(a, "dtype");
  int mark = rt_cleanup_push_value(&dt);
  Value n = rt_getattr(dt, "names");
  if (rt_is_none(n)) rt_raise(RT_EXC_TypeError, "'NoneType' object is not iterable");
  rt_cleanup_pop(mark, true);
  return n;
}

static Value field_dtype(Value a, Value name) {
  Value dt = rt_getattr(a, "dtype");
  int mark = rt_cleanup_push_value(&dt);
  Value f = rt_getitem(dt, name);
  rt_cleanup_pop(mark, true);
  return f;
}

static Value empty(Value shape, Value dtype) {
  return np_callk("empty", 2, (Value[]){shape, dtype}, 0, NULL, NULL);
}

/* a[..., i] */
static Value last_axis_key(int64_t i) {
  return rt_tuple_from(2, (Value[]){rt_ellipsis(), rt_int(i)});
}

static Value f_structured_to_unstructured(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"arr", "dtype", "copy", "casting"};
  Value v[4];
  rt_parse_args("structured_to_unstructured", argc, argv, kw, 4, names, 1, v);
  Value t[5] = {names_of(v[0]), rt_undef(), rt_undef(), rt_undef(), rt_undef()};
  int mark = rt_cleanup_push_value(&t[0]);
  for (int i = 1; i < 5; i++) rt_cleanup_push_value(&t[i]);
  int64_t n = rt_len(t[0]);
  t[1] = rt_list_new(n);
  for (int64_t i = 0; i < n; i++) {
    Value f = field_dtype(v[0], RT_AS(Tuple, t[0])->items[i]);
    rt_list_append(t[1], f);
    rt_decref(f);
  }
  t[2] = np_given(v[1]) ? (rt_incref(v[1]), v[1])
                        : np_callk("result_type", (int)n, RT_AS(List, t[1])->items, 0, NULL, NULL);
  Value shape = rt_getattr(v[0], "shape");
  rt_cleanup_push_value(&shape);
  Value one = rt_tuple_from(1, (Value[]){rt_int(n)});
  t[3] = rt_binop(RT_OP_ADD, shape, one);
  rt_decref(one);
  t[4] = empty(t[3], t[2]);
  for (int64_t i = 0; i < n; i++) {
    Value col = rt_getitem(v[0], RT_AS(Tuple, t[0])->items[i]), key = last_axis_key(i);
    rt_setitem(t[4], key, col);
    rt_decref(col), rt_decref(key);
  }
  Value r = t[4];
  rt_incref(r);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value f_unstructured_to_structured(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"arr", "dtype", "names", "align", "copy", "casting"};
  Value v[6];
  rt_parse_args("unstructured_to_structured", argc, argv, kw, 6, names, 1, v);
  Value t[4] = {np_call1("asarray", v[0]), rt_undef(), rt_undef(), rt_undef()};
  int mark = rt_cleanup_push_value(&t[0]);
  for (int i = 1; i < 4; i++) rt_cleanup_push_value(&t[i]);
  const Array *a = RT_AS(Array, t[0]);
  if (a->ndim == 0) rt_raise(RT_EXC_ValueError, "arr must have at least one dimension");
  int64_t n = a->shape[a->ndim - 1];
  if (np_given(v[1])) {
    t[1] = np_call1("dtype", v[1]);
  } else { /* n fields f0.. (or names=) of arr's dtype */
    Value spec = rt_list_new(n), adt = rt_getattr(t[0], "dtype");
    rt_cleanup_push_value(&spec);
    rt_cleanup_push_value(&adt);
    for (int64_t i = 0; i < n; i++) {
      Value nm = np_given(v[2]) ? rt_getitem(v[2], rt_int(i)) : rt_str_printf("f%lld", (long long)i);
      Value e = rt_tuple_from(2, (Value[]){nm, adt});
      rt_list_append(spec, e);
      rt_decref(e), rt_decref(nm);
    }
    t[1] = np_call1("dtype", spec);
    rt_cleanup_pop(mark + 4, true);
  }
  t[2] = rt_getattr(t[1], "names");
  if (rt_is_none(t[2]) || rt_len(t[2]) != n)
    rt_raise(RT_EXC_ValueError, "The length of the last dimension of arr must be equal to the "
                                "number of fields in dtype");
  Value shape = rt_tuple_new(a->ndim - 1);
  for (int d = 0; d < a->ndim - 1; d++) rt_tuple_set(shape, d, rt_int(a->shape[d]));
  rt_cleanup_push_value(&shape);
  t[3] = empty(shape, t[1]);
  for (int64_t i = 0; i < n; i++) {
    Value key = last_axis_key(i);
    Value col = rt_getitem(t[0], key);
    rt_setitem(t[3], RT_AS(Tuple, t[2])->items[i], col);
    rt_decref(col), rt_decref(key);
  }
  Value r = t[3];
  rt_incref(r);
  rt_cleanup_pop(mark, true);
  return r;
}

/* A new structured array of base's records with the fields listed in keep (a list of names)
 * and then the extra (name, array) pairs; dtype entries follow the same order. */
static Value rebuild(Value base, Value keep, Value extra_names, Value extra_data) {
  Value spec = rt_list_new(0), t[2] = {rt_undef(), rt_undef()};
  int mark = rt_cleanup_push_value(&spec);
  rt_cleanup_push_value(&t[0]);
  rt_cleanup_push_value(&t[1]);
  int64_t nk = rt_len(keep), ne = rt_is_undef(extra_names) ? 0 : rt_len(extra_names);
  for (int64_t i = 0; i < nk + ne; i++) {
    Value nm = i < nk ? RT_AS(List, keep)->items[i] : RT_AS(List, extra_names)->items[i - nk];
    Value dt = i < nk ? field_dtype(base, nm) : rt_getattr(RT_AS(List, extra_data)->items[i - nk], "dtype");
    Value e = rt_tuple_from(2, (Value[]){nm, dt});
    rt_list_append(spec, e);
    rt_decref(e), rt_decref(dt);
  }
  t[0] = np_call1("dtype", spec);
  Value shape = rt_getattr(base, "shape");
  rt_cleanup_push_value(&shape);
  t[1] = empty(shape, t[0]);
  for (int64_t i = 0; i < nk + ne; i++) {
    Value nm = i < nk ? RT_AS(List, keep)->items[i] : RT_AS(List, extra_names)->items[i - nk];
    Value col = i < nk ? rt_getitem(base, nm) : (rt_incref(RT_AS(List, extra_data)->items[i - nk]),
                                                 RT_AS(List, extra_data)->items[i - nk]);
    rt_setitem(t[1], nm, col);
    rt_decref(col);
  }
  Value r = t[1];
  rt_incref(r);
  rt_cleanup_pop(mark, true);
  return r;
}

/* names= and data= as lists (a single name and array are wrapped), data as arrays (cast to
 * dtypes= when given). */
static void as_lists(Value names, Value data, Value dtypes, Value *nl, Value *dl) {
  bool single = rt_is_str(names);
  *nl = rt_list_new(0);
  *dl = rt_list_new(0);
  int64_t n = single ? 1 : rt_len(names);
  for (int64_t i = 0; i < n; i++) {
    Value nm = single ? (rt_incref(names), names) : rt_getitem(names, rt_int(i));
    Value d = single ? (rt_incref(data), data) : rt_getitem(data, rt_int(i)), a;
    if (np_given(dtypes)) {
      Value dt = rt_is_list(dtypes) || rt_is_tuple(dtypes) ? rt_getitem(dtypes, rt_int(i))
                                                           : (rt_incref(dtypes), dtypes);
      a = np_callk("asarray", 2, (Value[]){d, dt}, 0, NULL, NULL);
      rt_decref(dt);
    } else {
      a = np_call1("asarray", d);
    }
    rt_list_append(*nl, nm);
    rt_list_append(*dl, a);
    rt_decref(nm), rt_decref(d), rt_decref(a);
  }
  if (!single && rt_len(data) != n)
    rt_raise(RT_EXC_ValueError, "The number of arrays does not match the number of names");
}

static Value as_rec(Value r, Value asrecarray) {
  if (!np_given(asrecarray) || !rt_truthy(asrecarray)) return r;
  Value q = np_rec_as_recarray(r);
  rt_decref(r);
  return q;
}

static Value f_append_fields(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"base", "names", "data", "dtypes", "fill_value", "usemask",
                                      "asrecarray"};
  Value v[7];
  rt_parse_args("append_fields", argc, argv, kw, 7, names, 3, v);
  bool usemask = rt_is_undef(v[5]) || rt_truthy(v[5]);
  Value nl = rt_undef(), dl = rt_undef(), keep = rt_undef();
  int mark = rt_cleanup_push_value(&nl);
  rt_cleanup_push_value(&dl);
  rt_cleanup_push_value(&keep);
  as_lists(v[1], v[2], v[3], &nl, &dl);
  Value bn = names_of(v[0]);
  keep = rt_list_new(0);
  for (int64_t i = 0; i < rt_len(bn); i++) rt_list_append(keep, RT_AS(Tuple, bn)->items[i]);
  rt_decref(bn);
  int64_t len = rt_len(v[0]);
  bool fits = true; /* data as long as base: NumPy's result is base's fields and data's */
  for (int64_t i = 0; i < rt_len(dl); i++) fits &= rt_len(RT_AS(List, dl)->items[i]) == len;
  Value r = fits ? rebuild(v[0], keep, nl, dl) : np_rec_append_padded(v[0], nl, dl, v[4]);
  if (usemask) { /* masked where base or a data array was padded to the longest */
    r = np_ma_rec_result(r, false, v[6], "append_fields");
    rt_cleanup_push_value(&r);
    int64_t total = rt_len(r);
    for (int64_t i = 0; i < rt_len(keep); i++)
      np_ma_rec_set_mask(r, RT_AS(List, keep)->items[i], len, total, true);
    for (int64_t i = 0; i < rt_len(dl); i++)
      np_ma_rec_set_mask(r, RT_AS(List, nl)->items[i], rt_len(RT_AS(List, dl)->items[i]), total, true);
    rt_cleanup_pop(mark + 3, false);
    rt_cleanup_pop(mark, true);
    return r;
  }
  rt_cleanup_pop(mark, true);
  return as_rec(r, v[6]);
}

static Value f_drop_fields(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"base", "drop_names", "usemask", "asrecarray"};
  Value v[4];
  rt_parse_args("drop_fields", argc, argv, kw, 4, names, 2, v);
  Value bn = names_of(v[0]), keep = rt_list_new(0);
  int mark = rt_cleanup_push_value(&bn);
  rt_cleanup_push_value(&keep);
  for (int64_t i = 0; i < rt_len(bn); i++) {
    Value nm = RT_AS(Tuple, bn)->items[i];
    bool drop = rt_is_str(v[1]) ? rt_equal(nm, v[1]) : rt_contains(v[1], nm);
    if (!drop) rt_list_append(keep, nm);
  }
  Value r = rebuild(v[0], keep, rt_undef(), rt_undef());
  rt_cleanup_pop(mark, true);
  return as_rec(r, v[3]);
}

static Value f_rename_fields(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"base", "namemapper"};
  Value v[2];
  rt_parse_args("rename_fields", argc, argv, kw, 2, names, 2, v);
  Value bn = names_of(v[0]), spec = rt_list_new(0);
  int mark = rt_cleanup_push_value(&bn);
  rt_cleanup_push_value(&spec);
  for (int64_t i = 0; i < rt_len(bn); i++) {
    Value nm = RT_AS(Tuple, bn)->items[i];
    Value to = rt_contains(v[1], nm) ? rt_getitem(v[1], nm) : (rt_incref(nm), nm);
    Value dt = field_dtype(v[0], nm);
    Value e = rt_tuple_from(2, (Value[]){to, dt});
    rt_list_append(spec, e);
    rt_decref(e), rt_decref(dt), rt_decref(to);
  }
  Value dt = np_call1("dtype", spec);
  rt_cleanup_push_value(&dt);
  Value view = rt_getattr(v[0], "view");
  rt_cleanup_push_value(&view);
  Value r = rt_call(view, 1, &dt, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value f_get_names(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"adtype"};
  Value v[1];
  rt_parse_args("get_names", argc, argv, kw, 1, names, 1, v);
  return rt_getattr(v[0], "names");
}

/* numpy.lib.recfunctions.<fname>(argv..., rest of the names given, usemask=False,
 * asrecarray=True): the rec_ forms. */
static Value rec_form(const char *fname, int argc, const Value *argv, const Kwargs *kw, int npos,
                      const char *const *names, int nparams) {
  Value v[8];
  rt_parse_args(fname, argc, argv, kw, nparams, names, npos, v);
  const char *kn[10];
  Value kv[10];
  int n = 0;
  for (int i = npos; i < nparams; i++)
    if (!rt_is_undef(v[i])) kn[n] = names[i], kv[n++] = v[i];
  kn[n] = "usemask", kv[n++] = rt_bool(false);
  kn[n] = "asrecarray", kv[n++] = rt_bool(true);
  Kwargs k = {.n = n, .names = kn, .values = kv};
  Value mod = rt_import("numpy.lib.recfunctions");
  int mark = rt_cleanup_push_value(&mod);
  /* "rec_append_fields" -> "append_fields", "rec_join" -> "join_by" */
  Value f = rt_getattr(mod, strcmp(fname, "rec_join") ? fname + 4 : "join_by");
  rt_cleanup_push_value(&f);
  Value r = rt_call(f, npos, v, &k);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value f_rec_append_fields(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"base", "names", "data", "dtypes"};
  return rec_form("rec_append_fields", argc, argv, kw, 3, names, 4);
}

static Value f_rec_drop_fields(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"base", "drop_names"};
  return rec_form("rec_drop_fields", argc, argv, kw, 2, names, 2);
}

static Value f_rec_join(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"key", "r1", "r2", "jointype", "r1postfix", "r2postfix", "defaults"};
  return rec_form("rec_join", argc, argv, kw, 3, names, 7);
}

void np_recfunctions_module_init(Value m) {
  rt_module_add_fn(m, "rec_append_fields", f_rec_append_fields);
  rt_module_add_fn(m, "rec_drop_fields", f_rec_drop_fields);
  rt_module_add_fn(m, "rec_join", f_rec_join);
  rt_module_add_fn(m, "structured_to_unstructured", f_structured_to_unstructured);
  rt_module_add_fn(m, "unstructured_to_structured", f_unstructured_to_structured);
  rt_module_add_fn(m, "append_fields", f_append_fields);
  rt_module_add_fn(m, "drop_fields", f_drop_fields);
  rt_module_add_fn(m, "rename_fields", f_rename_fields);
  rt_module_add_fn(m, "get_names", f_get_names);
  np_recjoin_add(m);
}
