/* np_loops.c — the typed inner loops of every elementwise operation, generated from X-macro
 * tables (operation × dtype), and the lookup tables np_binary_loop / np_unary_loop.
 *
 * Each generated loop specialises the contiguous case and the array-op-scalar case (one stride
 * 0) as plain C loops the compiler vectorises, and falls back to a strided loop. Integer
 * arithmetic wraps like NumPy's (computed in the unsigned type to avoid C's undefined signed
 * overflow); division by zero yields 0 and sets np_int_divzero. Float semantics follow NumPy's
 * npy_math (floor division and remainder via npy_divmod, NaN-propagating maximum/minimum).
 */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC optimize("O3")
#endif

#include <math.h>

#include "np_loops.h"
#include "np_trig_flags.h"
#include "np_svml.h"

_Thread_local int np_int_divzero;

const char *const np_binary_names[NPB_COUNT] = {
#define X(e, name, cls) name,
    NP_BINARY_OPS(X)
#undef X
};
const NpClass np_binary_class[NPB_COUNT] = {
#define X(e, name, cls) cls,
    NP_BINARY_OPS(X)
#undef X
};
const char *const np_unary_names[NPU_COUNT] = {
#define X(e, name, cls) name,
    NP_UNARY_OPS(X)
#undef X
};
const NpClass np_unary_class[NPU_COUNT] = {
#define X(e, name, cls) cls,
    NP_UNARY_OPS(X)
#undef X
};

/* Dtype groups: X(ENUM, ctype, unsigned ctype) / X(ENUM, ctype, libm suffix) */
#define NP_SINTS(X) X(INT8, int8_t, uint8_t) X(INT16, int16_t, uint16_t) \
  X(INT32, int32_t, uint32_t) X(INT64, int64_t, uint64_t)
#define NP_UINTS(X) X(UINT8, uint8_t, uint8_t) X(UINT16, uint16_t, uint16_t) \
  X(UINT32, uint32_t, uint32_t) X(UINT64, uint64_t, uint64_t)
#define NP_FLOATS(X) X(FLOAT32, float, f) X(FLOAT64, double, ) X(LONGDOUBLE, long double, l)

/* ---- loop templates ---- */
/* Binary float loops also get an AVX2 build that the loader picks on CPUs that have it (twice
 * the lanes of the SSE2 baseline, 10-15% faster on arrays in cache; the same IEEE results, as
 * neither build contracts to FMA). */
#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__)
#define CLONES __attribute__((target_clones("avx2", "default")))
#else
#define CLONES
#endif
#define DEF_LOOP2(OP, E, TI, TO, EXPR) DEF_LOOP2_ATTR(, OP, E, TI, TO, EXPR)
#define DEF_LOOP2_AVX2(OP, E, TI, TO, EXPR) DEF_LOOP2_ATTR(CLONES, OP, E, TI, TO, EXPR)
#define DEF_LOOP2_ATTR(ATTR, OP, E, TI, TO, EXPR)                                       \
  ATTR static void l2_##OP##_##E(int64_t n, char **p, const int64_t *s) {               \
    char *pa = p[0], *pb = p[1], *po = p[2];                                            \
    if (s[0] == sizeof(TI) && s[1] == sizeof(TI) && s[2] == sizeof(TO)) {               \
      const TI *a = (const TI *)pa, *b = (const TI *)pb;                                \
      TO *o = (TO *)po;                                                                 \
      for (int64_t i = 0; i < n; i++) { TI x = a[i], y = b[i]; o[i] = (TO)(EXPR); }     \
    } else if (s[0] == sizeof(TI) && s[1] == 0 && s[2] == sizeof(TO)) {                 \
      const TI *a = (const TI *)pa;                                                     \
      const TI y = *(const TI *)pb;                                                     \
      TO *o = (TO *)po;                                                                 \
      for (int64_t i = 0; i < n; i++) { TI x = a[i]; o[i] = (TO)(EXPR); }               \
    } else if (s[0] == 0 && s[1] == sizeof(TI) && s[2] == sizeof(TO)) {                 \
      const TI x = *(const TI *)pa;                                                     \
      const TI *b = (const TI *)pb;                                                     \
      TO *o = (TO *)po;                                                                 \
      for (int64_t i = 0; i < n; i++) { TI y = b[i]; o[i] = (TO)(EXPR); }               \
    } else if (s[0] == 0 && s[2] == 0 && pa == po && sizeof(TI) == sizeof(TO)) {        \
      /* a reduction (ufunc.reduce's fold): the accumulator stays in a register */      \
      TI x = *(const TI *)pa;                                                           \
      for (int64_t i = 0; i < n; i++) {                                                 \
        TI y = *(const TI *)(pb + i * s[1]);                                            \
        x = (TI)(EXPR);                                                                 \
      }                                                                                 \
      *(TO *)po = (TO)x;                                                                \
    } else {                                                                            \
      for (int64_t i = 0; i < n; i++) {                                                 \
        TI x = *(const TI *)(pa + i * s[0]), y = *(const TI *)(pb + i * s[1]);          \
        *(TO *)(po + i * s[2]) = (TO)(EXPR);                                            \
      }                                                                                 \
    }                                                                                   \
  }

/* Float unary loops get the AVX2 build too: there floor, ceil, trunc and rint become one
 * rounding instruction instead of a libm call (the same IEEE results). */
#define DEF_LOOP1(OP, E, TI, TO, EXPR) DEF_LOOP1_ATTR(, OP, E, TI, TO, EXPR)
#define DEF_LOOP1_AVX2(OP, E, TI, TO, EXPR) DEF_LOOP1_ATTR(CLONES, OP, E, TI, TO, EXPR)
#define DEF_LOOP1_ATTR(ATTR, OP, E, TI, TO, EXPR)                                       \
  ATTR static void l1_##OP##_##E(int64_t n, char **p, const int64_t *s) {               \
    char *pa = p[0], *po = p[1];                                                        \
    if (s[0] == sizeof(TI) && s[1] == sizeof(TO)) {                                     \
      const TI *a = (const TI *)pa;                                                     \
      TO *o = (TO *)po;                                                                 \
      for (int64_t i = 0; i < n; i++) { TI x = a[i]; o[i] = (TO)(EXPR); }               \
    } else {                                                                            \
      for (int64_t i = 0; i < n; i++) {                                                 \
        TI x = *(const TI *)(pa + i * s[0]);                                            \
        *(TO *)(po + i * s[1]) = (TO)(EXPR);                                            \
      }                                                                                 \
    }                                                                                   \
  }

#define REG2(OP, E, TI, TO, EXPR) [NPB_##OP][DT_##E] = l2_##OP##_##E,
#define REG1(OP, E, TI, TO, EXPR) [NPU_##OP][DT_##E] = l1_##OP##_##E,

/* ---- scalar helpers per dtype ---- */
/* np.reciprocal of an integer is NumPy's `out = 1.0 / x` converted back to the integer type, so
 * 1 / 0 is inf, which raises divide-by-zero, and converting inf raises invalid and gives x86's
 * "integer indefinite" (the minimum of int32 or int64) truncated to the type: 0 for 1- and
 * 2-byte and unsigned types. */
#define RECIP_ZERO(E, T, INDEFINITE)                                                    \
  static inline T recip_zero_##E(void) {                                                \
    np_int_divzero |= NP_INT_DIVZERO | NP_INT_INVALID;                                  \
    return (T)(INDEFINITE);                                                             \
  }
#define SRECIP_ZERO(E, T, U) \
  RECIP_ZERO(E, T, sizeof(T) == 4 ? INT32_MIN : sizeof(T) == 8 ? INT64_MIN : 0)
#define URECIP_ZERO(E, T, U) RECIP_ZERO(E, T, 0)
NP_SINTS(SRECIP_ZERO)
NP_UINTS(URECIP_ZERO)
#define SINT_HELPERS(E, T, U)                                                           \
  static inline T fdiv_##E(T x, T y) {                                                  \
    if (y == 0) { np_int_divzero |= NP_INT_DIVZERO; return 0; }                         \
    if (y == -1) {                                                                      \
      T q = (T)(0 - (U)x);                                                              \
      if (x < 0 && q == x) np_int_divzero |= NP_INT_OVERFLOW; /* the minimum */         \
      return q;                                                                         \
    }                                                                                   \
    T q = (T)(x / y);                                                                   \
    if (x % y != 0 && ((x < 0) != (y < 0))) q--;                                        \
    return q;                                                                           \
  }                                                                                     \
  static inline T mod_##E(T x, T y) {                                                   \
    if (y == 0) { np_int_divzero |= NP_INT_DIVZERO; return 0; }                         \
    if (y == -1) return 0;                                                              \
    T r = (T)(x % y);                                                                   \
    if (r != 0 && ((r < 0) != (y < 0))) r = (T)(r + y);                                 \
    return r;                                                                           \
  }                                                                                     \
  static inline T fmod_##E(T x, T y) {                                                  \
    if (y == 0) { np_int_divzero |= NP_INT_DIVZERO; return 0; }                         \
    return y == -1 ? 0 : (T)(x % y);                                                    \
  }                                                                                     \
  static inline T pow_##E(T x, T y) {                                                   \
    U r = 1, b = (U)x;                                                                  \
    for (int64_t e = y; e > 0; e >>= 1) {                                               \
      if (e & 1) r = (U)(r * b);                                                        \
      b = (U)(b * b);                                                                   \
    }                                                                                   \
    return (T)r;                                                                        \
  }                                                                                     \
  static inline T shl_##E(T x, T y) {                                                   \
    return (y < 0 || (int64_t)y >= (int64_t)(8 * sizeof(T))) ? 0 : (T)((U)x << y);      \
  }                                                                                     \
  static inline T shr_##E(T x, T y) {                                                   \
    if (y < 0 || (int64_t)y >= (int64_t)(8 * sizeof(T))) return x < 0 ? -1 : 0;        \
    return (T)(x >> y);                                                                 \
  }                                                                                     \
  static inline T recip_##E(T x) {                                                      \
    return x == 0 ? recip_zero_##E() : (T)(x == 1 || x == -1 ? x : 0);                  \
  }
NP_SINTS(SINT_HELPERS)

/* gcd/lcm on magnitudes (NumPy's npy_gcd: Euclid on absolute values; lcm |a / gcd * b|) */
static inline uint64_t gcd_u64(uint64_t a, uint64_t b) {
  while (b) {
    uint64_t t = a % b;
    a = b;
    b = t;
  }
  return a;
}
#define SMAG(U, x) ((x) < 0 ? (U)(0 - (U)(x)) : (U)(x))
#define UMAG(U, x) ((U)(x))
#define GCD_HELPERS(E, T, U, MAG)                                                       \
  static inline T gcd_##E(T x, T y) { return (T)gcd_u64(MAG(U, x), MAG(U, y)); }        \
  static inline T lcm_##E(T x, T y) {                                                   \
    U g = (U)gcd_u64(MAG(U, x), MAG(U, y));                                             \
    return g == 0 ? 0 : (T)(U)(MAG(U, x) / g * MAG(U, y));                              \
  }
#define SGCD(E, T, U) GCD_HELPERS(E, T, U, SMAG)
#define UGCD(E, T, U) GCD_HELPERS(E, T, U, UMAG)
NP_SINTS(SGCD)
NP_UINTS(UGCD)

#define UINT_HELPERS(E, T, U)                                                           \
  static inline T fdiv_##E(T x, T y) {                                                  \
    if (y == 0) { np_int_divzero |= NP_INT_DIVZERO; return 0; }                         \
    return (T)(x / y);                                                                  \
  }                                                                                     \
  static inline T mod_##E(T x, T y) {                                                   \
    if (y == 0) { np_int_divzero |= NP_INT_DIVZERO; return 0; }                         \
    return (T)(x % y);                                                                  \
  }                                                                                     \
  static inline T fmod_##E(T x, T y) { return mod_##E(x, y); }                          \
  static inline T pow_##E(T x, T y) {                                                   \
    U r = 1, b = x;                                                                     \
    for (uint64_t e = y; e > 0; e >>= 1) {                                              \
      if (e & 1) r = (U)(r * b);                                                        \
      b = (U)(b * b);                                                                   \
    }                                                                                   \
    return r;                                                                           \
  }                                                                                     \
  static inline T shl_##E(T x, T y) {                                                   \
    return (uint64_t)y >= 8 * sizeof(T) ? 0 : (T)((U)x << y);                           \
  }                                                                                     \
  static inline T shr_##E(T x, T y) { return (uint64_t)y >= 8 * sizeof(T) ? 0 : (T)(x >> y); } \
  static inline T recip_##E(T x) { return x == 0 ? recip_zero_##E() : (T)(x == 1); }
NP_UINTS(UINT_HELPERS)

/* Square root: libm's sqrt keeps an errno path that blocks vectorisation (the build does not
 * use -fno-math-errno), so the contiguous loops use the CPU's correctly rounded sqrt directly:
 * AVX2's eight (four) lanes where the CPU has them, SSE2's four (two) otherwise. */
#if defined(__SSE2__) && defined(__GNUC__)
#include <immintrin.h>
#define AVX2 __attribute__((target("avx2")))
static bool have_avx2(void) {
  static int v = -1;
  if (v < 0) v = __builtin_cpu_supports("avx2") ? 1 : 0;
  return v;
}
#define SQRT_LOOP(E, T, S, VT, LOAD, STORE, VSQRT, LANES, LOAD8, STORE8, VSQRT8)        \
  AVX2 static int64_t sqrt_avx2_##E(int64_t n, const T *a, T *o) {                      \
    int64_t i = 0;                                                                      \
    for (; i + 2 * LANES <= n; i += 2 * LANES) STORE8(o + i, VSQRT8(LOAD8(a + i)));     \
    return i;                                                                           \
  }                                                                                     \
  static void l1_SQRT_##E(int64_t n, char **p, const int64_t *s) {                      \
    int64_t i = 0;                                                                      \
    if (s[0] == sizeof(T) && s[1] == sizeof(T)) {                                       \
      const T *a = (const T *)p[0];                                                     \
      T *o = (T *)p[1];                                                                 \
      if (have_avx2()) i = sqrt_avx2_##E(n, a, o);                                      \
      for (; i + LANES <= n; i += LANES) STORE(o + i, VSQRT(LOAD(a + i)));              \
      for (; i < n; i++) o[i] = sqrt##S(a[i]);                                          \
      return;                                                                           \
    }                                                                                   \
    for (; i < n; i++) *(T *)(p[1] + i * s[1]) = sqrt##S(*(const T *)(p[0] + i * s[0])); \
  }
SQRT_LOOP(FLOAT32, float, f, __m128, _mm_loadu_ps, _mm_storeu_ps, _mm_sqrt_ps, 4,
          _mm256_loadu_ps, _mm256_storeu_ps, _mm256_sqrt_ps)
SQRT_LOOP(FLOAT64, double, , __m128d, _mm_loadu_pd, _mm_storeu_pd, _mm_sqrt_pd, 2,
          _mm256_loadu_pd, _mm256_storeu_pd, _mm256_sqrt_pd)
#else
DEF_LOOP1(SQRT, FLOAT32, float, float, sqrtf(x))
DEF_LOOP1(SQRT, FLOAT64, double, double, sqrt(x))
#endif

/* npy_divmod: floor division and a remainder with the divisor's sign, exactly as NumPy. */
#define FLT_HELPERS(E, T, S)                                                            \
  static inline T divmod_##E(T a, T b, T *modulus) {                                    \
    T mod = fmod##S(a, b);                                                              \
    if (!b) { *modulus = mod; return a / b; }                                           \
    T div = (a - mod) / b;                                                              \
    if (mod) {                                                                          \
      if (isless(b, 0) != isless(mod, 0)) { mod += b; div -= (T)1; }                    \
    } else {                                                                            \
      mod = copysign##S(0, b);                                                          \
    }                                                                                   \
    T fl;                                                                               \
    if (div) {                                                                          \
      fl = floor##S(div);                                                               \
      if (isgreater(div - fl, (T)0.5)) fl += (T)1;                                      \
    } else {                                                                            \
      fl = copysign##S(0, a / b);                                                       \
    }                                                                                   \
    *modulus = mod;                                                                     \
    return fl;                                                                          \
  }                                                                                     \
  static inline T fdiv_##E(T a, T b) {                                                  \
    T m;                                                                                \
    return b ? divmod_##E(a, b, &m) : a / b;                                            \
  }                                                                                     \
  static inline T mod_##E(T a, T b) {                                                   \
    T m;                                                                                \
    if (!b) return fmod##S(a, b);                                                       \
    divmod_##E(a, b, &m);                                                               \
    return m;                                                                           \
  }                                                                                     \
  static inline T sign_##E(T x) { return x > 0 ? 1 : (x < 0 ? -1 : (x == 0 ? 0 : x)); }      \
  static inline T heaviside_##E(T x, T h0) {                                            \
    return x < 0 ? 0 : x > 0 ? 1 : x == 0 ? h0 : x;                                     \
  }                                                                                     \
  /* npy_logaddexp / npy_logaddexp2: the larger input plus log1p(exp(-|difference|)) */ \
  static inline T logaddexp_##E(T x, T y) {                                             \
    if (x == y) return x + (T)M_LN2;                                                    \
    T t = x - y;                                                                        \
    return t > 0 ? x + log1p##S(exp##S(-t)) : t <= 0 ? y + log1p##S(exp##S(t)) : t;     \
  }                                                                                     \
  static inline T logaddexp2_##E(T x, T y) {                                            \
    if (x == y) return x + 1;                                                           \
    T t = x - y;                                                                        \
    return t > 0 ? x + (T)M_LOG2E * log1p##S(exp2##S(-t))                               \
                 : t <= 0 ? y + (T)M_LOG2E * log1p##S(exp2##S(t)) : t;                  \
  }                                                                                     \
  /* npy_spacing: the gap to the next value away from zero; NaN for inf and NaN */      \
  static inline T spacing_##E(T x) {                                                    \
    if (isinf(x)) return (T)NAN;                                                        \
    return nextafter##S(x, copysign##S((T)INFINITY, x)) - x;                            \
  }                                                                                     \
  /* the exponent arrives as a float (the FLT class); past +-100000 every float saturates */ \
  static inline T ldexp_##E(T x, T e) {                                                 \
    if (isnan(e)) return (T)NAN;                                                        \
    return ldexp##S(x, (int)(e > 100000 ? 100000 : e < -100000 ? -100000 : e));         \
  }
NP_FLOATS(FLT_HELPERS)

/* ---- operation tables per dtype group: X(OP, E, input ctype, output ctype, expression) ---- */
#define CMP_OPS(X, E, T)                                                                \
  X(EQ, E, T, uint8_t, x == y) X(NE, E, T, uint8_t, x != y) X(LT, E, T, uint8_t, x < y) \
  X(LE, E, T, uint8_t, x <= y) X(GT, E, T, uint8_t, x > y) X(GE, E, T, uint8_t, x >= y) \
  X(LAND, E, T, uint8_t, (x != 0) && (y != 0)) X(LOR, E, T, uint8_t, (x != 0) || (y != 0)) \
  X(LXOR, E, T, uint8_t, (x != 0) != (y != 0))

#define INT_OPS(X, E, T, U) CMP_OPS(X, E, T) INT_ARITH_OPS(X, E, T, U)
#define INT_ARITH_OPS(X, E, T, U)                                                       \
  X(ADD, E, T, T, (U)x + (U)y) X(SUB, E, T, T, (U)x - (U)y) X(MUL, E, T, T, (U)x * (U)y) \
  X(FLOORDIV, E, T, T, fdiv_##E(x, y)) X(MOD, E, T, T, mod_##E(x, y))                   \
  X(FMOD, E, T, T, fmod_##E(x, y)) X(POW, E, T, T, pow_##E(x, y))                       \
  X(AND, E, T, T, x & y) X(OR, E, T, T, x | y) X(XOR, E, T, T, x ^ y)                   \
  X(LSHIFT, E, T, T, shl_##E(x, y)) X(RSHIFT, E, T, T, shr_##E(x, y))                   \
  X(MAXIMUM, E, T, T, x >= y ? x : y) X(MINIMUM, E, T, T, x <= y ? x : y)               \
  X(FMAX, E, T, T, x >= y ? x : y) X(FMIN, E, T, T, x <= y ? x : y)                   \
  X(GCD, E, T, T, gcd_##E(x, y)) X(LCM, E, T, T, lcm_##E(x, y))

#define FLT_OPS(X, E, T, S)                                                             \
  CMP_OPS(X, E, T)                                                                      \
  X(ADD, E, T, T, x + y) X(SUB, E, T, T, x - y) X(MUL, E, T, T, x * y)                  \
  X(DIV, E, T, T, x / y) X(FLOORDIV, E, T, T, fdiv_##E(x, y))                           \
  X(MOD, E, T, T, mod_##E(x, y)) X(FMOD, E, T, T, fmod##S(x, y))                        \
  X(HYPOT, E, T, T, hypot##S(x, y))                                                     \
  X(MAXIMUM, E, T, T, (x > y || isnan(x)) ? x : y)                                      \
  X(MINIMUM, E, T, T, (x < y || isnan(x)) ? x : y)                                      \
  X(FMAX, E, T, T, (x > y || isnan(y)) ? x : y) X(FMIN, E, T, T, (x < y || isnan(y)) ? x : y) \
  X(COPYSIGN, E, T, T, copysign##S(x, y)) X(HEAVISIDE, E, T, T, heaviside_##E(x, y))      \
  X(LOGADDEXP, E, T, T, logaddexp_##E(x, y)) X(LOGADDEXP2, E, T, T, logaddexp2_##E(x, y)) \
  X(NEXTAFTER, E, T, T, nextafter##S(x, y)) X(LDEXP, E, T, T, ldexp_##E(x, y))

#define BOOL_OPS(X, E, T)                                                               \
  CMP_OPS(X, E, T)                                                                      \
  X(ADD, E, T, T, x | y) X(MUL, E, T, T, x & y) X(AND, E, T, T, x & y)                  \
  X(OR, E, T, T, x | y) X(XOR, E, T, T, x ^ y) X(MAXIMUM, E, T, T, x | y)               \
  X(MINIMUM, E, T, T, x & y) X(FMAX, E, T, T, x | y) X(FMIN, E, T, T, x & y)

/* isnan/isinf/isfinite of an integer: a constant (x is evaluated to keep it "used") */
#define NOT_FLOAT(c) ((void)x, c)
#define PRED_OPS(X, E, T, NAN_EXPR, INF_EXPR, FIN_EXPR)                                 \
  X(ISNAN, E, T, uint8_t, NAN_EXPR) X(ISINF, E, T, uint8_t, INF_EXPR)                   \
  X(ISFINITE, E, T, uint8_t, FIN_EXPR) X(LNOT, E, T, uint8_t, x == 0)

#define SINT_UOPS(X, E, T, U)                                                           \
  PRED_OPS(X, E, T, NOT_FLOAT(0), NOT_FLOAT(0), NOT_FLOAT(1))                            \
  X(NEG, E, T, T, 0 - (U)x) X(POS, E, T, T, x) X(INVERT, E, T, T, ~x)                   \
  X(ABS, E, T, T, x < 0 ? 0 - (U)x : (U)x) X(SQUARE, E, T, T, (U)x * (U)x)              \
  X(SIGN, E, T, T, (x > 0) - (x < 0)) X(CONJ, E, T, T, x) X(SIGNBIT, E, T, uint8_t, x < 0) \
  X(RECIPROCAL, E, T, T, recip_##E(x))

#define UINT_UOPS(X, E, T, U)                                                           \
  PRED_OPS(X, E, T, NOT_FLOAT(0), NOT_FLOAT(0), NOT_FLOAT(1))                            \
  X(NEG, E, T, T, 0 - (U)x) X(POS, E, T, T, x) X(INVERT, E, T, T, ~x)                   \
  X(ABS, E, T, T, x) X(SQUARE, E, T, T, (U)x * (U)x) X(SIGN, E, T, T, x > 0)               \
  X(CONJ, E, T, T, x) X(SIGNBIT, E, T, uint8_t, NOT_FLOAT(0))                          \
  X(RECIPROCAL, E, T, T, recip_##E(x))

#define FLT_UOPS(X, E, T, S)                                                            \
  PRED_OPS(X, E, T, isnan(x) != 0, isinf(x) != 0, isfinite(x) != 0)                     \
  X(NEG, E, T, T, -x) X(POS, E, T, T, x) X(ABS, E, T, T, fabs##S(x))                    \
  X(FABS, E, T, T, fabs##S(x)) X(SQUARE, E, T, T, x * x) X(SIGN, E, T, T, sign_##E(x))  \
  X(CONJ, E, T, T, x)                                                                   \
                                                                                         \
                                                                                        \
  X(FLOOR, E, T, T, floor##S(x)) X(CEIL, E, T, T, ceil##S(x))                           \
  X(TRUNC, E, T, T, trunc##S(x)) X(RINT, E, T, T, rint##S(x))                          \
  X(DEGREES, E, T, T, x * ((T)180 / (T)M_PI)) X(RAD2DEG, E, T, T, x * ((T)180 / (T)M_PI)) \
  X(RADIANS, E, T, T, x * ((T)M_PI / (T)180)) X(DEG2RAD, E, T, T, x * ((T)M_PI / (T)180)) \
  X(RECIPROCAL, E, T, T, (T)1 / x) X(SPACING, E, T, T, spacing_##E(x))                  \
  X(SIGNBIT, E, T, uint8_t, signbit(x) != 0)

#define BOOL_UOPS(X, E, T)                                                              \
  PRED_OPS(X, E, T, NOT_FLOAT(0), NOT_FLOAT(0), NOT_FLOAT(1))                            \
  X(INVERT, E, T, T, !x) X(ABS, E, T, T, x) X(SIGNBIT, E, T, uint8_t, NOT_FLOAT(0))

/* ---- max/min runs for reductions ----
 * GCC does not vectorise a max loop that also watches for NaN, so the contiguous float runs
 * of max/min reductions use SIMD lanes: four vectors of maxps/minps carry the extremes
 * (x > m ? x : m, so the earlier of equal values stays), an unordered compare notes any NaN for
 * the caller. AVX2 where the CPU has it (chosen at run time), SSE2 otherwise. */
#if defined(__SSE2__) && defined(__GNUC__)
#define EXTREME_RUN(NAME, ATTR, T, VT, L, LOAD, STORE, VMAX, VMIN, UNORD, OR, MASK)      \
  ATTR static T NAME(const T *a, int64_t n, bool want_max, bool *nan) {                 \
    VT m[4], u = UNORD(LOAD(a), LOAD(a));                                               \
    for (int j = 0; j < 4; j++) {                                                       \
      m[j] = LOAD(a + j * L);                                                           \
      u = OR(u, UNORD(m[j], m[j]));                                                     \
    }                                                                                   \
    int64_t i = 4 * L;                                                                  \
    for (; i + 4 * L <= n; i += 4 * L)                                                  \
      for (int j = 0; j < 4; j++) {                                                     \
        VT x = LOAD(a + i + j * L);                                                     \
        u = OR(u, UNORD(x, x));                                                         \
        m[j] = want_max ? VMAX(x, m[j]) : VMIN(x, m[j]);                                \
      }                                                                                 \
    T r[4 * L];                                                                         \
    for (int j = 0; j < 4; j++) STORE(r + j * L, m[j]);                                 \
    bool any = MASK(u) != 0;                                                            \
    T acc = r[0];                                                                       \
    for (int j = 1; j < 4 * L; j++)                                                     \
      acc = want_max ? (r[j] > acc ? r[j] : acc) : (r[j] < acc ? r[j] : acc);           \
    for (; i < n; i++) {                                                                \
      T x = a[i];                                                                       \
      any |= x != x;                                                                    \
      acc = want_max ? (x > acc ? x : acc) : (x < acc ? x : acc);                       \
    }                                                                                   \
    *nan = any;                                                                         \
    return acc;                                                                         \
  }
#define UNORD256_PS(x, y) _mm256_cmp_ps(x, y, _CMP_UNORD_Q)
#define UNORD256_PD(x, y) _mm256_cmp_pd(x, y, _CMP_UNORD_Q)
EXTREME_RUN(extreme_f32, , float, __m128, 4, _mm_loadu_ps, _mm_storeu_ps, _mm_max_ps,
            _mm_min_ps, _mm_cmpunord_ps, _mm_or_ps, _mm_movemask_ps)
EXTREME_RUN(extreme_f64, , double, __m128d, 2, _mm_loadu_pd, _mm_storeu_pd, _mm_max_pd,
            _mm_min_pd, _mm_cmpunord_pd, _mm_or_pd, _mm_movemask_pd)
EXTREME_RUN(extreme_f32_avx2, AVX2, float, __m256, 8, _mm256_loadu_ps, _mm256_storeu_ps,
            _mm256_max_ps, _mm256_min_ps, UNORD256_PS, _mm256_or_ps, _mm256_movemask_ps)
EXTREME_RUN(extreme_f64_avx2, AVX2, double, __m256d, 4, _mm256_loadu_pd, _mm256_storeu_pd,
            _mm256_max_pd, _mm256_min_pd, UNORD256_PD, _mm256_or_pd, _mm256_movemask_pd)
#define HAVE_EXTREME 1
#endif

/* int64 and int32 runs: eight independent lanes, built for AVX2 too (vpcmpgtq; SSE2 has no
 * 64-bit compare, so the baseline build runs them one by one). Integer max/min is exact in any
 * order. */
#define PICK(mx, x, acc) ((mx) ? ((x) > (acc) ? (x) : (acc)) : ((x) < (acc) ? (x) : (acc)))
#define INT_EXTREME(E, T)                                                               \
  CLONES static T extreme_##E(const T *a, int64_t n, bool want_max) {                   \
    T r[8];                                                                             \
    for (int j = 0; j < 8; j++) r[j] = a[j];                                            \
    int64_t i = 8;                                                                      \
    if (want_max) {                                                                     \
      for (; i + 8 <= n; i += 8)                                                        \
        for (int j = 0; j < 8; j++) r[j] = a[i + j] > r[j] ? a[i + j] : r[j];           \
    } else {                                                                            \
      for (; i + 8 <= n; i += 8)                                                        \
        for (int j = 0; j < 8; j++) r[j] = a[i + j] < r[j] ? a[i + j] : r[j];           \
    }                                                                                   \
    T acc = r[0];                                                                       \
    for (int j = 1; j < 8; j++) acc = PICK(want_max, r[j], acc);                        \
    for (; i < n; i++) acc = PICK(want_max, a[i], acc);                                 \
    return acc;                                                                         \
  }
INT_EXTREME(INT64, int64_t)
INT_EXTREME(INT32, int32_t)
#undef INT_EXTREME
#undef PICK

bool np_float_extreme(DType dt, const char *a, int64_t n, bool want_max, char *res, bool *nan) {
  if (n >= 64 && (dt == DT_INT64 || dt == DT_INT32)) {
    *nan = false;
    if (dt == DT_INT64) *(int64_t *)res = extreme_INT64((const int64_t *)a, n, want_max);
    else *(int32_t *)res = extreme_INT32((const int32_t *)a, n, want_max);
    return true;
  }
#ifdef HAVE_EXTREME
  bool avx2 = have_avx2();
  if (n < 64) return false;
  if (dt == DT_FLOAT32) {
    const float *f = (const float *)a;
    *(float *)res = avx2 ? extreme_f32_avx2(f, n, want_max, nan) : extreme_f32(f, n, want_max, nan);
    return true;
  }
  if (dt == DT_FLOAT64) {
    const double *d = (const double *)a;
    *(double *)res = avx2 ? extreme_f64_avx2(d, n, want_max, nan) : extreme_f64(d, n, want_max, nan);
    return true;
  }
#else
  (void)a, (void)n, (void)want_max, (void)res, (void)nan;
#endif
  (void)dt;
  return false;
}

/* ---- instantiate the loops ---- */
/* Integer comparisons get the AVX2 build too: SSE2 has no 64-bit compare, so the baseline
 * build ran `pos == 0` on int64 one element at a time. */
#define DEF_SINT(E, T, U) \
  CMP_OPS(DEF_LOOP2_AVX2, E, T) INT_ARITH_OPS(DEF_LOOP2, E, T, U) SINT_UOPS(DEF_LOOP1, E, T, U)
#define DEF_UINT(E, T, U) \
  CMP_OPS(DEF_LOOP2_AVX2, E, T) INT_ARITH_OPS(DEF_LOOP2, E, T, U) UINT_UOPS(DEF_LOOP1, E, T, U)
#define DEF_FLT(E, T, S) FLT_OPS(DEF_LOOP2_AVX2, E, T, S) FLT_UOPS(DEF_LOOP1_AVX2, E, T, S)
NP_SINTS(DEF_SINT)
NP_UINTS(DEF_UINT)
NP_FLOATS(DEF_FLT)
/* float32 exp, log, sin and cos are NumPy's own algorithms (np_fastmath.c) */
BOOL_OPS(DEF_LOOP2, BOOL, uint8_t)
BOOL_UOPS(DEF_LOOP1, BOOL, uint8_t)
/* long double's transcendental functions: libm's long double ones, as npy_math's are */
#define LD_MATH1(X)                                                                       \
  X(SQRT, sqrtl) X(CBRT, cbrtl) X(EXP, expl) X(EXP2, exp2l) X(EXPM1, expm1l) X(LOG, logl) \
  X(LOG2, log2l) X(LOG10, log10l) X(LOG1P, log1pl) X(SIN, sinl) X(COS, cosl) X(TAN, tanl) \
  X(ARCSIN, asinl) X(ARCCOS, acosl) X(ARCTAN, atanl) X(SINH, sinhl) X(COSH, coshl)        \
  X(TANH, tanhl) X(ARCSINH, asinhl) X(ARCCOSH, acoshl) X(ARCTANH, atanhl)
#define DEF_LD_MATH1(OP, FN) DEF_LOOP1(OP, LONGDOUBLE, long double, long double, FN(x))
LD_MATH1(DEF_LD_MATH1)
DEF_LOOP2(POW, LONGDOUBLE, long double, long double, powl(x, y))
DEF_LOOP2(ARCTAN2, LONGDOUBLE, long double, long double, atan2l(x, y))

static const NpLoop binary_loops[NPB_COUNT][DT_COUNT] = {
#define REG_SINT(E, T, U) INT_OPS(REG2, E, T, U)
#define REG_FLT(E, T, S) FLT_OPS(REG2, E, T, S)
    NP_SINTS(REG_SINT) NP_UINTS(REG_SINT) NP_FLOATS(REG_FLT) BOOL_OPS(REG2, BOOL, uint8_t)
    /* power and arctan2 of floats: SVML's algorithms on AVX-512 (np_svml_pow.c, np_svml_atan2.c) */
    [NPB_POW][DT_FLOAT32] = np_loop_pow_f32, [NPB_POW][DT_FLOAT64] = np_loop_pow_f64,
    [NPB_ARCTAN2][DT_FLOAT32] = np_loop_atan2_f32, [NPB_ARCTAN2][DT_FLOAT64] = np_loop_atan2_f64,
    [NPB_POW][DT_LONGDOUBLE] = l2_POW_LONGDOUBLE, [NPB_ARCTAN2][DT_LONGDOUBLE] = l2_ARCTAN2_LONGDOUBLE,
#undef REG_SINT
#undef REG_FLT
};

static const NpLoop unary_loops[NPU_COUNT][DT_COUNT] = {
#define REG_SINT(E, T, U) SINT_UOPS(REG1, E, T, U)
#define REG_UINT(E, T, U) UINT_UOPS(REG1, E, T, U)
#define REG_FLT(E, T, S) FLT_UOPS(REG1, E, T, S)
    NP_SINTS(REG_SINT) NP_UINTS(REG_UINT) NP_FLOATS(REG_FLT) BOOL_UOPS(REG1, BOOL, uint8_t)
    [NPU_SQRT][DT_FLOAT32] = l1_SQRT_FLOAT32, [NPU_SQRT][DT_FLOAT64] = l1_SQRT_FLOAT64,
    [NPU_EXP][DT_FLOAT32] = np_loop_expf, [NPU_LOG][DT_FLOAT32] = np_loop_logf,
    [NPU_EXP][DT_FLOAT64] = np_loop_exp_f64, [NPU_LOG][DT_FLOAT64] = np_loop_log_f64,
    [NPU_SIN][DT_FLOAT32] = np_loop_sin_f32_flagged, [NPU_COS][DT_FLOAT32] = np_loop_cos_f32_flagged,
    [NPU_TANH][DT_FLOAT32] = np_loop_tanh_f32, [NPU_TANH][DT_FLOAT64] = np_loop_tanh_f64,
    [NPU_LOG2][DT_FLOAT32] = np_loop_log2_f32, [NPU_LOG2][DT_FLOAT64] = np_loop_log2_f64,
    [NPU_LOG10][DT_FLOAT32] = np_loop_log10_f32, [NPU_LOG10][DT_FLOAT64] = np_loop_log10_f64,
    [NPU_EXP2][DT_FLOAT32] = np_loop_exp2_f32, [NPU_EXP2][DT_FLOAT64] = np_loop_exp2_f64,
    [NPU_LOG1P][DT_FLOAT32] = np_loop_log1p_f32, [NPU_LOG1P][DT_FLOAT64] = np_loop_log1p_f64,
    [NPU_EXPM1][DT_FLOAT32] = np_loop_expm1_f32, [NPU_EXPM1][DT_FLOAT64] = np_loop_expm1_f64,
    [NPU_ARCSIN][DT_FLOAT32] = np_loop_asin_f32, [NPU_ARCSIN][DT_FLOAT64] = np_loop_asin_f64,
    [NPU_ARCCOS][DT_FLOAT32] = np_loop_acos_f32, [NPU_ARCCOS][DT_FLOAT64] = np_loop_acos_f64,
    [NPU_TAN][DT_FLOAT32] = np_loop_tan_f32_flagged, [NPU_TAN][DT_FLOAT64] = np_loop_tan_f64_flagged,
    [NPU_ARCTAN][DT_FLOAT32] = np_loop_atan_f32, [NPU_ARCTAN][DT_FLOAT64] = np_loop_atan_f64,
    [NPU_SIN][DT_FLOAT64] = np_loop_sin_f64_flagged, [NPU_COS][DT_FLOAT64] = np_loop_cos_f64_flagged,
    [NPU_CBRT][DT_FLOAT32] = np_loop_cbrt_f32, [NPU_CBRT][DT_FLOAT64] = np_loop_cbrt_f64,
    [NPU_SINH][DT_FLOAT32] = np_loop_sinh_f32, [NPU_SINH][DT_FLOAT64] = np_loop_sinh_f64,
    [NPU_COSH][DT_FLOAT32] = np_loop_cosh_f32, [NPU_COSH][DT_FLOAT64] = np_loop_cosh_f64,
    [NPU_ARCSINH][DT_FLOAT32] = np_loop_asinh_f32, [NPU_ARCSINH][DT_FLOAT64] = np_loop_asinh_f64,
    [NPU_ARCCOSH][DT_FLOAT32] = np_loop_acosh_f32, [NPU_ARCCOSH][DT_FLOAT64] = np_loop_acosh_f64,
    [NPU_ARCTANH][DT_FLOAT32] = np_loop_atanh_f32, [NPU_ARCTANH][DT_FLOAT64] = np_loop_atanh_f64,
#define REG_LD_MATH1(OP, FN) [NPU_##OP][DT_LONGDOUBLE] = l1_##OP##_LONGDOUBLE,
    LD_MATH1(REG_LD_MATH1)
#undef REG_LD_MATH1
#undef REG_SINT
#undef REG_UINT
#undef REG_FLT
};

/* int64 `x % d` and `x // d` by one positive divisor below 2^31 (`i % 7`): an integer division
 * per element costs 10-40 cycles, so the quotient is estimated in double precision (|x| < 2^50
 * keeps the estimate within 1 of floor(x/d), truncation adds at most 1 more) and corrected by
 * two exact steps. Lanes outside that range are redone by the exact loop afterwards. */
#define DIVC_LIMIT ((int64_t)1 << 50)
static bool divc_i64(int64_t n, const int64_t *a, int64_t d, int64_t *o, bool want_mod) {
  const double inv = 1.0 / (double)d;
  bool far = false;
  for (int64_t i = 0; i < n; i++) {
    int64_t x = a[i];
    far |= x >= DIVC_LIMIT || x <= -DIVC_LIMIT;
    int64_t q = (int64_t)((double)x * inv);
    int64_t r = x - q * d;
    q += (r >= d) - (r < 0);
    r = x - q * d;
    q += (r >= d) - (r < 0);
    o[i] = want_mod ? x - q * d : q;
  }
  return far;
}

#if NP_SVML_X86
/* The same eight lanes at a time (int64 <-> double conversions need AVX-512DQ). */
static NP_SVML_TARGET bool divc_i64_avx512(int64_t n, const int64_t *a, int64_t d, int64_t *o,
                                           bool want_mod) {
  const __m512d inv = _mm512_set1_pd(1.0 / (double)d);
  const __m512i dv = _mm512_set1_epi64(d), zero = _mm512_setzero_si512(), one = _mm512_set1_epi64(1);
  const __m512i lim = _mm512_set1_epi64(DIVC_LIMIT), nlim = _mm512_set1_epi64(-DIVC_LIMIT);
  __mmask8 far = 0;
  int64_t i = 0;
  for (; i + 8 <= n; i += 8) {
    __m512i x = _mm512_loadu_si512(a + i);
    far |= _mm512_cmpge_epi64_mask(x, lim) | _mm512_cmple_epi64_mask(x, nlim);
    __m512i q = _mm512_cvttpd_epi64(_mm512_mul_pd(_mm512_cvtepi64_pd(x), inv));
    for (int step = 0; step < 2; step++) {
      __m512i r = _mm512_sub_epi64(x, _mm512_mullo_epi64(q, dv));
      q = _mm512_mask_add_epi64(q, _mm512_cmpge_epi64_mask(r, dv), q, one);
      q = _mm512_mask_sub_epi64(q, _mm512_cmplt_epi64_mask(r, zero), q, one);
    }
    __m512i res = want_mod ? _mm512_sub_epi64(x, _mm512_mullo_epi64(q, dv)) : q;
    _mm512_storeu_si512(o + i, res);
  }
  return divc_i64(n - i, a + i, d, o + i, want_mod) || far;
}
#endif

static void divc_loop(int64_t n, char **p, const int64_t *s, bool want_mod) {
  NpLoop exact = want_mod ? l2_MOD_INT64 : l2_FLOORDIV_INT64;
  int64_t d = *(const int64_t *)p[1];
  if (s[0] != 8 || s[1] != 0 || s[2] != 8 || d <= 0 || d >= ((int64_t)1 << 31) || p[0] == p[2]) {
    exact(n, p, s);
    return;
  }
  const int64_t *a = (const int64_t *)p[0];
  int64_t *o = (int64_t *)p[2];
#if NP_SVML_X86
  bool far = np_svml_cpu() ? divc_i64_avx512(n, a, d, o, want_mod) : divc_i64(n, a, d, o, want_mod);
#else
  bool far = divc_i64(n, a, d, o, want_mod);
#endif
  if (!far) return;
  for (int64_t i = 0; i < n; i++) {
    if (a[i] < DIVC_LIMIT && a[i] > -DIVC_LIMIT) continue;
    char *q[3] = {(char *)(a + i), p[1], (char *)(o + i)};
    exact(1, q, s);
  }
}

static void mod_int64_by_scalar(int64_t n, char **p, const int64_t *s) { divc_loop(n, p, s, true); }
static void floordiv_int64_by_scalar(int64_t n, char **p, const int64_t *s) { divc_loop(n, p, s, false); }

/* float64 array compared with a scalar (`a > 0.5`), contiguous: 64 lanes of compare masks
 * become 64 bool bytes with one masked byte store, where the AVX2 loop packs and permutes
 * (the stream is bound by memory, and the fewer instructions leave it there). */
#if NP_SVML_X86
#define CMPS_F64(NAME, PRED)                                                                   \
  static NP_SVML_TARGET void NAME##_avx512(int64_t n, const double *a, double y, uint8_t *o) { \
    const __m512d yv = _mm512_set1_pd(y);                                                      \
    const __m512i one = _mm512_set1_epi8(1);                                                   \
    int64_t i = 0;                                                                             \
    for (; i + 64 <= n; i += 64) {                                                             \
      uint64_t m = 0;                                                                          \
      for (int k = 0; k < 8; k++)                                                              \
        m |= (uint64_t)_mm512_cmp_pd_mask(_mm512_loadu_pd(a + i + 8 * k), yv, PRED) << (8 * k); \
      _mm512_storeu_si512(o + i, _mm512_maskz_mov_epi8((__mmask64)m, one));                    \
    }                                                                                          \
    for (; i < n; i++) o[i] = (uint8_t)(_mm512_cmp_pd_mask(_mm512_set1_pd(a[i]), yv, PRED) & 1); \
  }                                                                                            \
  static void NAME(int64_t n, char **p, const int64_t *s) {                                    \
    if (s[0] == 8 && s[1] == 0 && s[2] == 1 && np_svml_cpu())                                  \
      NAME##_avx512(n, (const double *)p[0], *(const double *)p[1], (uint8_t *)p[2]);          \
    else                                                                                       \
      l2_##NAME(n, p, s);                                                                      \
  }
#define l2_cmp_gt_f64 l2_GT_FLOAT64
#define l2_cmp_ge_f64 l2_GE_FLOAT64
#define l2_cmp_lt_f64 l2_LT_FLOAT64
#define l2_cmp_le_f64 l2_LE_FLOAT64
#define l2_cmp_eq_f64 l2_EQ_FLOAT64
#define l2_cmp_ne_f64 l2_NE_FLOAT64
CMPS_F64(cmp_gt_f64, _CMP_GT_OQ)
CMPS_F64(cmp_ge_f64, _CMP_GE_OQ)
CMPS_F64(cmp_lt_f64, _CMP_LT_OQ)
CMPS_F64(cmp_le_f64, _CMP_LE_OQ)
CMPS_F64(cmp_eq_f64, _CMP_EQ_OQ)
CMPS_F64(cmp_ne_f64, _CMP_NEQ_UQ)

static NpLoop cmp_f64_loop(NpBinary op) {
  switch (op) {
  case NPB_GT: return cmp_gt_f64;
  case NPB_GE: return cmp_ge_f64;
  case NPB_LT: return cmp_lt_f64;
  case NPB_LE: return cmp_le_f64;
  case NPB_EQ: return cmp_eq_f64;
  case NPB_NE: return cmp_ne_f64;
  default: return NULL;
  }
}
#endif

NpLoop np_binary_loop(NpBinary op, DType dt) {
#if NP_SVML_X86
  NpLoop cmp = dt == DT_FLOAT64 ? cmp_f64_loop(op) : NULL;
  if (cmp) return cmp;
#endif
  if (dt == DT_INT64 && op == NPB_MOD) return mod_int64_by_scalar;
  if (dt == DT_INT64 && op == NPB_FLOORDIV) return floordiv_int64_by_scalar;
  if (dt == DT_FLOAT16) return np_half_binary_loop(op);
  return rt_dtypes[dt].kind == 'c' ? np_complex_binary_loop(op, dt) : binary_loops[op][dt];
}
NpLoop np_unary_loop(NpUnary op, DType dt) {
  if (dt == DT_FLOAT16) return np_half_unary_loop(op);
  return rt_dtypes[dt].kind == 'c' ? np_complex_unary_loop(op, dt) : unary_loops[op][dt];
}
