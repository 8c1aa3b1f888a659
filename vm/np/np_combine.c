/* np_combine.c — NumPy functions that combine arrays by index or contraction: tensordot
 * (transpose, reshape and one dot, as NumPy does), choose, compress, extract, divmod, and
 * np.roots (eigenvalues of the companion matrix, as NumPy computes them), nanmedian,
 * nanpercentile, nanquantile over each row's non-NaN values, np.broadcast objects, piecewise,
 * sinc, gradient and float_power. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "np_bcast_shape.h"
#include "np_internal.h"
#include "../base/error.h"
#include "np_course.h"
#include "np_loops.h"
#include "np_ma.h"
#include "np_stats.h"
#include "np_warn_at.h"
#include "../obj/class.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

static void register_rest(Value m);

/* ---- tensordot ---- */
/* axes as NumPy reads them: an int n (the last n of a with the first n of b) or a pair of
 * axis lists (or ints). Returns the count; fills xa/xb. */
static int tensordot_axes(Value axes, int nda, int *xa, int *xb) {
  if (rt_is_undef(axes)) axes = rt_int(2);
  if (!rt_is_tuple(axes) && !rt_is_list(axes)) {
    int64_t n = rt_to_index(axes, "axes");
    if (n < 0 || n > RT_MAXDIM) rt_raise(RT_EXC_ValueError, "shape-mismatch for sum");
    for (int k = 0; k < n; k++) xa[k] = (int)(k - n), xb[k] = k;
    (void)nda;
    return (int)n;
  }
  if (rt_len(axes) != 2) rt_raise(RT_EXC_ValueError, "not enough values to unpack (expected 2)");
  int counts[2];
  for (int s = 0; s < 2; s++) {
    Value part = rt_getitem(axes, rt_int(s));
    int mark = rt_cleanup_push_value(&part);
    int *dst = s ? xb : xa;
    if (rt_is_tuple(part) || rt_is_list(part)) {
      counts[s] = (int)rt_len(part);
      if (counts[s] > RT_MAXDIM) rt_raise(RT_EXC_ValueError, "too many axes");
      for (int k = 0; k < counts[s]; k++) {
        Value it = rt_getitem(part, rt_int(k));
        dst[k] = (int)rt_to_index(it, "axes");
        rt_decref(it);
      }
    } else {
      counts[s] = 1;
      dst[0] = (int)rt_to_index(part, "axes");
    }
    rt_cleanup_pop(mark, true);
  }
  if (counts[0] != counts[1]) rt_raise(RT_EXC_ValueError, "shape-mismatch for sum");
  return counts[0];
}

/* The permutation that moves the contracted axes (ax, n of them) last (or first), and the
 * product of the kept and contracted extents. */
static int split_axes(const Array *x, const int *ax, int n, bool contracted_last, int64_t *perm,
                      int64_t *kept, int64_t *summed, int64_t *kshape) {
  bool used[RT_MAXDIM] = {false};
  for (int k = 0; k < n; k++) used[ax[k]] = true;
  int p = 0, nk = 0;
  *kept = 1, *summed = 1;
  if (!contracted_last)
    for (int k = 0; k < n; k++) perm[p++] = ax[k], *summed *= x->shape[ax[k]];
  for (int d = 0; d < x->ndim; d++)
    if (!used[d]) perm[p++] = d, *kept *= x->shape[d], kshape[nk++] = x->shape[d];
  if (contracted_last)
    for (int k = 0; k < n; k++) perm[p++] = ax[k], *summed *= x->shape[ax[k]];
  return nk;
}

static Value f_tensordot(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"a", "b", "axes"};
  Value v[3];
  rt_parse_args("tensordot", argc, argv, kw, 3, names, 2, v);
  Value a = rt_array_from_value(v[0], -1), b = rt_undef(), at = rt_undef(), bt = rt_undef();
  Value a2 = rt_undef(), b2 = rt_undef(), d = rt_undef();
  int mark = rt_cleanup_push_value(&a);
  Value *tmp[] = {&b, &at, &bt, &a2, &b2, &d};
  for (int i = 0; i < 6; i++) rt_cleanup_push_value(tmp[i]);
  b = rt_array_from_value(v[1], -1);
  Array *x = RT_AS(Array, a), *y = RT_AS(Array, b);
  int xa[RT_MAXDIM], xb[RT_MAXDIM];
  int n = tensordot_axes(v[2], x->ndim, xa, xb);
  for (int k = 0; k < n; k++) {
    if (xa[k] < 0) xa[k] += x->ndim;
    if (xb[k] < 0) xb[k] += y->ndim;
    if (xa[k] < 0 || xa[k] >= x->ndim || xb[k] < 0 || xb[k] >= y->ndim ||
        x->shape[xa[k]] != y->shape[xb[k]])
      rt_raise(RT_EXC_ValueError, "shape-mismatch for sum");
  }
  int64_t pa[RT_MAXDIM], pb[RT_MAXDIM], out[2 * RT_MAXDIM], ka, sa, kb, sb;
  int na = split_axes(x, xa, n, true, pa, &ka, &sa, out);
  int nb = split_axes(y, xb, n, false, pb, &kb, &sb, out + na);
  if (na + nb > RT_MAXDIM) rt_raise(RT_EXC_ValueError, "too many dimensions");
  at = np_array_transpose_axes(a, x->ndim, pa);
  bt = np_array_transpose_axes(b, y->ndim, pb);
  int64_t s2a[2] = {ka, sa}, s2b[2] = {sb, kb};
  a2 = np_array_reshape(at, 2, s2a);
  b2 = np_array_reshape(bt, 2, s2b);
  d = np_callk("dot", 2, (Value[]){a2, b2}, 0, NULL, NULL);
  Value r = np_array_reshape(d, na + nb, out);
  rt_cleanup_pop(mark, true);
  return r;
}

/* ---- choose, compress, extract ---- */
static Value f_choose(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"a", "choices", "out", "mode"};
  Value v[4];
  rt_parse_args("choose", argc, argv, kw, 4, names, 2, v);
  if (np_given(v[2])) rt_raise(RT_EXC_TypeError, "np.choose's out= is not supported in Weft");
  char mode = 'r'; /* raise, wrap or clip */
  if (np_given(v[3]) && v[3].tag == RT_INT) { /* np.CLIP, np.WRAP, np.RAISE */
    int64_t im = v[3].as.i;
    if (im < 0 || im > 2)
      rt_raise(RT_EXC_ValueError, "integer clipmode must be np.RAISE, np.WRAP, or np.CLIP");
    mode = "cwr"[im];
  } else if (np_given(v[3])) { /* NumPy reads the first letter */
    const char *ms = rt_is_str(v[3]) ? rt_str_data(v[3]) : "";
    if (*ms != 'r' && *ms != 'w' && *ms != 'c') {
      char got[64];
      Value rp = rt_repr(v[3]);
      snprintf(got, sizeof got, "%s", rt_str_data(rp));
      rt_decref(rp);
      rt_raise(RT_EXC_ValueError, "clipmode must be one of 'clip', 'raise', or 'wrap' (got %s)",
               got);
    }
    mode = *ms;
  }
  Value idx = rt_array_from_value(v[0], DT_INT64), ch = rt_undef(), r = rt_undef();
  int mark = rt_cleanup_push_value(&idx);
  rt_cleanup_push_value(&ch);
  rt_cleanup_push_value(&r);
  ch = rt_array_from_value(v[1], -1);
  Array *c = RT_AS(Array, ch);
  int64_t n = c->ndim ? c->shape[0] : 0;
  if (mode != 'r' && n > 0) { /* the indices wrapped or clipped into [0, n), in a copy */
    Value cp = rt_array_contiguous(idx, true);
    rt_decref(idx);
    idx = cp;
    Array *ci = RT_AS(Array, idx);
    int64_t *k = (int64_t *)ci->data;
    for (int64_t i = 0; i < ci->size; i++) {
      if (mode == 'w') k[i] = (k[i] % n + n) % n;
      else k[i] = k[i] < 0 ? 0 : k[i] >= n ? n - 1 : k[i];
    }
  }
  Array *ix = RT_AS(Array, idx);
  NpIter it;
  for (np_iter_init(&it, ix); it.more; np_iter_next(&it)) {
    int64_t k = *(int64_t *)it.ptr;
    if (k < 0 || k >= n) rt_raise(RT_EXC_ValueError, "invalid entry in choice array");
  }
  if (n == 0) rt_raise(RT_EXC_ValueError, "invalid entry in choice array");
  r = np_array_row(ch, n - 1);
  for (int64_t k = n - 2; k >= 0; k--) {
    Value row = np_array_row(ch, k), eq = rt_undef();
    int m2 = rt_cleanup_push_value(&row);
    rt_cleanup_push_value(&eq);
    eq = np_apply_binary(NPB_EQ, idx, rt_int(k), rt_undef());
    Value nr = np_callk("where", 3, (Value[]){eq, row, r}, 0, NULL, NULL);
    rt_decref(r);
    r = nr;
    rt_cleanup_pop(m2, true);
  }
  /* a 0-d index array still broadcasts against the choices' shape */
  Value out = np_callk("asarray", 1, &r, 0, NULL, NULL);
  rt_cleanup_pop(mark, true);
  return out;
}

/* take(a, nonzero(cond)[0], axis) */
static Value take_where(Value cond, Value a, Value axis) {
  Value nz = np_call1("nonzero", cond);
  int mark = rt_cleanup_push_value(&nz);
  static const char *const kn[] = {"axis"};
  Value r = np_callk("take", 2, (Value[]){a, RT_AS(Tuple, nz)->items[0]}, 1, kn, &axis);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value f_compress(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"condition", "a", "axis", "out"};
  Value v[4];
  rt_parse_args("compress", argc, argv, kw, 4, names, 2, v);
  Value c = rt_array_from_value(v[0], DT_BOOL);
  int mark = rt_cleanup_push_value(&c);
  if (RT_AS(Array, c)->ndim != 1) rt_raise(RT_EXC_ValueError, "condition must be a 1-d array");
  Value r = take_where(c, v[1], v[2]);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value f_extract(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"condition", "arr"};
  Value v[2];
  rt_parse_args("extract", argc, argv, kw, 2, names, 2, v);
  Value c = np_call1("ravel", v[0]), a = rt_undef();
  int mark = rt_cleanup_push_value(&c);
  rt_cleanup_push_value(&a);
  a = np_call1("ravel", v[1]);
  Value r = take_where(c, a, rt_undef());
  rt_cleanup_pop(mark, true);
  return r;
}

/* np.divmod(x, y): (floor_divide(x, y), remainder(x, y)) */
static Value f_divmod(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("divmod", argc, kw, 2, 2);
  /* one ufunc to NumPy: its warnings name divmod (the second, the same text, is not shown) */
  Value q = np_apply_binary_as(NPB_FLOORDIV, argv[0], argv[1], rt_undef(), "divmod");
  int mark = rt_cleanup_push_value(&q);
  Value m = np_apply_binary_as(NPB_MOD, argv[0], argv[1], rt_undef(), "divmod");
  rt_cleanup_push_value(&m);
  Value t = rt_tuple_from(2, (Value[]){q, m});
  rt_cleanup_pop(mark, true);
  return t;
}

/* ---- roots: eigvals of the companion matrix, trailing zeros as zero roots ---- */

/* The companion matrix of complex coefficients c[lo:hi] as NumPy builds it: ones below the
 * diagonal, first row -c[lo+1:hi] / c[lo] computed by the ufuncs (NumPy's complex division). */
static Value complex_companion(Value c, int64_t lo, int64_t hi) {
  int64_t n = hi - lo, shape[2] = {n - 1, n - 1};
  Array *ca = RT_AS(Array, c);
  Value comp = rt_array_new(ca->dtype, 2, shape, true), tail = rt_undef(), neg = rt_undef();
  int mark = rt_cleanup_push_value(&comp);
  rt_cleanup_push_value(&tail);
  rt_cleanup_push_value(&neg);
  Array *m = RT_AS(Array, comp);
  int isz = rt_dtypes[m->dtype].itemsize;
  for (int64_t i = 1; i < n - 1; i++) rt_elem_set_f64(m->dtype, m->data + (i * (n - 1) + i - 1) * isz, 1.0);
  Value sl = rt_slice_new(rt_int(lo + 1), rt_int(hi), rt_none());
  tail = rt_getitem(c, sl);
  rt_decref(sl);
  neg = rt_unop(RT_UOP_NEG, tail);
  Value lead = rt_getitem(c, rt_int(lo));
  Value row = rt_binop(RT_OP_TRUEDIV, neg, lead);
  rt_decref(lead);
  rt_setitem(comp, rt_int(0), row);
  rt_decref(row);
  rt_cleanup_pop(mark + 1, true);
  rt_cleanup_pop(mark, false);
  return comp;
}
static Value f_roots(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("roots", argc, kw, 1, 1);
  Value p = np_call1("atleast_1d", argv[0]), f = rt_undef(), comp = rt_undef(), w = rt_undef();
  int mark = rt_cleanup_push_value(&p);
  rt_cleanup_push_value(&f);
  rt_cleanup_push_value(&comp);
  rt_cleanup_push_value(&w);
  if (RT_AS(Array, p)->ndim != 1) rt_raise(RT_EXC_ValueError, "Input must be a rank-1 array.");
  char kd = rt_dtypes[RT_AS(Array, p)->dtype].kind;
  f = rt_array_astype(p, kd == 'c' ? RT_AS(Array, p)->dtype : DT_FLOAT64);
  Array *fa = RT_AS(Array, f);
  int64_t lo = 0, hi = fa->size, isz = rt_dtypes[fa->dtype].itemsize;
  while (lo < hi && !rt_elem_truthy(fa->dtype, fa->data + lo * isz)) lo++;
  while (hi > lo && !rt_elem_truthy(fa->dtype, fa->data + (hi - 1) * isz)) hi--;
  int64_t trailing = fa->size - hi, n = hi - lo, z = 0;
  if (n > 1 && kd == 'c') {
    comp = complex_companion(f, lo, hi);
    Value la = rt_import("numpy.linalg");
    Value fn = rt_module_lookup(la, "eigvals");
    rt_decref(la);
    w = rt_call(fn, 1, &comp, NULL);
  } else if (n > 1) {
    const double *c = (const double *)fa->data;
    int64_t shape[2] = {n - 1, n - 1};
    comp = rt_array_new(DT_FLOAT64, 2, shape, true);
    double *m = (double *)RT_AS(Array, comp)->data;
    for (int64_t i = 1; i < n - 1; i++) m[i * (n - 1) + i - 1] = 1.0;
    for (int64_t j = 0; j < n - 1; j++) m[j] = -c[lo + 1 + j] / c[lo];
    Value la = rt_import("numpy.linalg");
    Value fn = rt_module_lookup(la, "eigvals");
    rt_decref(la);
    w = rt_call(fn, 1, &comp, NULL);
  } else {
    w = rt_array_new(DT_FLOAT64, 1, &z, false);
  }
  if (trailing) {
    Value zeros = rt_array_new(RT_AS(Array, w)->dtype, 1, &trailing, true);
    rt_cleanup_push_value(&zeros);
    Value pair = rt_tuple_from(2, (Value[]){w, zeros});
    rt_cleanup_push_value(&pair);
    Value r = np_call1("concatenate", pair);
    rt_cleanup_pop(mark, true);
    return r;
  }
  rt_incref(w);
  rt_cleanup_pop(mark, true);
  return w;
}

void np_register_combine(Value m) {
  rt_module_add_fn(m, "tensordot", f_tensordot);
  rt_module_add_fn(m, "choose", f_choose);
  rt_module_add_fn(m, "compress", f_compress);
  rt_module_add_fn(m, "extract", f_extract);
  rt_module_add_fn(m, "divmod", f_divmod);
  rt_module_add_fn(m, "roots", f_roots);
  register_rest(m);
}

/* ---- nanmedian, nanpercentile, nanquantile: the plain function on each row's non-NaN
 * values (an all-NaN row gives NaN and NumPy's warning); non-float inputs go straight to it. */
/* The All-NaN warning where the oracle shows it (warnings.warn(stacklevel=5) in nanfunctions.py):
 * nanmedian's _ureduce call, nanquantile's (nanpercentile's) _ureduce call on one dimension,
 * its apply_along_axis call otherwise. */
static void all_nan_warning(const char *plain, Value axis, int ndim) {
  static const NpLibLine median_at = {NP_LIB_DIR "lib/nanfunctions.py",
                                      "return function_base._ureduce(a, func=_nanmedian, "
                                      "keepdims=keepdims,", "numpy.lib.nanfunctions", 1217};
  static const NpLibLine flat_at = {NP_LIB_DIR "lib/nanfunctions.py",
                                    "return function_base._ureduce(a,",
                                    "numpy.lib.nanfunctions", 1556};
  static const NpLibLine axis_at = {NP_LIB_DIR "lib/nanfunctions.py",
                                    "result = np.apply_along_axis(_nanquantile_1d, axis, a, q,",
                                    "numpy.lib.nanfunctions", 1577};
  const NpLibLine *at = !strcmp(plain, "median") ? &median_at
                        : rt_is_undef(axis) || rt_is_none(axis) || ndim == 1 ? &flat_at
                                                                              : &axis_at;
  np_warn_at("All-NaN slice encountered", NULL, at->file, at->line, at->source, at->module_name);
}

static Value nan_row_stat(const char *plain, Value a, Value q, Value axis, Value method,
                          bool keepdims) {
  Value arr = rt_array_from_value(a, -1);
  int mark = rt_cleanup_push_value(&arr);
  static const char *const kn[] = {"axis", "method", "keepdims"};
  Value kv[3] = {axis, method, keepdims ? rt_bool(true) : rt_undef()};
  int argc = rt_is_undef(q) ? 1 : 2;
  if (rt_dtypes[RT_AS(Array, arr)->dtype].kind != 'f') {
    Value r = np_callk(plain, argc, (Value[]){arr, q}, 3, kn, kv);
    rt_cleanup_pop(mark, true);
    return r;
  }
  NpRows r;
  np_rows_init(&r, arr, axis);
  rt_cleanup_push_value(&r.rows);
  Array *s = RT_AS(Array, r.rows);
  Value qa = rt_is_undef(q) ? rt_undef() : rt_array_from_value(q, -1), row = rt_undef();
  Value res = rt_undef(), one = rt_undef();
  rt_cleanup_push_value(&qa);
  rt_cleanup_push_value(&row);
  rt_cleanup_push_value(&res);
  rt_cleanup_push_value(&one);
  int nq = rt_is_undef(qa) ? 0 : RT_AS(Array, qa)->ndim;
  int64_t qn = rt_is_undef(qa) ? 1 : RT_AS(Array, qa)->size, total = qn * r.outer;
  int isz = rt_dtypes[s->dtype].itemsize;
  for (int64_t i = 0; i < r.outer; i++) {
    int64_t k = 0;
    rt_decref(row);
    row = rt_array_new(s->dtype, 1, &r.n, false);
    for (int64_t j = 0; j < r.n; j++) {
      const char *p = s->data + (i * r.n + j) * isz;
      if (!isnan(rt_elem_get_f64(s->dtype, p))) memcpy(RT_AS(Array, row)->data + k++ * isz, p, (size_t)isz);
    }
    RT_AS(Array, row)->shape[0] = RT_AS(Array, row)->size = k;
    rt_decref(one);
    if (k == 0) {
      all_nan_warning(plain, axis, RT_AS(Array, arr)->ndim);
      one = rt_undef();
    } else {
      one = np_callk(plain, argc, (Value[]){row, qa}, 2, kn, (Value[]){rt_undef(), method});
      Value oa = rt_array_from_value(one, -1);
      rt_decref(one);
      one = oa;
    }
    if (rt_is_undef(res))
      res = rt_array_new(rt_is_undef(one) ? s->dtype : RT_AS(Array, one)->dtype, 1, &total, false);
    Array *ra = RT_AS(Array, res);
    int osz = rt_dtypes[ra->dtype].itemsize;
    for (int64_t t = 0; t < qn; t++) {
      char *o = ra->data + (t * r.outer + i) * osz;
      if (rt_is_undef(one)) rt_elem_set_f64(ra->dtype, o, NAN);
      else {
        const Array *oa = RT_AS(Array, one); /* a 0-d result has no strides[0] to read */
        rt_elem_cast(ra->dtype, o, oa->dtype, oa->data + (oa->ndim > 0 ? t * oa->strides[0] : 0));
      }
    }
  }
  if (rt_is_undef(res)) res = rt_array_new(s->dtype, 1, &total, false);
  Value out = np_rows_result(&r, res, keepdims, nq, nq ? RT_AS(Array, qa)->shape : NULL);
  res = rt_undef(); /* stolen */
  rt_cleanup_pop(mark, true);
  return out;
}

static bool flag_of(Value v) { return np_given(v) && rt_truthy(v); }

static Value f_nanmedian(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"a", "axis", "out", "overwrite_input", "keepdims"};
  Value v[5];
  rt_parse_args("nanmedian", argc, argv, kw, 5, names, 1, v);
  if (np_given(v[2])) rt_raise(RT_EXC_TypeError, "np.nanmedian's out= is not supported in Weft");
  return nan_row_stat("median", v[0], rt_undef(), v[1], rt_undef(), flag_of(v[4]));
}

static Value nanq(const char *name, const char *plain, int argc, const Value *argv,
                  const Kwargs *kw) {
  static const char *const names[] = {"a", "q", "axis", "out", "overwrite_input", "method",
                                      "keepdims", "interpolation"};
  Value v[8];
  rt_parse_args(name, argc, argv, kw, 8, names, 2, v);
  if (np_given(v[3])) rt_raise(RT_EXC_TypeError, "np.%s's out= is not supported in Weft", name);
  Value method = np_quantile_method_arg(name, v[5], v[7]);
  return nan_row_stat(plain, v[0], v[1], v[2], method, flag_of(v[6]));
}

static Value f_nanpercentile(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return nanq("nanpercentile", "percentile", argc, argv, kw);
}

static Value f_nanquantile(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return nanq("nanquantile", "quantile", argc, argv, kw);
}

/* ---- np.broadcast: the broadcast shape of its arguments, iterated as tuples ---- */
typedef struct Broadcast {
  Obj hdr;
  int n;
  Value views[32]; /* owned: each argument broadcast to the shape */
  int64_t index, size;
} Broadcast;

static void bc_free(Obj *o) {
  Broadcast *b = (Broadcast *)o;
  for (int i = 0; i < b->n; i++) rt_decref(b->views[i]);
  if (b->n == 0) rt_decref(b->views[0]); /* np.broadcast(): the 0-d array its shape comes from (or undef) */
  free(b);
}

static Value bc_iter(Value self) {
  rt_incref(self);
  return self;
}

static bool bc_next(Value self, Value *out) {
  Broadcast *b = RT_AS(Broadcast, self);
  if (b->index >= b->size) return false;
  Value t = rt_tuple_new(b->n);
  for (int i = 0; i < b->n; i++) {
    const Array *a = RT_AS(Array, b->views[i]);
    const char *p = a->data;
    int64_t k = b->index;
    for (int d = a->ndim - 1; d >= 0; d--) {
      p += (k % a->shape[d]) * a->strides[d];
      k /= a->shape[d];
    }
    rt_tuple_set(t, i, rt_npscalar_new(a->dtype, p));
  }
  b->index++;
  *out = t;
  return true;
}

static Value bc_getattr(Value self, const char *name) {
  Broadcast *b = RT_AS(Broadcast, self);
  const Array *a = RT_AS(Array, b->views[0]);
  if (!strcmp(name, "shape")) {
    Value t = rt_tuple_new(a->ndim);
    for (int d = 0; d < a->ndim; d++) rt_tuple_set(t, d, rt_int(a->shape[d]));
    return t;
  }
  if (!strcmp(name, "ndim") || !strcmp(name, "nd")) return rt_int(a->ndim);
  if (!strcmp(name, "size")) return rt_int(b->size);
  if (!strcmp(name, "numiter")) return rt_int(b->n);
  if (!strcmp(name, "index")) return rt_int(b->index);
  return rt_undef();
}

static const ObjType bc_type = {.name = "numpy.broadcast", .free = bc_free, .getattr = bc_getattr,
                                .iter = bc_iter, .next = bc_next};

static Value f_broadcast(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("broadcast", argc, kw, 0, 32);
  Broadcast *b = rt_calloc(1, sizeof *b);
  rt_obj_init(&b->hdr, &bc_type);
  Value r = rt_obj(b);
  int mark = rt_cleanup_push_value(&r);
  int64_t shape[RT_MAXDIM];
  int nd = 0;
  for (int i = 0; i < argc; i++) {
    b->views[i] = rt_array_from_value(argv[i], -1);
    b->n = i + 1;
  }
  np_common_shape(b->n, b->views, &nd, shape); /* NumPy's mismatch error names the arguments */
  if (argc == 0) {
    b->views[0] = rt_array_from_value(rt_int(0), -1); /* shape () */
    b->n = 0;
  }
  for (int i = 0; i < b->n; i++) {
    Value v = rt_array_broadcast_to(b->views[i], nd, shape);
    rt_decref(b->views[i]);
    b->views[i] = v;
  }
  b->size = np_shape_size(nd, shape, 1);
  rt_cleanup_pop(mark, false);
  return r;
}

/* ---- piecewise, sinc: NumPy's Python code step by step ---- */
static bool is_callable(Value f) {
  return rt_is_instance(f) ? rt_instance_callable(f) : rt_is_obj(f) && f.as.o->type->call != NULL;
}

/* conds with each callable item (two levels deep) as True: np.array(condlist, dtype=bool) takes
 * a function's truth, so a lambda condition reaches NumPy's own indexing error. */
static Value callables_as_true(Value conds, int depth) {
  if (is_callable(conds)) return rt_bool(true);
  if ((!rt_is_list(conds) && !rt_is_tuple(conds)) || depth < 0) {
    rt_incref(conds);
    return conds;
  }
  int64_t n = rt_len(conds);
  Value out = rt_list_new(n), it = rt_undef();
  int mark = rt_cleanup_push_value(&out);
  rt_cleanup_push_value(&it);
  for (int64_t i = 0; i < n; i++) {
    rt_decref(it);
    it = rt_getitem(conds, rt_int(i));
    Value m = callables_as_true(it, depth - 1);
    rt_list_append(out, m);
    rt_decref(m);
  }
  rt_cleanup_pop(mark + 1, true);
  rt_cleanup_pop(mark, false);
  return out;
}

static Value f_piecewise(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"x", "condlist", "funclist"};
  np_require_pyargs("piecewise", argc, argv, 3, names);
  Value x = rt_array_from_value(argv[0], -1), cl = rt_undef(), y = rt_undef(), cond = rt_undef();
  Value vals = rt_undef(), fr = rt_undef();
  int mark = rt_cleanup_push_value(&x);
  Value *tmp[] = {&cl, &y, &cond, &vals, &fr};
  for (int i = 0; i < 5; i++) rt_cleanup_push_value(tmp[i]);
  Value conds = argv[1], funcs = argv[2];
  int64_t n2 = rt_len(funcs);
  /* NumPy indexes any condlist but a scalar: a function is "not subscriptable" */
  bool wrap = !rt_is_list(conds) && !rt_is_tuple(conds) && !rt_is_array(conds) && !is_callable(conds);
  if (!wrap) {
    Value c0 = rt_getitem(conds, rt_int(0));
    wrap = !rt_is_list(c0) && !rt_is_array(c0) && RT_AS(Array, x)->ndim != 0;
    rt_decref(c0);
  }
  Value one = wrap ? rt_tuple_from(1, &conds) : (rt_incref(conds), conds);
  Value plain = callables_as_true(one, 1);
  rt_decref(one);
  int m1 = rt_cleanup_push_value(&plain);
  cl = rt_array_from_value(plain, DT_BOOL);
  rt_cleanup_pop(m1, true);
  int64_t n = RT_AS(Array, cl)->ndim ? RT_AS(Array, cl)->shape[0] : 1;
  if (n == n2 - 1) { /* the "otherwise" condition */
    static const char *const kn[] = {"axis", "keepdims"};
    Value any = np_callk("any", 1, &cl, 2, kn, (Value[]){rt_int(0), rt_bool(true)});
    Value els = np_apply_unary(NPU_LNOT, any, rt_undef());
    rt_decref(any);
    Value pair = rt_tuple_from(2, (Value[]){cl, els});
    rt_decref(els);
    Value both = np_call1("concatenate", pair);
    rt_decref(pair);
    rt_decref(cl);
    cl = both;
    n++;
  } else if (n != n2) {
    rt_raise(RT_EXC_ValueError, "with %lld condition(s), either %lld or %lld functions are expected",
             (long long)n, (long long)n, (long long)n + 1);
  }
  y = np_call1("zeros_like", x);
  for (int64_t i = 0; i < n; i++) {
    rt_decref(cond);
    cond = np_array_row(cl, i);
    Value f = rt_getitem(funcs, rt_int(i));
    rt_decref(fr);
    fr = f;
    if (!is_callable(f)) {
      np_array_setitem(y, cond, f);
      continue;
    }
    rt_decref(vals);
    vals = np_array_getitem(x, cond);
    if (!rt_is_array(vals) || RT_AS(Array, vals)->size > 0) {
      Value *args = rt_malloc(sizeof(Value) * (size_t)(argc - 2));
      int m2 = rt_cleanup_push(free, args);
      args[0] = vals;
      for (int j = 3; j < argc; j++) args[j - 2] = argv[j];
      Value r = rt_call(f, argc - 2, args, kw);
      rt_cleanup_push_value(&r);
      np_array_setitem(y, cond, r);
      rt_cleanup_pop(m2, true);
    }
  }
  rt_incref(y);
  rt_cleanup_pop(mark, true);
  return y;
}

static Value f_sinc(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("sinc", argc, kw, 1, 1);
  /* a masked array's data (np.where below makes the result a plain ndarray, as NumPy's) */
  Value x = np_call1(np_is_ma(argv[0]) ? "asarray" : "asanyarray", argv[0]), z = rt_undef(),
        w = rt_undef(), y = rt_undef();
  int mark = rt_cleanup_push_value(&x);
  rt_cleanup_push_value(&z);
  rt_cleanup_push_value(&w);
  rt_cleanup_push_value(&y);
  z = np_apply_binary(NPB_EQ, x, rt_int(0), rt_undef());
  w = np_callk("where", 3, (Value[]){z, rt_float(1.0e-20), x}, 0, NULL, NULL);
  y = np_apply_binary(NPB_MUL, rt_float(3.141592653589793), w, rt_undef());
  Value s = np_apply_unary(NPU_SIN, y, rt_undef());
  rt_cleanup_push_value(&s);
  Value r = np_apply_binary(NPB_DIV, s, y, rt_undef());
  rt_cleanup_pop(mark, true);
  return r;
}

/* ---- gradient: central differences inside, one-sided (edge_order 1 or 2) at the edges ---- */
static Value slice_key(int nd, int ax, int64_t lo, int64_t hi, bool hi_none) {
  Value t = rt_tuple_new(nd);
  for (int d = 0; d < nd; d++) {
    if (d != ax) {
      rt_tuple_set(t, d, rt_slice_new(rt_none(), rt_none(), rt_none()));
      continue;
    }
    rt_tuple_set(t, d, rt_slice_new(rt_int(lo), hi_none ? rt_none() : rt_int(hi), rt_none()));
  }
  return t;
}

/* f[lo:hi] along ax (hi_none: to the end) */
static Value part(Value f, int nd, int ax, int64_t lo, int64_t hi, bool hi_none) {
  Value k = slice_key(nd, ax, lo, hi, hi_none);
  Value r = np_array_getitem(f, k);
  rt_decref(k);
  return r;
}

typedef struct GradTmp {
  Value v[12];
} GradTmp;

static void gradtmp_free(void *p) {
  GradTmp *g = p;
  for (int i = 0; i < 12; i++) rt_decref(g->v[i]);
  free(g);
}

static Value bin(NpBinary op, Value a, Value b) { return np_apply_binary(op, a, b, rt_undef()); }

/* out[key] = value (value stolen) */
static void put_part(Value out, int nd, int ax, int64_t lo, int64_t hi, bool hi_none, Value value) {
  Value k = slice_key(nd, ax, lo, hi, hi_none);
  int mark = rt_cleanup_push_value(&k);
  rt_cleanup_push_value(&value);
  np_array_setitem(out, k, value);
  rt_cleanup_pop(mark, true);
}

/* One axis with uniform spacing dx (a Python float or NumPy scalar). */
static Value gradient_axis(Value f, int nd, int ax, Value dx, int edge) {
  Array *fa = RT_AS(Array, f);
  int64_t n = fa->shape[ax];
  if (n < edge + 1)
    rt_raise(RT_EXC_ValueError, "Shape of array too small to calculate a numerical gradient, at "
             "least (edge_order + 1) elements are required.");
  Value out = np_call1("empty_like", f);
  GradTmp *g = rt_calloc(1, sizeof *g);
  int mark = rt_cleanup_push(gradtmp_free, g);
  rt_cleanup_push_value(&out);
  for (int i = 0; i < 12; i++) g->v[i] = rt_undef();
  /* interior: (f[2:] - f[:-2]) / (2. * dx) */
  g->v[0] = part(f, nd, ax, 2, 0, true);
  g->v[1] = part(f, nd, ax, 0, -2, false);
  g->v[2] = bin(NPB_SUB, g->v[0], g->v[1]);
  g->v[3] = bin(NPB_MUL, rt_float(2.0), dx);
  put_part(out, nd, ax, 1, -1, false, bin(NPB_DIV, g->v[2], g->v[3]));
  if (edge == 1) {
    g->v[4] = part(f, nd, ax, 1, 2, false);
    g->v[5] = part(f, nd, ax, 0, 1, false);
    g->v[6] = bin(NPB_SUB, g->v[4], g->v[5]);
    put_part(out, nd, ax, 0, 1, false, bin(NPB_DIV, g->v[6], dx));
    g->v[7] = part(f, nd, ax, -1, 0, true);
    g->v[8] = part(f, nd, ax, -2, -1, false);
    g->v[9] = bin(NPB_SUB, g->v[7], g->v[8]);
    put_part(out, nd, ax, -1, 0, true, bin(NPB_DIV, g->v[9], dx));
  } else {
    /* NumPy: a = -1.5 / dx, b = 2. / dx, c = -0.5 / dx; out[0] = a*f[0] + b*f[1] + c*f[2];
     * at the end a = 0.5 / dx, b = -2. / dx, c = 1.5 / dx on f[-3], f[-2], f[-1] */
    static const double co[2][3] = {{-1.5, 2.0, -0.5}, {0.5, -2.0, 1.5}};
    for (int side = 0; side < 2; side++) {
      Value acc = rt_undef();
      for (int t = 0; t < 3; t++) {
        int64_t at = side == 0 ? t : t - 3;
        Value c = bin(NPB_DIV, rt_float(co[side][t]), dx);
        Value fp = part(f, nd, ax, at, at + 1, at + 1 == 0);
        Value term = bin(NPB_MUL, c, fp);
        rt_decref(c);
        rt_decref(fp);
        if (rt_is_undef(acc)) {
          acc = term;
        } else {
          Value s2 = bin(NPB_ADD, acc, term);
          rt_decref(acc);
          rt_decref(term);
          acc = s2;
        }
      }
      if (side == 0) put_part(out, nd, ax, 0, 1, false, acc);
      else put_part(out, nd, ax, -1, 0, true, acc);
    }
  }
  rt_incref(out);
  rt_cleanup_pop(mark, true);
  return out;
}

/* Coordinates along the axis: uniform ones act as their common spacing (a float64 scalar, as
 * NumPy's diffx[0]); others use NumPy's second-order non-uniform formula inside and one-sided
 * differences at the edges. */
static Value gradient_coords(Value f, int nd, int ax, Value coords, int edge) {
  Value x = rt_array_from_value(coords, -1);
  GradTmp *g = rt_calloc(1, sizeof *g);
  int mark = rt_cleanup_push(gradtmp_free, g);
  for (int i = 0; i < 12; i++) g->v[i] = rt_undef();
  g->v[0] = x;
  Array *xa = RT_AS(Array, x);
  if (xa->ndim == 0) {
    Value r = gradient_axis(f, nd, ax, x, edge);
    rt_cleanup_pop(mark, true);
    return r;
  }
  if (xa->ndim != 1) rt_raise(RT_EXC_ValueError, "distances must be either scalars or 1d");
  if (xa->shape[0] != RT_AS(Array, f)->shape[ax])
    rt_raise(RT_EXC_ValueError, "when 1d, distances must match the length of the corresponding dimension");
  char k = rt_dtypes[xa->dtype].kind;
  if (k == 'i' || k == 'u' || k == 'b') {
    g->v[0] = rt_array_astype(x, DT_FLOAT64);
    rt_decref(x);
  }
  g->v[1] = np_call1("diff", g->v[0]);
  Array *d = RT_AS(Array, g->v[1]);
  bool uniform = true;
  for (int64_t i = 1; i < d->size && uniform; i++)
    uniform = rt_elem_get_f64(d->dtype, d->data + i * d->strides[0]) == rt_elem_get_f64(d->dtype, d->data);
  if (uniform && d->size > 0) {
    Value dx0 = rt_npscalar_new(d->dtype, d->data);
    g->v[2] = dx0;
    Value r = gradient_axis(f, nd, ax, dx0, edge);
    rt_cleanup_pop(mark, true);
    return r;
  }
  if (edge != 1)
    rt_raise(RT_EXC_TypeError, "np.gradient with uneven coordinates and edge_order=2 is not supported in Weft");
  int64_t m = d->size, shape[RT_MAXDIM];
  for (int e = 0; e < nd; e++) shape[e] = e == ax ? m - 1 : 1;
  Value dx1 = part(g->v[1], 1, 0, 0, -1, false), dx2 = part(g->v[1], 1, 0, 1, 0, true);
  g->v[3] = dx1, g->v[4] = dx2;
  Value s12 = bin(NPB_ADD, dx1, dx2);
  g->v[5] = s12;
  /* a = -(dx2)/(dx1 * (dx1 + dx2)), b = (dx2 - dx1) / (dx1 * dx2), c = dx1 / (dx2 * (dx1 + dx2)) */
  Value t1 = bin(NPB_MUL, dx1, s12), neg = np_apply_unary(NPU_NEG, dx2, rt_undef());
  Value a = bin(NPB_DIV, neg, t1);
  rt_decref(t1), rt_decref(neg);
  Value t2 = bin(NPB_SUB, dx2, dx1), t3 = bin(NPB_MUL, dx1, dx2);
  Value b = bin(NPB_DIV, t2, t3);
  rt_decref(t2), rt_decref(t3);
  Value t4 = bin(NPB_MUL, dx2, s12);
  Value c = bin(NPB_DIV, dx1, t4);
  rt_decref(t4);
  g->v[6] = np_array_reshape(a, nd, shape), g->v[7] = np_array_reshape(b, nd, shape);
  g->v[8] = np_array_reshape(c, nd, shape);
  rt_decref(a), rt_decref(b), rt_decref(c);
  Value out = np_call1("empty_like", f);
  rt_cleanup_push_value(&out);
  Value f0 = part(f, nd, ax, 0, -2, false), f1 = part(f, nd, ax, 1, -1, false), f2 = part(f, nd, ax, 2, 0, true);
  Value p0 = bin(NPB_MUL, g->v[6], f0), p1 = bin(NPB_MUL, g->v[7], f1), p2 = bin(NPB_MUL, g->v[8], f2);
  rt_decref(f0), rt_decref(f1), rt_decref(f2);
  Value s01 = bin(NPB_ADD, p0, p1);
  Value inner = bin(NPB_ADD, s01, p2);
  rt_decref(p0), rt_decref(p1), rt_decref(p2), rt_decref(s01);
  put_part(out, nd, ax, 1, -1, false, inner);
  Value e0 = part(g->v[1], 1, 0, 0, 1, false), en = part(g->v[1], 1, 0, -1, 0, true);
  g->v[9] = np_array_getitem(e0, rt_int(0)), g->v[10] = np_array_getitem(en, rt_int(0));
  rt_decref(e0), rt_decref(en);
  Value hi = part(f, nd, ax, 1, 2, false), lo = part(f, nd, ax, 0, 1, false), df = bin(NPB_SUB, hi, lo);
  rt_decref(hi), rt_decref(lo);
  put_part(out, nd, ax, 0, 1, false, bin(NPB_DIV, df, g->v[9]));
  rt_decref(df);
  hi = part(f, nd, ax, -1, 0, true), lo = part(f, nd, ax, -2, -1, false), df = bin(NPB_SUB, hi, lo);
  rt_decref(hi), rt_decref(lo);
  put_part(out, nd, ax, -1, 0, true, bin(NPB_DIV, df, g->v[10]));
  rt_decref(df);
  rt_incref(out);
  rt_cleanup_pop(mark, true);
  return out;
}

static Value f_gradient(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"f"};
  np_require_pyargs("gradient", argc, argv, 1, names);
  Value axis = rt_undef(), edge_v = rt_undef();
  for (int i = 0; kw && i < kw->n; i++) {
    if (!strcmp(kw->names[i], "axis")) axis = kw->values[i];
    else if (!strcmp(kw->names[i], "edge_order")) edge_v = kw->values[i];
    else rt_raise(RT_EXC_TypeError, "gradient() got an unexpected keyword argument '%s'", kw->names[i]);
  }
  int edge = np_given(edge_v) ? (int)rt_to_index(edge_v, NULL) : 1;
  if (edge != 1 && edge != 2) rt_raise(RT_EXC_ValueError, "'edge_order' greater than 2 not supported");
  Value f = rt_array_from_value(argv[0], -1);
  int mark = rt_cleanup_push_value(&f);
  Array *fa = RT_AS(Array, f);
  if (rt_dtypes[fa->dtype].kind != 'f' && rt_dtypes[fa->dtype].kind != 'c') {
    Value c = rt_array_astype(f, DT_FLOAT64);
    rt_decref(f);
    f = c;
    fa = RT_AS(Array, f);
  }
  int nd = fa->ndim, axes[RT_MAXDIM], na = 0;
  if (!np_given(axis)) {
    for (int d = 0; d < nd; d++) axes[na++] = d;
  } else if (rt_is_tuple(axis)) {
    for (int64_t i = 0; i < RT_AS(Tuple, axis)->n; i++)
      axes[na++] = np_axis_index(rt_to_index(RT_AS(Tuple, axis)->items[i], "axis"), nd);
  } else {
    axes[na++] = np_axis_index(rt_to_index(axis, "axis"), nd);
  }
  int nv = argc - 1;
  if (nv != 0 && nv != 1 && nv != na) rt_raise(RT_EXC_TypeError, "invalid number of arguments");
  Value list = rt_list_new(na);
  rt_cleanup_push_value(&list);
  for (int k = 0; k < na; k++) {
    Value dx = nv == 0 ? rt_float(1.0) : argv[1 + (nv == 1 ? 0 : k)];
    Value gk;
    if (rt_is_array(dx) || rt_is_list(dx) || rt_is_tuple(dx)) {
      gk = gradient_coords(f, nd, axes[k], dx, edge);
    } else {
      gk = gradient_axis(f, nd, axes[k], dx, edge);
    }
    rt_list_append(list, gk);
    rt_decref(gk);
  }
  Value r = na == 1 ? RT_AS(List, list)->items[0] : list;
  rt_incref(r);
  rt_cleanup_pop(mark, true);
  return r;
}

/* np.float_power: power computed in float64 (complex128 for complex inputs) */
static Value f_float_power(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("float_power", argc, kw, 2, 2);
  Value a = rt_array_from_value(argv[0], -1), b = rt_undef();
  int mark = rt_cleanup_push_value(&a);
  rt_cleanup_push_value(&b);
  b = rt_array_from_value(argv[1], -1);
  bool cplx = rt_dtypes[RT_AS(Array, a)->dtype].kind == 'c' || rt_dtypes[RT_AS(Array, b)->dtype].kind == 'c';
  DType dt = cplx ? DT_COMPLEX128 : DT_FLOAT64;
  Value ac = rt_array_from_value(a, dt);
  rt_decref(a);
  a = ac;
  Value bc = rt_array_from_value(b, dt);
  rt_decref(b);
  b = bc;
  Value r = np_apply_binary(NPB_POW, a, b, rt_undef());
  rt_cleanup_pop(mark, true);
  return r;
}

static void register_rest(Value m) {
  rt_module_add_fn(m, "float_power", f_float_power);
  rt_module_add_fn(m, "gradient", f_gradient);
  rt_module_add_fn(m, "broadcast", f_broadcast);
  rt_module_add_fn(m, "piecewise", f_piecewise);
  rt_module_add_fn(m, "sinc", f_sinc);
  rt_module_add_fn(m, "nanmedian", f_nanmedian);
  rt_module_add_fn(m, "nanpercentile", f_nanpercentile);
  rt_module_add_fn(m, "nanquantile", f_nanquantile);
}
