/* scipy_special.c — the scipy.special module: erf, erfc, ndtr, ndtri, expit and logit with
 * the typing of SciPy's ufuncs (a float32 argument, or a small integer or bool one, computes
 * in float32 — SciPy's 'f->f' loops, which for the Cephes functions evaluate in double and
 * round; everything else in float64) and NumPy's return conventions (a scalar or 0-d argument
 * gives a NumPy scalar). */
#include <math.h>

#include "../base/error.h"
#include "../np/array.h"
#include "../obj/exc.h"
#include "../obj/modules.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "scipy.h"

/* The loop SciPy picks for dt: float32 for bool, 1- and 2-byte integers and float32. */
static DType loop_dtype(const char *name, DType dt) {
  char kind = rt_dtypes[dt].kind;
  if (kind == 'c' || (kind != 'b' && kind != 'i' && kind != 'u' && kind != 'f'))
    rt_raise(RT_EXC_TypeError,
             "ufunc '%s' not supported for the input types, and the inputs could not be "
             "safely coerced to any supported types according to the casting rule ''safe''",
             name);
  if (dt == DT_FLOAT32 || (kind != 'f' && rt_dtypes[dt].itemsize <= 2)) return DT_FLOAT32;
  return DT_FLOAT64;
}

static Value map_typed(const char *name, double (*fn)(double), float (*fn32)(float), Value x) {
  Value arr = rt_array_from_value(x, -1);
  int mark = rt_cleanup_push_value(&arr);
  DType out_dt = loop_dtype(name, RT_AS(Array, arr)->dtype);
  Value src = rt_array_astype(arr, DT_FLOAT64);
  rt_cleanup_push_value(&src);
  Value flat = rt_array_contiguous(src, false);
  rt_cleanup_push_value(&flat);
  const Array *in = RT_AS(Array, flat);
  Value out = rt_array_new(out_dt, in->ndim, in->shape, false);
  rt_cleanup_push_value(&out);
  const double *p = (const double *)in->data;
  char *q = RT_AS(Array, out)->data;
  for (int64_t i = 0; i < in->size; i++) {
    if (out_dt == DT_FLOAT64)
      ((double *)q)[i] = fn(p[i]);
    else
      ((float *)q)[i] = fn32 ? fn32((float)p[i]) : (float)fn(p[i]);
  }
  Value r = out;
  if (in->ndim == 0) r = rt_npscalar_new(out_dt, q);
  else rt_incref(out);
  rt_cleanup_pop(mark, true);
  return r;
}

Value scipy_map1(const char *name, double (*fn)(double), Value x) {
  return map_typed(name, fn, NULL, x);
}

/* expit and logit are templates in SciPy evaluated in the argument's own precision. */
static double expit64(double x) { return 1 / (1 + exp(-x)); }
static float expit32(float x) { return 1 / (1 + expf(-x)); }
static double logit64(double x) { return log(x / (1 - x)); }
static float logit32(float x) { return logf(x / (1 - x)); }

#define SPECIAL1(cname, pyname, fn, fn32)             \
  static Value cname(Value self, int argc, const Value *argv, const Kwargs *kw) { \
    (void)self;                                         \
    rt_check_nargs(pyname, argc, kw, 1, 1);             \
    return map_typed(pyname, fn, fn32, argv[0]);        \
  }
SPECIAL1(sp_erf, "erf", scipy_erf, NULL)
SPECIAL1(sp_erfc, "erfc", scipy_erfc, NULL)
SPECIAL1(sp_ndtr, "ndtr", scipy_ndtr, NULL)
SPECIAL1(sp_ndtri, "ndtri", scipy_ndtri, NULL)
SPECIAL1(sp_expit, "expit", expit64, expit32)
SPECIAL1(sp_logit, "logit", logit64, logit32)

void scipy_special_module_init(Value m) {
  rt_module_add_fn(m, "erf", sp_erf);
  rt_module_add_fn(m, "erfc", sp_erfc);
  rt_module_add_fn(m, "ndtr", sp_ndtr);
  rt_module_add_fn(m, "ndtri", sp_ndtri);
  rt_module_add_fn(m, "expit", sp_expit);
  rt_module_add_fn(m, "logit", sp_logit);
}
