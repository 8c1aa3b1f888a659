/* np_ma_clumps.c — numpy.ma's runs of masked and unmasked elements (numpy/ma/extras.py):
 * flatnotmasked_edges/notmasked_edges (the first and last unmasked index, per lane along an
 * axis), flatnotmasked_contiguous/notmasked_contiguous and clump_masked/clump_unmasked (the
 * runs as slices). Each reads the mask once into a flat C-order buffer. */
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "np_internal.h"
#include "np_ma.h"

/* The array's mask, C-ordered as bytes (NULL for nomask or a plain array), its shape and size. */
typedef struct Mask {
  uint8_t *bits;
  int ndim;
  int64_t shape[RT_MAXDIM], size;
} Mask;

static void mask_free(void *p) { free(((Mask *)p)->bits); }

/* a's mask (full: a bool array even where a has nomask). */
static void read_mask(Value a, bool full, Mask *m) {
  Value data = np_ma_getdata(a), mk = rt_undef(), flat = rt_undef();
  int mark = rt_cleanup_push_value(&data);
  rt_cleanup_push_value(&mk);
  rt_cleanup_push_value(&flat);
  const Array *d = RT_AS(Array, data);
  m->ndim = d->ndim;
  memcpy(m->shape, d->shape, sizeof(int64_t) * (size_t)d->ndim);
  m->size = d->size;
  m->bits = NULL;
  bool has = np_is_ma(a) && !rt_is_undef(((NpMa *)a.as.o)->mask);
  if (has || full) {
    mk = np_ma_getmaskarray(a);
    flat = rt_array_contiguous(mk, false);
    m->bits = rt_malloc((size_t)(m->size > 0 ? m->size : 1));
    for (int64_t k = 0; k < m->size; k++) m->bits[k] = RT_AS(Array, flat)->data[k] != 0;
  }
  rt_cleanup_pop(mark, true);
}

static Value slice_of(int64_t start, int64_t stop) { return rt_slice_new(rt_int(start), rt_int(stop), rt_none()); }

static void append_slice(Value list, int64_t start, int64_t stop) {
  Value s = slice_of(start, stop);
  rt_list_append(list, s);
  rt_decref(s);
}

/* Slices of the runs of `want` (0: unmasked, 1: masked) among n flags (stride apart). */
static Value runs(const uint8_t *bits, int64_t n, int64_t stride, uint8_t want) {
  Value r = rt_list_new(4);
  for (int64_t i = 0; i < n;) {
    int64_t j = i;
    while (j < n && bits[j * stride] == bits[i * stride]) j++;
    if (bits[i * stride] == want) append_slice(r, i, j);
    i = j;
  }
  return r;
}

static Value one_arg(const char *fn, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"a"};
  Value a[1];
  rt_parse_args(fn, argc, argv, kw, 1, names, 1, a);
  return a[0];
}

/* flatnotmasked_contiguous(a): nomask gives [slice(0, size)]. */
static Value flat_contiguous(Value a) {
  Mask m;
  read_mask(a, false, &m);
  int mark = rt_cleanup_push(mask_free, &m);
  Value r;
  if (!m.bits) {
    r = rt_list_new(1);
    append_slice(r, 0, m.size);
  } else {
    r = runs(m.bits, m.size, 1, 0);
  }
  rt_cleanup_pop(mark, true);
  return r;
}

static Value f_flatnotmasked_contiguous(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return flat_contiguous(one_arg("flatnotmasked_contiguous", argc, argv, kw));
}

static Value f_notmasked_contiguous(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"a", "axis"};
  Value a[2];
  rt_parse_args("notmasked_contiguous", argc, argv, kw, 2, names, 1, a);
  Mask m;
  read_mask(a[0], false, &m);
  int mark = rt_cleanup_push(mask_free, &m);
  if (m.ndim > 2) rt_raise(RT_EXC_NotImplementedError, "Currently limited to at most 2D array.");
  if (rt_is_undef(a[1]) || rt_is_none(a[1]) || m.ndim == 1) {
    rt_cleanup_pop(mark, true);
    return flat_contiguous(a[0]);
  }
  int64_t axis = rt_to_index(a[1], "axis");
  if (axis < -2 || axis > 1) rt_raise(RT_EXC_IndexError, "list assignment index out of range");
  if (axis < 0) axis += 2;
  int64_t other = 1 - axis, n = m.shape[axis], lanes = m.ndim == 2 ? m.shape[other] : 1;
  Value r = rt_list_new(lanes);
  rt_cleanup_push_value(&r);
  for (int64_t i = 0; i < lanes; i++) {
    Value lane;
    if (!m.bits) {
      lane = rt_list_new(1);
      append_slice(lane, 0, n);
    } else { /* row i (axis 1) or column i (axis 0) */
      lane = axis == 1 ? runs(m.bits + i * n, n, 1, 0) : runs(m.bits + i, n, m.shape[1], 0);
    }
    rt_list_append(r, lane);
    rt_decref(lane);
  }
  rt_cleanup_pop(mark, false);
  mask_free(&m);
  return r;
}

/* NumPy's _ezclump: the runs of set flags (a masked or an unmasked element's), as slices. */
static Value clumps(Value a, uint8_t want) {
  Mask m;
  read_mask(a, false, &m);
  int mark = rt_cleanup_push(mask_free, &m);
  Value r;
  if (!m.bits) {
    r = rt_list_new(1);
    if (want == 0) append_slice(r, 0, m.size); /* clump_unmasked; clump_masked gives [] */
  } else {
    if (m.size == 0) rt_raise(RT_EXC_IndexError, "index 0 is out of bounds for axis 0 with size 0");
    r = runs(m.bits, m.size, 1, want);
  }
  rt_cleanup_pop(mark, true);
  return r;
}

static Value f_clump_masked(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return clumps(one_arg("clump_masked", argc, argv, kw), 1);
}

static Value f_clump_unmasked(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return clumps(one_arg("clump_unmasked", argc, argv, kw), 0);
}

static Value index_pair(int64_t first, int64_t last) {
  int64_t two = 2;
  Value r = rt_array_new(DT_INT64, 1, &two, false);
  ((int64_t *)RT_AS(Array, r)->data)[0] = first;
  ((int64_t *)RT_AS(Array, r)->data)[1] = last;
  return r;
}

/* flatnotmasked_edges(a): array([first, last]) of the unmasked flat indices, None when all are
 * masked. */
static Value flat_edges(Value a) {
  Mask m;
  read_mask(a, false, &m);
  int mark = rt_cleanup_push(mask_free, &m);
  int64_t first = -1, last = -1;
  for (int64_t k = 0; m.bits && k < m.size; k++)
    if (!m.bits[k]) {
      if (first < 0) first = k;
      last = k;
    }
  bool any_masked = m.bits && m.size > 0 && memchr(m.bits, 1, (size_t)m.size);
  Value r = !any_masked ? index_pair(0, m.size - 1) : first < 0 ? rt_none() : index_pair(first, last);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value f_flatnotmasked_edges(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return flat_edges(one_arg("flatnotmasked_edges", argc, argv, kw));
}

/* notmasked_edges(a, axis): [(first indices per dimension), (last ones)] over the lanes along
 * axis that hold an unmasked element, in C order of the others. */
static Value f_notmasked_edges(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"a", "axis"};
  Value a[2];
  rt_parse_args("notmasked_edges", argc, argv, kw, 2, names, 1, a);
  Mask m;
  read_mask(a[0], true, &m);
  int mark = rt_cleanup_push(mask_free, &m);
  if (rt_is_undef(a[1]) || rt_is_none(a[1]) || m.ndim == 1) {
    rt_cleanup_pop(mark, true);
    return flat_edges(a[0]);
  }
  int64_t axis = rt_to_index(a[1], "axis");
  if (axis < -m.ndim || axis >= m.ndim)
    rt_raise(RT_EXC_AxisError, "axis %lld is out of bounds for array of dimension %d", (long long)axis, m.ndim);
  if (axis < 0) axis += m.ndim;
  int64_t n = m.shape[axis], stride = 1, lanes = n ? m.size / n : 0;
  for (int d = m.ndim - 1; d > axis; d--) stride *= m.shape[d];
  /* first pass: each lane's first and last unmasked position along axis (-1: none) */
  int64_t *ends = rt_malloc(sizeof(int64_t) * (size_t)(2 * lanes + 1)), count = 0;
  rt_cleanup_push(free, ends);
  for (int64_t lane = 0; lane < lanes; lane++) {
    int64_t base = lane / stride * n * stride + lane % stride, lo = -1, hi = -1;
    for (int64_t j = 0; j < n; j++)
      if (!m.bits[base + j * stride]) {
        if (lo < 0) lo = j;
        hi = j;
      }
    ends[2 * lane] = lo;
    ends[2 * lane + 1] = hi;
    count += lo >= 0;
  }
  Value r = rt_list_new(2);
  rt_cleanup_push_value(&r);
  for (int e = 0; e < 2; e++) {
    Value t = rt_tuple_new(m.ndim);
    rt_list_append(r, t);
    rt_decref(t);
    for (int i = 0; i < m.ndim; i++) {
      Value col = rt_array_new(DT_INT64, 1, &count, false);
      rt_tuple_set(t, i, col);
      int64_t *out = (int64_t *)RT_AS(Array, col)->data, k = 0;
      for (int64_t lane = 0; lane < lanes; lane++) {
        if (ends[2 * lane] < 0) continue; /* an all-masked lane: compressed() drops it */
        int64_t flat = lane / stride * n * stride + lane % stride, c = 0;
        for (int d = m.ndim - 1; d >= i; d--) { /* the lane's coordinate i */
          c = flat % m.shape[d];
          flat /= m.shape[d];
        }
        out[k++] = i == axis ? ends[2 * lane + e] : c;
      }
    }
  }
  rt_cleanup_pop(mark, false);
  free(ends);
  mask_free(&m);
  return r;
}

void np_ma_register_clumps(Value m) {
  rt_module_add_fn(m, "flatnotmasked_edges", f_flatnotmasked_edges);
  rt_module_add_fn(m, "notmasked_edges", f_notmasked_edges);
  rt_module_add_fn(m, "flatnotmasked_contiguous", f_flatnotmasked_contiguous);
  rt_module_add_fn(m, "notmasked_contiguous", f_notmasked_contiguous);
  rt_module_add_fn(m, "clump_masked", f_clump_masked);
  rt_module_add_fn(m, "clump_unmasked", f_clump_unmasked);
}
