/* np_half.c — np.float16: conversions between IEEE binary16 bits and float/double with
 * NumPy's rounding (round to nearest, ties to even, from the exact source value), the
 * elementwise loops of float16 (NumPy computes each element in float32 and rounds the result
 * back: here the float32 loop runs over converted chunks), and the reduction kernels
 * (add.reduce sums a buffer pairwise in float32, multiply.reduce multiplies in float32, and
 * each buffer's result is rounded to float16, as NumPy's HALF loops do). */
#include <fenv.h>
#include <math.h>
#include <string.h>

#include "np_half.h"
#include "np_loops.h"

float np_half_to_float(uint16_t h) {
  uint32_t sign = (uint32_t)(h & 0x8000u) << 16, exp = (h >> 10) & 0x1fu, frac = h & 0x3ffu;
  if (exp == 0) { /* zero or subnormal: frac units of 2**-24, exact in float */
    float v = (float)frac * 0x1p-24f;
    return sign ? -v : v;
  }
  uint32_t bits = exp == 0x1f ? sign | 0x7f800000u | (frac << 13)
                              : sign | ((exp + 112) << 23) | (frac << 13);
  float f;
  memcpy(&f, &bits, 4);
  return f;
}

/* Exact too; a NaN keeps its payload bits (no quieting, as npy_halfbits_to_doublebits). */
double np_half_to_double(uint16_t h) {
  if ((h & 0x7c00u) != 0x7c00u) return np_half_to_float(h);
  uint64_t bits = (uint64_t)(h & 0x8000u) << 48 | UINT64_C(0x7ff0000000000000) |
                  (uint64_t)(h & 0x3ffu) << 42;
  double d;
  memcpy(&d, &bits, 8);
  return d;
}

/* The half nearest to m * 2**(e - (p - 1)), m a p-bit significand with its top bit set: the
 * last kept bit is worth 2**(max(e, -14) - 10) (subnormals below -14), the rest rounds to
 * nearest even; a carry out of the significand moves to the next binade (or to inf). */
static uint16_t half_round(uint16_t sign, int e, uint64_t m, int p) {
  int unit = (e < -14 ? -14 : e) - 10;
  int shift = unit - (e - (p - 1));
  if (shift > p) return sign; /* below half of the smallest subnormal */
  uint64_t q = m >> shift, r = m & ((UINT64_C(1) << shift) - 1), half = UINT64_C(1) << (shift - 1);
  if (r > half || (r == half && (q & 1))) q++;
  uint32_t bits = e < -14 ? (uint32_t)q : ((uint32_t)(e + 15) << 10) + (uint32_t)(q - 0x400);
  if (bits >= 0x7c00u) { /* finite overflowed to inf: NumPy reports it as an overflow */
    feraiseexcept(FE_OVERFLOW);
    return (uint16_t)(sign | 0x7c00u);
  }
  return (uint16_t)(sign | bits);
}

/* inf stays inf; a NaN keeps the top ten bits of its payload (and stays a NaN) */
static uint16_t half_special(uint16_t sign, uint64_t frac_top10, bool nan) {
  if (!nan) return (uint16_t)(sign | 0x7c00u);
  uint16_t f = (uint16_t)(frac_top10 & 0x3ffu);
  return (uint16_t)(sign | 0x7c00u | (f ? f : 1));
}

uint16_t np_half_from_float(float x) {
  uint32_t b;
  memcpy(&b, &x, 4);
  uint16_t sign = (uint16_t)((b >> 16) & 0x8000u);
  uint32_t exp = (b >> 23) & 0xffu, frac = b & 0x7fffffu;
  if (exp == 0xff) return half_special(sign, frac >> 13, frac != 0);
  if (exp == 0) return sign; /* float subnormals are far below half's range */
  return half_round(sign, (int)exp - 127, frac | 0x800000u, 24);
}

uint16_t np_half_from_double(double x) {
  uint64_t b;
  memcpy(&b, &x, 8);
  uint16_t sign = (uint16_t)((b >> 48) & 0x8000u);
  int exp = (int)((b >> 52) & 0x7ffu);
  uint64_t frac = b & ((UINT64_C(1) << 52) - 1);
  if (exp == 0x7ff) return half_special(sign, frac >> 42, frac != 0);
  if (exp == 0) return sign;
  return half_round(sign, exp - 1023, frac | (UINT64_C(1) << 52), 53);
}

static inline float ld(const char *p) {
  uint16_t h;
  memcpy(&h, p, 2);
  return np_half_to_float(h);
}

static inline void st(char *p, float v) {
  uint16_t h = np_half_from_float(v);
  memcpy(p, &h, 2);
}

/* ---- elementwise loops: the float32 loop f over converted chunks ---- */
#define HALF_CHUNK 256

/* Whether input a (stride sa) and the output o (stride so) share memory other than element for
 * element (in place): then each element must be read after the ones before it were written
 * (accumulate's recurrence reads the output it just wrote). */
static bool overlaps(const char *a, int64_t sa, const char *o, int64_t so, int64_t n) {
  if (n <= 1 || (a == o && sa == so)) return false;
  const char *alo = sa < 0 ? a + sa * (n - 1) : a, *ahi = (sa < 0 ? a : a + sa * (n - 1)) + 2;
  const char *olo = so < 0 ? o + so * (n - 1) : o, *ohi = (so < 0 ? o : o + so * (n - 1)) + 2;
  return alo < ohi && olo < ahi;
}

static void half_run(NpLoop f, int nin, bool bool_out, int64_t n, char **p, const int64_t *s) {
  float in[2][HALF_CHUNK], out[HALF_CHUNK];
  int64_t chunk = HALF_CHUNK;
  for (int k = 0; k < nin; k++)
    if (overlaps(p[k], s[k], p[nin], s[nin], n)) chunk = 1;
  for (int64_t at = 0; at < n; at += chunk) {
    int64_t m = n - at < chunk ? n - at : chunk;
    char *fp[3];
    int64_t fs[3];
    for (int k = 0; k < nin; k++) { /* the whole chunk is read before any of it is written */
      const char *src = p[k] + at * s[k];
      for (int64_t i = 0; i < m; i++) in[k][i] = ld(src + i * s[k]);
      fp[k] = (char *)in[k];
      fs[k] = 4;
    }
    fp[nin] = (char *)out;
    fs[nin] = bool_out ? 1 : 4;
    f(m, fp, fs);
    char *dst = p[nin] + at * s[nin];
    if (bool_out) {
      for (int64_t i = 0; i < m; i++) dst[i * s[nin]] = ((const char *)out)[i];
    } else {
      for (int64_t i = 0; i < m; i++) st(dst + i * s[nin], out[i]);
    }
  }
}

#define X(e, name, cls)                                                                  \
  static void h2_##e(int64_t n, char **p, const int64_t *s) {                            \
    half_run(np_binary_loop(NPB_##e, DT_FLOAT32), 2, cls == NPC_CMP, n, p, s);           \
  }
NP_BINARY_OPS(X)
#undef X
#define X(e, name, cls)                                                                  \
  static void h1_##e(int64_t n, char **p, const int64_t *s) {                            \
    half_run(np_unary_loop(NPU_##e, DT_FLOAT32), 1, cls == NPC_PRED, n, p, s);           \
  }
NP_UNARY_OPS(X)
#undef X

static const NpLoop half_binary[NPB_COUNT] = {
#define X(e, name, cls) h2_##e,
    NP_BINARY_OPS(X)
#undef X
};
static const NpLoop half_unary[NPU_COUNT] = {
#define X(e, name, cls) h1_##e,
    NP_UNARY_OPS(X)
#undef X
};

NpLoop np_half_binary_loop(NpBinary op) {
  return np_binary_loop(op, DT_FLOAT32) ? half_binary[op] : NULL;
}

NpLoop np_half_unary_loop(NpUnary op) {
  return np_unary_loop(op, DT_FLOAT32) ? half_unary[op] : NULL;
}

/* ---- reductions ---- */
#define PW_BLOCKSIZE 128
#define NP_BUFSIZE 8192

/* NumPy's pairwise summation of halves, its accumulators in float32 */
static float sumrun(const char *a, int64_t n, int64_t s) {
  if (n < 8) {
    float res = 0;
    for (int64_t i = 0; i < n; i++) res += ld(a + i * s);
    return res;
  }
  if (n <= PW_BLOCKSIZE) {
    float r[8];
    for (int j = 0; j < 8; j++) r[j] = ld(a + j * s);
    int64_t i;
    for (i = 8; i < n - (n % 8); i += 8)
      for (int j = 0; j < 8; j++) r[j] += ld(a + (i + j) * s);
    float res = ((r[0] + r[1]) + (r[2] + r[3])) + ((r[4] + r[5]) + (r[6] + r[7]));
    for (; i < n; i++) res += ld(a + i * s);
    return res;
  }
  int64_t n2 = n / 2;
  n2 -= n2 % 8;
  return sumrun(a, n2, s) + sumrun(a + n2 * s, n - n2, s);
}

static float fold_op(int op, float acc, float x) {
  switch (op) {
    case 0: return acc + x;
    case 1: return acc * x;
    case 2: return (acc >= x || isnan(acc)) ? acc : x;
    default: return (acc <= x || isnan(acc)) ? acc : x;
  }
}

/* Folds a run into *out (os == 0) one buffer at a time, or combines elementwise. */
static void half_reduce(int op, int64_t n, const char *in, int64_t is, char *out, int64_t os) {
  if (os != 0) {
    for (int64_t i = 0; i < n; i++) st(out + i * os, fold_op(op, ld(out + i * os), ld(in + i * is)));
    return;
  }
  for (int64_t c = 0; c < n; c += NP_BUFSIZE) {
    int64_t m = n - c < NP_BUFSIZE ? n - c : NP_BUFSIZE;
    const char *a = in + c * is;
    float acc = ld(out);
    if (op == 0) {
      acc += sumrun(a, m, is);
    } else {
      for (int64_t i = 0; i < m; i++) acc = fold_op(op, acc, ld(a + i * is));
    }
    st(out, acc);
  }
}

static void hred_sum(int64_t n, const char *in, int64_t is, char *out, int64_t os) {
  half_reduce(0, n, in, is, out, os);
}
static void hred_prod(int64_t n, const char *in, int64_t is, char *out, int64_t os) {
  half_reduce(1, n, in, is, out, os);
}
static void hred_max(int64_t n, const char *in, int64_t is, char *out, int64_t os) {
  half_reduce(2, n, in, is, out, os);
}
static void hred_min(int64_t n, const char *in, int64_t is, char *out, int64_t os) {
  half_reduce(3, n, in, is, out, os);
}

NpRedKernel np_half_reduce_kernel(int op) {
  static const NpRedKernel k[4] = {hred_sum, hred_prod, hred_max, hred_min};
  return k[op];
}

/* cumsum/cumprod in place over data viewed as (outer, n, inner): each step is one HALF_add or
 * HALF_multiply, rounded to float16. */
void np_half_cumulate(char *data, int64_t outer, int64_t n, int64_t inner, bool prod) {
  for (int64_t o = 0; o < outer; o++, data += 2 * n * inner)
    for (int64_t i = 1; i < n; i++)
      for (int64_t j = 0; j < inner; j++) {
        char *cur = data + 2 * (i * inner + j);
        float prev = ld(cur - 2 * inner), x = ld(cur);
        st(cur, prod ? prev * x : prev + x);
      }
}
