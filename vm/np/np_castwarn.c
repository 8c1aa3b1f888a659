/* np_castwarn.c — NumPy 1.24's warnings of casts ("overflow encountered in
 * cast", "invalid value encountered in cast"), for a.astype(dtype) from a float or complex
 * array, and the ComplexWarning of a complex array cast to a real dtype; the
 * DeprecationWarning of a Python int stored into an integer dtype that cannot hold it.
 *
 * NumPy reads the CPU's floating-point flags after its cast loop. Weft's loops convert without
 * touching the flags (np_dtype.c spells out x86-64's results), so the values that would raise
 * them are found here from the source, by the same rules: to a narrower float, a finite value
 * that becomes inf overflows; to an integer, a value outside the range of the instruction
 * NumPy's C cast compiles to (int32 for the narrow types, int64 for int64 and uint32, the two
 * int64 halves for uint64) or NaN is invalid; a cast to bool raises nothing.
 */
#include <math.h>
#include <stdio.h>
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
