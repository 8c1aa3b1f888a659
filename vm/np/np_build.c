/* np_build.c — NumPy functions that build or rearrange arrays, as course code uses them: pad
 * (constant, edge and the periodic modes; np_pad_modes.c the computed ones), tri, triu_indices, tril_indices, diag_indices, fill_diagonal, rot90,
 * kron, rollaxis, row_stack, take_along_axis, lexsort (np_cross.c: cross), and the small numeric helpers
 * trapz, ediff1d and nan_to_num. Most compose the module's own functions the way NumPy's
 * Python code does, so result dtypes and shapes follow. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/dict.h"
#include "np_course.h"
#include "np_cross.h"
#include "np_loops.h"
#include "np_raise.h"
#include "np_stats.h"
#include "np_strarray.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

static Value asarr(Value v) { return rt_array_from_value(v, -1); }

static Value call2(const char *name, Value a, Value b) {
  return np_callk(name, 2, (Value[]){a, b}, 0, NULL, NULL);
}

/* slice(start, stop) with ints; INT64_MIN means None */
static Value slc(int64_t start, int64_t stop) {
  Value s0 = start == INT64_MIN ? rt_none() : rt_int(start);
  Value s1 = stop == INT64_MIN ? rt_none() : rt_int(stop);
  return rt_slice_new(s0, s1, rt_none());
}

/* A tuple key selecting `sel` (stolen) on axis ax and everything on the other axes. */
static Value axis_key(int ndim, int ax, Value sel) {
  Value t = rt_tuple_new(ndim);
  for (int d = 0; d < ndim; d++) rt_tuple_set(t, d, d == ax ? sel : slc(INT64_MIN, INT64_MIN));
  return t;
}

/* ---- pad ---- */
/* a broadcast to (ndim, 2), as _as_pairs's np.broadcast_to, with its error for a shape that
 * does not fit ((1, 2, 3) for a 2-d array). */
static Value broadcast_pairs(Value a, int ndim) {
  int64_t shape[2] = {ndim, 2};
  const Array *x = RT_AS(Array, a);
  if (!np_can_broadcast_to(x, 2, shape)) {
    StrBuf sb;
    rt_sb_init(&sb);
    rt_sb_puts(&sb, "operands could not be broadcast together with remapped shapes "
                    "[original->remapped]: ");
    np_sb_shape_compact(&sb, x->ndim, x->shape);
    rt_sb_puts(&sb, "  and requested shape ");
    np_sb_shape_compact(&sb, 2, shape);
    np_raise_sb(RT_EXC_ValueError, "", &sb);
  }
  return rt_array_broadcast_to(a, 2, shape);
}

/* NumPy's _as_pairs: pad_width as (before, after) for each axis. */
static void pad_pairs(Value pw, int ndim, int64_t (*pairs)[2]) {
  Value a = rt_array_from_value(pw, DT_INT64);
  int mark = rt_cleanup_push_value(&a);
  Value b = broadcast_pairs(a, ndim);
  rt_cleanup_push_value(&b);
  Array *y = RT_AS(Array, b);
  for (int d = 0; d < ndim; d++)
    for (int k = 0; k < 2; k++) {
      pairs[d][k] = *(int64_t *)(y->data + d * y->strides[0] + k * y->strides[1]);
      if (pairs[d][k] < 0) rt_raise(RT_EXC_ValueError, "index can't contain negative values");
    }
  rt_cleanup_pop(mark, true);
}

/* Source index of position i (relative to the first original element) in an axis of n
 * elements, for the periodic modes: wrap (period n), reflect (2n - 2, the edge not repeated)
 * and symmetric (2n, the edge repeated). */
static int64_t periodic_index(int mode, int64_t i, int64_t n) {
  if (mode == 0) return ((i % n) + n) % n;
  int64_t per = mode == 1 ? 2 * n - 2 : 2 * n;
  if (per == 0) return 0;
  int64_t j = ((i % per) + per) % per;
  if (j < n) return j;
  return mode == 1 ? per - j : per - 1 - j;
}

/* NumPy's wrap mode fills the pads in rounds of whole periods, taking each left chunk from the
 * array's right end as it stands: once the right pad is done, that end is the pad itself. The
 * same rounds run here on source indices (idx[lp + i] = i before the first round). */
static void wrap_rounds(int64_t *idx, int64_t tot, int64_t n, int64_t lp, int64_t rp) {
  int64_t *chunk = rt_malloc(sizeof(int64_t) * (size_t)(tot ? tot : 1));
  while (lp > 0 || rp > 0) {
    int64_t period = (tot - rp - lp) / n * n, nl = 0, nr = 0;
    if (lp > 0) {
      int64_t m = period < lp ? period : lp, start = tot - rp - m;
      memcpy(chunk, idx + start, sizeof(int64_t) * (size_t)m);
      int64_t at = lp > period ? lp - period : 0;
      if (lp > period) nl = lp - period;
      memcpy(idx + at, chunk, sizeof(int64_t) * (size_t)m);
    }
    if (rp > 0) {
      int64_t m = period < rp ? period : rp;
      memcpy(chunk, idx + lp, sizeof(int64_t) * (size_t)m);
      if (rp > period) nr = rp - period;
      memcpy(idx + tot - rp, chunk, sizeof(int64_t) * (size_t)m);
    }
    lp = nl, rp = nr;
  }
  free(chunk);
}

/* The periodic modes: np.take along each axis in turn with the mapped indices. */
static Value f_pad(Value self, int argc, const Value *argv, const Kwargs *kw);

static Value pad_periodic(Value a, int mode, int64_t (*pairs)[2]) {
  Value cur = a, idx = rt_undef();
  rt_incref(cur);
  int mark = rt_cleanup_push_value(&cur);
  rt_cleanup_push_value(&idx);
  int nd = RT_AS(Array, a)->ndim;
  for (int d = 0; d < nd; d++) {
    int64_t n = RT_AS(Array, cur)->shape[d], tot = n + pairs[d][0] + pairs[d][1];
    if (n == 0 && tot > 0)
      rt_raise(RT_EXC_ValueError, "can't extend empty axis %d using modes other than 'constant' or 'empty'", d);
    rt_decref(idx);
    idx = rt_array_new(DT_INT64, 1, &tot, false);
    int64_t *ix = (int64_t *)RT_AS(Array, idx)->data;
    for (int64_t j = 0; j < tot; j++) ix[j] = periodic_index(mode, j - pairs[d][0], n);
    if (mode == 0 && n > 0) wrap_rounds(ix, tot, n, pairs[d][0], pairs[d][1]);
    static const char *const kn[] = {"axis"};
    Value next = np_callk("take", 2, (Value[]){cur, idx}, 1, kn, (Value[]){rt_int(d)});
    rt_decref(cur);
    cur = next;
  }
  rt_incref(cur);
  rt_cleanup_pop(mark, true);
  return cur;
}

/* NumPy's check that each keyword belongs to the mode (v[3..6]: constant_values, end_values,
 * stat_length, reflect_type); unknown modes are refused the same way. */
static void pad_check_kwargs(const char *mode, const Value *v) {
  static const char *const kwn[] = {"constant_values", "end_values", "stat_length",
                                     "reflect_type"};
  static const char *const modes[] = {"constant", "linear_ramp", "maximum", "minimum", "mean",
                                      "median", "edge", "wrap", "reflect", "symmetric", "empty"};
  int m = -1;
  for (int i = 0; i < 11; i++)
    if (!strcmp(mode, modes[i])) m = i;
  if (m < 0) rt_raise(RT_EXC_ValueError, "mode '%s' is not supported", mode);
  int allowed = m == 0 ? 0 : m == 1 ? 1 : m <= 5 ? 2 : m == 8 || m == 9 ? 3 : -1;
  for (int k = 0; k < 4; k++)
    if (!rt_is_undef(v[3 + k]) && k != allowed)
      rt_raise(RT_EXC_ValueError, "unsupported keyword arguments for mode '%s': {'%s'}", mode,
               kwn[k]);
}

/* np.pad(array, pad_width, fn, **kwargs): the array zero-padded, then fn(vector, pad_width[axis],
 * axis, kwargs) for each 1-D line along each axis in turn, vector a view it pads in place. */
static Value pad_callable(Value fn, int argc, const Value *argv, const Kwargs *kw) {
  Value a = asarr(argv[0]), padded = rt_undef(), pw = rt_undef(), opts = rt_dict_new();
  int mark = rt_cleanup_push_value(&a);
  rt_cleanup_push_value(&padded);
  rt_cleanup_push_value(&pw);
  rt_cleanup_push_value(&opts);
  Value pwidth = argc > 1 ? argv[1] : rt_undef();
  for (int i = 0; kw && i < kw->n; i++) {
    if (!strcmp(kw->names[i], "pad_width")) pwidth = kw->values[i];
    else if (strcmp(kw->names[i], "mode") && strcmp(kw->names[i], "array"))
      rt_dict_set_str(opts, kw->names[i], kw->values[i]);
  }
  if (rt_is_undef(pwidth))
    rt_raise(RT_EXC_TypeError, "pad() missing required argument 'pad_width'");
  int nd = RT_AS(Array, a)->ndim;
  int64_t pairs[RT_MAXDIM][2];
  pad_pairs(pwidth, nd, pairs);
  /* NumPy's _as_pairs: one or two widths give (np.intp, np.intp) tuples, more a list of ints */
  pw = asarr(pwidth);
  const Array *pa = RT_AS(Array, pw);
  bool scalars = pa->size == 1 || (pa->size == 2 && !(pa->ndim == 2 && pa->shape[1] == 1));
  rt_decref(pw);
  pw = rt_undef();
  padded = f_pad(rt_none(), 2, (Value[]){a, pwidth}, NULL);
  for (int axis = 0; axis < nd; axis++) {
    Value view = np_callk("moveaxis", 3, (Value[]){padded, rt_int(axis), rt_int(-1)}, 0, NULL,
                          NULL);
    Value row = rt_undef(), key = rt_undef(), line = rt_undef();
    int m2 = rt_cleanup_push_value(&view);
    rt_cleanup_push_value(&row);
    rt_cleanup_push_value(&key);
    rt_cleanup_push_value(&line);
    if (scalars) {
      row = rt_tuple_new(2);
      for (int j = 0; j < 2; j++) rt_tuple_set(row, j, rt_npscalar_new(DT_INT64, &pairs[axis][j]));
    } else {
      row = rt_list_new(0);
      for (int j = 0; j < 2; j++) rt_list_append(row, rt_int(pairs[axis][j]));
    }
    const Array *va = RT_AS(Array, view);
    int64_t lines = 1, idx[RT_MAXDIM] = {0};
    for (int d = 0; d < nd - 1; d++) lines *= va->shape[d];
    for (int64_t k = 0; k < lines; k++) {
      key = rt_tuple_new(nd);
      for (int d = 0; d < nd - 1; d++) rt_tuple_set(key, d, rt_int(idx[d]));
      Value ell = rt_ellipsis();
      rt_incref(ell);
      rt_tuple_set(key, nd - 1, ell);
      line = rt_getitem(view, key);
      rt_decref(rt_call(fn, 4, (Value[]){line, row, rt_int(axis), opts}, NULL));
      rt_decref(line);
      rt_decref(key);
      line = key = rt_undef();
      for (int d = nd - 2; d >= 0 && ++idx[d] == va->shape[d]; d--) idx[d] = 0;
    }
    rt_cleanup_pop(m2, true);
  }
  Value r = padded;
  padded = rt_undef();
  rt_cleanup_pop(mark, true);
  return r;
}

static Value f_pad(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"array", "pad_width", "mode", "constant_values",
                                      "end_values", "stat_length", "reflect_type"};
  Value fn = argc > 2 ? argv[2] : rt_undef();
  for (int i = 0; kw && i < kw->n; i++)
    if (!strcmp(kw->names[i], "mode")) fn = kw->values[i];
  if (argc >= 1 && argc <= 3 && !rt_is_undef(fn) && !rt_is_str(fn) && !rt_is_none(fn))
    return pad_callable(fn, argc, argv, kw);
  Value v[7];
  rt_parse_args("pad", argc, argv, kw, 7, names, 2, v);
  const char *mode = "constant";
  if (np_given(v[2])) {
    if (!rt_is_str(v[2])) rt_raise(RT_EXC_TypeError, "np.pad's mode must be a string in Weft");
    mode = rt_str_data(v[2]);
  }
  pad_check_kwargs(mode, v);
  bool edge = !strcmp(mode, "edge");
  int periodic = !strcmp(mode, "wrap") ? 0 : !strcmp(mode, "reflect") ? 1
               : !strcmp(mode, "symmetric") ? 2 : -1;
  /* reflect_type='odd' (any other value reflects evenly, as in NumPy) */
  bool odd = periodic > 0 && rt_is_str(v[6]) && !strcmp(rt_str_data(v[6]), "odd");
  if (odd) periodic = -1;
  bool computed = !edge && periodic < 0 && strcmp(mode, "constant") && strcmp(mode, "empty");
  Value a = asarr(v[0]);
  int mark = rt_cleanup_push_value(&a);
  Array *x = RT_AS(Array, a);
  int64_t pairs[RT_MAXDIM][2], shape[RT_MAXDIM];
  pad_pairs(v[1], x->ndim, pairs);
  if (periodic >= 0) {
    Value r = pad_periodic(a, periodic, pairs);
    rt_cleanup_pop(mark, true);
    return r;
  }
  if (computed) {
    for (int d = 0; d < x->ndim; d++)
      if (x->size == 0 && x->shape[d] == 0 && (pairs[d][0] || pairs[d][1]))
        rt_raise(RT_EXC_ValueError, "can't extend empty axis %d using modes other than "
                 "'constant' or 'empty'", d);
    edge = false;
  }
  for (int d = 0; d < x->ndim; d++) shape[d] = x->shape[d] + pairs[d][0] + pairs[d][1];
  Value out = rt_array_new(x->dtype, x->ndim, shape, true);
  rt_cleanup_push_value(&out);
  Value cv = rt_undef();
  rt_cleanup_push_value(&cv);
  if (!edge && np_given(v[3])) {
    Value c0 = asarr(v[3]);
    int m2 = rt_cleanup_push_value(&c0);
    cv = broadcast_pairs(c0, x->ndim);
    rt_cleanup_pop(m2, true);
  }
  Value inner = rt_tuple_new(x->ndim);
  for (int d = 0; d < x->ndim; d++)
    rt_tuple_set(inner, d, slc(pairs[d][0], pairs[d][0] + x->shape[d]));
  rt_cleanup_push_value(&inner);
  np_array_setitem(out, inner, a);
  /* Axis by axis over the whole extent, as NumPy does: the corners take the later axis's value. */
  for (int d = 0; d < x->ndim; d++) {
    for (int k = 0; k < 2; k++) {
      int64_t n = pairs[d][k];
      if (n == 0) continue;
      int64_t lo = k == 0 ? 0 : shape[d] - n, hi = k == 0 ? n : shape[d];
      Value key = axis_key(x->ndim, d, slc(lo, hi)), src = rt_undef(), val = rt_undef();
      int m2 = rt_cleanup_push_value(&key);
      rt_cleanup_push_value(&src);
      rt_cleanup_push_value(&val);
      if (edge) {
        int64_t at = k == 0 ? pairs[d][0] : shape[d] - n - 1;
        src = axis_key(x->ndim, d, slc(at, at + 1));
        val = np_array_getitem(out, src);
      } else if (!rt_is_undef(cv)) {
        src = rt_tuple_from(2, (Value[]){rt_int(d), rt_int(k)});
        val = np_array_getitem(cv, src);
      } else {
        val = rt_int(0);
      }
      np_array_setitem(out, key, val);
      rt_cleanup_pop(m2, true);
    }
  }
  if (computed && x->size > 0 && odd) np_pad_reflect_odd(out, pairs, !strcmp(mode, "symmetric"));
  else if (computed && x->size > 0) np_pad_computed(out, mode, pairs, v[5], v[4]);
  rt_incref(out);
  rt_cleanup_pop(mark, true);
  return out;
}

/* ---- tri and the triangle/diagonal index helpers ---- */
/* tri(N, M, k) as bool: element (i, j) is j <= i + k. */
static Value tri_bool(int64_t n, int64_t m, int64_t k) {
  int64_t shape[2] = {n, m};
  Value r = rt_array_new(DT_BOOL, 2, shape, false);
  uint8_t *p = (uint8_t *)RT_AS(Array, r)->data;
  for (int64_t i = 0; i < n; i++)
    for (int64_t j = 0; j < m; j++) p[i * m + j] = j <= i + k;
  return r;
}

static int64_t opt_index(Value v, int64_t dflt, const char *what) {
  return np_given(v) ? rt_to_index(v, what) : dflt;
}

static Value f_tri(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"N", "M", "k", "dtype"};
  Value v[4];
  rt_parse_args("tri", argc, argv, kw, 4, names, 1, v);
  int64_t n = rt_to_index(v[0], "N"), m = opt_index(v[1], n, "M"), k = opt_index(v[2], 0, "k");
  Value b = tri_bool(n < 0 ? 0 : n, m < 0 ? 0 : m, k); /* NumPy's aranges: negative is empty */
  DType dt = np_given(v[3]) ? rt_dtype_from_value(v[3]) : DT_FLOAT64;
  if (dt == DT_BOOL) return b;
  Value r = rt_array_astype(b, dt);
  rt_decref(b);
  return r;
}

/* nonzero(mask) of a fresh bool array (stolen); upper: of its negation */
static Value tri_indices(Value mask, bool upper) {
  int mark = rt_cleanup_push_value(&mask);
  if (upper) {
    Array *a = RT_AS(Array, mask);
    for (int64_t i = 0; i < a->size; i++) a->data[i] = !a->data[i];
  }
  Value r = np_call1("nonzero", mask);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value tri_idx_fn(const char *name, bool upper, int argc, const Value *argv,
                        const Kwargs *kw) {
  static const char *const names[] = {"n", "k", "m"};
  Value v[3];
  rt_parse_args(name, argc, argv, kw, 3, names, 1, v);
  int64_t n = rt_to_index(v[0], "n"), k = opt_index(v[1], 0, "k"), m = opt_index(v[2], n, "m");
  return tri_indices(tri_bool(n, m, upper ? k - 1 : k), upper);
}

static Value f_triu_indices(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return tri_idx_fn("triu_indices", true, argc, argv, kw);
}

static Value f_tril_indices(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return tri_idx_fn("tril_indices", false, argc, argv, kw);
}

static Value f_diag_indices(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"n", "ndim"};
  Value v[2];
  rt_parse_args("diag_indices", argc, argv, kw, 2, names, 1, v);
  int64_t n = rt_to_index(v[0], "n"), nd = opt_index(v[1], 2, "ndim");
  Value idx = rt_array_new(DT_INT64, 1, &n, false);
  for (int64_t i = 0; i < n; i++) ((int64_t *)RT_AS(Array, idx)->data)[i] = i;
  Value t = rt_tuple_new(nd);
  for (int64_t d = 0; d < nd; d++) {
    rt_incref(idx);
    rt_tuple_set(t, d, idx);
  }
  rt_decref(idx);
  return t;
}

/* fill_diagonal(a, val, wrap): NumPy writes a.flat[::step] with step = 1 + sum of the
 * cumulative products of the shape (ncols + 1 in 2-D), ending at ncols**2 unless wrap. */
static Value f_fill_diagonal(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"a", "val", "wrap"};
  Value v[3];
  rt_parse_args("fill_diagonal", argc, argv, kw, 3, names, 2, v);
  if (!rt_is_array(v[0]) || RT_AS(Array, v[0])->ndim < 2)
    rt_raise(RT_EXC_ValueError, "array must be at least 2-d");
  Array *a = RT_AS(Array, v[0]);
  int64_t end = a->size, step = 1;
  if (a->ndim == 2) {
    step = a->shape[1] + 1;
    if (!(np_given(v[2]) && rt_truthy(v[2])) && a->shape[1] * a->shape[1] < end)
      end = a->shape[1] * a->shape[1];
  } else {
    for (int d = 1; d < a->ndim; d++)
      if (a->shape[d] != a->shape[0])
        rt_raise(RT_EXC_ValueError, "All dimensions of input must be of equal length");
    int64_t c = 1;
    for (int d = 0; d < a->ndim - 1; d++) step += (c *= a->shape[d]);
  }
  Value vals = rt_array_from_value(v[1], a->dtype), idx = rt_undef(), src = rt_undef();
  int mark = rt_cleanup_push_value(&vals);
  rt_cleanup_push_value(&idx);
  rt_cleanup_push_value(&src);
  Value flat = np_flatiter_new(v[0]);
  rt_cleanup_push_value(&flat);
  int64_t nv = RT_AS(Array, vals)->size;
  if (nv > 0) {
    int64_t cnt = end > 0 ? (end + step - 1) / step : 0;
    idx = rt_array_new(DT_INT64, 1, &cnt, false);
    for (int64_t i = 0; i < cnt; i++) ((int64_t *)RT_AS(Array, idx)->data)[i] = i * step;
    Value vflat = np_callk("resize", 2, (Value[]){vals, rt_int(cnt)}, 0, NULL, NULL);
    src = vflat;
    rt_setitem(flat, idx, src);
  }
  rt_cleanup_pop(mark, true);
  return rt_none();
}

/* ---- rot90, rollaxis, kron ---- */
static Value f_rot90(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"m", "k", "axes"};
  Value v[3];
  rt_parse_args("rot90", argc, argv, kw, 3, names, 1, v);
  Value m = asarr(v[0]);
  int mark = rt_cleanup_push_value(&m);
  int nd = RT_AS(Array, m)->ndim;
  int64_t ax[2] = {0, 1};
  if (np_given(v[2])) {
    if (rt_len(v[2]) != 2) rt_raise(RT_EXC_ValueError, "len(axes) must be 2.");
    for (int i = 0; i < 2; i++) ax[i] = rt_to_index(rt_getitem(v[2], rt_int(i)), "axes");
  }
  if (nd < 2) rt_raise(RT_EXC_ValueError, "Axes must be different.");
  int a0 = np_axis_index(ax[0], nd), a1 = np_axis_index(ax[1], nd);
  if (a0 == a1) rt_raise(RT_EXC_ValueError, "Axes must be different.");
  int64_t k = opt_index(v[1], 1, "k") % 4;
  if (k < 0) k += 4;
  Value r, f = rt_undef(), t = rt_undef();
  rt_cleanup_push_value(&f);
  rt_cleanup_push_value(&t);
  if (k == 0) {
    r = np_array_getitem(m, rt_ellipsis());
  } else if (k == 2) {
    f = call2("flip", m, rt_int(a0));
    r = call2("flip", f, rt_int(a1));
  } else {
    int64_t perm[RT_MAXDIM];
    for (int d = 0; d < nd; d++) perm[d] = d;
    perm[a0] = a1;
    perm[a1] = a0;
    if (k == 1) {
      f = call2("flip", m, rt_int(a1));
      r = np_array_transpose_axes(f, nd, perm);
    } else {
      t = np_array_transpose_axes(m, nd, perm);
      r = call2("flip", t, rt_int(a1));
    }
  }
  rt_cleanup_pop(mark, true);
  return r;
}

/* Copy src into dst rolled by shift along axis: dst[(i + shift) % n] = src[i]. */
static void roll_into(Value dstv, Value srcv, int axis, int64_t shift) {
  Array *d = RT_AS(Array, dstv), *s = RT_AS(Array, srcv);
  int64_t n = s->shape[axis];
  if (n == 0) return;
  shift = ((shift % n) + n) % n;
  /* two blocks: {source start, destination start, length} */
  int64_t parts[2][3] = {{0, shift, n - shift}, {n - shift, 0, shift}};
  for (int p = 0; p < 2; p++) {
    int64_t shape[RT_MAXDIM];
    memcpy(shape, s->shape, sizeof shape);
    shape[axis] = parts[p][2];
    Value from = rt_array_view(srcv, s->dtype, s->ndim, shape, s->strides,
                               s->data + parts[p][0] * s->strides[axis]);
    Value to = rt_array_view(dstv, d->dtype, d->ndim, shape, d->strides,
                             d->data + parts[p][1] * d->strides[axis]);
    np_copy_cast(RT_AS(Array, to), RT_AS(Array, from));
    rt_decref(from);
    rt_decref(to);
  }
}

/* The shifts of np.roll summed per axis (shift and axis scalars or sequences, broadcast against
 * each other as NumPy does; axis None rolls the flattened array, axis 0 of a 1-d view). */
static bool roll_seq(Value v) {
  return rt_is_list(v) || rt_is_tuple(v) || (rt_is_array(v) && RT_AS(Array, v)->ndim > 0);
}

static void roll_shifts(Value shiftv, Value axisv, int ndim, int64_t *per_axis) {
  bool ss = roll_seq(shiftv), as = roll_seq(axisv);
  int64_t ns = ss ? rt_len(shiftv) : 1, na = as ? rt_len(axisv) : 1;
  if (ns != na && ns != 1 && na != 1)
    rt_raise(RT_EXC_ValueError, "shape mismatch: objects cannot be broadcast to a single shape.  "
             "Mismatch is between arg 0 with shape (%lld,) and arg 1 with shape (%lld,).",
             (long long)ns, (long long)na);
  int64_t n = ns > na ? ns : na;
  for (int64_t i = 0; i < n; i++) {
    Value sv = ss ? rt_getitem(shiftv, rt_int(ns == 1 ? 0 : i)) : shiftv;
    Value av = as ? rt_getitem(axisv, rt_int(na == 1 ? 0 : i)) : axisv;
    int64_t sh = rt_to_index(sv, "shift");
    int ax = np_axis_index(rt_to_index(av, "axis"), ndim);
    if (ss) rt_decref(sv);
    if (as) rt_decref(av);
    per_axis[ax] += sh % INT64_C(4611686018427387904);
  }
}

static Value f_roll(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"a", "shift", "axis"};
  Value a[3];
  rt_parse_args("roll", argc, argv, kw, 3, names, 2, a);
  Value arr = rt_array_from_value(a[0], -1);
  int mark = rt_cleanup_push_value(&arr);
  bool flat = rt_is_undef(a[2]) || rt_is_none(a[2]);
  Array *src = RT_AS(Array, arr);
  Value in = flat ? np_array_reshape(arr, 1, &src->size) : (rt_incref(arr), arr);
  rt_cleanup_push_value(&in);
  Array *ia = RT_AS(Array, in);
  int64_t shifts[RT_MAXDIM] = {0};
  roll_shifts(a[1], flat ? rt_int(0) : a[2], ia->ndim, shifts);
  Value out = rt_undef();
  rt_cleanup_push_value(&out);
  for (int d = 0; d < ia->ndim; d++) {
    if (shifts[d] == 0 && !(d == ia->ndim - 1 && rt_is_undef(out))) continue;
    Value next = rt_array_new(ia->dtype, ia->ndim, ia->shape, false);
    roll_into(next, rt_is_undef(out) ? in : out, d, shifts[d]);
    rt_decref(out);
    out = next;
  }
  if (rt_is_undef(out)) out = rt_array_new(ia->dtype, ia->ndim, ia->shape, false); /* 0-d */
  if (ia->ndim == 0) np_copy_cast(RT_AS(Array, out), ia);
  Value r = out;
  if (flat) r = np_array_reshape(out, src->ndim, src->shape);
  else rt_incref(r);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value f_rollaxis(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"a", "axis", "start"};
  Value v[3];
  rt_parse_args("rollaxis", argc, argv, kw, 3, names, 2, v);
  Value a = asarr(v[0]);
  int mark = rt_cleanup_push_value(&a);
  int n = RT_AS(Array, a)->ndim;
  int axis = np_axis_index(rt_to_index(v[1], "axis"), n);
  int64_t start = opt_index(v[2], 0, "start");
  if (start < 0) start += n;
  if (start < 0 || start > n)
    rt_raise(RT_EXC_AxisError, "'start' arg requires %d <= start < %d, but %lld was passed in",
             -n, n + 1, (long long)opt_index(v[2], 0, "start"));
  if (axis < start) start--;
  int64_t perm[RT_MAXDIM];
  int p = 0;
  for (int d = 0; d < n; d++) {
    if (p == start) perm[p++] = axis;
    if (d != axis) perm[p++] = d;
  }
  if (p < n) perm[p++] = axis;
  Value r = axis == start ? np_array_getitem(a, rt_ellipsis()) : np_array_transpose_axes(a, n, perm);
  rt_cleanup_pop(mark, true);
  return r;
}

/* kron: a and b padded to the same ndim, multiplied as (a0, 1, a1, 1, ...) * (1, b0, 1, b1, ...)
 * and merged pairwise. */
static Value f_kron(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"a", "b"};
  Value v[2];
  rt_parse_args("kron", argc, argv, kw, 2, names, 2, v);
  Value a = asarr(v[0]), b = rt_undef(), ai = rt_undef(), bi = rt_undef(), prod = rt_undef();
  int mark = rt_cleanup_push_value(&a);
  rt_cleanup_push_value(&b);
  rt_cleanup_push_value(&ai);
  rt_cleanup_push_value(&bi);
  rt_cleanup_push_value(&prod);
  b = asarr(v[1]);
  Array *x = RT_AS(Array, a), *y = RT_AS(Array, b);
  int nd = x->ndim > y->ndim ? x->ndim : y->ndim;
  if (2 * nd > RT_MAXDIM) rt_raise(RT_EXC_ValueError, "too many dimensions");
  int64_t sa[RT_MAXDIM], sb[RT_MAXDIM], out[RT_MAXDIM];
  for (int d = 0; d < nd; d++) {
    int64_t da = d - (nd - x->ndim), db = d - (nd - y->ndim);
    int64_t na = da >= 0 ? x->shape[da] : 1, nb = db >= 0 ? y->shape[db] : 1;
    sa[2 * d] = na, sa[2 * d + 1] = 1;
    sb[2 * d] = 1, sb[2 * d + 1] = nb;
    out[d] = na * nb;
  }
  ai = np_array_reshape(a, 2 * nd, sa);
  bi = np_array_reshape(b, 2 * nd, sb);
  prod = np_apply_binary(NPB_MUL, ai, bi, rt_undef());
  Value r = np_array_reshape(prod, nd, out);
  rt_cleanup_pop(mark, true);
  return r;
}

/* ---- take_along_axis, lexsort ---- */
/* take_along_axis of a string array: the flat positions of its items, taken along the axis as
 * numbers are, pick the items (np.take of the flattened array). */
static Value take_along_strings(Value arr, Value ind, Value axis) {
  const NpStrArr *s = RT_AS(NpStrArr, arr);
  Value pos = rt_array_new(DT_INT64, s->ndim, s->shape, false), at = rt_undef();
  int mark = rt_cleanup_push_value(&pos);
  rt_cleanup_push_value(&at);
  for (int64_t k = 0; k < s->size; k++) ((int64_t *)RT_AS(Array, pos)->data)[k] = k;
  at = np_callk("take_along_axis", 3, (Value[]){pos, ind, axis}, 0, NULL, NULL);
  Value r = np_callk("take", 2, (Value[]){arr, at}, 0, NULL, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

/* arr[idx_0, ..., indices, ..., idx_n]: aranges shaped to broadcast on the other axes. */
static Value f_take_along_axis(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"arr", "indices", "axis"};
  Value v[3];
  rt_parse_args("take_along_axis", argc, argv, kw, 3, names, 3, v);
  if (np_is_strarr(v[0])) return take_along_strings(v[0], v[1], v[2]);
  Value a = asarr(v[0]), ind = rt_undef(), key = rt_undef();
  int mark = rt_cleanup_push_value(&a);
  rt_cleanup_push_value(&ind);
  rt_cleanup_push_value(&key);
  ind = asarr(v[1]);
  if (rt_is_none(v[2])) {
    Value flat = np_call1("ravel", a);
    rt_decref(a);
    a = flat;
  }
  Array *x = RT_AS(Array, a), *ix = RT_AS(Array, ind);
  char kd = rt_dtypes[ix->dtype].kind;
  if (kd != 'i' && kd != 'u') rt_raise(RT_EXC_IndexError, "`indices` must be an integer array");
  if (ix->ndim != x->ndim)
    rt_raise(RT_EXC_ValueError,
             "`indices` and `arr` must have the same number of dimensions");
  int ax = rt_is_none(v[2]) ? 0 : np_axis_index(rt_to_index(v[2], "axis"), x->ndim);
  key = rt_tuple_new(x->ndim);
  for (int d = 0; d < x->ndim; d++) {
    if (d == ax) {
      rt_incref(ind);
      rt_tuple_set(key, d, ind);
      continue;
    }
    int64_t n = x->shape[d], shape[RT_MAXDIM];
    for (int e = 0; e < x->ndim; e++) shape[e] = e == d ? n : 1;
    Value r = rt_array_new(DT_INT64, x->ndim, shape, false);
    for (int64_t i = 0; i < n; i++) ((int64_t *)RT_AS(Array, r)->data)[i] = i;
    rt_tuple_set(key, d, r);
  }
  Value r = np_array_getitem(a, key);
  rt_cleanup_pop(mark, true);
  return r;
}

/* lexsort(keys): stable argsorts from the first key to the last, which is the primary one. */
static Value f_lexsort(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"keys", "axis"};
  Value v[2];
  rt_parse_args("lexsort", argc, argv, kw, 2, names, 1, v);
  if (np_given(v[1]) && rt_to_index(v[1], "axis") != -1)
    rt_raise(RT_EXC_TypeError, "np.lexsort's axis= other than -1 is not supported in Weft");
  int64_t nk = rt_len(v[0]);
  if (nk == 0) rt_raise(RT_EXC_TypeError, "need sequence of keys with len > 0 in lexsort");
  Value idx = rt_undef(), k = rt_undef(), sub = rt_undef(), o = rt_undef();
  int mark = rt_cleanup_push_value(&idx);
  rt_cleanup_push_value(&k);
  rt_cleanup_push_value(&sub);
  rt_cleanup_push_value(&o);
  static const char *const kn[] = {"kind"};
  Value stable = rt_str_from_c("stable");
  rt_cleanup_push_value(&stable);
  for (int64_t i = 0; i < nk; i++) {
    rt_decref(k);
    k = rt_getitem(v[0], rt_int(i));
    Value codes = np_str_unique_full(k, false, true, false); /* strings: their sorted ranks */
    if (!rt_is_undef(codes)) {
      rt_decref(k);
      k = rt_getitem(codes, rt_int(1));
      rt_decref(codes);
    }
    Value ka = asarr(k);
    rt_decref(k);
    k = ka;
    if (rt_is_undef(idx)) {
      idx = np_callk("argsort", 1, &k, 1, kn, &stable);
      continue;
    }
    if (RT_AS(Array, k)->size != RT_AS(Array, idx)->size)
      rt_raise(RT_EXC_ValueError, "all keys need to be the same shape");
    rt_decref(sub);
    sub = np_array_getitem(k, idx);
    rt_decref(o);
    o = np_callk("argsort", 1, &sub, 1, kn, &stable);
    Value nidx = np_array_getitem(idx, o);
    rt_decref(idx);
    idx = nidx;
  }
  rt_incref(idx);
  rt_cleanup_pop(mark, true);
  return idx;
}

/* ---- trapz, ediff1d, nan_to_num ---- */
static Value f_trapz(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"y", "x", "dx", "axis"};
  Value v[4];
  rt_parse_args("trapz", argc, argv, kw, 4, names, 1, v);
  Value y = asarr(v[0]), d = rt_undef(), hi = rt_undef(), lo = rt_undef(), s = rt_undef();
  Value k1 = rt_undef(), k2 = rt_undef();
  int mark = rt_cleanup_push_value(&y);
  rt_cleanup_push_value(&d);
  rt_cleanup_push_value(&hi);
  rt_cleanup_push_value(&lo);
  rt_cleanup_push_value(&s);
  rt_cleanup_push_value(&k1);
  rt_cleanup_push_value(&k2);
  int nd = RT_AS(Array, y)->ndim;
  int ax = np_axis_index(opt_index(v[3], -1, "axis"), nd);
  Value x = rt_undef();
  rt_cleanup_push_value(&x);
  if (np_given(v[1])) {
    x = asarr(v[1]);
    static const char *const kn[] = {"axis"};
    if (RT_AS(Array, x)->ndim == 1) {
      d = np_call1("diff", x);
      int64_t shape[RT_MAXDIM];
      for (int e = 0; e < nd; e++) shape[e] = e == ax ? RT_AS(Array, d)->size : 1;
      Value dr = np_array_reshape(d, nd, shape);
      rt_decref(d);
      d = dr;
    } else {
      d = np_callk("diff", 1, &x, 1, kn, (Value[]){rt_int(ax)});
    }
  } else {
    d = np_given(v[2]) ? (rt_incref(v[2]), v[2]) : rt_float(1.0);
  }
  k1 = axis_key(nd, ax, slc(1, INT64_MIN));
  k2 = axis_key(nd, ax, slc(INT64_MIN, -1));
  hi = np_array_getitem(y, k1);
  lo = np_array_getitem(y, k2);
  s = np_apply_binary(NPB_ADD, hi, lo, rt_undef());
  Value p = np_apply_binary(NPB_MUL, d, s, rt_undef());
  rt_decref(s);
  s = p;
  p = np_apply_binary(NPB_DIV, s, rt_float(2.0), rt_undef());
  rt_decref(s);
  s = p;
  static const char *const kn[] = {"axis"};
  Value r = np_callk("sum", 1, &s, 1, kn, (Value[]){rt_int(ax)});
  rt_cleanup_pop(mark, true);
  return r;
}

static Value f_ediff1d(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"ary", "to_end", "to_begin"};
  Value v[3];
  rt_parse_args("ediff1d", argc, argv, kw, 3, names, 1, v);
  Value flat = np_call1("ravel", v[0]);
  int mark = rt_cleanup_push_value(&flat);
  Value d = np_call1("diff", flat);
  if (np_given(v[1]) || np_given(v[2])) {
    rt_cleanup_push_value(&d);
    Value parts = rt_list_new(3);
    rt_cleanup_push_value(&parts);
    DType dt = RT_AS(Array, flat)->dtype;
    Value pieces[3] = {v[2], d, v[1]};
    for (int i = 0; i < 3; i++) {
      if (!np_given(pieces[i])) continue;
      Value pa = rt_array_from_value(pieces[i], dt);
      int64_t n = RT_AS(Array, pa)->size;
      Value pr = np_array_reshape(pa, 1, &n);
      rt_decref(pa);
      rt_list_append(parts, pr);
      rt_decref(pr);
    }
    Value r = np_call1("concatenate", parts);
    rt_cleanup_pop(mark, true);
    return r;
  }
  rt_cleanup_pop(mark, true);
  return d;
}

static double nan_num_value(Value v, double dflt) { return np_given(v) ? rt_to_double(v, "nan_to_num") : dflt; }

/* Replaces NaN and infinities in n floats of dtype dt (float32 or float64) at stride st. */
static void fix_floats(char *p, int64_t n, int64_t st, DType dt, double nan, double pinf, double ninf) {
  for (int64_t i = 0; i < n; i++, p += st) {
    double x = rt_elem_get_f64(dt, p);
    if (isnan(x)) rt_elem_set_f64(dt, p, nan);
    else if (isinf(x)) rt_elem_set_f64(dt, p, x > 0 ? pinf : ninf);
  }
}

static Value f_nan_to_num(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"x", "copy", "nan", "posinf", "neginf"};
  Value v[5];
  rt_parse_args("nan_to_num", argc, argv, kw, 5, names, 1, v);
  bool scalar = !rt_is_array(v[0]) && !rt_is_list(v[0]) && !rt_is_tuple(v[0]);
  bool copy = !np_given(v[1]) || rt_truthy(v[1]);
  Value a = asarr(v[0]);
  Value x = copy || a.as.o != v[0].as.o ? rt_array_contiguous(a, true) : (rt_incref(a), a);
  rt_decref(a);
  int mark = rt_cleanup_push_value(&x);
  Array *xa = RT_AS(Array, x);
  char kd = rt_dtypes[xa->dtype].kind;
  if (kd == 'f' || kd == 'c') {
    DType part = kd == 'c' ? np_complex_part(xa->dtype) : xa->dtype;
    double big = part == DT_FLOAT32 ? 3.4028234663852886e38 : 1.7976931348623157e308;
    double nan = nan_num_value(v[2], 0.0), pinf = nan_num_value(v[3], big);
    double ninf = nan_num_value(v[4], -big);
    int comps = kd == 'c' ? 2 : 1, psz = rt_dtypes[part].itemsize;
    NpIter it;
    for (np_iter_init(&it, xa); it.more; np_iter_next(&it))
      fix_floats(it.ptr, comps, psz, part, nan, pinf, ninf);
  }
  rt_incref(x);
  rt_cleanup_pop(mark, true);
  return scalar ? np_scalar_if_0d(x) : x;
}

void np_register_build(Value m) {
  rt_module_add_fn(m, "pad", f_pad);
  rt_module_add_fn(m, "tri", f_tri);
  rt_module_add_fn(m, "triu_indices", f_triu_indices);
  rt_module_add_fn(m, "tril_indices", f_tril_indices);
  rt_module_add_fn(m, "diag_indices", f_diag_indices);
  rt_module_add_fn(m, "fill_diagonal", f_fill_diagonal);
  rt_module_add_fn(m, "rot90", f_rot90);
  rt_module_add_fn(m, "rollaxis", f_rollaxis);
  rt_module_add_fn(m, "roll", f_roll);
  rt_module_add_fn(m, "kron", f_kron);
  rt_module_add_fn(m, "take_along_axis", f_take_along_axis);
  rt_module_add_fn(m, "lexsort", f_lexsort);
  rt_module_add_fn(m, "cross", np_f_cross);
  rt_module_add_fn(m, "trapz", f_trapz);
  rt_module_add_fn(m, "ediff1d", f_ediff1d);
  rt_module_add_fn(m, "nan_to_num", f_nan_to_num);
  /* NumPy 1.24's row_stack is vstack itself (`np.row_stack is np.vstack`); np_create.c ran first */
  Value vstack = rt_module_lookup(m, "vstack");
  rt_incref(vstack);
  rt_module_set(m, "row_stack", vstack);
}
