/* math.c — Python's math module: constants, the libm functions with CPython's error rules
 * ("math domain error" when a finite input gives NaN or a pole, "math range error" on
 * overflow), integer functions (factorial, gcd, comb, ...) and the exact fsum. */
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/bigint.h"
#include "py.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw


/* CPython's math module checks a call's arguments as METH_O (one argument: "math.sqrt() takes
 * exactly one argument (0 given)") or through Argument Clinic (several: "pow expected 2
 * arguments, got 1"); math.log has a message of its own. */
static void check_math_args(const char *name, int argc, const Kwargs *kw, int min, int max) {
  if (min == 1 && max == 1) {
    char qual[32];
    snprintf(qual, sizeof qual, "math.%s", name);
    rt_check_args(qual, argc, kw, 1, 1, RT_ARGS_ONE);
  } else if (strcmp(name, "log") == 0) {
    if (kw && kw->n > 0) rt_raise(RT_EXC_TypeError, "log() takes no keyword arguments");
    if (argc < min || argc > max) rt_raise(RT_EXC_TypeError, "math.log requires 1 to 2 arguments");
  } else {
    if (kw && kw->n > 0) rt_raise(RT_EXC_TypeError, "math.%s() takes no keyword arguments", name);
    rt_check_args(name, argc, kw, min, max, RT_ARGS_CLINIC);
  }
}

static _Noreturn void domain_error(void) {
  rt_raise(RT_EXC_ValueError, "math domain error");
}
static _Noreturn void range_error(void) {
  rt_raise(RT_EXC_OverflowError, "math range error");
}
static double arg_f(Value v) {
  return rt_to_double(v, NULL);
}

/* CPython's math_1: NaN from a non-NaN input is a domain error; an infinite result from a
 * finite input is a range error for functions that can overflow, a domain error (pole)
 * otherwise. */
static Value math_1(const char *name, double (*fn)(double), bool can_overflow, int argc,
                    const Value *argv, const Kwargs *kw) {
  check_math_args(name, argc, kw, 1, 1);
  double x = arg_f(argv[0]);
  double r = fn(x);
  if (isnan(r) && !isnan(x)) domain_error();
  if (isinf(r) && isfinite(x)) {
    if (can_overflow) range_error();
    domain_error();
  }
  return rt_float(r);
}

#define MATH1(cname, pyname, fn, ovf)               \
  static Value cname(ARGS) {                        \
    (void)self;                                     \
    return math_1(pyname, fn, ovf, argc, argv, kw); \
  }
MATH1(m_sqrt, "sqrt", sqrt, false)
MATH1(m_exp, "exp", exp, true)
MATH1(m_exp2, "exp2", exp2, true)
MATH1(m_expm1, "expm1", expm1, true)
MATH1(m_log1p, "log1p", log1p, false)
MATH1(m_sin, "sin", sin, false)
MATH1(m_cos, "cos", cos, false)
MATH1(m_tan, "tan", tan, false)
MATH1(m_asin, "asin", asin, false)
MATH1(m_acos, "acos", acos, false)
MATH1(m_atan, "atan", atan, false)
MATH1(m_sinh, "sinh", sinh, true)
MATH1(m_cosh, "cosh", cosh, true)
MATH1(m_tanh, "tanh", tanh, false)
MATH1(m_asinh, "asinh", asinh, false)
MATH1(m_acosh, "acosh", acosh, false)
MATH1(m_atanh, "atanh", atanh, false)
MATH1(m_fabs, "fabs", fabs, false)
MATH1(m_erf, "erf", erf, false)
MATH1(m_erfc, "erfc", erfc, false)
MATH1(m_cbrt, "cbrt", cbrt, false)

/* degrees/radians never raise: CPython multiplies without checks. */
static Value m_degrees(ARGS) {
  (void)self;
  check_math_args("degrees", argc, kw, 1, 1);
  return rt_float(arg_f(argv[0]) * (180.0 / M_PI));
}

static Value m_radians(ARGS) {
  (void)self;
  check_math_args("radians", argc, kw, 1, 1);
  return rt_float(arg_f(argv[0]) * (M_PI / 180.0));
}

/* ---- gamma and lgamma: CPython's own Lanczos approximation (not libm), so the results
 * agree to the last bit. ---- */

#define LANCZOS_N 13
static const double lanczos_g = 6.024680040776729583740234375;
static const double lanczos_g_minus_half = 5.524680040776729583740234375;
static const double lanczos_num_coeffs[LANCZOS_N] = {
    23531376880.410759688572007674451636754734846804940,
    42919803642.649098768957899047001988850926355848959,
    35711959237.355668049440185451547166705960488635843,
    17921034426.037209699919755754458931112671403265390,
    6039542586.3520280050642916443072979210699388420708,
    1439720407.3117216736632230727949123939715485786772,
    248874557.86205415651146038641322942321632125127801,
    31426415.585400194380614231628318205362874684987640,
    2876370.6289353724412254090516208496135991145378768,
    186056.26539522349504029498971604569928220784236328,
    8071.6720023658162106380029022722506138218516325024,
    210.82427775157934587250973392071336271166969580291,
    2.5066282746310002701649081771338373386264310793408};
static const double lanczos_den_coeffs[LANCZOS_N] = {
    0.0,       39916800.0, 120543840.0, 150917976.0, 105258076.0, 45995730.0, 13339535.0,
    2637558.0, 357423.0,   32670.0,     1925.0,      66.0,        1.0};
#define NGAMMA_INTEGRAL 23
static const double gamma_integral[NGAMMA_INTEGRAL] = {
    1.0,
    1.0,
    2.0,
    6.0,
    24.0,
    120.0,
    720.0,
    5040.0,
    40320.0,
    362880.0,
    3628800.0,
    39916800.0,
    479001600.0,
    6227020800.0,
    87178291200.0,
    1307674368000.0,
    20922789888000.0,
    355687428096000.0,
    6402373705728000.0,
    121645100408832000.0,
    2432902008176640000.0,
    51090942171709440000.0,
    1124000727777607680000.0,
};

static double lanczos_sum(double x) {
  double num = 0.0, den = 0.0;
  if (x < 5.0) {
    for (int i = LANCZOS_N; --i >= 0;) {
      num = num * x + lanczos_num_coeffs[i];
      den = den * x + lanczos_den_coeffs[i];
    }
  } else {
    for (int i = 0; i < LANCZOS_N; i++) {
      num = num / x + lanczos_num_coeffs[i];
      den = den / x + lanczos_den_coeffs[i];
    }
  }
  return num / den;
}

/* sin(pi * x), accurate for finite x */
static double sinpi(double x) {
  double y = fmod(fabs(x), 2.0), r;
  switch ((int)round(2.0 * y)) {
    case 0: r = sin(M_PI * y); break;
    case 1: r = cos(M_PI * (y - 0.5)); break;
    case 2: r = sin(M_PI * (1.0 - y)); break;
    case 3: r = -cos(M_PI * (y - 1.5)); break;
    default: r = sin(M_PI * (y - 2.0)); break;
  }
  return copysign(1.0, x) * r;
}

static double tgamma_body(double x, double absx) {
  double y = absx + lanczos_g_minus_half, z, r;
  if (absx > lanczos_g_minus_half) {
    double q = y - absx;
    z = q - lanczos_g_minus_half;
  } else {
    double q = y - lanczos_g_minus_half;
    z = q - absx;
  }
  z = z * lanczos_g / y;
  if (x < 0.0) {
    r = -M_PI / sinpi(absx) / absx * exp(y) / lanczos_sum(absx);
    r -= z * r;
    if (absx < 140.0) {
      r /= pow(y, absx - 0.5);
    } else {
      double sqrtpow = pow(y, absx / 2.0 - 0.25);
      r /= sqrtpow;
      r /= sqrtpow;
    }
  } else {
    r = lanczos_sum(absx) / exp(y);
    r += z * r;
    if (absx < 140.0) {
      r *= pow(y, absx - 0.5);
    } else {
      double sqrtpow = pow(y, absx / 2.0 - 0.25);
      r *= sqrtpow;
      r *= sqrtpow;
    }
  }
  return r;
}

double py_gamma(double x, int *err) {
  *err = 0;
  if (!isfinite(x)) {
    if (isnan(x) || x > 0.0) return x;
    return *err = 1, NAN;
  }
  if (x == 0.0) return *err = 1, copysign(INFINITY, x);
  if (x == floor(x)) {
    if (x < 0.0) return *err = 1, NAN;
    if (x <= NGAMMA_INTEGRAL) return gamma_integral[(int)x - 1];
  }
  double absx = fabs(x), r;
  if (absx < 1e-20) {
    r = 1.0 / x;
  } else if (absx > 200.0) {
    if (x > 0.0) return *err = 2, INFINITY;
    r = 0.0 / sinpi(x);
  } else {
    r = tgamma_body(x, absx);
  }
  if (isinf(r)) *err = 2;
  return r;
}

static Value m_gamma(ARGS) {
  (void)self;
  check_math_args("gamma", argc, kw, 1, 1);
  int err;
  double r = py_gamma(arg_f(argv[0]), &err);
  if (err == 1) domain_error();
  if (err == 2) range_error();
  return rt_float(r);
}

double py_lgamma(double x, int *err) {
  *err = 0;
  if (!isfinite(x)) return isnan(x) ? x : INFINITY;
  if (x == floor(x) && x <= 2.0) {
    if (x <= 0.0) return *err = 1, INFINITY;
    return 0.0;
  }
  double absx = fabs(x);
  if (absx < 1e-20) return -log(absx);
  double r = log(lanczos_sum(absx)) - lanczos_g;
  r += (absx - 0.5) * (log(absx + lanczos_g - 0.5) - 1);
  if (x < 0.0) r = log(M_PI) - log(fabs(sinpi(absx))) - log(absx) - r;
  if (isinf(r)) *err = 2;
  return r;
}

static Value m_lgamma(ARGS) {
  (void)self;
  check_math_args("lgamma", argc, kw, 1, 1);
  int err;
  double r = py_lgamma(arg_f(argv[0]), &err);
  if (err == 1) domain_error();
  if (err == 2) range_error();
  return rt_float(r);
}

/* CPython's loghelper: an int of any size is positive or a domain error, and one too large
 * for a float is m * 2**e, whose log is fn(m) + fn(2) * e. */
static double log_of(Value v, double (*fn)(double)) {
  if (rt_is_intlike(v)) {
    if (rt_int_sign(v) <= 0) domain_error();
    if (!rt_is_bigint(v) || rt_int_bit_length(v) <= 1000) return fn(rt_int_to_double(v));
    int64_t e;
    double m = rt_int_frexp(v, &e);
    return fn(m) + fn(2.0) * (double)e;
  }
  double x = arg_f(v);
  if (isnan(x)) return x;
  if (x <= 0) domain_error();
  return fn(x);
}

static double checked_log(Value v) { return log_of(v, log); }

static Value m_log2(ARGS) {
  (void)self;
  check_math_args("log2", argc, kw, 1, 1);
  return rt_float(log_of(argv[0], log2));
}

static Value m_log10(ARGS) {
  (void)self;
  check_math_args("log10", argc, kw, 1, 1);
  return rt_float(log_of(argv[0], log10));
}

static Value m_log(ARGS) {
  (void)self;
  check_math_args("log", argc, kw, 1, 2);
  double num = checked_log(argv[0]);
  if (argc == 1) return rt_float(num);
  double den = checked_log(argv[1]);
  if (den == 0.0) rt_raise(RT_EXC_ZeroDivisionError, "float division by zero");
  return rt_float(num / den);
}

static Value m_pow(ARGS) {
  (void)self;
  check_math_args("pow", argc, kw, 2, 2);
  double x = arg_f(argv[0]), y = arg_f(argv[1]);
  if (isfinite(x) && isfinite(y)) {
    if (x == 0.0 && y < 0.0) domain_error();
    if (x < 0.0 && y != floor(y)) domain_error();
  }
  double r = pow(x, y);
  if (isinf(r) && isfinite(x) && isfinite(y)) range_error();
  return rt_float(r);
}

static Value m_atan2(ARGS) {
  (void)self;
  check_math_args("atan2", argc, kw, 2, 2);
  return rt_float(atan2(arg_f(argv[0]), arg_f(argv[1])));
}

static Value m_copysign(ARGS) {
  (void)self;
  check_math_args("copysign", argc, kw, 2, 2);
  return rt_float(copysign(arg_f(argv[0]), arg_f(argv[1])));
}

static Value m_fmod(ARGS) {
  (void)self;
  check_math_args("fmod", argc, kw, 2, 2);
  double x = arg_f(argv[0]), y = arg_f(argv[1]);
  if (isinf(y) && isfinite(x)) return rt_float(x);
  double r = fmod(x, y);
  if (isnan(r) && !isnan(x) && !isnan(y)) domain_error();
  return rt_float(r);
}

/* hypot(*coordinates): CPython's vector_norm (math_norm.c). */
static Value m_hypot(ARGS) {
  (void)self;
  if (kw && kw->n) rt_raise(RT_EXC_TypeError, "hypot() takes no keyword arguments");
  double small[16], *vec = argc <= 16 ? small : rt_malloc(sizeof(double) * (size_t)argc);
  int mark = vec == small ? -1 : rt_cleanup_push(free, vec);
  double max = 0.0;
  bool found_nan = false;
  for (int i = 0; i < argc; i++) {
    double x = fabs(arg_f(argv[i]));
    vec[i] = x;
    found_nan |= isnan(x);
    if (x > max) max = x;
  }
  double r = py_vector_norm(argc, vec, max, found_nan);
  if (mark >= 0) rt_cleanup_pop(mark, true);
  return rt_float(r);
}

static Value m_ldexp(ARGS) {
  (void)self;
  check_math_args("ldexp", argc, kw, 2, 2);
  double x = arg_f(argv[0]);
  if (argv[1].tag != RT_INT && argv[1].tag != RT_BOOL && !rt_is_scalar_number(argv[1])) {
    rt_raise(RT_EXC_TypeError, "Expected an int as second argument to ldexp.");
  }
  int64_t e = rt_to_index(argv[1], NULL);
  if (e > 100000) e = 100000;
  if (e < -100000) e = -100000;
  double r = ldexp(x, (int)e);
  if (isinf(r) && isfinite(x)) range_error();
  return rt_float(r);
}

static Value m_frexp(ARGS) {
  (void)self;
  check_math_args("frexp", argc, kw, 1, 1);
  double x = arg_f(argv[0]);
  int e = 0;
  double m = isfinite(x) ? frexp(x, &e) : x;
  return rt_tuple_pair(rt_float(m), rt_int(e));
}

static Value m_modf(ARGS) {
  (void)self;
  check_math_args("modf", argc, kw, 1, 1);
  double x = arg_f(argv[0]), ip;
  if (isinf(x)) return rt_tuple_pair(rt_float(copysign(0.0, x)), rt_float(x));
  double fp = modf(x, &ip);
  return rt_tuple_pair(rt_float(fp), rt_float(ip));
}

/* floor/ceil/trunc return ints; ints pass through unchanged. */
static Value to_int_rounded(const char *name, double (*fn)(double), int argc, const Value *argv,
                            const Kwargs *kw) {
  check_math_args(name, argc, kw, 1, 1);
  Value v = argv[0];
  if (v.tag == RT_INT) return v;
  if (v.tag == RT_BOOL) return rt_int(v.as.b);
  if (rt_is_bigint(v)) {
    rt_incref(v);
    return v;
  }
  /* library numbers (Fraction, Decimal) round exactly through their __floor__/__ceil__/__trunc__ */
  const char *dunder = fn == floor ? "__floor__" : fn == ceil ? "__ceil__" : "__trunc__";
  RtMethodFn own = rt_is_obj(v) && v.as.o->type->method ? v.as.o->type->method(v, dunder) : NULL;
  if (own) return own(v, 0, NULL, NULL);
  if (fn == trunc && v.tag != RT_FLOAT && !rt_is_scalar_number(v)) {
    rt_raise(RT_EXC_TypeError, "type %s doesn't define __trunc__ method", rt_type_name(v));
  }
  double x = fn(arg_f(v));
  return rt_float_to_int(x);
}

static Value m_floor(ARGS) {
  (void)self;
  return to_int_rounded("floor", floor, argc, argv, kw);
}
static Value m_ceil(ARGS) {
  (void)self;
  return to_int_rounded("ceil", ceil, argc, argv, kw);
}
static Value m_trunc(ARGS) {
  (void)self;
  return to_int_rounded("trunc", trunc, argc, argv, kw);
}

#define MATH_PRED(cname, pyname, expr)      \
  static Value cname(ARGS) {                \
    (void)self;                             \
    check_math_args(pyname, argc, kw, 1, 1); \
    double x = arg_f(argv[0]);              \
    return rt_bool(expr);                   \
  }
MATH_PRED(m_isnan, "isnan", isnan(x))
MATH_PRED(m_isinf, "isinf", isinf(x))
MATH_PRED(m_isfinite, "isfinite", isfinite(x))

static const char *const isclose_names[] = {"a", "b", "rel_tol", "abs_tol"};

static Value m_isclose(ARGS) {
  (void)self;
  Value a[4];
  if (argc > 2)
    rt_raise(RT_EXC_TypeError, "isclose() takes exactly 2 positional arguments (%d given)", argc);
  rt_parse_args("isclose", argc, argv, kw, 4, isclose_names, 2, a);
  double x = arg_f(a[0]), y = arg_f(a[1]);
  double rel = rt_is_undef(a[2]) ? 1e-09 : arg_f(a[2]);
  double abs_tol = rt_is_undef(a[3]) ? 0.0 : arg_f(a[3]);
  if (rel < 0.0 || abs_tol < 0.0) rt_raise(RT_EXC_ValueError, "tolerances must be non-negative");
  if (x == y) return rt_bool(true);
  if (isinf(x) || isinf(y)) return rt_bool(false);
  double diff = fabs(y - x);
  return rt_bool((diff <= fabs(rel * y)) || (diff <= fabs(rel * x)) || (diff <= abs_tol));
}

/* ---- integer functions ---- */

/* An integer argument (borrowed; NumPy integer scalars become ints). */
static Value arg_int(Value v) {
  if (v.tag == RT_FLOAT) {
    rt_raise(RT_EXC_TypeError, "'float' object cannot be interpreted as an integer");
  }
  if (rt_is_intlike(v)) return v;
  return rt_int(rt_to_index(v, NULL));
}

static Value m_factorial(ARGS) {
  (void)self;
  check_math_args("factorial", argc, kw, 1, 1);
  return rt_int_factorial(arg_int(argv[0]));
}

/* gcd and lcm of any number of ints, folded left to right. */
static Value fold_ints(const char *name, Value (*fn)(Value, Value), int64_t empty, int argc,
                       const Value *argv, const Kwargs *kw) {
  if (kw && kw->n) rt_raise(RT_EXC_TypeError, "%s() takes no keyword arguments", name);
  Value acc = rt_int(empty);
  int mark = rt_cleanup_push_value(&acc);
  for (int i = 0; i < argc; i++) {
    Value r = fn(acc, arg_int(argv[i]));
    rt_decref(acc);
    acc = r;
  }
  rt_cleanup_pop(mark, false);
  return acc;
}

static Value m_gcd(ARGS) {
  (void)self;
  return fold_ints("gcd", rt_int_gcd, 0, argc, argv, kw);
}

static Value m_lcm(ARGS) {
  (void)self;
  return fold_ints("lcm", rt_int_lcm, 1, argc, argv, kw);
}

static Value m_comb(ARGS) {
  (void)self;
  check_math_args("comb", argc, kw, 2, 2);
  return rt_int_comb(arg_int(argv[0]), arg_int(argv[1]));
}

static Value m_perm(ARGS) {
  (void)self;
  check_math_args("perm", argc, kw, 1, 2);
  Value n = arg_int(argv[0]);
  return rt_int_perm(n, argc > 1 && !rt_is_none(argv[1]) ? arg_int(argv[1]) : n);
}

static Value m_isqrt(ARGS) {
  (void)self;
  check_math_args("isqrt", argc, kw, 1, 1);
  return rt_int_isqrt(arg_int(argv[0]));
}

/* ---- fsum (Shewchuk's exact partials, rounded exactly as CPython's math_fsum) ---- */

static double fsum_finish(double *p, int64_t n) {
  double hi = 0.0, lo = 0.0;
  if (n == 0) return hi;
  hi = p[--n];
  while (n > 0) {
    double x = hi, y = p[--n];
    hi = x + y;
    double yr = hi - x;
    lo = y - yr;
    if (lo != 0.0) break;
  }
  /* half-way case: make the result round correctly */
  if (n > 0 && ((lo < 0.0 && p[n - 1] < 0.0) || (lo > 0.0 && p[n - 1] > 0.0))) {
    double y = lo * 2.0, x = hi + y, yr = x - hi;
    if (y == yr) hi = x;
  }
  return hi;
}

static void free_partials(void *slot) { free(*(double **)slot); }

static Value m_fsum(ARGS) {
  (void)self;
  check_math_args("fsum", argc, kw, 1, 1);
  int64_t n = 0, cap = 32;
  double *p = rt_malloc(sizeof(double) * (size_t)cap);
  int mark = rt_cleanup_push(free_partials, &p);
  double special = 0.0, inf_sum = 0.0;
  Value it = rt_undef(), v;
  rt_cleanup_push_value(&it);
  it = rt_iter(argv[0]);
  while (rt_next(it, &v)) {
    double x = arg_f(v), xsave = x;
    rt_decref(v);
    int64_t i = 0;
    for (int64_t j = 0; j < n; j++) {
      double y = p[j];
      if (fabs(x) < fabs(y)) {
        double t = x;
        x = y;
        y = t;
      }
      double hi = x + y, lo = y - (hi - x);
      if (lo != 0.0) p[i++] = lo;
      x = hi;
    }
    n = i;
    if (x != 0.0) {
      if (!isfinite(x)) {
        if (isfinite(xsave)) rt_raise(RT_EXC_OverflowError, "intermediate overflow in fsum");
        if (isinf(xsave)) inf_sum += xsave;
        special += xsave;
        n = 0;
      } else {
        if (n == cap) p = rt_realloc(p, sizeof(double) * (size_t)(cap *= 2));
        p[n++] = x;
      }
    }
  }
  rt_decref(it);
  it = rt_undef();
  double r;
  if (special != 0.0) {
    if (isnan(inf_sum)) rt_raise(RT_EXC_ValueError, "-inf + inf in fsum");
    r = special;
  } else {
    r = fsum_finish(p, n);
  }
  rt_cleanup_pop(mark, true);
  return rt_float(r);
}

static const char *const prod_names[] = {"iterable", "start"};

static Value m_prod(ARGS) {
  (void)self;
  Value a[2];
  if (argc != 1) rt_raise(RT_EXC_TypeError, "prod() takes exactly 1 positional argument (%d given)", argc);
  rt_parse_args("prod", argc, argv, kw, 2, prod_names, 1, a);
  Value acc = rt_is_undef(a[1]) ? rt_int(1) : a[1];
  rt_incref(acc);
  int mark = rt_cleanup_push_value(&acc);
  Value it = rt_iter(a[0]), x = rt_undef();
  rt_cleanup_push_value(&it);
  rt_cleanup_push_value(&x);
  while (rt_next(it, &x)) {
    Value r = rt_binop(RT_OP_MUL, acc, x);
    rt_decref(acc);
    rt_decref(x);
    acc = r;
    x = rt_undef();
  }
  rt_cleanup_pop(mark, false);
  rt_decref(it);
  return acc;
}

static Value m_dist(ARGS) {
  (void)self;
  check_math_args("dist", argc, kw, 2, 2);
  int64_t n = rt_len(argv[0]);
  if (rt_len(argv[1]) != n) {
    rt_raise(RT_EXC_ValueError, "both points must have the same number of dimensions");
  }
  if (n < 0 || (uint64_t)n > SIZE_MAX / sizeof(double)) rt_raise(RT_EXC_MemoryError, "%s", "");
  double *vec = rt_malloc(sizeof(double) * (size_t)(n ? n : 1));
  int mark = rt_cleanup_push(free, vec);
  double max = 0.0;
  bool found_nan = false;
  for (int64_t i = 0; i < n; i++) {
    Value x = rt_getitem(argv[0], rt_int(i));
    int m2 = rt_cleanup_push_value(&x);
    Value y = rt_getitem(argv[1], rt_int(i));
    rt_cleanup_push_value(&y);
    double d = fabs(arg_f(x) - arg_f(y));
    rt_cleanup_pop(m2, true);
    vec[i] = d;
    found_nan |= isnan(d);
    if (d > max) max = d;
  }
  double r = py_vector_norm(n, vec, max, found_nan);
  rt_cleanup_pop(mark, true);
  return rt_float(r);
}

static Value m_remainder(ARGS) {
  (void)self;
  check_math_args("remainder", argc, kw, 2, 2);
  double x = arg_f(argv[0]), y = arg_f(argv[1]);
  if (isnan(x) || isnan(y)) return rt_float(NAN);
  if (isinf(x) || y == 0.0) domain_error();
  return rt_float(remainder(x, y));
}

static Value m_nextafter(ARGS) {
  (void)self;
  check_math_args("nextafter", argc, kw, 2, 2);
  return rt_float(nextafter(arg_f(argv[0]), arg_f(argv[1])));
}

static Value m_ulp(ARGS) {
  (void)self;
  check_math_args("ulp", argc, kw, 1, 1);
  double x = fabs(arg_f(argv[0]));
  if (isnan(x) || isinf(x)) return rt_float(x);
  if (x == DBL_MAX) return rt_float(x - nextafter(x, 0.0));
  return rt_float(nextafter(x, INFINITY) - x);
}

void rt_math_module_init(Value m) {
  static const struct {
    const char *name;
    NativeFn fn;
  } fns[] = {
      {"sqrt", m_sqrt},
      {"exp", m_exp},
      {"exp2", m_exp2},
      {"expm1", m_expm1},
      {"log", m_log},
      {"log2", m_log2},
      {"log10", m_log10},
      {"log1p", m_log1p},
      {"sin", m_sin},
      {"cos", m_cos},
      {"tan", m_tan},
      {"asin", m_asin},
      {"acos", m_acos},
      {"atan", m_atan},
      {"atan2", m_atan2},
      {"sinh", m_sinh},
      {"cosh", m_cosh},
      {"tanh", m_tanh},
      {"asinh", m_asinh},
      {"acosh", m_acosh},
      {"atanh", m_atanh},
      {"hypot", m_hypot},
      {"floor", m_floor},
      {"ceil", m_ceil},
      {"trunc", m_trunc},
      {"fabs", m_fabs},
      {"pow", m_pow},
      {"fmod", m_fmod},
      {"copysign", m_copysign},
      {"isnan", m_isnan},
      {"isinf", m_isinf},
      {"isfinite", m_isfinite},
      {"isclose", m_isclose},
      {"factorial", m_factorial},
      {"gcd", m_gcd},
      {"lcm", m_lcm},
      {"comb", m_comb},
      {"perm", m_perm},
      {"isqrt", m_isqrt},
      {"degrees", m_degrees},
      {"radians", m_radians},
      {"erf", m_erf},
      {"erfc", m_erfc},
      {"gamma", m_gamma},
      {"lgamma", m_lgamma},
      {"fsum", m_fsum},
      {"prod", m_prod},
      {"cbrt", m_cbrt},
      {"modf", m_modf},
      {"frexp", m_frexp},
      {"ldexp", m_ldexp},
      {"dist", m_dist},
      {"remainder", m_remainder},
      {"nextafter", m_nextafter},
      {"ulp", m_ulp},
  };
  for (size_t i = 0; i < sizeof fns / sizeof fns[0]; i++)
    rt_module_add_fn(m, fns[i].name, fns[i].fn);
  rt_module_set(m, "pi", rt_float(M_PI));
  rt_module_set(m, "e", rt_float(M_E));
  rt_module_set(m, "tau", rt_float(2 * M_PI));
  rt_module_set(m, "inf", rt_float(INFINITY));
  rt_module_set(m, "nan", rt_float(NAN));
}
