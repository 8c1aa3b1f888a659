/* sim_exec.c — runs one warp: each SIMT instruction over the 32 lanes under the active mask,
 * with a full-mask fast path whose lane loops the C compiler vectorises; structured control flow
 * by mask push/pop; bounds-checked memory access; stops at barriers, and after a time slice of
 * loop iterations, so the scheduler can run the other warps of the block (the warp's state lives
 * in SimWarp, not on the C stack). */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "../vm/base/error.h"
#include "../vm/np/np_loops.h"
#include "../vm/obj/format.h"
#include "../vm/py/mt19937.h"
#include "../vm/py/py.h"
#include "sim.h"

#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC optimize("O3") /* vectorises and unrolls the 32-lane loops (-O2's cheap model leaves most) */
#endif

#define FULL 0xffffffffu
#define R(T, r) ((T *)(w->regs + (size_t)(r) * SIM_WARP))
/* Run body for every active lane l (m: the mask, full: all 32); a partial mask visits only its
 * set bits, so one-lane @jit code and divergent branches do not pay for 32 lanes. */
#define LANES(body)                                                          \
  do {                                                                       \
    if (full) {                                                              \
      for (int l = 0; l < SIM_WARP; l++) { body; }                           \
    } else {                                                                 \
      for (uint32_t mm_ = m; mm_; mm_ &= mm_ - 1) {                          \
        int l = __builtin_ctz(mm_);                                          \
        body;                                                                \
      }                                                                      \
    }                                                                        \
  } while (0)

/* LANES for an expression stored to d[l]. The full mask computes into a local first: the
 * destination register may be a source (%1 = %1 + %2), and GCC's cheap -O2 vectoriser does not
 * version a loop for aliasing, while a local needs none. */
#define LANES_TO(T, d, expr)                                                 \
  do {                                                                       \
    if (full) {                                                              \
      T t_[SIM_WARP];                                                        \
      for (int l = 0; l < SIM_WARP; l++) t_[l] = (expr);                     \
      memcpy((d), t_, sizeof t_);                                            \
    } else {                                                                 \
      for (uint32_t mm_ = m; mm_; mm_ &= mm_ - 1) {                          \
        int l = __builtin_ctz(mm_);                                          \
        (d)[l] = (expr);                                                     \
      }                                                                      \
    }                                                                        \
  } while (0)

/* Warp-uniform values (SimWarp.uni): an instruction of every lane whose sources are uniform
 * computes lane 0 once and broadcasts it, and its result is uniform; otherwise it runs lane by
 * lane and its result is not known uniform. */
#define UNI(r) (w->uni[in->r])
#define BCAST(T, d, v)                                                       \
  do {                                                                       \
    T v_ = (v);                                                              \
    for (int l = 0; l < SIM_WARP; l++) (d)[l] = v_;                          \
  } while (0)

/* ---- typed arithmetic helpers (Python semantics where Numba keeps them) ---- */
/* NEG0(x): x < 0, spelt so that unsigned types do not warn */
#define SNEG0(x) ((x) < 0)
#define UNEG0(x) ((x) != (x))
#define INT_HELPERS(S, T, UT, ISS, NEG0)                                                                 \
  static inline T add_##S(T a, T b) { return (T)((UT)a + (UT)b); }                           \
  static inline T sub_##S(T a, T b) { return (T)((UT)a - (UT)b); }                           \
  static inline T mul_##S(T a, T b) { return (T)((UT)a * (UT)b); }                           \
  static inline T div_##S(T a, T b) { (void)a, (void)b; return 0; }                          \
  static inline T floordiv_##S(T a, T b) {                                                   \
    if (b == 0) return 0; /* Numba's numpy error model (kernels, ufuncs) */                  \
    if (ISS && b == (T)-1) return (T)(0 - (UT)a);                                      \
    T q = a / b;                                                                             \
    if (ISS && (a % b != 0) && (NEG0(a) != NEG0(b))) q--;                              \
    return q;                                                                                \
  }                                                                                          \
  static inline T mod_##S(T a, T b) {                                                        \
    if (b == 0 || (ISS && b == (T)-1)) return 0;                                       \
    T r = a % b;                                                                             \
    if (ISS && r != 0 && (NEG0(r) != NEG0(b))) r = (T)(r + b);                         \
    return r;                                                                                \
  }                                                                                          \
  static inline T pow_##S(T a, T b) {                                                        \
    UT r = 1, x = (UT)a;                                                                     \
    if (ISS && NEG0(b)) return a == 1 ? 1 : ISS && a == (T)-1 ? ((UT)b & 1 ? a : 1) : 0;  \
    for (UT e = (UT)b; e; e >>= 1, x *= x)                                                   \
      if (e & 1) r *= x;                                                                     \
    return (T)r;                                                                             \
  }                                                                                          \
  /* Numba's compiled integer power raises for 0 ** negative (Python's error model only) */   \
  static inline bool powzero_##S(T a, T b) { return ISS && a == 0 && NEG0(b); }              \
  /* code Numba compiles (@jit, CPU ufunc cores; kernels run on NumPy scalars in its          \
   * simulator): its int_divmod gives 0 for MIN // -1, its power the minimum for 0 ** negative \
   * under NumPy's error model */                                                             \
  static inline T nfloordiv_##S(T a, T b) {                                                  \
    return ISS && b == (T)-1 && a == (T)((UT)1 << (sizeof(T) * 8 - 1)) ? 0 : floordiv_##S(a, b); \
  }                                                                                          \
  static inline T npow_##S(T a, T b) {                                                       \
    return powzero_##S(a, b) ? (T)((UT)1 << (sizeof(T) * 8 - 1)) : pow_##S(a, b);            \
  }                                                                                          \
  static inline T and_##S(T a, T b) { return a & b; }                                        \
  static inline T or_##S(T a, T b) { return a | b; }                                         \
  static inline T xor_##S(T a, T b) { return a ^ b; }                                        \
  static inline T shl_##S(T a, T b) { return (T)((UT)a << ((UT)b & (sizeof(T) * 8 - 1))); }  \
  static inline T shr_##S(T a, T b) { return (T)(a >> ((UT)b & (sizeof(T) * 8 - 1))); }      \
  static inline T neg_##S(T a) { return (T)(0 - (UT)a); }                                    \
  static inline T abs_##S(T a) { return NEG0(a) ? neg_##S(a) : a; }                            \
  static inline T invert_##S(T a) { return (T)~a; }

/* x ** y with the exponents whose result LLVM computes exactly instead of calling pow (Numba's
 * CPU and CUDA targets both compile through it, and NumPy's power takes the same shortcuts):
 * y == 2 is x*x, y == 0.5 is sqrt (with pow's +inf for -inf and +0 for -0), y == 1 is x, y == -1
 * is 1/x. gpu/gpu_prelude.c's wf_pow is the same function for the GPU, so both engines agree bit
 * for bit, where a GPU's pow (2 ulp) and the C library's would not. */
#define EXACT_POW(S, T, SQRT, FABS, POW)                                                      \
  static inline T exact_pow_##S(T a, T b) {                                                  \
    if (b == (T)2) return a * a;                                                             \
    if (b == (T)0.5) return isinf(a) && a < 0 ? -a : FABS(SQRT(a));                          \
    if (b == (T)1) return a;                                                                 \
    if (b == (T)-1) return (T)1 / a;                                                         \
    return POW(a, b);                                                                        \
  }
EXACT_POW(F32, float, sqrtf, fabsf, powf)
EXACT_POW(F64, double, sqrt, fabs, pow)

#define FLOAT_HELPERS(S, T, FLOOR, FMOD, POW, FABS)                                           \
  static inline T add_##S(T a, T b) { return a + b; }                                        \
  static inline T sub_##S(T a, T b) { return a - b; }                                        \
  static inline T mul_##S(T a, T b) { return a * b; }                                        \
  static inline T div_##S(T a, T b) { return a / b; }                                        \
  static inline T mod_##S(T a, T b) {                                                        \
    T r = FMOD(a, b); /* Python's sign rule: the result takes the divisor's sign, zero too */ \
    if (r != 0 && ((r < 0) != (b < 0))) r += b;                                              \
    else if (r == 0) r = (T)copysign(0.0, (double)b);                                        \
    return r;                                                                                \
  }                                                                                          \
  static inline T floordiv_##S(T a, T b) {                                                   \
    if (b == 0) return a / b;                                                                \
    T m = FMOD(a, b), q = (a - m) / b;                                                       \
    if (m != 0 && ((b < 0) != (m < 0))) q -= 1;                                              \
    T f = FLOOR(q);                                                                          \
    if (q - f > (T)0.5) f += 1;                                                              \
    return q == 0 ? (T)copysign(0.0, (double)(a / b)) : f;                                   \
  }                                                                                          \
  static inline T pow_##S(T a, T b) { return POW(a, b); }                                    \
  static inline bool powzero_##S(T a, T b) { (void)a, (void)b; return false; }               \
  static inline T nfloordiv_##S(T a, T b) { return floordiv_##S(a, b); }                     \
  static inline T npow_##S(T a, T b) { return pow_##S(a, b); }                               \
  static inline T and_##S(T a, T b) { (void)b; return a; }                                   \
  static inline T or_##S(T a, T b) { (void)b; return a; }                                    \
  static inline T xor_##S(T a, T b) { (void)b; return a; }                                   \
  static inline T shl_##S(T a, T b) { (void)b; return a; }                                   \
  static inline T shr_##S(T a, T b) { (void)b; return a; }                                   \
  static inline T neg_##S(T a) { return -a; }                                                \
  static inline T abs_##S(T a) { return FABS(a); }                                           \
  static inline T invert_##S(T a) { return a; }

INT_HELPERS(I32, int32_t, uint32_t, 1, SNEG0)
INT_HELPERS(I64, int64_t, uint64_t, 1, SNEG0)
INT_HELPERS(U32, uint32_t, uint32_t, 0, UNEG0)
INT_HELPERS(U64, uint64_t, uint64_t, 0, UNEG0)
FLOAT_HELPERS(F32, float, floorf, fmodf, exact_pow_F32, fabsf)
FLOAT_HELPERS(F64, double, floor, fmod, exact_pow_F64, fabs)

/* ---- math functions: float32 is computed in double and rounded, as Numba's simulator does ---- */
static double m_isnan(double x) { return isnan(x); }
static double m_isinf(double x) { return isinf(x); }
static double m_isfinite(double x) { return isfinite(x); }
/* Python's own gamma and lgamma (not libm's), as the simulator oracle computes them (kernels;
 * @jit code takes libm's: math1_fn) */
static double m_gamma(double x) { int err; return py_gamma(x, &err); }
static double m_lgamma(double x) { int err; return py_lgamma(x, &err); }
static double m_degrees(double x) { return x * (180.0 / M_PI); }
static double m_radians(double x) { return x * (M_PI / 180.0); }
/* math.frexp(x) and math.modf(x) are pairs; Python keeps infinities and NaN as they are */
static double m_frexp(double x) { int e; return isfinite(x) ? frexp(x, &e) : x; }
static double m_frexp_exp(double x) { int e = 0; if (isfinite(x)) frexp(x, &e); return e; }
static double m_modf(double x) { double i; return isinf(x) ? copysign(0.0, x) : modf(x, &i); }
static double m_modf_int(double x) { double i; if (isinf(x)) return x; modf(x, &i); return i; }
static double m_ldexp(double x, double e) { return ldexp(x, (int)fmax(-100000.0, fmin(100000.0, e))); }
static double (*const math1[KM_COUNT])(double) = {
    [KM_SQRT] = sqrt, [KM_EXP] = exp, [KM_LOG] = log, [KM_SIN] = sin, [KM_COS] = cos,
    [KM_TAN] = tan, [KM_TANH] = tanh, [KM_ATAN] = atan, [KM_ASIN] = asin, [KM_ACOS] = acos,
    [KM_FLOOR] = floor, [KM_CEIL] = ceil, [KM_FABS] = fabs, [KM_LOG10] = log10,
    [KM_LOG2] = log2, [KM_EXPM1] = expm1, [KM_LOG1P] = log1p, [KM_SINH] = sinh,
    [KM_COSH] = cosh, [KM_ERF] = erf, [KM_CBRT] = cbrt, [KM_TRUNC] = trunc,
    [KM_ISNAN] = m_isnan, [KM_ISINF] = m_isinf, [KM_RINT] = nearbyint, [KM_ASINH] = asinh,
    [KM_ACOSH] = acosh, [KM_ATANH] = atanh, [KM_ERFC] = erfc, [KM_GAMMA] = m_gamma,
    [KM_LGAMMA] = m_lgamma, [KM_DEGREES] = m_degrees, [KM_RADIANS] = m_radians,
    [KM_ISFINITE] = m_isfinite, [KM_FREXP] = m_frexp, [KM_FREXP_EXP] = m_frexp_exp,
    [KM_MODF] = m_modf, [KM_MODF_INT] = m_modf_int};
static double (*const math2[KM_COUNT])(double, double) = {
    [KM_ATAN2] = atan2, [KM_POW] = exact_pow_F64, [KM_HYPOT] = hypot, [KM_FMOD] = fmod,
    [KM_COPYSIGN] = copysign, [KM_REMAINDER] = remainder, [KM_LDEXP] = m_ldexp};

/* NumPy's loop for what np.<name>(x) computes in a kernel, where it is not the C library's
 * (the transcendental functions); NULL for the others. */
static NpLoop numpy_loop(int km, bool f32) {
  static const int8_t to_np[KM_COUNT] = {
      [KM_EXP] = NPU_EXP + 1, [KM_LOG] = NPU_LOG + 1, [KM_SIN] = NPU_SIN + 1, [KM_COS] = NPU_COS + 1,
      [KM_TAN] = NPU_TAN + 1, [KM_TANH] = NPU_TANH + 1, [KM_ATAN] = NPU_ARCTAN + 1,
      [KM_ASIN] = NPU_ARCSIN + 1, [KM_ACOS] = NPU_ARCCOS + 1, [KM_LOG10] = NPU_LOG10 + 1,
      [KM_LOG2] = NPU_LOG2 + 1, [KM_EXPM1] = NPU_EXPM1 + 1, [KM_LOG1P] = NPU_LOG1P + 1,
      [KM_SINH] = NPU_SINH + 1, [KM_COSH] = NPU_COSH + 1, [KM_CBRT] = NPU_CBRT + 1,
      [KM_ASINH] = NPU_ARCSINH + 1, [KM_ACOSH] = NPU_ARCCOSH + 1, [KM_ATANH] = NPU_ARCTANH + 1};
  if (km < 0 || km >= KM_COUNT || !to_np[km]) return NULL;
  return np_unary_loop((NpUnary)(to_np[km] - 1), f32 ? DT_FLOAT32 : DT_FLOAT64);
}

bool sim_numpy_math(int km, bool f32) { return numpy_loop(km, f32) != NULL; }

/* np.sin(x) and friends on a warp: NumPy's loop over every lane's register (inactive lanes'
 * results are dropped). */
static void numpy_math_op(SimWarp *w, const SimInst *in, uint32_t m, bool f32) {
  bool full = m == FULL;
  NpLoop loop = numpy_loop(in->sub, f32);
  double out[SIM_WARP];
  char *p[2] = {f32 ? (char *)R(float, in->a) : (char *)R(double, in->a), (char *)out};
  int64_t size = f32 ? (int64_t)sizeof(float) : (int64_t)sizeof(double), s[2] = {size, size};
  loop(SIM_WARP, p, s);
  if (f32) { float *d = R(float, in->d); const float *o = (const float *)out; LANES(d[l] = o[l]); }
  else { double *d = R(double, in->d); LANES(d[l] = out[l]); }
}

/* @jit code (the CPU target) takes gamma and lgamma from the C library, as Numba's @jit does;
 * kernels take Python's, as Numba's CUDA simulator does. */
static double (*math1_fn(int sub, bool cpu))(double) {
  if (cpu && sub == KM_GAMMA) return tgamma;
  if (cpu && sub == KM_LGAMMA) return lgamma;
  return math1[sub];
}

static void math_op(SimWarp *w, const SimInst *in, uint32_t m, bool f32, bool pred, bool cpu) {
  if (in->sub2) {
    numpy_math_op(w, in, m, f32);
    return;
  }
  bool full = m == FULL;
  double x[SIM_WARP], y[SIM_WARP], z[SIM_WARP], r[SIM_WARP];
  int n = kir_math_arity[in->sub];
  const int32_t ops[3] = {in->a, in->b, in->c};
  double *dst[3] = {x, y, z};
  for (int k = 0; k < n; k++) {
    if (f32) { const float *s = R(float, ops[k]); double *o = dst[k]; LANES(o[l] = s[l]); }
    else { const double *s = R(double, ops[k]); double *o = dst[k]; LANES(o[l] = s[l]); }
  }
  if (in->sub == KM_FMA) {
    if (f32) { float *d = R(float, in->d); const float *a = R(float, in->a), *b = R(float, in->b), *c = R(float, in->c); LANES(d[l] = fmaf(a[l], b[l], c[l])); }
    else LANES(r[l] = fma(x[l], y[l], z[l]));
    if (f32) return;
  } else if (n == 1) {
    double (*fn)(double) = math1_fn(in->sub, cpu);
    LANES(r[l] = fn(x[l]));
  } else {
    double (*fn)(double, double) = math2[in->sub];
    LANES(r[l] = fn(x[l], y[l]));
  }
  if (pred) { uint8_t *d = R(uint8_t, in->d); LANES(d[l] = r[l] != 0); }
  else if (f32) { float *d = R(float, in->d); LANES(d[l] = (float)r[l]); }
  else { double *d = R(double, in->d); LANES(d[l] = r[l]); }
}

/* ---- casts between any two dtypes (NumPy's C casts; float to bool is != 0) ---- */
static void cast_op(SimWarp *w, const SimInst *in, uint32_t m) {
  bool full = m == FULL;
  DType from = (DType)in->sub, to = (DType)in->sub2;
  const char *src = (const char *)(w->regs + (size_t)in->a * SIM_WARP);
  char *dst = (char *)(w->regs + (size_t)in->d * SIM_WARP);
  int fs = rt_dtypes[from].itemsize, ts = rt_dtypes[to].itemsize;
  /* fast paths: C's conversions are NumPy's for int→int (wrapping), int→float and float→float */
#define CAST_PAIR(F, FT, TO, TT)                                                          \
  if (from == F && to == TO) {                                                            \
    const FT *s = (const FT *)src; TT *d = (TT *)dst;                                     \
    LANES(d[l] = (TT)s[l]);                                                               \
    return;                                                                               \
  }
  CAST_PAIR(DT_INT32, int32_t, DT_INT64, int64_t)
  CAST_PAIR(DT_INT64, int64_t, DT_INT32, int32_t)
  CAST_PAIR(DT_FLOAT32, float, DT_FLOAT64, double)
  CAST_PAIR(DT_FLOAT64, double, DT_FLOAT32, float)
  CAST_PAIR(DT_INT64, int64_t, DT_FLOAT64, double)
  CAST_PAIR(DT_INT64, int64_t, DT_FLOAT32, float)
  CAST_PAIR(DT_INT32, int32_t, DT_FLOAT64, double)
  CAST_PAIR(DT_INT32, int32_t, DT_FLOAT32, float)
  CAST_PAIR(DT_UINT32, uint32_t, DT_INT64, int64_t)
  CAST_PAIR(DT_BOOL, uint8_t, DT_INT64, int64_t)
#undef CAST_PAIR
  if (to == DT_BOOL) {
    LANES(dst[l] = rt_elem_truthy(from, src + l * fs));
    return;
  }
  LANES(rt_elem_cast(to, dst + l * ts, from, src + l * fs));
}

/* ---- memory ---- */

static bool fault(SimLaunch *L, SimWarp *w, const SimInst *in, int lane, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));
static bool fault(SimLaunch *L, SimWarp *w, const SimInst *in, int lane, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(L->fault.msg, sizeof L->fault.msg, fmt, ap);
  va_end(ap);
  L->fault.set = true;
  L->fault.kirpc = in->kirpc;
  L->fault.lane = lane;
  L->fault_warp = w->index;
  return false;
}

static SimArr *arr_of(SimLaunch *L, SimWarp *w, int slot) {
  if (L->f->slots[slot].kind == KIR_SLOT_LOCAL) return &w->locals[slot];
  return &L->arrs[slot];
}

/* The index registers of axis k, or with wrap, copies in tmp where a negative index counts from
 * the end (Numba indexes like Python: a[-1] is the last element). */
static const int64_t *axis_index(SimWarp *w, const SimInst *in, const SimArr *A, int k, int64_t *tmp, bool wrap) {
  const int64_t *ix = R(int64_t, in->idx[k]);
  if (!wrap) return ix;
  for (int l = 0; l < SIM_WARP; l++) tmp[l] = ix[l] + (ix[l] < 0 ? A->shape[k] : 0);
  return tmp;
}

/* The first lane's index outside its axis even counted from the end: the report names the
 * index as written (-9, not -1). */
static bool bounds_fault(SimLaunch *L, SimWarp *w, const SimInst *in, uint32_t m, const SimArr *A) {
  int64_t tmp[SIM_WARP];
  for (int k = 0; k < A->ndim; k++) {
    const int64_t *ix = axis_index(w, in, A, k, tmp, true), *raw = R(int64_t, in->idx[k]);
    for (int l = 0; l < SIM_WARP; l++)
      if ((m >> l & 1) && (uint64_t)ix[l] >= (uint64_t)A->shape[k]) {
        L->fault.exc = RT_EXC_IndexError;
        if (L->f->target == KIR_TARGET_CPU)
          return fault(L, w, in, l, "index %lld is out of bounds for axis %d with size %lld",
                       (long long)raw[l], k, (long long)A->shape[k]);
        char where[160];
        sim_index_text(L, w, in, l, where, sizeof where);
        snprintf(L->fault.pymsg, sizeof L->fault.pymsg, "index %lld is out of bounds for axis %d with size %lld",
                 (long long)raw[l], k, (long long)A->shape[k]);
        return fault(L, w, in, l, "index %lld is out of bounds for axis %d with size %lld in %s in kernel %s",
                     (long long)raw[l], k, (long long)A->shape[k], where, L->f->name);
      }
  }
  return false;
}

_Thread_local bool sim_exec_in_worker;

/* An index near +-2**63 times a stride overflows int64 (undefined behaviour). The offset is only
 * used when every index passed the bounds check, where it cannot overflow, so it is computed in
 * wrapping unsigned arithmetic and the bounds check reports the fault as usual. */
static inline int64_t wrap_mul(int64_t a, int64_t b) { return (int64_t)((uint64_t)a * (uint64_t)b); }
static inline int64_t wrap_add(int64_t a, int64_t b) { return (int64_t)((uint64_t)a + (uint64_t)b); }

/* Axis k of an access whose index register is warp-uniform (SimWarp.uni): checked and scaled
 * once for the warp. Not when negative indices are being wrapped (lane by lane). */
static bool uniform_axis(SimWarp *w, const SimInst *in, int k, bool wrap) {
  int r = in->idx[k];
  return r < SIM_UNI_REGS && w->uni[r] && !wrap;
}

/* Byte offsets from A->data of arr[idx...] for the lanes (a local array's lane copy included);
 * false when an active lane is out of bounds (negative indices are unless wrap counts them
 * from the end). The uniform axes first, then one pass per axis that varies by lane
 * accumulates offsets and the out-of-range flag. */
static bool offsets(SimWarp *w, const SimInst *in, const SimArr *A, uint32_t m, int64_t *off, bool wrap) {
  int64_t tmp[SIM_WARP], common = 0;
  int lane_axes[KIR_MAX_INDEX], nlane = 0;
  uint64_t bad = 0;
  for (int k = 0; k < A->ndim; k++) {
    if (!uniform_axis(w, in, k, wrap)) {
      lane_axes[nlane++] = k;
      continue;
    }
    int64_t v = R(int64_t, in->idx[k])[0];
    bad |= (uint64_t)v >= (uint64_t)A->shape[k];
    common = wrap_add(common, wrap_mul(v, A->strides[k]));
  }
  if (A->per_lane) for (int l = 0; l < SIM_WARP; l++) off[l] = wrap_add(common, l * A->lane_bytes);
  else if (!nlane) for (int l = 0; l < SIM_WARP; l++) off[l] = common;
  for (int j = 0; j < nlane; j++) {
    int k = lane_axes[j];
    const int64_t *ix = axis_index(w, in, A, k, tmp, wrap);
    uint64_t n = (uint64_t)A->shape[k];
    int64_t st = A->strides[k];
    if (j == 0 && !A->per_lane) /* the first pass sets off[] */
      for (int l = 0; l < SIM_WARP; l++) { off[l] = wrap_add(common, wrap_mul(ix[l], st)); bad |= ((uint64_t)ix[l] >= n) & (m >> l); }
    else
      for (int l = 0; l < SIM_WARP; l++) { off[l] = wrap_add(off[l], wrap_mul(ix[l], st)); bad |= ((uint64_t)ix[l] >= n) & (m >> l); }
  }
  return !(bad & 1);
}

/* The offsets of an access: first as if no index were negative (no cost for the accesses that
 * have none), then, when some lane is outside, again with negative indices counted from the
 * end; @jit code wraps from the start (its indices are often negative). False when a lane is
 * out of bounds either way. */
static bool access_offsets(SimLaunch *L, SimWarp *w, const SimInst *in, const SimArr *A, uint32_t m, int64_t *off) {
  bool cpu = L->f->target == KIR_TARGET_CPU;
  return offsets(w, in, A, m, off, cpu) || (!cpu && offsets(w, in, A, m, off, true));
}

/* Whether some of the 32 indices is outside [0, n): 0 <= i < n exactly when neither i nor
 * n - 1 - i (in wrapping arithmetic) has the sign bit set, which the vectoriser can OR up
 * (SSE2 has no 64-bit compare). */
static inline bool any_outside(const int64_t *ix, uint64_t n) {
  uint64_t acc = 0;
  for (int l = 0; l < SIM_WARP; l++) acc |= (uint64_t)ix[l] | (n - 1 - (uint64_t)ix[l]);
  return acc >> 63;
}

#define LOAD_FN(N, T)                                                                 \
  static inline T load_##N(const char *p) {                                           \
    T v;                                                                              \
    memcpy(&v, p, sizeof v);                                                          \
    return v;                                                                         \
  }
LOAD_FN(1, uint8_t)
LOAD_FN(2, uint16_t)
LOAD_FN(4, uint32_t)
LOAD_FN(8, uint64_t)

/* A full-warp kernel load from an array indexed by lane along one axis at most (a[i, k] with k
 * uniform): one bounds check over the lanes (any_outside), then each lane's element is read
 * straight into the register. Returns 0 when the load is not of that shape, -1 when an index
 * is out of bounds (nothing read), 1 when done. */
#define GATHER_FN(N, T)                                                                  \
  static int gather_##N(SimLaunch *L, SimWarp *w, const SimInst *in, const SimArr *A, T *d) { \
    int64_t common = 0, st = 0;                                                          \
    const int64_t *ix = NULL;                                                            \
    uint64_t n = 0;                                                                      \
    bool bad = false;                                                                    \
    if (A->per_lane || L->f->target == KIR_TARGET_CPU) return 0;                         \
    for (int k = 0; k < A->ndim; k++) {                                                  \
      if (!uniform_axis(w, in, k, false)) {                                              \
        if (ix) return 0;                                                                \
        ix = R(int64_t, in->idx[k]), n = (uint64_t)A->shape[k], st = A->strides[k];      \
        continue;                                                                        \
      }                                                                                  \
      int64_t v = R(int64_t, in->idx[k])[0];                                             \
      bad |= (uint64_t)v >= (uint64_t)A->shape[k];                                       \
      common = wrap_add(common, wrap_mul(v, A->strides[k]));                             \
    }                                                                                    \
    if (ix) bad |= any_outside(ix, n);                                                   \
    if (bad) return -1;                                                                  \
    const char *base = A->data + common;                                                 \
    if (!ix) {                                                                           \
      BCAST(T, d, load_##N(base));                                                       \
    } else if ((const void *)ix != (const void *)d) {                                    \
      for (int l = 0; l < SIM_WARP; l++) d[l] = load_##N(base + ix[l] * st);             \
    } else { /* the index register is the destination */                                 \
      T t[SIM_WARP];                                                                     \
      for (int l = 0; l < SIM_WARP; l++) t[l] = load_##N(base + ix[l] * st);             \
      memcpy(d, t, sizeof t);                                                            \
    }                                                                                    \
    return 1;                                                                            \
  }
GATHER_FN(1, uint8_t)
GATHER_FN(2, uint16_t)
GATHER_FN(4, uint32_t)
GATHER_FN(8, uint64_t)

/* Byte addresses of arr[idx...] for the active lanes, bounds-checked. Always, even with
 * --check=none: the flag costs nothing more, and an access outside the array would write over
 * host memory or crash the VM. */
static bool addresses(SimLaunch *L, SimWarp *w, const SimInst *in, uint32_t m, char **out) {
  const SimArr *A = arr_of(L, w, in->arr);
  int64_t off[SIM_WARP];
  if (!access_offsets(L, w, in, A, m, off)) return bounds_fault(L, w, in, m, A);
  for (int l = 0; l < SIM_WARP; l++) out[l] = A->data + off[l];
  return true;
}

/* The race checks of an access (p: its addresses, needed for shared memory only). */
static bool watch(SimLaunch *L, SimWarp *w, const SimInst *in, uint32_t m, char **p, bool write) {
  if (__builtin_expect(L->xwr != NULL, 0) && in->sub2 == SIM_WATCH_GLOBAL &&
      !sim_xblock_check(L, w, in, m, write))
    return false;
  if (!(L->cfg->checks & SIM_CHECK_RACES)) return true;
  if (in->sub2 == SIM_WATCH_SHARED) return sim_check_shared(L, w, in, m, p, write);
  return sim_check_global(L, w, in, m, write);
}

/* A bound on the bytes one PRINT appends for the lanes of m: a number's text is at most 32. */
static size_t print_bound(const KirFunc *f, const SimInst *in, uint32_t m) {
  size_t line = 1;
  for (int k = 0; k < in->c; k++) {
    const KirPrintArg *pa = &f->args[in->imm.i + k];
    line += 1 + (pa->reg < 0 ? strlen(pa->str) : pa->fmt ? 200 : 32); /* widths and precisions <= 64 */
  }
  return line * (size_t)__builtin_popcount(m);
}

/* A thread that may not raise (a --sim-threads or parallel-ufunc worker) reserves the room first:
 * out of memory is then a fault, and the launch reruns in order on the calling thread. */
static bool print_op(SimLaunch *L, SimWarp *w, const SimInst *in, uint32_t m) {
  const KirFunc *f = L->f;
  if (((L->worker || sim_exec_in_worker) &&
       (sim_worker_alloc_fails() || !rt_sb_try_reserve(&L->out, print_bound(f, in, m)))) ||
      !sim_print_reserve(L, SIM_WARP))
    return fault(L, w, in, -1, "out of memory buffering the print output of kernel %s", f->name);
  for (int l = 0; l < SIM_WARP; l++) {
    if (!(m >> l & 1)) continue;
    size_t start = L->out.len;
    for (int k = 0; k < in->c; k++) {
      const KirPrintArg *pa = &f->args[in->imm.i + k];
      if (k && !pa->glue) rt_sb_putc(&L->out, ' ');
      if (pa->reg < 0) {
        rt_sb_puts(&L->out, pa->str);
        continue;
      }
      const char *p = (const char *)(w->regs + (size_t)pa->reg * SIM_WARP);
      DType dt = f->regs[pa->reg];
      p += l * rt_dtypes[dt].itemsize;
      if (pa->fmt) sim_print_formatted(&L->out, pa->fmt, dt, p);
      else sim_print_value(&L->out, dt, p);
    }
    if (f->code[in->kirpc].sub != KIR_PRINT_END) rt_sb_putc(&L->out, '\n');
    sim_print_line(L, w, l, start); /* its place in the output (sim_print.c) */
  }
  return true;
}

/* The lanes of m whose uint64 sum wrapped (came out below its operand) note the warning
 * (sim_print.c orders and shows them). */
/* NumPy's division warnings of lanes a[l] op b[l] (kir_typer_warn.c has the rules): the lanes
 * dividing by zero into hit[0], overflowing into hit[1], giving an invalid value into hit[2]. */
#define FLOAT_DIVISION_WARNS(T)                                                              \
  do {                                                                                       \
    const T *a = R(T, in->a), *b = R(T, in->b);                                              \
    for (int l = 0; l < SIM_WARP; l++) {                                                     \
      T x = a[l], y = b[l], q = x / y;                                                       \
      bool fx = isfinite(x), over = isinf(q) && fx && y != 0, inv;                           \
      if (kind == KIR_WARN_MOD) inv = (y == 0 && !isnan(x)) || (isinf(x) && !isnan(y));     \
      else if (kind == KIR_WARN_DIV) inv = isnan(q) && !isnan(x) && !isnan(y);               \
      else inv = (x == 0 && y == 0) || (isinf(x) && y != 0 && !isnan(y)) || over;            \
      if (kind != KIR_WARN_MOD) {                                                            \
        hit[0] |= (uint32_t)(y == 0 && fx && x != 0) << l;                                   \
        hit[1] |= (uint32_t)over << l;                                                       \
      }                                                                                      \
      hit[2] |= (uint32_t)inv << l;                                                          \
    }                                                                                        \
  } while (0)

static void division_warns(const SimWarp *w, const SimInst *in, uint32_t *hit) {
  int kind = in->sub2 & 15, type = in->sub2 >> 4;
  if (type == 0) FLOAT_DIVISION_WARNS(float);
  else if (type == 1) FLOAT_DIVISION_WARNS(double);
  else { /* integers: // and % by 0; MIN // -1 of NumPy's signed type (c bits wide) */
    const int64_t *a = R(int64_t, in->a), *b = R(int64_t, in->b);
    int64_t min = in->c > 0 ? INT64_MIN >> (64 - in->c) : 0;
    for (int l = 0; l < SIM_WARP; l++) {
      hit[0] |= (uint32_t)(b[l] == 0) << l;
      hit[1] |= (uint32_t)(kind == KIR_WARN_INT_FLOORDIV && in->c > 0 && type == 2 && a[l] == min && b[l] == -1) << l;
    }
  }
}

static bool warn_op(SimLaunch *L, SimWarp *w, const SimInst *in, uint32_t m) {
  uint32_t hit[3] = {0, 0, 0};
  if ((in->sub2 & 15) == KIR_WARN_COND) {
    const uint8_t *cond = R(uint8_t, in->a);
    for (int l = 0; l < SIM_WARP; l++) hit[0] |= (uint32_t)(cond[l] != 0) << l;
  } else {
    division_warns(w, in, hit);
  }
  for (int k = 0; k < 3; k++) hit[k] &= m;
  if (!(hit[0] | hit[1] | hit[2])) return true;
  /* a --sim-threads worker keeps no warnings: the launch then runs in order (sim_parallel.c) */
  if (L->worker || sim_exec_in_worker) return fault(L, w, in, -1, "kernel %s warns: it runs in order", L->f->name);
  for (int k = 0; k < 3; k++)
    if (hit[k] && !sim_warn_note(L, w, hit[k], (int)in->imm.i, in->sub + k))
    return fault(L, w, in, -1, "out of memory recording the warnings of kernel %s", L->f->name);
  return true;
}

bool sim_atomic(SimLaunch *L, SimWarp *w, const SimInst *in, uint32_t m, char **addr); /* sim_atomic.c */

/* An index into a view (a[1:3][i]): a negative index counted from the view's end, then checked
 * against the view's extent, as NumPy would, before the typer adds the view's offset. */
static bool view_index(SimLaunch *L, SimWarp *w, const SimInst *in, uint32_t m) {
  bool full = m == FULL, cpu = L->f->target == KIR_TARGET_CPU;
  int64_t *d = R(int64_t, in->d);
  const int64_t *a = R(int64_t, in->a), *n = R(int64_t, in->b);
  LANES(d[l] = a[l] < 0 ? a[l] + n[l] : a[l]);
  if (!(L->cfg->checks & SIM_CHECK_BOUNDS)) return true;
  for (uint32_t mm = m; mm; mm &= mm - 1) {
    int l = __builtin_ctz(mm);
    if ((uint64_t)d[l] < (uint64_t)n[l]) continue;
    L->fault.exc = RT_EXC_IndexError;
    if (cpu)
      return fault(L, w, in, l, "index %lld is out of bounds for axis %d with size %lld", (long long)a[l], in->sub,
                   (long long)n[l]);
    snprintf(L->fault.pymsg, sizeof L->fault.pymsg, "index %lld is out of bounds for axis %d with size %lld",
             (long long)a[l], in->sub, (long long)n[l]);
    return fault(L, w, in, l, "index %lld is out of bounds for axis %d with size %lld of a view of %s in kernel %s",
                 (long long)a[l], in->sub, (long long)n[l], L->f->slots[in->arr].name, L->f->name);
  }
  return true;
}

/* A view copy's shapes that do not broadcast (KIR_RAISE_SHAPE): NumPy's ValueError, its
 * message the parts in args with lane l's extents, raised as Numba's simulator raises it. */
static bool shape_fault(SimLaunch *L, SimWarp *w, const SimInst *in, const KirInst *kin, int l) {
  char msg[sizeof L->fault.pymsg];
  size_t len = 0;
  msg[0] = 0;
  for (int k = 0; k < kin->nargs && len < sizeof msg; k++) {
    const KirPrintArg *pa = &L->f->args[kin->args + k];
    int n = pa->reg < 0 ? snprintf(msg + len, sizeof msg - len, "%s", pa->str)
                        : snprintf(msg + len, sizeof msg - len, "%lld", (long long)R(int64_t, pa->reg)[l]);
    if (n < 0) break;
    len += (size_t)n;
  }
  L->fault.exc = (int)kin->imm.i;
  snprintf(L->fault.pymsg, sizeof L->fault.pymsg, "%s", msg);
  L->fault.pyraise = true;
  return fault(L, w, in, l, "%s in kernel %s", msg, L->f->name);
}

/* raise E('message') in a kernel: the first active lane faults; the launch then raises E with
 * the message Numba's simulator gives it ("tid=[...] ctaid=[...]: message", sim_launch.c). */
static bool raise_op(SimLaunch *L, SimWarp *w, const SimInst *in, uint32_t m) {
  const KirInst *kin = &L->f->code[in->kirpc];
  if (kin->sub == KIR_RAISE_SHAPE) return shape_fault(L, w, in, kin, m ? __builtin_ctz(m) : 0);
  const char *msg = in->c >= 0 ? L->f->args[in->c].str : "";
  L->fault.exc = (int)in->imm.i;
  snprintf(L->fault.pymsg, sizeof L->fault.pymsg, "%s", msg);
  L->fault.pyraise = true;
  return fault(L, w, in, m ? __builtin_ctz(m) : 0, "%s raised in kernel %s%s%s", rt_exc_names[in->imm.i], L->f->name,
               msg[0] ? ": " : "", msg);
}

/* Division by zero: kernels and ufunc cores follow Numba's numpy error model (integers give 0,
 * floats IEEE); @jit code follows its Python error model, ZeroDivisionError with its messages
 * (an integer 0 ** negative too). */
static bool division_fault(SimLaunch *L, SimWarp *w, const SimInst *in, int op, char kind) {
  static const char *const msgs[2][3] = {
      {"integer division by zero", "integer division by zero", "integer modulo by zero"},
      {"division by zero", "division by zero", "modulo by zero"}};
  int which = op == KB_DIV ? 0 : op == KB_FLOORDIV ? 1 : 2;
  L->fault.exc = RT_EXC_ZeroDivisionError;
  if (L->f->code[in->kirpc].imm.i == KIR_DIV_COMPLEX) return fault(L, w, in, -1, "complex division by zero");
  if (op == KB_POW) return fault(L, w, in, -1, "0 cannot be raised to a negative power");
  return fault(L, w, in, -1, "%s", msgs[kind == 'f'][which]);
}

static int innermost(const SimWarp *w, int kind) {
  for (int k = w->sp - 1; k >= 0; k--) {
    if (w->stack[k].kind == kind) return k;
    if (w->stack[k].kind == SIM_F_FUNC) return -1;
  }
  return -1;
}

static bool in_function(const SimWarp *w) {
  for (int k = w->sp - 1; k >= 0; k--)
    if (w->stack[k].kind == SIM_F_FUNC) return true;
  return false;
}

static uint32_t truth_mask(SimWarp *w, int r, uint32_t m) {
  const uint8_t *c = R(uint8_t, r);
  uint32_t out = 0;
  for (int l = 0; l < SIM_WARP; l++) out |= (uint32_t)(c[l] != 0) << l;
  return out & m;
}

#define BIN_CASE(OP, S, T, RT, fn)                                                    \
  CASE(OP##_##S): {                                                              \
    RT *d = R(RT, in->d); const T *a = R(T, in->a), *b = R(T, in->b);                 \
    LANES_TO(RT, d, (RT)fn(a[l], b[l]));                                              \
    NEXT;                                                                            \
  }
/* The binary operators sim_compile.c's keeps_uniform() names: they keep their result's flag. */
#define UNI_BIN_CASE(OP, S, T, RT, fn)                                                \
  CASE(OP##_##S): {                                                              \
    RT *d = R(RT, in->d); const T *a = R(T, in->a), *b = R(T, in->b);                 \
    bool u = full && UNI(ua) && UNI(ub);                                              \
    if (u) BCAST(RT, d, (RT)fn(a[0], b[0]));                                          \
    else LANES_TO(RT, d, (RT)fn(a[l], b[l]));                                         \
    w->uni[in->uset] = u;                                                             \
    NEXT;                                                                            \
  }
#define CMP_LT(a, b) ((a) < (b))
#define CMP_LE(a, b) ((a) <= (b))
#define CMP_GT(a, b) ((a) > (b))
#define CMP_GE(a, b) ((a) >= (b))
#define CMP_EQ(a, b) ((a) == (b))
#define CMP_NE(a, b) ((a) != (b))
/* A comparison keeps its flag too. In fast code (sim_fast.c), a uniform true one that a LOOPCOND
 * of its result follows does that LOOPCOND's work (it keeps every active lane) and skips it. */
#define CMP_CASE(OP, S, T)                                                            \
  CASE(OP##_##S): {                                                              \
    uint8_t *d = R(uint8_t, in->d); const T *a = R(T, in->a), *b = R(T, in->b);       \
    bool u = full && UNI(ua) && UNI(ub);                                              \
    w->uni[in->uset] = u;                                                             \
    if (!u) {                                                                         \
      LANES_TO(uint8_t, d, CMP_##OP(a[l], b[l]));                                     \
      NEXT;                                                                          \
    }                                                                                 \
    uint8_t v = CMP_##OP(a[0], b[0]);                                                 \
    BCAST(uint8_t, d, v);                                                             \
    if (v && in->sub2 == SIM_THEN_LOOPCOND) pc = code[in->next].next;                 \
    else pc = in->next;                                                               \
    DISPATCH();                                                                       \
  }
#define UN_CASE(OP, S, T, fn)                                                         \
  CASE(OP##_##S): {                                                              \
    T *d = R(T, in->d); const T *a = R(T, in->a);                                     \
    LANES_TO(T, d, fn(a[l]));                                                         \
    NEXT;                                                                            \
  }
#define MINF(a, b) ((b) < (a) ? (b) : (a))
#define MAXF(a, b) ((b) > (a) ? (b) : (a))
#define FAMILY_CASES(S, T, UT, K)                                                     \
  UNI_BIN_CASE(ADD, S, T, T, add_##S) UNI_BIN_CASE(SUB, S, T, T, sub_##S)             \
  UNI_BIN_CASE(MUL, S, T, T, mul_##S)                                                 \
  CASE(DIV_##S):                                                                   \
  CASE(FLOORDIV_##S):                                                              \
  CASE(MOD_##S):                                                                   \
    if (L->f->python_errors) {                                                        \
      const T *b = R(T, in->b);                                                       \
      bool zero = false;                                                              \
      LANES(zero |= b[l] == 0);                                                       \
      if (zero) return division_fault(L, w, in, in->op - SIM_ADD_##S, K);             \
    }                                                                                 \
    if (in->op == SIM_DIV_##S) {                                                      \
      T *d = R(T, in->d); const T *a = R(T, in->a), *b = R(T, in->b);                 \
      LANES(d[l] = div_##S(a[l], b[l]));                                              \
    } else if (in->op == SIM_FLOORDIV_##S) {                                          \
      T *d = R(T, in->d); const T *a = R(T, in->a), *b = R(T, in->b);                 \
      if (L->f->target == KIR_TARGET_CPU) LANES(d[l] = nfloordiv_##S(a[l], b[l]));    \
      else LANES(d[l] = floordiv_##S(a[l], b[l]));                                    \
    } else {                                                                          \
      T *d = R(T, in->d); const T *a = R(T, in->a), *b = R(T, in->b);                 \
      LANES(d[l] = mod_##S(a[l], b[l]));                                              \
    }                                                                                 \
    NEXT;                                                                            \
  CASE(POW_##S): {                                                                 \
    if (L->f->python_errors) {                                                        \
      const T *a = R(T, in->a), *b = R(T, in->b);                                     \
      bool zero = false;                                                              \
      LANES(zero |= powzero_##S(a[l], b[l]));                                         \
      if (zero) return division_fault(L, w, in, KB_POW, K);                           \
    }                                                                                 \
    T *d = R(T, in->d); const T *a = R(T, in->a), *b = R(T, in->b);                   \
    if (L->f->target == KIR_TARGET_CPU) LANES_TO(T, d, (T)npow_##S(a[l], b[l]));     \
    else LANES_TO(T, d, (T)pow_##S(a[l], b[l]));                                      \
    NEXT;                                                                            \
  }                                                                                   \
  BIN_CASE(AND, S, T, T, and_##S)                                                     \
  BIN_CASE(OR, S, T, T, or_##S) BIN_CASE(XOR, S, T, T, xor_##S)                       \
  BIN_CASE(SHL, S, T, T, shl_##S) BIN_CASE(SHR, S, T, T, shr_##S)                     \
  BIN_CASE(MIN, S, T, T, MINF) BIN_CASE(MAX, S, T, T, MAXF)                           \
  CMP_CASE(LT, S, T) CMP_CASE(LE, S, T) CMP_CASE(GT, S, T)                            \
  CMP_CASE(GE, S, T) CMP_CASE(EQ, S, T) CMP_CASE(NE, S, T)                            \
  UN_CASE(NEG, S, T, neg_##S) UN_CASE(ABS, S, T, abs_##S)                             \
  UN_CASE(INVERT, S, T, invert_##S)

#define SIZED_CASES(N, T)                                                             \
  CASE(CONST_##N): {                                                               \
    T *d = R(T, in->d), v;                                                            \
    memcpy(&v, &in->imm.bits, sizeof v);                                              \
    LANES(d[l] = v);                                                                  \
    w->uni[in->uset] = full;                                                          \
    NEXT;                                                                            \
  }                                                                                   \
  CASE(MOV_##N): {                                                                 \
    T *d = R(T, in->d); const T *a = R(T, in->a);                                     \
    LANES_TO(T, d, a[l]);                                                             \
    w->uni[in->uset] = full && UNI(ua);                                               \
    NEXT;                                                                            \
  }                                                                                   \
  CASE(SELECT_##N): {                                                              \
    T *d = R(T, in->d); const T *b = R(T, in->b), *c = R(T, in->c);                   \
    const uint8_t *a = R(uint8_t, in->a);                                             \
    LANES_TO(T, d, a[l] ? b[l] : c[l]);                                               \
    NEXT;                                                                            \
  }                                                                                   \
  CASE(LOAD_##N): {                                                                \
    T *d = R(T, in->d);                                                               \
    if (in->sub2 == SIM_WATCH_SHARED) {                                               \
      char *p[SIM_WARP];                                                              \
      if (!addresses(L, w, in, m, p) || !watch(L, w, in, m, p, false)) return false;  \
      LANES(memcpy(&d[l], p[l], sizeof(T)));                                          \
      NEXT;                                                                          \
    }                                                                                 \
    /* in bounds first; the race checks may then come after the read: a fault ends the launch */ \
    const SimArr *A = arr_of(L, w, in->arr);                                          \
    int got = full ? gather_##N(L, w, in, A, d) : 0;                                  \
    if (got <= 0) { /* not a gather, or an index outside (maybe negative: wrapped here) */ \
      int64_t off[SIM_WARP];                                                          \
      if (!access_offsets(L, w, in, A, m, off)) return bounds_fault(L, w, in, m, A);  \
      const char *base = A->data;                                                     \
      LANES_TO(T, d, load_##N(base + off[l]));                                        \
    }                                                                                 \
    if (in->sub2 && !watch(L, w, in, m, NULL, false)) return false;                   \
    NEXT;                                                                            \
  }                                                                                   \
  CASE(STORE_##N): {                                                               \
    char *p[SIM_WARP];                                                                \
    if (!addresses(L, w, in, m, p)) return false;                                     \
    if (in->sub2 && !watch(L, w, in, m, p, true)) return false;                       \
    const T *a = R(T, in->a);                                                         \
    LANES(memcpy(p[l], &a[l], sizeof(T)));                                            \
    NEXT;                                                                            \
  }

/* Control flow; returns the next pc. */
static int control(SimLaunch *L, SimWarp *w, const SimInst *in, int pc) {
  (void)L;
  SimFrame *top = w->sp ? &w->stack[w->sp - 1] : NULL;
  switch (in->op) {
  case SIM_IF: {
    SimFrame *fr = &w->stack[w->sp++];
    fr->kind = SIM_F_IF;
    fr->saved = w->active;
    fr->cond = truth_mask(w, in->a, w->active);
    w->active = fr->cond;
    return w->active ? pc + 1 : in->jump;
  }
  case SIM_ELSE:
    w->active = top->saved & ~top->cond & ~w->exitmask;
    return w->active ? pc + 1 : in->jump;
  case SIM_ENDIF:
    w->active = top->saved & ~w->exitmask;
    w->sp--;
    return pc + 1;
  case SIM_LOOP: {
    SimFrame *fr = &w->stack[w->sp++];
    fr->kind = SIM_F_LOOP;
    fr->saved = w->active;
    fr->saved_exit = w->exitmask;
    fr->cont = 0;
    return pc + 1;
  }
  case SIM_LOOPCOND:
    w->active = truth_mask(w, in->a, w->active);
    if (w->active) return pc + 1;
    w->active = top->saved & ~w->retmask;
    w->exitmask = top->saved_exit | w->retmask;
    w->sp--;
    return in->jump + 1;
  case SIM_LATCH:
    w->active |= top->cont;
    w->exitmask &= ~top->cont;
    top->cont = 0;
    return pc + 1;
  case SIM_ENDLOOP: return in->jump;
  case SIM_BREAK:
    w->exitmask |= w->active;
    w->active = 0;
    return pc + 1;
  case SIM_CONTINUE: {
    int k = innermost(w, SIM_F_LOOP);
    w->stack[k].cont |= w->active;
    w->exitmask |= w->active;
    w->active = 0;
    return pc + 1;
  }
  case SIM_RETURN:
    if (!in_function(w)) w->exited |= w->active;
    w->retmask |= w->active;
    w->exitmask |= w->active;
    w->active = 0;
    return pc + 1;
  case SIM_CALLBEGIN: {
    SimFrame *fr = &w->stack[w->sp++];
    fr->kind = SIM_F_FUNC;
    fr->saved = w->active;
    fr->saved_exit = w->exitmask;
    fr->saved_ret = w->retmask;
    w->exitmask = w->retmask = 0;
    return pc + 1;
  }
  case SIM_CALLEND:
    w->active = top->saved;
    w->exitmask = top->saved_exit;
    w->retmask = top->saved_ret;
    w->sp--;
    return pc + 1;
  default: return pc + 1;
  }
}

/* Dispatch: computed goto under GCC/Clang (each handler jumps straight to the next one), a plain
 * switch otherwise (-DSIM_SWITCH_DISPATCH, or the Makefile's -DWEFT_SWITCH_DISPATCH build, builds
 * and tests it). An instruction with no active lane is skipped unless it steers control flow. */
#if defined(__GNUC__) && !defined(SIM_SWITCH_DISPATCH) && !defined(WEFT_SWITCH_DISPATCH)
#define SIM_COMPUTED_GOTO 1
#define CASE(name) L_##name
#define GOTO_OP() goto *labels[in->op]
#else
#define CASE(name) case SIM_##name
#define GOTO_OP() goto dispatch_switch
#endif
/* DBGTRAP counts as steering: it runs with no active lane to hand over to a steering instruction */
#define STEERS(op) ((op) >= SIM_DBGTRAP && (op) <= SIM_EXIT)
#define DISPATCH()                                                                    \
  do {                                                                                \
    in = &code[pc];                                                                   \
    m = w->active;                                                                    \
    full = m == FULL;                                                                 \
    if (__builtin_expect(!m, 0) && !STEERS(in->op)) goto skip;                        \
    if (__builtin_expect(L->prof != NULL, 0) && m) sim_count(L, w, in, m);            \
    w->uni[in->uclr] = 0;                                                             \
    GOTO_OP();                                                                        \
  } while (0)
#define NEXT                                                                          \
  do {                                                                                \
    pc = in->next;                                                                    \
    DISPATCH();                                                                       \
  } while (0)

bool sim_exec_warp(SimLaunch *L, SimWarp *w) {
#ifdef SIM_COMPUTED_GOTO
  static const void *const labels[SIM_OP_COUNT] = {
#define X(name, doc) &&L_##name,
      SIM_OPS(X)
#undef X
  };
#endif
  const SimInst *code = L->prof ? L->sc->code : L->sc->fast; /* counts stay per KIR instruction */
  if (__builtin_expect(L->dbgcode != NULL, 0)) code = L->dbgcode; /* traced by the debugger */
  int pc = w->pc;
  const SimInst *in;
  uint32_t m;
  bool full;
  int slice = SIM_SLICE; /* backward branches left before the warp yields (sim.h) */
  if (pc == 0) /* a fresh start: the launch code may have written any register (ufunc lanes) */
    memset(w->uni, 0, (size_t)(L->sc->nregs < SIM_UNI_REGS ? L->sc->nregs : SIM_UNI_REGS));
  DISPATCH();
skip:
  pc++;
  DISPATCH();
#ifndef SIM_COMPUTED_GOTO
dispatch_switch:
  switch (in->op) {
#endif
  SIZED_CASES(1, uint8_t)
  SIZED_CASES(2, uint16_t)
  SIZED_CASES(4, uint32_t)
  SIZED_CASES(8, uint64_t)
  FAMILY_CASES(I32, int32_t, uint32_t, 'i')
  FAMILY_CASES(I64, int64_t, uint64_t, 'i')
  FAMILY_CASES(U32, uint32_t, uint32_t, 'u')
  FAMILY_CASES(U64, uint64_t, uint64_t, 'u')
  FAMILY_CASES(F32, float, uint32_t, 'f')
  FAMILY_CASES(F64, double, uint64_t, 'f')
  CASE(CAST): cast_op(w, in, m); NEXT;
  CASE(NOT_B): { uint8_t *d = R(uint8_t, in->d); const uint8_t *a = R(uint8_t, in->a); LANES(d[l] = !a[l]); NEXT; }
  CASE(AND_B): { uint8_t *d = R(uint8_t, in->d); const uint8_t *a = R(uint8_t, in->a), *b = R(uint8_t, in->b); LANES(d[l] = a[l] && b[l]); NEXT; }
  CASE(OR_B): { uint8_t *d = R(uint8_t, in->d); const uint8_t *a = R(uint8_t, in->a), *b = R(uint8_t, in->b); LANES(d[l] = a[l] || b[l]); NEXT; }
  CASE(XOR_B): { uint8_t *d = R(uint8_t, in->d); const uint8_t *a = R(uint8_t, in->a), *b = R(uint8_t, in->b); LANES(d[l] = (a[l] != 0) != (b[l] != 0)); NEXT; }
  CASE(MATH_F32): math_op(w, in, m, true, L->f->regs[in->d] == DT_BOOL, L->f->target == KIR_TARGET_CPU); NEXT;
  CASE(MATH_F64): math_op(w, in, m, false, L->f->regs[in->d] == DT_BOOL, L->f->target == KIR_TARGET_CPU); NEXT;
  CASE(TID): { int32_t *d = R(int32_t, in->d); const int32_t *t = w->tid[in->sub]; LANES(d[l] = t[l]); NEXT; }
  CASE(SREG): { int32_t *d = R(int32_t, in->d); int32_t v = L->sreg[in->sub]; LANES(d[l] = v); w->uni[in->uset] = full; NEXT; }
  CASE(LANEID): { int32_t *d = R(int32_t, in->d); LANES(d[l] = l); NEXT; }
  CASE(SHAPE): {
    const SimArr *A = arr_of(L, w, in->arr);
    int64_t *d = R(int64_t, in->d), v = in->sub ? A->strides[in->imm.i] : A->shape[in->imm.i];
    LANES(d[l] = v);
    w->uni[in->uset] = full;
    NEXT;
  }
  CASE(ATOMIC): {
    char *p[SIM_WARP];
    if (!addresses(L, w, in, m, p) || !sim_atomic(L, w, in, m, p)) return false;
    NEXT;
  }
  CASE(RANDOM): { double *d = R(double, in->d); LANES(d[l] = rt_pyrandom_random()); NEXT; }
  CASE(PRINT): if (!print_op(L, w, in, m)) return false; NEXT;
  CASE(WARN): if (!warn_op(L, w, in, m)) return false; NEXT;
  CASE(CHECKIDX): if (!view_index(L, w, in, m)) return false; NEXT;
  CASE(SHFL_4): if (!sim_shuffle(L, w, in, m, 4)) return false; NEXT;
  CASE(SHFL_8): if (!sim_shuffle(L, w, in, m, 8)) return false; NEXT;
  CASE(VOTE): if (!sim_vote(L, w, in, m)) return false; NEXT;
  CASE(BITS_4): sim_bits(w, in, m, 4); NEXT;
  CASE(BITS_8): sim_bits(w, in, m, 8); NEXT;
  CASE(SYNCWARP): if (!sim_syncwarp(L, w, in, m)) return false; NEXT;
  CASE(FENCE): NEXT;
  CASE(RAISE): return raise_op(L, w, in, m);
  CASE(BARRIER):
    w->barrier_pred = in->a >= 0 ? truth_mask(w, in->a, m) : 0;
    w->pc = pc;
    w->state = SIM_AT_BARRIER;
    return true;
  CASE(DBGTRAP): /* the debugger looks first (lanes active), then the instruction runs */
    if (m) {
      w->pc = pc;
      if (!sim_debug_hooks->trap(L, w, pc)) return false;
    }
    in = &L->sc->code[pc];
    if (!m && !STEERS(in->op)) goto skip;
    GOTO_OP();
  CASE(IF): CASE(LOOP): CASE(CALLBEGIN):
    if (w->sp >= SIM_MAX_DEPTH) return fault(L, w, in, -1, "control flow nested too deeply in kernel %s", L->f->name);
    pc = control(L, w, in, pc);
    DISPATCH();
  CASE(ENDLOOP): /* a taken backward branch: the only way a warp runs for long */
    if (__builtin_expect(--slice == 0, 0)) {
      if (rt_interrupted) { /* Ctrl-C ends endless loops */
        if (L->worker || sim_exec_in_worker) return fault(L, w, in, -1, "interrupted"); /* the in-order rerun raises */
        rt_check_interrupt();
      }
      w->pc = in->jump; /* its time slice is over: yield to the block's other warps (run_block) */
      return true;
    }
    pc = in->jump;
    DISPATCH();
  CASE(LOOPCOND): /* a uniform true condition keeps every active lane */
    if (m && UNI(ua) && R(uint8_t, in->a)[0]) {
      pc = in->next;
      DISPATCH();
    }
    pc = control(L, w, in, pc);
    DISPATCH();
  CASE(LATCH): /* no lane continued: nothing rejoins */
    if (!w->stack[w->sp - 1].cont) {
      pc = in->next;
      DISPATCH();
    }
    pc = control(L, w, in, pc);
    DISPATCH();
  CASE(ELSE): CASE(ENDIF): CASE(BREAK): CASE(CONTINUE):
  CASE(RETURN): CASE(CALLEND):
    pc = control(L, w, in, pc);
    DISPATCH();
  CASE(EXIT):
    w->pc = pc;
    w->state = SIM_DONE;
    return true;
#ifndef SIM_COMPUTED_GOTO
  default: break;
  }
  return fault(L, w, in, -1, "internal error: SIMT opcode %s not executable", sim_op_names[in->op]);
#endif
}
