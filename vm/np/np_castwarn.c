/* np_castwarn.c — NumPy 1.24's warnings of casts ("overflow encountered in
 * cast", "invalid value encountered in cast"), for a.astype(dtype) from a float or complex
 * array, and the ComplexWarning of a complex array cast to a real dtype; the
 * DeprecationWarning of a Python int stored into an integer dtype that cannot hold it.
 *
 * NumPy reads the CPU's floating-point flags after its cast loop. Weft's loops convert without
 * touching the flags (np_dtype.c spells out x86-64's results; the int64 loop here uses the
 * instructions and drops what they raise), so the values that would raise them are found here
 * from the source, by the same rules: to a narrower float, a finite value
 * that becomes inf overflows; to an integer, a value outside the range of the instruction
 * NumPy's C cast compiles to (int32 for the narrow types, int64 for int64 and uint32, the two
 * int64 halves for uint64) or NaN is invalid; a cast to bool raises nothing.
 */
#pragma GCC optimize("O3") /* vectorises the range checks of np_astype_checked's blocks */
#include <fenv.h>
#include <math.h>
#include <stdio.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif
#include <string.h>

#include "../base/error.h"
#include "np_castwarn.h"
#include "np_half.h"
#include "np_loops.h"
#include "../obj/exc.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

enum { OVERFLOW = 1, INVALID = 2 };

/* The flags casting x to dst raises. */
static int flags_of(double x, DType dst) {
  switch (dst) {
  case DT_INT8: case DT_INT16: case DT_INT32: case DT_UINT8: case DT_UINT16:
    return x > -2147483649.0 && x < 2147483648.0 ? 0 : INVALID;
  case DT_INT64: case DT_UINT32:
    return x >= -9223372036854775808.0 && x < 9223372036854775808.0 ? 0 : INVALID;
  case DT_UINT64:
    return x >= -9223372036854775808.0 && x < 18446744073709551616.0 ? 0 : INVALID;
  case DT_FLOAT32: case DT_COMPLEX64:
    return isfinite(x) && isinf((float)x) ? OVERFLOW : 0;
  case DT_FLOAT16:
    return isfinite(x) && fabs(x) >= 65520.0 ? OVERFLOW : 0; /* past half-way above 65504 */
  default:
    return 0;
  }
}

void np_cast_warn_float(double x, DType dst) {
  if (rt_dtypes[dst].kind == 'f' && flags_of(x, dst) & OVERFLOW) np_warn("overflow", "cast");
}

void np_warn_int_bounds(int64_t v, DType dt) {
  int64_t lo, hi;
  switch (dt) {
  case DT_INT8: lo = INT8_MIN, hi = INT8_MAX; break;
  case DT_INT16: lo = INT16_MIN, hi = INT16_MAX; break;
  case DT_INT32: lo = INT32_MIN, hi = INT32_MAX; break;
  case DT_UINT8: lo = 0, hi = UINT8_MAX; break;
  case DT_UINT16: lo = 0, hi = UINT16_MAX; break;
  case DT_UINT32: lo = 0, hi = UINT32_MAX; break;
  case DT_UINT64: lo = 0, hi = INT64_MAX; break;
  default: return;
  }
  if (v >= lo && v <= hi) return;
  char text[400];
  snprintf(text, sizeof text, "NumPy will stop allowing conversion of out-of-bound Python "
           "integers to integer arrays.  The conversion of %lld to %s will fail in the future.\n"
           "For the old behavior, usually:\n    np.array(value).astype(dtype)`\nwill give the "
           "desired result (the cast overflows).", (long long)v, rt_dtypes[dt].name);
  np_warn_as(RT_EXC_DeprecationWarning, text);
}

void np_warn_int_leaves(Value v, DType dt) {
  if (rt_dtypes[dt].kind != 'i' && rt_dtypes[dt].kind != 'u') return;
  if (v.tag == RT_INT) {
    np_warn_int_bounds(v.as.i, dt);
    return;
  }
  bool list = rt_is_list(v);
  if (!list && !rt_is_tuple(v)) return;
  int64_t n = list ? RT_AS(List, v)->n : RT_AS(Tuple, v)->n;
  for (int64_t i = 0; i < n; i++) {
    /* the list is read afresh each time: a warning's handler could change it */
    if (list && i >= RT_AS(List, v)->n) break;
    np_warn_int_leaves(list ? RT_AS(List, v)->items[i] : RT_AS(Tuple, v)->items[i], dt);
  }
}

void np_warn_as(ExcKind kind, const char *msg) {
  Value w = rt_import("warnings"), fn = rt_undef();
  int mark = rt_cleanup_push_value(&w);
  rt_cleanup_push_value(&fn);
  fn = rt_getattr(w, "warn");
  Value args[2] = {rt_str_from_c(msg), rt_exc_class(kind)};
  rt_cleanup_push_value(&args[0]);
  rt_decref(rt_call(fn, 2, args, NULL));
  rt_cleanup_pop(mark, true);
}

int np_empty_truth(void) {
  np_warn_as(RT_EXC_DeprecationWarning,
             "The truth value of an empty array is ambiguous. Returning False, but in future "
             "this will result in an error. Use `array.size > 0` to check that an array is not "
             "empty.");
  return 0;
}

/* NumPy's ComplexWarning, through the warnings module (its filters and its report). */
static void complex_warning(void) {
  Value np = rt_import("numpy"), w = rt_undef(), fn = rt_undef(), msg = rt_undef();
  int mark = rt_cleanup_push_value(&np);
  rt_cleanup_push_value(&w);
  rt_cleanup_push_value(&fn);
  rt_cleanup_push_value(&msg);
  Value args[2] = {rt_undef(), rt_undef()};
  rt_cleanup_push_value(&args[1]);
  w = rt_import("warnings");
  fn = rt_getattr(w, "warn");
  msg = rt_str_from_c("Casting complex values to real discards the imaginary part");
  args[0] = msg;
  args[1] = rt_getattr(np, "ComplexWarning");
  Value r = rt_call(fn, 2, args, NULL);
  rt_decref(r);
  rt_cleanup_pop(mark, true);
}

void np_cast_warnings(const Array *src, DType dst) {
  DType s = src->dtype;
  if (rt_dtypes[s].kind == 'c' && rt_dtypes[dst].kind != 'c') complex_warning();
  if (dst == DT_FLOAT16 && strchr("iu", rt_dtypes[s].kind) && rt_dtypes[s].itemsize > 2) {
    NpIter it; /* int32/int64 values past float16's range overflow (int16's all fit) */
    for (np_iter_init(&it, src); it.more; np_iter_next(&it)) {
      double x = rt_elem_get_f64(s, it.ptr);
      if (flags_of(x, dst) & OVERFLOW) {
        np_warn("overflow", "cast");
        return;
      }
    }
    return;
  }
  if (s == dst || (rt_dtypes[s].kind != 'f' && rt_dtypes[s].kind != 'c') || dst == DT_BOOL ||
      dst == DT_FLOAT64 || dst == DT_COMPLEX128)
    return;
  int flags = 0;
  NpIter it;
  for (np_iter_init(&it, src); it.more && flags != (OVERFLOW | INVALID); np_iter_next(&it)) {
    double re, im = 0.0;
    switch (s) {
    case DT_FLOAT16: { NpHalf h; memcpy(&h, it.ptr, 2); re = np_half_to_float(h.bits); break; }
    case DT_FLOAT32: { float f; memcpy(&f, it.ptr, 4); re = f; break; }
    case DT_COMPLEX64: { NpCfloat c; memcpy(&c, it.ptr, 8); re = c.re; im = c.im; break; }
    case DT_COMPLEX128: { NpCdouble c; memcpy(&c, it.ptr, 16); re = c.re; im = c.im; break; }
    default: memcpy(&re, it.ptr, 8); break;
    }
    flags |= flags_of(re, dst);
    if (dst == DT_COMPLEX64) flags |= flags_of(im, dst);
  }
  if (flags & OVERFLOW) np_warn("overflow", "cast");
  if (flags & INVALID) np_warn("invalid value", "cast");
}

/* ---- a.astype(dst) of a C-contiguous float array, cast and checked in one pass ----
 * The source is read once: each block of CHECK_BLOCK elements is cast by the usual typed loop
 * and then checked while it is still in the L1 cache (a separate check pass read all the source
 * again and took longer than the cast). The checks are flags_of's rules as ranges: to float32
 * a finite |x| from 0x1.ffffffp127 (FLT_MAX plus half an ulp, which rounds to inf) up
 * overflows; to float16 a finite |x| from 65520; to an integer a value outside (lo, hi) or NaN
 * is invalid. */
#define CHECK_BLOCK 2048

static inline double load1(const char *p, bool wide) {
  if (wide) {
    double d;
    memcpy(&d, p, 8);
    return d;
  }
  float f;
  memcpy(&f, p, 4);
  return f;
}

#ifdef __SSE2__
/* Two source values as doubles (exact for float32). */
static inline __m128d load2(const char *p, bool wide) {
  if (wide) return _mm_loadu_pd((const double *)p);
  return _mm_cvtps_pd(_mm_castsi128_ps(_mm_loadl_epi64((const __m128i *)p)));
}
#endif

/* OVERFLOW when a finite |x| of x[0..n) is at least at. */
static int scan_over(const char *x, int64_t n, bool wide, double at) {
  const int64_t sz = wide ? 8 : 4;
  const double inf = INFINITY;
  int any = 0;
  int64_t i = 0;
#ifdef __SSE2__
  const __m128d mag = _mm_castsi128_pd(_mm_set1_epi64x(INT64_MAX)), vat = _mm_set1_pd(at),
                vinf = _mm_set1_pd(inf);
  __m128d bad = _mm_setzero_pd();
  for (; i + 2 <= n; i += 2) {
    __m128d v = _mm_and_pd(load2(x + i * sz, wide), mag);
    bad = _mm_or_pd(bad, _mm_and_pd(_mm_cmpge_pd(v, vat), _mm_cmplt_pd(v, vinf)));
  }
  any = _mm_movemask_pd(bad) != 0;
#endif
  for (; i < n; i++) {
    double v = fabs(load1(x + i * sz, wide));
    any |= v >= at && v < inf;
  }
  return any ? OVERFLOW : 0;
}

/* INVALID when a value of x[0..n) is NaN or outside (lo, hi). */
static int scan_outside(const char *x, int64_t n, bool wide, double lo, double hi) {
  const int64_t sz = wide ? 8 : 4;
  int all = 1;
  int64_t i = 0;
#ifdef __SSE2__
  const __m128d vlo = _mm_set1_pd(lo), vhi = _mm_set1_pd(hi);
  __m128d ok = _mm_castsi128_pd(_mm_set1_epi64x(-1));
  for (; i + 2 <= n; i += 2) {
    __m128d v = load2(x + i * sz, wide);
    ok = _mm_and_pd(ok, _mm_and_pd(_mm_cmpgt_pd(v, vlo), _mm_cmplt_pd(v, vhi)));
  }
  all = _mm_movemask_pd(ok) == 3;
#endif
  for (; i < n; i++) {
    double v = load1(x + i * sz, wide);
    all &= v > lo && v < hi;
  }
  return all ? 0 : INVALID;
}

/* The flags of casting x[0..n) (float64 when wide, else float32) to dst. */
static int block_flags(const char *x, int64_t n, bool wide, DType dst) {
  double lo, hi, over;
  switch (dst) {
  case DT_INT8: case DT_INT16: case DT_INT32: case DT_UINT8: case DT_UINT16:
    lo = -2147483649.0, hi = 2147483648.0;
    break;
  case DT_INT64: case DT_UINT32:
    lo = nextafter(-9223372036854775808.0, -INFINITY), hi = 9223372036854775808.0;
    break;
  case DT_UINT64:
    lo = nextafter(-9223372036854775808.0, -INFINITY), hi = 18446744073709551616.0;
    break;
  case DT_FLOAT32: over = 0x1.ffffffp127; goto overflow;
  case DT_FLOAT16: over = 65520.0; goto overflow;
  default: return 0;
  }
  return scan_outside(x, n, wide, lo, hi);
overflow:
  return scan_over(x, n, wide, over);
}

/* float64 -> float32 over a contiguous run, vectorised, returning OVERFLOW when a finite value
 * became inf: a lane that came out inf is looked at again (rare; an inf source is no overflow). */
static int narrow_checked(int64_t n, const char *s, char *d) {
  const double *x = (const double *)s;
  float *y = (float *)d;
  int64_t i = 0;
  bool inf_seen = false;
#ifdef __SSE2__
  const __m128 mag = _mm_castsi128_ps(_mm_set1_epi32(INT32_MAX)), vinf = _mm_set1_ps(INFINITY);
  __m128 hit = _mm_setzero_ps();
  for (; i + 4 <= n; i += 4) {
    __m128 f = _mm_movelh_ps(_mm_cvtpd_ps(_mm_loadu_pd(x + i)), _mm_cvtpd_ps(_mm_loadu_pd(x + i + 2)));
    _mm_storeu_ps(y + i, f);
    hit = _mm_or_ps(hit, _mm_cmpeq_ps(_mm_and_ps(f, mag), vinf));
  }
  inf_seen = _mm_movemask_ps(hit) != 0;
#endif
  for (; i < n; i++) {
    y[i] = (float)x[i];
    inf_seen |= isinf(y[i]);
  }
  if (!inf_seen) return 0;
  for (i = 0; i < n; i++) {
    if (isinf(y[i]) && !isinf(x[i])) return OVERFLOW;
  }
  return 0;
}

/* float64 -> int32, int16, uint16, int8 or uint8 over a contiguous run, vectorised: NumPy's C
 * cast goes through int32 (cvttpd2dq, whose "integer indefinite" INT32_MIN is f2i32's value for
 * NaN and out-of-range values) and keeps the low bits. Returns INVALID as flags_of says; only a
 * block where some lane came out INT32_MIN is checked again. */
static inline int32_t small_int_of(double x) {
  return x > -2147483649.0 && x < 2147483648.0 ? (int32_t)x : INT32_MIN;
}

static int to_small_int_checked(int64_t n, const char *s, char *d, DType dst) {
  const double *x = (const double *)s;
  int64_t i = 0;
  bool hit_seen = false;
#ifdef __SSE2__
  const __m128i imin = _mm_set1_epi32(INT32_MIN);
  __m128i hit = _mm_setzero_si128();
  for (; i + 8 <= n; i += 8) {
    __m128i q0 = _mm_unpacklo_epi64(_mm_cvttpd_epi32(_mm_loadu_pd(x + i)),
                                    _mm_cvttpd_epi32(_mm_loadu_pd(x + i + 2)));
    __m128i q1 = _mm_unpacklo_epi64(_mm_cvttpd_epi32(_mm_loadu_pd(x + i + 4)),
                                    _mm_cvttpd_epi32(_mm_loadu_pd(x + i + 6)));
    hit = _mm_or_si128(hit, _mm_or_si128(_mm_cmpeq_epi32(q0, imin), _mm_cmpeq_epi32(q1, imin)));
    if (dst == DT_INT32) {
      _mm_storeu_si128((__m128i *)(d + 4 * i), q0);
      _mm_storeu_si128((__m128i *)(d + 4 * i + 16), q1);
    } else if (dst == DT_INT16 || dst == DT_UINT16) { /* low 16 bits, sign-extended, then packed */
      __m128i w = _mm_packs_epi32(_mm_srai_epi32(_mm_slli_epi32(q0, 16), 16),
                                  _mm_srai_epi32(_mm_slli_epi32(q1, 16), 16));
      _mm_storeu_si128((__m128i *)(d + 2 * i), w);
    } else { /* int8, uint8: low 8 bits */
      __m128i w = _mm_packs_epi32(_mm_srai_epi32(_mm_slli_epi32(q0, 24), 24),
                                  _mm_srai_epi32(_mm_slli_epi32(q1, 24), 24));
      _mm_storel_epi64((__m128i *)(d + i), _mm_packs_epi16(w, w));
    }
  }
  hit_seen = _mm_movemask_epi8(hit) != 0;
#endif
  int64_t size = rt_dtypes[dst].itemsize;
  for (; i < n; i++) {
    int32_t v = small_int_of(x[i]);
    hit_seen |= v == INT32_MIN;
    if (size == 4) memcpy(d + 4 * i, &v, 4);
    else if (size == 2) { uint16_t h = (uint16_t)v; memcpy(d + 2 * i, &h, 2); }
    else d[i] = (char)(uint8_t)v;
  }
  return hit_seen ? scan_outside(s, n, true, -2147483649.0, 2147483648.0) : 0;
}

/* float64/float32 -> int64 over a contiguous run: the instruction NumPy's C cast compiles to
 * (cvttsd2si / cvttss2si; eight lanes of vcvttpd2qq / vcvttps2qq where the CPU has AVX512DQ,
 * the same results), whose "integer indefinite" INT64_MIN is f2i64's value for NaN and
 * out-of-range values; only a block where some lane came out INT64_MIN is scanned again.
 * The instructions raise the invalid flag the caller's saved flags then drop. */
#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
#define HAVE_INT64_CVT 1

__attribute__((target("avx512f,avx512dq"))) static bool to_int64_avx512(int64_t n, const char *s,
                                                                        int64_t *y, bool wide) {
  const __m512i imin = _mm512_set1_epi64(INT64_MIN);
  __mmask8 hit = 0;
  int64_t i = 0;
  for (; i + 8 <= n; i += 8) {
    __m512i q = wide ? _mm512_cvttpd_epi64(_mm512_loadu_pd((const double *)(const void *)s + i))
                     : _mm512_cvttps_epi64(_mm256_loadu_ps((const float *)(const void *)s + i));
    hit |= _mm512_cmpeq_epi64_mask(q, imin);
    _mm512_storeu_si512(y + i, q);
  }
  bool any = hit != 0;
  for (; i < n; i++) {
    y[i] = wide ? _mm_cvttsd_si64(_mm_set_sd(((const double *)(const void *)s)[i]))
                : _mm_cvttss_si64(_mm_set_ss(((const float *)(const void *)s)[i]));
    any |= y[i] == INT64_MIN;
  }
  return any;
}

static bool to_int64_scalar(int64_t n, const char *s, int64_t *y, bool wide) {
  bool any = false;
  for (int64_t i = 0; i < n; i++) {
    y[i] = wide ? _mm_cvttsd_si64(_mm_set_sd(((const double *)(const void *)s)[i]))
                : _mm_cvttss_si64(_mm_set_ss(((const float *)(const void *)s)[i]));
    any |= y[i] == INT64_MIN;
  }
  return any;
}

static int to_int64_checked(int64_t n, const char *s, char *d, bool wide) {
  static int avx512 = -1;
  if (avx512 < 0) avx512 = __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512dq");
  int64_t *y = (int64_t *)(void *)d;
  bool hit = avx512 ? to_int64_avx512(n, s, y, wide) : to_int64_scalar(n, s, y, wide);
  return hit ? block_flags(s, n, wide, DT_INT64) : 0;
}
#else
#define HAVE_INT64_CVT 0
#endif

Value np_astype_checked(Value self, DType dst) {
  const Array *a = RT_AS(Array, self);
  DType s = a->dtype;
  if ((s != DT_FLOAT64 && s != DT_FLOAT32) || s == dst || !rt_array_is_c_contiguous(a) ||
      rt_dtypes[dst].kind == 'c' || dst == DT_LONGDOUBLE)
    return rt_undef();
  bool check = dst != DT_BOOL && dst != DT_FLOAT64;
  NpCastLoop loop = np_cast_loop(s, dst);
  bool narrow = s == DT_FLOAT64 && dst == DT_FLOAT32;
  bool small_int = s == DT_FLOAT64 && (dst == DT_INT32 || dst == DT_INT16 || dst == DT_UINT16 ||
                                       dst == DT_INT8 || dst == DT_UINT8);
  Value out = rt_array_new(dst, a->ndim, a->shape, false);
  int mark = rt_cleanup_push_value(&out);
  int64_t si = rt_dtypes[s].itemsize, di = rt_dtypes[dst].itemsize;
  const char *sp = a->data;
  char *dp = RT_AS(Array, out)->data;
  int flags = 0;
  bool int64 = HAVE_INT64_CVT && dst == DT_INT64;
  fexcept_t saved;
  fegetexceptflag(&saved, FE_ALL_EXCEPT);
  for (int64_t left = a->size; left > 0;) {
    int64_t n = left < CHECK_BLOCK ? left : CHECK_BLOCK;
    if (narrow) {
      flags |= narrow_checked(n, sp, dp);
    } else if (small_int) {
      flags |= to_small_int_checked(n, sp, dp, dst);
#if HAVE_INT64_CVT
    } else if (int64) {
      flags |= to_int64_checked(n, sp, dp, s == DT_FLOAT64);
#endif
    } else {
      loop(n, sp, si, dp, di);
      if (check && flags != (OVERFLOW | INVALID)) flags |= block_flags(sp, n, s == DT_FLOAT64, dst);
    }
    sp += n * si;
    dp += n * di;
    left -= n;
    if (rt_interrupted) {
      fesetexceptflag(&saved, FE_ALL_EXCEPT);
      rt_check_interrupt();
    }
  }
  fesetexceptflag(&saved, FE_ALL_EXCEPT);
  if (flags & OVERFLOW) np_warn("overflow", "cast");
  if (flags & INVALID) np_warn("invalid value", "cast");
  rt_cleanup_pop(mark, false);
  return out;
}
