/* np_rng_choice.c — Generator.choice, shuffle and permutation as NumPy 1.24's _generator.pyx
 * draws them. choice with replacement searches the cumulative p for uniform draws (or draws
 * integers(0, n)); without replacement it runs Floyd's algorithm with an open-addressing set,
 * or for a large sample of a large population a partial Fisher-Yates from the tail (both then
 * shuffle the picks with Lemire-bounded draws), or with p a loop that redraws the missing picks
 * with the chosen entries' probabilities zeroed. shuffle draws the masked-rejection interval for
 * i = n-1 .. 1 and swaps items i and j. */
#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/bigint.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "np_internal.h"
#include "np_strarray.h"
#include "np_rng.h"

static bool given(Value v) { return !rt_is_undef(v) && !rt_is_none(v); }

static bool is_integer_value(Value v) {
  return rt_is_intlike(v) ||
         (rt_is_npscalar(v) && strchr("iu", rt_dtypes[RT_AS(NpScalar, v)->dtype].kind));
}

static Value arange(int64_t n) {
  if (n < 0) n = 0;
  Value arr = rt_array_new(DT_INT64, 1, &n, false);
  int64_t *d = (int64_t *)RT_AS(Array, arr)->data;
  for (int64_t i = 0; i < n; i++)
    d[i] = i;
  return arr;
}

/* a.take(idx, axis): shape a.shape[:axis] + idx_shape + a.shape[axis+1:]. */
static Value take_axis(Value a, int axis, const int64_t *idx, int idx_nd,
                       const int64_t *idx_shape) {
  Value src = rt_array_contiguous(a, false);
  int mark = rt_cleanup_push_value(&src);
  const Array *s = RT_AS(Array, src);
  int64_t shape[RT_MAXDIM], outer = 1, inner = rt_dtypes[s->dtype].itemsize, nidx = 1;
  int nd = 0;
  if (s->ndim - 1 + idx_nd > RT_MAXDIM) rt_raise(RT_EXC_ValueError, "too many dimensions");
  for (int d = 0; d < axis; d++)
    outer *= (shape[nd++] = s->shape[d]);
  for (int d = 0; d < idx_nd; d++)
    nidx *= (shape[nd++] = idx_shape[d]);
  for (int d = axis + 1; d < s->ndim; d++)
    inner *= (shape[nd++] = s->shape[d]);
  Value out = rt_array_new(s->dtype, nd, shape, false);
  char *dst = RT_AS(Array, out)->data;
  if (outer == 1 && inner == 8) { /* a 1-D pick of 8-byte items (choice's common case): no call per item */
    const uint64_t *from = (const uint64_t *)s->data;
    uint64_t *to = (uint64_t *)dst;
    for (int64_t j = 0; j < nidx; j++) to[j] = from[idx[j]];
  } else {
    for (int64_t o = 0; o < outer; o++)
      for (int64_t j = 0; j < nidx; j++, dst += inner)
        memcpy(dst, s->data + (o * s->shape[axis] + idx[j]) * inner, (size_t)inner);
  }
  rt_cleanup_pop(mark, true);
  return out;
}

/* ---- choice's probabilities ---- */

static double kahan_sum(const double *d, int64_t n) {
  if (n <= 0) return 0.0;
  double sum = d[0], c = 0.0;
  for (int64_t i = 1; i < n; i++) {
    double y = d[i] - c, t = sum + y;
    c = (t - sum) - y;
    sum = t;
  }
  return sum;
}

/* The checked probabilities as a fresh float64 array. */
static Value choice_p(Value p, int64_t pop_size) {
  rt_len(p);
  double atol = sqrt(DBL_EPSILON);
  if (rt_is_array(p) && rt_dtypes[RT_AS(Array, p)->dtype].kind == 'f') {
    int isz = rt_dtypes[RT_AS(Array, p)->dtype].itemsize;
    double own = isz == 4 ? (double)sqrtf(FLT_EPSILON) : isz == 2 ? 0.03125 : atol;
    atol = fmax(atol, own);
  }
  Value src = rt_array_from_value(p, DT_FLOAT64);
  int mark = rt_cleanup_push_value(&src);
  Value pa = rt_array_contiguous(src, true);
  rt_cleanup_pop(mark, true);
  mark = rt_cleanup_push_value(&pa);
  const Array *a = RT_AS(Array, pa);
  if (a->ndim != 1) rt_raise(RT_EXC_ValueError, "p must be 1-dimensional");
  if (a->size != pop_size) rt_raise(RT_EXC_ValueError, "a and p must have same size");
  const double *d = (const double *)a->data;
  double sum = kahan_sum(d, a->size);
  if (isnan(sum)) rt_raise(RT_EXC_ValueError, "probabilities contain NaN");
  for (int64_t i = 0; i < a->size; i++)
    if (d[i] < 0) rt_raise(RT_EXC_ValueError, "probabilities are not non-negative");
  if (fabs(sum - 1.0) > atol) rt_raise(RT_EXC_ValueError, "probabilities do not sum to 1");
  rt_cleanup_pop(mark, false);
  return pa;
}

/* cdf = cumsum(p) / cdf[-1], in place into cdf. */
static void make_cdf(const double *p, int64_t n, double *cdf) {
  double s = 0;
  for (int64_t i = 0; i < n; i++)
    cdf[i] = s += p[i];
  double last = cdf[n - 1];
  for (int64_t i = 0; i < n; i++)
    cdf[i] /= last;
}


/* ---- choice's index draws, into idx[count] ---- */

static void pick_with_p(NpPCG64 *g, double *p, int64_t n, int64_t *idx, int64_t count) {
  double *cdf = rt_malloc((size_t)n * sizeof *cdf);
  int mark = rt_cleanup_push(free, cdf);
  make_cdf(p, n, cdf);
  double *u = rt_malloc((size_t)(count ? count : 1) * sizeof *u);
  rt_cleanup_push(free, u);
  for (int64_t i = 0; i < count; i++)
    u[i] = np_pcg_double(g);
  for (int64_t i = 0; i < count; i++)
    idx[i] = np_cdf_search_right(cdf, n, u[i]);
  rt_cleanup_pop(mark, true);
}

/* Without replacement, weighted: draw the missing picks, keep each new value's first
 * occurrence in draw order, zero the chosen probabilities, repeat. */
static void pick_unique_with_p(NpPCG64 *g, double *p, int64_t n, int64_t *idx, int64_t count) {
  int64_t nonzero = 0;
  for (int64_t i = 0; i < n; i++)
    nonzero += p[i] > 0;
  if (nonzero < count) rt_raise(RT_EXC_ValueError, "Fewer non-zero entries in p than size");
  int64_t *fresh = rt_malloc((size_t)(count ? count : 1) * sizeof *fresh);
  int mark = rt_cleanup_push(free, fresh);
  bool *seen = rt_calloc((size_t)n, sizeof *seen);
  rt_cleanup_push(free, seen);
  int64_t have = 0;
  while (have < count) {
    for (int64_t i = 0; i < have; i++)
      p[idx[i]] = 0;
    int64_t want = count - have;
    pick_with_p(g, p, n, fresh, want);
    for (int64_t i = 0; i < want; i++) {
      if (seen[fresh[i]]) continue;
      seen[fresh[i]] = true;
      idx[have++] = fresh[i];
    }
    for (int64_t i = 0; i < have; i++)
      seen[idx[i]] = false;
  }
  rt_cleanup_pop(mark, true);
}

/* _shuffle_int: Fisher-Yates over data[first..n-1] with Lemire-bounded draws. */
static void shuffle_int(NpPCG64 *g, int64_t n, int64_t first, int64_t *data) {
  for (int64_t i = n - 1; i >= first; i--) {
    int64_t j = (int64_t)np_rng_bounded64(g, 0, (uint64_t)i), t = data[j];
    data[j] = data[i];
    data[i] = t;
  }
}


/* Floyd's algorithm: for j in [pop - count, pop), pick a value in [0, j], or j itself when the
 * pick was taken; the set is open addressing over the smallest power of two >= 1.2 * count. */
static void floyd(NpPCG64 *g, int64_t pop, int64_t count, int64_t *idx) {
  uint64_t mask = np_rand_mask((uint64_t)(1.2 * (double)count)), empty = UINT64_MAX;
  uint64_t *set = rt_malloc((size_t)(mask + 1) * sizeof *set);
  int mark = rt_cleanup_push(free, set);
  memset(set, 0xff, (size_t)(mask + 1) * sizeof *set);
  for (int64_t j = pop - count; j < pop; j++) {
    uint64_t val = np_rng_bounded64(g, 0, (uint64_t)j), loc = val & mask;
    while (set[loc] != empty && set[loc] != val)
      loc = (loc + 1) & mask;
    if (set[loc] == empty) {
      set[loc] = val;
      idx[j - pop + count] = (int64_t)val;
    } else {
      loc = (uint64_t)j & mask;
      while (set[loc] != empty)
        loc = (loc + 1) & mask;
      set[loc] = (uint64_t)j;
      idx[j - pop + count] = j;
    }
  }
  rt_cleanup_pop(mark, true);
}

static void pick_unique(NpPCG64 *g, int64_t pop, int64_t count, bool shuffle, int64_t *idx) {
  if (pop > 10000 && count > pop / (shuffle ? 50 : 20)) {
    int64_t *all = rt_malloc((size_t)pop * sizeof *all);
    int mark = rt_cleanup_push(free, all);
    for (int64_t i = 0; i < pop; i++)
      all[i] = i;
    shuffle_int(g, pop, pop - count > 1 ? pop - count : 1, all);
    memcpy(idx, all + (pop - count), (size_t)count * sizeof *idx);
    rt_cleanup_pop(mark, true);
    return;
  }
  floyd(g, pop, count, idx);
  if (shuffle) shuffle_int(g, count, 1, idx);
}

/* ---- choice(a, size=None, replace=True, p=None, axis=0, shuffle=True) ---- */

/* The population: an int n, or the length of a along axis. */
static int64_t choice_population(Value a, Value arr, int axis, int64_t count, bool sized) {
  const Array *x = RT_AS(Array, arr);
  if (x->ndim == 0) {
    if (!is_integer_value(a) &&
        !(rt_dtypes[x->dtype].kind == 'i' || rt_dtypes[x->dtype].kind == 'u'))
      rt_raise(RT_EXC_ValueError, "a must be a sequence or an integer, not <class '%s'>",
               rt_is_array(a) ? "numpy.ndarray" : rt_type_name(a));
    int64_t n = rt_elem_get_i64(x->dtype, x->data);
    if (n <= 0 && (!sized || count != 0))
      rt_raise(RT_EXC_ValueError, "a must be a positive integer unless no samples are taken");
    return n;
  }
  if (axis < -x->ndim || axis >= x->ndim) rt_raise(RT_EXC_IndexError, "tuple index out of range");
  int64_t n = x->shape[axis < 0 ? axis + x->ndim : axis];
  if (n == 0 && (!sized || count != 0))
    rt_raise(RT_EXC_ValueError, "a cannot be empty unless no samples are taken");
  return n;
}

/* The drawn indices as an int64 array of `shape` (nd 0 for a scalar draw). */
static Value choice_indices(Value self, int64_t pop, Value p, bool replace, bool shuffle, int nd,
                            const int64_t *shape, int64_t count) {
  NpPCG64 *g = np_gen_bits(self);
  Value pa = given(p) ? choice_p(p, pop) : rt_none();
  int mark = rt_cleanup_push_value(&pa);
  if (!replace && count > pop)
    rt_raise(RT_EXC_ValueError,
             "Cannot take a larger sample than population when replace is False");
  if (count < 0) rt_raise(RT_EXC_ValueError, "negative dimensions are not allowed");
  Value idx = rt_array_new(DT_INT64, nd, shape, false);
  int mark_idx = rt_cleanup_push_value(&idx);
  int64_t *d = (int64_t *)RT_AS(Array, idx)->data;
  double *pd = given(p) ? (double *)RT_AS(Array, pa)->data : NULL;
  if (replace && pd)
    pick_with_p(g, pd, pop, d, count);
  else if (replace)
    np_rng_bounded_fill(g, 64, 0, (uint64_t)(pop - 1), count, d);
  else if (pd)
    pick_unique_with_p(g, pd, pop, d, count);
  else
    pick_unique(g, pop, count, shuffle, d);
  rt_cleanup_pop(mark_idx, false);
  rt_cleanup_pop(mark, true);
  return idx;
}

Value np_gen_choice(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"a", "size", "replace", "p", "axis", "shuffle"};
  Value s = np_str_choice_hook(np_gen_choice, self, argc, argv, kw);
  if (!rt_is_undef(s)) return s;
  Value a[6];
  rt_parse_args("choice", argc, argv, kw, 6, names, 1, a);
  int64_t shape[RT_MAXDIM];
  int nd = given(a[1]) ? np_parse_shape(a[1], shape) : 0;
  int64_t count = 1;
  for (int i = 0; i < nd; i++)
    count *= shape[i];
  int axis = rt_is_undef(a[4]) ? 0 : (int)rt_to_index(a[4], NULL);
  Value arr = rt_array_from_value(a[0], -1), idx = rt_none();
  int mark = rt_cleanup_push_value(&arr);
  rt_cleanup_push_value(&idx);
  int64_t pop = choice_population(a[0], arr, axis, count, given(a[1]));
  bool replace = rt_is_undef(a[2]) || rt_truthy(a[2]);
  bool shuffle = rt_is_undef(a[5]) || rt_truthy(a[5]);
  idx = choice_indices(self, pop, a[3], replace, shuffle, nd, shape, count);
  const Array *x = RT_AS(Array, arr), *ix = RT_AS(Array, idx);
  const int64_t *id = (const int64_t *)ix->data;
  Value out;
  if (x->ndim == 0) {
    out = given(a[1]) ? idx : rt_int(id[0]);
    if (given(a[1])) rt_incref(idx);
  } else {
    int ax = axis < 0 ? axis + x->ndim : axis;
    out = take_axis(arr, ax, id, ix->ndim, ix->shape);
    if (!given(a[1]) && RT_AS(Array, out)->ndim == 0) {
      Value s = rt_npscalar_new(RT_AS(Array, out)->dtype, RT_AS(Array, out)->data);
      rt_decref(out);
      out = s;
    }
  }
  rt_cleanup_pop(mark, true);
  return out;
}

/* ---- shuffle and permutation ---- */

/* Swap the hyperplanes i and j of a along axis, element by element. */
static void swap_planes(Array *a, int axis, int64_t i, int64_t j) {
  int64_t idx[RT_MAXDIM] = {0}, n = a->size / a->shape[axis];
  int isz = rt_dtypes[a->dtype].itemsize;
  for (int64_t k = 0; k < n; k++) {
    int64_t off = 0;
    for (int d = 0; d < a->ndim; d++)
      if (d != axis) off += idx[d] * a->strides[d];
    char *p = a->data + off + i * a->strides[axis], *q = a->data + off + j * a->strides[axis];
    for (int b = 0; b < isz; b++) {
      char t = p[b];
      p[b] = q[b];
      q[b] = t;
    }
    for (int d = a->ndim - 1; d >= 0; d--) {
      if (d == axis) continue;
      if (++idx[d] < a->shape[d]) break;
      idx[d] = 0;
    }
  }
}

/* Fisher-Yates over a 1-D array, NumPy's draws in NumPy's order (i from n-1 down to 1). The
 * partner j of step i is drawn SHUFFLE_AHEAD steps early and its element prefetched: the swaps
 * of a large array are random memory accesses, which then overlap instead of waiting in turn. */
#define SHUFFLE_AHEAD 16

static void shuffle_1d(NpPCG64 *g, Array *a) {
  int isz = rt_dtypes[a->dtype].itemsize;
  int64_t st = a->strides[0], n = a->shape[0], next = n - 1, ring[SHUFFLE_AHEAD];
  char t[16];
  for (; next > 0 && next > n - 1 - SHUFFLE_AHEAD; next--) {
    ring[next % SHUFFLE_AHEAD] = (int64_t)np_rng_interval(g, (uint64_t)next);
    __builtin_prefetch(a->data + ring[next % SHUFFLE_AHEAD] * st, 1);
  }
  for (int64_t i = n - 1; i > 0; i--) {
    int64_t j = ring[i % SHUFFLE_AHEAD];
    if (next > 0) { /* next == i - SHUFFLE_AHEAD: its slot is the one just read */
      ring[next % SHUFFLE_AHEAD] = (int64_t)np_rng_interval(g, (uint64_t)next);
      __builtin_prefetch(a->data + ring[next % SHUFFLE_AHEAD] * st, 1);
      next--;
    }
    char *p = a->data + i * st, *q = a->data + j * st;
    if (p == q) {
      /* i == j: nothing moves (the draw was made) */
    } else if (isz == 8) { /* the common int64 and float64: one word each way */
      memcpy(t, p, 8);
      memcpy(p, q, 8);
      memcpy(q, t, 8);
    } else {
      memcpy(t, p, (size_t)isz);
      memcpy(p, q, (size_t)isz);
      memcpy(q, t, (size_t)isz);
    }
    if (rt_interrupted && (i & 0xffff) == 0) rt_check_interrupt();
  }
}

static void shuffle_array(NpPCG64 *g, Array *a, int axis) {
  int64_t n = a->shape[axis];
  if (a->ndim == 1 && a->size) { /* the fast path swaps even when i == j */
    shuffle_1d(g, a);
    return;
  }
  if (a->size == 0) return;
  for (int64_t i = n - 1; i > 0; i--) {
    int64_t j = (int64_t)np_rng_interval(g, (uint64_t)i);
    if (i != j) swap_planes(a, axis, i, j);
  }
}

static void shuffle_sequence(NpPCG64 *g, Value x, int64_t n) {
  Value xi = rt_none(), xj = rt_none();
  int mark = rt_cleanup_push_value(&xi);
  rt_cleanup_push_value(&xj);
  for (int64_t i = n - 1; i > 0; i--) {
    int64_t j = (int64_t)np_rng_interval(g, (uint64_t)i);
    xj = rt_getitem(x, rt_int(j));
    xi = rt_getitem(x, rt_int(i));
    rt_setitem(x, rt_int(i), xj);
    rt_setitem(x, rt_int(j), xi);
    rt_decref(xi);
    rt_decref(xj);
    xi = xj = rt_none();
  }
  rt_cleanup_pop(mark, false);
}

Value np_gen_shuffle(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"x", "axis"};
  Value a[2];
  rt_parse_args("shuffle", argc, argv, kw, 2, names, 1, a);
  int64_t n = rt_len(a[0]), axis = rt_is_undef(a[1]) ? 0 : rt_to_index(a[1], NULL);
  NpPCG64 *g = np_gen_bits(self);
  if (rt_is_array(a[0])) {
    Array *x = RT_AS(Array, a[0]);
    shuffle_array(g, x, np_axis_index(axis, x->ndim));
  } else {
    if (axis != 0)
      rt_raise(RT_EXC_NotImplementedError, "Axis argument is only supported on ndarray objects");
    shuffle_sequence(g, a[0], n);
  }
  return rt_none();
}

Value np_gen_permutation(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"x", "axis"};
  Value a[2];
  rt_parse_args("permutation", argc, argv, kw, 2, names, 1, a);
  NpPCG64 *g = np_gen_bits(self);
  if (is_integer_value(a[0])) {
    Value arr = arange(rt_to_index(a[0], NULL));
    shuffle_array(g, RT_AS(Array, arr), 0);
    return arr;
  }
  if (rt_is_type(a[0], &np_strarr_type)) { /* a str/bytes array: x[perm] (the same draws) */
    const NpStrArr *x = RT_AS(NpStrArr, a[0]);
    int axis = np_axis_index(rt_is_undef(a[1]) ? 0 : rt_to_index(a[1], NULL), x->ndim);
    Value perm = arange(x->shape[axis]), key = rt_undef();
    int mark = rt_cleanup_push_value(&perm);
    rt_cleanup_push_value(&key);
    shuffle_array(g, RT_AS(Array, perm), 0);
    Value parts[RT_MAXDIM];
    for (int d = 0; d < axis; d++) parts[d] = rt_slice_new(rt_none(), rt_none(), rt_none());
    parts[axis] = perm;
    key = rt_tuple_from(axis + 1, parts); /* (:, ..., perm); increfs the parts */
    for (int d = 0; d < axis; d++) rt_decref(parts[d]);
    Value out = np_strarr_type.getitem(a[0], key);
    rt_cleanup_pop(mark, true);
    return out;
  }
  Value src = rt_array_from_value(a[0], -1), idx = rt_none();
  int mark = rt_cleanup_push_value(&src);
  rt_cleanup_push_value(&idx);
  const Array *s = RT_AS(Array, src);
  int axis = np_axis_index(rt_is_undef(a[1]) ? 0 : rt_to_index(a[1], NULL), s->ndim);
  Value out;
  if (s->ndim == 1) {
    out = rt_array_contiguous(src, true);
    shuffle_array(g, RT_AS(Array, out), 0);
  } else {
    idx = arange(s->shape[axis]);
    shuffle_array(g, RT_AS(Array, idx), 0);
    out = take_axis(src, axis, (int64_t *)RT_AS(Array, idx)->data, 1, &s->shape[axis]);
  }
  rt_cleanup_pop(mark, true);
  return out;
}

/* Generator.permuted(x, *, axis=None, out=None): a shuffled copy (or out); with an axis each
 * 1-D slice along it is shuffled on its own, the slices taken in C order, with NumPy's
 * _shuffle_raw (first=0: every index draws, interval(0) drawing nothing). */
Value np_gen_permuted(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"x", "axis", "out"};
  Value a[3];
  rt_parse_args("permuted", argc, argv, kw, 3, names, 1, a);
  NpPCG64 *g = np_gen_bits(self);
  Value src = rt_array_from_value(a[0], -1), out = rt_undef();
  int mark = rt_cleanup_push_value(&src);
  rt_cleanup_push_value(&out);
  if (rt_is_undef(a[2]) || rt_is_none(a[2])) {
    out = rt_array_contiguous(src, true);
  } else {
    if (!rt_is_array(a[2])) rt_raise(RT_EXC_TypeError, "out must be a numpy array");
    const Array *o = RT_AS(Array, a[2]), *s = RT_AS(Array, src);
    if (o->ndim != s->ndim || memcmp(o->shape, s->shape, sizeof(int64_t) * (size_t)s->ndim))
      rt_raise(RT_EXC_ValueError, "out must have the same shape as x");
    rt_incref(a[2]);
    out = a[2];
    rt_array_assign(out, src);
  }
  Array *o = RT_AS(Array, out);
  if (rt_is_undef(a[1]) || rt_is_none(a[1])) {
    int64_t n = o->size;
    Value flat = rt_array_contiguous(out, false); /* out may be non-contiguous: shuffle a copy */
    int inner = rt_cleanup_push_value(&flat);
    Value one = np_array_reshape(flat, 1, &n), back = rt_undef();
    rt_cleanup_push_value(&one);
    rt_cleanup_push_value(&back);
    shuffle_array(g, RT_AS(Array, one), 0);
    if (RT_AS(Array, flat)->data != o->data) {
      back = np_array_reshape(one, o->ndim, o->shape);
      rt_array_assign(out, back);
    }
    rt_cleanup_pop(inner, true);
  } else {
    int ax = np_axis_index(rt_to_index(a[1], "axis"), o->ndim);
    int64_t n = o->shape[ax], st = o->strides[ax], idx[RT_MAXDIM] = {0};
    int64_t slices = n ? o->size / n : 0, isz = rt_dtypes[o->dtype].itemsize;
    char buf[16];
    for (int64_t s = 0; s < slices; s++) {
      char *base = o->data;
      for (int d = 0; d < o->ndim; d++)
        if (d != ax) base += idx[d] * o->strides[d];
      for (int64_t i = n - 1; i >= 0; i--) {
        int64_t j = (int64_t)np_rng_interval(g, (uint64_t)i);
        memcpy(buf, base + j * st, (size_t)isz);
        memcpy(base + j * st, base + i * st, (size_t)isz);
        memcpy(base + i * st, buf, (size_t)isz);
      }
      for (int d = o->ndim - 1; d >= 0; d--) {
        if (d == ax) continue;
        if (++idx[d] < o->shape[d]) break;
        idx[d] = 0;
      }
    }
  }
  Value r = out;
  out = rt_undef();
  rt_cleanup_pop(mark, true);
  return r;
}
