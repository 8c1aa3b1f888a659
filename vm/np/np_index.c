/* np_index.c — a[key] and a[key] = value as NumPy does them. Basic indexing (integers, slices,
 * Ellipsis, None) makes views; advanced indexing (integer arrays and lists, boolean masks)
 * gathers a copy through a list of element pointers that assignment reuses. Errors come in
 * NumPy's order. Also the module's index helpers (take, put, unravel_index, ndindex, ...). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "np_internal.h"
#include "np_select.h"
#include "np_dvar.h"
#include "np_castwarn.h"
#include "np_fancypos.h"
#include "np_ma.h"
#include "np_record.h"
#include "np_stats.h"
#include "np_strarray.h"
#include "../obj/bigint.h"
#include "../obj/complex.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "np_raise.h"

typedef enum { IX_INT, IX_SLICE, IX_NEWAXIS, IX_ELLIPSIS, IX_ARRAY, IX_BOOL } IxKind;

typedef struct IndexItem {
  IxKind kind;
  int64_t i;    /* IX_INT */
  Value v;      /* IX_SLICE: the slice (borrowed); IX_ARRAY/IX_BOOL: an array (owned) */
  int dim, end; /* the source dimensions [dim, end) this item consumes */
  bool from_0d;  /* IX_INT given as a 0-d integer array: NumPy's result is then a copy */
} IndexItem;

typedef struct Index {
  int n;
  IndexItem items[RT_MAXDIM * 2];
  bool advanced;   /* any IX_ARRAY / IX_BOOL */
  bool ellipsis;
} Index;

static void index_free(Index *ix) {
  for (int k = 0; k < ix->n; k++) {
    if (ix->items[k].kind == IX_ARRAY || ix->items[k].kind == IX_BOOL) rt_decref(ix->items[k].v);
  }
  ix->n = 0; /* freeing twice is harmless: an unwinding may follow an explicit free */
}

static void index_release(void *ix) { index_free(ix); }

/* Values stored as one element (None is NaN in float arrays; strings parse, as in NumPy). */
static bool is_number(Value v) {
  return v.tag == RT_INT || v.tag == RT_FLOAT || v.tag == RT_BOOL || rt_is_npscalar(v) ||
         rt_is_none(v) || rt_is_str(v) || rt_is_bigint(v) || rt_is_complex(v);
}

_Noreturn static void raise_invalid_index(void) {
  rt_raise(RT_EXC_IndexError, "only integers, slices (`:`), ellipsis (`...`), numpy.newaxis "
                              "(`None`) and integer or boolean arrays are valid indices");
}

static void classify(IndexItem *it, Value v) {
  it->from_0d = false;
  if (v.tag == RT_INT) {
    it->kind = IX_INT;
    it->i = v.as.i;
  } else if (rt_is_npscalar(v)) {
    if (rt_dtypes[RT_AS(NpScalar, v)->dtype].kind == 'f') raise_invalid_index();
    it->kind = IX_INT;
    it->i = rt_elem_get_i64(RT_AS(NpScalar, v)->dtype, RT_AS(NpScalar, v)->as.bytes);
  } else if (rt_is_array(v) && RT_AS(Array, v)->ndim == 0 &&
             strchr("iu", rt_dtypes[RT_AS(Array, v)->dtype].kind)) {
    it->kind = IX_INT; /* NumPy takes a 0-d integer array as the integer it holds */
    it->i = rt_elem_get_i64(RT_AS(Array, v)->dtype, RT_AS(Array, v)->data);
    it->from_0d = true;
  } else if (rt_is_type(v, &rt_slice_type)) {
    it->kind = IX_SLICE;
    it->v = v;
  } else if (rt_is_none(v)) {
    it->kind = IX_NEWAXIS;
  } else if (rt_is_type(v, &rt_ellipsis_type)) {
    it->kind = IX_ELLIPSIS;
  } else if (rt_is_array(v) || rt_is_list(v) || rt_is_tuple(v) || rt_is_type(v, &rt_range_type)) {
    bool empty_seq = (rt_is_list(v) || rt_is_tuple(v)) && rt_len(v) == 0;
    Value arr = rt_array_from_value(v, empty_seq ? DT_INT64 : -1);
    char kind = rt_dtypes[RT_AS(Array, arr)->dtype].kind;
    if (kind == 'f') {
      rt_decref(arr);
      if (!rt_is_array(v)) raise_invalid_index(); /* a list of floats is no index at all */
      rt_raise(RT_EXC_IndexError, "arrays used as indices must be of integer (or boolean) type");
    }
    it->kind = kind == 'b' ? IX_BOOL : IX_ARRAY;
    it->v = arr;
  } else {
    raise_invalid_index();
  }
}

static int64_t wrap_index(int64_t i, int64_t size, int axis);

/* NumPy's order of index errors: boolean shapes while preparing the index, then integers
 * and slices in item order while making the view, and only then index arrays and values. */
static void check_items(Index *ix, const Array *a) {
  for (int k = 0; k < ix->n; k++) {
    IndexItem *it = &ix->items[k];
    if (it->kind != IX_BOOL) continue;
    const Array *m = RT_AS(Array, it->v);
    for (int d = 0; d < m->ndim; d++) {
      if (m->shape[d] == a->shape[it->dim + d]) continue;
      index_free(ix);
      rt_raise(RT_EXC_IndexError, "boolean index did not match indexed array along dimension "
               "%d; dimension is %lld but corresponding boolean dimension is %lld",
               it->dim + d, (long long)a->shape[it->dim + d], (long long)m->shape[d]);
    }
  }
  for (int k = 0; k < ix->n; k++) {
    IndexItem *it = &ix->items[k];
    if (it->kind == IX_INT) {
      wrap_index(it->i, a->shape[it->dim], it->dim);
    } else if (it->kind == IX_SLICE) {
      int64_t start, stop, step;
      rt_slice_indices(it->v, a->shape[it->dim], &start, &stop, &step);
    }
  }
}

/* Split the key into items and assign each the source dimension it starts at. */
static void parse_index(Index *ix, const Array *a, Value key) {
  ix->n = 0;
  ix->advanced = false;
  ix->ellipsis = false;
  int64_t nkeys = rt_is_tuple(key) ? RT_AS(Tuple, key)->n : 1;
  if (nkeys > RT_MAXDIM * 2) {
    rt_raise(RT_EXC_IndexError, "too many indices for array: array is %d-dimensional, but %lld "
             "were indexed", a->ndim, (long long)nkeys);
  }
  int consumed = 0;
  for (int64_t k = 0; k < nkeys; k++) {
    IndexItem *it = &ix->items[ix->n];
    classify(it, rt_is_tuple(key) ? RT_AS(Tuple, key)->items[k] : key);
    ix->n++;
    if (it->kind == IX_ELLIPSIS) {
      if (ix->ellipsis) {
        index_free(ix);
        rt_raise(RT_EXC_IndexError, "an index can only have a single ellipsis ('...')");
      }
      ix->ellipsis = true;
    }
    if (it->kind == IX_ARRAY || it->kind == IX_BOOL) ix->advanced = true;
    if (it->kind == IX_BOOL) consumed += RT_AS(Array, it->v)->ndim;
    else if (it->kind == IX_INT || it->kind == IX_SLICE || it->kind == IX_ARRAY) consumed++;
  }
  if (consumed > a->ndim) {
    index_free(ix);
    rt_raise(RT_EXC_IndexError, "too many indices for array: array is %d-dimensional, but %d "
             "were indexed", a->ndim, consumed);
  }
  int dim = 0;
  for (int k = 0; k < ix->n; k++) {
    IndexItem *it = &ix->items[k];
    it->dim = dim;
    if (it->kind == IX_ELLIPSIS) dim += a->ndim - consumed;
    else if (it->kind == IX_BOOL) dim += RT_AS(Array, it->v)->ndim;
    else if (it->kind != IX_NEWAXIS) dim++;
    it->end = dim;
  }
  check_items(ix, a);
}

static int64_t wrap_index(int64_t i, int64_t size, int axis) {
  if (i < -size || i >= size) {
    rt_raise(RT_EXC_IndexError, "index %lld is out of bounds for axis %d with size %lld",
             (long long)i, axis, (long long)size);
  }
  return i < 0 ? i + size : i;
}

/* ---- basic indexing: a view (or a scalar when every dimension got an integer) ---- */

typedef struct View {
  int ndim;
  int64_t shape[RT_MAXDIM], strides[RT_MAXDIM];
  char *data;
} View;

static void view_push(View *v, int64_t n, int64_t stride) {
  if (v->ndim == RT_MAXDIM) {
    rt_raise(RT_EXC_IndexError, "number of dimensions must be within [0, 32]");
  }
  v->shape[v->ndim] = n;
  v->strides[v->ndim++] = stride;
}

/* Applies one basic item to the view being built; advanced items become full slices. */
static void apply_basic(View *v, const Array *a, const IndexItem *it) {
  int d = it->dim;
  switch (it->kind) {
    case IX_INT:
      v->data += wrap_index(it->i, a->shape[d], d) * a->strides[d];
      return;
    case IX_SLICE: {
      int64_t start, stop, step;
      int64_t n = rt_slice_indices(it->v, a->shape[d], &start, &stop, &step);
      v->data += start * a->strides[d];
      view_push(v, n, step * a->strides[d]);
      return;
    }
    case IX_NEWAXIS: view_push(v, 1, 0); return;
    default:
      for (int k = d; k < it->end; k++) view_push(v, a->shape[k], a->strides[k]);
      return;
  }
}

/* The first source dimension no item consumes. */
static int index_end(const Index *ix) { return ix->n ? ix->items[ix->n - 1].end : 0; }

static Value basic_getitem(Value self, const Index *ix) {
  Array *a = RT_AS(Array, self);
  View v;
  v.ndim = 0;
  v.data = a->data;
  bool scalar = !ix->ellipsis, copy = false;
  for (int k = 0; k < ix->n; k++) {
    apply_basic(&v, a, &ix->items[k]);
    if (ix->items[k].kind != IX_INT) scalar = false;
    copy |= ix->items[k].from_0d;
  }
  for (int d = index_end(ix); d < a->ndim; d++) view_push(&v, a->shape[d], a->strides[d]);
  if (scalar && v.ndim == 0) return np_dvar_set(rt_npscalar_new(a->dtype, v.data), a->dvar);
  Value r = rt_array_view(self, a->dtype, v.ndim, v.shape, v.strides, v.data);
  if (!copy) return r;
  Value c = rt_array_contiguous(r, true);
  rt_decref(r);
  return c;
}

/* ---- advanced indexing: element pointers in result order ---- */

typedef struct Gather {
  int ndim;
  int64_t shape[RT_MAXDIM];
  int64_t size;
  char **ptrs;
  Value src;   /* assignment only: the value, ready to broadcast to shape (owned) */
  int bpos, bnd; /* the advanced dims: bnd of them, from result dim bpos on */
} Gather;

typedef struct AdvIndex {
  int dim;          /* source dimension */
  Value idx;        /* int64 index array broadcast to the common shape (owned) */
} AdvIndex;

static int64_t mask_count(const Array *m) {
  if (rt_array_is_c_contiguous(m)) return np_count_true(m->data, m->size);
  int64_t count = 0;
  NpIter mi;
  for (np_iter_init(&mi, m); mi.more; np_iter_next(&mi)) count += *mi.ptr != 0;
  return count;
}

/* Mask dims must match the array's; one int64 index array per masked dimension. */
static int mask_to_indices(Value maskv, const Array *a, int dim, AdvIndex *out) {
  Array *m = RT_AS(Array, maskv);
  for (int d = 0; d < m->ndim; d++) {
    if (m->shape[d] != a->shape[dim + d]) {
      rt_raise(RT_EXC_IndexError, "boolean index did not match indexed array along dimension "
               "%d; dimension is %lld but corresponding boolean dimension is %lld", dim + d,
               (long long)a->shape[dim + d], (long long)m->shape[d]);
    }
  }
  int64_t count = mask_count(m);
  NpIter it;
  int64_t *cols[RT_MAXDIM];
  for (int d = 0; d < m->ndim; d++) {
    out[d].dim = dim + d;
    out[d].idx = rt_array_new(DT_INT64, 1, &count, false);
    cols[d] = (int64_t *)RT_AS(Array, out[d].idx)->data;
  }
  int64_t j = 0;
  for (np_iter_init(&it, m); it.more; np_iter_next(&it)) {
    if (!*it.ptr) continue;
    for (int d = 0; d < m->ndim; d++) cols[d][j] = it.idx[d];
    j++;
  }
  return m->ndim;
}

/* Turn boolean masks into integer index arrays (one per masked dimension), integers into
 * 0-d index arrays; collect the advanced indices in order. Returns their count. */
static int collect_advanced(const Index *ix, const Array *a, AdvIndex *adv, int *first,
                            int *last) {
  int n = 0;
  *first = -1;
  *last = -1;
  for (int k = 0; k < ix->n; k++) {
    const IndexItem *it = &ix->items[k];
    if (it->kind == IX_INT) {
      int64_t i = it->i;
      adv[n].dim = it->dim;
      adv[n++].idx = rt_array_from_value(rt_int(i), DT_INT64);
    } else if (it->kind == IX_ARRAY) {
      adv[n].dim = it->dim;
      adv[n++].idx = rt_array_from_value(it->v, DT_INT64);
    } else if (it->kind == IX_BOOL) {
      n += mask_to_indices(it->v, a, it->dim, adv + n);
    } else {
      continue;
    }
    if (*first < 0) *first = k;
    *last = k;
  }
  return n;
}

/* Result dims of advanced indexing go where the advanced items are when they are adjacent,
 * else first (NumPy's rule). Integers count as advanced only alongside arrays. */
/* Broadcast the index arrays against each other (in place); returns the common ndim. */
_Noreturn static void raise_index_mismatch(const AdvIndex *adv, int nadv) {
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_puts(&sb, "shape mismatch: indexing arrays could not be broadcast together with shapes ");
  for (int k = 0; k < nadv; k++) {
    const Array *ia = RT_AS(Array, adv[k].idx);
    if (ia->ndim == 0) continue; /* integers take part but NumPy does not list them */
    np_sb_shape_compact(&sb, ia->ndim, ia->shape);
    rt_sb_putc(&sb, ' ');
  }
  np_raise_sb(RT_EXC_IndexError, "", &sb);
}

static int broadcast_advanced(AdvIndex *adv, int nadv, int64_t *bshape) {
  int bnd = 0;
  for (int k = 0; k < nadv; k++) {
    Array *ia = RT_AS(Array, adv[k].idx);
    if (ia->ndim > bnd) {
      memmove(bshape + ia->ndim - bnd, bshape, sizeof(int64_t) * (size_t)bnd);
      for (int d = 0; d < ia->ndim - bnd; d++) bshape[d] = 1;
      bnd = ia->ndim;
    }
    for (int d = 0; d < ia->ndim; d++) {
      int64_t *b = &bshape[bnd - ia->ndim + d];
      if (*b == 1) *b = ia->shape[d];
      else if (ia->shape[d] != 1 && ia->shape[d] != *b) raise_index_mismatch(adv, nadv);
    }
  }
  for (int k = 0; k < nadv; k++) {

    Value b = rt_array_broadcast_to(adv[k].idx, bnd, bshape);
    rt_decref(adv[k].idx);
    adv[k].idx = b;
  }
  return bnd;
}

/* The view made by the basic items alone; *bpos gets the output position of the advanced
 * dims: where the advanced items are when they are adjacent, else 0 (NumPy's rule). */
static View basic_part(const Index *ix, const Array *a, int first, int last, int *bpos) {
  bool adjacent = true;
  for (int k = first; k <= last; k++) {
    IxKind kd = ix->items[k].kind;
    if (kd != IX_INT && kd != IX_ARRAY && kd != IX_BOOL) adjacent = false;
  }
  View v;
  v.ndim = 0;
  v.data = a->data;
  *bpos = 0;
  for (int k = 0; k < ix->n; k++) {
    const IndexItem *it = &ix->items[k];
    if (k == first && adjacent) *bpos = v.ndim;
    if (it->kind == IX_INT || it->kind == IX_ARRAY || it->kind == IX_BOOL) continue;
    apply_basic(&v, a, it);
  }
  for (int d = index_end(ix); d < a->ndim; d++) view_push(&v, a->shape[d], a->strides[d]);
  return v;
}

/* Address of every result element in C order; bounds-checks every index first. */
static void fill_ptrs(Gather *g, const Array *a, const View *v, const int64_t *strides,
                      const AdvIndex *adv, int nadv, int bpos, int bnd) {
  int64_t idx[RT_MAXDIM] = {0};
  for (int64_t e = 0; e < g->size; e++) {
    char *p = v->data;
    for (int d = 0; d < g->ndim; d++) p += idx[d] * strides[d];
    for (int k = 0; k < nadv; k++) {
      Array *ia = RT_AS(Array, adv[k].idx);
      const char *ip = ia->data;
      for (int d = 0; d < bnd; d++) ip += idx[bpos + d] * ia->strides[d];
      int64_t i = rt_elem_get_i64(DT_INT64, ip);
      p += wrap_index(i, a->shape[adv[k].dim], adv[k].dim) * a->strides[adv[k].dim];
    }
    g->ptrs[e] = p;
    for (int d = g->ndim - 1; d >= 0 && ++idx[d] == g->shape[d]; d--) idx[d] = 0;
  }
}

static Value assign_source(const Array *d, Value src);
static void check_scatter_source(const Array *a, const Gather *g, Value key);

/* value is RT_UNDEF for a[key]; for a[key] = value it is checked against the result shape
 * before the index arrays are bounds-checked, in NumPy's order. */
static void adv_release(void *p) {
  AdvIndex *adv = p;
  for (int k = 0; k < RT_MAXDIM; k++) rt_decref(adv[k].idx);
}

static Gather gather_plan(Value self, const Index *ix, Value value, Value key) {
  Array *a = RT_AS(Array, self);
  AdvIndex adv[RT_MAXDIM];
  for (int k = 0; k < RT_MAXDIM; k++) adv[k].idx = rt_undef();
  int mark = rt_cleanup_push(adv_release, adv);
  int first, last, bpos;
  int nadv = collect_advanced(ix, a, adv, &first, &last);
  int64_t bshape[RT_MAXDIM];
  int bnd = broadcast_advanced(adv, nadv, bshape);
  View v = basic_part(ix, a, first, last, &bpos);
  Gather g;
  g.ndim = v.ndim + bnd;
  if (g.ndim > RT_MAXDIM) rt_raise(RT_EXC_IndexError, "too many dimensions in the result");
  int64_t strides[RT_MAXDIM];
  for (int d = 0, s = 0; d < g.ndim; d++) {
    bool in_b = d >= bpos && d < bpos + bnd;
    g.shape[d] = in_b ? bshape[d - bpos] : v.shape[s];
    strides[d] = in_b ? 0 : v.strides[s++];
  }
  g.size = np_shape_size(g.ndim, g.shape, 1);
  g.bpos = bpos;
  g.bnd = bnd;
  g.src = rt_undef();
  int src_mark = rt_cleanup_push_value(&g.src);
  if (!rt_is_undef(value)) {
    g.src = assign_source(a, value);
    check_scatter_source(a, &g, key);
  }
  g.ptrs = rt_malloc(sizeof(char *) * (size_t)(g.size ? g.size : 1));
  rt_cleanup_push(free, g.ptrs);
  fill_ptrs(&g, a, &v, strides, adv, nadv, bpos, bnd);
  rt_cleanup_pop(src_mark, false); /* g.src and g.ptrs go to the caller */
  rt_cleanup_pop(mark, true);
  return g;
}

/* ---- a[mask] with a mask of a's own shape: the common case, done without pointer lists ---- */

static bool is_full_mask(const Array *a, Value key) {
  if (!rt_is_array(key)) return false;
  const Array *m = RT_AS(Array, key);
  return m->dtype == DT_BOOL && m->ndim == a->ndim && m->ndim > 0 &&
         !memcmp(m->shape, a->shape, sizeof(int64_t) * (size_t)a->ndim);
}

static Value mask_getitem(const Array *a, const Array *m) {
  int64_t count = mask_count(m);
  Value out = rt_array_new(a->dtype, 1, &count, false);
  int isz = rt_dtypes[a->dtype].itemsize;
  char *dst = RT_AS(Array, out)->data;
  if (rt_array_is_c_contiguous(a) && rt_array_is_c_contiguous(m) &&
      np_compress_contig(dst, a->data, m->data, m->size, isz, count))
    return out;
  NpIter mi, ai;
  for (np_iter_init(&mi, m), np_iter_init(&ai, a); mi.more; np_iter_next(&mi), np_iter_next(&ai)) {
    if (!*mi.ptr) continue;
    memcpy(dst, ai.ptr, (size_t)isz);
    dst += isz;
  }
  return out;
}

/* a[mask] with a 1-d mask over the rows of a C-contiguous array of 2+ dims: whole rows. */
static bool is_row_mask(const Array *a, Value key) {
  if (!rt_is_array(key) || a->ndim < 2 || !rt_array_is_c_contiguous(a)) return false;
  const Array *m = RT_AS(Array, key);
  return m->dtype == DT_BOOL && m->ndim == 1 && m->shape[0] == a->shape[0];
}

static Value mask_rows(const Array *a, const Array *m) {
  int64_t shape[RT_MAXDIM];
  memcpy(shape, a->shape, sizeof(int64_t) * (size_t)a->ndim);
  shape[0] = mask_count(m);
  Value out = rt_array_new(a->dtype, a->ndim, shape, false);
  size_t row = (size_t)(np_shape_size(a->ndim - 1, a->shape + 1, 1) * rt_dtypes[a->dtype].itemsize);
  char *dst = RT_AS(Array, out)->data;
  for (int64_t i = 0; i < m->shape[0]; i++) {
    if (!m->data[i * m->strides[0]]) continue;
    memcpy(dst, a->data + (size_t)i * row, row);
    dst += row;
  }
  return out;
}

/* a[mask] = scalar; returns false when the value is not a number (general path). */
static bool mask_setitem_scalar(const Array *a, const Array *m, Value value) {
  if (!is_number(value)) return false;
  char elem[16];
  np_set_elem_py(a->dtype, elem, value);
  int isz = rt_dtypes[a->dtype].itemsize;
  if (rt_array_is_c_contiguous(a) && rt_array_is_c_contiguous(m) && np_elements_aligned(a) &&
      np_mask_fill_contig(a->data, m->data, m->size, isz, elem))
    return true;
  NpIter mi, ai;
  for (np_iter_init(&mi, m), np_iter_init(&ai, a); mi.more; np_iter_next(&mi), np_iter_next(&ai)) {
    if (*mi.ptr) memcpy(ai.ptr, elem, (size_t)isz);
  }
  return true;
}

/* ---- boolean scalars: a[True] ---- */

/* True, np.True_ or a 0-d boolean array: NumPy reads it as a new axis of length 1 indexed by
 * the integer array [0] (or [] for False), so a[True].shape == (1,) + a.shape. */
static bool is_bool_scalar(Value v) {
  if (v.tag == RT_BOOL) return true;
  if (rt_is_npscalar(v)) return RT_AS(NpScalar, v)->dtype == DT_BOOL;
  return rt_is_array(v) && RT_AS(Array, v)->ndim == 0 && RT_AS(Array, v)->dtype == DT_BOOL;
}

/* How many source dimensions an item other than a boolean scalar consumes. */
static int item_dims(Value v) {
  if (rt_is_none(v) || rt_is_type(v, &rt_ellipsis_type)) return 0;
  if (!(rt_is_array(v) || rt_is_list(v) || rt_is_tuple(v))) return 1;
  Value arr = rt_array_from_value(v, -1);
  const Array *m = RT_AS(Array, arr);
  int n = m->dtype == DT_BOOL ? m->ndim : 1;
  rt_decref(arr);
  return n;
}

/* The [0] / [] integer index that replaces a boolean scalar. */
static Value bool_scalar_index(Value v) {
  int64_t n = rt_truthy(v) ? 1 : 0;
  return rt_array_new(DT_INT64, 1, &n, true);
}

/* used: dimensions the other items consume (NumPy does not count the booleans there). */
static void check_bool_expansion(const Array *a, int used, int nbool) {
  if (used > a->ndim) {
    rt_raise(RT_EXC_IndexError, "too many indices for array: array is %d-dimensional, but %d "
             "were indexed", a->ndim, used);
  }
  if (a->ndim + nbool > RT_MAXDIM) {
    rt_raise(RT_EXC_IndexError, "number of dimensions must be within [0, %d], indexing result "
             "would have %d", RT_MAXDIM, a->ndim + nbool);
  }
}

/* Rewrites (a, key) with boolean scalars into (view of a with their new axes, key with [0]/[]
 * arrays) so the ordinary advanced-indexing path does the rest. Returns false (nothing
 * changed) when the key has no boolean scalar; otherwise *self and *key are new references. */
static bool expand_bool_scalars(Value *self, Value *key) {
  bool tup = rt_is_tuple(*key);
  int64_t n = tup ? RT_AS(Tuple, *key)->n : 1;
  const Value *items = tup ? RT_AS(Tuple, *key)->items : key;
  int nbool = 0, used = 0;
  for (int64_t k = 0; k < n; k++) {
    if (is_bool_scalar(items[k])) nbool++;
    else used += item_dims(items[k]);
  }
  if (!nbool) return false;
  const Array *a = RT_AS(Array, *self);
  check_bool_expansion(a, used, nbool);
  int64_t shape[RT_MAXDIM], strides[RT_MAXDIM];
  int d = 0, nd = 0, span = a->ndim > used ? a->ndim - used : 0;
  Value nkey = rt_tuple_new(n);
  for (int64_t k = 0; k < n; k++) {
    Value v = items[k];
    int take = rt_is_type(v, &rt_ellipsis_type) ? span : is_bool_scalar(v) ? 0 : item_dims(v);
    for (; take > 0 && d < a->ndim; take--, d++, nd++) {
      shape[nd] = a->shape[d];
      strides[nd] = a->strides[d];
    }
    if (is_bool_scalar(v)) {
      shape[nd] = 1;
      strides[nd++] = 0;
      rt_tuple_set(nkey, k, bool_scalar_index(v));
    } else {
      rt_incref(v);
      rt_tuple_set(nkey, k, v);
    }
  }
  for (; d < a->ndim; d++, nd++) {
    shape[nd] = a->shape[d];
    strides[nd] = a->strides[d];
  }
  *self = rt_array_view(*self, a->dtype, nd, shape, strides, a->data);
  *key = nkey;
  return true;
}

/* ---- a[key] ---- */

/* Fast path for a[i, j, ...] with one Python int per dimension: the element's address. */
static char *int_tuple_elem(const Array *a, Value key) {
  if (!rt_is_tuple(key) || RT_AS(Tuple, key)->n != a->ndim) return NULL;
  const Value *items = RT_AS(Tuple, key)->items;
  for (int d = 0; d < a->ndim; d++) {
    if (items[d].tag != RT_INT) return NULL;
  }
  char *p = a->data;
  for (int d = 0; d < a->ndim; d++) p += wrap_index(items[d].as.i, a->shape[d], d) * a->strides[d];
  return p;
}

/* ---- a[idx] of a 1-d array with a contiguous int64 index array: one gather loop ---- */

static bool is_take_key(Value key) {
  if (!rt_is_array(key)) return false;
  const Array *k = RT_AS(Array, key);
  return k->dtype == DT_INT64 && k->ndim >= 1 && rt_array_is_c_contiguous(k);
}

static Value take_1d(const Array *a, const Array *k) {
  int isz = rt_dtypes[a->dtype].itemsize;
  Value out = rt_array_new(a->dtype, k->ndim, k->shape, false);
  int mark = rt_cleanup_push_value(&out);
  const int64_t *idx = (const int64_t *)k->data;
  int64_t bad = np_gather_1d(RT_AS(Array, out)->data, a->data, a->strides[0], a->shape[0], isz,
                             idx, k->size);
  if (bad == -2) { /* an item size without a kernel */
    char *dst = RT_AS(Array, out)->data;
    for (int64_t e = 0; e < k->size; e++)
      memcpy(dst + e * isz, a->data + wrap_index(idx[e], a->shape[0], 0) * a->strides[0],
             (size_t)isz);
  } else if (bad >= 0) {
    wrap_index(idx[bad], a->shape[0], 0); /* raises IndexError */
  }
  rt_cleanup_pop(mark, false);
  return out;
}

static Value array_getitem(Value self, Value key);

/* a[[0, 2]], a[mask]: copies of a's dtype keep its variant ('q', '>i4') as views do */
static Value keep_dvar(Value r, Value self) {
  const Array *a = RT_AS(Array, self);
  if (rt_is_array(r) && RT_AS(Array, r)->dtype == a->dtype && !RT_AS(Array, r)->dvar) np_dvar_set(r, a->dvar);
  return r;
}

Value np_array_getitem(Value self, Value key) {
  Value orig = self; /* self may become a temporary below */
  if (key.tag == RT_OBJ && np_is_ma(key)) key = RT_AS(NpMa, key)->data; /* NumPy indexes by the data */
  if (key.tag != RT_INT && expand_bool_scalars(&self, &key)) {
    int mark = rt_cleanup_push_value(&self);
    rt_cleanup_push_value(&key);
    Value r = array_getitem(self, key);
    rt_cleanup_pop(mark, true);
    return keep_dvar(r, orig);
  }
  return keep_dvar(array_getitem(self, key), orig);
}

static Value array_getitem(Value self, Value key) {
  Array *a = RT_AS(Array, self);
  if (key.tag == RT_INT && a->ndim >= 1) {
    int64_t i = wrap_index(key.as.i, a->shape[0], 0);
    return np_array_row(self, i);
  }
  char *elem = int_tuple_elem(a, key);
  if (elem) return np_dvar_set(rt_npscalar_new(a->dtype, elem), a->dvar);
  if (a->ndim == 0 && !rt_is_tuple(key) && !rt_is_none(key) &&
      !rt_is_type(key, &rt_ellipsis_type) && !rt_is_array(key)) {
    rt_raise(RT_EXC_IndexError, "too many indices for array: array is 0-dimensional, but 1 "
                                "were indexed");
  }
  if (is_full_mask(a, key)) return mask_getitem(a, RT_AS(Array, key));
  if (a->ndim == 1 && is_take_key(key)) return take_1d(a, RT_AS(Array, key));
  if (is_row_mask(a, key)) return mask_rows(a, RT_AS(Array, key));
  Index ix;
  ix.n = 0;
  int mark = rt_cleanup_push(index_release, &ix);
  parse_index(&ix, a, key);
  if (!ix.advanced) {
    Value r = basic_getitem(self, &ix);
    rt_cleanup_pop(mark, true);
    return r;
  }
  Gather g = gather_plan(self, &ix, rt_undef(), rt_undef());
  rt_cleanup_pop(mark, true);
  if (g.bpos > 0 && g.bnd > 0)
    return np_gather_swapped(a->dtype, g.ndim, g.shape, g.size, g.ptrs, g.bpos, g.bnd);
  Value out = rt_array_new(a->dtype, g.ndim, g.shape, false);
  int isz = rt_dtypes[a->dtype].itemsize;
  char *dst = RT_AS(Array, out)->data;
  for (int64_t e = 0; e < g.size; e++) memcpy(dst + e * isz, g.ptrs[e], (size_t)isz);
  free(g.ptrs);
  return out;
}

/* ---- assignment ---- */

static const char *npscalar_bytes(Value v) { return RT_AS(NpScalar, v)->as.bytes; }

static Obj *owner_of(const Array *a) { return a->base ? a->base : (Obj *)&a->hdr; }

/* Strings parse like float()/int(); other objects raise the conversion's TypeError. */
static void store_other(DType dt, char *p, Value v) {
  bool fl = rt_dtypes[dt].kind == 'f';
  if (rt_is_str(v)) {
    const char *txt = rt_str_data(v);
    char *end;
    long double ld = dt == DT_LONGDOUBLE ? strtold(txt, &end) : 0; /* every digit counts */
    double x = dt == DT_LONGDOUBLE ? 0 : fl ? strtod(txt, &end) : (double)strtoll(txt, &end, 10);
    while (*end == ' ' || *end == '\t' || *end == '\n') end++;
    if (end == txt || *end) {
      if (fl) rt_raise(RT_EXC_ValueError, "could not convert string to float: '%s'", txt);
      rt_raise(RT_EXC_ValueError, "invalid literal for int() with base 10: '%s'", txt);
    }
    if (dt == DT_LONGDOUBLE) np_ld_set(p, ld);
    else if (fl) rt_elem_set_f64(dt, p, x);
    else rt_elem_set_i64(dt, p, strtoll(txt, NULL, 10));
    return;
  }
  if (fl) {
    rt_raise(RT_EXC_TypeError, "float() argument must be a string or a real number, not '%s'",
             rt_type_name(v));
  }
  rt_raise(RT_EXC_TypeError, "int() argument must be a string, a bytes-like object or a real "
           "number, not '%s'", rt_type_name(v));
}

/* One element from a Python number, like NumPy's scalar setitem: a float going into an
 * integer array converts as int(x) does (NaN and inf raise). */
void np_set_elem_py(DType dt, char *p, Value v) {
  bool is_float = v.tag == RT_FLOAT ||
                  (rt_is_npscalar(v) && rt_dtypes[RT_AS(NpScalar, v)->dtype].kind == 'f');
  bool inexact = rt_dtypes[dt].kind == 'f' || rt_dtypes[dt].kind == 'c';
  if (rt_dtypes[dt].kind == 'c' && (rt_is_complex(v) || rt_is_str(v))) {
    Value z = rt_complex_construct(rt_none(), 1, &v, NULL); /* strings read as complex() does */
    NpCdouble c = {RT_AS(Complex, z)->re, RT_AS(Complex, z)->im};
    rt_decref(z);
    rt_elem_cast(dt, p, DT_COMPLEX128, (const char *)&c);
    return;
  }
  if (is_float && !inexact && dt != DT_BOOL) {
    double x = rt_to_double(v, "array element");
    if (isnan(x)) rt_raise(RT_EXC_ValueError, "cannot convert float NaN to integer");
    if (isinf(x)) rt_raise(RT_EXC_OverflowError, "cannot convert float infinity to integer");
    if (!(x > -9223372036854775809.0 && x < 9223372036854775808.0)) {
      rt_raise(RT_EXC_OverflowError, "Python int too large to convert to C long");
    }
    rt_elem_set_i64(dt, p, (int64_t)x);
    return;
  }
  if (rt_is_none(v) && inexact) v = rt_float(NAN);
  if (rt_is_bigint(v)) { /* floats take its value; integers only uint64's range */
    uint64_t u;
    if (inexact) rt_elem_set_f64(dt, p, rt_int_to_double(v));
    else if (dt == DT_UINT64 && rt_int_to_u64(v, &u)) memcpy(p, &u, sizeof u);
    else rt_raise(RT_EXC_OverflowError, "Python int too large to convert to C long");
    return;
  }
  if (v.tag == RT_INT) {
    np_warn_int_bounds(v.as.i, dt); /* NumPy's DeprecationWarning out of dt's range */
    if (dt == DT_FLOAT16) np_cast_warn_float((double)v.as.i, dt); /* 70000 overflows it */
    rt_elem_set_i64(dt, p, v.as.i);
  } else if (v.tag == RT_BOOL) {
    rt_elem_set_i64(dt, p, v.as.b);
  } else if (v.tag == RT_FLOAT) {
    np_cast_warn_float(v.as.f, dt); /* "overflow encountered in cast" into float32/float16 */
    rt_elem_set_f64(dt, p, v.as.f);
  } else if (rt_is_npscalar(v)) rt_elem_cast(dt, p, RT_AS(NpScalar, v)->dtype, npscalar_bytes(v));
  else store_other(dt, p, v);
}

/* The source as an array ready to be broadcast into dst: extra leading 1-dims dropped, and a
 * private copy when it shares memory with dst (a[1:] = a[:-1]). */
static Value assign_source(const Array *d, Value src) {
  if (is_number(src)) {
    Value s = rt_array_new(d->dtype, 0, NULL, false);
    int mark = rt_cleanup_push_value(&s);
    np_set_elem_py(d->dtype, RT_AS(Array, s)->data, src);
    rt_cleanup_pop(mark, false);
    return s;
  }
  Value s = rt_array_from_value(src, -1);
  Array *sa = RT_AS(Array, s);
  bool seq = rt_is_list(src) || rt_is_tuple(src);
  int wm = rt_cleanup_push_value(&s); /* NumPy's warnings as it converts a list */
  if (seq && sa->ndim <= d->ndim) np_warn_int_leaves(src, d->dtype);
  rt_cleanup_pop(wm, false);
  if (owner_of(sa) == owner_of(d)) {
    Value c = rt_array_contiguous(s, true);
    rt_decref(s);
    s = c;
    sa = RT_AS(Array, s);
  }
  int drop = 0; /* an array's leading length-1 axes; a list deeper than d raises */
  while (!seq && sa->ndim - drop > d->ndim && sa->shape[drop] == 1) drop++;
  if (drop) {
    Value v = rt_array_view(s, sa->dtype, sa->ndim - drop, sa->shape + drop, sa->strides + drop,
                            sa->data);
    rt_decref(s);
    s = v;
  }
  return s;
}

void rt_array_assign(Value dst, Value src) {
  Array *d = RT_AS(Array, dst);
  if (!d->writeable) rt_raise(RT_EXC_ValueError, "assignment destination is read-only");
  Value s = assign_source(d, src), b = rt_undef();
  int mark = rt_cleanup_push_value(&s);
  rt_cleanup_push_value(&b);
  if ((rt_is_list(src) || rt_is_tuple(src)) && RT_AS(Array, s)->ndim > d->ndim) {
    rt_raise(RT_EXC_ValueError, "setting an array element with a sequence. The requested array "
             "would exceed the maximum number of dimension of %d.", d->ndim);
  }
  b = rt_array_broadcast_to(s, d->ndim, d->shape);
  np_copy_cast(d, RT_AS(Array, b));
  rt_cleanup_pop(mark, true);
}

/* NumPy's messages when the value does not fit the selected elements. */
_Noreturn static void raise_scatter_mismatch(const Array *a, const Gather *g, const Array *s,
                                             Value key) {
  if (rt_is_tuple(key) && RT_AS(Tuple, key)->n == 1) key = RT_AS(Tuple, key)->items[0];
  if (rt_is_array(key) && RT_AS(Array, key)->dtype == DT_BOOL &&
      RT_AS(Array, key)->ndim == a->ndim && s->ndim <= 1) {
    rt_raise(RT_EXC_ValueError, "NumPy boolean array indexing assignment cannot assign %lld "
             "input values to the %lld output values where the mask is true",
             (long long)s->size, (long long)g->size);
  }
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_puts(&sb, "shape mismatch: value array of shape ");
  np_sb_shape_compact(&sb, s->ndim, s->shape);
  rt_sb_puts(&sb, " could not be broadcast to indexing result of shape ");
  np_sb_shape_compact(&sb, g->ndim, g->shape);
  np_raise_sb(RT_EXC_ValueError, "", &sb);
}

static void check_scatter_source(const Array *a, const Gather *g, Value key) {
  if (!np_can_broadcast_to(RT_AS(Array, g->src), g->ndim, g->shape)) {
    raise_scatter_mismatch(a, g, RT_AS(Array, g->src), key);
  }
}

static void scatter(const Array *a, const Gather *g) {
  Value b = rt_array_broadcast_to(g->src, g->ndim, g->shape);
  Array *ba = RT_AS(Array, b);
  NpIter it;
  int64_t e = 0;
  for (np_iter_init(&it, ba); it.more; np_iter_next(&it)) {
    rt_elem_cast(a->dtype, g->ptrs[e++], ba->dtype, it.ptr);
  }
  rt_decref(b);
}

static void array_setitem(Value self, Value key, Value value);

void np_array_setitem(Value self, Value key, Value value) {
  if (key.tag == RT_OBJ && np_is_ma(key)) key = RT_AS(NpMa, key)->data; /* NumPy indexes by the data */
  if (key.tag != RT_INT && expand_bool_scalars(&self, &key)) {
    int mark = rt_cleanup_push_value(&self);
    rt_cleanup_push_value(&key);
    array_setitem(self, key, value);
    rt_cleanup_pop(mark, true);
    return;
  }
  array_setitem(self, key, value);
}

static void array_setitem(Value self, Value key, Value value) {
  Array *a = RT_AS(Array, self);
  if (!a->writeable) rt_raise(RT_EXC_ValueError, "assignment destination is read-only");
  bool pyscalar = is_number(value);
  if (key.tag == RT_INT && a->ndim == 1 && pyscalar) {
    np_set_elem_py(a->dtype, a->data + wrap_index(key.as.i, a->shape[0], 0) * a->strides[0], value);
    return;
  }
  char *elem = pyscalar ? int_tuple_elem(a, key) : NULL;
  if (elem) {
    np_set_elem_py(a->dtype, elem, value);
    return;
  }
  if (is_full_mask(a, key) && mask_setitem_scalar(a, RT_AS(Array, key), value)) return;
  int64_t bad = a->ndim == 1 && is_take_key(key) ? np_scatter_1d(a, RT_AS(Array, key), value) : -2;
  if (bad >= 0) wrap_index(((const int64_t *)RT_AS(Array, key)->data)[bad], a->shape[0], 0);
  if (bad == -1) return;
  Index ix;
  ix.n = 0;
  int mark = rt_cleanup_push(index_release, &ix);
  parse_index(&ix, a, key);
  if (!ix.advanced) {
    Value target = basic_getitem(self, &ix);
    rt_cleanup_push_value(&target);
    if (rt_is_npscalar(target)) {
      rt_decref(target);
      target = rt_undef();
      View v;
      v.ndim = 0;
      v.data = a->data;
      for (int k = 0; k < ix.n; k++) apply_basic(&v, a, &ix.items[k]);
      if (pyscalar) {
        np_set_elem_py(a->dtype, v.data, value);
        rt_cleanup_pop(mark, true);
        return;
      }
      bool one = rt_is_array(value) && RT_AS(Array, value)->size == 1;
      if (!one) rt_raise(RT_EXC_ValueError, "setting an array element with a sequence.");
      target = rt_array_view(self, a->dtype, 0, NULL, NULL, v.data);
    }
    rt_array_assign(target, value);
    rt_cleanup_pop(mark, true);
    return;
  }
  Gather g = gather_plan(self, &ix, value, key);
  rt_cleanup_pop(mark, true);
  scatter(a, &g);
  rt_decref(g.src);
  free(g.ptrs);
}

/* ---- index helpers of the numpy module: take, put, unravel_index, ravel_multi_index,
 * ndindex, indices, argwhere, flatnonzero, append, insert, delete ---- */

static Value full_slice(void) { return rt_slice_new(rt_none(), rt_none(), rt_none()); }

/* a[(:,) * axis + (index,)] (along axis 0 a[index]: the fancy-take fast path) */
static Value index_along(Value arr, int axis, Value index) {
  if (axis == 0) return np_array_getitem(arr, index);
  Value key = rt_tuple_new(axis + 1);
  for (int d = 0; d < axis; d++) rt_tuple_set(key, d, full_slice());
  rt_incref(index);
  rt_tuple_set(key, axis, index);
  int mark = rt_cleanup_push_value(&key);
  Value out = np_array_getitem(arr, key);
  rt_cleanup_pop(mark, true);
  return out;
}

static int opt_axis(Value v, int ndim) {
  return rt_is_undef(v) || rt_is_none(v) ? -1 : np_axis_index(rt_to_index(v, "axis"), ndim);
}

static Value flat_view(Value arr) {
  int64_t n = RT_AS(Array, arr)->size;
  return np_array_reshape(arr, 1, &n);
}

/* take's mode= 'wrap' / 'clip': the indices brought into [0, n) (a fresh copy). */
static Value take_mode_indices(Value idx, int64_t n, Value modev) {
  const char *mode = rt_is_undef(modev) || !rt_is_str(modev) ? "raise" : rt_str_data(modev);
  if (strcmp(mode, "raise") && strcmp(mode, "wrap") && strcmp(mode, "clip"))
    rt_raise(RT_EXC_ValueError, "clipmode must be one of 'clip', 'raise', or 'wrap' (got '%s')", mode);
  if (!strcmp(mode, "raise")) {
    rt_incref(idx);
    return idx;
  }
  Value c = rt_array_astype(idx, DT_INT64);
  Array *ca = RT_AS(Array, c);
  if (n == 0 && ca->size > 0) {
    rt_decref(c);
    rt_raise(RT_EXC_IndexError, "cannot do a non-empty take from an empty axes.");
  }
  int64_t *p = (int64_t *)ca->data;
  for (int64_t i = 0; i < ca->size; i++)
    p[i] = mode[0] == 'w' ? ((p[i] % n) + n) % n : p[i] < 0 ? 0 : p[i] >= n ? n - 1 : p[i];
  return c;
}

static Value take_impl(Value arr_in, Value indices, Value axisv, Value modev) {
  if (np_is_strarr(arr_in) && RT_AS(NpStrArr, arr_in)->ndim == 1) { /* strings: a[indices] */
    opt_axis(axisv, 1);
    Value idx = rt_array_from_value(indices, DT_INT64);
    int mark = rt_cleanup_push_value(&idx);
    Value out = rt_getitem(arr_in, idx);
    rt_cleanup_pop(mark, true);
    return out;
  }
  Value arr = rt_array_from_value(arr_in, -1);
  int mark = rt_cleanup_push_value(&arr);
  int axis = opt_axis(axisv, RT_AS(Array, arr)->ndim);
  Value src = axis < 0 ? flat_view(arr) : (rt_incref(arr), arr);
  rt_cleanup_push_value(&src);
  Value idx = rt_array_from_value(indices, DT_INT64);
  rt_cleanup_push_value(&idx);
  Value midx = take_mode_indices(idx, RT_AS(Array, src)->shape[axis < 0 ? 0 : axis], modev);
  rt_cleanup_push_value(&midx);
  Value out = index_along(src, axis < 0 ? 0 : axis, midx);
  rt_cleanup_pop(mark, true);
  return out;
}

static Value f_take(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"a", "indices", "axis", "out", "mode"};
  Value a[5];
  rt_parse_args("take", argc, argv, kw, 5, names, 2, a);
  if (!rt_is_undef(a[3]) && !rt_is_none(a[3]))
    rt_raise(RT_EXC_TypeError, "np.take's out= is not supported in Weft");
  return take_impl(a[0], a[1], a[2], a[4]);
}

static Value m_take(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"indices", "axis", "out", "mode"};
  Value a[4];
  rt_parse_args("take", argc, argv, kw, 4, names, 1, a);
  if (!rt_is_undef(a[2]) && !rt_is_none(a[2]))
    rt_raise(RT_EXC_TypeError, "np.take's out= is not supported in Weft");
  return take_impl(self, a[0], a[1], a[3]);
}

/* np.put(a, ind, v): a.flat[ind] = v, repeating v when it is shorter. */
static Value f_put(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"a", "ind", "v", "mode"};
  Value a[4];
  rt_parse_args("put", argc, argv, kw, 4, names, 3, a);
  if (!rt_is_array(a[0])) {
    rt_raise(RT_EXC_TypeError, "argument 1 must be numpy.ndarray, not %s", rt_type_name(a[0]));
  }
  if (!RT_AS(Array, a[0])->writeable) rt_raise(RT_EXC_ValueError, "put: output array is read-only");
  const char *mode = rt_is_undef(a[3]) || !rt_is_str(a[3]) ? "raise" : rt_str_data(a[3]);
  if (strcmp(mode, "raise") && strcmp(mode, "wrap") && strcmp(mode, "clip"))
    rt_raise(RT_EXC_ValueError, "clipmode must be one of 'clip', 'raise', or 'wrap' (got '%s')", mode);
  Array *dst = RT_AS(Array, a[0]);
  Value ind = rt_array_from_value(a[1], DT_INT64), vals = rt_undef(), flatv = rt_undef();
  int mark = rt_cleanup_push_value(&ind);
  rt_cleanup_push_value(&vals);
  rt_cleanup_push_value(&flatv);
  vals = rt_array_from_value(a[2], dst->dtype);
  flatv = rt_array_contiguous(vals, false);
  Array *ia = RT_AS(Array, ind), *va = RT_AS(Array, flatv);
  NpIter it;
  int64_t k = 0, isz = rt_dtypes[dst->dtype].itemsize;
  for (np_iter_init(&it, ia); it.more && va->size && dst->size; np_iter_next(&it), k++) {
    int64_t i = rt_elem_get_i64(DT_INT64, it.ptr);
    if (mode[0] == 'w') i = ((i % dst->size) + dst->size) % dst->size;
    else if (mode[0] == 'c') i = i < 0 ? 0 : i >= dst->size ? dst->size - 1 : i;
    else i = wrap_index(i, dst->size, 0);
    char *p = dst->data;
    for (int d = dst->ndim - 1; d >= 0; d--) {
      p += (i % dst->shape[d]) * dst->strides[d];
      i /= dst->shape[d];
    }
    memcpy(p, va->data + (k % va->size) * isz, (size_t)isz);
  }
  rt_cleanup_pop(mark, true);
  return rt_none();
}

static Value int64_scalar(int64_t v) { return rt_npscalar_new(DT_INT64, &v); }

/* order='F' (Fortran) or C order (the default, 'C'). */
static bool order_is_f(Value order) {
  if (!(!rt_is_undef(order) && !rt_is_none(order))) return false;
  if (!rt_is_str(order)) rt_raise(RT_EXC_TypeError, "order must be str, not %s", rt_type_name(order));
  const char *o = rt_str_data(order);
  return o[0] == 'F' || o[0] == 'f';
}

/* ravel_multi_index's mode: 'raise', 'wrap' or 'clip', or one of them per dimension ('r',
 * 'w', 'c' in modes; NumPy reads the first letter). */
static char clip_mode(Value v) {
  const char *s = rt_is_str(v) ? rt_str_data(v) : "";
  char c = s[0] | 0x20;
  if (c == 'r' || c == 'w' || c == 'c') return c;
  char got[80];
  Value r = rt_repr(v);
  snprintf(got, sizeof got, "%s", rt_str_data(r));
  rt_decref(r);
  rt_raise(RT_EXC_ValueError, "clipmode must be one of 'clip', 'raise', or 'wrap' (got %s)", got);
}

static void ravel_modes(Value mode, int nd, char *modes) {
  if (rt_is_undef(mode) || rt_is_none(mode)) {
    memset(modes, 'r', (size_t)nd);
  } else if (rt_is_tuple(mode) || rt_is_list(mode)) {
    if (rt_len(mode) != nd) {
      rt_raise(RT_EXC_ValueError, "list of clipmodes has wrong length (%lld instead of %d)",
               (long long)rt_len(mode), nd);
    }
    for (int d = 0; d < nd; d++) {
      Value it = rt_getitem(mode, rt_int(d));
      modes[d] = clip_mode(it);
      rt_decref(it);
    }
  } else {
    memset(modes, clip_mode(mode), (size_t)nd);
  }
}

/* Tuple of one int64 array (or scalar, for a scalar index) per dimension. */
static Value f_unravel_index(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"indices", "shape", "order"};
  Value a[3];
  rt_parse_args("unravel_index", argc, argv, kw, 3, names, 2, a);
  int64_t shape[RT_MAXDIM];
  int nd = np_parse_shape(a[1], shape);
  int64_t size = np_shape_size(nd, shape, 1);
  bool fortran = order_is_f(a[2]);
  Value idx = rt_array_from_value(a[0], DT_INT64);
  Array *ia = RT_AS(Array, idx);
  Value outs[RT_MAXDIM];
  for (int d = 0; d < nd; d++) outs[d] = rt_array_new(DT_INT64, ia->ndim, ia->shape, false);
  NpIter it;
  int64_t k = 0;
  for (np_iter_init(&it, ia); it.more; np_iter_next(&it), k++) {
    int64_t i = rt_elem_get_i64(DT_INT64, it.ptr);
    if (i < 0 || i >= size) {
      rt_raise(RT_EXC_ValueError, "index %lld is out of bounds for array with size %lld",
               (long long)i, (long long)size);
    }
    for (int j = 0; j < nd; j++) {
      int d = fortran ? j : nd - 1 - j;
      ((int64_t *)RT_AS(Array, outs[d])->data)[k] = i % shape[d];
      i /= shape[d];
    }
  }
  Value t = rt_tuple_new(nd);
  for (int d = 0; d < nd; d++) {
    Value o = outs[d];
    if (ia->ndim == 0) {
      o = int64_scalar(*(int64_t *)RT_AS(Array, outs[d])->data);
      rt_decref(outs[d]);
    }
    rt_tuple_set(t, d, o);
  }
  rt_decref(idx);
  return t;
}

static Value f_ravel_multi_index(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"multi_index", "dims", "mode", "order"};
  Value a[4];
  rt_parse_args("ravel_multi_index", argc, argv, kw, 4, names, 2, a);
  int64_t dims[RT_MAXDIM];
  int nd = np_parse_shape(a[1], dims);
  if (!rt_is_tuple(a[0]) && !rt_is_list(a[0])) {
    rt_raise(RT_EXC_TypeError, "multi_index must be a sequence");
  }
  if (rt_len(a[0]) != nd) {
    rt_raise(RT_EXC_ValueError, "parameter multi_index must be a sequence of length %d", nd);
  }
  Value coords[RT_MAXDIM];
  int64_t bshape[RT_MAXDIM];
  int bnd = 0;
  for (int d = 0; d < nd; d++) {
    Value item = rt_getitem(a[0], rt_int(d));
    coords[d] = rt_array_from_value(item, DT_INT64);
    rt_decref(item);
    Array *c = RT_AS(Array, coords[d]);
    int64_t prev[RT_MAXDIM];
    memcpy(prev, bshape, sizeof(int64_t) * (size_t)bnd);
    bnd = rt_broadcast_shapes(bnd, prev, c->ndim, c->shape, bshape);
  }
  char modes[RT_MAXDIM];
  ravel_modes(a[2], nd, modes);
  bool fortran = order_is_f(a[3]);
  int64_t mult[RT_MAXDIM], m = 1;
  np_shape_size(nd, dims, 1); /* raises when the size overflows */
  for (int i = 0; i < nd; i++) {
    int d = fortran ? i : nd - 1 - i;
    mult[d] = m;
    m *= dims[d];
  }
  Value out = rt_array_new(DT_INT64, bnd, bshape, true);
  for (int d = 0; d < nd; d++) {
    Value b = rt_array_broadcast_to(coords[d], bnd, bshape);
    NpIter it;
    int64_t k = 0;
    for (np_iter_init(&it, RT_AS(Array, b)); it.more; np_iter_next(&it), k++) {
      int64_t c = rt_elem_get_i64(DT_INT64, it.ptr), n = dims[d];
      if (modes[d] == 'w' && n > 0) c = (c % n + n) % n;
      else if (modes[d] == 'c' && n > 0) c = c < 0 ? 0 : c >= n ? n - 1 : c;
      if (c < 0 || c >= n) {
        rt_raise(RT_EXC_ValueError, "invalid entry in coordinates array");
      }
      ((int64_t *)RT_AS(Array, out)->data)[k] += c * mult[d];
    }
    rt_decref(b);
    rt_decref(coords[d]);
  }
  if (bnd == 0) {
    Value s = int64_scalar(*(int64_t *)RT_AS(Array, out)->data);
    rt_decref(out);
    return s;
  }
  return out;
}

/* np.ndindex(*shape): an iterator over index tuples in C order. */
typedef struct NdIndex {
  Obj hdr;
  int ndim;
  int64_t shape[RT_MAXDIM], idx[RT_MAXDIM];
  bool more;
} NdIndex;

static void ndindex_free(Obj *o) { free(o); }

static Value ndindex_iter(Value self) {
  rt_incref(self);
  return self;
}

static bool ndindex_next(Value self, Value *out) {
  NdIndex *n = RT_AS(NdIndex, self);
  if (!n->more) return false;
  Value t = rt_tuple_new(n->ndim);
  for (int d = 0; d < n->ndim; d++) rt_tuple_set(t, d, rt_int(n->idx[d]));
  *out = t;
  int d = n->ndim - 1;
  for (; d >= 0; d--) {
    if (++n->idx[d] < n->shape[d]) break;
    n->idx[d] = 0;
  }
  n->more = d >= 0;
  return true;
}

static const ObjType ndindex_type = {
    .name = "numpy.ndindex", .free = ndindex_free, .iter = ndindex_iter, .next = ndindex_next};

static Value f_ndindex(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("ndindex", 0, kw, 0, 0);
  NdIndex *n = rt_malloc(sizeof *n);
  rt_obj_init(&n->hdr, &ndindex_type);
  Value shape = argc == 1 ? argv[0] : rt_tuple_from(argc, argv);
  n->ndim = np_parse_shape(shape, n->shape);
  if (argc != 1) rt_decref(shape);
  n->more = np_shape_size(n->ndim, n->shape, 1) > 0;
  memset(n->idx, 0, sizeof n->idx);
  return rt_obj(n);
}

/* (N, ndim) array of the indices of nonzero elements. */
static Value f_argwhere(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("argwhere", argc, kw, 1, 1);
  Value arr = rt_array_from_value(argv[0], -1);
  Array *a = RT_AS(Array, arr);
  Value flat = a->ndim ? np_nonzero_flat(a) : rt_undef();
  if (!rt_is_undef(flat)) { /* contiguous: the positions, unravelled into the rows */
    int mark = rt_cleanup_push_value(&flat);
    Array *f = RT_AS(Array, flat);
    Value out = rt_array_new(DT_INT64, 2, (int64_t[]){f->size, a->ndim}, false);
    int64_t *cols[RT_MAXDIM];
    for (int d = 0; d < a->ndim; d++) cols[d] = (int64_t *)RT_AS(Array, out)->data + d;
    np_unravel_positions((const int64_t *)f->data, f->size, a->ndim, a->shape, cols, a->ndim);
    rt_cleanup_pop(mark, true);
    rt_decref(arr);
    return out;
  }
  NpIter it;
  int64_t count = 0;
  for (np_iter_init(&it, a); it.more; np_iter_next(&it)) count += rt_elem_truthy(a->dtype, it.ptr);
  int64_t shape[2] = {count, a->ndim};
  Value out = rt_array_new(DT_INT64, 2, shape, false);
  int64_t *o = (int64_t *)RT_AS(Array, out)->data;
  for (np_iter_init(&it, a); it.more; np_iter_next(&it)) {
    if (!rt_elem_truthy(a->dtype, it.ptr)) continue;
    for (int d = 0; d < a->ndim; d++) *o++ = it.idx[d];
  }
  rt_decref(arr);
  return out;
}

static Value f_flatnonzero(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("flatnonzero", argc, kw, 1, 1);
  Value arr = rt_array_from_value(argv[0], -1);
  Array *a = RT_AS(Array, arr);
  Value flat = np_nonzero_flat(a);
  if (!rt_is_undef(flat)) {
    rt_decref(arr);
    return flat;
  }
  NpIter it;
  int64_t count = 0, k = 0;
  for (np_iter_init(&it, a); it.more; np_iter_next(&it)) count += rt_elem_truthy(a->dtype, it.ptr);
  Value out = rt_array_new(DT_INT64, 1, &count, false);
  int64_t *o = (int64_t *)RT_AS(Array, out)->data;
  for (np_iter_init(&it, a); it.more; np_iter_next(&it), k++) {
    if (rt_elem_truthy(a->dtype, it.ptr)) *o++ = k;
  }
  rt_decref(arr);
  return out;
}

static Value call_np(const char *name, int argc, const Value *argv, const Kwargs *kw) {
  Value np = rt_import("numpy");
  Value f = rt_getattr(np, name);
  Value r = rt_call(f, argc, argv, kw);
  rt_decref(f);
  rt_decref(np);
  return r;
}

static Value f_append(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"arr", "values", "axis"};
  Value a[3];
  rt_parse_args("append", argc, argv, kw, 3, names, 2, a);
  bool flat = rt_is_undef(a[2]) || rt_is_none(a[2]);
  if (np_is_recarr(a[0]) || np_is_recarr(a[1])) { /* structured: ravel both, concatenate */
    Value pair = rt_tuple_from(2, flat ? (Value[]){rt_undef(), rt_undef()} : a);
    int mark = rt_cleanup_push_value(&pair);
    for (int i = 0; flat && i < 2; i++) rt_tuple_set(pair, i, np_call1("ravel", a[i]));
    Value out = call_np("concatenate", 2, (Value[]){pair, flat ? rt_int(0) : a[2]}, NULL);
    rt_cleanup_pop(mark, true);
    return out;
  }
  Value x = rt_array_from_value(a[0], -1), y = rt_array_from_value(a[1], -1);
  Value xs = flat ? flat_view(x) : (rt_incref(x), x), ys = flat ? flat_view(y) : (rt_incref(y), y);
  Value pair = rt_tuple_from(2, (Value[]){xs, ys});
  Value args[2] = {pair, flat ? rt_int(0) : a[2]};
  Value out = call_np("concatenate", 2, args, NULL);
  rt_decref(pair);
  rt_decref(xs), rt_decref(ys);
  rt_decref(x), rt_decref(y);
  return out;
}

/* A view of arr's elements [lo, hi) along axis. */
static Value range_along(Value arr, int axis, int64_t lo, int64_t hi) {
  Array *a = RT_AS(Array, arr);
  int64_t shape[RT_MAXDIM];
  memcpy(shape, a->shape, sizeof shape);
  shape[axis] = hi - lo;
  return rt_array_view(arr, a->dtype, a->ndim, shape, a->strides, a->data + lo * a->strides[axis]);
}

static void assign_range(Value dst, int axis, int64_t lo, int64_t hi, Value src) {
  Value v = range_along(dst, axis, lo, hi);
  rt_array_assign(v, src);
  rt_decref(v);
}

/* np.insert(arr, index, values, axis=None) for one integer index (NumPy's scalar-obj path). */
/* The index of a scalar or of a one-element sequence. */
static int64_t one_index(Value obj) {
  if (obj.tag == RT_INT || rt_is_npscalar(obj)) return rt_to_index(obj, "index");
  Value a = rt_array_from_value(obj, -1);
  int mark = rt_cleanup_push_value(&a);
  Value c = rt_array_astype(a, DT_INT64);
  int64_t i = *(int64_t *)RT_AS(Array, c)->data;
  rt_decref(c);
  rt_cleanup_pop(mark, true);
  return i;
}

/* np.insert with a slice or a sequence of indices (NumPy's general path): each value goes
 * before its index in the original array, equal indices keeping their order. RT_UNDEF for
 * a one-element sequence, which NumPy treats like a single index. */
static Value insert_many(Value arr, int axis, Value obj, Value values) {
  const Array *x = RT_AS(Array, arr);
  int64_t n = x->shape[axis];
  Value idx = rt_undef(), key = rt_undef(), mask = rt_undef(), out = rt_undef();
  int mark = rt_cleanup_push_value(&idx);
  rt_cleanup_push_value(&key);
  rt_cleanup_push_value(&mask);
  rt_cleanup_push_value(&out);
  if (rt_is_type(obj, &rt_slice_type)) {
    int64_t start, stop, step, m = rt_slice_indices(obj, n, &start, &stop, &step);
    idx = rt_array_new(DT_INT64, 1, &m, false);
    for (int64_t i = 0; i < m; i++) ((int64_t *)RT_AS(Array, idx)->data)[i] = start + i * step;
  } else {
    Value raw = rt_array_from_value(obj, -1);
    int m2 = rt_cleanup_push_value(&raw);
    if (RT_AS(Array, raw)->ndim > 1)
      rt_raise(RT_EXC_ValueError, "index array argument obj to insert must be one dimensional or scalar");
    if (RT_AS(Array, raw)->size == 1) {
      rt_cleanup_pop(mark, true);
      return rt_undef();
    }
    idx = rt_array_astype(raw, DT_INT64);
    rt_cleanup_pop(m2, true);
  }
  Array *ia = RT_AS(Array, idx);
  int64_t numnew = ia->size, *ip = (int64_t *)ia->data;
  for (int64_t i = 0; i < numnew; i++) if (ip[i] < 0) ip[i] += n;
  static const char *const kwn[] = {"kind"};
  Value kind = rt_str_from_c("stable");
  rt_cleanup_push_value(&kind);
  Value order = np_callk("argsort", 1, &idx, 1, kwn, &kind);
  for (int64_t k = 0; k < numnew; k++) ip[((int64_t *)RT_AS(Array, order)->data)[k]] += k;
  rt_decref(order);
  int64_t shape[RT_MAXDIM], total;
  memcpy(shape, x->shape, sizeof shape);
  shape[axis] += numnew;
  total = shape[axis];
  mask = rt_array_new(DT_BOOL, 1, &total, false);
  memset(RT_AS(Array, mask)->data, 1, (size_t)total);
  np_array_setitem(mask, idx, rt_bool(false));
  out = rt_array_new(x->dtype, x->ndim, shape, false);
  key = rt_tuple_new(x->ndim);
  for (int d = 0; d < x->ndim; d++)
    rt_tuple_set(key, d, d == axis ? (rt_incref(idx), idx) : rt_slice_new(rt_none(), rt_none(), rt_none()));
  np_array_setitem(out, key, values);
  rt_decref(RT_AS(Tuple, key)->items[axis]);
  rt_incref(mask);
  RT_AS(Tuple, key)->items[axis] = mask;
  np_array_setitem(out, key, arr);
  Value r = out;
  out = rt_undef();
  rt_cleanup_pop(mark, true);
  return r;
}

static Value f_insert(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"arr", "obj", "values", "axis"};
  Value a[4];
  rt_parse_args("insert", argc, argv, kw, 4, names, 3, a);
  Value arr0 = rt_array_from_value(a[0], -1);
  bool flat = rt_is_undef(a[3]) || rt_is_none(a[3]);
  Value arr = flat ? flat_view(arr0) : (rt_incref(arr0), arr0);
  rt_decref(arr0);
  Array *x = RT_AS(Array, arr);
  int axis = flat ? 0 : np_axis_index(rt_to_index(a[3], "axis"), x->ndim);
  Value obj = a[1];
  if (obj.tag != RT_INT && !rt_is_npscalar(obj)) {
    int mark = rt_cleanup_push_value(&arr);
    Value r = insert_many(arr, axis, obj, a[2]);
    rt_cleanup_pop(mark, false);
    if (!rt_is_undef(r)) {
      rt_decref(arr);
      return r;
    }
    obj = a[1]; /* a single index in a list: the one-index path below */
  }
  int64_t n = x->shape[axis], index = one_index(obj);
  if (index < -n || index > n) {
    rt_raise(RT_EXC_IndexError, "index %lld is out of bounds for axis %d with size %lld",
             (long long)index, axis, (long long)n);
  }
  if (index < 0) index += n;
  Value vals = rt_array_from_value(a[2], x->dtype);
  Array *v = RT_AS(Array, vals);
  /* values get ndmin=arr.ndim, then their first axis moves to `axis` */
  int64_t vshape[RT_MAXDIM];
  int pad = x->ndim - v->ndim > 0 ? x->ndim - v->ndim : 0;
  for (int d = 0; d < pad; d++) vshape[d] = 1;
  memcpy(vshape + pad, v->shape, sizeof(int64_t) * (size_t)v->ndim);
  Value vr = np_array_reshape(vals, v->ndim + pad, vshape);
  int64_t order[RT_MAXDIM];
  for (int d = 0, s = 1; d < x->ndim; d++) order[d] = d == axis ? 0 : s++;
  Value vm = np_array_transpose_axes(vr, x->ndim, order);
  int64_t numnew = RT_AS(Array, vm)->shape[axis], shape[RT_MAXDIM];
  memcpy(shape, x->shape, sizeof shape);
  shape[axis] += numnew;
  Value out = rt_array_new(x->dtype, x->ndim, shape, false);
  Value before = range_along(arr, axis, 0, index), after = range_along(arr, axis, index, n);
  assign_range(out, axis, 0, index, before);
  assign_range(out, axis, index, index + numnew, vm);
  assign_range(out, axis, index + numnew, shape[axis], after);
  rt_decref(before);
  rt_decref(after);
  rt_decref(vm);
  rt_decref(vr);
  rt_decref(vals);
  rt_decref(arr);
  return out;
}

/* np.delete(arr, obj, axis=None): obj an int, a sequence of ints or a slice. */
static Value f_delete(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"arr", "obj", "axis"};
  Value a[3];
  rt_parse_args("delete", argc, argv, kw, 3, names, 2, a);
  Value arr0 = rt_array_from_value(a[0], -1);
  bool flat = rt_is_undef(a[2]) || rt_is_none(a[2]);
  Value arr = flat ? flat_view(arr0) : (rt_incref(arr0), arr0);
  rt_decref(arr0);
  int axis = flat ? 0 : np_axis_index(rt_to_index(a[2], "axis"), RT_AS(Array, arr)->ndim);
  int64_t n = RT_AS(Array, arr)->shape[axis];
  Value keep = rt_array_new(DT_BOOL, 1, &n, false);
  memset(RT_AS(Array, keep)->data, 1, (size_t)n);
  np_array_setitem(keep, a[1], rt_bool(false));
  Value out = index_along(arr, axis, keep);
  rt_decref(keep);
  rt_decref(arr);
  return out;
}

void np_register_index(Value m) {
  static const struct {
    const char *name;
    NativeFn fn;
  } fns[] = {
      {"take", f_take},         {"put", f_put},
      {"unravel_index", f_unravel_index}, {"ravel_multi_index", f_ravel_multi_index},
      {"ndindex", f_ndindex},
      {"argwhere", f_argwhere}, {"flatnonzero", f_flatnonzero},
      {"append", f_append},     {"insert", f_insert},
      {"delete", f_delete},
  };
  for (size_t i = 0; i < sizeof fns / sizeof fns[0]; i++) {
    rt_module_add_fn(m, fns[i].name, fns[i].fn);
  }
  np_register_method("take", m_take);
}
