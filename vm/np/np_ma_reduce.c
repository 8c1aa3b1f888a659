/* np_ma_reduce.c — MaskedArray's reductions as NumPy 1.24's numpy.ma computes them, so that the
 * sums round exactly as NumPy's do (the masked elements replaced, not removed):
 * sum/prod over the data filled with 0/1; min/max and argmin/argmax over the data filled with
 * the dtype's largest/smallest value; mean as sum * 1. / count; var as the sum of the squared
 * masked anomalies divided by count - ddof, std its square root. A result's mask is the input
 * mask's all() along the axis; a scalar result that is masked is np.ma.masked. */
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <string.h>

#include "np_ma.h"
#include "../base/error.h"
#include "np_internal.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

static bool given(Value v) { return !rt_is_undef(v) && !rt_is_none(v); }

static bool is_0d(Value r) { return !rt_is_array(r) || RT_AS(Array, r)->ndim == 0; }

static Value masked_ref(void) {
  Value m = np_ma_masked();
  rt_incref(m);
  return m;
}

/* Keyword arguments for a call on the data: only the ones given. */
typedef struct Kw {
  const char *names[4];
  Value values[4];
  Kwargs k;
} Kw;

static const Kwargs *kw_build(Kw *kw, int n, const char *const *names, const Value *values) {
  kw->k.n = 0;
  for (int i = 0; i < n; i++) {
    if (!given(values[i])) continue;
    kw->names[kw->k.n] = names[i];
    kw->values[kw->k.n++] = values[i];
  }
  kw->k.names = kw->names;
  kw->k.values = kw->values;
  return &kw->k;
}

/* mask.all(axis=, keepdims=), or RT_UNDEF for nomask */
static Value mask_all(NpMa *m, Value axis, Value keepdims) {
  if (rt_is_undef(m->mask)) return rt_undef();
  static const char *const names[] = {"axis", "keepdims"};
  Kw kw;
  return np_ma_method(m->mask, "all", 0, NULL, kw_build(&kw, 2, names, (Value[]){axis, keepdims}));
}

/* result with the reduced mask: np.ma.masked or the scalar for 0-d, else a masked array
 * (steals result and newmask). */
static Value with_mask(Value result, Value newmask) {
  int mark = rt_cleanup_push_value(&result);
  rt_cleanup_push_value(&newmask);
  Value r;
  if (!is_0d(result)) {
    r = np_ma_new(result, newmask, rt_undef());
  } else if (!rt_is_undef(newmask) && rt_truthy(newmask)) {
    r = masked_ref();
  } else {
    r = result;
    rt_incref(r);
  }
  rt_cleanup_pop(mark, true);
  return r;
}

static Value filled_with(NpMa *m, Value fill) { return np_ma_filled(m, fill); }

/* sum and prod: (self.filled(0 or 1)).sum(axis, dtype, keepdims=) */
static Value fill_reduce(Value self, const char *what, Value fill, int argc, const Value *argv,
                         const Kwargs *kw) {
  static const char *const names[] = {"axis", "dtype", "out", "keepdims"};
  Value a[4];
  rt_parse_args(what, argc, argv, kw, 4, names, 0, a);
  NpMa *m = RT_AS(NpMa, self);
  Value newmask = mask_all(m, a[0], a[3]);
  int mark = rt_cleanup_push_value(&newmask);
  Value f = filled_with(m, fill);
  rt_cleanup_push_value(&f);
  static const char *const kn[] = {"axis", "dtype", "keepdims"};
  Kw k;
  Value result = np_ma_method(f, what, 0, NULL, kw_build(&k, 3, kn, (Value[]){a[0], a[1], a[3]}));
  rt_incref(newmask);
  rt_cleanup_pop(mark, true);
  return with_mask(result, newmask);
}

/* all and any: over the data filled with True / False */
static Value logic_reduce(Value self, const char *what, bool fill, int argc, const Value *argv,
                          const Kwargs *kw) {
  static const char *const names[] = {"axis", "out", "keepdims"};
  Value a[3];
  rt_parse_args(what, argc, argv, kw, 3, names, 0, a);
  NpMa *m = RT_AS(NpMa, self);
  Value newmask = mask_all(m, a[0], a[2]);
  int mark = rt_cleanup_push_value(&newmask);
  Value f = filled_with(m, rt_bool(fill));
  rt_cleanup_push_value(&f);
  static const char *const kn[] = {"axis", "keepdims"};
  Kw k;
  Value result = np_ma_method(f, what, 0, NULL, kw_build(&k, 2, kn, (Value[]){a[0], a[2]}));
  rt_incref(newmask);
  rt_cleanup_pop(mark, true);
  return with_mask(result, newmask);
}

static Value m_all(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return logic_reduce(self, "all", true, argc, argv, kw);
}

static Value m_any(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return logic_reduce(self, "any", false, argc, argv, kw);
}

/* cumsum/cumprod: over the data filled with 0/1, the mask kept (flattened with it). */
static Value cumulate(Value self, const char *what, Value fill, int argc, const Value *argv,
                      const Kwargs *kw) {
  static const char *const names[] = {"axis", "dtype", "out"};
  Value a[3];
  rt_parse_args(what, argc, argv, kw, 3, names, 0, a);
  NpMa *m = RT_AS(NpMa, self);
  Value f = filled_with(m, fill);
  int mark = rt_cleanup_push_value(&f);
  static const char *const kn[] = {"axis", "dtype"};
  Kw k;
  Value result = np_ma_method(f, what, 0, NULL, kw_build(&k, 2, kn, (Value[]){a[0], a[1]}));
  rt_cleanup_push_value(&result);
  Value km = rt_undef();
  rt_cleanup_push_value(&km);
  if (!rt_is_undef(m->mask)) km = np_ma_method(m->mask, given(a[0]) ? "copy" : "ravel", 0, NULL, NULL);
  Value r = np_ma_new(result, km, m->fill);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value m_cumsum(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return cumulate(self, "cumsum", rt_int(0), argc, argv, kw);
}

static Value m_cumprod(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return cumulate(self, "cumprod", rt_int(1), argc, argv, kw);
}

/* round(decimals): the data rounded, the mask kept; a masked scalar is masked. */
static Value m_round(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"decimals", "out"};
  Value a[2];
  rt_parse_args("round", argc, argv, kw, 2, names, 0, a);
  NpMa *m = RT_AS(NpMa, self);
  Value d = np_ma_method(m->data, "round", given(a[0]) ? 1 : 0, a, NULL);
  int mark = rt_cleanup_push_value(&d);
  Value r;
  if (!is_0d(d)) {
    Value k = rt_is_undef(m->mask) ? rt_undef() : rt_array_contiguous(m->mask, true);
    r = np_ma_new(d, k, m->fill);
    rt_decref(k);
  } else if (!rt_is_undef(m->mask) && np_ma_any(m->mask)) {
    r = masked_ref();
  } else {
    r = d;
    rt_incref(r);
  }
  rt_cleanup_pop(mark, true);
  return r;
}

static Value m_sum(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return fill_reduce(self, "sum", rt_int(0), argc, argv, kw);
}

static Value m_prod(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return fill_reduce(self, "prod", rt_int(1), argc, argv, kw);
}

/* count(axis, keepdims): a Python int for axis=None, else an array. */
static Value count_of(Value self, Value axis, Value keepdims) {
  Kw kw;
  static const char *const names[] = {"axis", "keepdims"};
  return np_ma_method(self, "count", 0, NULL, kw_build(&kw, 2, names, (Value[]){axis, keepdims}));
}

static Value mean_of(Value self, Value axis, Value dtype, Value keepdims) {
  NpMa *m = RT_AS(NpMa, self);
  static const char *const names[] = {"axis", "dtype", "keepdims"};
  Kw kw;
  const Kwargs *k = kw_build(&kw, 3, names, (Value[]){axis, dtype, keepdims});
  if (rt_is_undef(m->mask)) {
    Value r = np_ma_method(m->data, "mean", 0, NULL, k);
    return with_mask(r, rt_undef());
  }
  Value dsum = np_ma_method(self, "sum", 0, NULL, k);
  int mark = rt_cleanup_push_value(&dsum);
  Value cnt = count_of(self, axis, keepdims);
  rt_cleanup_push_value(&cnt);
  Value r;
  if (!rt_is_array(cnt) && rt_to_index(cnt, NULL) == 0) {
    r = masked_ref();
  } else {
    Value t = rt_binop(RT_OP_MUL, dsum, rt_float(1.0));
    int inner = rt_cleanup_push_value(&t);
    r = rt_binop(RT_OP_TRUEDIV, t, cnt);
    rt_cleanup_pop(inner, true);
  }
  rt_cleanup_pop(mark, true);
  return r;
}

static Value m_mean(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"axis", "dtype", "out", "keepdims"};
  Value a[4];
  rt_parse_args("mean", argc, argv, kw, 4, names, 0, a);
  return mean_of(self, a[0], a[1], a[3]);
}

/* self.mean(axis, keepdims=True), for the anomalies: with axis=None the mean as a 1-element
 * array of self's rank, as NumPy's keepdims gives it. */
static Value mean_keepdims(Value self, Value axis, Value dtype) {
  Value mean = mean_of(self, axis, dtype, given(axis) ? rt_bool(true) : rt_undef());
  if (given(axis) || np_is_ma(mean)) return mean;
  int mark = rt_cleanup_push_value(&mean);
  int nd = RT_AS(Array, RT_AS(NpMa, self)->data)->ndim;
  int64_t ones[RT_MAXDIM];
  for (int i = 0; i < nd; i++) ones[i] = 1;
  Value a = rt_array_from_value(mean, -1);
  rt_cleanup_push_value(&a);
  Value r = rt_array_new(RT_AS(Array, a)->dtype, nd, ones, false);
  memcpy(RT_AS(Array, r)->data, RT_AS(Array, a)->data, (size_t)rt_dtypes[RT_AS(Array, a)->dtype].itemsize);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value var_of(Value self, Value axis, Value dtype, Value ddof) {
  NpMa *m = RT_AS(NpMa, self);
  if (rt_is_undef(m->mask)) {
    static const char *const names[] = {"axis", "dtype", "ddof"};
    Kw kw;
    Value r = np_ma_method(m->data, "var", 0, NULL, kw_build(&kw, 3, names, (Value[]){axis, dtype, ddof}));
    return with_mask(r, rt_undef());
  }
  Value cnt = count_of(self, axis, rt_undef());
  int mark = rt_cleanup_push_value(&cnt);
  if (given(ddof)) {
    Value c = rt_binop(RT_OP_SUB, cnt, ddof);
    rt_decref(cnt);
    cnt = c;
  }
  Value mean = mean_keepdims(self, axis, dtype);
  rt_cleanup_push_value(&mean);
  Value danom = rt_binop(RT_OP_SUB, self, mean);
  rt_cleanup_push_value(&danom);
  Value sq = rt_binop(RT_OP_MUL, danom, danom);
  rt_cleanup_push_value(&sq);
  static const char *const names[] = {"axis"};
  Kw kw;
  Value dsum = np_is_ma(sq) ? np_ma_method(sq, "sum", 0, NULL, kw_build(&kw, 1, names, &axis))
                            : (rt_incref(sq), sq);
  rt_cleanup_push_value(&dsum);
  Value dvar = rt_binop(RT_OP_TRUEDIV, dsum, cnt);
  if (!np_is_ma(dsum) && !np_is_ma(dvar)) { /* a scalar: ma.divide's domain and non-finite */
    double c = rt_to_double(cnt, NULL), s = rt_to_double(dsum, NULL);
    if (fabs(s) * DBL_MIN >= fabs(c) || !isfinite(rt_to_double(dvar, NULL))) {
      rt_decref(dvar);
      dvar = masked_ref();
    }
  }
  rt_cleanup_push_value(&dvar);
  if (np_is_ma(dvar) && !np_ma_is_masked_const(dvar)) {
    Value all = mask_all(m, axis, rt_undef());
    int inner = rt_cleanup_push_value(&all);
    Value le = rt_binop(RT_OP_LE, cnt, rt_int(0));
    rt_cleanup_push_value(&le);
    Value k = rt_binop(RT_OP_OR, all, le);
    rt_cleanup_push_value(&k);
    NpMa *dv = RT_AS(NpMa, dvar);
    rt_decref(dv->mask);
    dv->mask = np_ma_any(k) ? rt_array_from_value(k, DT_BOOL) : rt_undef(); /* mask_or shrinks */
    rt_cleanup_pop(inner, true);
  }
  rt_incref(dvar);
  rt_cleanup_pop(mark, true);
  return dvar;
}

static Value m_var(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"axis", "dtype", "out", "ddof", "keepdims"};
  Value a[5];
  rt_parse_args("var", argc, argv, kw, 5, names, 0, a);
  return var_of(self, a[0], a[1], a[3]);
}

static Value m_std(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"axis", "dtype", "out", "ddof", "keepdims"};
  Value a[5];
  rt_parse_args("std", argc, argv, kw, 5, names, 0, a);
  Value v = var_of(self, a[0], a[1], a[3]);
  if (np_ma_is_masked_const(v)) return v;
  int mark = rt_cleanup_push_value(&v);
  Value r = np_ma_unary_fn("sqrt", v);
  rt_cleanup_pop(mark, true);
  return r;
}

/* ---- min, max, argmin, argmax: the data filled with the dtype's extreme ---- */

static Value extreme_fill(DType dt, bool for_min) {
  char kind = rt_dtypes[dt].kind;
  if (kind == 'f' || kind == 'c') return rt_float(for_min ? INFINITY : -INFINITY);
  if (kind == 'b') return rt_bool(for_min);
  Value dto = rt_dtypeobj_new(dt);
  int mark = rt_cleanup_push_value(&dto);
  Value info = np_ma_np("iinfo", 1, &dto, NULL);
  rt_cleanup_push_value(&info);
  Value r = rt_getattr(info, for_min ? "max" : "min");
  rt_cleanup_pop(mark, true);
  return r;
}

static Value minmax(Value self, const char *what, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"axis", "out", "fill_value", "keepdims"};
  Value a[4];
  rt_parse_args(what, argc, argv, kw, 4, names, 0, a);
  NpMa *m = RT_AS(NpMa, self);
  bool is_min = what[1] == 'i';
  Value fill = given(a[2]) ? (rt_incref(a[2]), a[2]) : extreme_fill(RT_AS(Array, m->data)->dtype, is_min);
  int mark = rt_cleanup_push_value(&fill);
  Value newmask = mask_all(m, a[0], a[3]);
  rt_cleanup_push_value(&newmask);
  Value f = filled_with(m, fill);
  rt_cleanup_push_value(&f);
  static const char *const kn[] = {"axis", "keepdims"};
  Kw k;
  Value result = np_ma_method(f, what, 0, NULL, kw_build(&k, 2, kn, (Value[]){a[0], a[3]}));
  rt_cleanup_push_value(&result);
  if (!is_0d(result) && !rt_is_undef(newmask)) { /* fully masked: the default fill value */
    Value tmp = np_ma_new(result, newmask, rt_undef());
    int inner = rt_cleanup_push_value(&tmp);
    Value filled = np_ma_filled(RT_AS(NpMa, tmp), rt_undef());
    rt_cleanup_pop(inner, true);
    rt_decref(result);
    result = filled;
  }
  rt_incref(result);
  rt_incref(newmask);
  rt_cleanup_pop(mark, true);
  return with_mask(result, newmask);
}

static Value m_min(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return minmax(self, "min", argc, argv, kw);
}
static Value m_max(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return minmax(self, "max", argc, argv, kw);
}

static Value argminmax(Value self, const char *what, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"axis", "fill_value", "out", "keepdims"};
  Value a[4];
  rt_parse_args(what, argc, argv, kw, 4, names, 0, a);
  NpMa *m = RT_AS(NpMa, self);
  Value fill = given(a[1]) ? (rt_incref(a[1]), a[1]) : extreme_fill(RT_AS(Array, m->data)->dtype, what[4] == 'i');
  int mark = rt_cleanup_push_value(&fill);
  Value f = filled_with(m, fill);
  rt_cleanup_push_value(&f);
  static const char *const kn[] = {"axis", "keepdims"};
  Kw k;
  Value r = np_ma_method(f, what, 0, NULL, kw_build(&k, 2, kn, (Value[]){a[0], a[3]}));
  rt_cleanup_pop(mark, true);
  return r;
}

static Value m_argmin(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return argminmax(self, "argmin", argc, argv, kw);
}
static Value m_argmax(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return argminmax(self, "argmax", argc, argv, kw);
}

/* argsort(axis=-1, kind=None, order=None, endwith=True, fill_value=None): the data filled so
 * that masked elements sort last (first with endwith=False). */
static Value argsort_of(Value self, Value axis, Value kind, Value endwith, Value fill_value) {
  NpMa *m = RT_AS(NpMa, self);
  bool last = !given(endwith) || rt_truthy(endwith);
  Value fill = given(fill_value) ? (rt_incref(fill_value), fill_value)
                                 : extreme_fill(RT_AS(Array, m->data)->dtype, last);
  int mark = rt_cleanup_push_value(&fill);
  Value f = filled_with(m, fill);
  rt_cleanup_push_value(&f);
  static const char *const kn[] = {"axis", "kind"};
  Kw k;
  Value ax = rt_is_undef(axis) ? rt_int(-1) : axis;
  const Kwargs *kp = kw_build(&k, 2, kn, (Value[]){ax, kind});
  if (rt_is_none(ax)) { /* axis=None: the flattened order */
    k.names[k.k.n] = "axis";
    k.values[k.k.n++] = ax;
  }
  Value r = np_ma_method(f, "argsort", 0, NULL, kp);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value m_argsort(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"axis", "kind", "order", "endwith", "fill_value"};
  Value a[5];
  rt_parse_args("argsort", argc, argv, kw, 5, names, 0, a);
  return argsort_of(self, a[0], a[1], a[3], a[4]);
}

/* sort(axis=-1, kind=None, order=None, endwith=True, fill_value=None), in place: data and mask
 * taken along the axis in argsort's order. */
static Value m_sort(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"axis", "kind", "order", "endwith", "fill_value"};
  Value a[5];
  rt_parse_args("sort", argc, argv, kw, 5, names, 0, a);
  NpMa *m = RT_AS(NpMa, self);
  if (rt_is_undef(m->mask)) return np_ma_method(m->data, "sort", argc, argv, kw);
  Value idx = argsort_of(self, a[0], a[1], a[3], a[4]);
  int mark = rt_cleanup_push_value(&idx);
  Value ax = given(a[0]) ? a[0] : rt_int(-1);
  Value d = np_ma_np("take_along_axis", 3, (Value[]){m->data, idx, ax}, NULL);
  rt_cleanup_push_value(&d);
  Value k = np_ma_np("take_along_axis", 3, (Value[]){m->mask, idx, ax}, NULL);
  rt_cleanup_push_value(&k);
  rt_setitem(m->data, rt_ellipsis(), d);
  rt_setitem(m->mask, rt_ellipsis(), k);
  rt_cleanup_pop(mark, true);
  return rt_none();
}

static const struct {
  const char *name;
  RtMethodFn fn;
} reductions[] = {
    {"argsort", m_argsort}, {"sort", m_sort},
    {"sum", m_sum}, {"prod", m_prod}, {"mean", m_mean}, {"var", m_var}, {"std", m_std},
    {"min", m_min}, {"max", m_max}, {"argmin", m_argmin}, {"argmax", m_argmax},
    {"all", m_all}, {"any", m_any}, {"cumsum", m_cumsum}, {"cumprod", m_cumprod},
    {"round", m_round},
};

RtMethodFn np_ma_ops_method(const char *name) {
  for (size_t i = 0; i < sizeof reductions / sizeof reductions[0]; i++)
    if (!strcmp(reductions[i].name, name)) return reductions[i].fn;
  return NULL;
}
