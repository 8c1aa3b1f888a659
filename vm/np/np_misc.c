/* np_misc.c — the remaining NumPy functions of the subset: isclose, allclose, array_equal,
 * bincount, convolve, nonzero, count_nonzero, unique, diff.
 *
 * isclose follows NumPy 1.24's Python implementation step by step through the ufuncs
 * (|x - y| <= atol + rtol*|y| in the operands' dtype, exact equality for non-finite values,
 * NaN == NaN only with equal_nan), so float32 inputs round exactly as NumPy's do.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "np_close.h"
#include "np_internal.h"
#include "np_select.h"
#include "../base/error.h"
#include "np_loops.h"
#include "np_stats.h"
#include "np_strarray.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

static bool given(Value v) { return !rt_is_undef(v) && !rt_is_none(v); }

/* Applies op and releases the operands it consumed (flags: 1 = a, 2 = b). */
static Value bin2(NpBinary op, Value a, Value b, int consume) {
  Value r = np_apply_binary(op, a, b, rt_undef());
  if (consume & 1) rt_decref(a);
  if (consume & 2) rt_decref(b);
  return r;
}

static Value un1(NpUnary op, Value a, bool consume) {
  Value r = np_apply_unary(op, a, rt_undef());
  if (consume) rt_decref(a);
  return r;
}

static Value isclose_impl(Value a, Value b, Value rtol, Value atol, bool equal_nan) {
  int saved[2];
  Value x = rt_array_from_value(a, -1);
  int mark = rt_cleanup_push_value(&x);
  Value y0 = rt_array_from_value(b, -1);
  DType ydt = RT_AS(Array, y0)->dtype;
  Value y = rt_array_from_value(y0, np_kind_rank(ydt) >= 2 ? (int)ydt : DT_FLOAT64); /* result_type(y, 1.0) */
  rt_decref(y0);
  rt_cleanup_push_value(&y); /* the first operation raises when x and y do not broadcast */
  Value one = rt_undef();
  rt_cleanup_push_value(&one);
  if (np_kind_rank(RT_AS(Array, x)->dtype) == 3 || np_kind_rank(RT_AS(Array, y)->dtype) == 3) {
    /* NumPy multiplies both by ones_like(cond) (bool) when a value is not finite: a complex
     * product, so inf+1j becomes inf+nanj, which equals nothing (and is NaN for equal_nan) */
    one = rt_array_new(DT_BOOL, 0, NULL, false);
    RT_AS(Array, one)->data[0] = 1;
    x = bin2(NPB_MUL, x, one, 1);
    y = bin2(NPB_MUL, y, one, 1);
  }
  /* NumPy's within_tol runs under errstate(invalid='ignore'): inf - inf warns nothing */
  np_errstate_quiet(saved);
  int quiet = rt_cleanup_push(np_errstate_restore, saved);
  Value dist = un1(NPU_ABS, bin2(NPB_SUB, x, y, 0), true);
  Value tol = bin2(NPB_ADD, atol, bin2(NPB_MUL, rtol, un1(NPU_ABS, y, false), 2), 2);
  Value within = bin2(NPB_LE, dist, tol, 3);
  rt_cleanup_pop(quiet, true);
  Value fin = bin2(NPB_LAND, un1(NPU_ISFINITE, x, false), un1(NPU_ISFINITE, y, false), 3);
  Value eq = bin2(NPB_EQ, x, y, 0);
  Value notfin = un1(NPU_LNOT, fin, false);
  Value cond = bin2(NPB_OR, bin2(NPB_AND, fin, within, 3), bin2(NPB_AND, notfin, eq, 3), 3);
  if (equal_nan) {
    Value both = bin2(NPB_LAND, un1(NPU_ISNAN, x, false), un1(NPU_ISNAN, y, false), 3);
    cond = bin2(NPB_OR, cond, both, 3);
  }
  rt_cleanup_pop(mark, true);
  return cond;
}

static const char *const CLOSE_P[] = {"a", "b", "rtol", "atol", "equal_nan"};

/* A tolerance as the double NumPy multiplies or adds with: a Python float, or an int it
 * converts exactly. */
static bool tolerance(Value v, double *d) {
  if (v.tag == RT_FLOAT) *d = v.as.f;
  else if (v.tag == RT_INT && v.as.i >= -(1ll << 53) && v.as.i <= (1ll << 53)) *d = (double)v.as.i;
  else return false;
  return true;
}

/* isclose of two C-contiguous float64 arrays of one shape with finite values (the common case)
 * in one pass (np_close.c): into *res (a bool array, or for allclose only the conjunction in
 * *all with res NULL); false when the inputs are not such, and the ufunc path runs. */
static bool close_fast(Value a, Value b, Value rtol, Value atol, Value *res, bool *all) {
  double rt, at;
  if (!rt_is_array(a) || !rt_is_array(b) || !tolerance(rtol, &rt) || !tolerance(atol, &at))
    return false;
  Array *x = RT_AS(Array, a), *y = RT_AS(Array, b);
  if (x->dtype != DT_FLOAT64 || y->dtype != DT_FLOAT64 || x->ndim != y->ndim ||
      memcmp(x->shape, y->shape, sizeof(int64_t) * (size_t)x->ndim) != 0 ||
      !rt_array_is_c_contiguous(x) || !rt_array_is_c_contiguous(y))
    return false;
  Value r = res ? rt_array_new(DT_BOOL, x->ndim, x->shape, false) : rt_undef();
  int ok = np_close_f64((const double *)(const void *)x->data, (const double *)(const void *)y->data,
                        x->size, rt, at, res ? (uint8_t *)RT_AS(Array, r)->data : NULL);
  if (ok < 0) {
    if (res) rt_decref(r);
    return false;
  }
  if (res) *res = np_scalar_if_0d(r);
  if (all) *all = ok;
  return true;
}

static Value close_args(const char *name, int argc, const Value *argv, const Kwargs *kw,
                        bool *all) {
  Value v[5];
  rt_parse_args(name, argc, argv, kw, 5, CLOSE_P, 2, v);
  Value rtol = given(v[2]) ? v[2] : rt_float(1e-05), atol = given(v[3]) ? v[3] : rt_float(1e-08);
  Value res = rt_undef();
  if (close_fast(v[0], v[1], rtol, atol, all ? NULL : &res, all)) return res;
  return isclose_impl(v[0], v[1], rtol, atol, given(v[4]) && rt_truthy(v[4]));
}

static bool all_true(Value v) {
  Value arr = rt_array_from_value(v, DT_BOOL);
  Array *a = RT_AS(Array, arr);
  bool ok = true;
  NpIter it;
  for (np_iter_init(&it, a); it.more && ok; np_iter_next(&it)) ok = *it.ptr != 0;
  rt_decref(arr);
  return ok;
}

static Value f_isclose(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return close_args("isclose", argc, argv, kw, NULL);
}

static Value f_allclose(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  bool ok = false;
  Value c = close_args("allclose", argc, argv, kw, &ok);
  if (rt_is_undef(c)) return rt_bool(ok); /* the one-pass loop answered */
  ok = all_true(c);
  rt_decref(c);
  return rt_bool(ok);
}

static Value f_array_equal(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"a1", "a2", "equal_nan"};
  Value v[3];
  rt_parse_args("array_equal", argc, argv, kw, 3, names, 2, v);
  Value a = rt_array_from_value(v[0], -1), b = rt_array_from_value(v[1], -1);
  Array *x = RT_AS(Array, a), *y = RT_AS(Array, b);
  bool same = x->ndim == y->ndim &&
              memcmp(x->shape, y->shape, sizeof(int64_t) * (size_t)x->ndim) == 0;
  if (same) {
    Value eq = np_apply_binary(NPB_EQ, a, b, rt_undef());
    if (given(v[2]) && rt_truthy(v[2]))
      eq = bin2(NPB_OR, eq,
                bin2(NPB_LAND, un1(NPU_ISNAN, a, false), un1(NPU_ISNAN, b, false), 3), 3);
    same = all_true(eq);
    rt_decref(eq);
  }
  rt_decref(a);
  rt_decref(b);
  return rt_bool(same);
}

/* ---- bincount ---- */

/* One more than the largest value of x (0 when empty); a negative value is an error. The
 * contiguous int64 case is a branch-free min/max pass the compiler vectorises. */
static int64_t bincount_len(const Array *x) {
  int64_t n = x->size, lo = 0, hi = -1;
  if (x->dtype == DT_INT64 && x->strides[0] == 8 && n > 0) {
    const int64_t *p = (const int64_t *)x->data;
    lo = hi = p[0];
    for (int64_t i = 1; i < n; i++) {
      lo = p[i] < lo ? p[i] : lo;
      hi = p[i] > hi ? p[i] : hi;
    }
  } else {
    for (int64_t i = 0; i < n; i++) {
      int64_t k = rt_elem_get_i64(x->dtype, x->data + i * x->strides[0]);
      lo = k < lo ? k : lo;
      hi = k > hi ? k : hi;
    }
  }
  if (lo < 0) rt_raise(RT_EXC_ValueError, "'list' argument must have no negative elements");
  return hi + 1;
}
/* Counts of contiguous int64 values in one pass when all lie in [0, SMALL_BINS): four
 * interleaved tables take turns (two equal values in a row then do not wait on each other's
 * store), summed at the end into the first. Returns that table (the caller frees it) with
 * *len = largest value + 1, or NULL when a value falls outside (the caller takes two passes:
 * the largest value, then the counts). */
#define SMALL_BINS 4096
static int64_t *small_counts(const int64_t *k, int64_t n, int64_t *len) {
  int64_t *t = rt_calloc(4 * SMALL_BINS, sizeof(int64_t)), i = 0;
  for (; i + 4 <= n; i += 4) {
    uint64_t a = (uint64_t)k[i], b = (uint64_t)k[i + 1], c = (uint64_t)k[i + 2];
    uint64_t d = (uint64_t)k[i + 3];
    if ((a | b | c | d) >= SMALL_BINS) break;
    t[a]++;
    t[SMALL_BINS + b]++;
    t[2 * SMALL_BINS + c]++;
    t[3 * SMALL_BINS + d]++;
  }
  for (; i < n && (uint64_t)k[i] < SMALL_BINS; i++) t[k[i]]++;
  if (i < n) {
    free(t);
    return NULL;
  }
  *len = 0;
  for (int64_t b = 0; b < SMALL_BINS; b++) {
    t[b] += t[SMALL_BINS + b] + t[2 * SMALL_BINS + b] + t[3 * SMALL_BINS + b];
    if (t[b]) *len = b + 1;
  }
  return t;
}

static Value f_bincount(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"x", "weights", "minlength"};
  Value v[3];
  rt_parse_args("bincount", argc, argv, kw, 3, names, 1, v);
  Value xa = rt_array_from_value(v[0], -1);
  int mark = rt_cleanup_push_value(&xa);
  if (!rt_is_array(v[0]) && rt_dtypes[RT_AS(Array, xa)->dtype].kind == 'f') {
    Value c = rt_array_astype(xa, DT_INT64); /* NumPy converts a list to intp unsafely */
    rt_decref(xa);
    xa = c;
  }
  Array *x = RT_AS(Array, xa);
  if (x->size > 0 && np_kind_rank(x->dtype) != 1)
    rt_raise(RT_EXC_TypeError,
             "Cannot cast array data from dtype('%s') to dtype('int64') according to the rule "
             "'safe'", rt_dtypes[x->dtype].name);
  if (x->ndim != 1) rt_raise(RT_EXC_ValueError, "object too deep for desired array");
  int64_t minlength = given(v[2]) ? rt_to_index(v[2], "minlength") : 0;
  if (minlength < 0) rt_raise(RT_EXC_ValueError, "'minlength' must not be negative");
  bool weighted = given(v[1]);
  int64_t n = x->size, len = 0, *small = NULL;
  if (!weighted && x->dtype == DT_INT64 && x->strides[0] == 8)
    small = small_counts((const int64_t *)x->data, n, &len);
  rt_cleanup_push(free, small);
  if (!small) len = bincount_len(x);
  int64_t counted = len;
  if (len < minlength) len = minlength;
  if (weighted && rt_is_array(v[1]) && RT_AS(Array, v[1])->dtype == DT_LONGDOUBLE)
    rt_raise(RT_EXC_TypeError, "Cannot cast array data from dtype('float128') to dtype('float64') "
                               "according to the rule 'safe'");
  Value wa = weighted ? rt_array_from_value(v[1], DT_FLOAT64) : rt_undef();
  rt_cleanup_push_value(&wa);
  if (weighted && RT_AS(Array, wa)->size != n)
    rt_raise(RT_EXC_ValueError, "The weights and list don't have the same length.");
  Value res = rt_array_new(weighted ? DT_FLOAT64 : DT_INT64, 1, &len, true);
  char *out = RT_AS(Array, res)->data;
  if (small) {
    memcpy(out, small, sizeof(int64_t) * (size_t)counted);
    n = 0;
  }
  for (int64_t i = 0; i < n; i++) {
    int64_t k = rt_elem_get_i64(x->dtype, x->data + i * x->strides[0]);
    if (weighted) {
      Array *w = RT_AS(Array, wa);
      ((double *)out)[k] += *(const double *)(w->data + i * w->strides[0]);
    } else {
      ((int64_t *)out)[k]++;
    }
  }
  rt_cleanup_pop(mark, true);
  return res;
}

/* ---- convolve ---- */
static Value flat_array(Value v) {
  Value a = rt_array_from_value(v, -1);
  Value c = rt_array_contiguous(a, false); /* read only by its users: no copy when contiguous */
  rt_decref(a);
  int64_t n = RT_AS(Array, c)->size;
  Value r = np_array_reshape(c, 1, &n);
  rt_decref(c);
  return r;
}

static void elem_complex(DType dt, const char *p, double *re, double *im) {
  if (dt == DT_COMPLEX128) { *re = ((const double *)p)[0]; *im = ((const double *)p)[1]; }
  else if (dt == DT_COMPLEX64) { *re = ((const float *)p)[0]; *im = ((const float *)p)[1]; }
  else { *re = rt_elem_get_f64(dt, p); *im = 0; }
}

/* The complex case of convolve_into: products summed in the same order. */
static void convolve_complex(const Array *a, const Array *v, Array *out, int64_t off) {
  int64_t n = a->size, m = v->size;
  for (int64_t k = 0; k < out->size; k++) {
    int64_t t = k + off, jlo = t - n + 1 > 0 ? t - n + 1 : 0, jhi = t < m - 1 ? t : m - 1;
    double sr = 0, si = 0, ar, ai, vr, vi;
    for (int64_t j = jhi; j >= jlo; j--) {
      elem_complex(a->dtype, a->data + (t - j) * a->strides[0], &ar, &ai);
      elem_complex(v->dtype, v->data + j * v->strides[0], &vr, &vi);
      sr += ar * vr - ai * vi;
      si += ar * vi + ai * vr;
    }
    char *po = out->data + k * out->strides[0];
    if (out->dtype == DT_COMPLEX64) { ((float *)po)[0] = (float)sr; ((float *)po)[1] = (float)si; }
    else { ((double *)po)[0] = sr; ((double *)po)[1] = si; }
  }
}

/* convolve_into for float64 operands whose strides are whole aligned elements: the same sums
 * in the same order, read as doubles instead of through the generic element getter. */
static bool aligned_f64(const Array *x) {
  return x->dtype == DT_FLOAT64 && x->strides[0] % 8 == 0 && (uintptr_t)x->data % 8 == 0;
}

/* Outputs po[0..8q) (q blocks of eight, as many as fit in `avail`) of x[i] = sum over j from m-1
 * down to 0 of x[i - j] * v[j], every output's products added in that order as the scalar loop
 * adds them (lanes are outputs; no fused multiply-add: each product is rounded, then added).
 * Returns how many outputs it wrote (a multiple of 8, at most 1 << 16 between Ctrl-C checks). */
typedef double conv_v4 __attribute__((vector_size(32)));
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
__attribute__((target_clones("avx2", "default")))
#endif
static int64_t conv_full8(const double *x, const double *v, int64_t m, double *po, int64_t avail) {
  int64_t n8 = (avail < (1 << 16) ? avail : (1 << 16)) & ~(int64_t)7;
  for (int64_t i = 0; i < n8; i += 8) {
    conv_v4 s0 = {0, 0, 0, 0}, s1 = {0, 0, 0, 0};
    for (int64_t j = m - 1; j >= 0; j--) {
      conv_v4 w = {v[j], v[j], v[j], v[j]}, x0, x1;
      memcpy(&x0, x + i - j, sizeof x0);
      memcpy(&x1, x + i + 4 - j, sizeof x1);
      s0 = s0 + x0 * w;
      s1 = s1 + x1 * w;
    }
    memcpy(po + i, &s0, sizeof s0);
    memcpy(po + i + 4, &s1, sizeof s1);
  }
  return n8;
}

static bool convolve_f64(const Array *a, const Array *v, Array *out, int64_t off) {
  if (!aligned_f64(a) || !aligned_f64(v) || !aligned_f64(out)) return false;
  const double *pa = (const double *)a->data, *pv = (const double *)v->data;
  double *po = (double *)out->data;
  int64_t n = a->size, m = v->size, sa = a->strides[0] / 8, sv = v->strides[0] / 8;
  int64_t so = out->strides[0] / 8;
  if (sa == 1 && sv == 1 && so == 1) { /* contiguous: plain pointer steps */
    for (int64_t k = 0; k < out->size; k++) {
      if (rt_interrupted) rt_check_interrupt();
      int64_t t = k + off, jlo = t - n + 1 > 0 ? t - n + 1 : 0, jhi = t < m - 1 ? t : m - 1;
      if (jlo == 0 && jhi == m - 1) { /* outputs under the whole of v: eight at a time */
        int64_t upto = out->size < n - off ? out->size : n - off; /* t <= n - 1 for all */
        int64_t done = conv_full8(pa + t, pv, m, po + k, upto - k);
        if (done) {
          k += done - 1;
          continue;
        }
      }
      const double *x = pa + t;
      double fs = 0;
      for (int64_t j = jhi; j >= jlo; j--) fs += x[-j] * pv[j];
      po[k] = fs;
    }
    return true;
  }
  for (int64_t k = 0; k < out->size; k++) {
    int64_t t = k + off, jlo = t - n + 1 > 0 ? t - n + 1 : 0, jhi = t < m - 1 ? t : m - 1;
    double fs = 0;
    for (int64_t j = jhi; j >= jlo; j--) fs += pa[(t - j) * sa] * pv[j * sv];
    po[k * so] = fs;
    if (rt_interrupted && (k & 0xffff) == 0) rt_check_interrupt();
  }
  return true;
}

/* out[k] = sum_j a[k + off - j] * v[j] over the overlap, for k in [0, len). */
static void convolve_into(const Array *a, const Array *v, Array *out, int64_t off) {
  int64_t n = a->size, m = v->size;
  if (rt_dtypes[out->dtype].kind == 'c') {
    convolve_complex(a, v, out, off);
    return;
  }
  if (convolve_f64(a, v, out, off)) return;
  bool flt = np_kind_rank(out->dtype) == 2;
  for (int64_t k = 0; k < out->size; k++) {
    int64_t t = k + off, jlo = t - n + 1 > 0 ? t - n + 1 : 0, jhi = t < m - 1 ? t : m - 1;
    double fs = 0;
    uint64_t is = 0;
    for (int64_t j = jhi; j >= jlo; j--) {
      const char *pa = a->data + (t - j) * a->strides[0], *pv = v->data + j * v->strides[0];
      if (flt) fs += rt_elem_get_f64(a->dtype, pa) * rt_elem_get_f64(v->dtype, pv);
      else is += (uint64_t)rt_elem_get_i64(a->dtype, pa) * (uint64_t)rt_elem_get_i64(v->dtype, pv);
    }
    char *po = out->data + k * out->strides[0];
    if (flt) rt_elem_set_f64(out->dtype, po, fs);
    else if (out->dtype == DT_BOOL) *po = is != 0;
    else rt_elem_set_i64(out->dtype, po, (int64_t)is);
  }
}

/* The convolution of 1-D contiguous arrays a and b (stolen) in mode ("full", "same", "valid"),
 * the longer one sliding under the shorter. */
static Value convolve_mode(Value a, Value b, const char *mode) {
  if (RT_AS(Array, b)->size > RT_AS(Array, a)->size) { Value t = a; a = b; b = t; }
  int mark = rt_cleanup_push_value(&a);
  rt_cleanup_push_value(&b);
  Array *x = RT_AS(Array, a), *y = RT_AS(Array, b);
  if (x->size == 0) rt_raise(RT_EXC_ValueError, "a cannot be empty");
  if (y->size == 0) rt_raise(RT_EXC_ValueError, "v cannot be empty");
  int64_t n = x->size, m = y->size, len, off;
  if (!strcmp(mode, "full")) { len = n + m - 1; off = 0; }
  else if (!strcmp(mode, "same")) { len = n; off = (m - 1) - m / 2; }
  else if (!strcmp(mode, "valid")) { len = n - m + 1; off = m - 1; }
  else
    rt_raise(RT_EXC_ValueError, "mode must be one of 'valid', 'same', or 'full' (got '%s')",
             mode);
  Value res = rt_array_new(rt_dtype_promote(x->dtype, y->dtype), 1, &len, false);
  convolve_into(x, y, RT_AS(Array, res), off);
  rt_cleanup_pop(mark, true);
  return res;
}

static Value f_convolve(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"a", "v", "mode"};
  Value v[3];
  rt_parse_args("convolve", argc, argv, kw, 3, names, 2, v);
  const char *mode = given(v[2]) && rt_is_str(v[2]) ? rt_str_data(v[2]) : "full";
  Value a = flat_array(v[0]);
  int mark = rt_cleanup_push_value(&a);
  Value b = flat_array(v[1]);
  rt_cleanup_pop(mark, false);
  return convolve_mode(a, b, mode);
}

/* A reversed view of 1-D array a (stolen). */
static Value reversed(Value a) {
  Array *x = RT_AS(Array, a);
  int64_t st = -x->strides[0];
  char *last = x->data + (x->size ? (x->size - 1) * x->strides[0] : 0);
  Value r = rt_array_view(a, x->dtype, 1, &x->shape[0], &st, last);
  rt_decref(a);
  return r;
}

/* np.correlate(a, v, mode='valid'): sum_n a[n + k] * conj(v[n]), the convolution of a with v
 * reversed; a shorter a swaps the two and reverses the result (conjugated), as NumPy does. */
static Value f_correlate(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"a", "v", "mode"};
  Value v[3];
  rt_parse_args("correlate", argc, argv, kw, 3, names, 2, v);
  const char *mode = given(v[2]) && rt_is_str(v[2]) ? rt_str_data(v[2]) : "valid";
  Value a = flat_array(v[0]), b = rt_undef();
  int mark = rt_cleanup_push_value(&a);
  rt_cleanup_push_value(&b);
  b = flat_array(v[1]);
  bool swap = RT_AS(Array, b)->size > RT_AS(Array, a)->size;
  if (swap) { Value t = a; a = b; b = t; }
  bool cplx = rt_dtypes[RT_AS(Array, a)->dtype].kind == 'c' ||
              rt_dtypes[RT_AS(Array, b)->dtype].kind == 'c';
  if (cplx && !swap) {
    Value c = np_apply_unary(NPU_CONJ, b, rt_undef());
    rt_decref(b);
    b = c;
  }
  if (cplx && swap) {
    Value c = np_apply_unary(NPU_CONJ, a, rt_undef());
    rt_decref(a);
    a = c;
  }
  Value x = a, y = reversed(b);
  a = b = rt_undef();
  rt_cleanup_pop(mark, false);
  Value r = convolve_mode(x, y, mode);
  if (swap) r = reversed(r);
  return r;
}

/* ---- nonzero / count_nonzero ---- */
Value np_nonzero(Value v) {
  Value arr = rt_array_from_value(v, -1);
  Array *a = RT_AS(Array, arr);
  int nd = a->ndim ? a->ndim : 1;
  Value flat = a->ndim ? np_nonzero_flat(a) : rt_undef();
  if (!rt_is_undef(flat)) {
    Value t = rt_tuple_new(nd);
    if (nd == 1) {
      rt_tuple_set(t, 0, flat);
    } else {
      int mark = rt_cleanup_push_value(&flat);
      Array *f = RT_AS(Array, flat);
      int64_t *cols[RT_MAXDIM];
      for (int d = 0; d < nd; d++) {
        Value idx = rt_array_new(DT_INT64, 1, &f->size, false);
        cols[d] = (int64_t *)RT_AS(Array, idx)->data;
        rt_tuple_set(t, d, idx);
      }
      np_unravel_positions((const int64_t *)f->data, f->size, nd, a->shape, cols, 1);
      rt_cleanup_pop(mark, true);
    }
    rt_decref(arr);
    return t;
  }
  int64_t count = 0;
  NpIter it;
  for (np_iter_init(&it, a); it.more; np_iter_next(&it)) count += rt_elem_truthy(a->dtype, it.ptr);
  Value t = rt_tuple_new(nd);
  int64_t *cols[RT_MAXDIM];
  for (int d = 0; d < nd; d++) {
    Value idx = rt_array_new(DT_INT64, 1, &count, false);
    cols[d] = (int64_t *)RT_AS(Array, idx)->data;
    rt_tuple_set(t, d, idx);
  }
  int64_t k = 0;
  for (np_iter_init(&it, a); it.more; np_iter_next(&it)) {
    if (!rt_elem_truthy(a->dtype, it.ptr)) continue;
    for (int d = 0; d < nd; d++) cols[d][k] = a->ndim ? it.idx[d] : 0;
    k++;
  }
  rt_decref(arr);
  return t;
}

static Value f_nonzero(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  Value a[1];
  rt_parse_args("nonzero", argc, argv, kw, 1, np_names_a, 1, a);
  return np_nonzero(a[0]);
}

static Value m_nonzero(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_nargs("nonzero", argc, kw, 0, 0);
  return np_nonzero(self);
}

static Value f_count_nonzero(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"a", "axis", "keepdims"};
  Value v[3];
  rt_parse_args("count_nonzero", argc, argv, kw, 3, names, 1, v);
  Value arr = rt_array_from_value(v[0], DT_BOOL);
  bool keep = given(v[2]) && rt_truthy(v[2]);
  if (given(v[1]) || keep) { /* NumPy: a.astype(bool).sum(axis=axis, keepdims=keepdims) */
    Value mod = rt_import("numpy");
    Value sum = rt_module_lookup(mod, "sum");
    Value kv[2] = {given(v[1]) ? v[1] : rt_none(), rt_bool(keep)};
    Kwargs k = {2, (const char *const[]){"axis", "keepdims"}, kv};
    int mark = rt_cleanup_push_value(&arr);
    rt_cleanup_push_value(&mod);
    Value r = rt_call(sum, 1, &arr, &k);
    rt_cleanup_pop(mark, true);
    return r;
  }
  Array *a = RT_AS(Array, arr);
  int64_t count = 0;
  NpIter it;
  if (rt_array_is_c_contiguous(a)) count = np_count_true(a->data, a->size);
  else
    for (np_iter_init(&it, a); it.more; np_iter_next(&it)) count += *it.ptr != 0;
  rt_decref(arr);
  return rt_int(count);
}

/* ---- unique: NumPy 1.24's _unique1d on the flattened array. The values are sorted (through
 * a stable argsort when first indices are asked for, so each is the first occurrence); a run
 * starts where a value differs from the one before; all NaNs form one run (equal_nan). ---- */
/* equal_nan=False keeps every NaN (NumPy compares neighbours with !=). */
static bool unique_same(DType dt, const char *a, const char *b, bool equal_nan) {
  if (np_kind_rank(dt) == 2) {
    double x = rt_elem_get_f64(dt, a), y = rt_elem_get_f64(dt, b);
    return x == y || (equal_nan && isnan(x) && isnan(y));
  }
  return memcmp(a, b, (size_t)rt_dtypes[dt].itemsize) == 0;
}

static Value unique_impl(Value ar, bool want_index, bool want_inverse, bool want_counts,
                         bool equal_nan) {
  Value flat = flat_array(ar), perm = rt_undef(), sorted;
  int mark = rt_cleanup_push_value(&flat);
  rt_cleanup_push_value(&perm);
  Value mod = rt_import("numpy");
  if (want_index || want_inverse) {
    Kwargs k = {1, (const char *const[]){"kind"},
                (Value[]){rt_str_from_c(want_index ? "mergesort" : "quicksort")}};
    perm = rt_call(rt_module_lookup(mod, "argsort"), 1, &flat, &k);
    rt_decref(k.values[0]);
    sorted = np_array_getitem(flat, perm);
  } else {
    sorted = rt_call(rt_module_lookup(mod, "sort"), 1, &flat, NULL);
  }
  rt_decref(mod);
  rt_cleanup_push_value(&sorted);
  Array *s = RT_AS(Array, sorted);
  int isz = rt_dtypes[s->dtype].itemsize;
  int64_t n = s->size, m = 0;
  Value outs[4];
  outs[0] = rt_array_new(s->dtype, 1, &n, false);
  for (int i = 1; i < 4; i++) outs[i] = rt_array_new(DT_INT64, 1, &n, false);
  for (int i = 0; i < 4; i++) rt_cleanup_push_value(&outs[i]);
  int64_t *first = (int64_t *)RT_AS(Array, outs[1])->data;
  int64_t *inv = (int64_t *)RT_AS(Array, outs[2])->data;
  int64_t *cnt = (int64_t *)RT_AS(Array, outs[3])->data;
  const int64_t *pm = rt_is_undef(perm) ? NULL : (const int64_t *)RT_AS(Array, perm)->data;
  for (int64_t i = 0; i < n; i++) {
    const char *p = s->data + i * isz;
    if (m == 0 || !unique_same(s->dtype, p, s->data + (i - 1) * isz, equal_nan)) {
      memcpy(RT_AS(Array, outs[0])->data + m * isz, p, (size_t)isz);
      if (pm) first[m] = pm[i];
      cnt[m++] = 0;
    }
    cnt[m - 1]++;
    if (pm) inv[pm[i]] = m - 1;
  }
  bool want[4] = {true, want_index, want_inverse, want_counts};
  int nret = 0;
  for (int i = 0; i < 4; i++) {
    Array *o = RT_AS(Array, outs[i]);
    if (i != 2) o->shape[0] = o->size = m; /* the leading m elements are the result */
    nret += want[i];
  }
  Value t = nret > 1 ? rt_tuple_new(nret) : rt_undef();
  for (int i = 0, k = 0; i < 4; i++) {
    if (!want[i]) continue;
    Value c = rt_array_contiguous(outs[i], true);
    if (nret == 1) t = c;
    else rt_tuple_set(t, k++, c);
  }
  rt_cleanup_pop(mark, true);
  return t;
}

static Value f_unique(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"ar", "return_index", "return_inverse", "return_counts",
                                      "equal_nan"};
  Value v[5];
  rt_parse_args("unique", argc, argv, kw, 5, names, 1, v);
  if (!(given(v[1]) && rt_truthy(v[1])) && !(given(v[2]) && rt_truthy(v[2]))) {
    Value s = np_str_unique_hook(v[0], given(v[3]) && rt_truthy(v[3]));
    if (!rt_is_undef(s)) return s;
  } else {
    Value s = np_str_unique_full(v[0], given(v[1]) && rt_truthy(v[1]), given(v[2]) && rt_truthy(v[2]),
                                 given(v[3]) && rt_truthy(v[3]));
    if (!rt_is_undef(s)) return s;
  }
  return unique_impl(v[0], given(v[1]) && rt_truthy(v[1]), given(v[2]) && rt_truthy(v[2]),
                     given(v[3]) && rt_truthy(v[3]), !given(v[4]) || rt_truthy(v[4]));
}

/* ---- diff: a[1:] - a[:-1] along axis, n times (not_equal for bool) ---- */
static Value diff_once(Value arr, int ax) {
  Array *a = RT_AS(Array, arr);
  int64_t shape[RT_MAXDIM];
  memcpy(shape, a->shape, sizeof(int64_t) * (size_t)a->ndim);
  shape[ax] = a->shape[ax] > 0 ? a->shape[ax] - 1 : 0;
  Value lo = rt_array_view(arr, a->dtype, a->ndim, shape, a->strides, a->data);
  Value hi = rt_array_view(arr, a->dtype, a->ndim, shape, a->strides,
                           a->data + (shape[ax] > 0 || a->shape[ax] > 0 ? a->strides[ax] : 0));
  Value r = np_apply_binary(a->dtype == DT_BOOL ? NPB_NE : NPB_SUB, hi, lo, rt_undef());
  rt_decref(lo);
  rt_decref(hi);
  return r;
}

/* prepend/append for diff: a scalar becomes a slab of length 1 along the axis. */
static Value diff_edge(Value edge, Value arr, int ax) {
  Value e = rt_array_from_value(edge, -1);
  if (RT_AS(Array, e)->ndim > 0) return e;
  const Array *a = RT_AS(Array, arr);
  int64_t shape[RT_MAXDIM];
  memcpy(shape, a->shape, sizeof(int64_t) * (size_t)a->ndim);
  shape[ax] = 1;
  int mark = rt_cleanup_push_value(&e);
  Value b = rt_array_broadcast_to(e, a->ndim, shape);
  rt_cleanup_pop(mark, true);
  return b;
}

/* arr with prepend/append (RT_UNDEF: none) joined on along axis ax (arr stolen). */
static Value diff_extend(Value arr, Value prepend, Value append, int ax) {
  if (rt_is_undef(prepend) && rt_is_undef(append)) return arr;
  Value parts = rt_list_new(3);
  int mark = rt_cleanup_push_value(&parts);
  rt_cleanup_push_value(&arr);
  for (int i = 0; i < 3; i++) {
    Value src = i == 0 ? prepend : i == 1 ? arr : append;
    if (rt_is_undef(src)) continue;
    Value p = i == 1 ? (rt_incref(arr), arr) : diff_edge(src, arr, ax);
    rt_list_append(parts, p);
    rt_decref(p);
  }
  static const char *const kwn[] = {"axis"};
  Value axis = rt_int(ax);
  Value r = np_callk("concatenate", 1, &parts, 1, kwn, &axis);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value f_diff(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"a", "n", "axis", "prepend", "append"};
  Value v[5];
  rt_parse_args("diff", argc, argv, kw, 5, names, 1, v);
  int64_t n = given(v[1]) ? rt_to_index(v[1], "n") : 1;
  if (n < 0) rt_raise(RT_EXC_ValueError, "order must be non-negative but got %lld", (long long)n);
  Value arr = rt_array_from_value(v[0], -1);
  int mark = rt_cleanup_push_value(&arr);
  if (RT_AS(Array, arr)->ndim == 0)
    rt_raise(RT_EXC_ValueError, "diff requires input that is at least one dimensional");
  int ax = np_axis_index(given(v[2]) ? rt_to_index(v[2], "axis") : -1, RT_AS(Array, arr)->ndim);
  rt_cleanup_pop(mark, false);
  arr = diff_extend(arr, v[3], v[4], ax);
  mark = rt_cleanup_push_value(&arr);
  for (int64_t i = 0; i < n; i++) {
    Value d = diff_once(arr, ax);
    rt_decref(arr);
    arr = d;
  }
  rt_cleanup_pop(mark, false);
  return arr;
}

void np_register_misc(Value m) {
  rt_module_add_fn(m, "isclose", f_isclose);
  rt_module_add_fn(m, "allclose", f_allclose);
  rt_module_add_fn(m, "array_equal", f_array_equal);
  rt_module_add_fn(m, "bincount", f_bincount);
  rt_module_add_fn(m, "convolve", f_convolve);
  rt_module_add_fn(m, "correlate", f_correlate);
  rt_module_add_fn(m, "nonzero", f_nonzero);
  rt_module_add_fn(m, "count_nonzero", f_count_nonzero);
  rt_module_add_fn(m, "unique", f_unique);
  rt_module_add_fn(m, "diff", f_diff);
  np_register_method("nonzero", m_nonzero);
}
