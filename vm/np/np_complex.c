/* np_complex.c — complex64 and complex128: their elementwise loops as NumPy 1.24's umath
 * computes them (Smith's division scaled by a reciprocal, lexicographic comparisons that skip a
 * NaN imaginary part as NumPy's CGT/CLT do, npy_cpow's repeated products for small integer
 * powers, glibc's cexp/clog/csqrt/... where NumPy calls the C library), the reduction kernels
 * (add.reduce's pairwise sum over interleaved parts, products, cumulative sums), the parts
 * (a.real, a.imag as views, and their assignment), np.real, np.imag, np.angle,
 * np.iscomplexobj/isrealobj, and the |x - mean|**2 step of np.var for complex input.
 */
#include <complex.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "np_loops.h"
#include "np_svml.h"
#include "../obj/complex.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

/* The float dtype of a complex dtype's parts. */
DType np_complex_part(DType c) { return c == DT_COMPLEX64 ? DT_FLOAT32 : DT_FLOAT64; }

/* NumPy's lexicographic order of complex numbers (loops.c.src: CGE, CLE, CGT, CLT). */
#define CGE(xr, xi, yr, yi) ((xr > yr && !isnan(xi) && !isnan(yi)) || (xr == yr && xi >= yi))
#define CLE(xr, xi, yr, yi) ((xr < yr && !isnan(xi) && !isnan(yi)) || (xr == yr && xi <= yi))
#define CGT(xr, xi, yr, yi) ((xr > yr && !isnan(xi) && !isnan(yi)) || (xr == yr && xi > yi))
#define CLT(xr, xi, yr, yi) ((xr < yr && !isnan(xi) && !isnan(yi)) || (xr == yr && xi < yi))

/* ---- scalar helpers, one set per part type (S: libm suffix) ---- */
#define C_HELPERS(E, F, S)                                                                  \
  typedef struct { F re, im; } C_##E;                                                       \
  static inline C_##E cmul_##E(C_##E a, C_##E b) {                                          \
    return (C_##E){a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re};                   \
  }                                                                                         \
  static inline C_##E cdiv_##E(C_##E a, C_##E b) {                                          \
    F abr = fabs##S(b.re), abi = fabs##S(b.im);                                             \
    if (abr >= abi) {                                                                       \
      if (abr == 0 && abi == 0) return (C_##E){a.re / abr, a.im / abi};                     \
      F rat = b.im / b.re, scl = (F)1.0 / (b.re + b.im * rat);                              \
      return (C_##E){(a.re + a.im * rat) * scl, (a.im - a.re * rat) * scl};                 \
    }                                                                                       \
    F rat = b.re / b.im, scl = (F)1.0 / (b.im + b.re * rat);                                \
    return (C_##E){(a.re * rat + a.im) * scl, (a.im * rat - a.re) * scl};                   \
  }                                                                                         \
  static inline C_##E cmul_fma_##E(C_##E a, C_##E b) {                                     \
    if (sizeof(F) == sizeof(float)) return cmul_##E(a, b);                                  \
    return (C_##E){fma##S(a.re, b.re, -(a.im * b.im)), fma##S(a.re, b.im, a.im * b.re)};    \
  }                                                                                         \
  /* npy_cpow: exact small integer powers by repeated products, else the C library */      \
  static C_##E cpow_##E(C_##E a, C_##E b) {                                                 \
    if (b.re == 0 && b.im == 0) return (C_##E){1, 0};                                       \
    if (a.re == 0 && a.im == 0) {                                                           \
      if (b.re > 0 && b.im == 0) return (C_##E){0, 0};                                      \
      volatile F inf = INFINITY;                                                            \
      inf -= INFINITY; /* raises 'invalid', as NumPy does */                                \
      return (C_##E){NAN, NAN};                                                             \
    }                                                                                       \
    int64_t n = fabs##S(b.re) < 100 ? (int64_t)b.re : 100;                                  \
    if (b.im == 0 && (F)n == b.re && n > -100 && n < 100) {                                 \
      if (n == 1) return a;                                                                 \
      if (n == 2) return cmul_##E(a, a);                                                    \
      if (n == 3) return cmul_##E(a, cmul_##E(a, a));                                       \
      C_##E acc = {1, 0}, p = a;                                                            \
      int64_t m = n < 0 ? -n : n;                                                           \
      for (int64_t mask = 1;; mask <<= 1) {                                                 \
        if (m & mask) acc = cmul_##E(acc, p);                                               \
        if (m < (mask << 1)) break;                                                         \
        p = cmul_##E(p, p);                                                                 \
      }                                                                                     \
      return b.re < 0 ? cdiv_##E((C_##E){1, 0}, acc) : acc;                                 \
    }                                                                                       \
    F _Complex r = cpow##S(a.re + a.im * (F _Complex)I, b.re + b.im * (F _Complex)I);       \
    return (C_##E){creal##S(r), cimag##S(r)};                                               \
  }
C_HELPERS(COMPLEX64, float, f)
C_HELPERS(COMPLEX128, double, )

/* ---- loop templates: x = (xr, xi), y = (yr, yi); OUT is the output's element type ---- */
#define CLOOP2(OP, E, F, OUT, BODY)                                                        \
  static void c2_##OP##_##E(int64_t n, char **p, const int64_t *s) {                       \
    char *a = p[0], *b = p[1], *o = p[2];                                                  \
    for (int64_t i = 0; i < n; i++, a += s[0], b += s[1], o += s[2]) {                     \
      const F xr = ((const F *)a)[0], xi = ((const F *)a)[1];                              \
      const F yr = ((const F *)b)[0], yi = ((const F *)b)[1];                              \
      OUT *out = (OUT *)o;                                                                 \
      BODY;                                                                                \
    }                                                                                      \
  }
#define CLOOP1(OP, E, F, OUT, BODY)                                                        \
  static void c1_##OP##_##E(int64_t n, char **p, const int64_t *s) {                       \
    char *a = p[0], *o = p[1];                                                             \
    for (int64_t i = 0; i < n; i++, a += s[0], o += s[1]) {                                \
      const F xr = ((const F *)a)[0], xi = ((const F *)a)[1];                              \
      OUT *out = (OUT *)o;                                                                 \
      BODY;                                                                                \
    }                                                                                      \
  }
#define SET(r, i) (out[0] = (r), out[1] = (i))
#define SETC(E, z) do { C_##E z_ = (z); out[0] = z_.re; out[1] = z_.im; } while (0)
/* a C library function of one complex argument */
#define LIBM(fn, F, S) do {                                                                   \
    F _Complex r_ = fn##S(xr + xi * (F _Complex)I);                                        \
    SET(creal##S(r_), cimag##S(r_));                                                       \
  } while (0)

/* NumPy's nc_log10 / nc_log2: clog with both parts times log10(e) or log2(e) */
#define LOG_SCALED(F, S, K) do {                                                              \
    F _Complex r_ = clog##S(xr + xi * (F _Complex)I);                                      \
    SET(creal##S(r_) * (F)(K), cimag##S(r_) * (F)(K));                                     \
  } while (0)

/* 1 / (xr + xi j) as NumPy's reciprocal loop computes it: Smith's division by the larger part */
#define C_RECIP(E, F, S)                                                                   \
  static inline C_##E crecip_##E(F xr, F xi) {                                             \
    if (fabs##S(xi) <= fabs##S(xr)) {                                                      \
      F r = xi / xr, d = xr + xi * r;                                                      \
      return (C_##E){1 / d, -r / d};                                                       \
    }                                                                                      \
    F r = xr / xi, d = xr * r + xi;                                                        \
    return (C_##E){r / d, -1 / d};                                                         \
  }
C_RECIP(COMPLEX64, float, f)
C_RECIP(COMPLEX128, double, )

/* X(OP, output type, body) over E, F (part type), S (libm suffix) */
#define C_BINARY(X, E, F, S)                                                               \
  X(ADD, E, F, F, SET(xr + yr, xi + yi)) X(SUB, E, F, F, SET(xr - yr, xi - yi))             \
  X(DIV, E, F, F, SETC(E, cdiv_##E((C_##E){xr, xi}, (C_##E){yr, yi})))                         \
  X(POW, E, F, F, SETC(E, cpow_##E((C_##E){xr, xi}, (C_##E){yr, yi})))                         \
  X(EQ, E, F, uint8_t, *out = xr == yr && xi == yi)                                         \
  X(NE, E, F, uint8_t, *out = xr != yr || xi != yi)                                         \
  X(LT, E, F, uint8_t, *out = CLT(xr, xi, yr, yi)) X(LE, E, F, uint8_t, *out = CLE(xr, xi, yr, yi)) \
  X(GT, E, F, uint8_t, *out = CGT(xr, xi, yr, yi)) X(GE, E, F, uint8_t, *out = CGE(xr, xi, yr, yi)) \
  X(LAND, E, F, uint8_t, *out = (xr || xi) && (yr || yi))                                   \
  X(LOR, E, F, uint8_t, *out = (xr || xi) || (yr || yi))                                    \
  X(LXOR, E, F, uint8_t, *out = (xr || xi) != (yr || yi))                                   \
  X(MAXIMUM, E, F, F, (isnan(xr) || isnan(xi) || CGE(xr, xi, yr, yi)) ? SET(xr, xi) : SET(yr, yi)) \
  X(MINIMUM, E, F, F, (isnan(xr) || isnan(xi) || CLE(xr, xi, yr, yi)) ? SET(xr, xi) : SET(yr, yi)) \
  X(FMAX, E, F, F, (isnan(yr) || isnan(yi) || CGE(xr, xi, yr, yi)) ? SET(xr, xi) : SET(yr, yi)) \
  X(FMIN, E, F, F, (isnan(yr) || isnan(yi) || CLE(xr, xi, yr, yi)) ? SET(xr, xi) : SET(yr, yi))

#define C_UNARY(X, E, F, S)                                                                \
  X(NEG, E, F, F, SET(-xr, -xi)) X(POS, E, F, F, SET(xr, xi)) X(CONJ, E, F, F, SET(xr, -xi)) \
  X(SQUARE, E, F, F, SET(xr * xr - xi * xi, xr * xi + xi * xr))                             \
  X(SIGN, E, F, F, SET(CGT(xr, xi, (F)0, (F)0) ? 1 : CLT(xr, xi, (F)0, (F)0) ? -1            \
                       : (xr == 0 && xi == 0) ? 0 : NAN, 0))                                \
  X(ISNAN, E, F, uint8_t, *out = isnan(xr) || isnan(xi))                                    \
  X(ISINF, E, F, uint8_t, *out = isinf(xr) || isinf(xi))                                    \
  X(ISFINITE, E, F, uint8_t, *out = isfinite(xr) && isfinite(xi))                           \
  X(LNOT, E, F, uint8_t, *out = !(xr || xi))                                                \
  X(EXP, E, F, F, LIBM(cexp, F, S)) X(LOG, E, F, F, LIBM(clog, F, S))                             \
  X(LOG10, E, F, F, LOG_SCALED(F, S, M_LOG10E)) X(LOG2, E, F, F, LOG_SCALED(F, S, M_LOG2E))     \
  X(SQRT, E, F, F, LIBM(csqrt, F, S)) X(SIN, E, F, F, LIBM(csin, F, S))                           \
  X(COS, E, F, F, LIBM(ccos, F, S)) X(TAN, E, F, F, LIBM(ctan, F, S))                             \
  X(SINH, E, F, F, LIBM(csinh, F, S)) X(COSH, E, F, F, LIBM(ccosh, F, S))                         \
  X(TANH, E, F, F, LIBM(ctanh, F, S)) X(ARCSIN, E, F, F, LIBM(casin, F, S))                       \
  X(ARCCOS, E, F, F, LIBM(cacos, F, S)) X(ARCTAN, E, F, F, LIBM(catan, F, S))                 \
  X(ARCSINH, E, F, F, LIBM(casinh, F, S)) X(ARCCOSH, E, F, F, LIBM(cacosh, F, S))             \
  X(ARCTANH, E, F, F, LIBM(catanh, F, S))                                                     \
  X(RINT, E, F, F, SET(rint##S(xr), rint##S(xi)))                                          \
  X(RECIPROCAL, E, F, F, SETC(E, crecip_##E(xr, xi)))

/* multiply and absolute follow the loops NumPy dispatches to. On an AVX-512 CPU
 * (np_svml_cpu()): contiguous non-overlapping multiplies use AVX512F lanes (two roundings per
 * part); every other complex128 multiply runs the scalar loop that GCC compiled with FMA
 * contraction (cmul_fma; complex64's keeps two roundings, as measured against NumPy);
 * |z| of a unit-stride-ish input scales by the larger part (sqrt(fma(r, r, 1)) * larger,
 * r = smaller / larger), a wider stride uses hypot. Elsewhere NumPy's baseline loops run:
 * every multiply rounds twice and |z| is the C library's hypot (measured on an AVX2 CPU). */
#define C_SPECIAL(E, F, S)                                                                 \
  static void c2_MUL_##E(int64_t n, char **p, const int64_t *s) {                          \
    const int64_t sz = sizeof(C_##E);                                                      \
    const bool fused = np_svml_cpu();                                                      \
    bool lanes = !fused || (s[0] == sz && s[1] == sz && s[2] == sz &&                      \
                            llabs(p[2] - p[0]) >= 64 && llabs(p[2] - p[1]) >= 64);        \
    char *a = p[0], *b = p[1], *o = p[2];                                                  \
    for (int64_t i = 0; i < n; i++, a += s[0], b += s[1], o += s[2]) {                     \
      const F xr = ((const F *)a)[0], xi = ((const F *)a)[1];                              \
      const F yr = ((const F *)b)[0], yi = ((const F *)b)[1];                              \
      F *out = (F *)o;                                                                     \
      C_##E x = {xr, xi}, y = {yr, yi};                                                    \
      SETC(E, lanes ? cmul_##E(x, y) : cmul_fma_##E(x, y));                                \
    }                                                                                      \
  }                                                                                        \
  static void c1_ABS_##E(int64_t n, char **p, const int64_t *s) {                          \
    const int64_t sz = sizeof(C_##E);                                                      \
    bool lanes = np_svml_cpu() && s[0] % sz == 0 && s[1] == sizeof(F) && llabs(s[0]) < 16 * sz; \
    char *a = p[0], *o = p[1];                                                             \
    for (int64_t i = 0; i < n; i++, a += s[0], o += s[1]) {                                \
      F re = fabs##S(((const F *)a)[0]), im = fabs##S(((const F *)a)[1]);                  \
      if (!lanes) {                                                                        \
        *(F *)o = hypot##S(re, im);                                                        \
        continue;                                                                          \
      }                                                                                    \
      bool re_inf = isinf(re), im_inf = isinf(im);                                         \
      if (re_inf) im = INFINITY;                                                           \
      if (im_inf) re = INFINITY;                                                           \
      bool re_nan = isnan(re), im_nan = isnan(im);                                         \
      if (re_nan) im = NAN;                                                                \
      if (im_nan) re = NAN;                                                                \
      F larger = re > im ? re : im, smaller = im < re ? im : re;                           \
      if (isnan(re) || isnan(im)) larger = smaller = NAN;                                  \
      F ratio = (larger == 0 || smaller == INFINITY) ? 0 : smaller / larger;               \
      *(F *)o = sqrt##S(fma##S(ratio, ratio, 1)) * larger;                                 \
    }                                                                                      \
  }

#define C_TYPES(X) X(COMPLEX64, float, f) X(COMPLEX128, double, )
#define DEF_C(E, F, S) C_BINARY(CLOOP2, E, F, S) C_UNARY(CLOOP1, E, F, S) C_SPECIAL(E, F, S)
C_TYPES(DEF_C)
#undef DEF_C

#define REG2(OP, E, F, OUT, BODY) [NPB_##OP][DT_##E == DT_COMPLEX128] = c2_##OP##_##E,
#define REG1(OP, E, F, OUT, BODY) [NPU_##OP][DT_##E == DT_COMPLEX128] = c1_##OP##_##E,
static const NpLoop binary_loops[NPB_COUNT][2] = {
#define X(E, F, S) C_BINARY(REG2, E, F, S)
    C_TYPES(X)
#undef X
    [NPB_MUL] = {c2_MUL_COMPLEX64, c2_MUL_COMPLEX128},
};
static const NpLoop unary_loops[NPU_COUNT][2] = {
#define X(E, F, S) C_UNARY(REG1, E, F, S)
    C_TYPES(X)
#undef X
    [NPU_ABS] = {c1_ABS_COMPLEX64, c1_ABS_COMPLEX128},
};

NpLoop np_complex_binary_loop(NpBinary op, DType dt) {
  return binary_loops[op][dt == DT_COMPLEX128];
}
NpLoop np_complex_unary_loop(NpUnary op, DType dt) {
  return unary_loops[op][dt == DT_COMPLEX128];
}

/* ---- reductions ---- */
#define PW_BLOCKSIZE 64 /* complex elements: NumPy's 128 parts */
#define NP_BUFSIZE 8192
/* NumPy's pairwise sum of complex numbers (loops_utils.h.src): the parts of n elements at byte
 * stride s, sequential from -0.0 below 4 elements, four interleaved pairs of accumulators up to
 * 64, halving (at a multiple of 4 elements) above. */
#define C_PAIRWISE(E, F)                                                                   \
  static void pairwise_##E(const char *a, int64_t n, int64_t s, F *rr, F *ri) {            \
    if (n < 4) {                                                                           \
      *rr = -0.0, *ri = -0.0;                                                              \
      for (int64_t i = 0; i < n; i++) {                                                    \
        *rr += ((const F *)(a + i * s))[0];                                                \
        *ri += ((const F *)(a + i * s))[1];                                                \
      }                                                                                    \
      return;                                                                              \
    }                                                                                      \
    if (n <= PW_BLOCKSIZE) {                                                               \
      F r[8];                                                                              \
      for (int j = 0; j < 4; j++) {                                                        \
        r[2 * j] = ((const F *)(a + j * s))[0];                                            \
        r[2 * j + 1] = ((const F *)(a + j * s))[1];                                        \
      }                                                                                    \
      int64_t i;                                                                           \
      for (i = 4; i < n - (n % 4); i += 4)                                                 \
        for (int j = 0; j < 4; j++) {                                                      \
          r[2 * j] += ((const F *)(a + (i + j) * s))[0];                                   \
          r[2 * j + 1] += ((const F *)(a + (i + j) * s))[1];                               \
        }                                                                                  \
      *rr = (r[0] + r[2]) + (r[4] + r[6]);                                                 \
      *ri = (r[1] + r[3]) + (r[5] + r[7]);                                                 \
      for (; i < n; i++) {                                                                 \
        *rr += ((const F *)(a + i * s))[0];                                                \
        *ri += ((const F *)(a + i * s))[1];                                                \
      }                                                                                    \
      return;                                                                              \
    }                                                                                      \
    int64_t n2 = (n - n % 8) / 2; /* NumPy halves the part count at a multiple of 8 */      \
    F r1, i1, r2, i2;                                                                      \
    pairwise_##E(a, n2, s, &r1, &i1);                                                      \
    pairwise_##E(a + n2 * s, n - n2, s, &r2, &i2);                                         \
    *rr = r1 + r2;                                                                         \
    *ri = i1 + i2;                                                                         \
  }                                                                                        \
  static void rsum_##E(int64_t n, const char *in, int64_t is, char *out, int64_t os) {     \
    F *o = (F *)out;                                                                       \
    if (os == 0) {                                                                         \
      for (int64_t c = 0; c < n; c += NP_BUFSIZE) {                                        \
        F rr, ri;                                                                          \
        pairwise_##E(in + c * is, n - c < NP_BUFSIZE ? n - c : NP_BUFSIZE, is, &rr, &ri);  \
        o[0] += rr;                                                                        \
        o[1] += ri;                                                                        \
      }                                                                                    \
      return;                                                                              \
    }                                                                                      \
    for (int64_t i = 0; i < n; i++, in += is, out += os) {                                 \
      ((F *)out)[0] += ((const F *)in)[0];                                                 \
      ((F *)out)[1] += ((const F *)in)[1];                                                 \
    }                                                                                      \
  }                                                                                        \
  static void rprod_##E(int64_t n, const char *in, int64_t is, char *out, int64_t os) {    \
    const bool fused = np_svml_cpu();                                                      \
    for (int64_t i = 0; i < n; i++, in += is, out += os) {                                 \
      C_##E *o = (C_##E *)out;                                                             \
      *o = fused ? cmul_fma_##E(*o, *(const C_##E *)in) : cmul_##E(*o, *(const C_##E *)in); \
    }                                                                                      \
  }                                                                                        \
  static void cum_##E(char *data, int64_t outer, int64_t n, int64_t inner, bool prod) {    \
    C_##E *p = (C_##E *)data;                                                              \
    const bool fused = np_svml_cpu();                                                      \
    for (int64_t o = 0; o < outer; o++, p += n * inner)                                    \
      for (int64_t i = 1; i < n; i++)                                                      \
        for (int64_t j = 0; j < inner; j++) {                                              \
          C_##E *x = &p[i * inner + j], y = p[(i - 1) * inner + j];                        \
          *x = !prod ? (C_##E){x->re + y.re, x->im + y.im}                                 \
                     : fused ? cmul_fma_##E(y, *x) : cmul_##E(y, *x);                      \
        }                                                                                  \
  }
C_PAIRWISE(COMPLEX64, float)
C_PAIRWISE(COMPLEX128, double)

/* max/min fold with the maximum/minimum loops (out is both an input and the output) */
#define C_EXTREME(OP, E)                                                                   \
  static void r##OP##_##E(int64_t n, const char *in, int64_t is, char *out, int64_t os) {  \
    char *p[3] = {out, (char *)in, out};                                                   \
    const int64_t s[3] = {os, is, os};                                                     \
    c2_##OP##_##E(n, p, s);                                                                \
  }
C_EXTREME(MAXIMUM, COMPLEX64)
C_EXTREME(MINIMUM, COMPLEX64)
C_EXTREME(MAXIMUM, COMPLEX128)
C_EXTREME(MINIMUM, COMPLEX128)

NpRedKernel np_complex_reduce_kernel(int op, DType dt) {
  static const NpRedKernel k[4][2] = {{rsum_COMPLEX64, rsum_COMPLEX128},
                                      {rprod_COMPLEX64, rprod_COMPLEX128},
                                      {rMAXIMUM_COMPLEX64, rMAXIMUM_COMPLEX128},
                                      {rMINIMUM_COMPLEX64, rMINIMUM_COMPLEX128}};
  return k[op][dt == DT_COMPLEX128];
}

void np_complex_cumulate(DType dt, char *data, int64_t outer, int64_t n, int64_t inner,
                         bool prod) {
  if (dt == DT_COMPLEX64) cum_COMPLEX64(data, outer, n, inner, prod);
  else cum_COMPLEX128(data, outer, n, inner, prod);
}

_Noreturn void np_complex_unsupported(const char *what) {
  rt_raise(RT_EXC_TypeError, "%s is not supported for complex arrays in Weft", what);
}

/* ---- np.linspace with a complex endpoint: NumPy's steps as ufunc calls (delta / div with
 * complex division, arange(num) * step, + start), so every element rounds as NumPy's ---- */

static Value as_c128(Value v) {
  NpCdouble c = {0, 0};
  if (rt_is_complex(v)) c = (NpCdouble){RT_AS(Complex, v)->re, RT_AS(Complex, v)->im};
  else if (rt_is_npscalar(v) && rt_dtypes[RT_AS(NpScalar, v)->dtype].kind == 'c')
    rt_elem_cast(DT_COMPLEX128, (char *)&c, RT_AS(NpScalar, v)->dtype, RT_AS(NpScalar, v)->as.bytes);
  else c.re = rt_to_double(v, "linspace");
  return rt_npscalar_new(DT_COMPLEX128, &c);
}

bool np_is_complex_scalar(Value v) {
  return rt_is_complex(v) || (rt_is_npscalar(v) && rt_dtypes[RT_AS(NpScalar, v)->dtype].kind == 'c');
}

Value np_linspace_complex(Value start, Value stop, int64_t num, bool endpoint, Value *step_out) {
  Value s = as_c128(start), e = rt_undef(), delta = rt_undef(), step = rt_undef(), y = rt_undef();
  int mark = rt_cleanup_push_value(&s);
  rt_cleanup_push_value(&e);
  rt_cleanup_push_value(&delta);
  rt_cleanup_push_value(&step);
  rt_cleanup_push_value(&y);
  e = as_c128(stop);
  delta = np_apply_binary(NPB_SUB, e, s, rt_undef());
  int64_t div = endpoint ? num - 1 : num;
  y = rt_array_new(DT_FLOAT64, 1, &num, false);
  for (int64_t i = 0; i < num; i++) ((double *)(void *)RT_AS(Array, y)->data)[i] = (double)i;
  Value t;
  if (div > 0) {
    step = np_apply_binary(NPB_DIV, delta, rt_int(div), rt_undef());
    const NpCdouble *st = (const NpCdouble *)(const void *)RT_AS(NpScalar, step)->as.bytes;
    if (st->re == 0 && st->im == 0) { /* y / div * delta */
      t = np_apply_binary(NPB_DIV, y, rt_int(div), rt_undef());
      rt_decref(y);
      y = t;
      t = np_apply_binary(NPB_MUL, y, delta, rt_undef());
    } else {
      t = np_apply_binary(NPB_MUL, y, step, rt_undef());
    }
  } else {
    double nan = NAN;
    step = rt_npscalar_new(DT_FLOAT64, &nan);
    t = np_apply_binary(NPB_MUL, y, delta, rt_undef());
  }
  rt_decref(y);
  y = t;
  t = np_apply_binary(NPB_ADD, y, s, rt_undef());
  rt_decref(y);
  y = t;
  if (endpoint && num > 1) {
    Array *a = RT_AS(Array, y);
    memcpy(a->data + (num - 1) * a->strides[0], RT_AS(NpScalar, e)->as.bytes, sizeof(NpCdouble));
  }
  *step_out = step;
  rt_cleanup_pop(mark, false);
  rt_decref(s);
  rt_decref(e);
  rt_decref(delta);
  return y;
}

/* ---- parts ---- */

/* a.real / a.imag: views of a complex array's parts; a real array's real part is itself and
 * its imaginary part a read-only array of zeros (as NumPy's). */
Value np_array_part(Value self, bool imag) {
  Array *a = RT_AS(Array, self);
  if (rt_dtypes[a->dtype].kind != 'c') {
    if (!imag) {
      rt_incref(self);
      return self;
    }
    Value z = rt_array_new(a->dtype, a->ndim, a->shape, true);
    RT_AS(Array, z)->writeable = false;
    return z;
  }
  DType part = np_complex_part(a->dtype);
  Value v = rt_array_view(self, part, a->ndim, a->shape, a->strides,
                          a->data + (imag ? rt_dtypes[part].itemsize : 0));
  RT_AS(Array, v)->writeable = a->writeable;
  return v;
}

/* a.real = x / a.imag = x */
void np_array_set_part(Value self, bool imag, Value v) {
  Array *a = RT_AS(Array, self);
  if (imag && rt_dtypes[a->dtype].kind != 'c')
    rt_raise(RT_EXC_TypeError, "array does not have imaginary part to set");
  Value part = np_array_part(self, imag);
  int mark = rt_cleanup_push_value(&part);
  rt_array_assign(part, v);
  rt_cleanup_pop(mark, true);
}

/* x.real / x.imag of a NumPy scalar: a scalar of the part's dtype. */
Value np_scalar_part(Value self, bool imag) {
  NpScalar *s = RT_AS(NpScalar, self);
  if (rt_dtypes[s->dtype].kind != 'c') {
    if (!imag) {
      rt_incref(self);
      return self;
    }
    char zero[16] = {0};
    return rt_npscalar_new(s->dtype, zero);
  }
  DType part = np_complex_part(s->dtype);
  return rt_npscalar_new(part, s->as.bytes + (imag ? rt_dtypes[part].itemsize : 0));
}

/* np.real(x) / np.imag(x): the attribute of an array or NumPy scalar, else of asarray(x). */
static Value part_of(Value v, bool imag) {
  if (rt_is_npscalar(v)) return np_scalar_part(v, imag);
  Value arr = rt_array_from_value(v, -1);
  int mark = rt_cleanup_push_value(&arr);
  Value r = np_array_part(arr, imag);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value f_real(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"val"};
  Value a[1];
  rt_parse_args("real", argc, argv, kw, 1, names, 1, a);
  return part_of(a[0], false);
}

static Value f_imag(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"val"};
  Value a[1];
  rt_parse_args("imag", argc, argv, kw, 1, names, 1, a);
  return part_of(a[0], true);
}

/* np.angle(z, deg=False): arctan2(z.imag, z.real), as NumPy's Python code computes it. */
static Value f_angle(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"z", "deg"};
  Value a[2];
  rt_parse_args("angle", argc, argv, kw, 2, names, 1, a);
  Value z = rt_array_from_value(a[0], -1), re = rt_undef(), im = rt_undef(), r = rt_undef();
  int mark = rt_cleanup_push_value(&z);
  rt_cleanup_push_value(&re);
  rt_cleanup_push_value(&im);
  rt_cleanup_push_value(&r);
  if (rt_dtypes[RT_AS(Array, z)->dtype].kind == 'c') {
    re = np_array_part(z, false);
    im = np_array_part(z, true);
  } else {
    re = z;
    rt_incref(re);
    im = rt_int(0);
  }
  r = np_apply_binary(NPB_ARCTAN2, im, re, rt_undef());
  if (!rt_is_undef(a[1]) && rt_truthy(a[1])) {
    Value d = np_apply_binary(NPB_MUL, r, rt_float(180 / M_PI), rt_is_array(r) ? r : rt_undef());
    rt_decref(r);
    r = d;
  }
  Value out = r;
  r = rt_undef();
  rt_cleanup_pop(mark, true);
  return out;
}

static bool dtype_is_complex(Value v) {
  if (rt_is_complex(v)) return true;
  if (rt_is_npscalar(v)) return rt_dtypes[RT_AS(NpScalar, v)->dtype].kind == 'c';
  if (rt_is_array(v)) return rt_dtypes[RT_AS(Array, v)->dtype].kind == 'c';
  Value arr = rt_array_from_value(v, -1);
  bool c = rt_dtypes[RT_AS(Array, arr)->dtype].kind == 'c';
  rt_decref(arr);
  return c;
}

static Value f_iscomplexobj(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("iscomplexobj", argc, kw, 1, 1);
  return rt_bool(dtype_is_complex(argv[0]));
}

static Value f_isrealobj(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("isrealobj", argc, kw, 1, 1);
  return rt_bool(!dtype_is_complex(argv[0]));
}

static Value m_conj(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_nargs("conjugate", argc, kw, 0, 0);
  return np_apply_unary(NPU_CONJ, self, rt_undef());
}

/* np.var's deviations for complex input: re**2 + im**2 of each, a float array (NumPy's
 * _var views the parts as a trailing axis of 2, squares them and adds the two columns). */
Value np_complex_abs2(Value dev) {
  Value arr = rt_array_from_value(dev, -1), re = rt_undef(), im = rt_undef();
  int mark = rt_cleanup_push_value(&arr);
  rt_cleanup_push_value(&re);
  rt_cleanup_push_value(&im);
  Value part = np_array_part(arr, false);
  re = np_apply_binary(NPB_MUL, part, part, rt_undef());
  rt_decref(part);
  part = np_array_part(arr, true);
  im = np_apply_binary(NPB_MUL, part, part, rt_undef());
  rt_decref(part);
  Value out = np_apply_binary(NPB_ADD, re, im, rt_undef());
  rt_cleanup_pop(mark, true);
  return out;
}

void np_register_complex(Value m) {
  rt_module_add_fn(m, "real", f_real);
  rt_module_add_fn(m, "imag", f_imag);
  rt_module_add_fn(m, "angle", f_angle);
  rt_module_add_fn(m, "iscomplexobj", f_iscomplexobj);
  rt_module_add_fn(m, "isrealobj", f_isrealobj);
  Value conj = rt_getattr(m, "conjugate");
  rt_module_set(m, "conj", conj);
  np_register_method("conj", m_conj);
  np_register_method("conjugate", m_conj);
}
