/* np_chebpts.c — numpy.polynomial.chebyshev's sample points and quadrature: chebgauss (the
 * Gauss-Chebyshev points cos(pi*(2k-1)/(2n)) with equal weights pi/n), chebweight
 * (1/sqrt(1 - x**2) as NumPy writes it), chebpts1 (Chebyshev points of the first kind) and
 * chebpts2 (of the second kind). The cosines and sines are the numpy module's own, so the
 * bits are NumPy's. */
#include <math.h>

#include "../base/error.h"
#include "np_polyseries.h"
#include "np_stats.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

static Value vec(int64_t n) { return rt_array_new(DT_FLOAT64, 1, &n, false); }

/* np.<fn>(a), a stolen */
static Value apply(const char *fn, Value a) {
  int mark = rt_cleanup_push_value(&a);
  Value r = np_call1(fn, a);
  rt_cleanup_pop(mark, true);
  return r;
}

Value np_chebgauss(Value deg) {
  int64_t n = np_ps_as_int(deg, "deg");
  if (n <= 0) rt_raise(RT_EXC_ValueError, "deg must be a positive integer");
  Value t = vec(n), w = vec(n);
  double *tp = (double *)RT_AS(Array, t)->data, *wp = (double *)RT_AS(Array, w)->data;
  for (int64_t k = 0; k < n; k++) {
    tp[k] = M_PI * (double)(2 * k + 1) / (2.0 * (double)n);
    wp[k] = 1.0 * (M_PI / (double)n);
  }
  Value x = apply("cos", t), r = rt_tuple_from(2, (Value[]){x, w});
  rt_decref(x), rt_decref(w);
  return r;
}

Value np_chebweight(Value x) {
  Value t[4] = {rt_undef(), rt_undef(), rt_undef(), rt_undef()};
  int mark = rt_cleanup_push_value(&t[0]);
  for (int i = 1; i < 4; i++) rt_cleanup_push_value(&t[i]);
  t[0] = apply("sqrt", rt_binop(RT_OP_ADD, rt_float(1.0), x));
  t[1] = apply("sqrt", rt_binop(RT_OP_SUB, rt_float(1.0), x));
  t[2] = rt_binop(RT_OP_MUL, t[0], t[1]);
  Value r = rt_binop(RT_OP_TRUEDIV, rt_float(1.0), t[2]);
  rt_cleanup_pop(mark, true);
  return r;
}

/* int(npts), which must equal npts and be at least lo. */
static int64_t npts_of(Value v, int64_t lo) {
  int64_t n;
  bool flt = v.tag == RT_FLOAT || (rt_is_npscalar(v) && rt_dtypes[RT_AS(NpScalar, v)->dtype].kind == 'f');
  if (flt) {
    double d = rt_to_double(v, "npts");
    if (!isfinite(d)) rt_raise(RT_EXC_ValueError, "cannot convert float NaN to integer");
    n = (int64_t)d;
    if ((double)n != d) rt_raise(RT_EXC_ValueError, "npts must be integer");
  } else {
    n = rt_to_index(v, "npts");
  }
  if (n < lo) rt_raise(RT_EXC_ValueError, "npts must be >= %lld", (long long)lo);
  return n;
}

static Value f_chebpts1(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"npts"};
  Value v[1];
  rt_parse_args("chebpts1", argc, argv, kw, 1, names, 1, v);
  int64_t n = npts_of(v[0], 1);
  Value x = vec(n);
  double s = 0.5 * M_PI / (double)n, *p = (double *)RT_AS(Array, x)->data;
  for (int64_t k = 0; k < n; k++) p[k] = s * (double)(-n + 1 + 2 * k);
  return apply("sin", x);
}

static Value f_chebpts2(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"npts"};
  Value v[1];
  rt_parse_args("chebpts2", argc, argv, kw, 1, names, 1, v);
  int64_t n = npts_of(v[0], 2);
  Value x = np_callk("linspace", 3, (Value[]){rt_float(-M_PI), rt_int(0), rt_int(n)}, 0, NULL, NULL);
  return apply("cos", x);
}

void np_chebpts_register(Value m) {
  rt_module_set(m, "chebpts1", rt_native_bind("chebpts1", f_chebpts1, rt_none()));
  rt_module_set(m, "chebpts2", rt_native_bind("chebpts2", f_chebpts2, rt_none()));
}
