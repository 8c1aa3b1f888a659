/* np_longdouble.c — np.longdouble (np.float128, dtype 'g'): x86-64's 80-bit extended double
 * stored in 16 bytes, as NumPy 1.24 on x86-64 Linux has it. Its arithmetic loops are
 * np_loops.c's float loops instantiated for C's long double and its printing is np_format.c's
 * shortest digits read back with strtold; this file holds the element access, the casts to and
 * from the other dtypes (C-cast semantics, integers converted exactly), scalars read from
 * text, np.finfo(np.longdouble), and the TypeError for the operations Weft leaves out
 * (np_ld_refuse), which never fall back to float64's digits. */
#include <errno.h>
#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "np_half.h"
#include "np_internal.h"
#include "np_loops.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

/* x87 uses 10 of the 16 bytes. */
#define LD_BYTES 10

long double np_ld_get(DType dt, const char *p) {
  if (dt == DT_LONGDOUBLE) {
    long double v = 0;
    memcpy(&v, p, LD_BYTES);
    return v;
  }
  switch (rt_dtypes[dt].kind) {
    case 'f': return rt_elem_get_f64(dt, p);
    case 'c': return rt_elem_get_f64(dt, p); /* the real part */
    case 'u': return (long double)rt_elem_get_u64(dt, p);
    default: return (long double)rt_elem_get_i64(dt, p);
  }
}

void np_ld_set(char *p, long double v) {
  memcpy(p, &v, LD_BYTES);
  memset(p + LD_BYTES, 0, 16 - LD_BYTES);
}

/* Out of range and NaN give the "integer indefinite" value, as x87's fistp does. */
int64_t np_ld_to_i64(long double v) {
  if (!(v >= -9223372036854775808.0L && v < 9223372036854775808.0L)) return INT64_MIN;
  return (int64_t)v;
}

static int32_t ld_to_i32(long double v) {
  if (!(v > -2147483649.0L && v < 2147483648.0L)) return INT32_MIN;
  return (int32_t)v;
}

static uint64_t ld_to_u64(long double v) {
  if (v >= 9223372036854775808.0L && v < 18446744073709551616.0L) return (uint64_t)v;
  return (uint64_t)np_ld_to_i64(v);
}

/* A long double element converted to dst (a dtype other than long double). */
static void cast_from_ld(DType dst, char *dp, long double v) {
  switch (dst) {
    case DT_BOOL: { uint8_t b = v != 0; memcpy(dp, &b, 1); return; }
    case DT_INT8: { int8_t x = (int8_t)ld_to_i32(v); memcpy(dp, &x, 1); return; }
    case DT_UINT8: { uint8_t x = (uint8_t)ld_to_i32(v); memcpy(dp, &x, 1); return; }
    case DT_INT16: { int16_t x = (int16_t)ld_to_i32(v); memcpy(dp, &x, 2); return; }
    case DT_UINT16: { uint16_t x = (uint16_t)ld_to_i32(v); memcpy(dp, &x, 2); return; }
    case DT_INT32: { int32_t x = ld_to_i32(v); memcpy(dp, &x, 4); return; }
    case DT_UINT32: { uint32_t x = (uint32_t)np_ld_to_i64(v); memcpy(dp, &x, 4); return; }
    case DT_INT64: { int64_t x = np_ld_to_i64(v); memcpy(dp, &x, 8); return; }
    case DT_UINT64: { uint64_t x = ld_to_u64(v); memcpy(dp, &x, 8); return; }
    case DT_FLOAT32: { float x = (float)v; memcpy(dp, &x, 4); return; }
    case DT_FLOAT16: { uint16_t h = np_half_from_double((double)v); memcpy(dp, &h, 2); return; }
    case DT_COMPLEX64: { NpCfloat z = {(float)v, 0}; memcpy(dp, &z, sizeof z); return; }
    case DT_COMPLEX128: { NpCdouble z = {(double)v, 0}; memcpy(dp, &z, sizeof z); return; }
    default: { double x = (double)v; memcpy(dp, &x, 8); return; } /* float64 */
  }
}

void np_ld_cast(DType dst, char *dp, DType src, const char *sp) {
  if (dst == DT_LONGDOUBLE) np_ld_set(dp, np_ld_get(src, sp));
  else cast_from_ld(dst, dp, np_ld_get(src, sp));
}

/* One loop each way per other dtype, element by element through np_ld_cast. */
#define LD_CASTS(E, ct, name, kind, size)                                                    \
  static void cast_LD_##E(int64_t n, const char *s, int64_t ss, char *d, int64_t ds) {      \
    for (int64_t i = 0; i < n; i++, s += ss, d += ds) np_ld_cast(DT_##E, d, DT_LONGDOUBLE, s); \
  }                                                                                          \
  static void cast_##E##_LD(int64_t n, const char *s, int64_t ss, char *d, int64_t ds) {      \
    for (int64_t i = 0; i < n; i++, s += ss, d += ds) np_ld_cast(DT_LONGDOUBLE, d, DT_##E, s); \
  }
RT_ALL_DTYPES(LD_CASTS)
#undef LD_CASTS

NpCastLoop np_ld_cast_loop(DType src, DType dst) {
  static const NpCastLoop from_ld[DT_COUNT] = {
#define X(E, ct, name, kind, size) [DT_##E] = cast_LD_##E,
      RT_ALL_DTYPES(X)
#undef X
  };
  static const NpCastLoop to_ld[DT_COUNT] = {
#define X(E, ct, name, kind, size) [DT_##E] = cast_##E##_LD,
      RT_ALL_DTYPES(X)
#undef X
  };
  return src == DT_LONGDOUBLE ? from_ld[dst] : to_ld[src];
}

/* np.longdouble('1.1'): read with strtold, so every digit counts; as NumPy's, it takes
 * leading but not trailing white space, and hexadecimal. */
Value np_ld_from_str(const char *txt) {
  char *end;
  errno = 0;
  long double v = strtold(txt, &end);
  if (end == txt || *end) rt_raise(RT_EXC_ValueError, "invalid literal for long double: %s", txt);
  if (errno == ERANGE) /* NumPy says overflow for underflow too */
    np_warn("overflow encountered in conversion from string", NULL);
  char buf[16];
  np_ld_set(buf, v);
  return rt_npscalar_new(DT_LONGDOUBLE, buf);
}

_Noreturn void np_ld_refuse(const char *what) {
  rt_raise(RT_EXC_TypeError, "%s: not supported for float128 (np.longdouble) in Weft", what);
}

/* ---- np.finfo(np.longdouble) ---- */

static Value ld_scalar(long double v) {
  char buf[16];
  np_ld_set(buf, v);
  return rt_npscalar_new(DT_LONGDOUBLE, buf);
}

Value np_ld_finfo_attr(const char *name) {
  static const struct { const char *name; int v; } ints[] = {
      {"precision", 18}, {"machep", -63}, {"negep", -64}, {"minexp", -16382},
      {"maxexp", 16384}, {"nexp", 15}, {"iexp", 15}, {"nmant", 63}, {"bits", 128}};
  for (size_t i = 0; i < sizeof ints / sizeof ints[0]; i++)
    if (!strcmp(name, ints[i].name)) return rt_int(ints[i].v);
  if (!strcmp(name, "eps")) return ld_scalar(0x1p-63L);
  if (!strcmp(name, "epsneg")) return ld_scalar(0x1p-64L);
  if (!strcmp(name, "max")) return ld_scalar(LDBL_MAX);
  if (!strcmp(name, "min")) return ld_scalar(-LDBL_MAX);
  if (!strcmp(name, "tiny") || !strcmp(name, "smallest_normal")) return ld_scalar(0x1p-16382L);
  if (!strcmp(name, "smallest_subnormal")) return ld_scalar(0x1p-16445L);
  if (!strcmp(name, "resolution")) return ld_scalar(1e-18L);
  if (!strcmp(name, "dtype")) return rt_dtypeobj_new(DT_LONGDOUBLE);
  return rt_undef();
}

static void put_ld(StrBuf *sb, long double v) { np_format_longdouble(sb, v); }

Value np_ld_finfo_text(bool repr) {
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  if (repr) {
    rt_sb_puts(&sb, "finfo(resolution=");
    put_ld(&sb, 1e-18L);
    rt_sb_puts(&sb, ", min=");
    put_ld(&sb, -LDBL_MAX);
    rt_sb_puts(&sb, ", max=");
    put_ld(&sb, LDBL_MAX);
    rt_sb_puts(&sb, ", dtype=float128)");
  } else {
    static const char *const rule = "---------------------------------------------------------------\n";
    rt_sb_printf(&sb, "Machine parameters for float128\n%sprecision =  18   resolution = ", rule);
    put_ld(&sb, 1e-18L);
    rt_sb_puts(&sb, "\nmachep =    -63   eps =        ");
    put_ld(&sb, 0x1p-63L);
    rt_sb_puts(&sb, "\nnegep =     -64   epsneg =     ");
    put_ld(&sb, 0x1p-64L);
    rt_sb_puts(&sb, "\nminexp = -16382   tiny =       ");
    put_ld(&sb, 0x1p-16382L);
    rt_sb_puts(&sb, "\nmaxexp =  16384   max =        ");
    put_ld(&sb, LDBL_MAX);
    rt_sb_puts(&sb, "\nnexp =       15   min =        -max\nsmallest_normal = ");
    put_ld(&sb, 0x1p-16382L);
    rt_sb_puts(&sb, "   smallest_subnormal = ");
    put_ld(&sb, 0x1p-16445L);
    rt_sb_printf(&sb, "\n%s", rule);
  }
  Value r = rt_str_new(sb.data ? sb.data : "", sb.len);
  rt_cleanup_pop(mark, true);
  return r;
}
