/* np_random_multi.c — multinomial draws, for RandomState and the Generator, as NumPy 1.24
 * makes them (random_multinomial in numpy/random/src/distributions/distributions.c): for each
 * category but the last a binomial of the trials left with the category's share of the
 * probability left, the last taking the rest. RandomState draws its binomials from MT19937
 * with the Generator's sampler (not legacy_random_binomial), as mtrand.pyx does; the
 * Generator's n may be an array (one row of counts per element). pvals is checked as NumPy
 * checks it: in [0, 1] and the Kahan sum of all but the last at most 1 + 1e-12. */
#include <math.h>
#include <string.h>

#include "array.h"
#include "../base/error.h"
#include "np_internal.h"
#include "np_rng.h"
#include "../obj/exc.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

typedef struct Binom {
  NpDoubles *src;  /* RandomState: MT19937 doubles */
  NpPCG64 *pcg;    /* the Generator: PCG64 */
  NpBinomial *cache;
} Binom;

static int64_t binom(const Binom *b, double p, int64_t n) {
  return b->pcg ? np_rng_binomial(b->pcg, p, n, b->cache) : np_rng_binomial_from(b->src, p, n, b->cache, false);
}

static void multinomial_row(const Binom *b, int64_t n, int64_t *out, const double *pix, int64_t d) {
  double remaining_p = 1.0;
  int64_t dn = n;
  for (int64_t j = 0; j < d - 1; j++) {
    out[j] = binom(b, pix[j] / remaining_p, dn);
    dn -= out[j];
    if (dn <= 0) break;
    remaining_p -= pix[j];
  }
  if (dn > 0) out[d - 1] = dn;
}

static double kahan_sum(const double *x, int64_t n) {
  if (n <= 0) return 0.0;
  double sum = x[0], c = 0.0;
  for (int64_t i = 1; i < n; i++) {
    double y = x[i] - c, t = sum + y;
    c = (t - sum) - y;
    sum = t;
  }
  return sum;
}

/* Each of pvals' rows (d values) in [0, 1], and the Kahan sum of all but its last at most
 * 1 + 1e-12 (slice: how NumPy's message names the row, "[:-1]" or "[..., :-1]"). */
static void check_rows(Value pvals, const double *pix, int64_t size, int64_t d, const char *slice) {
  for (int64_t i = 0; i < size; i++)
    if (!(pix[i] >= 0) || !(pix[i] <= 1))
      rt_raise(RT_EXC_ValueError, "pvals < 0, pvals > 1 or pvals contains NaNs");
  for (int64_t off = 0; off < size; off += d) {
    if (kahan_sum(pix + off, d - 1) <= 1.0 + 1e-12) continue;
    bool narrow = rt_is_array(pvals) && rt_dtypes[RT_AS(Array, pvals)->dtype].kind == 'f' &&
                  RT_AS(Array, pvals)->dtype != DT_FLOAT64 && kahan_sum(pix, size) < 1.0001;
    if (narrow)
      rt_raise(RT_EXC_ValueError, "sum(pvals%s.astype(np.float64)) > 1.0. The pvals array is cast "
               "to 64-bit floating point prior to checking the sum. Precision changes when casting "
               "may cause problems even if the sum of the original pvals is valid.", slice);
    rt_raise(RT_EXC_ValueError, "sum(pvals%s) > 1.0", slice);
  }
}

/* pvals as a C-contiguous float64 array (owned), checked: 1-D for RandomState, at least 1-D
 * with rows along the last axis for the Generator (nd). */
static Value pvals_array_nd(Value pvals, bool nd) {
  Value p = rt_array_from_value(pvals, DT_FLOAT64);
  int mark = rt_cleanup_push_value(&p);
  const Array *a = RT_AS(Array, p);
  if (nd && (a->ndim == 0 || a->shape[a->ndim - 1] == 0))
    rt_raise(RT_EXC_ValueError, "pvals must have at least 1 dimension and the last dimension of pvals must be greater than 0.");
  if (!nd && a->ndim > 1) rt_raise(RT_EXC_ValueError, "object too deep for desired array");
  if (!nd && a->ndim == 0) rt_raise(RT_EXC_TypeError, "pvals must be a 1-d sequence");
  Value c = rt_array_contiguous(p, false);
  rt_decref(p);
  p = c;
  a = RT_AS(Array, p);
  check_rows(pvals, (const double *)a->data, a->size, a->shape[a->ndim - 1], a->ndim > 1 ? "[..., :-1]" : "[:-1]");
  rt_cleanup_pop(mark, false);
  return p;
}

static Value pvals_array(Value pvals) { return pvals_array_nd(pvals, false); }

/* The output's shape: size's dimensions (or lead's) then d. */
static int out_shape(Value size, int nlead, const int64_t *lead, int64_t d, int64_t *shape) {
  int nd = np_random_parse_size(size, shape);
  if (nd < 0) {
    nd = nlead;
    if (nlead) memcpy(shape, lead, sizeof(int64_t) * (size_t)nlead);
  }
  if (nd + 1 > RT_MAXDIM) rt_raise(RT_EXC_ValueError, "maximum supported dimension for an ndarray is %d, found %d", RT_MAXDIM, nd + 1);
  shape[nd] = d;
  return nd + 1;
}

static int64_t trials(Value n) {
  int64_t v = n.tag == RT_FLOAT ? (int64_t)n.as.f : rt_to_index(n, NULL);
  if (v < 0) rt_raise(RT_EXC_ValueError, "n < 0");
  return v;
}

Value np_random_legacy_multinomial(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"n", "pvals", "size"};
  Value a[3];
  rt_parse_args("multinomial", argc, argv, kw, 3, names, 2, a);
  np_random_begin(self);
  Value p = pvals_array(a[1]);
  int mark = rt_cleanup_push_value(&p);
  int64_t d = RT_AS(Array, p)->size, shape[RT_MAXDIM];
  int nd = out_shape(a[2], 0, NULL, d, shape);
  int64_t n = trials(a[0]);
  Value out = rt_array_new(DT_INT64, nd, shape, true);
  rt_cleanup_push_value(&out);
  NpDoubles src = np_random_legacy_doubles();
  Binom b = {&src, NULL, np_random_legacy_binomial_cache()};
  int64_t *mn = (int64_t *)RT_AS(Array, out)->data;
  for (int64_t off = 0; d && off < RT_AS(Array, out)->size; off += d)
    multinomial_row(&b, n, mn + off, (const double *)RT_AS(Array, p)->data, d);
  rt_incref(out);
  rt_cleanup_pop(mark, true);
  return out;
}

/* Generator.multinomial with an array n or pvals of more than one dimension: a row of counts
 * per element of np.broadcast(n, pvals' rows[, np.empty(size)]), in C order. */
static Value gen_multinomial_rows(Value self, Value nv, Value p, Value size) {
  const Array *pa = RT_AS(Array, p);
  int64_t d = pa->shape[pa->ndim - 1], sshape[RT_MAXDIM], bs[RT_MAXDIM];
  Value offs = rt_array_new(DT_INT64, pa->ndim - 1, pa->shape, false), h[3] = {rt_undef(), rt_undef(), rt_undef()};
  int mark = rt_cleanup_push_value(&offs);
  for (int k = 0; k < 3; k++) rt_cleanup_push_value(&h[k]);
  for (int64_t i = 0; i < RT_AS(Array, offs)->size; i++) ((int64_t *)RT_AS(Array, offs)->data)[i] = i * d;
  int snd = np_random_parse_size(size, sshape);
  Value args[2] = {nv, offs};
  int bn = np_random_broadcast_at(2, args, snd, sshape, true, bs);
  if (bn + 1 > RT_MAXDIM) rt_raise(RT_EXC_ValueError, "maximum supported dimension for an ndarray is %d, found %d", RT_MAXDIM, bn + 1);
  Value nb = rt_array_broadcast_to(nv, bn, bs);
  rt_cleanup_push_value(&nb);
  h[0] = rt_array_contiguous(nb, true);
  Value ob = rt_array_broadcast_to(offs, bn, bs);
  rt_cleanup_push_value(&ob);
  h[1] = rt_array_contiguous(ob, true);
  bs[bn] = d;
  h[2] = rt_array_new(DT_INT64, bn + 1, bs, true);
  Binom b = {NULL, np_gen_bits(self), &RT_AS(NpGenerator, self)->binomial};
  int64_t *mn = (int64_t *)RT_AS(Array, h[2])->data;
  const int64_t *ns = (const int64_t *)RT_AS(Array, h[0])->data, *os = (const int64_t *)RT_AS(Array, h[1])->data;
  for (int64_t i = 0; i < RT_AS(Array, h[0])->size; i++)
    multinomial_row(&b, ns[i], mn + i * d, (const double *)pa->data + os[i], d);
  Value out = h[2];
  rt_incref(out);
  rt_cleanup_pop(mark, true);
  return out;
}

Value np_gen_multinomial(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"n", "pvals", "size"};
  Value a[3];
  rt_parse_args("multinomial", argc, argv, kw, 3, names, 2, a);
  Value p = pvals_array_nd(a[1], true);
  int mark = rt_cleanup_push_value(&p);
  Value nv = rt_array_from_value(a[0], DT_INT64);
  rt_cleanup_push_value(&nv);
  const Array *na = RT_AS(Array, nv);
  for (int64_t i = 0; i < na->size; i++)
    if (rt_elem_get_i64(DT_INT64, na->data + i * 8) < 0) rt_raise(RT_EXC_ValueError, "n < 0");
  if (na->ndim != 0 || RT_AS(Array, p)->ndim > 1) {
    Value r = gen_multinomial_rows(self, nv, p, a[2]);
    rt_cleanup_pop(mark, true);
    return r;
  }
  int64_t d = RT_AS(Array, p)->size, shape[RT_MAXDIM];
  int nd = out_shape(a[2], na->ndim, na->shape, d, shape);
  Value nb = rt_array_broadcast_to(nv, nd - 1, shape); /* one n per row */
  rt_cleanup_push_value(&nb);
  Value nc = rt_array_contiguous(nb, true);
  rt_cleanup_push_value(&nc);
  Value out = rt_array_new(DT_INT64, nd, shape, true);
  rt_cleanup_push_value(&out);
  Binom b = {NULL, np_gen_bits(self), &RT_AS(NpGenerator, self)->binomial};
  int64_t *mn = (int64_t *)RT_AS(Array, out)->data;
  const int64_t *ns = (const int64_t *)RT_AS(Array, nc)->data;
  for (int64_t row = 0; d && row * d < RT_AS(Array, out)->size; row++)
    multinomial_row(&b, ns[row], mn + row * d, (const double *)RT_AS(Array, p)->data, d);
  rt_incref(out);
  rt_cleanup_pop(mark, true);
  return out;
}
