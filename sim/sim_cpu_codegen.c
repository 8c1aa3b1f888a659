/* sim_cpu_codegen.c — KIR → C for the CPU engine (sim_cpu.h): the C dialect of the shared
 * emitter (vm/kir/kir_cgen.c) and the prelude every unit starts with.
 *
 * Bit for bit the simulator's (sim/sim_exec.c): the prelude's helpers are its definitions of
 * Python's integer and float arithmetic; casts from a float to an integer go through NumPy's
 * conversions as rt_elem_cast does; math functions are computed in double and rounded for
 * float32, as the simulator does, by the same C library; the unit is compiled without
 * contraction (sim_cpu_cc.c). Faults are the simulator's with @jit's meaning: an index counts
 * from the end when negative and is then checked against the axis (IndexError with NumPy's
 * message), division by zero raises ZeroDivisionError with Python's messages, and a loop's back
 * edge looks at Ctrl-C. A fault returns its kind, the message in the context. */
#include <stdlib.h>
#include <string.h>

#include "../vm/base/error.h"
#include "../vm/kir/kir_cgen.h"
#include "sim.h"
#include "sim_cpu.h"

static const char prelude[] =
    "/* Weft CPU prelude: see sim/sim_cpu_codegen.c */\n"
    /* What the unit uses of the C library, declared here instead of including <math.h>,
     * <stdio.h>, <stdlib.h>, <string.h> and <stdbool.h> (3,200 lines of headers: a fifth of a
     * compile's time); sim_cpu_cc.c compiles with -Werror=implicit-function-declaration, so a
     * function missing here fails the compile (the simulator then runs it) rather than being
     * called with a guessed type. */
    "typedef __SIZE_TYPE__ size_t;\n#define NULL ((void *)0)\n"
    "#define bool _Bool\n#define true 1\n#define false 0\n"
    "#define isnan(x) __builtin_isnan(x)\n#define isinf(x) __builtin_isinf_sign(x)\n"
    "#define isfinite(x) __builtin_isfinite(x)\n"
    "double sqrt(double), exp(double), log(double), sin(double), cos(double), tan(double), tanh(double),\n"
    "  atan(double), asin(double), acos(double), floor(double), ceil(double), fabs(double), log10(double),\n"
    "  log2(double), expm1(double), log1p(double), sinh(double), cosh(double), erf(double), erfc(double),\n"
    "  cbrt(double), trunc(double), rint(double), nearbyint(double), asinh(double), acosh(double),\n"
    "  atanh(double), tgamma(double), lgamma(double), atan2(double, double), pow(double, double),\n"
    "  hypot(double, double), fmod(double, double), copysign(double, double), remainder(double, double),\n"
    "  fmax(double, double), fmin(double, double), fma(double, double, double), ldexp(double, int),\n"
    "  frexp(double, int *), modf(double, double *);\n"
    "float sqrtf(float), floorf(float), fabsf(float), fmodf(float, float), powf(float, float),\n"
    "  fmaf(float, float, float), expf(float), logf(float), sinf(float), cosf(float), tanf(float),\n"
    "  tanhf(float), atanf(float), asinf(float), acosf(float), log10f(float), log2f(float),\n"
    "  expm1f(float), log1pf(float), sinhf(float), coshf(float), asinhf(float), acoshf(float),\n"
    "  atanhf(float), atan2f(float, float), hypotf(float, float);\n"
    "void *memcpy(void *, const void *, size_t), *memset(void *, int, size_t), *malloc(size_t),\n"
    "  *calloc(size_t, size_t), free(void *);\n"
    "int snprintf(char *, size_t, const char *, ...);\n"
    "typedef struct WeftArray { char *data; long long shape[4]; long long strides[4]; } WeftArray;\n"
    "typedef struct WfMT { unsigned mt[624]; int mti; } WfMT;\n"
    "typedef struct WfCtx WfCtx;\n"
    "typedef int (*WfBody)(WfCtx *, const void *, void *, long long, long long);\n"
    "struct WfCtx {\n"
    "  unsigned long long *result; volatile const int *intr; WfMT *mt; void (*mt_generate)(WfMT *);\n"
    "  int (*par)(WfCtx *, WfBody, const void *, void *, unsigned long, long long, int *);\n"
    "  int sreg[16]; char msg[200]; long long dyn_shared; int unchecked;\n"
    "  bool (*allows)(size_t); /* n bytes more within --max-memory */\n"
    "  int (*alloc)(void *, int, int, int, const long long *, WeftArray *, char *); void *heap; /* KirRun's */\n"
    "  void (*share)(void *, int, int);\n"
    "  WfMT *np_mt; bool *np_has_gauss; double *np_gauss; void (*np_seed)(unsigned); /* NumPy's legacy generator */\n"
    "};\n"
    "#define WF_MAX_THREADS 64\n"

    "enum { WF_OK, WF_INDEX, WF_ZERODIV, WF_INTERRUPT, WF_DIVERGE, WF_NOMEM, WF_BARRIER, WF_WARP, WF_VALUE };\n"
    "#define WF_ELEM(T, A, off) (*(T *)((A).data + (off)))\n"
    "#define WF_COLD static __attribute__((noinline, cold, unused))\n"
    "#define WF_FN static inline __attribute__((unused))\n"
    "WF_FN float __int_as_float(unsigned u) { float f; memcpy(&f, &u, 4); return f; }\n"
    "WF_FN double __longlong_as_double(long long u) { double f; memcpy(&f, &u, 8); return f; }\n"
    "WF_COLD int wf_oob(WfCtx *c, long long i, int axis, long long n) {\n"
    "  snprintf(c->msg, sizeof c->msg, \"index %lld is out of bounds for axis %d with size %lld\", i, axis, n);\n"
    "  return WF_INDEX;\n"
    "}\n"
    "/* cuda.brev over the low `bits` bits (sim/sim_warp.c) */\n"
    "WF_FN unsigned long long wf_brev(unsigned long long x, int bits) {\n"
    "  unsigned long long r = 0;\n"
    "  for (int k = 0; k < bits; k++, x >>= 1) r = (r << 1) | (x & 1);\n"
    "  return r;\n"
    "}\n"
    "WF_COLD int wf_zerodiv(WfCtx *c, const char *m) { snprintf(c->msg, sizeof c->msg, \"%s\", m); return WF_ZERODIV; }\n"
    "/* random.random(): Python's MT19937 (vm/py/mt19937.c), drawn inline from its state: a double\n"
    " * is two words, taken together with one test of the index when both are left before the\n"
    " * twist (else one at a time: a twist between them keeps CPython's stream); a twist sets the\n"
    " * index to 0, as rt_mt_generate does. A @jit function that draws keeps the index in a local\n"
    " * (WfMTL wf_mt, in a register), stored back by its cleanup when the function returns. */\n"
    "WF_FN unsigned wf_temper(unsigned y) {\n"
    "  y ^= y >> 11; y ^= (y << 7) & 0x9d2c5680u; y ^= (y << 15) & 0xefc60000u; return y ^ (y >> 18);\n"
    "}\n"
    "WF_FN unsigned wf_mt32(WfMT *g, WfCtx *c) {\n"
    "  int i = g->mti;\n"
    "  if (__builtin_expect(i >= 624, 0)) { c->mt_generate(g); i = 0; }\n"
    "  g->mti = i + 1;\n"
    "  return wf_temper(g->mt[i]);\n"
    "}\n"
    "WF_FN double wf_mt_double(unsigned a, unsigned b) {\n"
    "  return ((a >> 5) * 67108864.0 + (b >> 6)) * (1.0 / 9007199254740992.0);\n"
    "}\n"
    "WF_FN double wf_random_g(WfMT *g, WfCtx *c) {\n"
    "  int i = g->mti;\n"
    "  if (__builtin_expect(i < 623, 1)) { g->mti = i + 2; return wf_mt_double(wf_temper(g->mt[i]), wf_temper(g->mt[i + 1])); }\n"
    "  unsigned a = wf_mt32(g, c);\n"
    "  return wf_mt_double(a, wf_mt32(g, c));\n"
    "}\n"
    "#define wf_random(c) wf_random_g((c)->mt, c)\n"
    "/* np.random.standard_normal() in @jit code: NumPy's legacy gauss (polar Box-Muller, the pair's\n"
    " * first value cached for the next draw), as Numba's on its own state */\n"
    "WF_FN double wf_np_gauss_pair(WfCtx *c) {\n"
    "  double x1, x2, r2;\n"
    "  do {\n"
    "    x1 = 2.0 * wf_random_g(c->np_mt, c) - 1.0;\n"
    "    x2 = 2.0 * wf_random_g(c->np_mt, c) - 1.0;\n"
    "    r2 = x1 * x1 + x2 * x2;\n"
    "  } while (r2 >= 1.0 || r2 == 0.0);\n"
    "  double f = sqrt(-2.0 * log(r2) / r2);\n"
    "  *c->np_gauss = f * x1; *c->np_has_gauss = 1;\n"
    "  return f * x2;\n"
    "}\n"
    "WF_FN double wf_np_gauss(WfCtx *c) {\n"
    "  if (!*c->np_has_gauss) return wf_np_gauss_pair(c);\n"
    "  double t = *c->np_gauss; *c->np_has_gauss = 0; *c->np_gauss = 0.0;\n"
    "  return t;\n"
    "}\n"
    "/* random.seed(n) in @jit code: Numba's numba_rnd_init, MT19937's init_genrand(n) */\n"
    "WF_COLD void wf_seed(WfMT *g, unsigned s) {\n"
    "  g->mt[0] = s;\n"
    "  for (int i = 1; i < 624; i++) g->mt[i] = 1812433253u * (g->mt[i - 1] ^ (g->mt[i - 1] >> 30)) + (unsigned)i;\n"
    "  g->mti = 624;\n"
    "}\n"
    "typedef struct WfMTL { WfMT *g; int i; } WfMTL;\n"
    "WF_FN void wf_mtl_put(WfMTL *l) { l->g->mti = l->i; }\n"
    "WF_COLD double wf_random_twist(WfMT *g, WfCtx *c) { return wf_random_g(g, c); }\n"
    "static inline __attribute__((always_inline, unused)) double wf_random_l(WfMTL *l, WfCtx *c) {\n"
    "  int i = l->i;\n"
    "  if (__builtin_expect(i >= 623, 0)) {\n"
    "    l->g->mti = i;\n"
    "    double r = wf_random_twist(l->g, c);\n"
    "    l->i = l->g->mti;\n"
    "    return r;\n"
    "  }\n"
    "  l->i = i + 2;\n"
    "  return wf_mt_double(wf_temper(l->g->mt[i]), wf_temper(l->g->mt[i + 1]));\n"
    "}\n"
    "/* np.sort / a.sort() in @jit code: a quicksort (median of three, insertion sort below 16\n"
    " * elements) of a contiguous run, NaNs moved to the end first, as NumPy and Numba order them */\n"
    "#define WF_SORT_DEF(N, T, NANS) \\\n"
    "  static __attribute__((unused)) void wf_sort_ins_##N(T *a, long long lo, long long hi) { \\\n"
    "    for (long long i = lo + 1; i <= hi; i++) { T x = a[i]; long long j = i - 1; \\\n"
    "      while (j >= lo && x < a[j]) { a[j + 1] = a[j]; j--; } a[j + 1] = x; } } \\\n"
    "  static __attribute__((unused)) void wf_sort_qs_##N(T *a, long long lo, long long hi) { \\\n"
    "    while (hi - lo > 16) { long long m = lo + (hi - lo) / 2; T t; \\\n"
    "      if (a[m] < a[lo]) { t = a[m]; a[m] = a[lo]; a[lo] = t; } \\\n"
    "      if (a[hi] < a[m]) { t = a[hi]; a[hi] = a[m]; a[m] = t; if (a[m] < a[lo]) { t = a[m]; a[m] = a[lo]; a[lo] = t; } } \\\n"
    "      T p = a[m]; long long i = lo, j = hi; \\\n"
    "      while (i <= j) { while (a[i] < p) i++; while (p < a[j]) j--; \\\n"
    "        if (i <= j) { t = a[i]; a[i] = a[j]; a[j] = t; i++; j--; } } \\\n"
    "      if (j - lo < hi - i) { wf_sort_qs_##N(a, lo, j); lo = i; } else { wf_sort_qs_##N(a, i, hi); hi = j; } } \\\n"
    "    wf_sort_ins_##N(a, lo, hi); } \\\n"
    "  static __attribute__((unused)) void wf_sort_##N(T *a, long long n) { \\\n"
    "    long long k = n; \\\n"
    "    if (NANS) { k = 0; for (long long i = 0; i < n; i++) if (a[i] == a[i]) { T t = a[i]; a[i] = a[k]; a[k++] = t; } } \\\n"
    "    if (k > 1) wf_sort_qs_##N(a, 0, k - 1); }\n"
    "WF_SORT_DEF(float64, double, 1) WF_SORT_DEF(float32, float, 1)\n"
    "WF_SORT_DEF(int64, long long, 0) WF_SORT_DEF(int32, int, 0) WF_SORT_DEF(int16, short, 0) WF_SORT_DEF(int8, signed char, 0)\n"
    "WF_SORT_DEF(uint64, unsigned long long, 0) WF_SORT_DEF(uint32, unsigned, 0) WF_SORT_DEF(uint16, unsigned short, 0)\n"
    "WF_SORT_DEF(uint8, unsigned char, 0) WF_SORT_DEF(bool, bool, 0)\n"
    "/* math functions as sim/sim_exec.c defines them (frexp and modf are pairs) */\n"
    "WF_FN double wf_m_frexp(double x) { int e; return isfinite(x) ? frexp(x, &e) : x; }\n"
    "WF_FN double wf_m_frexp_exp(double x) { int e = 0; if (isfinite(x)) frexp(x, &e); return e; }\n"
    "WF_FN double wf_m_modf(double x) { double i; return isinf(x) ? copysign(0.0, x) : modf(x, &i); }\n"
    "WF_FN double wf_m_modf_int(double x) { double i; if (isinf(x)) return x; modf(x, &i); return i; }\n"
    "WF_FN double wf_m_ldexp(double x, double e) { return ldexp(x, (int)fmax(-100000.0, fmin(100000.0, e))); }\n"
    "WF_FN double wf_m_degrees(double x) { return x * (180.0 / 3.141592653589793); }\n"
    "WF_FN double wf_m_radians(double x) { return x * (3.141592653589793 / 180.0); }\n"
    "/* the iterations of range(start, stop, step), step != 0 */\n"
    "WF_FN long long wf_trips(long long start, long long stop, long long step) {\n"
    "  typedef unsigned long long U;\n"
    "  if (step > 0 && stop > start) return (long long)(((U)stop - (U)start - 1) / (U)step + 1);\n"
    "  if (step < 0 && stop < start) return (long long)(((U)start - (U)stop - 1) / (0 - (U)step) + 1);\n"
    "  return 0;\n"
    "}\n"
    "/* an index of @jit code: negative counts from the end, then 0 <= i < n or IndexError */\n"
    "#define WF_IX_CK(i, n, axis) ({ long long i_ = (i), n_ = (n), w_ = i_ < 0 ? i_ + n_ : i_; \\\n"
    "  if (__builtin_expect((unsigned long long)w_ >= (unsigned long long)n_, 0)) return wf_oob(ctx, i_, axis, n_); \\\n"
    "  w_; })\n"
    "/* where a launch check proved 0 <= i < n (a kernel's unchecked copy, sim_cpu_prove.c) */\n"
    "#define WF_IX_NC(i, n, axis) ((long long)(i))\n"
    "#define WF_IX WF_IX_CK\n"
    "/* a C-contiguous argument's last stride: the item size in the copy for proved launches */\n"
    "#define WF_LS_CK(s, n) (s)\n"
    "#define WF_LS_NC(s, n) ((long long)(n))\n"
    "#define WF_LS WF_LS_CK\n"
    "/* integers: wrap-around arithmetic and Python's // % ** (sim/sim_exec.c's INT_HELPERS). A\n"
    " * divisor the compiler knows to be positive (a constant, or a range it proved) takes plain C\n"
    " * with a branch-free sign fix-up, a power of two a shift or a mask: gcc does not reduce the\n"
    " * general helper's fix-ups by itself, and drops this one where it knows a >= 0. */\n"
    "#define WF_POS(b) (__builtin_constant_p((b) > 0) && (b) > 0)\n"
    "#define WF_POW2(b) (__builtin_constant_p((b) & ((b) - 1)) && !((b) & ((b) - 1)))\n"
    "#define WF_INT(S, T, UT, ISS)                                                            \\\n"
    "  WF_FN T wf_add_##S(T a, T b) { return (T)((UT)a + (UT)b); }                            \\\n"
    "  WF_FN T wf_sub_##S(T a, T b) { return (T)((UT)a - (UT)b); }                            \\\n"
    "  WF_FN T wf_mul_##S(T a, T b) { return (T)((UT)a * (UT)b); }                            \\\n"
    "  WF_FN T wf_div_##S(T a, T b) { (void)a, (void)b; return 0; }                           \\\n"
    "  WF_FN T wf_neg_##S(T a) { return (T)(0 - (UT)a); }                                     \\\n"
    "  WF_FN T wf_abs_##S(T a) { return ISS && a < (T)0 ? wf_neg_##S(a) : a; }                \\\n"
    "  WF_FN T wf_shl_##S(T a, T b) { return (T)((UT)a << ((UT)b & (sizeof(T) * 8 - 1))); }   \\\n"
    "  WF_FN T wf_shr_##S(T a, T b) { return (T)(a >> ((UT)b & (sizeof(T) * 8 - 1))); }       \\\n"
    "  WF_FN T wf_floordiv_##S(T a, T b) {                                                    \\\n"
    "    if (ISS && WF_POS(b)) return WF_POW2(b) ? a >> __builtin_ctzll((UT)b) : a / b - (a % b < 0); \\\n"
    "    if (b == 0) return 0;                                                                \\\n"
    "    if (ISS && b == (T)-1) return (T)(0 - (UT)a);                                        \\\n"
    "    T q = a / b;                                                                         \\\n"
    "    if (ISS && a % b != 0 && ((a < (T)0) != (b < (T)0))) q--;                            \\\n"
    "    return q;                                                                            \\\n"
    "  }                                                                                      \\\n"
    "  WF_FN T wf_mod_##S(T a, T b) {                                                         \\\n"
    "    if (ISS && WF_POS(b)) return WF_POW2(b) ? (T)((UT)a & (UT)(b - 1)) : a % b + (a % b < 0 ? b : 0); \\\n"
    "    if (b == 0 || (ISS && b == (T)-1)) return 0;                                         \\\n"
    "    T r = a % b;                                                                         \\\n"
    "    if (ISS && r != 0 && ((r < (T)0) != (b < (T)0))) r = (T)(r + b);                     \\\n"
    "    return r;                                                                            \\\n"
    "  }                                                                                      \\\n"
    "  WF_FN T wf_pow_##S(T a, T b) {                                                         \\\n"
    "    UT r = 1, x = (UT)a;                                                                 \\\n"
    "    if (ISS && b < (T)0) return a == 1 ? 1 : a == (T)-1 ? ((UT)b & 1 ? a : 1) : 0;       \\\n"
    "    for (UT e = (UT)b; e; e >>= 1, x *= x)                                               \\\n"
    "      if (e & 1) r *= x;                                                                 \\\n"
    "    return (T)r;                                                                         \\\n"
    "  }                                                                                      \\\n"
    "  /* code Numba compiles (@jit, CPU ufunc cores): MIN // -1 is 0, 0 ** negative the minimum */ \\\n"
    "  WF_FN T wf_nfloordiv_##S(T a, T b) {                                                   \\\n"
    "    return ISS && b == (T)-1 && a == (T)((UT)1 << (sizeof(T) * 8 - 1)) ? 0 : wf_floordiv_##S(a, b); \\\n"
    "  }                                                                                      \\\n"
    "  WF_FN T wf_npow_##S(T a, T b) {                                                        \\\n"
    "    return ISS && a == 0 && b < (T)0 ? (T)((UT)1 << (sizeof(T) * 8 - 1)) : wf_pow_##S(a, b); \\\n"
    "  }\n"
    "WF_INT(i32, int, unsigned int, 1)\n"
    "WF_INT(i64, long long, unsigned long long, 1)\n"
    "WF_INT(u32, unsigned int, unsigned int, 0)\n"
    "WF_INT(u64, unsigned long long, unsigned long long, 0)\n"
    "/* floats: Python's // and %, and ** with LLVM's exact shortcuts (sim_exec.c's FLOAT_HELPERS) */\n"
    "#define WF_FLOAT(S, T, FMOD, FLOOR, SQRT, FABS, POW)                                     \\\n"
    "  WF_FN T wf_pow_##S(T a, T b) {                                                         \\\n"
    "    if (b == (T)2) return a * a;                                                         \\\n"
    "    if (b == (T)0.5) return isinf(a) && a < 0 ? -a : FABS(SQRT(a));                      \\\n"
    "    if (b == (T)1) return a;                                                             \\\n"
    "    if (b == (T)-1) return (T)1 / a;                                                     \\\n"
    "    return POW(a, b);                                                                    \\\n"
    "  }                                                                                      \\\n"
    "  WF_FN T wf_mod_##S(T a, T b) {                                                         \\\n"
    "    T r = FMOD(a, b);                                                                    \\\n"
    "    if (r != 0 && ((r < 0) != (b < 0))) r += b;                                          \\\n"
    "    else if (r == 0) r = (T)copysign(0.0, (double)b);                                    \\\n"
    "    return r;                                                                            \\\n"
    "  }                                                                                      \\\n"
    "  WF_FN T wf_floordiv_##S(T a, T b) {                                                    \\\n"
    "    if (b == 0) return a / b;                                                            \\\n"
    "    T m = FMOD(a, b), q = (a - m) / b;                                                   \\\n"
    "    if (m != 0 && ((b < 0) != (m < 0))) q -= 1;                                          \\\n"
    "    T f = FLOOR(q);                                                                      \\\n"
    "    if (q - f > (T)0.5) f += 1;                                                          \\\n"
    "    return q == 0 ? (T)copysign(0.0, (double)(a / b)) : f;                               \\\n"
    "  }\n"
    "WF_FLOAT(f32, float, fmodf, floorf, sqrtf, fabsf, powf)\n"
    "WF_FLOAT(f64, double, fmod, floor, sqrt, fabs, pow)\n"
    "#define WF_GEN(name, a) _Generic((a), int: name##_i32, long long: name##_i64, \\\n"
    "  unsigned int: name##_u32, unsigned long long: name##_u64, float: name##_f32, double: name##_f64)\n"
    "#define WF_GENI(name, a) _Generic((a), int: name##_i32, long long: name##_i64, \\\n"
    "  unsigned int: name##_u32, unsigned long long: name##_u64)\n"
    "#define wf_add(a, b) WF_GENI(wf_add, a)(a, b)\n"
    "#define wf_sub(a, b) WF_GENI(wf_sub, a)(a, b)\n"
    "#define wf_mul(a, b) WF_GENI(wf_mul, a)(a, b)\n"
    "#define wf_div(a, b) WF_GENI(wf_div, a)(a, b)\n"
    "#define wf_neg(a) WF_GENI(wf_neg, a)(a)\n"
    "#define wf_abs(a) WF_GENI(wf_abs, a)(a)\n"
    "#define wf_shl(a, b) WF_GENI(wf_shl, a)(a, b)\n"
    "#define wf_shr(a, b) WF_GENI(wf_shr, a)(a, b)\n"
    "#define wf_floordiv(a, b) WF_GEN(wf_floordiv, a)(a, b)\n"
    "#define wf_mod(a, b) WF_GEN(wf_mod, a)(a, b)\n"
    "#define wf_pow(a, b) WF_GEN(wf_pow, a)(a, b)\n"
    "#define wf_nfloordiv(a, b) WF_GENI(wf_nfloordiv, a)(a, b)\n"
    "#define wf_npow(a, b) WF_GENI(wf_npow, a)(a, b)\n"
    "/* float to integer: NumPy's C casts (vm/np/np_dtype.c): out of range gives the minimum */\n"
    "WF_FN long long wf_f2i64(double x) {\n"
    "  if (!(x >= -9223372036854775808.0 && x < 9223372036854775808.0)) return (-9223372036854775807ll - 1);\n"
    "  return (long long)x;\n"
    "}\n"
    "WF_FN int wf_f2i32(double x) {\n"
    "  if (!(x > -2147483649.0 && x < 2147483648.0)) return (-2147483647 - 1);\n"
    "  return (int)x;\n"
    "}\n"
    "WF_FN unsigned long long wf_f2u64(double x) {\n"
    "  if (x >= 9223372036854775808.0) return (unsigned long long)wf_f2i64(x - 9223372036854775808.0) ^ (1ull << 63);\n"
    "  return (unsigned long long)wf_f2i64(x);\n"
    "}\n"
    "\n";

static DType R(const KirCGen *g, int reg) { return g->f->regs[reg]; }
static bool is_float(DType t) { return rt_dtypes[t].kind == 'f'; }

/* The arithmetic types the helpers have (the typer widens narrower integers before arithmetic). */
static bool arith_type(DType t) {
  return t == DT_INT32 || t == DT_INT64 || t == DT_UINT32 || t == DT_UINT64 || t == DT_FLOAT32 || t == DT_FLOAT64;
}

static const char *unsupported_inst(const KirFunc *f, const KirInst *in) {
  bool kernel = f->target == KIR_TARGET_KERNEL;
  switch ((KirOp)in->op) {
  case KIR_SREG: case KIR_FENCE: return kernel ? NULL : "it uses CUDA's thread operations";
  case KIR_BARRIER: return kernel ? NULL : "it uses CUDA's thread operations";
  case KIR_WARP: case KIR_SYNCWARP: return kernel ? NULL : "it uses CUDA's thread operations";
  case KIR_ATOMIC: return kernel ? sim_cpu_atomics_unsupported(f) : "it uses CUDA's thread operations";
  case KIR_BITS: return kernel ? NULL : "it uses CUDA's thread operations";
  case KIR_PRINT: return "it prints";
  case KIR_RAISE:
    return (in->sub == 1 && in->imm.i == RT_EXC_ValueError) || in->sub == KIR_RAISE_SHAPE ? NULL : "it raises an exception";
  case KIR_MATH: /* NumPy's loops, which the simulator calls; a kernel's gamma and lgamma are
                  * Python's, which the simulator calls too (@jit's: libm's, native) */
    if (in->imm.i == KIR_MATH_NUMPY && sim_numpy_math(in->sub, f->regs[in->a] == DT_FLOAT32))
      return "it uses NumPy's math functions";
    return kernel && (in->sub == KM_GAMMA || in->sub == KM_LGAMMA) ? "it uses math.gamma or math.lgamma" : NULL;
  case KIR_BIN:
    if (f->regs[in->a] == DT_BOOL && (in->sub == KB_AND || in->sub == KB_OR || in->sub == KB_XOR || in->sub >= KB_LT))
      return NULL;
    return arith_type(f->regs[in->a]) ? NULL : "it does arithmetic on a narrow integer type";
  case KIR_UN:
    if (in->sub == KU_NOT) return NULL;
    return arith_type(f->regs[in->a]) ? NULL : "it does arithmetic on a narrow integer type";
  default: return NULL;
  }
}

const char *sim_cpu_unsupported(const KirFunc *f) {
  if (f->target != KIR_TARGET_CPU && f->target != KIR_TARGET_KERNEL) return "it is not CPU code";
  for (int k = 0; k < f->nslots; k++) {
    if (f->slots[k].kind == KIR_SLOT_SHARED && f->target != KIR_TARGET_KERNEL) return "it uses shared memory";
    if (f->slots[k].ndim > KIR_MAX_INDEX) return "an array has too many dimensions";
  }
  for (int pc = 0; pc < f->ncode; pc++) {
    const char *why = unsupported_inst(f, &f->code[pc]);
    if (why) return why;
  }
  return NULL;
}

/* ---- the dialect ---- */

typedef struct CpuGen {
  bool view_checks;
  const char *name; /* the function's C name */
  bool *par;        /* per pc: a prange LOOP split over threads (sim_cpu_par.c); NULL: none */
  bool in_worker;   /* writing a prange loop's outlined body */
  void *fission;    /* a kernel's block as loops over its threads (sim_cpu_fission.c): its state */
  bool mt_local;    /* the function keeps the random state's index in wf_mt (a @jit function that draws) */
  bool intr_local;  /* the function holds the interrupt flag's pointer in wf_intr */
} CpuGen;

/* The extent of axis k of the instruction's array. */
static void put_extent(KirCGen *g, const KirSlot *s, int k) {
  if (kir_slot_has_desc(s->kind)) rt_sb_printf(g->out, "%s%d.shape[%d]", kir_cgen_desc(s), s->param, k);
  else if (s->kind == KIR_SLOT_SHARED && s->size == 0)
    rt_sb_printf(g->out, "(ctx->dyn_shared / %d)", rt_dtypes[s->dtype].itemsize);
  else rt_sb_printf(g->out, "%lldll", (long long)s->shape[k]);
}

/* Whether the array parameter's last axis is C-contiguous in its specialisation (kir_types.c):
 * the copy for launches proved in bounds then takes the item size for that axis's stride
 * (WF_LS), a constant that lets the compiler vectorise a loop over it; the engine runs that copy
 * only when each such argument's last stride is the item size or its axis has one element (an
 * index in range is then 0). Not for arrays lowered to another shape (complex ones). */
static bool c_last_axis(const KirFunc *f, const KirSlot *s) {
  const KirTy *t = s->param >= 0 && s->param < f->sig.nargs ? &f->sig.args[s->param] : NULL;
  return t && t->kind == KIR_TY_ARRAY && t->layout == 'C' && !t->rec && t->dtype == s->dtype && t->ndim == s->ndim &&
         s->ndim > 0;
}

/* A checked access: "{ long long o_ = WF_IX(..) * stride; o_ += ...; <use of element o_> }",
 * the axes tested in order as the simulator reports the first one out of range. */
static void checked_access(KirCGen *g, const KirInst *in) {
  const KirSlot *s = &g->f->slots[in->arr];
  const char *T = kir_cgen_ctype(s->dtype);
  StrBuf *out = g->out;
  kir_cgen_indent(g);
  rt_sb_puts(out, "{ long long o_ = 0;");
  bool cpu = g->f->target == KIR_TARGET_CPU;
  for (int k = 0; k < s->ndim; k++) {
    bool known = cpu && in->op != KIR_ATOMIC && (in->sub >> k & 1); /* in range by construction */
    if (known && kir_slot_has_desc(s->kind)) rt_sb_printf(out, " o_ += r%d", in->idx[k]);
    else if (known) rt_sb_printf(out, " o_ = o_ * %lldll + r%d", (long long)s->shape[k], in->idx[k]);
    else {
      if (kir_slot_has_desc(s->kind)) rt_sb_printf(out, " o_ += WF_IX(r%d, ", in->idx[k]);
      else rt_sb_printf(out, " o_ = o_ * %lldll + WF_IX(r%d, ", (long long)s->shape[k], in->idx[k]);
      put_extent(g, s, k);
      rt_sb_printf(out, ", %d)", k);
    }
    /* The last axis of a C-contiguous array steps by the item size (an axis of one element
     * has any stride, but its one index in range is 0): a constant the compiler can
     * vectorise over. An allocated array is C-ordered; so is a C parameter of the typer's
     * element loops (an index in range of a @jit function's array). */
    bool c_last = k == s->ndim - 1 && s->kind == KIR_SLOT_PARAM && c_last_axis(g->f, s);
    if (k == s->ndim - 1 && ((cpu && s->kind == KIR_SLOT_HEAP) || (known && c_last)))
      rt_sb_printf(out, " * %dll", rt_dtypes[s->dtype].itemsize);
    else if (c_last)
      rt_sb_printf(out, " * WF_LS(p%d.strides[%d], %d)", s->param, k, rt_dtypes[s->dtype].itemsize);
    else if (kir_slot_has_desc(s->kind)) rt_sb_printf(out, " * %s%d.strides[%d]", kir_cgen_desc(s), s->param, k);
    rt_sb_putc(out, ';');
  }
  rt_sb_putc(out, ' ');
  if (in->op == KIR_LOAD) rt_sb_printf(out, "r%d = ", in->d);
  if (in->op == KIR_ATOMIC) {
    sim_cpu_atomic_update(g, in, T);
    return;
  }
  if (kir_slot_has_desc(s->kind)) rt_sb_printf(out, "WF_ELEM(%s, %s%d, o_)", T, kir_cgen_desc(s), s->param);
  else if (s->kind == KIR_SLOT_CONST) rt_sb_printf(out, "((const %s *)wf_const%d)[o_]", T, in->arr);
  else rt_sb_printf(out, "%s%d[o_]", s->kind == KIR_SLOT_SHARED ? "sh" : "loc", in->arr);
  if (in->op == KIR_STORE) rt_sb_printf(out, " = r%d", in->a);
  rt_sb_puts(out, "; }\n");
}

/* An index into a view: counted from the end when negative, then checked against the view's
 * extent when the simulator's checks include bounds. */
static void view_index(KirCGen *g, const KirInst *in) {
  const CpuGen *cg = g->ud;
  kir_cgen_line(g, "r%d = r%d < 0 ? r%d + r%d : r%d;", in->d, in->a, in->a, in->b, in->a);
  if (cg->view_checks)
    kir_cgen_line(g, "if ((unsigned long long)r%d >= (unsigned long long)r%d) return wf_oob(ctx, r%d, %d, r%d);",
                  in->d, in->b, in->a, in->sub, in->b);
}

/* Python's error model: a zero divisor raises before the operation (sim_exec.c's messages). */
static void zero_check(KirCGen *g, const KirInst *in) {
  if (in->sub == KB_POW) { /* Numba's compiled integer power: 0 ** negative raises */
    if (rt_dtypes[R(g, in->a)].kind == 'i')
      kir_cgen_line(g, "if (r%d < 0 && r%d == 0) return wf_zerodiv(ctx, \"0 cannot be raised to a negative power\");",
                    in->b, in->a);
    return;
  }
  static const char *const msgs[2][3] = {
      {"integer division by zero", "integer division by zero", "integer modulo by zero"},
      {"division by zero", "division by zero", "modulo by zero"}};
  int which = in->sub == KB_DIV ? 0 : in->sub == KB_FLOORDIV ? 1 : 2;
  const char *msg = in->imm.i == KIR_DIV_COMPLEX ? "complex division by zero" : msgs[is_float(R(g, in->a))][which];
  kir_cgen_line(g, "if (r%d == 0) return wf_zerodiv(ctx, \"%s\");", in->b, msg);
}

/* The prelude's wf_m_NAME for math functions C's library lacks or spells otherwise. */
static const char *helper_math(int sub) {
  switch (sub) {
  case KM_FREXP: return "frexp";
  case KM_FREXP_EXP: return "frexp_exp";
  case KM_MODF: return "modf";
  case KM_MODF_INT: return "modf_int";
  case KM_LDEXP: return "ldexp";
  case KM_DEGREES: return "degrees";
  case KM_RADIANS: return "radians";
  default: return NULL;
  }
}

/* Math functions as the simulator computes them: in double (float32 operands widened, the
 * result rounded), by the C library; x ** y with the exact shortcuts; fma in the operand type. */
static void math(KirCGen *g, const KirInst *in) {
  DType to = R(g, in->d);
  bool f32 = R(g, in->a) == DT_FLOAT32;
  int n = kir_math_arity[in->sub];
  if (in->sub == KM_FMA) {
    kir_cgen_line(g, "r%d = %s(r%d, r%d, r%d);", in->d, f32 ? "fmaf" : "fma", in->a, in->b, in->c);
    return;
  }
  if (f32 && in->imm.i == KIR_MATH_LIBF && to == DT_FLOAT32) { /* Numba's float32 ufunc loop */
    if (n == 2) kir_cgen_line(g, "r%d = %sf(r%d, r%d);", in->d, kir_math_names[in->sub], in->a, in->b);
    else kir_cgen_line(g, "r%d = %sf(r%d);", in->d, kir_math_names[in->sub], in->a);
    return;
  }
  kir_cgen_indent(g);
  rt_sb_printf(g->out, "{ double t_ = ");
  if (in->sub == KM_ISNAN || in->sub == KM_ISINF)
    rt_sb_printf(g->out, "%s((double)r%d) ? 1.0 : 0.0", kir_math_names[in->sub], in->a);
  else if (in->sub == KM_POW) rt_sb_printf(g->out, "wf_pow_f64((double)r%d, (double)r%d)", in->a, in->b);
  else if (in->sub == KM_RINT) rt_sb_printf(g->out, "nearbyint((double)r%d)", in->a);
  else if (in->sub == KM_GAMMA) rt_sb_printf(g->out, "tgamma((double)r%d)", in->a); /* C's gamma() is lgamma */
  else if (helper_math(in->sub)) {
    rt_sb_printf(g->out, "wf_m_%s((double)r%d", helper_math(in->sub), in->a);
    if (n == 2) rt_sb_printf(g->out, ", (double)r%d", in->b);
    rt_sb_putc(g->out, ')');
  }
  else if (n == 1) rt_sb_printf(g->out, "%s((double)r%d)", kir_math_names[in->sub], in->a);
  else rt_sb_printf(g->out, "%s((double)r%d, (double)r%d)", kir_math_names[in->sub], in->a, in->b);
  if (to == DT_BOOL) rt_sb_printf(g->out, "; r%d = t_ != 0; }\n", in->d);
  else rt_sb_printf(g->out, "; r%d = (%s)t_; }\n", in->d, kir_cgen_ctype(to));
}

/* A float to an integer: NumPy's conversion (the widths below 32 bits through int32). */
static bool float_to_int(KirCGen *g, const KirInst *in) {
  DType to = R(g, in->d);
  if (!is_float(R(g, in->a)) || is_float(to) || to == DT_BOOL) return false;
  const char *via = to == DT_INT64 || to == DT_UINT32 ? "wf_f2i64" : to == DT_UINT64 ? "wf_f2u64" : "wf_f2i32";
  kir_cgen_line(g, "r%d = (%s)%s((double)r%d);", in->d, kir_cgen_ctype(to), via, in->a);
  return true;
}

/* cuda.popc/brev/clz/ffs on the operand's 4 or 8 bytes, as sim/sim_warp.c's sim_bits. */
static void bits(KirCGen *g, const KirInst *in) {
  int size = rt_dtypes[R(g, in->a)].itemsize, nb = size * 8;
  const char *T = kir_cgen_ctype(R(g, in->d));
  kir_cgen_indent(g);
  if (size == 8) rt_sb_printf(g->out, "{ unsigned long long x_ = (unsigned long long)r%d; ", in->a);
  else rt_sb_printf(g->out, "{ unsigned long long x_ = (unsigned)r%d; ", in->a);
  switch (in->sub) {
  case KT_POPC: rt_sb_printf(g->out, "r%d = (%s)(unsigned)__builtin_popcountll(x_); }\n", in->d, T); break;
  case KT_BREV: rt_sb_printf(g->out, "r%d = (%s)wf_brev(x_, %d); }\n", in->d, T, nb); break;
  case KT_CLZ: rt_sb_printf(g->out, "r%d = (%s)(unsigned)(x_ ? __builtin_clzll(x_) - %d : %d); }\n", in->d, T, 64 - nb, nb); break;
  default: rt_sb_printf(g->out, "r%d = (%s)(unsigned)(x_ ? __builtin_ctzll(x_) + 1 : 0); }\n", in->d, T); break;
  }
}

/* np.empty/zeros/ones/full(...): the caller's hook makes the ndarray (zeroed) and sets the
 * slot's descriptor; np.ones/np.full then fill it. A fault (a negative dimension, no memory)
 * returns the hook's code, its message in ctx->msg. */
/* A reshape (ALLOC's sub KIR_ALLOC_VIEW): the descriptor of slot b's memory with the C strides
 * of the new shape; no array is made (b is a whole C array, alive for the whole call). */
static void alloc_view(KirCGen *g, const KirInst *in) {
  const KirSlot *s = &g->f->slots[in->arr], *b = &g->f->slots[in->b];
  kir_cgen_indent(g);
  rt_sb_printf(g->out, "{ WeftArray t_ = {0}; t_.data = %s%d.data; long long st_ = %d;", kir_cgen_desc(b), b->param,
               rt_dtypes[s->dtype].itemsize);
  for (int k = s->ndim - 1; k >= 0; k--)
    rt_sb_printf(g->out, " t_.shape[%d] = r%d; t_.strides[%d] = st_; st_ *= r%d;", k, in->idx[k], k, in->idx[k]);
  rt_sb_printf(g->out, " h%d = t_; }\n", in->arr);
}

static void alloc(KirCGen *g, const KirInst *in) {
  const KirSlot *s = &g->f->slots[in->arr];
  if (in->sub == KIR_ALLOC_VIEW) {
    alloc_view(g, in);
    return;
  }
  if (in->sub == KIR_ALLOC_SORT) { /* the prelude's wf_sort_<type> on the elements in place */
    kir_cgen_line(g, "wf_sort_%s((%s *)%s%d.data, %s%d.shape[0]);", rt_dtypes[s->dtype].name, kir_cgen_ctype(s->dtype),
                  kir_cgen_desc(s), s->param, kir_cgen_desc(s), s->param);
    return;
  }
  if (in->sub == KIR_ALLOC_BIND) { /* a rebound variable: b's descriptor, a reference to imm's array */
    const KirSlot *b = &g->f->slots[in->b];
    kir_cgen_line(g, "ctx->share(ctx->heap, %d, %d); h%d = %s%d;", in->arr, (int)in->imm.i, in->arr, kir_cgen_desc(b), b->param);
    return;
  }
  kir_cgen_indent(g);
  rt_sb_puts(g->out, "{ long long s_[4] = {");
  for (int k = 0; k < s->ndim; k++) rt_sb_printf(g->out, "%sr%d", k ? ", " : "", in->idx[k]);
  if (!s->ndim) rt_sb_puts(g->out, "0");
  /* through a temporary: hN's address never taken, a store through an element pointer cannot
   * change its fields (-fno-strict-aliasing), so loops over it keep its data pointer and
   * strides in registers and can be vectorised */
  rt_sb_printf(g->out, "}; WeftArray t_; int rc_ = ctx->alloc(ctx->heap, %d, %d, %d, s_, &t_, ctx->msg); if (rc_) return rc_; h%d = t_; }\n",
               in->arr, (int)s->dtype, s->ndim, in->arr);
  if (in->sub != 1) return;
  kir_cgen_indent(g);
  rt_sb_printf(g->out, "{ long long n_ = 1; for (int k_ = 0; k_ < %d; k_++) n_ *= h%d.shape[k_];", s->ndim, in->arr);
  rt_sb_printf(g->out, " %s *e_ = (%s *)h%d.data; for (long long i_ = 0; i_ < n_; i_++) e_[i_] = r%d; }\n",
               kir_cgen_ctype(s->dtype), kir_cgen_ctype(s->dtype), in->arr, in->a);
}

static bool cpu_inst(KirCGen *g, int pc, const KirInst *in) {
  CpuGen *fcg = g->ud;
  if (fcg->fission && sim_cpu_fission_inst(g, fcg->fission, pc)) return true;
  switch ((KirOp)in->op) {
  case KIR_LOAD: case KIR_STORE: case KIR_ATOMIC: checked_access(g, in); return true;
  case KIR_CHECKIDX: view_index(g, in); return true;
  case KIR_ALLOC: alloc(g, in); return true;
  case KIR_RAISE: /* a library's ValueError (RAISE's sub 1: a reduction of an empty array) */
    if (in->sub == KIR_RAISE_SHAPE) { /* a kernel's view copy: the simulator reruns it for the message */
      kir_cgen_line(g, "snprintf(ctx->msg, sizeof ctx->msg, \"%%s\", \"could not broadcast\"); return WF_VALUE;");
      return true;
    }
    kir_cgen_line(g, "snprintf(ctx->msg, sizeof ctx->msg, \"%%s\", \"%s\"); return WF_VALUE;", g->f->args[in->args].str);
    return true;
  case KIR_MATH: math(g, in); return true;
  case KIR_CAST: return float_to_int(g, in);
  case KIR_RANDOM:
    if (in->sub == KIR_RANDOM_NP_SEED) { /* through the runtime: the generator is seeded from then on */
      kir_cgen_line(g, "ctx->np_seed((unsigned)r%d); r%d = 0.0;", in->a, in->d);
      return true;
    }
    if (in->sub == KIR_RANDOM_NP_U32) {
      kir_cgen_line(g, "r%d = (long long)wf_mt32(ctx->np_mt, ctx);", in->d);
      return true;
    }
    if (in->sub == KIR_RANDOM_NP || in->sub == KIR_RANDOM_NP_GAUSS) {
      kir_cgen_line(g, in->sub == KIR_RANDOM_NP ? "r%d = wf_random_g(ctx->np_mt, ctx);" : "r%d = wf_np_gauss(ctx);", in->d);
      return true;
    }
    if (in->sub == KIR_RANDOM_SEED) { /* the index in wf_mt too: the next draw twists */
      kir_cgen_line(g, "wf_seed(ctx->mt, (unsigned)r%d); r%d = 0.0;%s", in->a, in->d, fcg->mt_local ? " wf_mt.i = 624;" : "");
      return true;
    }
    kir_cgen_line(g, fcg->mt_local ? "r%d = wf_random_l(&wf_mt, ctx);" : "r%d = wf_random(ctx);", in->d);
    return true;
  case KIR_SREG: /* a kernel's come from its grid loop's locals (kept in registers once inlined) */
    if (g->f->target == KIR_TARGET_KERNEL) kir_cgen_line(g, "r%d = WF_SR(%d);", in->d, in->sub);
    else kir_cgen_line(g, "r%d = ctx->sreg[%d];", in->d, in->sub);
    return true;
  case KIR_FENCE: kir_cgen_line(g, "__atomic_thread_fence(__ATOMIC_SEQ_CST);"); return true;
  case KIR_WARN: return true; /* compiled code wraps and divides silently (docs/simulator.md) */
  case KIR_BARRIER: sim_cpu_block_barrier(g, ((CpuGen *)g->ud)->name, pc, in); return true;
  case KIR_WARP: case KIR_SYNCWARP: sim_cpu_block_warp(g, ((CpuGen *)g->ud)->name, pc, in); return true;
  case KIR_BITS: bits(g, in); return true;
  case KIR_BIN:
    if (g->f->python_errors && in->imm.i != KIR_DIV_NUMPY && (in->sub == KB_DIV || in->sub == KB_FLOORDIV || in->sub == KB_MOD || in->sub == KB_POW))
      zero_check(g, in);
    if (g->f->target == KIR_TARGET_CPU && (in->sub == KB_FLOORDIV || in->sub == KB_POW) &&
        rt_dtypes[R(g, in->a)].kind == 'i') { /* Numba's compiled integer // and ** (sim_exec.c's) */
      kir_cgen_line(g, "r%d = wf_n%s(r%d, r%d);", in->d, in->sub == KB_POW ? "pow" : "floordiv", in->a, in->b);
      return true;
    }
    return false;
  case KIR_LOOP: {
    CpuGen *cg = g->ud;
    sim_cpu_block_loop(g, pc);
    if (cg->in_worker || !cg->par || !cg->par[pc]) return false;
    sim_cpu_par_call(g, cg->name, pc);
    return true;
  }
  case KIR_ENDLOOP: /* the back edge: Ctrl-C ends an endless loop, as in the simulator */
    if (g->f->target == KIR_TARGET_CPU && in->imm.i == KIR_LOOP_QUIET) { /* the loop around it polls */
      sim_cpu_block_endloop(g, pc);
      return false;
    }
    kir_cgen_line(g, ((CpuGen *)g->ud)->intr_local ? "if (__builtin_expect(*wf_intr, 0)) return WF_INTERRUPT;"
                                                    : "if (__builtin_expect(*ctx->intr, 0)) return WF_INTERRUPT;");
    sim_cpu_block_endloop(g, pc);
    return false;
  default: return false;
  }
}

/* ---- the translation unit ---- */

static void const_arrays(const KirFunc *f, StrBuf *out) {
  for (int k = 0; k < f->nslots; k++) {
    const KirSlot *s = &f->slots[k];
    if (s->kind != KIR_SLOT_CONST) continue;
    int size = rt_dtypes[s->dtype].itemsize;
    rt_sb_printf(out, "/* global array '%s': %s[%lld], as bit patterns */\n", s->name ? s->name : "?",
                 rt_dtypes[s->dtype].name, (long long)s->size);
    rt_sb_printf(out, "static const %s wf_const%d[%lld] = {", kir_cgen_word_type(size), k,
                 (long long)(s->size ? s->size : 1));
    for (int64_t i = 0; i < s->size; i++) {
      uint64_t bits = 0;
      memcpy(&bits, (const char *)s->cdata + i * size, (size_t)size);
      rt_sb_printf(out, "%s0x%llx%s", i % 8 ? " " : "\n  ", (unsigned long long)bits, size == 8 ? "ull," : "u,");
    }
    if (!s->size) rt_sb_puts(out, "0");
    rt_sb_puts(out, "\n};\n");
  }
}

static void signature(const KirFunc *f, const char *name, StrBuf *out) {
  /* a kernel thread is called once per thread from NAME__grid: inlined there, its array
   * descriptors are not copied per call */
  if (f->target == KIR_TARGET_KERNEL) rt_sb_puts(out, "static inline __attribute__((always_inline)) ");
  rt_sb_printf(out, "int %s(WfCtx *ctx", name);
  for (int k = 0; k < f->sig.nargs; k++) {
    const KirTy *t = &f->sig.args[k];
    if (t->kind == KIR_TY_ARRAY) rt_sb_printf(out, ", WeftArray p%d", k);
    else rt_sb_printf(out, ", %s p%d", kir_cgen_ctype(t->dtype), k);
  }
  sim_cpu_block_params(f, name, out);
  rt_sb_puts(out, ") {\n");
}

static void locals(const KirFunc *f, StrBuf *out) {
  for (int k = 0; k < f->nslots; k++) {
    const KirSlot *s = &f->slots[k];
    if (s->kind == KIR_SLOT_HEAP) rt_sb_printf(out, "  WeftArray h%d = {0}; // '%s'\n", k, s->name ? s->name : "?");
    if (s->kind != KIR_SLOT_LOCAL) continue;
    /* zeroed like the simulator's, so a read before a write agrees too */
    rt_sb_printf(out, "  %s loc%d[%lld] = {0}; // '%s'\n", kir_cgen_ctype(s->dtype), k, (long long)(s->size ? s->size : 1),
                 s->name ? s->name : "?");
  }
}

/* The results, as the simulator gives them: each return register's bytes in a zeroed word. */
static void results(const KirFunc *f, StrBuf *out) {
  rt_sb_puts(out, "wf_done:\n");
  for (int k = 0; f->ret >= 0 && k < f->nret; k++)
    rt_sb_printf(out, "  ctx->result[%d] = 0; memcpy(&ctx->result[%d], &r%d, sizeof r%d);\n", k, k, f->ret + k, f->ret + k);
  rt_sb_puts(out, "  return WF_OK;\n}\n");
}

static void function(const KirFunc *f, const char *name, bool view_checks, StrBuf *out);

/* The engine's entry for a call, NAME__args(ctx, a): argument k's value at a[k] (a scalar in its
 * C type, an array's WeftArray), as libffi's ffi_call takes them, but unpacked by compiled code:
 * libffi's per-call work was about a quarter of a call's instructions from a Python loop. */
static void args_entry(const KirFunc *f, const char *name, StrBuf *out) {
  rt_sb_printf(out, "int %s__args(WfCtx *ctx, void *const *a) {\n  return %s(ctx", name, name);
  for (int k = 0; k < f->sig.nargs; k++) {
    const KirTy *t = &f->sig.args[k];
    if (t->kind == KIR_TY_ARRAY) rt_sb_printf(out, ", *(const WeftArray *)a[%d]", k);
    else rt_sb_printf(out, ", *(const %s *)a[%d]", kir_cgen_ctype(t->dtype), k);
  }
  rt_sb_puts(out, ");\n}\n");
}

void sim_cpu_codegen(const KirFunc *f, const char *name, bool view_checks, StrBuf *out) {
  rt_sb_puts(out, prelude);
  rt_sb_printf(out, "/* @jit function '%s' from %s, specialised as %s */\n", f->name, f->file ? f->file : "?", name);
  const_arrays(f, out);
  if (f->target == KIR_TARGET_KERNEL && sim_cpu_provable(f)) { /* the copy for launches proved in bounds */
    char nc[300];
    snprintf(nc, sizeof nc, "%s_nc", name);
    rt_sb_puts(out, "#undef WF_IX\n#define WF_IX WF_IX_NC\n#undef WF_LS\n#define WF_LS WF_LS_NC\n");
    function(f, nc, view_checks, out);
    sim_cpu_codegen_grid(f, nc, NULL, out);
    rt_sb_puts(out, "#undef WF_IX\n#define WF_IX WF_IX_CK\n#undef WF_LS\n#define WF_LS WF_LS_CK\n");
  }
  function(f, name, view_checks, out);
  if (f->target == KIR_TARGET_CPU) args_entry(f, name, out);
}

/* The function (a kernel's thread or block) after the prelude. */
static void function(const KirFunc *f, const char *name, bool view_checks, StrBuf *out) {
  CpuGen cg = {view_checks, name, sim_cpu_par_plan(f), false, NULL, false, false};
  KirCGen g;
  kir_cgen_init(&g, f, out, cpu_inst, "the CPU engine");
  g.dyn_shared = "ctx->dyn_shared";
  g.ud = &cg;
  snprintf(g.ret_stmt, sizeof g.ret_stmt, "goto wf_done;");
  for (int pc = 0; cg.par && pc < f->ncode; pc++) {
    if (!cg.par[pc]) continue;
    CpuGen wg = cg;
    wg.in_worker = true;
    sim_cpu_par_worker(f, name, pc, cpu_inst, &wg, out);
  }
  if (f->target == KIR_TARGET_KERNEL && sim_cpu_fission_ok(f)) {
    sim_cpu_codegen_fission(f, name, cpu_inst, &cg, &cg.fission, out); /* with its own KirCGen */
    kir_cgen_free(&g);
    free(cg.par);
    return;
  }
  sim_cpu_block_frame(f, name, out);
  if (f->target == KIR_TARGET_KERNEL) rt_sb_puts(out, "#define WF_SR(k) wf_sr[k] /* a special register */\n");
  signature(f, name, out);
  kir_cgen_registers(&g, true);
  if (!sim_cpu_block_locals(f, out)) locals(f, out);
  kir_cgen_params(&g);
  /* A @jit function without prange workers (which draw from the state itself) that draws keeps
   * the state's index in a local for its whole run: no store and reload per draw. The
   * interrupt flag's pointer is loaded once (a store through any pointer could alias ctx). */
  for (int pc = 0; !cg.mt_local && pc < f->ncode; pc++) cg.mt_local = f->code[pc].op == KIR_RANDOM;
  cg.mt_local = cg.mt_local && f->target == KIR_TARGET_CPU && !cg.par;
  if (cg.mt_local) rt_sb_puts(out, "  WfMTL wf_mt __attribute__((cleanup(wf_mtl_put))) = {ctx->mt, ctx->mt->mti};\n");
  cg.intr_local = true;
  rt_sb_puts(out, "  volatile const int *const wf_intr __attribute__((unused)) = ctx->intr;\n");
  sim_cpu_block_resume(f, name, out);
  kir_cgen_body(&g);
  results(f, out);
  kir_cgen_free(&g);
  free(cg.par);
}

/* ---- elementwise cores ---- */

#define LANES_MIN_PARALLEL 4096 /* fewer elements stay on the calling thread */

void sim_cpu_codegen_lanes(const KirFunc *f, const char *name, StrBuf *out) {
  rt_sb_puts(out, "typedef struct WfLanes { char *const *in; const long long *st; char *out; long long ost; } WfLanes;\n");
  rt_sb_printf(out, "static int %s_chunk(WfCtx *ctx, const void *lv, void *part, long long lo, long long hi) {\n", name);
  rt_sb_puts(out, "  const WfLanes *L = lv;\n  unsigned long long res[1] = {0};\n  (void)part;\n  ctx->result = res;\n");
  rt_sb_puts(out, "  for (long long i = lo; i < hi; i++) {\n");
  for (int k = 0; k < f->sig.nargs; k++) {
    const char *T = kir_cgen_ctype(f->sig.args[k].dtype);
    rt_sb_printf(out, "    %s a%d; memcpy(&a%d, L->in[%d] + i * L->st[%d], sizeof a%d);\n", T, k, k, k, k, k);
  }
  rt_sb_printf(out, "    int rc = %s(ctx", name);
  for (int k = 0; k < f->sig.nargs; k++) rt_sb_printf(out, ", a%d", k);
  rt_sb_puts(out, ");\n    if (rc) return rc;\n");
  if (f->ret >= 0) /* the result register's bytes, as the simulator's lanes_out */
    rt_sb_printf(out, "    memcpy(L->out + i * L->ost, res, %d);\n", rt_dtypes[f->regs[f->ret]].itemsize);
  rt_sb_puts(out, "    if (__builtin_expect(!(i & 1023) && *ctx->intr, 0)) return WF_INTERRUPT;\n  }\n  return WF_OK;\n}\n");
  rt_sb_printf(out, "int %s__lanes(WfCtx *ctx, long long n, int parallel, char *const *in, const long long *st, char *out,\n"
                    "    long long ost) {\n", name);
  rt_sb_puts(out, "  WfLanes L = {in, st, out, ost};\n  char part[WF_MAX_THREADS];\n  int nt = 0;\n");
  rt_sb_printf(out, "  if (!parallel || n < %d) return %s_chunk(ctx, &L, part, 0, n);\n", LANES_MIN_PARALLEL, name);
  rt_sb_printf(out, "  return ctx->par(ctx, %s_chunk, &L, part, 1, n, &nt);\n}\n", name);
}
