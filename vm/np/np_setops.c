/* np_setops.c — NumPy's set routines over sorted unique values (in1d, intersect1d, union1d,
 * setdiff1d, setxor1d), np.unique along an axis (unique rows), np.average and np.select.
 * They compose the module's own functions (unique, isin, concatenate, where) as NumPy's
 * Python implementations do, so dtypes and orders come out the same. */
#include <stdlib.h>
#include <string.h>

#include "np_methods_at.h"
#include "../base/error.h"
#include "np_cplx_order.h"
#include "np_loops.h"
#include "np_record.h"
#include "np_stats.h"
#include "np_strarray.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"

static bool flag(Value v) { return np_given(v) && rt_truthy(v); }

static Value ravel(Value v) {
  if (!rt_is_array(v) && (np_is_strarr(v) || np_str_leaves(v))) { /* string arrays */
    Value a = np_call1("asarray", v);
    Value r = np_call1("ravel", a);
    rt_decref(a);
    return r;
  }
  Value a = rt_array_from_value(v, -1);
  int64_t n = RT_AS(Array, a)->size;
  Value r = np_array_reshape(a, 1, &n);
  rt_decref(a);
  return r;
}

/* isin(a, b, invert=invert) */
static Value isin(Value a, Value b, bool invert) {
  static const char *const kn[] = {"invert"};
  return np_callk("isin", 2, (Value[]){a, b}, 1, kn, (Value[]){rt_bool(invert)});
}

/* a[mask] */
static Value masked(Value a, Value mask) { return rt_getitem(a, mask); }

static Value f_in1d(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"ar1", "ar2", "assume_unique", "invert", "kind"};
  Value v[5];
  rt_parse_args("in1d", argc, argv, kw, 5, names, 2, v);
  Value a = ravel(v[0]);
  int mark = rt_cleanup_push_value(&a);
  Value r = isin(a, v[1], flag(v[3]));
  rt_cleanup_pop(mark, true);
  return r;
}

/* The sorted unique values of v (a new array), or v raveled when assume_unique. */
static Value uniq(Value v, bool assume_unique) {
  return assume_unique ? ravel(v) : np_call1("unique", v);
}

/* unique(v, return_index=True) as (values, first indices) */
static void uniq_index(Value v, Value *vals, Value *idx) {
  static const char *const kn[] = {"return_index"};
  Value t = np_callk("unique", 1, &v, 1, kn, (Value[]){rt_bool(true)});
  *vals = RT_AS(Tuple, t)->items[0];
  *idx = RT_AS(Tuple, t)->items[1];
  rt_incref(*vals);
  rt_incref(*idx);
  rt_decref(t);
}

/* Casts r (stolen) to the dtype NumPy's concatenation of a and b would have. */
static Value concat2(Value a, Value b);
static Value promoted(Value r, Value a, Value b) {
  if (!rt_is_array(a) || !rt_is_array(b)) { /* string arrays: concatenate with b[:0] */
    Value none = rt_slice_new(rt_int(0), rt_int(0), rt_none()), e = rt_undef();
    int mark = rt_cleanup_push_value(&none);
    rt_cleanup_push_value(&e);
    rt_cleanup_push_value(&r);
    e = rt_getitem(b, none);
    Value c = concat2(r, e);
    rt_cleanup_pop(mark, true);
    return c;
  }
  DType dt = rt_dtype_promote(RT_AS(Array, a)->dtype, RT_AS(Array, b)->dtype);
  if (RT_AS(Array, r)->dtype == dt) return r;
  Value c = rt_array_astype(r, dt);
  rt_decref(r);
  return c;
}

static Value intersect_indices(Value a, Value b) {
  Value ua = rt_undef(), ia = rt_undef(), ub = rt_undef(), ib = rt_undef();
  Value ma = rt_undef(), mb = rt_undef();
  int mark = rt_cleanup_push_value(&ua);
  rt_cleanup_push_value(&ia);
  rt_cleanup_push_value(&ub);
  rt_cleanup_push_value(&ib);
  rt_cleanup_push_value(&ma);
  rt_cleanup_push_value(&mb);
  uniq_index(a, &ua, &ia);
  uniq_index(b, &ub, &ib);
  ma = isin(ua, ub, false);
  mb = isin(ub, ua, false);
  Value t = rt_tuple_new(3);
  rt_tuple_set(t, 0, promoted(masked(ua, ma), ua, ub));
  rt_tuple_set(t, 1, masked(ia, ma));
  rt_tuple_set(t, 2, masked(ib, mb));
  rt_cleanup_pop(mark, true);
  return t;
}

static Value f_intersect1d(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"ar1", "ar2", "assume_unique", "return_indices"};
  Value v[4];
  rt_parse_args("intersect1d", argc, argv, kw, 4, names, 2, v);
  if (flag(v[3])) return intersect_indices(v[0], v[1]);
  Value ua = uniq(v[0], flag(v[2])), ub = rt_undef(), m = rt_undef();
  int mark = rt_cleanup_push_value(&ua);
  rt_cleanup_push_value(&ub);
  rt_cleanup_push_value(&m);
  ub = uniq(v[1], flag(v[2]));
  m = isin(ua, ub, false);
  Value r = promoted(masked(ua, m), ua, ub);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value concat2(Value a, Value b) {
  Value pair = rt_tuple_from(2, (Value[]){a, b});
  int mark = rt_cleanup_push_value(&pair);
  Value r = np_call1("concatenate", pair);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value f_union1d(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"ar1", "ar2"};
  Value v[2];
  rt_parse_args("union1d", argc, argv, kw, 2, names, 2, v);
  Value a = ravel(v[0]), b = rt_undef(), c = rt_undef();
  int mark = rt_cleanup_push_value(&a);
  rt_cleanup_push_value(&b);
  rt_cleanup_push_value(&c);
  b = ravel(v[1]);
  c = concat2(a, b);
  Value r = np_call1("unique", c);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value f_setdiff1d(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"ar1", "ar2", "assume_unique"};
  Value v[3];
  rt_parse_args("setdiff1d", argc, argv, kw, 3, names, 2, v);
  Value ua = uniq(v[0], flag(v[2])), m = rt_undef();
  int mark = rt_cleanup_push_value(&ua);
  rt_cleanup_push_value(&m);
  m = isin(ua, v[1], true);
  Value r = masked(ua, m);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value f_setxor1d(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"ar1", "ar2", "assume_unique"};
  Value v[3];
  rt_parse_args("setxor1d", argc, argv, kw, 3, names, 2, v);
  Value ua = uniq(v[0], flag(v[2])), ub = rt_undef(), xa = rt_undef(), xb = rt_undef();
  Value both = rt_undef(), m = rt_undef();
  int mark = rt_cleanup_push_value(&ua);
  rt_cleanup_push_value(&ub);
  rt_cleanup_push_value(&xa);
  rt_cleanup_push_value(&xb);
  rt_cleanup_push_value(&both);
  rt_cleanup_push_value(&m);
  ub = uniq(v[1], flag(v[2]));
  m = isin(ua, ub, true);
  xa = masked(ua, m);
  rt_decref(m);
  m = isin(ub, ua, true);
  xb = masked(ub, m);
  both = concat2(xa, xb);
  Value r = np_call1("sort", both);
  rt_cleanup_pop(mark, true);
  return r;
}

/* ---- unique(ar, axis=k): unique slices along an axis, in lexicographic order ---- */
typedef struct ModState {
  Value plain_unique; /* the module's unique without axis (np_misc.c) */
} ModState;

/* the references the state owns, released with the VM */
static void mod_fini(void *p) {
  ModState *s = p;
  rt_decref(s->plain_unique);
}

/* per VM (runtime.h): a second VM importing the module makes its own, and this one's stay */
static RtStateKey mod_key = {"numpy set operations", sizeof(ModState), NULL, mod_fini, 0};
static ModState *mod_state(void) { return rt_runtime_state(&mod_key); }

typedef struct RowKey {
  const char *base;
  int64_t len, stride; /* elements per row, bytes between them */
  DType dt;
} RowKey;

static int row_cmp(const void *pa, const void *pb, void *key) {
  int64_t ia = *(const int64_t *)pa, ib = *(const int64_t *)pb;
  const RowKey *k = key;
  int isz = rt_dtypes[k->dt].itemsize;
  for (int64_t j = 0; j < k->len; j++) {
    const char *x = k->base + (ia * k->len + j) * isz, *y = k->base + (ib * k->len + j) * isz;
    if (rt_dtypes[k->dt].kind == 'c') { /* by real part, then imaginary part, as NumPy's */
      bool c64 = k->dt == DT_COMPLEX64;
      double xr = c64 ? ((const NpCfloat *)(const void *)x)->re : ((const NpCdouble *)(const void *)x)->re;
      double xi = c64 ? ((const NpCfloat *)(const void *)x)->im : ((const NpCdouble *)(const void *)x)->im;
      double yr = c64 ? ((const NpCfloat *)(const void *)y)->re : ((const NpCdouble *)(const void *)y)->re;
      double yi = c64 ? ((const NpCfloat *)(const void *)y)->im : ((const NpCdouble *)(const void *)y)->im;
      if (np_cplx_lt(xr, xi, yr, yi)) return -1;
      if (np_cplx_lt(yr, yi, xr, xi)) return 1;
      continue;
    }
    double dx = rt_elem_get_f64(k->dt, x), dy = rt_elem_get_f64(k->dt, y);
    if (rt_dtypes[k->dt].kind == 'i' || rt_dtypes[k->dt].kind == 'u' || rt_dtypes[k->dt].kind == 'b') {
      uint64_t ux = rt_elem_get_u64(k->dt, x), uy = rt_elem_get_u64(k->dt, y);
      int64_t sx = rt_elem_get_i64(k->dt, x), sy = rt_elem_get_i64(k->dt, y);
      bool uns = rt_dtypes[k->dt].kind == 'u';
      if (uns ? ux != uy : sx != sy) return (uns ? ux < uy : sx < sy) ? -1 : 1;
    } else if (dx != dy) {
      return dx < dy ? -1 : 1;
    }
  }
  return ia < ib ? -1 : ia > ib; /* stable: the first occurrence leads its group */
}

static bool rows_equal(const char *base, int64_t len, int isz, int64_t ia, int64_t ib) {
  return memcmp(base + ia * len * isz, base + ib * len * isz, (size_t)(len * isz)) == 0;
}

static Value unique_axis(Value ar, int64_t axis, bool want_index, bool want_inverse,
                         bool want_counts) {
  Value a = rt_array_from_value(ar, -1);
  int mark = rt_cleanup_push_value(&a);
  Array *x = RT_AS(Array, a);
  int ax = np_axis_index(axis, x->ndim);
  Value moved = np_callk("moveaxis", 3, (Value[]){a, rt_int(ax), rt_int(0)}, 0, NULL, NULL);
  rt_cleanup_push_value(&moved);
  Value cont = rt_array_contiguous(moved, true);
  rt_cleanup_push_value(&cont);
  Array *c = RT_AS(Array, cont);
  int64_t n = c->ndim ? c->shape[0] : 1, len = n ? c->size / n : 0;
  int isz = rt_dtypes[c->dtype].itemsize;
  int64_t *order = rt_malloc(sizeof(int64_t) * (size_t)(n ? n : 1));
  rt_cleanup_push(free, order);
  for (int64_t i = 0; i < n; i++) order[i] = i;
  RowKey key = {c->data, len, isz, c->dtype};
  qsort_r(order, (size_t)n, sizeof *order, row_cmp, &key);
  int64_t k = 0;
  int64_t *first = rt_malloc(sizeof(int64_t) * (size_t)(n + 1));
  rt_cleanup_push(free, first);
  Value inv = rt_array_new(DT_INT64, 1, &n, false);
  rt_cleanup_push_value(&inv);
  for (int64_t i = 0; i < n; i++) {
    if (i == 0 || !rows_equal(c->data, len, isz, order[i - 1], order[i])) first[k++] = i;
    ((int64_t *)RT_AS(Array, inv)->data)[order[i]] = k - 1;
  }
  first[k] = n;
  int64_t ushape[RT_MAXDIM];
  memcpy(ushape, c->shape, sizeof(int64_t) * (size_t)c->ndim);
  ushape[0] = k;
  Value u = rt_array_new(c->dtype, c->ndim, ushape, false);
  rt_cleanup_push_value(&u);
  Value idx = rt_array_new(DT_INT64, 1, &k, false), cnt = rt_array_new(DT_INT64, 1, &k, false);
  rt_cleanup_push_value(&idx);
  rt_cleanup_push_value(&cnt);
  for (int64_t g = 0; g < k; g++) {
    memcpy(RT_AS(Array, u)->data + g * len * isz, c->data + order[first[g]] * len * isz,
           (size_t)(len * isz));
    ((int64_t *)RT_AS(Array, idx)->data)[g] = order[first[g]];
    ((int64_t *)RT_AS(Array, cnt)->data)[g] = first[g + 1] - first[g];
  }
  Value back = np_callk("moveaxis", 3, (Value[]){u, rt_int(0), rt_int(ax)}, 0, NULL, NULL);
  int nout = 1 + want_index + want_inverse + want_counts;
  Value r = back;
  if (nout > 1) {
    Value parts[4] = {back};
    int p = 1;
    if (want_index) parts[p++] = idx;
    if (want_inverse) parts[p++] = inv;
    if (want_counts) parts[p++] = cnt;
    r = rt_tuple_from(nout, parts);
    rt_decref(back);
  }
  rt_cleanup_pop(mark, true);
  return r;
}

static Value f_unique(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"ar", "return_index", "return_inverse", "return_counts",
                                      "axis", "equal_nan"};
  Value v[6];
  rt_parse_args("unique", argc, argv, kw, 6, names, 1, v);
  if (np_is_recarr(v[0]) && !np_given(v[4]))
    return np_rec_unique(v[0], flag(v[1]), flag(v[2]), flag(v[3]));
  if (np_given(v[4]))
    return unique_axis(v[0], rt_to_index(v[4], "axis"), flag(v[1]), flag(v[2]), flag(v[3]));
  static const char *const kn[] = {"return_index", "return_inverse", "return_counts",
                                   "axis", "equal_nan"};
  const char *kwn[5];
  Value kwv[5];
  int n = 0;
  for (int i = 0; i < 5; i++)
    if (i != 3 && !rt_is_undef(v[1 + i])) { kwn[n] = kn[i]; kwv[n++] = v[1 + i]; }
  Kwargs k = {n, kwn, kwv};
  return rt_call(mod_state()->plain_unique, 1, v, n ? &k : NULL);
}

/* ---- average ---- */
/* w reshaped to broadcast along axis ax of an ndim-dimensional array (w is 1-D). */
static Value along_axis(Value w, int ndim, int ax) {
  int64_t shape[RT_MAXDIM];
  for (int d = 0; d < ndim; d++) shape[d] = 1;
  shape[ax] = RT_AS(Array, w)->size;
  return np_array_reshape(w, ndim, shape);
}

static Value weighted_average(Value a, Value wv, Value axis, Value keepdims, bool returned) {
  Value w = rt_array_from_value(wv, -1);
  int mark = rt_cleanup_push_value(&w);
  Array *x = RT_AS(Array, a), *wa = RT_AS(Array, w);
  DType dt = rt_dtype_promote(x->dtype, wa->dtype);
  char k = rt_dtypes[x->dtype].kind;
  if (k == 'i' || k == 'u' || k == 'b') dt = rt_dtype_promote(dt, DT_FLOAT64);
  bool same = x->ndim == wa->ndim;
  for (int d = 0; same && d < x->ndim; d++) same = x->shape[d] == wa->shape[d];
  if (!same) {
    if (!np_given(axis))
      rt_raise(RT_EXC_TypeError, "Axis must be specified when shapes of a and weights differ.");
    if (wa->ndim != 1)
      rt_raise(RT_EXC_TypeError, "1D weights expected when shapes of a and weights differ.");
    int ax = np_axis_index(rt_to_index(axis, "axis"), x->ndim);
    if (wa->shape[0] != x->shape[ax])
      rt_raise(RT_EXC_ValueError, "Length of weights not compatible with specified axis.");
    Value r = along_axis(w, x->ndim, ax);
    rt_decref(w);
    w = r;
  }
  static const char *const kn[] = {"axis", "dtype", "keepdims"};
  Value dto = rt_dtypeobj_new(dt);
  rt_cleanup_push_value(&dto);
  Value scl = np_callk("sum", 1, &w, 3, kn, (Value[]){axis, dto, keepdims});
  rt_cleanup_push_value(&scl);
  Value zero = np_apply_binary(NPB_EQ, scl, rt_float(0.0), rt_undef());
  rt_cleanup_push_value(&zero);
  Value anyz = np_call1("any", zero);
  bool bad = rt_truthy(anyz);
  rt_decref(anyz);
  if (bad) rt_raise(RT_EXC_ZeroDivisionError, "Weights sum to zero, can't be normalized");
  /* np.multiply(a, wgt, dtype=dt) keeps a's memory order (the sum then adds as NumPy's) */
  static const char *const dn[] = {"dtype"};
  bool cast = rt_dtype_promote(x->dtype, RT_AS(Array, w)->dtype) != dt;
  Value prod = cast ? np_callk("multiply", 2, (Value[]){a, w}, 1, dn, &dto)
                    : np_apply_binary(NPB_MUL, a, w, rt_undef());
  rt_cleanup_push_value(&prod);
  Value tot = np_callk("sum", 1, &prod, 3, kn, (Value[]){axis, rt_undef(), keepdims});
  rt_cleanup_push_value(&tot);
  Value avg = np_apply_binary(NPB_DIV, tot, scl, rt_undef());
  if (returned) {
    rt_cleanup_push_value(&avg);
    Value shape = rt_getattr(avg, "shape");
    rt_cleanup_push_value(&shape);
    Value sb = np_callk("broadcast_to", 2, (Value[]){scl, shape}, 0, 0, 0);
    rt_cleanup_push_value(&sb);
    Value sc = np_call1("array", sb);
    rt_cleanup_push_value(&sc);
    Value sum = np_scalar_if_0d(np_call1("asarray", sc));
    Value t = rt_tuple_from(2, (Value[]){avg, sum});
    rt_decref(sum);
    rt_cleanup_pop(mark, true);
    return t;
  }
  rt_cleanup_pop(mark, true);
  return avg;
}

static Value f_average(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"a", "axis", "weights", "returned", "keepdims"};
  Value v[5];
  rt_parse_args("average", argc, argv, kw, 5, names, 1, v);
  Value a = rt_array_from_value(v[0], -1), avg = rt_undef();
  int mark = rt_cleanup_push_value(&a);
  rt_cleanup_push_value(&avg);
  bool avg_owned = false;
  Value r;
  if (np_given(v[2])) {
    r = weighted_average(a, v[2], v[1], v[4], flag(v[3]));
  } else {
    /* `avg = a.mean(axis, **keepdims_kw)`: its warning at that line of function_base.py */
    static const NpLibLine mean_at = {NP_LIB_DIR "lib/function_base.py",
                                      "avg = a.mean(axis, **keepdims_kw)",
                                      "numpy.lib.function_base", 518};
    avg = np_mean_method_at(a, v[1], v[4], &mean_at);
    r = avg;
    if (flag(v[3])) {
      avg_owned = true;
      int64_t asz = rt_is_array(avg) ? RT_AS(Array, avg)->size : 1;
      Value cnt = rt_float((double)RT_AS(Array, a)->size / (double)asz);
      Value full = np_scalar_if_0d(np_callk("full_like", 2, (Value[]){avg, cnt}, 0, 0, 0));
      r = rt_tuple_from(2, (Value[]){avg, full});
      rt_decref(full);
    }
  }
  if (!avg_owned) avg = rt_undef(); /* handed on as the result */
  rt_cleanup_pop(mark, true);
  return r;
}

/* ---- select: the first true condition's choice, element by element ---- */
static Value f_select(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"condlist", "choicelist", "default"};
  Value v[3];
  rt_parse_args("select", argc, argv, kw, 3, names, 2, v);
  int64_t nc = rt_len(v[0]), nch = rt_len(v[1]);
  if (nc != nch)
    rt_raise(RT_EXC_ValueError, "list of cases must be same length as list of conditions");
  if (nc == 0) rt_raise(RT_EXC_ValueError, "select with an empty condition list is not possible");
  Value r = rt_is_undef(v[2]) ? rt_int(0) : v[2];
  rt_incref(r);
  int mark = rt_cleanup_push_value(&r);
  for (int64_t i = nc - 1; i >= 0; i--) {
    Value c = rt_getitem(v[0], rt_int(i)), ch = rt_undef();
    int m2 = rt_cleanup_push_value(&c);
    rt_cleanup_push_value(&ch);
    ch = rt_getitem(v[1], rt_int(i));
    Value ca = rt_array_from_value(c, -1);
    rt_cleanup_push_value(&ca);
    if (RT_AS(Array, ca)->dtype != DT_BOOL)
      rt_raise(RT_EXC_TypeError, "invalid entry %lld in condlist: should be boolean ndarray",
               (long long)i);
    Value nr = np_callk("where", 3, (Value[]){ca, ch, r}, 0, NULL, NULL);
    rt_decref(r);
    r = nr;
    rt_cleanup_pop(m2, true);
  }
  Value out = np_call1("asarray", r);
  rt_cleanup_pop(mark, true);
  return out;
}

void np_register_setops(Value m) {
  ModState *st = mod_state();
  st->plain_unique = rt_module_lookup(m, "unique");
  rt_incref(st->plain_unique);
  rt_module_add_fn(m, "unique", f_unique);
  rt_module_add_fn(m, "in1d", f_in1d);
  rt_module_add_fn(m, "intersect1d", f_intersect1d);
  rt_module_add_fn(m, "union1d", f_union1d);
  rt_module_add_fn(m, "setdiff1d", f_setdiff1d);
  rt_module_add_fn(m, "setxor1d", f_setxor1d);
  rt_module_add_fn(m, "average", f_average);
  rt_module_add_fn(m, "select", f_select);
}
