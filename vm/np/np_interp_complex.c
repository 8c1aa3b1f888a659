/* np_interp_complex.c — np.interp for complex fp, NumPy's interp_complex loop: the real and
 * imaginary parts interpolated on their own, each slope a difference times 1 / (xp[j+1] -
 * xp[j]) (the real loop divides instead, so the two round differently), left/right complex,
 * and a NaN x giving NaN+0j. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "np_loops.h"
#include "np_interp.h"
#include "np_stats.h"
#include "../obj/complex.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

Value np_interp_vector(Value v, DType dt) {
  Value a = rt_array_from_value(v, dt);
  int mark = rt_cleanup_push_value(&a);
  if (RT_AS(Array, a)->ndim > 1) rt_raise(RT_EXC_ValueError, "object too deep for desired array");
  if (RT_AS(Array, a)->ndim < 1)
    rt_raise(RT_EXC_ValueError, "object of too small depth for desired array");
  rt_cleanup_pop(mark, false);
  Value c = rt_array_contiguous(a, true);
  rt_decref(a);
  return c;
}

/* left= / right= as a complex: its real and imaginary parts (a real number: imaginary 0; NumPy
 * reads other objects, np.complex64 among them, as a float). */
static void complex_arg(Value v, const char *what, double *re, double *im) {
  if (rt_is_complex(v)) {
    *re = RT_AS(Complex, v)->re;
    *im = RT_AS(Complex, v)->im;
    return;
  }
  if (rt_is_npscalar(v) && RT_AS(NpScalar, v)->dtype == DT_COMPLEX128) { /* a complex subclass */
    NpCdouble c;
    rt_elem_cast(DT_COMPLEX128, (char *)&c, RT_AS(NpScalar, v)->dtype, RT_AS(NpScalar, v)->as.bytes);
    *re = c.re;
    *im = c.im;
    return;
  }
  *re = rt_to_double(v, what);
  *im = 0.0;
}

/* One part (stride 2 through fp's doubles) between xp[j] and xp[j+1], x strictly inside. */
static double part_between(double x, const double *xp, const double *f, int64_t j, double slope) {
  double r = slope * (x - xp[j]) + f[2 * j];
  if (isnan(r)) { /* NaN one way: try from the other end */
    r = slope * (x - xp[j + 1]) + f[2 * (j + 1)];
    if (isnan(r) && f[2 * j] == f[2 * (j + 1)]) r = f[2 * j];
  }
  return r;
}

Value np_interp_complex(Value x, Value xpv, Value fpv, Value left, Value right) {
  Value fpa = np_interp_vector(fpv, DT_COMPLEX128), xpa = rt_undef(), xa = rt_undef(), xc = rt_undef();
  int mark = rt_cleanup_push_value(&fpa);
  rt_cleanup_push_value(&xpa);
  rt_cleanup_push_value(&xa);
  rt_cleanup_push_value(&xc);
  xpa = np_interp_vector(xpv, DT_FLOAT64);
  xa = rt_array_from_value(x, DT_FLOAT64);
  xc = rt_array_contiguous(xa, true);
  int64_t n = RT_AS(Array, xpa)->size;
  if (n == 0) rt_raise(RT_EXC_ValueError, "array of sample points is empty");
  if (RT_AS(Array, fpa)->size != n)
    rt_raise(RT_EXC_ValueError, "fp and xp are not of the same length.");
  const double *xp = (const double *)RT_AS(Array, xpa)->data;
  const double *fp = (const double *)RT_AS(Array, fpa)->data; /* re, im pairs */
  double lv[2] = {fp[0], fp[1]}, rv[2] = {fp[2 * (n - 1)], fp[2 * (n - 1) + 1]};
  if (np_given(left)) complex_arg(left, "left", &lv[0], &lv[1]);
  if (np_given(right)) complex_arg(right, "right", &rv[0], &rv[1]);
  const Array *xs = RT_AS(Array, xc);
  const double *xd = (const double *)xs->data;
  Value res = rt_array_new(DT_COMPLEX128, xs->ndim, xs->shape, false); /* nothing raises below */
  double *o = (double *)RT_AS(Array, res)->data;
  for (int64_t i = 0; i < xs->size; i++) {
    double xv = xd[i];
    double *out = o + 2 * i;
    if (n == 1) {
      const double *src = xv < xp[0] ? lv : xv > xp[0] ? rv : fp;
      out[0] = src[0], out[1] = src[1];
      continue;
    }
    if (isnan(xv)) {
      out[0] = xv, out[1] = 0.0;
      continue;
    }
    int64_t j = np_interval_of(xv, xp, n);
    if (j == -1 || j == n) {
      const double *src = j == -1 ? lv : rv;
      out[0] = src[0], out[1] = src[1];
    } else if (j == n - 1 || xp[j] == xv) {
      out[0] = fp[2 * j], out[1] = fp[2 * j + 1];
    } else {
      double inv_dx = 1.0 / (xp[j + 1] - xp[j]);
      out[0] = part_between(xv, xp, fp, j, (fp[2 * (j + 1)] - fp[2 * j]) * inv_dx);
      out[1] = part_between(xv, xp, fp + 1, j, (fp[2 * (j + 1) + 1] - fp[2 * j + 1]) * inv_dx);
    }
  }
  rt_cleanup_pop(mark, true);
  return np_scalar_if_0d(res);
}
