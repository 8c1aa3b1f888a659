/* np_random_hyper.c — hypergeometric(ngood, nbad, nsample, size) for RandomState and for the
 * Generator, bit for bit as NumPy 1.24 draws them. The two APIs use different algorithms:
 *
 * - RandomState (legacy-distributions.c): for nsample > 10 the HRUA* ratio-of-uniforms method
 *   with random_loggam; for 1..10 the "hyp" urn walk drawing one double per step; nsample must
 *   be >= 1.
 * - Generator (random_hypergeometric.c): HRUA (Stadlober's variable names) with log(k!) from a
 *   126-entry table and Stirling's series beyond, when 10 <= nsample <= total - 10; otherwise
 *   the urn simulated by random_interval draws (the complement when nsample > total / 2);
 *   ngood and nbad must stay below 10**9.
 *
 * Parameters go to int64 arrays (floats truncate, as PyArray_FROM_OTF casts them); the checks
 * come in NumPy's order: (Generator) the 10**9 bound, ngood + nbad < nsample, then each
 * parameter's constraint. All scalars and no size give a Python int. */
#include <math.h>
#include <quadmath.h>
#include <stdint.h>
#include <string.h>

#include "array.h"
#include "../base/error.h"
#include "np_internal.h"
#include "np_rng.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

#define D1 1.7155277699214135 /* 2 * sqrt(2 / e) */
#define D2 0.8989161620588988 /* 3 - 2 * sqrt(3 / e) */
#define HYPERGEOM_MAX 1000000000LL

static int64_t min64(int64_t a, int64_t b) { return a < b ? a : b; }
static int64_t max64(int64_t a, int64_t b) { return a > b ? a : b; }

/* ---- RandomState's draws ---- */

static int64_t legacy_hyp(int64_t good, int64_t bad, int64_t sample) {
  int64_t d1 = bad + good - sample, k = sample;
  double d2 = (double)min64(bad, good), y = d2;
  while (y > 0.0) {
    double u = np_random_legacy_double();
    y -= (int64_t)floor(u + y / (double)(d1 + k));
    if (--k == 0) break;
  }
  int64_t z = (int64_t)(d2 - y);
  return good > bad ? sample - z : z;
}

static double loggam4(int64_t a, int64_t b, int64_t c, int64_t d) {
  return np_rng_loggam((double)a) + np_rng_loggam((double)b) + np_rng_loggam((double)c) +
         np_rng_loggam((double)d);
}

static int64_t legacy_hrua(int64_t good, int64_t bad, int64_t sample) {
  int64_t mingb = min64(good, bad), maxgb = max64(good, bad), pop = good + bad;
  int64_t m = min64(sample, pop - sample);
  double d4 = (double)mingb / (double)pop, d5 = 1.0 - d4, d6 = (double)m * d4 + 0.5;
  double d7 = sqrt((double)(pop - m) * (double)sample * d4 * d5 / (double)(pop - 1) + 0.5);
  double d8 = D1 * d7 + D2;
  int64_t d9 = (int64_t)floor((double)(m + 1) * (double)(mingb + 1) / (double)(pop + 2));
  double d10 = loggam4(d9 + 1, mingb - d9 + 1, m - d9 + 1, maxgb - m + d9 + 1);
  double d11 = fmin((double)min64(m, mingb) + 1.0, floor(d6 + 16 * d7));
  int64_t z;
  for (;;) {
    double x = np_random_legacy_double(), y = np_random_legacy_double();
    double w = d6 + d8 * (y - 0.5) / x;
    if (w < 0.0 || w >= d11) continue;
    z = (int64_t)floor(w);
    double t = d10 - loggam4(z + 1, mingb - z + 1, m - z + 1, maxgb - m + z + 1);
    if (x * (4.0 - x) - 3.0 <= t) break;
    if (x * (x - t) >= 1) continue;
    if (2.0 * log(x) <= t) break;
  }
  if (good > bad) z = m - z;
  if (m < sample) z = good - z;
  return z;
}

static int64_t legacy_draw(void *st, int64_t good, int64_t bad, int64_t sample) {
  (void)st;
  if (sample > 10) return legacy_hrua(good, bad, sample);
  return sample > 0 ? legacy_hyp(good, bad, sample) : 0;
}

/* ---- the Generator's draws ---- */

/* log(k!) for k < 126, correctly rounded from quad precision (the values NumPy tabulates). */
static double logfact_table[126];
static _Thread_local bool logfact_ready; /* per thread: filling twice writes the same values */

static double logfactorial(int64_t k) {
  if (!logfact_ready) {
    __float128 acc = 0;
    for (int i = 0; i < 126; i++) {
      if (i > 1) acc += logq((__float128)i);
      logfact_table[i] = (double)acc;
    }
    logfact_ready = true;
  }
  if (k < 126) return logfact_table[k];
  const double halfln2pi = 0.9189385332046728;
  double kd = (double)k;
  return (kd + 0.5) * log(kd) - kd + (halfln2pi + (1.0 / kd) * (1 / 12.0 - 1 / (360.0 * kd * kd)));
}

static double logfact4(int64_t a, int64_t b, int64_t c, int64_t d) {
  return logfactorial(a) + logfactorial(b) + logfactorial(c) + logfactorial(d);
}

/* The urn: draw items one by one until the answer is settled. */
static int64_t gen_urn(NpPCG64 *g, int64_t good, int64_t bad, int64_t sample) {
  int64_t total = good + bad, left = sample > total / 2 ? total - sample : sample;
  int64_t rem_total = total, rem_good = good;
  while (left > 0 && rem_good > 0 && rem_total > rem_good) {
    --rem_total;
    if ((int64_t)np_rng_interval(g, (uint64_t)rem_total) < rem_good) --rem_good;
    --left;
  }
  if (rem_total == rem_good) rem_good -= left; /* only good ones are left */
  return sample > total / 2 ? rem_good : good - rem_good;
}

static int64_t gen_hrua(NpPCG64 *g, int64_t good, int64_t bad, int64_t sample) {
  int64_t pop = good + bad, n = min64(sample, pop - sample);
  int64_t mingb = min64(good, bad), maxgb = max64(good, bad);
  double p = (double)mingb / (double)pop, q = (double)maxgb / (double)pop;
  double a = (double)n * p + 0.5;
  double var = (double)(pop - n) * (double)n * p * q / (double)(pop - 1);
  double c = sqrt(var + 0.5), h = D1 * c + D2;
  int64_t m = (int64_t)floor((double)(n + 1) * (double)(mingb + 1) / (double)(pop + 2));
  double gm = logfact4(m, mingb - m, n - m, maxgb - n + m);
  double b = fmin((double)(min64(n, mingb) + 1), floor(a + 16 * c));
  int64_t k;
  for (;;) {
    double u = np_pcg_double(g), v = np_pcg_double(g);
    double x = a + h * (v - 0.5) / u;
    if (x < 0.0 || x >= b) continue;
    k = (int64_t)floor(x);
    double t = gm - logfact4(k, mingb - k, n - k, maxgb - n + k);
    if (u * (4.0 - u) - 3.0 <= t) break;
    if (u * (u - t) >= 1) continue;
    if (2.0 * log(u) <= t) break;
  }
  if (good > bad) k = n - k;
  if (n < sample) k = good - k;
  return k;
}

int64_t np_rng_hypergeometric(NpPCG64 *g, int64_t good, int64_t bad, int64_t sample) {
  if (sample >= 10 && sample <= good + bad - 10) return gen_hrua(g, good, bad, sample);
  return gen_urn(g, good, bad, sample);
}

static int64_t gen_draw(void *st, int64_t good, int64_t bad, int64_t sample) {
  return np_rng_hypergeometric(st, good, bad, sample);
}

/* ---- the method ---- */

typedef int64_t (*HyperFn)(void *st, int64_t good, int64_t bad, int64_t sample);

static const char *const pnames[] = {"ngood", "nbad", "nsample"};

static bool all_scalars(const Value *arr) {
  for (int k = 0; k < 3; k++)
    if (RT_AS(Array, arr[k])->ndim) return false;
  return true;
}

/* Element i of a (C order over a's own shape). */
static int64_t elem(const Array *a, int64_t i) {
  const char *p = a->data;
  for (int d = a->ndim - 1; d >= 0; d--) {
    p += (i % a->shape[d]) * a->strides[d];
    i /= a->shape[d];
  }
  return *(const int64_t *)p;
}

/* np.any(np.less(np.add(ngood, nbad), nsample)): np.add's broadcast first, with its message. */
static void check_sum(const Value *arr) {
  Value sum = rt_binop(RT_OP_ADD, arr[0], arr[1]);
  int mark = rt_cleanup_push_value(&sum);
  Value lt = rt_binop(RT_OP_LT, sum, arr[2]);
  rt_cleanup_push_value(&lt);
  Value la = rt_array_from_value(lt, DT_BOOL);
  rt_cleanup_push_value(&la);
  const Array *l = RT_AS(Array, la);
  for (int64_t i = 0; i < l->size; i++) /* a fresh result: contiguous */
    if (l->data[i]) rt_raise(RT_EXC_ValueError, "ngood + nbad < nsample");
  rt_cleanup_pop(mark, true);
}

static void check_constraints(const Value *arr, bool legacy, bool scalars) {
  for (int k = 0; k < 3; k++) {
    const Array *a = RT_AS(Array, arr[k]);
    for (int64_t i = 0; i < a->size; i++) {
      int64_t v = elem(a, i);
      if (v < 0 && !(legacy && k == 2)) rt_raise(RT_EXC_ValueError, "%s < 0", pnames[k]);
      if (legacy && k == 2 && v < 1)
        rt_raise(RT_EXC_ValueError, "nsample < 1 or nsample %s", scalars ? "is NaN" : "contains NaNs");
    }
  }
}

static Value hypergeometric(HyperFn fn, void *st, bool legacy, int argc, const Value *argv,
                            const Kwargs *kw) {
  static const char *const names[] = {"ngood", "nbad", "nsample", "size"};
  Value a[4];
  rt_parse_args("hypergeometric", argc, argv, kw, 4, names, 3, a);
  Value arr[3] = {rt_undef(), rt_undef(), rt_undef()};
  int mark = rt_cleanup_push_value(&arr[0]);
  rt_cleanup_push_value(&arr[1]);
  rt_cleanup_push_value(&arr[2]);
  for (int k = 0; k < 3; k++) arr[k] = rt_array_from_value(a[k], DT_INT64);
  bool scalars = all_scalars(arr);
  for (int k = 0; !legacy && k < 2; k++)
    for (int64_t i = 0; i < RT_AS(Array, arr[k])->size; i++)
      if (elem(RT_AS(Array, arr[k]), i) >= HYPERGEOM_MAX)
        rt_raise(RT_EXC_ValueError, "both ngood and nbad must be less than %lld", HYPERGEOM_MAX);
  check_sum(arr);
  check_constraints(arr, legacy, scalars);
  int64_t shape[RT_MAXDIM], bs[RT_MAXDIM];
  int nd = np_random_parse_size(a[3], shape);
  if (scalars && nd < 0) {
    int64_t g = elem(RT_AS(Array, arr[0]), 0), b = elem(RT_AS(Array, arr[1]), 0);
    Value r = rt_int(fn(st, g, b, elem(RT_AS(Array, arr[2]), 0)));
    rt_cleanup_pop(mark, true);
    return r;
  }
  int bn = np_random_broadcast(3, arr, nd, shape, bs);
  for (int k = 0; k < 3; k++) {
    Value b = rt_array_broadcast_to(arr[k], bn, bs);
    rt_decref(arr[k]);
    arr[k] = b;
  }
  Value out = rt_array_new(DT_INT64, bn, bs, false);
  Array *o = RT_AS(Array, out);
  for (int64_t i = 0; i < o->size; i++)
    ((int64_t *)o->data)[i] = fn(st, elem(RT_AS(Array, arr[0]), i), elem(RT_AS(Array, arr[1]), i),
                                 elem(RT_AS(Array, arr[2]), i));
  rt_cleanup_pop(mark, true);
  return out;
}

Value np_random_legacy_hypergeometric(Value self, int argc, const Value *argv, const Kwargs *kw) {
  np_random_begin(self);
  return hypergeometric(legacy_draw, NULL, true, argc, argv, kw);
}

Value np_gen_hypergeometric(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return hypergeometric(gen_draw, np_gen_bits(self), false, argc, argv, kw);
}
