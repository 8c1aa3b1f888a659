/* np_histogramdd.c — np.histogramdd and np.histogram2d (NumPy 1.24's lib/histograms.py and
 * lib/twodim_base.py).
 *
 * NumPy's steps, kept so that edges, counts and densities come out as its do: per dimension,
 * edges from np.linspace over the column's min and max (or range=) in the dtype linspace
 * gives them (float32 samples keep float32 edges), or the given edges; each sample's bin from
 * searchsorted(edges, x, side='right'), pulled back by one when x equals the last edge; the
 * counts (or summed float64 weights) laid out with one outlier bin at each end of every axis,
 * then the core view without them. density=True divides by each axis's bin widths in turn and
 * by the core's sum.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "np_stats.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

#define MAXD RT_MAXDIM

typedef struct HistDD {
  Value sample;        /* (N, D) */
  Value edges[MAXD];   /* per dimension */
  Value cols[MAXD];    /* sample[:, i] */
  Value where[MAXD];   /* int64 bin of each sample along i, outliers 0 and len(edges) */
  Value weights;
  int d;
} HistDD;

static void histdd_free(void *p) {
  HistDD *h = p;
  rt_decref(h->sample);
  rt_decref(h->weights);
  for (int i = 0; i < MAXD; i++) {
    rt_decref(h->edges[i]);
    rt_decref(h->cols[i]);
    rt_decref(h->where[i]);
  }
}

static bool op_true(BinOp op, Value a, Value b) {
  Value r = rt_binop(op, a, b);
  bool t = rt_truthy(r);
  rt_decref(r);
  return t;
}

static bool all_finite(Value v) {
  Value f = np_call1("isfinite", v);
  bool t = rt_truthy(f);
  rt_decref(f);
  return t;
}

/* Raises "<what> range of [first, last] is not finite", dropping first and last (owned). */
_Noreturn static void not_finite(const char *what, Value first, Value last) {
  Value a = rt_to_str(first), b = rt_to_str(last);
  rt_decref(first);
  rt_decref(last);
  char msg[256];
  snprintf(msg, sizeof msg, "%s range of [%s, %s] is not finite", what, rt_str_data(a),
           rt_str_data(b));
  rt_decref(a);
  rt_decref(b);
  rt_raise(RT_EXC_ValueError, "%s", msg);
}

/* _get_outer_edges: range= or the column's min and max, widened by 0.5 when they are equal.
 * *first and *last are new references. */
static void outer_edges(Value col, Value range, Value *first, Value *last) {
  if (np_given(range)) {
    int64_t n = rt_len(range);
    if (n != 2)
      rt_raise(RT_EXC_ValueError, n > 2 ? "too many values to unpack (expected 2)"
                                        : "not enough values to unpack (expected 2, got %lld)",
               (long long)n);
    *first = rt_getitem(range, rt_int(0));
    *last = rt_getitem(range, rt_int(1));
    if (op_true(RT_OP_GT, *first, *last)) {
      rt_decref(*first);
      rt_decref(*last);
      rt_raise(RT_EXC_ValueError, "max must be larger than min in range parameter.");
    }
    if (!(all_finite(*first) && all_finite(*last))) not_finite("supplied", *first, *last);
  } else if (RT_AS(Array, col)->size == 0) {
    *first = rt_int(0);
    *last = rt_int(1);
  } else {
    *first = np_call1("amin", col);
    *last = np_call1("amax", col);
    if (!(all_finite(*first) && all_finite(*last))) not_finite("autodetected", *first, *last);
  }
  if (op_true(RT_OP_EQ, *first, *last)) {
    Value f = rt_binop(RT_OP_SUB, *first, rt_float(0.5)), l = rt_binop(RT_OP_ADD, *last, rt_float(0.5));
    rt_decref(*first);
    rt_decref(*last);
    *first = f;
    *last = l;
  }
}

static bool int_scalar(Value v) {
  return v.tag == RT_INT || v.tag == RT_BOOL ||
         (rt_is_npscalar(v) && strchr("biu", rt_dtypes[RT_AS(NpScalar, v)->dtype].kind));
}

/* The edges of dimension i from bins[i] (a count or an array of edges). */
static bool has_len(Value v);

static Value dim_edges(Value b, Value col, Value range, int i) {
  Value arr = has_len(b) ? rt_array_from_value(b, -1) : rt_undef();
  int nd = has_len(b) ? RT_AS(Array, arr)->ndim : 0;
  if (nd == 0) {
    rt_decref(arr);
    if (op_true(RT_OP_LT, b, rt_int(1)))
      rt_raise(RT_EXC_ValueError, "`bins[%d]` must be positive, when an integer", i);
    Value first, last;
    outer_edges(col, range, &first, &last);
    if (!int_scalar(b)) {
      rt_decref(first);
      rt_decref(last);
      rt_raise(RT_EXC_TypeError, "`bins[%d]` must be an integer, when a scalar", i);
    }
    Value args[3] = {first, last, rt_int(rt_to_index(b, "bins") + 1)};
    Value e = np_callk("linspace", 3, args, 0, NULL, NULL);
    rt_decref(first);
    rt_decref(last);
    return e;
  }
  if (nd != 1) {
    rt_decref(arr);
    rt_raise(RT_EXC_ValueError, "`bins[%d]` must be a scalar or 1d array", i);
  }
  Array *e = RT_AS(Array, arr);
  for (int64_t k = 0; k + 1 < e->size; k++)
    if (rt_elem_get_f64(e->dtype, e->data + k * e->strides[0]) >
        rt_elem_get_f64(e->dtype, e->data + (k + 1) * e->strides[0])) {
      rt_decref(arr);
      rt_raise(RT_EXC_ValueError, "`bins[%d]` must be monotonically increasing, when an array",
               i);
    }
  return arr;
}

/* The sample as an (N, D) array: a 2-D array as it is, else atleast_2d(sample).T. */
static Value sample_2d(Value sample) {
  if (rt_is_array(sample) && RT_AS(Array, sample)->ndim == 2) {
    rt_incref(sample);
    return sample;
  }
  Value at = np_call1("atleast_2d", sample);
  Value t = np_array_transpose_axes(at, 0, NULL);
  rt_decref(at);
  int nd = RT_AS(Array, t)->ndim;
  if (nd != 2) {
    rt_decref(t);
    rt_raise(RT_EXC_ValueError, "too many values to unpack (expected 2)");
  }
  return t;
}

/* where[i]: searchsorted(edges, col, side='right'), the last edge's samples moved into the
 * last bin. */
static Value dim_bins(Value edges, Value col) {
  Value args[2] = {edges, col};
  const char *names[1] = {"side"};
  Value side = rt_str_from_c("right");
  Value kv[1] = {side};
  Value w = np_callk("searchsorted", 2, args, 1, names, kv);
  rt_decref(side);
  Array *e = RT_AS(Array, edges), *c = RT_AS(Array, col), *wa = RT_AS(Array, w);
  if (e->size == 0) {
    rt_decref(w);
    rt_raise(RT_EXC_IndexError, "index -1 is out of bounds for axis 0 with size 0");
  }
  double last = rt_elem_get_f64(e->dtype, e->data + (e->size - 1) * e->strides[0]);
  int64_t *wp = (int64_t *)wa->data;
  for (int64_t k = 0; k < c->size; k++)
    if (rt_elem_get_f64(c->dtype, c->data + k * c->strides[0]) == last) wp[k]--;
  return w;
}

/* float64 histogram with the outlier bins, shape nbin: counts, or weights summed in order. */
static Value count_bins(HistDD *h, const int64_t *nbin, int64_t n) {
  Value hist = rt_array_new(DT_FLOAT64, h->d, nbin, true);
  double *hp = (double *)RT_AS(Array, hist)->data;
  int64_t stride[MAXD], s = 1;
  for (int i = h->d - 1; i >= 0; i--) { stride[i] = s; s *= nbin[i]; }
  const Array *w = rt_is_undef(h->weights) ? NULL : RT_AS(Array, h->weights);
  int64_t *cnt = w ? NULL : calloc((size_t)(s ? s : 1), sizeof(int64_t));
  for (int64_t k = 0; k < n; k++) {
    int64_t flat = 0;
    for (int i = 0; i < h->d; i++) flat += ((int64_t *)RT_AS(Array, h->where[i])->data)[k] * stride[i];
    if (w) hp[flat] += ((const double *)w->data)[k];
    else cnt[flat]++;
  }
  if (!w) {
    for (int64_t k = 0; k < s; k++) hp[k] = (double)cnt[k];
    free(cnt);
  }
  return hist;
}

/* hist / dedges[0] / dedges[1] ... / hist.sum(), each width vector shaped along its axis. */
static Value density(Value hist, HistDD *h) {
  /* NumPy sums the strided core through its 8192-element buffers, in C order: the pairwise sum
   * of a contiguous copy is the same. */
  Value flat = rt_array_contiguous(hist, true);
  Value total = np_call1("sum", flat);
  rt_decref(flat);
  int mark = rt_cleanup_push_value(&total);
  rt_incref(hist);
  rt_cleanup_push_value(&hist);
  for (int i = 0; i < h->d; i++) {
    Value de = np_call1("diff", h->edges[i]);
    int64_t shape[MAXD];
    for (int j = 0; j < h->d; j++) shape[j] = j == i ? RT_AS(Array, de)->size : 1;
    Value r = np_array_reshape(de, h->d, shape);
    rt_decref(de);
    Value q = rt_binop(RT_OP_TRUEDIV, hist, r);
    rt_decref(r);
    rt_decref(hist);
    hist = q;
  }
  Value res = rt_binop(RT_OP_TRUEDIV, hist, total);
  rt_cleanup_pop(mark, true);
  return res;
}

/* The weights as float64 of one dimension and n elements (np.bincount's checks). */
static Value weights_of(Value w, int64_t n) {
  Value a = rt_array_from_value(w, -1);
  int nd = RT_AS(Array, a)->ndim;
  if (nd != 1) {
    rt_decref(a);
    rt_raise(RT_EXC_ValueError, nd ? "object too deep for desired array"
                                   : "object of too small depth for desired array");
  }
  if (RT_AS(Array, a)->size != n) {
    rt_decref(a);
    rt_raise(RT_EXC_ValueError, "The weights and list don't have the same length.");
  }
  Value f = rt_array_astype(a, DT_FLOAT64);
  rt_decref(a);
  Value c = rt_array_contiguous(f, false);
  rt_decref(f);
  return c;
}

static bool has_len(Value v) {
  return rt_is_list(v) || rt_is_tuple(v) || rt_is_str(v) ||
         (rt_is_array(v) && RT_AS(Array, v)->ndim > 0);
}

/* histogramdd's body: (hist, [edges...]). */
static Value histdd(Value sample, Value bins, Value range, Value dens, Value weights) {
  HistDD h;
  h.sample = h.weights = rt_undef();
  for (int i = 0; i < MAXD; i++) h.edges[i] = h.cols[i] = h.where[i] = rt_undef();
  int mark = rt_cleanup_push(histdd_free, &h);
  h.sample = sample_2d(sample);
  Array *s = RT_AS(Array, h.sample);
  int64_t n = s->shape[0], d = s->shape[1];
  if (d > MAXD) rt_raise(RT_EXC_ValueError, "histogramdd: more than %d dimensions", MAXD);
  h.d = (int)d;
  if (np_given(weights)) h.weights = weights_of(weights, n);
  if (rt_is_undef(bins)) bins = rt_int(10);
  bool per_dim = has_len(bins);
  if (per_dim && rt_len(bins) != d)
    rt_raise(RT_EXC_ValueError, "The dimension of bins must be equal to the dimension of the "
                                " sample x.");
  if (np_given(range) && rt_len(range) != d)
    rt_raise(RT_EXC_ValueError, "range argument must have one entry per dimension");
  int64_t nbin[MAXD];
  for (int i = 0; i < h.d; i++) {
    Value key = rt_tuple_new(2);
    rt_tuple_set(key, 0, rt_slice_new(rt_none(), rt_none(), rt_none()));
    rt_tuple_set(key, 1, rt_int(i));
    h.cols[i] = np_array_getitem(h.sample, key);
    rt_decref(key);
    Value b = per_dim ? rt_getitem(bins, rt_int(i)) : (rt_incref(bins), bins);
    Value r = np_given(range) ? rt_getitem(range, rt_int(i)) : rt_none();
    int m2 = rt_cleanup_push_value(&b);
    rt_cleanup_push_value(&r);
    h.edges[i] = dim_edges(b, h.cols[i], r, i);
    rt_cleanup_pop(m2, true);
    nbin[i] = RT_AS(Array, h.edges[i])->size + 1;
  }
  for (int i = 0; i < h.d; i++) h.where[i] = dim_bins(h.edges[i], h.cols[i]);
  Value full = count_bins(&h, nbin, n);
  int m3 = rt_cleanup_push_value(&full);
  Value core = rt_tuple_new(h.d);
  for (int i = 0; i < h.d; i++) rt_tuple_set(core, i, rt_slice_new(rt_int(1), rt_int(-1), rt_none()));
  Value hist = np_array_getitem(full, core);
  rt_decref(core);
  if (np_given(dens) && rt_truthy(dens)) {
    Value dh = density(hist, &h);
    rt_decref(hist);
    hist = dh;
  }
  rt_cleanup_pop(m3, true);
  Value edges = rt_list_new(h.d);
  for (int i = 0; i < h.d; i++) rt_list_append(edges, h.edges[i]);
  Value t = rt_tuple_new(2);
  rt_tuple_set(t, 0, hist);
  rt_tuple_set(t, 1, edges);
  rt_cleanup_pop(mark, true);
  return t;
}

static const char *const HDD_P[] = {"sample", "bins", "range", "density", "weights"};

static Value f_histogramdd(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  Value v[5];
  rt_parse_args("histogramdd", argc, argv, kw, 5, HDD_P, 1, v);
  return histdd(v[0], v[1], v[2], v[3], v[4]);
}

static const char *const H2D_P[] = {"x", "y", "bins", "range", "density", "weights"};

static Value f_histogram2d(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  Value v[6];
  rt_parse_args("histogram2d", argc, argv, kw, 6, H2D_P, 2, v);
  if (rt_len(v[0]) != rt_len(v[1]))
    rt_raise(RT_EXC_ValueError, "x and y must have the same length.");
  Value bins = rt_is_undef(v[2]) ? rt_int(10) : v[2];
  int64_t nb = has_len(bins) ? rt_len(bins) : 1;
  Value pair = rt_list_new(2);
  int mark = rt_cleanup_push_value(&pair);
  rt_list_append(pair, v[0]);
  rt_list_append(pair, v[1]);
  Value both = rt_undef();
  rt_cleanup_push_value(&both);
  if (nb != 1 && nb != 2) { /* one array of edges for both axes */
    Value e = rt_array_from_value(bins, -1);
    both = rt_list_new(2);
    rt_list_append(both, e);
    rt_list_append(both, e);
    rt_decref(e);
    bins = both;
  }
  Value r = histdd(pair, bins, v[3], v[4], v[5]);
  rt_cleanup_pop(mark, true);
  Value t = rt_tuple_new(3);
  Value edges = RT_AS(Tuple, r)->items[1];
  rt_tuple_set(t, 0, RT_AS(Tuple, r)->items[0]);
  rt_incref(RT_AS(Tuple, r)->items[0]);
  rt_tuple_set(t, 1, rt_getitem(edges, rt_int(0)));
  rt_tuple_set(t, 2, rt_getitem(edges, rt_int(1)));
  rt_decref(r);
  return t;
}

void np_register_histogramdd(Value m) {
  rt_module_add_fn(m, "histogramdd", f_histogramdd);
  rt_module_add_fn(m, "histogram2d", f_histogram2d);
}
