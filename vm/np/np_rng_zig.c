/* np_rng_zig.c — standard normal and standard exponential draws for the Generator API: the
 * 256-strip ziggurats of Marsaglia & Tsang ("The Ziggurat Method for Generating Random
 * Variables", 2000) as NumPy 1.24's distributions.c draws from them, in double and float.
 *
 * The tables are computed here, once, from the method's recursion. Strip i spans [0, x_i] with
 * x_255 = r (the tail's start) and every strip of area v: x_{i-1} = f^-1(f(x_i) + v / x_i).
 * k_i = x_{i-1}/x_i scaled to the draw's integer width (acceptance without multiplying),
 * w_i = x_i over that width, f_i = f(x_i); strip 0 is the base plus tail, w_0 = v / f(r).
 * NumPy's published tables came from particular computations, which this file repeats:
 *  - normal (f = exp(-x^2/2)): r = 3.6541528853610088, v = 0.0049286732339746519, the
 *    recursion run in double precision, k rounded to nearest-even. The machine that made
 *    NumPy's tables rounded exp() one ulp up at x_38 (f_38 = 0.6773880362187735), and that
 *    ulp propagates to x_37 .. x_1, so f_38 is taken one ulp up here too;
 *  - exponential (f = exp(-x)): r = 7.69711747013104971, v = r e^-r + e^-r exactly, the
 *    recursion run in quad precision and rounded once; the float tables w and f went through
 *    9 significant decimal digits. k_0 is computed in double. The other k of the double table
 *    can differ from NumPy's by 1-2 units in 2^53 (its generator's rounding is unknown), which
 *    changes an outcome only for a draw landing within 2 of a threshold: probability ~2^-52.
 */
#include <math.h>
#include <pthread.h>
#include <quadmath.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "np_rng.h"

#define NOR_R 3.6541528853610087963519472518
#define NOR_INV_R 0.27366123732975827203338247596
#define NOR_V 0.0049286732339746519
#define EXP_R 7.6971174701310497140446280481
#define EXP_R_Q 7.6971174701310497140446280481Q
#define NOR_R_F 3.6541528853610087963519472518f
#define NOR_INV_R_F 0.27366123732975827203338247596f
#define EXP_R_F 7.6971174701310497140446280481f

typedef struct Zig {
  uint64_t ki[256], ke[256];
  double wi[256], fi[256], we[256], fe[256];
  uint32_t ki_f[256], ke_f[256];
  float wi_f[256], fi_f[256], we_f[256], fe_f[256];
} Zig;

static Zig z;
static pthread_once_t z_once = PTHREAD_ONCE_INIT;

static void build_normal(void) {
  double x[256], f[256];
  x[255] = NOR_R;
  f[255] = exp(-0.5 * NOR_R * NOR_R);
  x[0] = 0.0;
  f[0] = 1.0;
  for (int i = 254; i >= 1; i--) {
    x[i] = sqrt(-2.0 * log(f[i + 1] + NOR_V / x[i + 1]));
    f[i] = exp(-0.5 * x[i] * x[i]);
    if (i == 38) f[i] = nextafter(f[i], 1.0); /* the reference tables' exp (header comment) */
  }
  for (int i = 0; i < 256; i++) {
    double ratio = i ? x[i - 1] / x[i] : NOR_R * f[255] / NOR_V;
    double w = i ? x[i] : NOR_V / f[255];
    z.ki[i] = (uint64_t)rint(ratio * 0x1p52);
    z.ki_f[i] = (uint32_t)rint(ratio * 0x1p23);
    z.wi[i] = w / 0x1p52;
    z.wi_f[i] = (float)(w / 0x1p23);
    z.fi[i] = f[i];
    z.fi_f[i] = (float)f[i];
  }
}

/* A float table entry as the reference header printed it: 9 significant digits. */
static float nine_digits(__float128 v) {
  char buf[32];
  snprintf(buf, sizeof buf, "%.8e", (double)v);
  return strtof(buf, NULL);
}

static void build_exponential(void) {
  __float128 x[256], er = expq(-EXP_R_Q), v = EXP_R_Q * er + er;
  x[255] = EXP_R_Q;
  x[0] = 0;
  for (int i = 254; i >= 1; i--)
    x[i] = -logq(v / x[i + 1] + expq(-x[i + 1]));
  double k0 = EXP_R * exp(-EXP_R) / (double)v;
  for (int i = 0; i < 256; i++) {
    __float128 w = i ? x[i] : v / er, f = i ? expq(-x[i]) : 1;
    double ratio = i ? (double)x[i - 1] / (double)x[i] : k0;
    z.ke[i] = i ? (uint64_t)rintq(x[i - 1] / x[i] * 0x1p53Q) : (uint64_t)rint(k0 * 0x1p53);
    z.ke_f[i] = (uint32_t)rint(ratio * 0x1p23);
    z.we[i] = (double)(w / 0x1p53Q);
    z.we_f[i] = nine_digits(w / 0x1p23Q);
    z.fe[i] = (double)f;
    z.fe_f[i] = nine_digits(f);
  }
}

static void build_tables(void) {
  build_normal();
  build_exponential();
}

static inline const Zig *tables(void) {
  pthread_once(&z_once, build_tables);
  return &z;
}

/* -x when neg (the sign bit flipped, so 0.0 becomes -0.0 as negation does), without a branch:
 * the sign is a coin toss, which a branch predictor cannot learn. */
static inline double flip_sign(double x, uint64_t neg) {
  uint64_t bits;
  memcpy(&bits, &x, sizeof bits);
  bits ^= neg << 63;
  memcpy(&x, &bits, sizeof x);
  return x;
}

static inline float flip_sign_f(float x, uint32_t neg) {
  uint32_t bits;
  memcpy(&bits, &x, sizeof bits);
  bits ^= neg << 31;
  memcpy(&x, &bits, sizeof x);
  return x;
}

/* random_standard_normal: 8 bits pick the strip, 1 the sign, 52 the abscissa. */
static inline double normal(const Zig *t, NpPCG64 *g) {
  for (;;) {
    uint64_t r = np_pcg_next64(g);
    int idx = (int)(r & 0xff);
    r >>= 8;
    uint64_t rabs = (r >> 1) & 0x000fffffffffffffULL;
    double x = flip_sign((double)rabs * t->wi[idx], r & 1);
    if (rabs < t->ki[idx]) return x;
    if (idx == 0) {
      for (;;) { /* the tail, by Marsaglia's method; 1 - U keeps log away from 0 */
        double xx = -NOR_INV_R * log1p(-np_pcg_double(g));
        double yy = -log1p(-np_pcg_double(g));
        if (yy + yy > xx * xx) return ((rabs >> 8) & 1) ? -(NOR_R + xx) : NOR_R + xx;
      }
    }
    if ((t->fi[idx - 1] - t->fi[idx]) * np_pcg_double(g) + t->fi[idx] < exp(-0.5 * x * x)) return x;
  }
}

/* random_standard_normal_f: a 32-bit draw split 8/1/23. The wedge test compares in double. */
static inline float normal_f(const Zig *t, NpPCG64 *g) {
  for (;;) {
    uint32_t r = np_pcg_next32(g);
    int idx = (int)(r & 0xff);
    uint32_t rabs = (r >> 9) & 0x7fffff;
    float x = flip_sign_f((float)rabs * t->wi_f[idx], (r >> 8) & 1);
    if (rabs < t->ki_f[idx]) return x;
    if (idx == 0) {
      for (;;) {
        float xx = -NOR_INV_R_F * log1pf(-np_pcg_float(g));
        float yy = -log1pf(-np_pcg_float(g));
        if (yy + yy > xx * xx) return ((rabs >> 8) & 1) ? -(NOR_R_F + xx) : NOR_R_F + xx;
      }
    }
    float lhs = (t->fi_f[idx - 1] - t->fi_f[idx]) * np_pcg_float(g) + t->fi_f[idx];
    if (lhs < exp(-0.5 * x * x)) return x;
  }
}

/* random_standard_exponential: 3 bits dropped, 8 pick the strip, 53 the abscissa. A rejected
 * draw starts over. */
static inline double exponential(const Zig *t, NpPCG64 *g) {
  for (;;) {
    uint64_t ri = np_pcg_next64(g) >> 3;
    int idx = (int)(ri & 0xff);
    ri >>= 8;
    double x = (double)ri * t->we[idx];
    if (ri < t->ke[idx]) return x;
    if (idx == 0) return EXP_R - log1p(-np_pcg_double(g));
    if ((t->fe[idx - 1] - t->fe[idx]) * np_pcg_double(g) + t->fe[idx] < exp(-x)) return x;
  }
}

static inline float exponential_f(const Zig *t, NpPCG64 *g) {
  for (;;) {
    uint32_t ri = np_pcg_next32(g) >> 1;
    int idx = (int)(ri & 0xff);
    ri >>= 8;
    float x = (float)ri * t->we_f[idx];
    if (ri < t->ke_f[idx]) return x;
    if (idx == 0) return EXP_R_F - log1pf(-np_pcg_float(g));
    if ((t->fe_f[idx - 1] - t->fe_f[idx]) * np_pcg_float(g) + t->fe_f[idx] < expf(-x)) return x;
  }
}

/* One draw, or n of them with the tables looked up once. */
double np_rng_normal(NpPCG64 *g) { return normal(tables(), g); }
double np_rng_exponential(NpPCG64 *g) { return exponential(tables(), g); }

void np_rng_normal_fill(NpPCG64 *g, double *out, int64_t n) {
  const Zig *t = tables();
  for (int64_t i = 0; i < n; i++)
    out[i] = normal(t, g);
}

void np_rng_normal_fill_f(NpPCG64 *g, float *out, int64_t n) {
  const Zig *t = tables();
  for (int64_t i = 0; i < n; i++)
    out[i] = normal_f(t, g);
}

void np_rng_exponential_fill(NpPCG64 *g, double *out, int64_t n) {
  const Zig *t = tables();
  for (int64_t i = 0; i < n; i++)
    out[i] = exponential(t, g);
}

void np_rng_exponential_fill_f(NpPCG64 *g, float *out, int64_t n) {
  const Zig *t = tables();
  for (int64_t i = 0; i < n; i++)
    out[i] = exponential_f(t, g);
}
