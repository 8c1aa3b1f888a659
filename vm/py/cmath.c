/* cmath.c — Python's cmath module: the elementary functions of a complex argument with
 * CPython's algorithms for finite arguments (scaled to avoid spurious overflow and underflow,
 * log1p near |z| = 1), C99 Annex G's special values for infinities and NaNs (the C library's
 * complex functions, which follow Annex G as CPython's tables do), CPython's error rules
 * (ValueError "math domain error", OverflowError "math range error"), phase, polar, rect,
 * the predicates and the constants. */
#include <complex.h>
#include <float.h>
#include <math.h>
#ifndef CMPLX /* glibc defines it for gcc only; clang (the fuzzing build) has the same builtin */
#define CMPLX(x, y) __builtin_complex((double)(x), (double)(y))
#endif
#include <string.h>

#include "../base/error.h"
#include "../obj/complex.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "py.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw

typedef struct {
  double re, im;
} C;

/* What CPython's errno says after a function: nothing, a domain error, an overflow. */
typedef enum { OK, DOMAIN, RANGE } Err;

#define LARGE_DOUBLE (DBL_MAX / 4.)
#define SQRT_LARGE_DOUBLE (sqrt(LARGE_DOUBLE))
#define LOG_LARGE_DOUBLE (log(LARGE_DOUBLE))
#define SQRT_DBL_MIN (sqrt(DBL_MIN))
#define SCALE_UP (2 * (DBL_MANT_DIG / 2) + 1)
#define SCALE_DOWN (-(SCALE_UP + 1) / 2)

static bool finite2(C z) { return isfinite(z.re) && isfinite(z.im); }
static C from99(double complex z) { return (C){creal(z), cimag(z)}; }
static double complex to99(C z) { return CMPLX(z.re, z.im); }
static C neg(C z) { return (C){-z.re, -z.im}; }
/* i*z and -i*z, for the identities sin(z) = -i sinh(iz) and friends */
static C mul_i(C z) { return (C){-z.im, z.re}; }
static C mul_minus_i(C z) { return (C){z.im, -z.re}; }

static C c_sqrt(C z, Err *err) {
  *err = OK;
  if (!finite2(z)) return from99(csqrt(to99(z)));
  if (z.re == 0. && z.im == 0.) return (C){0., z.im};
  double ax = fabs(z.re), ay = fabs(z.im), s;
  if (ax < DBL_MIN && ay < DBL_MIN) { /* hypot would be subnormal: rescale */
    ax = ldexp(ax, SCALE_UP);
    s = ldexp(sqrt(ax + hypot(ax, ldexp(ay, SCALE_UP))), SCALE_DOWN);
  } else {
    ax /= 8.;
    s = 2. * sqrt(ax + hypot(ax, ay / 8.));
  }
  double d = ay / (2. * s);
  if (z.re >= 0.) return (C){s, copysign(d, z.im)};
  return (C){d, copysign(s, z.im)};
}

static C c_log(C z, Err *err) {
  *err = OK;
  if (!finite2(z)) return from99(clog(to99(z)));
  double ax = fabs(z.re), ay = fabs(z.im), re;
  if (ax > LARGE_DOUBLE || ay > LARGE_DOUBLE) {
    re = log(hypot(ax / 2., ay / 2.)) + M_LN2;
  } else if (ax < DBL_MIN && ay < DBL_MIN) {
    if (ax == 0. && ay == 0.) {
      *err = DOMAIN;
      return (C){-INFINITY, atan2(z.im, z.re)};
    }
    re = log(hypot(ldexp(ax, DBL_MANT_DIG), ldexp(ay, DBL_MANT_DIG))) - DBL_MANT_DIG * M_LN2;
  } else {
    double h = hypot(ax, ay);
    if (0.71 <= h && h <= 1.73) { /* log1p keeps the accuracy near |z| = 1 */
      double am = ax > ay ? ax : ay, an = ax > ay ? ay : ax;
      re = log1p((am - 1) * (am + 1) + an * an) / 2.;
    } else {
      re = log(h);
    }
  }
  return (C){re, atan2(z.im, z.re)};
}

static C c_acos(C z, Err *err) {
  *err = OK;
  if (!finite2(z)) return from99(cacos(to99(z)));
  if (fabs(z.re) > LARGE_DOUBLE || fabs(z.im) > LARGE_DOUBLE) {
    return (C){atan2(fabs(z.im), z.re),
               -copysign(log(hypot(z.re / 2., z.im / 2.)) + M_LN2 * 2., z.im)};
  }
  Err e;
  C s1 = c_sqrt((C){1. - z.re, -z.im}, &e), s2 = c_sqrt((C){1. + z.re, z.im}, &e);
  return (C){2. * atan2(s1.re, s2.re), asinh(s2.re * s1.im - s2.im * s1.re)};
}

static C c_acosh(C z, Err *err) {
  *err = OK;
  if (!finite2(z)) return from99(cacosh(to99(z)));
  if (fabs(z.re) > LARGE_DOUBLE || fabs(z.im) > LARGE_DOUBLE) {
    return (C){log(hypot(z.re / 2., z.im / 2.)) + M_LN2 * 2., atan2(z.im, z.re)};
  }
  Err e;
  C s1 = c_sqrt((C){z.re - 1., z.im}, &e), s2 = c_sqrt((C){z.re + 1., z.im}, &e);
  return (C){asinh(s1.re * s2.re + s1.im * s2.im), 2. * atan2(s1.im, s2.re)};
}

static C c_asinh(C z, Err *err) {
  *err = OK;
  if (!finite2(z)) return from99(casinh(to99(z)));
  if (fabs(z.re) > LARGE_DOUBLE || fabs(z.im) > LARGE_DOUBLE) {
    double l = log(hypot(z.re / 2., z.im / 2.)) + M_LN2 * 2.;
    return (C){z.im >= 0. ? copysign(l, z.re) : -copysign(l, -z.re), atan2(z.im, fabs(z.re))};
  }
  Err e;
  C s1 = c_sqrt((C){1. + z.im, -z.re}, &e), s2 = c_sqrt((C){1. - z.im, z.re}, &e);
  return (C){asinh(s1.re * s2.im - s2.re * s1.im), atan2(z.im, s1.re * s2.re - s1.im * s2.im)};
}

static C c_asin(C z, Err *err) { return mul_minus_i(c_asinh(mul_i(z), err)); }

static C c_atanh(C z, Err *err) {
  *err = OK;
  if (!finite2(z)) return from99(catanh(to99(z)));
  if (z.re < 0.) return neg(c_atanh(neg(z), err)); /* atanh(z) = -atanh(-z) */
  double ay = fabs(z.im);
  if (z.re > SQRT_LARGE_DOUBLE || ay > SQRT_LARGE_DOUBLE) { /* ~ 1/z +- i pi/2 */
    double h = hypot(z.re / 2., z.im / 2.);
    return (C){z.re / 4. / h / h, copysign(M_PI / 2., z.im)};
  }
  if (z.re == 1. && ay < SQRT_DBL_MIN) {
    if (ay == 0.) {
      *err = DOMAIN;
      return (C){INFINITY, z.im};
    }
    return (C){-log(sqrt(ay) / sqrt(hypot(ay, 2.))), copysign(atan2(2., -ay) / 2, z.im)};
  }
  return (C){log1p(4. * z.re / ((1 - z.re) * (1 - z.re) + ay * ay)) / 4.,
             -atan2(-2. * z.im, (1 - z.re) * (1 + z.re) - ay * ay) / 2.};
}

static C c_atan(C z, Err *err) { return mul_minus_i(c_atanh(mul_i(z), err)); }

/* The overflow check of cosh, sinh and exp. */
static C range_checked(C r, Err *err) {
  *err = isinf(r.re) || isinf(r.im) ? RANGE : OK;
  return r;
}

static C c_cosh(C z, Err *err) {
  if (!finite2(z)) {
    C r;
    if (isinf(z.re) && isfinite(z.im) && z.im != 0.) {
      r = (C){copysign(INFINITY, cos(z.im)), copysign(INFINITY, sin(z.im))};
      if (z.re < 0) r.im = -r.im;
    } else {
      r = from99(ccosh(to99(z)));
    }
    *err = isinf(z.im) && !isnan(z.re) ? DOMAIN : OK;
    return r;
  }
  if (fabs(z.re) > LOG_LARGE_DOUBLE) { /* cosh(x) overflows where cosh(z) may not */
    double x1 = z.re - copysign(1., z.re);
    return range_checked((C){cos(z.im) * cosh(x1) * M_E, sin(z.im) * sinh(x1) * M_E}, err);
  }
  return range_checked((C){cos(z.im) * cosh(z.re), sin(z.im) * sinh(z.re)}, err);
}

static C c_sinh(C z, Err *err) {
  if (!finite2(z)) {
    C r;
    if (isinf(z.re) && isfinite(z.im) && z.im != 0.) {
      r = (C){copysign(INFINITY, cos(z.im)), copysign(INFINITY, sin(z.im))};
      if (z.re < 0) r.re = -r.re;
    } else {
      r = from99(csinh(to99(z)));
    }
    *err = isinf(z.im) && !isnan(z.re) ? DOMAIN : OK;
    return r;
  }
  if (fabs(z.re) > LOG_LARGE_DOUBLE) {
    double x1 = z.re - copysign(1., z.re);
    return range_checked((C){cos(z.im) * sinh(x1) * M_E, sin(z.im) * cosh(x1) * M_E}, err);
  }
  return range_checked((C){cos(z.im) * sinh(z.re), sin(z.im) * cosh(z.re)}, err);
}

static C c_tanh(C z, Err *err) {
  *err = OK;
  if (!finite2(z)) {
    C r;
    if (isinf(z.re) && isfinite(z.im) && z.im != 0.) {
      r = (C){z.re > 0 ? 1.0 : -1.0, copysign(0., 2. * sin(z.im) * cos(z.im))};
    } else {
      r = from99(ctanh(to99(z)));
    }
    if (isinf(z.im) && isfinite(z.re)) *err = DOMAIN;
    return r;
  }
  if (fabs(z.re) > LOG_LARGE_DOUBLE) {
    return (C){copysign(1., z.re), 4. * sin(z.im) * cos(z.im) * exp(-2. * fabs(z.re))};
  }
  double tx = tanh(z.re), ty = tan(z.im), cx = 1. / cosh(z.re), txty = tx * ty;
  double denom = 1. + txty * txty;
  return (C){tx * (1. + ty * ty) / denom, ((ty / denom) * cx) * cx};
}

static C c_cos(C z, Err *err) { return c_cosh(mul_i(z), err); }
static C c_sin(C z, Err *err) { return mul_minus_i(c_sinh(mul_i(z), err)); }
static C c_tan(C z, Err *err) { return mul_minus_i(c_tanh(mul_i(z), err)); }

static C c_exp(C z, Err *err) {
  if (!finite2(z)) {
    C r;
    if (isinf(z.re) && isfinite(z.im) && z.im != 0.) {
      r = z.re > 0 ? (C){copysign(INFINITY, cos(z.im)), copysign(INFINITY, sin(z.im))}
                   : (C){copysign(0., cos(z.im)), copysign(0., sin(z.im))};
    } else {
      r = from99(cexp(to99(z)));
    }
    *err = isinf(z.im) && (isfinite(z.re) || (isinf(z.re) && z.re > 0)) ? DOMAIN : OK;
    return r;
  }
  if (z.re > LOG_LARGE_DOUBLE) {
    double l = exp(z.re - 1.);
    return range_checked((C){l * cos(z.im) * M_E, l * sin(z.im) * M_E}, err);
  }
  double l = exp(z.re);
  return range_checked((C){l * cos(z.im), l * sin(z.im)}, err);
}

static C c_log10(C z, Err *err) {
  C r = c_log(z, err);
  return (C){r.re / M_LN10, r.im / M_LN10};
}

/* ---- the module's functions ---- */

static C arg_complex(Value v) {
  C z;
  if (!rt_complex_operand(v, &z.re, &z.im)) {
    rt_raise(RT_EXC_TypeError, "must be real number, not %s", rt_type_name(v));
  }
  return z;
}

static Value result(C r, Err err) {
  if (err == DOMAIN) rt_raise(RT_EXC_ValueError, "math domain error");
  if (err == RANGE) rt_raise(RT_EXC_OverflowError, "math range error");
  return rt_complex_new(r.re, r.im);
}

static Value apply1(const char *name, C (*fn)(C, Err *), int argc, const Value *argv,
                    const Kwargs *kw) {
  rt_check_args(name, argc, kw, 1, 1, RT_ARGS_ONE);
  Err err;
  C r = fn(arg_complex(argv[0]), &err);
  return result(r, err);
}

#define CMATH1(cname, pyname, fn)                           \
  static Value cname(ARGS) {                                \
    (void)self;                                             \
    return apply1("cmath." pyname, fn, argc, argv, kw);     \
  }
CMATH1(cm_sqrt, "sqrt", c_sqrt)
CMATH1(cm_exp, "exp", c_exp)
CMATH1(cm_log10, "log10", c_log10)
CMATH1(cm_sin, "sin", c_sin)
CMATH1(cm_cos, "cos", c_cos)
CMATH1(cm_tan, "tan", c_tan)
CMATH1(cm_asin, "asin", c_asin)
CMATH1(cm_acos, "acos", c_acos)
CMATH1(cm_atan, "atan", c_atan)
CMATH1(cm_sinh, "sinh", c_sinh)
CMATH1(cm_cosh, "cosh", c_cosh)
CMATH1(cm_tanh, "tanh", c_tanh)
CMATH1(cm_asinh, "asinh", c_asinh)
CMATH1(cm_acosh, "acosh", c_acosh)
CMATH1(cm_atanh, "atanh", c_atanh)

/* log(z[, base]): log(z) / log(base) by complex division. As in CPython, the base's log
 * decides the error state it leaves (log(0, 2) is (-inf+nanj)), and a zero divisor (base 1)
 * is a domain error. */
static Value cm_log(ARGS) {
  (void)self;
  if (kw && kw->n) rt_raise(RT_EXC_TypeError, "log() takes no keyword arguments");
  if (argc < 1 || argc > 2) {
    rt_raise(RT_EXC_TypeError, "log expected %s 2 arguments, got %d",
             argc < 1 ? "at least 1" : "at most", argc);
  }
  Err err;
  C x = c_log(arg_complex(argv[0]), &err);
  if (argc == 2) {
    C y = c_log(arg_complex(argv[1]), &err);
    if (rt_complex_quot(x.re, x.im, y.re, y.im, &x.re, &x.im)) err = DOMAIN;
  }
  return result(x, err);
}

static Value cm_phase(ARGS) {
  (void)self;
  rt_check_args("cmath.phase", argc, kw, 1, 1, RT_ARGS_ONE);
  C z = arg_complex(argv[0]);
  return rt_float(atan2(z.im, z.re));
}

static Value cm_polar(ARGS) {
  (void)self;
  rt_check_args("cmath.polar", argc, kw, 1, 1, RT_ARGS_ONE);
  C z = arg_complex(argv[0]);
  double phi = atan2(z.im, z.re), r;
  if (!finite2(z)) r = rt_complex_abs(z.re, z.im);
  else {
    r = hypot(z.re, z.im);
    if (!isfinite(r)) rt_raise(RT_EXC_OverflowError, "math range error");
  }
  Value t = rt_tuple_new(2);
  rt_tuple_set(t, 0, rt_float(r));
  rt_tuple_set(t, 1, rt_float(phi));
  return t;
}

static Value cm_rect(ARGS) {
  (void)self;
  rt_check_args("rect", argc, kw, 2, 2, RT_ARGS_CLINIC);
  double r = rt_to_double(argv[0], NULL), phi = rt_to_double(argv[1], NULL);
  C z;
  Err err = OK;
  if (!isfinite(r) || !isfinite(phi)) {
    if (isinf(r) && isfinite(phi) && phi != 0.) {
      z = (C){copysign(INFINITY, cos(phi)), copysign(INFINITY, sin(phi))};
      if (r < 0) z = neg(z);
    } else { /* rect(r, t) behaves as exp(log(r) + it), negated for a negative r */
      z = from99(cexp(CMPLX(log(fabs(r)), phi)));
      if (signbit(r)) z = neg(z);
      if (isnan(r)) z = (C){NAN, phi == 0. ? phi : NAN};
    }
    if (r != 0. && !isnan(r) && isinf(phi)) err = DOMAIN;
  } else if (phi == 0.0) {
    z = (C){r, r * phi};
  } else {
    z = (C){r * cos(phi), r * sin(phi)};
  }
  return result(z, err);
}

#define CMATH_PRED(cname, pyname, expr)                          \
  static Value cname(ARGS) {                                     \
    (void)self;                                                  \
    rt_check_args("cmath." pyname, argc, kw, 1, 1, RT_ARGS_ONE); \
    C z = arg_complex(argv[0]);                                  \
    return rt_bool(expr);                                        \
  }
CMATH_PRED(cm_isfinite, "isfinite", isfinite(z.re) && isfinite(z.im))
CMATH_PRED(cm_isinf, "isinf", isinf(z.re) || isinf(z.im))
CMATH_PRED(cm_isnan, "isnan", isnan(z.re) || isnan(z.im))

static const char *const isclose_names[] = {"a", "b", "rel_tol", "abs_tol"};

static Value cm_isclose(ARGS) {
  (void)self;
  if (argc > 2)
    rt_raise(RT_EXC_TypeError, "isclose() takes exactly 2 positional arguments (%d given)", argc);
  Value a[4];
  rt_parse_args("isclose", argc, argv, kw, 4, isclose_names, 2, a);
  C x = arg_complex(a[0]), y = arg_complex(a[1]);
  double rel = rt_is_undef(a[2]) ? 1e-09 : rt_to_double(a[2], NULL);
  double abs_tol = rt_is_undef(a[3]) ? 0.0 : rt_to_double(a[3], NULL);
  if (rel < 0.0 || abs_tol < 0.0) rt_raise(RT_EXC_ValueError, "tolerances must be non-negative");
  if (x.re == y.re && x.im == y.im) return rt_bool(true);
  if (isinf(x.re) || isinf(x.im) || isinf(y.re) || isinf(y.im)) return rt_bool(false);
  double diff = rt_complex_abs(x.re - y.re, x.im - y.im);
  return rt_bool(diff <= rel * rt_complex_abs(y.re, y.im) ||
                 diff <= rel * rt_complex_abs(x.re, x.im) || diff <= abs_tol);
}

void rt_cmath_module_init(Value m) {
  static const struct {
    const char *name;
    NativeFn fn;
  } fns[] = {
      {"sqrt", cm_sqrt},   {"exp", cm_exp},       {"log", cm_log},       {"log10", cm_log10},
      {"sin", cm_sin},     {"cos", cm_cos},       {"tan", cm_tan},       {"asin", cm_asin},
      {"acos", cm_acos},   {"atan", cm_atan},     {"sinh", cm_sinh},     {"cosh", cm_cosh},
      {"tanh", cm_tanh},   {"asinh", cm_asinh},   {"acosh", cm_acosh},   {"atanh", cm_atanh},
      {"phase", cm_phase}, {"polar", cm_polar},   {"rect", cm_rect},     {"isfinite", cm_isfinite},
      {"isinf", cm_isinf}, {"isnan", cm_isnan},   {"isclose", cm_isclose},
  };
  for (size_t i = 0; i < sizeof fns / sizeof fns[0]; i++) rt_module_add_fn(m, fns[i].name, fns[i].fn);
  rt_module_set(m, "pi", rt_float(M_PI));
  rt_module_set(m, "e", rt_float(M_E));
  rt_module_set(m, "tau", rt_float(2 * M_PI));
  rt_module_set(m, "inf", rt_float(INFINITY));
  rt_module_set(m, "nan", rt_float(NAN));
  rt_module_set(m, "infj", rt_complex_new(0.0, INFINITY));
  rt_module_set(m, "nanj", rt_complex_new(0.0, NAN));
}
