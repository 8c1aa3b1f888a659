/* np_rng_dist.c — the integer-valued draws of the Generator API, as NumPy 1.24's
 * distributions.c makes them: bounded integers by Lemire's multiply-and-reject method (32-bit
 * draws when the range fits 32 bits; 8- and 16-bit dtypes and bool hand out the pieces of one
 * 32-bit draw), shuffles' masked-rejection interval, Poisson (multiplication below lam 10,
 * Hoermann's PTRS above) and binomial (inversion when n*min(p, 1-p) <= 30, else Kachitvichyanukul
 * & Schmeiser's BTPE, with its set-up cached per Generator). */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "np_rng.h"


uint64_t np_rng_interval(NpPCG64 *g, uint64_t max) {
  if (max == 0) return 0;
  uint64_t mask = np_rand_mask(max), v;
  if (max <= 0xffffffffULL) {
    while ((v = (np_pcg_next32(g) & mask)) > max) {
    }
  } else {
    while ((v = (np_pcg_next64(g) & mask)) > max) {
    }
  }
  return v;
}

/* ---- Lemire's method: m = draw * (rng + 1); reject when the low part falls under
 * (2^bits - (rng + 1)) mod (rng + 1); the value is the high part. rng must be below the
 * width's maximum (callers take a full-width draw then). ---- */

static uint64_t lemire64(NpPCG64 *g, uint64_t rng) {
  uint64_t excl = rng + 1;
  unsigned __int128 m = (unsigned __int128)np_pcg_next64(g) * excl;
  uint64_t left = (uint64_t)m;
  if (left < excl) {
    uint64_t threshold = (UINT64_MAX - rng) % excl;
    while (left < threshold) {
      m = (unsigned __int128)np_pcg_next64(g) * excl;
      left = (uint64_t)m;
    }
  }
  return (uint64_t)(m >> 64);
}

static uint32_t lemire32(NpPCG64 *g, uint32_t rng) {
  uint32_t excl = rng + 1;
  uint64_t m = (uint64_t)np_pcg_next32(g) * excl;
  uint32_t left = (uint32_t)m;
  if (left < excl) {
    uint32_t threshold = (UINT32_MAX - rng) % excl;
    while (left < threshold) {
      m = (uint64_t)np_pcg_next32(g) * excl;
      left = (uint32_t)m;
    }
  }
  return (uint32_t)(m >> 32);
}

/* The 8/16-bit and bool paths' source: successive pieces of one 32-bit draw, low first. */
/* Inlined so that each fill loop gets its width as a constant. */
#define NARROW static inline __attribute__((always_inline))

NARROW uint32_t piece(NpPCG64 *g, int bits, NpPieces *p) {
  if (p->left == 0) {
    p->buf = np_pcg_next32(g);
    p->left = 32 / bits - 1;
  } else {
    p->buf >>= bits;
    p->left--;
  }
  return bits == 8 ? (p->buf & 0xff) : bits == 16 ? (p->buf & 0xffff) : (p->buf & 1);
}

/* Lemire on 8 or 16 bits, in that width's arithmetic. */
NARROW uint32_t lemire_small(NpPCG64 *g, int bits, NpPieces *p, uint32_t rng) {
  uint32_t full = bits == 8 ? 0xff : 0xffff, excl = rng + 1;
  uint32_t m = piece(g, bits, p) * excl, left = m & full;
  if (left < excl) {
    uint32_t threshold = (full - rng) % excl;
    while (left < threshold) {
      m = piece(g, bits, p) * excl;
      left = m & full;
    }
  }
  return m >> bits;
}

uint64_t np_rng_bounded64(NpPCG64 *g, uint64_t off, uint64_t rng) {
  if (rng == 0) return off;
  if (rng <= 0xffffffffULL)
    return off + (rng == 0xffffffffULL ? np_pcg_next32(g) : lemire32(g, (uint32_t)rng));
  if (rng == UINT64_MAX) return off + np_pcg_next64(g);
  return off + lemire64(g, rng);
}

NARROW uint64_t bounded_narrow(NpPCG64 *g, int bits, NpPieces *pieces, uint64_t off, uint64_t rng) {
  if (rng == 0) return off;
  uint32_t full = bits == 8 ? 0xff : bits == 16 ? 0xffff : 1;
  if (bits == 1 || rng == full) return off + piece(g, bits, pieces);
  return off + lemire_small(g, bits, pieces, (uint32_t)rng);
}

uint64_t np_rng_bounded(NpPCG64 *g, int bits, NpPieces *pieces, uint64_t off, uint64_t rng) {
  if (bits >= 32) return np_rng_bounded64(g, off, rng);
  return bits == 16  ? bounded_narrow(g, 16, pieces, off, rng)
         : bits == 8 ? bounded_narrow(g, 8, pieces, off, rng)
                     : bounded_narrow(g, 1, pieces, off, rng);
}

/* The 32- and 64-bit fills, by range case outside the loop (random_bounded_uint64_fill). */
#define WIDE_FILL(T)                                                                               \
  do {                                                                                             \
    T *o = out;                                                                                    \
    if (rng == 0)                                                                                  \
      for (int64_t i = 0; i < n; i++)                                                              \
        o[i] = (T)off;                                                                             \
    else if (rng < 0xffffffffULL)                                                                  \
      for (int64_t i = 0; i < n; i++)                                                              \
        o[i] = (T)(off + lemire32(g, (uint32_t)rng));                                              \
    else if (rng == 0xffffffffULL)                                                                 \
      for (int64_t i = 0; i < n; i++)                                                              \
        o[i] = (T)(off + np_pcg_next32(g));                                                        \
    else if (rng == UINT64_MAX)                                                                    \
      for (int64_t i = 0; i < n; i++)                                                              \
        o[i] = (T)(off + np_pcg_next64(g));                                                        \
    else                                                                                           \
      for (int64_t i = 0; i < n; i++)                                                              \
        o[i] = (T)(off + lemire64(g, rng));                                                        \
  } while (0)

void np_rng_bounded_fill(NpPCG64 *g, int bits, uint64_t off, uint64_t rng, int64_t n, void *out) {
  if (bits == 64) {
    WIDE_FILL(uint64_t);
    return;
  }
  if (bits == 32) {
    WIDE_FILL(uint32_t);
    return;
  }
  NpPieces p = {0, 0};
  if (bits == 16)
    for (int64_t i = 0; i < n; i++)
      ((uint16_t *)out)[i] = (uint16_t)bounded_narrow(g, 16, &p, off, rng);
  else if (bits == 8)
    for (int64_t i = 0; i < n; i++)
      ((uint8_t *)out)[i] = (uint8_t)bounded_narrow(g, 8, &p, off, rng);
  else
    for (int64_t i = 0; i < n; i++)
      ((uint8_t *)out)[i] = (uint8_t)bounded_narrow(g, 1, &p, off, rng);
}

/* ---- Poisson ---- */

double np_rng_poisson_lam_max(void) { return (double)INT64_MAX - sqrt((double)INT64_MAX) * 10; }

/* log-gamma by Stirling's series, shifted up to x >= 7 (random_loggam). */
static double loggam(double x) {
  static const double a[10] = {
      8.333333333333333e-02, -2.777777777777778e-03, 7.936507936507937e-04, -5.952380952380952e-04,
      8.417508417508418e-04, -1.917526917526918e-03, 6.410256410256410e-03, -2.955065359477124e-02,
      1.796443723688307e-01, -1.39243221690590e+00};
  if (x == 1.0 || x == 2.0) return 0.0;
  int64_t n = x < 7.0 ? (int64_t)(7 - x) : 0;
  double x0 = x + (double)n, x2 = (1.0 / x0) * (1.0 / x0), gl0 = a[9];
  for (int k = 8; k >= 0; k--) {
    gl0 *= x2;
    gl0 += a[k];
  }
  double gl = gl0 / x0 + 0.5 * 1.8378770664093453e+00 + (x0 - 0.5) * log(x0) - x0;
  if (x < 7.0) {
    for (int64_t k = 1; k <= n; k++) {
      gl -= log(x0 - 1.0);
      x0 -= 1.0;
    }
  }
  return gl;
}

double np_rng_loggam(double x) { return loggam(x); }

static int64_t poisson_mult(NpDoubles *g, double lam) {
  double enlam = exp(-lam), prod = 1.0;
  int64_t x = 0;
  for (;;) {
    prod *= g->next(g->state);
    if (prod <= enlam) return x;
    x++;
  }
}

/* Hoermann's transformed rejection with squeeze (PTRS). */
static int64_t poisson_ptrs(NpDoubles *g, double lam) {
  double slam = sqrt(lam), loglam = log(lam), b = 0.931 + 2.53 * slam;
  double a = -0.059 + 0.02483 * b, invalpha = 1.1239 + 1.1328 / (b - 3.4);
  double vr = 0.9277 - 3.6224 / (b - 2);
  for (;;) {
    double u = g->next(g->state) - 0.5, v = g->next(g->state), us = 0.5 - fabs(u);
    int64_t k = (int64_t)floor((2 * a / us + b) * u + lam + 0.43);
    if (us >= 0.07 && v <= vr) return k;
    if (k < 0 || (us < 0.013 && v > us)) continue;
    if (log(v) + log(invalpha) - log(a / (us * us) + b) <=
        -lam + (double)k * loglam - loggam((double)(k + 1)))
      return k;
  }
}

int64_t np_rng_poisson_from(NpDoubles *g, double lam) {
  if (lam >= 10) return poisson_ptrs(g, lam);
  if (lam == 0) return 0;
  return poisson_mult(g, lam);
}

/* ---- binomial ---- */

static int64_t binomial_inversion(NpDoubles *g, int64_t n, double p, NpBinomial *c) {
  if (!c->has || c->nsave != n || c->psave != p) {
    c->nsave = n;
    c->psave = p;
    c->has = true;
    c->q = 1.0 - p;
    c->r = exp((double)n * log(c->q));
    c->c = (double)n * p;
    c->m = (int64_t)fmin((double)n, c->c + 10.0 * sqrt(c->c * c->q + 1));
  }
  double q = c->q, qn = c->r, px = qn, u = g->next(g->state);
  int64_t x = 0, bound = c->m;
  while (u > px) {
    x++;
    if (x > bound) {
      x = 0;
      px = qn;
      u = g->next(g->state);
    } else {
      u -= px;
      px = ((double)(n - x + 1) * p * px) / ((double)x * q);
    }
  }
  return x;
}

static void btpe_setup(NpBinomial *c, int64_t n, double p) {
  c->nsave = n;
  c->psave = p;
  c->has = true;
  double r = c->r = fmin(p, 1.0 - p), q = c->q = 1.0 - r;
  c->fm = (double)n * r + r;
  c->m = (int64_t)floor(c->fm);
  c->p1 = floor(2.195 * sqrt((double)n * r * q) - 4.6 * q) + 0.5;
  c->xm = (double)c->m + 0.5;
  c->xl = c->xm - c->p1;
  c->xr = c->xm + c->p1;
  c->c = 0.134 + 20.5 / (15.3 + (double)c->m);
  double a = (c->fm - c->xl) / (c->fm - c->xl * r);
  c->laml = a * (1.0 + a / 2.0);
  a = (c->xr - c->fm) / (c->xr * q);
  c->lamr = a * (1.0 + a / 2.0);
  c->p2 = c->p1 * (1.0 + 2.0 * c->c);
  c->p3 = c->p2 + c->c / c->laml;
  c->p4 = c->p3 + c->c / c->lamr;
}

/* Stirling-corrected log ratio for BTPE's final acceptance test (step 5.3). */
static double stirling_term(double v) {
  double v2 = v * v;
  return (13680. - (462. - (132. - (99. - 140. / v2) / v2) / v2) / v2) / v / 166320.;
}

/* BTPE step 5: accept y given v, by the recursive ratio for near y or the squeeze otherwise. */
static bool btpe_accept(const NpBinomial *c, int64_t n, int64_t y, double v) {
  double r = c->r, q = c->q, nrq = (double)n * r * q;
  int64_t m = c->m, k = llabs(y - m);
  if (!(k > 20 && (double)k < nrq / 2.0 - 1)) {
    double s = r / q, a = s * (double)(n + 1), f = 1.0;
    if (m < y)
      for (int64_t i = m + 1; i <= y; i++)
        f *= (a / (double)i - s);
    else if (m > y)
      for (int64_t i = y + 1; i <= m; i++)
        f /= (a / (double)i - s);
    return v <= f;
  }
  double kd = (double)k;
  double rho = (kd / nrq) * ((kd * (kd / 3.0 + 0.625) + 0.16666666666666666) / nrq + 0.5);
  /* -k * k is integer arithmetic in the reference (wrapping where k * k overflows) */
  double t = (double)(int64_t)(0 - (uint64_t)k * (uint64_t)k) / (2 * nrq), big_a = log(v);
  if (big_a < t - rho) return true;
  if (big_a > t + rho) return false;
  double x1 = (double)(y + 1), f1 = (double)(m + 1), z = (double)(n + 1 - m),
         w = (double)(n - y + 1);
  double bound = c->xm * log(f1 / x1) + ((double)(n - m) + 0.5) * log(z / w) +
                 (double)(y - m) * log(w * r / (x1 * q)) + stirling_term(f1) + stirling_term(z) +
                 stirling_term(x1) + stirling_term(w);
  return !(big_a > bound);
}

static int64_t binomial_btpe(NpDoubles *g, int64_t n, double p, NpBinomial *c) {
  if (!c->has || c->nsave != n || c->psave != p) btpe_setup(c, n, p);
  int64_t y;
  for (;;) {
    double u = g->next(g->state) * c->p4, v = g->next(g->state);
    if (u <= c->p1) { /* the triangle: accept at once */
      y = (int64_t)floor(c->xm - c->p1 * v + u);
      break;
    }
    if (u <= c->p2) { /* the parallelograms */
      double x = c->xl + (u - c->p1) / c->c;
      v = v * c->c + 1.0 - fabs((double)c->m - x + 0.5) / c->p1;
      if (v > 1.0) continue;
      y = (int64_t)floor(x);
    } else if (u <= c->p3) { /* the left exponential tail */
      y = (int64_t)floor(c->xl + log(v) / c->laml);
      if (y < 0 || v == 0.0) continue;
      v = v * (u - c->p2) * c->laml;
    } else { /* the right exponential tail */
      y = (int64_t)floor(c->xr - log(v) / c->lamr);
      if (y > n || v == 0.0) continue;
      v = v * (u - c->p3) * c->lamr;
    }
    if (btpe_accept(c, n, y, v)) break;
  }
  return p > 0.5 ? n - y : y;
}

int64_t np_rng_binomial_from(NpDoubles *g, double p, int64_t n, NpBinomial *cache, bool legacy) {
  if (!legacy && (n == 0 || p == 0.0)) return 0; /* the legacy sampler draws even then */
  if (p <= 0.5)
    return p * (double)n <= 30.0 ? binomial_inversion(g, n, p, cache)
                                 : binomial_btpe(g, n, p, cache);
  double q = 1.0 - p;
  return q * (double)n <= 30.0 ? n - binomial_inversion(g, n, q, cache)
                               : n - binomial_btpe(g, n, q, cache);
}

static double pcg_double(void *g) { return np_pcg_double(g); }

int64_t np_rng_poisson(NpPCG64 *g, double lam) {
  NpDoubles src = {pcg_double, g};
  return np_rng_poisson_from(&src, lam);
}

int64_t np_rng_binomial(NpPCG64 *g, double p, int64_t n, NpBinomial *cache) {
  NpDoubles src = {pcg_double, g};
  return np_rng_binomial_from(&src, p, n, cache, false);
}
