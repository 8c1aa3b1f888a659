/* np_dtype.c — the dtype table, element access and casting with NumPy's C-cast semantics
 * (one typed loop per dtype pair), dtype objects (np.dtype('f4'), arr.dtype), the scalar type
 * classes (np.float32, ...) and abstract ones (np.floating, ...), NumPy's promotion table,
 * issubdtype/can_cast/result_type, and np.finfo/np.iinfo. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "np_internal.h"
#include "np_castwarn.h"
#include "np_datetime.h"
#include "np_dvar.h"
#include "np_half.h"
#include "np_objarray.h"
#include "np_record.h"
#include "np_stats.h"
#include "np_strarray.h"
#include "np_subdtype.h"
#include "np_loops.h"
#include "../obj/bigint.h"
#include "../obj/class.h"
#include "../obj/complex.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

const DTypeInfo rt_dtypes[DT_COUNT] = {
#define X(e, ct, name, kind, size) {name, kind, size},
    RT_ALL_DTYPES(X)
#undef X
};

/* One-letter type codes (np.dtype('f').char), indexed by DType. */
static const char dtype_chars[DT_COUNT] = {'?', 'b', 'h', 'i', 'l', 'B', 'H', 'I', 'L', 'f', 'd',
                                           'e', 'F', 'D', 'g'};

char rt_dtype_char(DType dt) { return dtype_chars[dt]; }

/* ---- float → integer casts as NumPy compiles them on x86-64 (cvttsd2si semantics):
 * out-of-range and NaN give the "integer indefinite" value, narrow types go through int32 ---- */

static int64_t f2i64(double x) {
  if (!(x >= -9223372036854775808.0 && x < 9223372036854775808.0)) return INT64_MIN;
  return (int64_t)x;
}

static int32_t f2i32(double x) {
  if (!(x > -2147483649.0 && x < 2147483648.0)) return INT32_MIN;
  return (int32_t)x;
}

static uint64_t f2u64(double x) {
  if (x >= 9223372036854775808.0) {
    return (uint64_t)f2i64(x - 9223372036854775808.0) ^ (UINT64_C(1) << 63);
  }
  return (uint64_t)f2i64(x);
}

double rt_elem_get_f64(DType dt, const char *p) {
  switch (dt) {
#define X(e, ct, name, kind, size) \
  case DT_##e: { ct v; memcpy(&v, p, sizeof v); return (double)v; }
    RT_DTYPES(X)
#undef X
    case DT_FLOAT16: { uint16_t h; memcpy(&h, p, 2); return np_half_to_double(h); }
    case DT_COMPLEX64: { float v; memcpy(&v, p, sizeof v); return v; } /* the real part */
    case DT_COMPLEX128: { double v; memcpy(&v, p, sizeof v); return v; }
    case DT_LONGDOUBLE: return (double)np_ld_get(DT_LONGDOUBLE, p);
    default: return 0;
  }
}

int64_t rt_elem_get_i64(DType dt, const char *p) {
  switch (dt) {
    case DT_FLOAT32: { float v; memcpy(&v, p, sizeof v); return f2i64(v); }
    case DT_FLOAT64: { double v; memcpy(&v, p, sizeof v); return f2i64(v); }
    case DT_FLOAT16: return f2i64(rt_elem_get_f64(dt, p));
    case DT_COMPLEX64: case DT_COMPLEX128: return f2i64(rt_elem_get_f64(dt, p));
    case DT_LONGDOUBLE: return np_ld_to_i64(np_ld_get(dt, p));
    case DT_BOOL: return *(const uint8_t *)p;
    case DT_INT8: return *(const int8_t *)p;
    case DT_UINT8: return *(const uint8_t *)p;
    case DT_INT16: { int16_t v; memcpy(&v, p, 2); return v; }
    case DT_UINT16: { uint16_t v; memcpy(&v, p, 2); return v; }
    case DT_INT32: { int32_t v; memcpy(&v, p, 4); return v; }
    case DT_UINT32: { uint32_t v; memcpy(&v, p, 4); return v; }
    default: { int64_t v; memcpy(&v, p, 8); return v; } /* int64, uint64 (bit pattern) */
  }
}

uint64_t rt_elem_get_u64(DType dt, const char *p) {
  char k = rt_dtypes[dt].kind;
  if (k == 'f' || k == 'c') return f2u64(rt_elem_get_f64(dt, p));
  return (uint64_t)rt_elem_get_i64(dt, p);
}

void rt_elem_set_f64(DType dt, char *p, double v) {
  switch (dt) {
    case DT_BOOL: { uint8_t b = v != 0; memcpy(p, &b, 1); return; }
    case DT_INT8: { int8_t x = (int8_t)f2i32(v); memcpy(p, &x, 1); return; }
    case DT_INT16: { int16_t x = (int16_t)f2i32(v); memcpy(p, &x, 2); return; }
    case DT_INT32: { int32_t x = f2i32(v); memcpy(p, &x, 4); return; }
    case DT_INT64: { int64_t x = f2i64(v); memcpy(p, &x, 8); return; }
    case DT_UINT8: { uint8_t x = (uint8_t)f2i32(v); memcpy(p, &x, 1); return; }
    case DT_UINT16: { uint16_t x = (uint16_t)f2i32(v); memcpy(p, &x, 2); return; }
    case DT_UINT32: { uint32_t x = (uint32_t)f2i64(v); memcpy(p, &x, 4); return; }
    case DT_UINT64: { uint64_t x = f2u64(v); memcpy(p, &x, 8); return; }
    case DT_FLOAT32: { float x = (float)v; memcpy(p, &x, 4); return; }
    case DT_FLOAT64: memcpy(p, &v, 8); return;
    case DT_FLOAT16: { uint16_t h = np_half_from_double(v); memcpy(p, &h, 2); return; }
    case DT_COMPLEX64: { NpCfloat z = {(float)v, 0}; memcpy(p, &z, sizeof z); return; }
    case DT_COMPLEX128: { NpCdouble z = {v, 0}; memcpy(p, &z, sizeof z); return; }
    case DT_LONGDOUBLE: np_ld_set(p, v); return;
    default: return;
  }
}

void rt_elem_set_i64(DType dt, char *p, int64_t v) {
  switch (dt) {
    case DT_BOOL: { uint8_t b = v != 0; memcpy(p, &b, 1); return; }
    case DT_FLOAT32: { float x = (float)v; memcpy(p, &x, 4); return; }
    case DT_FLOAT64: { double x = (double)v; memcpy(p, &x, 8); return; }
    /* NumPy converts integers to float16 through float32 */
    case DT_FLOAT16: { uint16_t h = np_half_from_float((float)v); memcpy(p, &h, 2); return; }
    case DT_COMPLEX64: { NpCfloat z = {(float)v, 0}; memcpy(p, &z, sizeof z); return; }
    case DT_COMPLEX128: { NpCdouble z = {(double)v, 0}; memcpy(p, &z, sizeof z); return; }
    case DT_LONGDOUBLE: np_ld_set(p, (long double)v); return;
    case DT_INT8: case DT_UINT8: *(uint8_t *)p = (uint8_t)v; return;
    case DT_INT16: case DT_UINT16: { uint16_t x = (uint16_t)v; memcpy(p, &x, 2); return; }
    case DT_INT32: case DT_UINT32: { uint32_t x = (uint32_t)v; memcpy(p, &x, 4); return; }
    default: memcpy(p, &v, 8); return; /* int64, uint64 */
  }
}

static void elem_set_u64(DType dt, char *p, uint64_t v) {
  if (dt == DT_FLOAT32) { float x = (float)v; memcpy(p, &x, 4); return; }
  if (dt == DT_FLOAT64) { double x = (double)v; memcpy(p, &x, 8); return; }
  if (dt == DT_FLOAT16) { uint16_t h = np_half_from_float((float)v); memcpy(p, &h, 2); return; }
  if (dt == DT_COMPLEX64) { NpCfloat z = {(float)v, 0}; memcpy(p, &z, sizeof z); return; }
  if (dt == DT_COMPLEX128) { NpCdouble z = {(double)v, 0}; memcpy(p, &z, sizeof z); return; }
  if (dt == DT_LONGDOUBLE) { np_ld_set(p, (long double)v); return; }
  rt_elem_set_i64(dt, p, (int64_t)v);
}

/* Casts with a complex side: a real value becomes the real part (converted as a cast to the
 * float of the same precision would), a complex value gives its real part to a real dtype. */
static void elem_cast_complex(DType dst, char *dp, DType src, const char *sp) {
  if (rt_dtypes[src].kind == 'c' && rt_dtypes[dst].kind == 'c') {
    NpCdouble z;
    if (src == DT_COMPLEX64) {
      NpCfloat f;
      memcpy(&f, sp, sizeof f);
      z = (NpCdouble){f.re, f.im};
    } else {
      memcpy(&z, sp, sizeof z);
    }
    if (dst == DT_COMPLEX128) memcpy(dp, &z, sizeof z);
    else { NpCfloat f = {(float)z.re, (float)z.im}; memcpy(dp, &f, sizeof f); }
    return;
  }
  if (rt_dtypes[src].kind == 'c') {
    DType part = src == DT_COMPLEX64 ? DT_FLOAT32 : DT_FLOAT64;
    rt_elem_cast(dst, dp, part, sp); /* the real part leads the pair */
    return;
  }
  char re[8];
  DType part = dst == DT_COMPLEX64 ? DT_FLOAT32 : DT_FLOAT64;
  rt_elem_cast(part, re, src, sp);
  memset(dp, 0, (size_t)rt_dtypes[dst].itemsize);
  memcpy(dp, re, (size_t)rt_dtypes[part].itemsize);
}

void rt_elem_cast(DType dst, char *dp, DType src, const char *sp) {
  if (dst == src) {
    memcpy(dp, sp, (size_t)rt_dtypes[dst].itemsize);
    return;
  }
  if (dst == DT_LONGDOUBLE || src == DT_LONGDOUBLE) {
    np_ld_cast(dst, dp, src, sp);
    return;
  }
  if (rt_dtypes[src].kind == 'c' || rt_dtypes[dst].kind == 'c') {
    elem_cast_complex(dst, dp, src, sp);
    return;
  }
  switch (rt_dtypes[src].kind) {
    case 'f':
      if (dst == DT_FLOAT16 && src == DT_FLOAT32) { /* directly: a NaN keeps its payload */
        float f; memcpy(&f, sp, 4);
        uint16_t h = np_half_from_float(f); memcpy(dp, &h, 2);
        return;
      }
      if (dst == DT_FLOAT32 && src == DT_FLOAT16) {
        uint16_t h; memcpy(&h, sp, 2);
        float f = np_half_to_float(h); memcpy(dp, &f, 4);
        return;
      }
      if (dst == DT_FLOAT32 && src == DT_FLOAT64) {
        double d; memcpy(&d, sp, 8);
        float f = (float)d; memcpy(dp, &f, 4);
        return;
      }
      rt_elem_set_f64(dst, dp, rt_elem_get_f64(src, sp));
      return;
    case 'u': elem_set_u64(dst, dp, rt_elem_get_u64(src, sp)); return;
    default: rt_elem_set_i64(dst, dp, rt_elem_get_i64(src, sp)); return;
  }
}

/* ---- typed cast loops: one per (source, destination) pair, generated from one list ----
 * X(ENUM, ctype, how the source converts: i = through int64, u = through uint64, f = double) */
#define CAST_TYPES(X)                                                                       \
  X(BOOL, uint8_t, i) X(INT8, int8_t, i) X(INT16, int16_t, i) X(INT32, int32_t, i)         \
  X(INT64, int64_t, i) X(UINT8, uint8_t, u) X(UINT16, uint16_t, u) X(UINT32, uint32_t, u)  \
  X(UINT64, uint64_t, u) X(FLOAT32, float, f) X(FLOAT64, double, f)

/* to_D_K: a value of kind K converted to destination D with NumPy's C-cast semantics. */
#define INT_DST(D, T, FROM_F)                                                   \
  static inline T to_##D##_i(int64_t v) { return (T)v; }                        \
  static inline T to_##D##_u(uint64_t v) { return (T)v; }                       \
  static inline T to_##D##_f(double v) { return (T)FROM_F(v); }
INT_DST(INT8, int8_t, f2i32)
INT_DST(INT16, int16_t, f2i32)
INT_DST(INT32, int32_t, f2i32)
INT_DST(INT64, int64_t, f2i64)
INT_DST(UINT8, uint8_t, f2i32)
INT_DST(UINT16, uint16_t, f2i32)
INT_DST(UINT32, uint32_t, f2i64)
INT_DST(UINT64, uint64_t, f2u64)
#undef INT_DST
static inline uint8_t to_BOOL_i(int64_t v) { return v != 0; }
static inline uint8_t to_BOOL_u(uint64_t v) { return v != 0; }
static inline uint8_t to_BOOL_f(double v) { return v != 0; }
static inline float to_FLOAT32_i(int64_t v) { return (float)v; }
static inline float to_FLOAT32_u(uint64_t v) { return (float)v; }
static inline float to_FLOAT32_f(double v) { return (float)v; }
static inline double to_FLOAT64_i(int64_t v) { return (double)v; }
static inline double to_FLOAT64_u(uint64_t v) { return (double)v; }
static inline double to_FLOAT64_f(double v) { return v; }

#define CAST_LOOP(S, ST, K, D, DT)                                                          \
  static void cast_##S##_##D(int64_t n, const char *s, int64_t ss, char *d, int64_t ds) {   \
    if (ss == sizeof(ST) && ds == sizeof(DT)) { /* contiguous: constant steps */             \
      for (int64_t i = 0; i < n; i++) {                                                     \
        ST x;                                                                               \
        memcpy(&x, s + i * (int64_t)sizeof(ST), sizeof x);                                  \
        DT y = to_##D##_##K(x);                                                             \
        memcpy(d + i * (int64_t)sizeof(DT), &y, sizeof y);                                  \
      }                                                                                     \
      return;                                                                               \
    }                                                                                       \
    if (ss == 0 && ds == sizeof(DT)) { /* one value broadcast (fill, a[:] = x): stores */   \
      ST x;                                                                                 \
      memcpy(&x, s, sizeof x);                                                              \
      DT y = to_##D##_##K(x);                                                               \
      for (int64_t i = 0; i < n; i++) memcpy(d + i * (int64_t)sizeof(DT), &y, sizeof y);    \
      return;                                                                               \
    }                                                                                       \
    for (int64_t i = 0; i < n; i++, s += ss, d += ds) {                                     \
      ST x;                                                                                 \
      memcpy(&x, s, sizeof x);                                                              \
      DT y = to_##D##_##K(x);                                                               \
      memcpy(d, &y, sizeof y);                                                              \
    }                                                                                       \
  }
#define CAST_ROW(S, ST, K)                                                                  \
  CAST_LOOP(S, ST, K, BOOL, uint8_t) CAST_LOOP(S, ST, K, INT8, int8_t)                      \
  CAST_LOOP(S, ST, K, INT16, int16_t) CAST_LOOP(S, ST, K, INT32, int32_t)                   \
  CAST_LOOP(S, ST, K, INT64, int64_t) CAST_LOOP(S, ST, K, UINT8, uint8_t)                   \
  CAST_LOOP(S, ST, K, UINT16, uint16_t) CAST_LOOP(S, ST, K, UINT32, uint32_t)               \
  CAST_LOOP(S, ST, K, UINT64, uint64_t) CAST_LOOP(S, ST, K, FLOAT32, float)                 \
  CAST_LOOP(S, ST, K, FLOAT64, double)
CAST_TYPES(CAST_ROW)
#undef CAST_ROW
#undef CAST_LOOP

static const NpCastLoop cast_loops[DT_COUNT][DT_COUNT] = {
#define CAST_ENTRY(S, ST, K)                                                                \
  {cast_##S##_BOOL, cast_##S##_INT8, cast_##S##_INT16, cast_##S##_INT32, cast_##S##_INT64,  \
   cast_##S##_UINT8, cast_##S##_UINT16, cast_##S##_UINT32, cast_##S##_UINT64,               \
   cast_##S##_FLOAT32, cast_##S##_FLOAT64},
    CAST_TYPES(CAST_ENTRY)
#undef CAST_ENTRY
};

/* Casts to or from a complex dtype go element by element through rt_elem_cast. */
#define CAST_C_LOOP(S, D)                                                                 \
  static void cast_##S##_##D(int64_t n, const char *s, int64_t ss, char *d, int64_t ds) {  \
    for (int64_t i = 0; i < n; i++, s += ss, d += ds) rt_elem_cast(DT_##D, d, DT_##S, s);  \
  }
#define CAST_C_PAIR(E, ct, name, kind, size) CAST_C_LOOP(E, COMPLEX64) CAST_C_LOOP(E, COMPLEX128) \
  CAST_C_LOOP(COMPLEX64, E) CAST_C_LOOP(COMPLEX128, E)
RT_DTYPES(CAST_C_PAIR)
CAST_C_LOOP(COMPLEX64, COMPLEX128)
CAST_C_LOOP(COMPLEX128, COMPLEX64)
/* Casts to or from float16 go element by element through rt_elem_cast, too. */
#define CAST_H_PAIR(E, ct, name, kind, size) CAST_C_LOOP(E, FLOAT16) CAST_C_LOOP(FLOAT16, E)
RT_DTYPES(CAST_H_PAIR)
CAST_C_LOOP(FLOAT16, COMPLEX64)
CAST_C_LOOP(FLOAT16, COMPLEX128)
CAST_C_LOOP(COMPLEX64, FLOAT16)
CAST_C_LOOP(COMPLEX128, FLOAT16)
#undef CAST_H_PAIR
static void cast_copy2(int64_t n, const char *s, int64_t ss, char *d, int64_t ds) {
  for (int64_t i = 0; i < n; i++, s += ss, d += ds) memcpy(d, s, 2);
}
static void cast_copy8(int64_t n, const char *s, int64_t ss, char *d, int64_t ds) {
  for (int64_t i = 0; i < n; i++, s += ss, d += ds) memcpy(d, s, 8);
}
static void cast_copy16(int64_t n, const char *s, int64_t ss, char *d, int64_t ds) {
  for (int64_t i = 0; i < n; i++, s += ss, d += ds) memcpy(d, s, 16);
}
#undef CAST_C_PAIR
#undef CAST_C_LOOP

static const NpCastLoop complex_cast_loops[2][DT_COUNT] = { /* [to complex?][other dtype] */
#define X(E, ct, name, kind, size) [0][DT_##E] = cast_COMPLEX64_##E, [1][DT_##E] = cast_COMPLEX128_##E,
    RT_DTYPES(X)
#undef X
    [0][DT_COMPLEX64] = cast_copy8, [0][DT_COMPLEX128] = cast_COMPLEX64_COMPLEX128,
    [1][DT_COMPLEX64] = cast_COMPLEX128_COMPLEX64, [1][DT_COMPLEX128] = cast_copy16,
    [0][DT_FLOAT16] = cast_COMPLEX64_FLOAT16, [1][DT_FLOAT16] = cast_COMPLEX128_FLOAT16,
};
static const NpCastLoop to_complex_loops[2][DT_COUNT] = {
#define X(E, ct, name, kind, size) [0][DT_##E] = cast_##E##_COMPLEX64, [1][DT_##E] = cast_##E##_COMPLEX128,
    RT_DTYPES(X)
#undef X
    [0][DT_FLOAT16] = cast_FLOAT16_COMPLEX64, [1][DT_FLOAT16] = cast_FLOAT16_COMPLEX128,
};
static const NpCastLoop half_cast_loops[2][DT_COUNT] = { /* [from float16?][other dtype] */
#define X(E, ct, name, kind, size) [0][DT_##E] = cast_##E##_FLOAT16, [1][DT_##E] = cast_FLOAT16_##E,
    RT_DTYPES(X)
#undef X
    [0][DT_FLOAT16] = cast_copy2, [1][DT_FLOAT16] = cast_copy2,
    [0][DT_COMPLEX64] = cast_COMPLEX64_FLOAT16, [0][DT_COMPLEX128] = cast_COMPLEX128_FLOAT16,
    [1][DT_COMPLEX64] = cast_FLOAT16_COMPLEX64, [1][DT_COMPLEX128] = cast_FLOAT16_COMPLEX128,
};

NpCastLoop np_cast_loop(DType src, DType dst) {
  if (src == DT_LONGDOUBLE || dst == DT_LONGDOUBLE) return np_ld_cast_loop(src, dst);
  if (src == DT_FLOAT16) return half_cast_loops[1][dst];
  if (dst == DT_FLOAT16) return half_cast_loops[0][src];
  if (rt_dtypes[src].kind == 'c') return complex_cast_loops[src == DT_COMPLEX128][dst];
  if (rt_dtypes[dst].kind == 'c') return to_complex_loops[dst == DT_COMPLEX128][src];
  return cast_loops[src][dst];
}

bool rt_elem_truthy(DType dt, const char *p) {
  if (dt == DT_COMPLEX64 || dt == DT_COMPLEX128) {
    int h = rt_dtypes[dt].itemsize / 2;
    char im[8];
    memcpy(im, p + h, (size_t)h);
    return rt_elem_get_f64(dt, p) != 0 ||
           rt_elem_get_f64(dt == DT_COMPLEX64 ? DT_FLOAT32 : DT_FLOAT64, im) != 0;
  }
  if (dt == DT_LONGDOUBLE) return np_ld_get(dt, p) != 0;
  if (rt_dtypes[dt].kind == 'f') return rt_elem_get_f64(dt, p) != 0;
  return rt_elem_get_i64(dt, p) != 0;
}

/* ---- promotion ---- */

static DType int_of(char kind, int size) {
  static const DType s[] = {DT_INT8, DT_INT16, DT_INT32, DT_INT64};
  static const DType u[] = {DT_UINT8, DT_UINT16, DT_UINT32, DT_UINT64};
  int i = size == 1 ? 0 : size == 2 ? 1 : size == 4 ? 2 : 3;
  return kind == 'u' ? u[i] : s[i];
}

/* The float dtype of a complex dtype's parts, and back. */
static DType complex_part(DType c) { return c == DT_COMPLEX64 ? DT_FLOAT32 : DT_FLOAT64; }

DType rt_dtype_promote(DType a, DType b) {
  if (a == b) return a;
  if ((a == DT_LONGDOUBLE || b == DT_LONGDOUBLE) && (rt_dtypes[a].kind == 'c' || rt_dtypes[b].kind == 'c'))
    np_ld_refuse("complex256 (np.clongdouble) results");
  if (rt_dtypes[a].kind == 'c' || rt_dtypes[b].kind == 'c') {
    /* complex with x: the complex type whose parts hold the promotion of its parts and x */
    DType pa = rt_dtypes[a].kind == 'c' ? complex_part(a) : a;
    DType pb = rt_dtypes[b].kind == 'c' ? complex_part(b) : b;
    return rt_dtype_promote(pa, pb) == DT_FLOAT32 ? DT_COMPLEX64 : DT_COMPLEX128;
  }
  char ka = rt_dtypes[a].kind, kb = rt_dtypes[b].kind;
  int sa = rt_dtypes[a].itemsize, sb = rt_dtypes[b].itemsize;
  if (ka == 'b') return b;
  if (kb == 'b') return a;
  if (ka == kb) return sa >= sb ? a : b;
  if (a == DT_LONGDOUBLE || b == DT_LONGDOUBLE) return DT_LONGDOUBLE;
  if (ka == 'f' || kb == 'f') {
    int fsize = ka == 'f' ? sa : sb, isize = ka == 'f' ? sb : sa;
    /* an integer of n bytes needs a float whose mantissa holds it: 1 → float16, 2 → float32,
     * 4,8 → f64 */
    if (fsize == 2 && isize == 1) return DT_FLOAT16;
    return (fsize == 8 || isize >= 4) ? DT_FLOAT64 : DT_FLOAT32;
  }
  int ssize = ka == 'i' ? sa : sb, usize = ka == 'u' ? sa : sb;
  if (ssize > usize) return int_of('i', ssize);
  if (usize < 8) return int_of('i', usize * 2);
  return DT_FLOAT64;
}

/* ---- scalar type classes: np.float32(...) constructs, isinstance checks the dtype ---- */

static Value scalar_from_str(DType dt, Value s) {
  const char *txt = rt_str_data(s);
  char *end;
  union { char bytes[16]; } buf;
  if (dt == DT_LONGDOUBLE) return np_ld_from_str(txt);
  if (rt_dtypes[dt].kind == 'f') {
    double d = strtod(txt, &end);
    while (*end == ' ' || *end == '\t' || *end == '\n') end++;
    if (end == txt || *end) {
      rt_raise(RT_EXC_ValueError, "could not convert string to float: '%s'", txt);
    }
    rt_elem_set_f64(dt, buf.bytes, d);
  } else {
    long long i = strtoll(txt, &end, 10);
    while (*end == ' ' || *end == '\t' || *end == '\n') end++;
    if (end == txt || *end) {
      rt_raise(RT_EXC_ValueError, "invalid literal for int() with base 10: '%s'", txt);
    }
    rt_elem_set_i64(dt, buf.bytes, i);
  }
  return rt_npscalar_new(dt, buf.bytes);
}

/* np.complex128(x): a Python or NumPy number, a string complex() reads, or a sequence. */
static Value complex_construct(DType dt, Value v) {
  if (rt_is_array(v) || rt_is_list(v) || rt_is_tuple(v)) {
    Value arr = rt_array_from_value(v, -1);
    Value out = np_array_astype(arr, dt);
    rt_decref(arr);
    return out;
  }
  char buf[16];
  if (rt_is_npscalar(v)) {
    rt_elem_cast(dt, buf, RT_AS(NpScalar, v)->dtype, RT_AS(NpScalar, v)->as.bytes);
    return rt_npscalar_new(dt, buf);
  }
  Value z = rt_complex_construct(rt_none(), 1, &v, NULL);
  NpCdouble c = {RT_AS(Complex, z)->re, RT_AS(Complex, z)->im};
  rt_decref(z);
  rt_elem_cast(dt, buf, DT_COMPLEX128, (const char *)&c);
  return rt_npscalar_new(dt, buf);
}

/* np.longdouble(2**70 + 1): the integer rounded once, read from its decimal text. */
static Value ld_from_bigint(Value v) {
  Value t = rt_to_str(v);
  int mark = rt_cleanup_push_value(&t);
  Value r = np_ld_from_str(rt_str_data(t));
  rt_cleanup_pop(mark, true);
  return r;
}

/* np.float32(x): C-cast semantics (np.int8(300) wraps to 44, np.int32(2.7) truncates). */
Value np_scalar_construct(DType dt, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs(rt_dtypes[dt].name, 0, kw, 0, 0);
  if (argc > 1) {
    rt_raise(RT_EXC_TypeError, "function takes at most 1 argument (%d given)", argc);
  }
  char buf[16] = {0};
  if (argc == 0) return rt_npscalar_new(dt, buf);
  Value v = argv[0];
  if (rt_dtypes[dt].kind == 'c') return complex_construct(dt, v);
  if (rt_is_str(v)) return scalar_from_str(dt, v);
  if (rt_is_array(v) || rt_is_list(v) || rt_is_tuple(v)) {
    Value arr = rt_array_from_value(v, -1);
    Value out = np_array_astype(arr, dt);
    rt_decref(arr);
    return out;
  }
  if (np_is_time(v)) { /* np.int64(np.timedelta64(5, 's')): the count */
    rt_elem_set_i64(dt, buf, RT_AS(NpTime, v)->v);
    return rt_npscalar_new(dt, buf);
  }
  if (rt_is_npscalar(v)) {
    NpScalar *s = RT_AS(NpScalar, v);
    if (strchr("fiu", rt_dtypes[s->dtype].kind) && rt_dtypes[dt].kind == 'f' && s->dtype != DT_FLOAT16)
      np_cast_warn_float(rt_elem_get_f64(s->dtype, s->as.bytes), dt);
    rt_elem_cast(dt, buf, s->dtype, s->as.bytes);
    return rt_npscalar_new(dt, buf);
  }
  if (dt == DT_BOOL) {
    buf[0] = rt_truthy(v);
  } else if (v.tag == RT_FLOAT) {
    if (rt_dtypes[dt].kind != 'f' && (isnan(v.as.f) || isinf(v.as.f) || fabs(v.as.f) >= 9.3e18)) {
      if (isnan(v.as.f)) rt_raise(RT_EXC_ValueError, "cannot convert float NaN to integer");
      if (isinf(v.as.f)) rt_raise(RT_EXC_OverflowError, "cannot convert float infinity to integer");
      rt_raise(RT_EXC_OverflowError, "Python int too large to convert to C long");
    }
    /* a Python float goes through int(x), so it wraps as an integer does */
    if (rt_dtypes[dt].kind == 'f') np_cast_warn_float(v.as.f, dt);
    if (rt_dtypes[dt].kind == 'f') rt_elem_set_f64(dt, buf, v.as.f);
    else rt_elem_set_i64(dt, buf, (int64_t)v.as.f);
  } else if (v.tag == RT_INT || v.tag == RT_BOOL) {
    if (v.tag == RT_INT) np_warn_int_bounds(v.as.i, dt);
    if (v.tag == RT_INT && rt_dtypes[dt].kind == 'f') np_cast_warn_float((double)v.as.i, dt);
    rt_elem_set_i64(dt, buf, v.tag == RT_INT ? v.as.i : v.as.b);
  } else if (rt_is_bigint(v)) { /* unsigned types take uint64's range, as NumPy's C long */
    uint64_t u;
    if (dt == DT_LONGDOUBLE) return ld_from_bigint(v);
    if (rt_dtypes[dt].kind == 'f') {
      np_cast_warn_float(rt_int_to_double(v), dt);
      rt_elem_set_f64(dt, buf, rt_int_to_double(v));
    }
    else if (rt_dtypes[dt].kind == 'u' && rt_int_to_u64(v, &u)) rt_elem_set_i64(dt, buf, (int64_t)u);
    else rt_raise(RT_EXC_OverflowError, "Python int too large to convert to C long");
  } else {
    rt_elem_set_f64(dt, buf, rt_to_double(v, rt_dtypes[dt].name));
  }
  return rt_npscalar_new(dt, buf);
}

#define X(e, ct, name, kind, size)                                                         \
  static Value ctor_##e(Value self, int argc, const Value *argv, const Kwargs *kw) {      \
    (void)self;                                                                            \
    return np_scalar_construct(DT_##e, argc, argv, kw);                                       \
  }                                                                                        \
  static bool isa_##e(Value v) {                                                           \
    return rt_is_npscalar(v) && RT_AS(NpScalar, v)->dtype == DT_##e &&                     \
           !(RT_AS(NpScalar, v)->dvar & NP_DVAR_LONGLONG);                                 \
  }
RT_ALL_DTYPES(X)
#undef X

static const NativeFn scalar_ctors[DT_COUNT] = {
#define X(e, ct, name, kind, size) ctor_##e,
    RT_ALL_DTYPES(X)
#undef X
};
static bool (*const scalar_isa[DT_COUNT])(Value) = {
#define X(e, ct, name, kind, size) isa_##e,
    RT_ALL_DTYPES(X)
#undef X
};
static const char *const scalar_reprs[DT_COUNT] = {
    "<class 'numpy.bool_'>",  "<class 'numpy.int8'>",    "<class 'numpy.int16'>",
    "<class 'numpy.int32'>",  "<class 'numpy.int64'>",   "<class 'numpy.uint8'>",
    "<class 'numpy.uint16'>", "<class 'numpy.uint32'>",  "<class 'numpy.uint64'>",
    "<class 'numpy.float32'>", "<class 'numpy.float64'>", "<class 'numpy.float16'>",
    "<class 'numpy.complex64'>",
    "<class 'numpy.complex128'>", "<class 'numpy.float128'>",
};
static const char *const scalar_names[DT_COUNT] = {
    "bool_", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
    "float32", "float64", "float16", "complex64", "complex128", "float128",
};

static Value scalar_types[DT_COUNT];

Value rt_dtype_scalar_type(DType dt) {
  if (scalar_types[dt].tag != RT_OBJ) {
    scalar_types[dt] = rt_native_class(scalar_names[dt], scalar_ctors[dt], scalar_isa[dt],
                                       scalar_reprs[dt]);
  }
  rt_incref(scalar_types[dt]);
  return scalar_types[dt];
}

/* ---- dtype objects ---- */

static void dtypeobj_free(Obj *o) { free(o); }

/* A non-native dtype shows its str ('>f8'), a native one its name. */
static Value dtypeobj_str(Value self) {
  const DTypeObj *d = RT_AS(DTypeObj, self);
  if (np_dvar_fit(d->dtype, d->dvar) & NP_DVAR_SWAPPED) return rt_getattr(self, "str");
  return rt_str_from_c(rt_dtypes[d->dtype].name);
}

static Value dtypeobj_repr(Value self) {
  const DTypeObj *d = RT_AS(DTypeObj, self); /* an explicit '<' shows as well */
  Value s = np_dvar_fit(d->dtype, d->dvar) & NP_DVAR_LITTLE ? rt_getattr(self, "str") : dtypeobj_str(self);
  Value r = rt_str_printf("dtype('%s')", rt_str_data(s));
  rt_decref(s);
  return r;
}

static Value dtypeobj_getattr(Value self, const char *name) {
  DType dt = RT_AS(DTypeObj, self)->dtype;
  const DTypeInfo *info = &rt_dtypes[dt];
  Value var = np_dvar_dtype_attr(self, name); /* char, type, byteorder, str, ... */
  if (!rt_is_undef(var)) return var;
  if (!strcmp(name, "name")) return rt_str_from_c(info->name);
  if (!strcmp(name, "itemsize")) return rt_int(info->itemsize);
  if (!strcmp(name, "kind")) return rt_str_new(&info->kind, 1);
  if (!strcmp(name, "char")) return rt_str_new(&dtype_chars[dt], 1);
  if (!strcmp(name, "type")) return rt_dtype_scalar_type(dt);
  /* Every Weft dtype is stored in native order: '=' for it, '|' where order cannot matter. */
  if (!strcmp(name, "byteorder")) return rt_str_new(info->itemsize == 1 ? "|" : "=", 1);
  if (!strcmp(name, "isnative")) return rt_bool(true);
  if (!strcmp(name, "str")) {
    return rt_str_printf("%c%c%d", info->itemsize == 1 ? '|' : '<', info->kind, info->itemsize);
  }
  Value r = np_dtype_common_attr(self, name);
  return rt_is_undef(r) ? np_dtype_pickle_attr(self, name) : r;
}

/* dtype == x is True when x names the same dtype; anything not a dtype compares unequal.
 * a < b, a <= b: a casts safely to b (and is not b, for <), as NumPy orders dtypes. */
static Value dtypeobj_binop(BinOp op, Value a, Value b) {
  if (op == RT_OP_LT || op == RT_OP_LE || op == RT_OP_GT || op == RT_OP_GE) {
    int da = rt_dtype_try_from_value(a), db = rt_dtype_try_from_value(b);
    if (da < 0 || db < 0) return rt_undef();
    if (op == RT_OP_GT || op == RT_OP_GE) {
      int t = da;
      da = db, db = t;
    }
    bool le = np_can_cast_rule((DType)da, (DType)db, "safe");
    return rt_bool(op == RT_OP_LE || op == RT_OP_GE ? le : le && da != db);
  }
  if (op != RT_OP_EQ && op != RT_OP_NE) return rt_undef();
  bool a_is_self = rt_is_type(a, &rt_dtypeobj_type);
  Value self = a_is_self ? a : b, other = a_is_self ? b : a;
  int odt = rt_dtype_try_from_value(other);
  /* np.dtype('q') == np.int64, but the byte order counts: np.dtype('>f8') != np.float64 */
  int sw = np_dvar_fit(RT_AS(DTypeObj, self)->dtype, RT_AS(DTypeObj, self)->dvar) & NP_DVAR_SWAPPED;
  bool eq = odt == (int)RT_AS(DTypeObj, self)->dtype &&
            sw == (np_dvar_fit((DType)odt, np_dvar_of_spec(other)) & NP_DVAR_SWAPPED);
  return rt_bool(op == RT_OP_EQ ? eq : !eq);
}

/* type(np.dtype('i4')): NumPy's class per scalar type, numpy.dtype[int32]. */
static const char *dtypeobj_type_name(Value self) {
  static const char *const names[DT_COUNT] = {
#define X(e, ct, name, kind, size) "numpy.dtype[" name "]",
      RT_ALL_DTYPES(X)
#undef X
  };
  DType dt = RT_AS(DTypeObj, self)->dtype;
  return dt == DT_BOOL ? "numpy.dtype[bool_]" : names[dt];
}

const ObjType rt_dtypeobj_type = {
    .name = "numpy.dtype",
    .type_name = dtypeobj_type_name,
    .free = dtypeobj_free,
    .repr = dtypeobj_repr,
    .str = dtypeobj_str,
    .getattr = dtypeobj_getattr,
    .binop = dtypeobj_binop,
};

/* One dtype object per dtype, as NumPy's builtin dtypes are singletons (`is` holds). */
Value rt_dtypeobj_new(DType dt) {
  static Value cache[DT_COUNT];
  if (cache[dt].tag != RT_OBJ) {
    DTypeObj *d = rt_malloc(sizeof *d);
    rt_obj_init(&d->hdr, &rt_dtypeobj_type);
    d->dtype = dt;
    d->dvar = NP_DVAR_NONE;
    cache[dt] = rt_obj(d);
  }
  rt_incref(cache[dt]);
  return cache[dt];
}

/* ---- dtype lookup by value ---- */

typedef struct DTypeName {
  const char *name;
  DType dt;
} DTypeName;

static const DTypeName dtype_names[] = {
    {"bool", DT_BOOL}, {"bool_", DT_BOOL}, {"?", DT_BOOL}, {"b1", DT_BOOL},
    {"int8", DT_INT8}, {"i1", DT_INT8}, {"b", DT_INT8}, {"byte", DT_INT8},
    {"int16", DT_INT16}, {"i2", DT_INT16}, {"h", DT_INT16}, {"short", DT_INT16},
    {"int32", DT_INT32}, {"i4", DT_INT32}, {"i", DT_INT32}, {"intc", DT_INT32},
    {"int64", DT_INT64}, {"i8", DT_INT64}, {"l", DT_INT64}, {"q", DT_INT64}, {"int", DT_INT64},
    {"int_", DT_INT64}, {"longlong", DT_INT64}, {"p", DT_INT64}, {"intp", DT_INT64},
    {"uint8", DT_UINT8}, {"u1", DT_UINT8}, {"B", DT_UINT8}, {"ubyte", DT_UINT8},
    {"uint16", DT_UINT16}, {"u2", DT_UINT16}, {"H", DT_UINT16}, {"ushort", DT_UINT16},
    {"uint32", DT_UINT32}, {"u4", DT_UINT32}, {"I", DT_UINT32}, {"uintc", DT_UINT32},
    {"uint64", DT_UINT64}, {"u8", DT_UINT64}, {"L", DT_UINT64}, {"Q", DT_UINT64},
    {"uint", DT_UINT64}, {"ulonglong", DT_UINT64}, {"P", DT_UINT64}, {"uintp", DT_UINT64},
    {"float32", DT_FLOAT32}, {"f4", DT_FLOAT32}, {"f", DT_FLOAT32}, {"single", DT_FLOAT32},
    {"float64", DT_FLOAT64}, {"f8", DT_FLOAT64}, {"d", DT_FLOAT64}, {"float", DT_FLOAT64},
    {"double", DT_FLOAT64}, {"float_", DT_FLOAT64},
    {"float16", DT_FLOAT16}, {"f2", DT_FLOAT16}, {"e", DT_FLOAT16}, {"half", DT_FLOAT16},
    {"complex64", DT_COMPLEX64}, {"c8", DT_COMPLEX64}, {"F", DT_COMPLEX64},
    {"csingle", DT_COMPLEX64}, {"singlecomplex", DT_COMPLEX64},
    {"complex128", DT_COMPLEX128}, {"c16", DT_COMPLEX128}, {"D", DT_COMPLEX128},
    {"complex", DT_COMPLEX128}, {"cdouble", DT_COMPLEX128}, {"cfloat", DT_COMPLEX128},
    {"complex_", DT_COMPLEX128},
    {"float128", DT_LONGDOUBLE}, {"f16", DT_LONGDOUBLE}, {"g", DT_LONGDOUBLE},
    {"longdouble", DT_LONGDOUBLE}, {"longfloat", DT_LONGDOUBLE},
};

static int dtype_from_name(const char *s) {
  /* byte-order prefixes ('<f4', '=i8', '|b1', '>u2': np_dvar.c keeps the order) */
  if ((s[0] == '<' || s[0] == '=' || s[0] == '|' || s[0] == '>') && s[1]) s++;
  for (size_t i = 0; i < sizeof dtype_names / sizeof dtype_names[0]; i++) {
    if (!strcmp(dtype_names[i].name, s)) return dtype_names[i].dt;
  }
  return -1;
}

int rt_dtype_try_from_value(Value v) {
  if (rt_is_type(v, &rt_dtypeobj_type)) return RT_AS(DTypeObj, v)->dtype;
  if (rt_is_str(v)) return dtype_from_name(rt_str_data(v));
  if (rt_is_array(v)) return -1;
  if (rt_is_native(v)) {
    NativeFunc *f = RT_AS(NativeFunc, v);
    for (int i = 0; i < DT_COUNT; i++) {
      if (f->fn == scalar_ctors[i]) return i;
    }
    DType ll;
    if (np_dvar_class_dtype(v, &ll)) return ll;
    if (f->repr_as) {
      if (!strcmp(f->repr_as, "<class 'float'>")) return DT_FLOAT64;
      if (!strcmp(f->repr_as, "<class 'int'>")) return DT_INT64;
      if (!strcmp(f->repr_as, "<class 'bool'>")) return DT_BOOL;
      if (!strcmp(f->repr_as, "<class 'complex'>")) return DT_COMPLEX128;
    }
  }
  return -1;
}

DType rt_dtype_from_value(Value v) {
  if (rt_is_none(v)) return DT_FLOAT64;
  int dt = rt_dtype_try_from_value(v);
  if (dt >= 0) return (DType)dt;
  if (rt_is_str(v)) rt_raise(RT_EXC_TypeError, "data type '%s' not understood", rt_str_data(v));
  if (rt_is_native(v) && RT_AS(NativeFunc, v)->repr_as) {
    rt_raise(RT_EXC_TypeError, "Cannot interpret '%s' as a data type",
             RT_AS(NativeFunc, v)->repr_as);
  }
  Value r = rt_repr(v);
  char msg[200];
  snprintf(msg, sizeof msg, "%s", rt_str_data(r));
  rt_decref(r);
  rt_raise(RT_EXC_TypeError, "Cannot interpret '%s' as a data type", msg);
}

/* np.dtype(x) */
static Value np_dtype_fn(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"dtype", "align", "copy"};
  Value a[3];
  rt_parse_args("dtype", argc, argv, kw, 3, names, 1, a);
  Value rec = np_recdtype_of(a[0], !rt_is_undef(a[1]) && rt_truthy(a[1]));
  if (!rt_is_undef(rec)) return rec;
  Value sub = np_subdtype_of(a[0]); /* ('f8', (2, 2)) */
  if (!rt_is_undef(sub)) return sub;
  if (np_is_recarr(a[0])) return rt_getattr(a[0], "dtype");
  if (np_is_obj_dtype(a[0]) || np_is_objarr(a[0])) return np_objdtype_new();
  char tk;
  int tu;
  if (np_time_dtype_of(argv[0], &tk, &tu)) return np_timedtype_new(tk, tu);
  if (np_is_timearr(argv[0]) || np_is_time(argv[0])) return rt_getattr(argv[0], "dtype");
  if (rt_is_array(argv[0])) return np_dvar_dtypeobj(RT_AS(Array, argv[0])->dtype, RT_AS(Array, argv[0])->dvar);
  if (rt_dtype_try_from_value(argv[0]) < 0) { /* 'U5', '<U5', str, 'S3', '|S3', bytes */
    int64_t w = np_str_dtype_width(argv[0]);
    if (w >= 0) return np_strdtype_new(w);
    if ((w = np_bytes_dtype_width(argv[0])) >= 0) return np_bytesdtype_new(w);
  }
  DType dt = rt_dtype_from_value(argv[0]);
  return np_dvar_dtypeobj(dt, np_dvar_of_spec(argv[0]));
}

static Value np_promote_types(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("promote_types", argc, kw, 2, 2);
  Value flex = np_str_promote(argv[0], argv[1]);
  if (!rt_is_undef(flex)) return flex;
  DType r = rt_dtype_promote(rt_dtype_from_value(argv[0]), rt_dtype_from_value(argv[1]));
  return np_dvar_promoted(r, argc, argv);
}

/* np.result_type: NumPy 1.24's rules (np_result_type_of); a dtype counts as an array of it. */
static Value np_result_type(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  if (kw && kw->n) /* its Python dispatcher takes *arrays_and_dtypes only */
    rt_raise(RT_EXC_TypeError, "result_type() got an unexpected keyword argument '%s'", kw->names[0]);
  if (argc == 0) rt_raise(RT_EXC_ValueError, "at least one array or dtype is required");
  if (argc > 32) rt_raise(RT_EXC_ValueError, "at most 32 arrays or dtypes are supported, got %d", argc);
  if (argc >= 2) { /* text dtypes: promote_types pairwise, as NumPy does for dtypes alone */
    Value acc = np_str_promote(argv[0], argv[1]);
    for (int i = 2; i < argc && !rt_is_undef(acc); i++) {
      Value next = np_str_promote(acc, argv[i]);
      rt_decref(acc);
      acc = next;
    }
    if (!rt_is_undef(acc)) return acc;
  }
  Value vals[32]; /* owned: the values, and an empty array for each dtype */
  int mark = -1;
  for (int i = 0; i < argc; i++) {
    vals[i] = rt_undef();
    int m = rt_cleanup_push_value(&vals[i]);
    if (i == 0) mark = m;
  }
  for (int i = 0; i < argc; i++) {
    Value v = argv[i];
    if (v.tag == RT_BOOL || v.tag == RT_INT || v.tag == RT_FLOAT || rt_is_array(v) ||
        rt_is_npscalar(v) || rt_is_complex(v)) {
      rt_incref(v);
      vals[i] = v;
    } else {
      int64_t empty = 0;
      vals[i] = rt_array_new(rt_dtype_from_value(v), 1, &empty, true);
    }
  }
  DType out = np_result_type_of(argc, vals);
  rt_cleanup_pop(mark, true);
  return np_dvar_promoted(out, argc, argv);
}

/* ---- np.iinfo / np.finfo: machine limits of a dtype ---- */

typedef struct TypeInfo {
  Obj hdr;
  DType dtype;
} TypeInfo;

static void typeinfo_free(Obj *o) { free(o); }

static Value float_limit(DType dt, double v) {
  char buf[8];
  rt_elem_set_f64(dt, buf, v);
  return rt_npscalar_new(dt, buf);
}

/* The limits np.finfo reports for float16, float32 and float64, and the digits its table
 * prints them with. */
typedef struct FloatLimits {
  double eps, max, tiny, resolution, epsneg, subnormal;
  int precision, machep, negep, minexp, maxexp, nexp, digits;
} FloatLimits;

static const FloatLimits *float_limits(DType dt) {
  static const FloatLimits f16 = {0x1p-10, 65504.0, 0x1p-14, 1e-3, 0x1p-11, 0x1p-24,
                                  3, -10, -11, -14, 16, 5, 5};
  static const FloatLimits f32 = {0x1p-23, 3.4028234663852886e+38, 1.1754943508222875e-38, 1e-06,
                                  0x1p-24, 0x1p-149, 6, -23, -24, -126, 128, 8, 7};
  static const FloatLimits f64 = {0x1p-52, 1.7976931348623157e+308, 2.2250738585072014e-308, 1e-15,
                                  0x1p-53, 0x1p-1074, 15, -52, -53, -1022, 1024, 11, 16};
  return dt == DT_FLOAT16 ? &f16 : dt == DT_FLOAT32 ? &f32 : &f64;
}

/* A limit as finfo's table prints it: the dtype's value in %.Ne (N: the dtype's digits). */
static void limit_text(char *buf, size_t n, DType dt, double v) {
  char e[8];
  rt_elem_set_f64(dt, e, v);
  snprintf(buf, n, "%.*e", float_limits(dt)->digits, rt_elem_get_f64(dt, e));
}

static Value finfo_str(Value self) {
  DType dt = RT_AS(TypeInfo, self)->dtype;
  if (dt == DT_LONGDOUBLE) return np_ld_finfo_text(false);
  const FloatLimits *l = float_limits(dt);
  char res[40], eps[40], epsneg[40], tiny[40], max[40], sub[40];
  limit_text(res, sizeof res, dt, l->resolution);
  limit_text(eps, sizeof eps, dt, l->eps);
  limit_text(epsneg, sizeof epsneg, dt, l->epsneg);
  limit_text(tiny, sizeof tiny, dt, l->tiny);
  limit_text(max, sizeof max, dt, l->max);
  limit_text(sub, sizeof sub, dt, l->subnormal);
  static const char *const rule = "---------------------------------------------------------------\n";
  return rt_str_printf("Machine parameters for %s\n%sprecision = %3d   resolution = %s\n"
                       "machep = %6d   eps =        %s\nnegep =  %6d   epsneg =     %s\n"
                       "minexp = %6d   tiny =       %s\nmaxexp = %6d   max =        %s\n"
                       "nexp =   %6d   min =        -max\n"
                       "smallest_normal = %s   smallest_subnormal = %s\n%s",
                       rt_dtypes[dt].name, rule, l->precision, res, l->machep, eps, l->negep,
                       epsneg, l->minexp, tiny, l->maxexp, max, l->nexp, tiny, sub, rule);
}

/* finfo(resolution=0.001, min=-6.55040e+04, max=6.55040e+04, dtype=float16) */
static Value finfo_repr(Value self) {
  DType dt = RT_AS(TypeInfo, self)->dtype;
  if (dt == DT_LONGDOUBLE) return np_ld_finfo_text(true);
  char max[40], e[8];
  limit_text(max, sizeof max, dt, float_limits(dt)->max);
  rt_elem_set_f64(dt, e, float_limits(dt)->resolution);
  StrBuf sb;
  rt_sb_init(&sb);
  rt_np_format_scalar(&sb, dt, e, false);
  Value r = rt_str_printf("finfo(resolution=%.*s, min=-%s, max=%s, dtype=%s)", (int)sb.len, sb.data,
                          max, max, rt_dtypes[dt].name);
  rt_sb_free(&sb);
  return r;
}

static Value finfo_getattr(Value self, const char *name) {
  DType dt = RT_AS(TypeInfo, self)->dtype;
  if (dt == DT_LONGDOUBLE) return np_ld_finfo_attr(name);
  const FloatLimits *l = float_limits(dt);
  if (!strcmp(name, "eps")) return float_limit(dt, l->eps);
  if (!strcmp(name, "max")) return float_limit(dt, l->max);
  if (!strcmp(name, "min")) return float_limit(dt, -l->max);
  if (!strcmp(name, "tiny") || !strcmp(name, "smallest_normal")) return float_limit(dt, l->tiny);
  if (!strcmp(name, "resolution")) return float_limit(dt, l->resolution);
  if (!strcmp(name, "epsneg")) return float_limit(dt, l->epsneg);
  if (!strcmp(name, "smallest_subnormal")) return float_limit(dt, l->subnormal);
  if (!strcmp(name, "machep")) return rt_int(l->machep);
  if (!strcmp(name, "negep")) return rt_int(l->negep);
  if (!strcmp(name, "minexp")) return rt_int(l->minexp);
  if (!strcmp(name, "maxexp")) return rt_int(l->maxexp);
  if (!strcmp(name, "nexp") || !strcmp(name, "iexp")) return rt_int(l->nexp);
  if (!strcmp(name, "nmant")) return rt_int(-l->machep);
  if (!strcmp(name, "bits")) return rt_int(rt_dtypes[dt].itemsize * 8);
  if (!strcmp(name, "precision")) return rt_int(l->precision);
  if (!strcmp(name, "dtype")) return rt_dtypeobj_new(dt);
  return rt_undef();
}

/* Appends str(attribute name of self) to sb. */
static void put_attr_str(StrBuf *sb, Value self, Value (*get)(Value, const char *),
                         const char *name) {
  Value v = get(self, name);
  Value s = rt_to_str(v);
  rt_sb_puts(sb, rt_str_data(s));
  rt_decref(s);
  rt_decref(v);
}

static Value iinfo_getattr(Value self, const char *name) {
  DType dt = RT_AS(TypeInfo, self)->dtype;
  int bits = rt_dtypes[dt].itemsize * 8;
  bool u = rt_dtypes[dt].kind == 'u';
  if (!strcmp(name, "bits")) return rt_int(bits);
  if (!strcmp(name, "dtype")) return rt_dtypeobj_new(dt);
  if (!strcmp(name, "kind")) return rt_str_new(u ? "u" : "i", 1);
  if (!strcmp(name, "min")) {
    return rt_int(u ? 0 : bits == 64 ? INT64_MIN : -(INT64_C(1) << (bits - 1)));
  }
  if (!strcmp(name, "max")) {
    if (u && bits == 64) return rt_int_from_u64(UINT64_MAX);
    return rt_int(bits == 64 ? INT64_MAX : (INT64_C(1) << (u ? bits : bits - 1)) - 1);
  }
  return rt_undef();
}

static Value iinfo_text(Value self, bool repr) {
  StrBuf sb;
  rt_sb_init(&sb);
  const char *name = rt_dtypes[RT_AS(TypeInfo, self)->dtype].name;
  static const char *const rule =
      "---------------------------------------------------------------\n";
  if (repr) rt_sb_puts(&sb, "iinfo(min=");
  else rt_sb_printf(&sb, "Machine parameters for %s\n%smin = ", name, rule);
  put_attr_str(&sb, self, iinfo_getattr, "min");
  rt_sb_puts(&sb, repr ? ", max=" : "\nmax = ");
  put_attr_str(&sb, self, iinfo_getattr, "max");
  if (repr) rt_sb_printf(&sb, ", dtype=%s)", name);
  else rt_sb_printf(&sb, "\n%s", rule);
  return rt_sb_to_str(&sb);
}

static Value iinfo_str(Value self) { return iinfo_text(self, false); }
static Value iinfo_repr(Value self) { return iinfo_text(self, true); }

static const ObjType finfo_type = {.name = "numpy.finfo", .free = typeinfo_free,
                                   .getattr = finfo_getattr, .str = finfo_str,
                                   .repr = finfo_repr};
static const ObjType iinfo_type = {.name = "numpy.iinfo", .free = typeinfo_free,
                                   .getattr = iinfo_getattr, .str = iinfo_str,
                                   .repr = iinfo_repr};

static Value typeinfo_new(const char *fname, int argc, const Value *argv, const Kwargs *kw,
                          bool want_float) {
  rt_check_nargs(fname, argc, kw, 1, 1);
  Value v = argv[0];
  DType dt = rt_is_array(v) ? RT_AS(Array, v)->dtype
             : rt_is_npscalar(v) ? RT_AS(NpScalar, v)->dtype
             : v.tag == RT_FLOAT ? DT_FLOAT64
             : v.tag == RT_INT ? DT_INT64
                               : rt_dtype_from_value(v);
  if (want_float && rt_dtypes[dt].kind == 'c') dt = complex_part(dt); /* finfo of the parts */
  bool is_float = rt_dtypes[dt].kind == 'f';
  if (want_float != is_float || dt == DT_BOOL) {
    if (want_float) {
      rt_raise(RT_EXC_ValueError, "data type <class 'numpy.%s'> not inexact", rt_dtypes[dt].name);
    }
    rt_raise(RT_EXC_ValueError, "Invalid integer data type '%c'.", rt_dtypes[dt].kind);
  }
  TypeInfo *t = rt_malloc(sizeof *t);
  rt_obj_init(&t->hdr, want_float ? &finfo_type : &iinfo_type);
  t->dtype = dt;
  return rt_obj(t);
}

static Value np_finfo(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return typeinfo_new("finfo", argc, argv, kw, true);
}

static Value np_iinfo(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return typeinfo_new("iinfo", argc, argv, kw, false);
}

/* ---- abstract scalar classes (np.floating, np.integer, ...) and np.issubdtype ---- */

static bool kind_in(DType dt, const char *kinds) {
  return strchr(kinds, rt_dtypes[dt].kind) != NULL;
}

/* X(name, kinds of the dtypes it contains) */
/* 'U', 'S' and 'V' stand for the string, bytes and void dtypes, 'M', 'm' and 'O' for
 * datetime64, timedelta64 (a signed integer to NumPy) and object_, which are no DType */
#define ABSTRACT_TYPES(X)                                                                   \
  X(generic, "biufcSUVMmO") X(number, "iufcm") X(integer, "ium") X(signedinteger, "im")    \
  X(unsignedinteger, "u") X(inexact, "fc") X(floating, "f") X(complexfloating, "c")        \
  X(flexible, "SUV") X(character, "SU")

/* v an instance of np.str_ (bytes false) or np.bytes_ (true) */
static bool is_str_scalar(Value v, bool bytes) {
  Value c = np_str_class(bytes);
  bool r = c.tag == RT_OBJ && rt_isinstance_class(v, c);
  rt_decref(c);
  return r;
}

#define X(name, kinds)                                                                     \
  static bool isa_abs_##name(Value v) {                                                    \
    if (rt_is_npscalar(v)) return kind_in(RT_AS(NpScalar, v)->dtype, kinds);              \
    return (strchr(kinds, 'U') && is_str_scalar(v, false)) ||                             \
           (strchr(kinds, 'S') && is_str_scalar(v, true));                                \
  }                                                                                        \
  static Value ctor_abs_##name(Value self, int argc, const Value *argv, const Kwargs *kw) { \
    (void)self, (void)argc, (void)argv, (void)kw;                                          \
    rt_raise(RT_EXC_TypeError, "cannot create 'numpy." #name "' instances");               \
  }
ABSTRACT_TYPES(X)
#undef X

typedef struct AbstractType {
  const char *name, *kinds;
  NativeFn ctor;
  bool (*isa)(Value);
  Value cls;
} AbstractType;

static AbstractType abstract_types[] = {
#define X(name, kinds) {#name, kinds, ctor_abs_##name, isa_abs_##name, {0}},
    ABSTRACT_TYPES(X)
#undef X
};

static const AbstractType *abstract_of(Value v) {
  if (!rt_is_native(v)) return NULL;
  for (size_t i = 0; i < sizeof abstract_types / sizeof abstract_types[0]; i++) {
    if (RT_AS(NativeFunc, v)->fn == abstract_types[i].ctor) return &abstract_types[i];
  }
  return NULL;
}

/* The dtype of a concrete scalar class (np.float64, ...): false for other values. */
static bool scalar_class_dtype(Value v, DType *dt) {
  if (!rt_is_native(v)) return false;
#define X(e, ct, name, kind, size)                                                         \
  if (RT_AS(NativeFunc, v)->fn == ctor_##e) {                                              \
    *dt = DT_##e;                                                                          \
    return true;                                                                           \
  }
  RT_ALL_DTYPES(X)
#undef X
  return np_dvar_class_dtype(v, dt);
}

/* issubclass() among NumPy's scalar classes: np.float64 under np.floating, np.inexact,
 * np.number and np.generic, and under float (as np.complex128 under complex); abstract
 * classes under the abstract classes that contain their kinds. */
static bool np_subclass(Value cls, Value base, bool *result) {
  const AbstractType *a = abstract_of(cls), *b = abstract_of(base);
  if (a) {
    if (!b) return false;
    *result = strspn(a->kinds, b->kinds) == strlen(a->kinds);
    return true;
  }
  DType d;
  if (!scalar_class_dtype(cls, &d)) return false;
  if (b) {
    *result = kind_in(d, b->kinds);
    return true;
  }
  if (rt_is_native(base) && !strcmp(RT_AS(NativeFunc, base)->name, "float")) {
    *result = d == DT_FLOAT64;
    return true;
  }
  if (rt_is_native(base) && !strcmp(RT_AS(NativeFunc, base)->name, "complex")) {
    *result = d == DT_COMPLEX128;
    return true;
  }
  return false;
}

/* NumPy's class tree: each abstract class's parent (generic's is object). */
static const char *abstract_parent(const char *name) {
  static const char *const tree[][2] = {
      {"number", "generic"},         {"integer", "number"},      {"signedinteger", "integer"},
      {"unsignedinteger", "integer"}, {"inexact", "number"},      {"floating", "inexact"},
      {"complexfloating", "inexact"}, {"flexible", "generic"},      {"character", "flexible"}};
  for (size_t i = 0; i < sizeof tree / sizeof tree[0]; i++)
    if (!strcmp(name, tree[i][0])) return tree[i][1];
  return NULL;
}

static Value abstract_named(const char *name) {
  for (size_t i = 0; i < sizeof abstract_types / sizeof abstract_types[0]; i++)
    if (!strcmp(abstract_types[i].name, name)) return abstract_types[i].cls;
  return rt_undef();
}

/* np.float64.__mro__: (float64, floating, inexact, number, generic, float, object); __bases__:
 * (floating, float). */
static Value np_lineage(Value cls, bool mro) {
  const AbstractType *a = abstract_of(cls);
  DType d = DT_BOOL;
  if (!a && !scalar_class_dtype(cls, &d)) return rt_undef();
  const char *up;
  if (a) {
    up = abstract_parent(a->name);
  } else {
    char k = rt_dtypes[d].kind;
    up = k == 'b' ? "generic" : k == 'i' ? "signedinteger" : k == 'u' ? "unsignedinteger"
       : k == 'f' ? "floating" : "complexfloating";
  }
  Value py = d == DT_FLOAT64 && !a ? rt_builtin_lookup("float")
           : d == DT_COMPLEX128 && !a ? rt_builtin_lookup("complex") : rt_undef();
  Value items[8];
  int n = 0;
  if (mro) items[n++] = cls;
  for (const char *c = up; c && n < 6; c = mro ? abstract_parent(c) : NULL) {
    Value v = abstract_named(c);
    if (v.tag != RT_OBJ) return rt_undef();
    items[n++] = v;
  }
  if (!rt_is_undef(py)) items[n++] = py;
  if (mro || n == 0) items[n++] = rt_object_class();
  return rt_tuple_from(n, items);
}

/* 'U' for a string dtype spec ('U3', str, np.str_, dtype('<U3')), 'S' for a bytes one, else 0 */
static int str_kind(Value v) {
  if (abstract_of(v)) return 0;
  if (np_str_dtype_width(v) >= 0) return 'U';
  if (np_bytes_dtype_width(v) >= 0) return 'S';
  return 0;
}

/* 'M' / 'm' for a datetime64 / timedelta64 spec (np.datetime64, 'M8[D]', a time dtype), 'O'
 * for object's (object, np.object_, 'O', dtype('O')), else 0 */
static int other_kind(Value v) {
  char kind;
  int unit;
  if (abstract_of(v)) return 0;
  if (np_time_dtype_of(v, &kind, &unit)) return kind;
  return np_is_obj_dtype(v) ? 'O' : 0;
}

static Value np_issubdtype(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("issubdtype", argc, kw, 2, 2);
  const AbstractType *a1 = abstract_of(argv[0]), *a2 = abstract_of(argv[1]);
  if (a1) return rt_bool(a2 && strspn(a1->kinds, a2->kinds) == strlen(a1->kinds));
  int k1 = str_kind(argv[0]);
  if (!k1) k1 = other_kind(argv[0]);
  if (k1) {
    if (a2) return rt_bool(strchr(a2->kinds, k1) != NULL);
    return rt_bool((k1 == 'U' || k1 == 'S' ? str_kind(argv[1]) : other_kind(argv[1])) == k1);
  }
  DType d1 = rt_dtype_from_value(argv[0]);
  if (a2) return rt_bool(kind_in(d1, a2->kinds));
  if (other_kind(argv[1])) return rt_bool(false);
  return rt_bool(d1 == rt_dtype_from_value(argv[1]));
}

static Value np_isscalar(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("isscalar", argc, kw, 1, 1);
  Value v = argv[0];
  return rt_bool(v.tag == RT_INT || v.tag == RT_FLOAT || v.tag == RT_BOOL || rt_is_str(v) ||
                 rt_is_npscalar(v));
}

/* 'safe' casting: every value of `from` is representable in `to`. */
static bool can_cast_safe(DType from, DType to) { return rt_dtype_promote(from, to) == to; }

bool np_can_cast_rule(DType from, DType to, const char *casting) {
  if (!strcmp(casting, "unsafe")) return true;
  if (!strcmp(casting, "no") || !strcmp(casting, "equiv")) return from == to;
  if (!strcmp(casting, "same_kind")) {
    /* any size within a kind, and upward along bool < unsigned < signed < float */
    static const char order[] = "buifc";
    const char *f = strchr(order, rt_dtypes[from].kind), *t = strchr(order, rt_dtypes[to].kind);
    if (!f || !t) return can_cast_safe(from, to);
    return f <= t;
  }
  if (strcmp(casting, "safe") != 0) {
    rt_raise(RT_EXC_ValueError, "casting must be one of 'no', 'equiv', 'safe', 'same_kind', or "
                                "'unsafe'");
  }
  return can_cast_safe(from, to);
}

static Value np_can_cast(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"from_", "to", "casting"};
  Value a[3];
  rt_parse_args("can_cast", argc, argv, kw, 3, names, 2, a);
  DType from;
  Value v = a[0];
  bool scalar = v.tag == RT_INT || v.tag == RT_FLOAT || v.tag == RT_BOOL || rt_is_npscalar(v) ||
                (rt_is_array(v) && RT_AS(Array, v)->ndim == 0);
  const char *rule = rt_is_undef(a[2]) ? "safe" : rt_str_data(a[2]);
  DType to = rt_dtype_from_value(a[1]);
  if (scalar && (!strcmp(rule, "no") || !strcmp(rule, "equiv"))) { /* by type */
    from = rt_is_array(v) ? RT_AS(Array, v)->dtype : rt_is_npscalar(v) ? RT_AS(NpScalar, v)->dtype
           : v.tag == RT_INT ? DT_INT64 : v.tag == RT_FLOAT ? DT_FLOAT64 : DT_BOOL;
  } else if (scalar) { /* NumPy 1.24 judges a scalar by its value: its min_scalar_type */
    Value m = np_callk("min_scalar_type", 1, &v, 0, NULL, NULL);
    from = rt_dtype_from_value(m);
    rt_decref(m);
    /* a small unsigned value going to a signed or float type counts as the signed one */
    static const DType sgn[][2] = {{DT_UINT8, DT_INT8}, {DT_UINT16, DT_INT16}, {DT_UINT32, DT_INT32}};
    Value ai = rt_array_from_value(v, -1);
    Array *aa = RT_AS(Array, ai);
    bool intval = rt_dtypes[aa->dtype].kind == 'i' || rt_dtypes[aa->dtype].kind == 'u';
    double x = intval ? rt_elem_get_f64(aa->dtype, aa->data) : 0;
    rt_decref(ai);
    for (int i = 0; i < 3 && intval && rt_dtypes[to].kind != 'u'; i++)
      if (from == sgn[i][0] && x <= (double)((INT64_C(1) << (8 << i) >> 1) - 1)) from = sgn[i][1];
  } else {
    from = rt_is_array(v) ? RT_AS(Array, v)->dtype : rt_dtype_from_value(v);
  }
  if (!strcmp(rule, "no")) { /* 'no' also refuses a change of byte order ('<i4' to '>i4') */
    int fo = np_dvar_fit(from, rt_is_array(v) || rt_is_npscalar(v) ? np_dvar_of(v)
                                                                    : np_dvar_of_spec(v));
    int to_order = np_dvar_fit(to, np_dvar_of_spec(a[1]));
    if ((fo & NP_DVAR_SWAPPED) != (to_order & NP_DVAR_SWAPPED)) return rt_bool(false);
  }
  return rt_bool(np_can_cast_rule(from, to, rule));
}

static bool is_dtypeobj(Value v) { return rt_is_type(v, &rt_dtypeobj_type); }

/* Aliases that are the same class objects as the sized names. */
static const DTypeName scalar_aliases[] = {
    {"bool_", DT_BOOL}, {"byte", DT_INT8}, {"short", DT_INT16}, {"intc", DT_INT32},
    {"int_", DT_INT64}, {"intp", DT_INT64}, {"ubyte", DT_UINT8},
    {"ushort", DT_UINT16}, {"uintc", DT_UINT32}, {"uint", DT_UINT64},
    {"uintp", DT_UINT64}, {"half", DT_FLOAT16}, {"single", DT_FLOAT32}, {"double", DT_FLOAT64},
    {"float_", DT_FLOAT64}, {"csingle", DT_COMPLEX64}, {"singlecomplex", DT_COMPLEX64},
    {"cdouble", DT_COMPLEX128}, {"cfloat", DT_COMPLEX128}, {"complex_", DT_COMPLEX128},
    {"longdouble", DT_LONGDOUBLE}, {"longfloat", DT_LONGDOUBLE},
};

/* np.clongdouble (np.complex256): named, as NumPy's, but Weft has no complex long double. */
static Value ctor_clongdouble(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self, (void)argc, (void)argv, (void)kw;
  rt_raise(RT_EXC_TypeError, "np.complex256 (np.clongdouble) is not supported in Weft");
}
static bool isa_clongdouble(Value v) { (void)v; return false; }

void np_register_dtypes(Value m) {
  for (int i = 0; i < DT_COUNT; i++) {
    if (i != DT_BOOL) rt_module_set(m, rt_dtypes[i].name, rt_dtype_scalar_type((DType)i));
  }
  for (size_t i = 0; i < sizeof scalar_aliases / sizeof scalar_aliases[0]; i++) {
    rt_module_set(m, scalar_aliases[i].name, rt_dtype_scalar_type(scalar_aliases[i].dt));
  }
  np_register_dvar(m); /* longlong, ulonglong */
  Value c256 = rt_native_class("complex256", ctor_clongdouble, isa_clongdouble,
                               "<class 'numpy.complex256'>");
  static const char *const c256_names[] = {"complex256", "clongdouble", "clongfloat", "longcomplex"};
  for (size_t i = 0; i < sizeof c256_names / sizeof c256_names[0]; i++) {
    rt_incref(c256);
    rt_module_set(m, c256_names[i], c256);
  }
  rt_decref(c256);
  rt_module_add_fn(m, "promote_types", np_promote_types);
  rt_module_add_fn(m, "result_type", np_result_type);
  rt_module_add_fn(m, "finfo", np_finfo);
  rt_module_add_fn(m, "issubdtype", np_issubdtype);
  rt_module_add_fn(m, "isscalar", np_isscalar);
  rt_module_add_fn(m, "can_cast", np_can_cast);
  for (size_t i = 0; i < sizeof abstract_types / sizeof abstract_types[0]; i++) {
    AbstractType *t = &abstract_types[i];
    char repr[64];
    snprintf(repr, sizeof repr, "<class 'numpy.%s'>", t->name);
    /* repr_as must outlive the class, which lives as long as the process */
    if (t->cls.tag != RT_OBJ) {
      t->cls = rt_native_class(t->name, t->ctor, t->isa, rt_strdup(repr));
    }
    rt_incref(t->cls);
    rt_module_set(m, t->name, t->cls);
  }
  rt_native_subclass_hook = np_subclass;
  rt_native_mro_hook = np_lineage;
  rt_module_add_fn(m, "iinfo", np_iinfo);
  rt_module_set(m, "dtype",
                rt_native_class("dtype", np_dtype_fn, is_dtypeobj, "<class 'numpy.dtype'>"));
}
