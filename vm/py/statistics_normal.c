/* statistics_normal.c — statistics.NormalDist: a normal distribution of mean mu and standard
 * deviation sigma (floats in `_mu` and `_sigma`, as CPython's slots), made from samples or
 * given; pdf, cdf (C's erf, as CPython), inv_cdf (Wichura's AS241 rational approximation, the
 * coefficients CPython uses), quantiles, zscore, the mean/median/mode/stdev/variance
 * properties, arithmetic with constants and other NormalDists, equality, hashing and repr.
 * overlap (the area two densities share, CPython's closed form). Not here: samples(). */
#include <math.h>
#include <stdio.h>

#include "../base/error.h"
#include "../obj/class.h"
#include "../obj/exc.h"
#include "../obj/hash.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"
#include "modlib.h"
#include "py.h"

#define ARGS Value data, int argc, const Value *argv, const Kwargs *kw

typedef struct ModState {
  Value cls; /* borrowed: the module holds NormalDist */
} ModState;

static RtStateKey mod_key = {"statistics.NormalDist", sizeof(ModState), NULL, NULL, 0};
static ModState *mod_state(void) { return rt_runtime_state(&mod_key); }

static bool is_normal(Value v) {
  return rt_is_instance(v) && rt_class_is_subclass(RT_AS(Instance, v)->cls, RT_AS(ClassObj, mod_state()->cls));
}

static double field(Value self, const char *name) {
  Value v = rt_instance_getattr_generic(self, name, false);
  double d = v.tag == RT_FLOAT ? v.as.f : 0.0;
  rt_decref(v);
  return d;
}

static double mu_of(Value self) { return field(self, "_mu"); }
static double sigma_of(Value self) { return field(self, "_sigma"); }

/* NormalDist(mu, sigma) (the class itself, as CPython's operators make). */
static Value make(Value mu, Value sigma) {
  Value args[2] = {mu, sigma};
  return rt_call(mod_state()->cls, 2, args, NULL);
}

static Value make_f(double mu, double sigma) { return make(rt_float(mu), rt_float(sigma)); }

static Value nd_init(ARGS) {
  (void)data;
  static const char *const names[] = {"self", "mu", "sigma"};
  Value a[3];
  py_parse_pyargs("NormalDist", argc, argv, kw, 3, names, 1, a);
  Value mu = rt_is_undef(a[1]) ? rt_float(0.0) : a[1], sigma = rt_is_undef(a[2]) ? rt_float(1.0) : a[2];
  Value zero = rt_float(0.0);
  Value lt = rt_binop(RT_OP_LT, sigma, zero);
  bool neg = rt_truthy(lt);
  rt_decref(lt);
  if (neg) rt_raise(RT_EXC_StatisticsError, "sigma must be non-negative");
  Value fl = rt_builtin_lookup("float");
  Value m = rt_call(fl, 1, &mu, NULL);
  int mark = rt_cleanup_push_value(&m);
  Value s = rt_call(fl, 1, &sigma, NULL);
  rt_cleanup_push_value(&s);
  rt_instance_setattr_generic(a[0], "_mu", m);
  rt_instance_setattr_generic(a[0], "_sigma", s);
  rt_cleanup_pop(mark, true);
  return rt_none();
}

/* from_samples(data): the mean and the sample standard deviation (stdev's rounding). */
static Value nd_from_samples(ARGS) {
  (void)data, (void)kw;
  if (argc != 2) rt_raise(RT_EXC_TypeError, "NormalDist.from_samples() takes 1 positional argument but %d were given", argc - 1);
  Value stats = rt_import("statistics"), list = rt_undef(), mean = rt_undef(), sd = rt_undef(), fn = rt_undef();
  int mark = rt_cleanup_push_value(&stats);
  rt_cleanup_push_value(&list);
  rt_cleanup_push_value(&mean);
  rt_cleanup_push_value(&sd);
  rt_cleanup_push_value(&fn);
  list = rt_call(rt_builtin_lookup("list"), 1, &argv[1], NULL);
  if (rt_len(list) < 2) rt_raise(RT_EXC_StatisticsError, "stdev requires at least two data points");
  fn = rt_getattr(stats, "stdev");
  sd = rt_call(fn, 1, &list, NULL);
  rt_decref(fn);
  fn = rt_getattr(stats, "mean");
  mean = rt_call(fn, 1, &list, NULL);
  Value args[2] = {mean, sd};
  Value r = rt_call(argv[0], 2, args, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

static void need_sigma(Value self, const char *what) {
  if (sigma_of(self) == 0.0) rt_raise(RT_EXC_StatisticsError, "%s() not defined when sigma is zero", what);
}

static double x_arg(const char *fname, int argc, const Value *argv, const Kwargs *kw) {
  if (kw && kw->n) rt_raise(RT_EXC_TypeError, "NormalDist.%s() takes no keyword arguments", fname);
  if (argc != 2) rt_raise(RT_EXC_TypeError, "NormalDist.%s() takes 2 positional arguments but %d were given", fname, argc);
  return rt_to_double(argv[1], NULL);
}

static Value nd_pdf(ARGS) {
  (void)data;
  double x = x_arg("pdf", argc, argv, kw), s = sigma_of(argv[0]), var = s * s;
  if (var == 0.0) rt_raise(RT_EXC_StatisticsError, "pdf() not defined when sigma is zero");
  double diff = x - mu_of(argv[0]);
  return rt_float(exp(diff * diff / (-2.0 * var)) / sqrt(2.0 * M_PI * var));
}

static Value nd_cdf(ARGS) {
  (void)data;
  double x = x_arg("cdf", argc, argv, kw);
  need_sigma(argv[0], "cdf");
  return rt_float(0.5 * (1.0 + erf((x - mu_of(argv[0])) / (sigma_of(argv[0]) * sqrt(2.0)))));
}

static double cdf_of(double x, double mu, double sigma) { return 0.5 * (1.0 + erf((x - mu) / (sigma * sqrt(2.0)))); }

/* overlap(other): 1 minus the cdf differences at the densities' crossing points (one point and
 * erf when the variances are equal); the pair ordered by (sigma, mu) so that it commutes. */
static Value nd_overlap(ARGS) {
  (void)data;
  static const char *const names[] = {"self", "other"};
  Value a[2];
  py_parse_pyargs("NormalDist.overlap", argc, argv, kw, 2, names, 2, a);
  if (!is_normal(a[1])) rt_raise(RT_EXC_TypeError, "Expected another NormalDist instance");
  double xm = mu_of(a[0]), xs = sigma_of(a[0]), ym = mu_of(a[1]), ys = sigma_of(a[1]);
  if (ys < xs || (ys == xs && ym < xm)) {
    double tm = xm, ts = xs;
    xm = ym, xs = ys;
    ym = tm, ys = ts;
  }
  double xv = xs * xs, yv = ys * ys;
  if (xv == 0.0 || yv == 0.0) rt_raise(RT_EXC_StatisticsError, "overlap() not defined when sigma is zero");
  double dv = yv - xv, dm = fabs(ym - xm);
  if (dv == 0.0) return rt_float(1.0 - erf(dm / (2.0 * xs * sqrt(2.0))));
  double av = xm * yv - ym * xv;
  double b = xs * ys * sqrt(dm * dm + dv * log(yv / xv));
  double x1 = (av + b) / dv, x2 = (av - b) / dv;
  return rt_float(1.0 - (fabs(cdf_of(x1, ym, ys) - cdf_of(x1, xm, xs)) + fabs(cdf_of(x2, ym, ys) - cdf_of(x2, xm, xs))));
}

/* Wichura (1988), Algorithm AS241: the p-quantile of N(mu, sigma). */
static double inv_cdf(double p, double mu, double sigma) {
  double q = p - 0.5, r, num, den;
  if (fabs(q) <= 0.425) {
    r = 0.180625 - q * q;
    num = (((((((2.5090809287301226727e+3 * r + 3.3430575583588128105e+4) * r + 6.7265770927008700853e+4) * r +
               4.5921953931549871457e+4) * r + 1.3731693765509461125e+4) * r + 1.9715909503065514427e+3) * r +
            1.3314166789178437745e+2) * r + 3.3871328727963666080e+0) * q;
    den = (((((((5.2264952788528545610e+3 * r + 2.8729085735721942674e+4) * r + 3.9307895800092710610e+4) * r +
               2.1213794301586595867e+4) * r + 5.3941960214247511077e+3) * r + 6.8718700749205790830e+2) * r +
            4.2313330701600911252e+1) * r + 1.0);
    return mu + (num / den) * sigma;
  }
  r = q <= 0.0 ? p : 1.0 - p;
  r = sqrt(-log(r));
  if (r <= 5.0) {
    r = r - 1.6;
    num = (((((((7.7454501427834140764e-4 * r + 2.2723844989269184583e-2) * r + 2.4178072517745061177e-1) * r +
               1.2704582524523683826e+0) * r + 3.6478483247632046050e+0) * r + 5.7694972214606914055e+0) * r +
            4.6303378461565452959e+0) * r + 1.4234371107496835773e+0);
    den = (((((((1.0507500716444168432e-9 * r + 5.4759380849953449460e-4) * r + 1.5198666563616457197e-2) * r +
               1.4810397642748007459e-1) * r + 6.8976733498510000455e-1) * r + 1.6763848301838038494e+0) * r +
            2.0531916266377588219e+0) * r + 1.0);
  } else {
    r = r - 5.0;
    num = (((((((2.0103343992922881327e-7 * r + 2.7115555687434875782e-5) * r + 1.2426609473880784386e-3) * r +
               2.6532189526576123093e-2) * r + 2.9656057182850489123e-1) * r + 1.7848265399172913358e+0) * r +
            5.4637849111641143699e+0) * r + 6.6579046435011037772e+0);
    den = (((((((2.0442631033899397856e-15 * r + 1.4215117583164458887e-7) * r + 1.8463183175100546818e-5) * r +
               7.8686913114561329059e-4) * r + 1.4875361290850614853e-2) * r + 1.3692988092273580531e-1) * r +
            5.9983220655588793769e-1) * r + 1.0);
  }
  double x = num / den;
  if (q < 0.0) x = -x;
  return mu + x * sigma;
}

static double checked_inv_cdf(Value self, double p) {
  if (p <= 0.0 || p >= 1.0) rt_raise(RT_EXC_StatisticsError, "p must be in the range 0.0 < p < 1.0");
  if (sigma_of(self) <= 0.0) rt_raise(RT_EXC_StatisticsError, "cdf() not defined when sigma at or below zero");
  return inv_cdf(p, mu_of(self), sigma_of(self));
}

static Value nd_inv_cdf(ARGS) {
  (void)data;
  return rt_float(checked_inv_cdf(argv[0], x_arg("inv_cdf", argc, argv, kw)));
}

static Value nd_quantiles(ARGS) {
  (void)data;
  static const char *const names[] = {"self", "n"};
  Value a[2];
  py_parse_pyargs("quantiles", argc, argv, kw, 2, names, 1, a);
  int64_t n = rt_is_undef(a[1]) ? 4 : rt_to_index(a[1], NULL);
  Value out = rt_list_new(0);
  int mark = rt_cleanup_push_value(&out);
  for (int64_t i = 1; i < n; i++) rt_list_append(out, rt_float(checked_inv_cdf(a[0], (double)i / (double)n)));
  rt_cleanup_pop(mark, false);
  return out;
}

static Value nd_zscore(ARGS) {
  (void)data;
  double x = x_arg("zscore", argc, argv, kw);
  need_sigma(argv[0], "zscore");
  return rt_float((x - mu_of(argv[0])) / sigma_of(argv[0]));
}

static Value nd_mu(ARGS) {
  (void)data, (void)argc, (void)kw;
  return rt_float(mu_of(argv[0]));
}

static Value nd_stdev(ARGS) {
  (void)data, (void)argc, (void)kw;
  return rt_float(sigma_of(argv[0]));
}

static Value nd_variance(ARGS) {
  (void)data, (void)argc, (void)kw;
  double s = sigma_of(argv[0]);
  return rt_float(s * s);
}

static double hypot2(double a, double b) {
  double v[2] = {fabs(a), fabs(b)};
  bool nan = isnan(v[0]) || isnan(v[1]);
  return py_vector_norm(2, v, v[0] > v[1] ? v[0] : v[1], nan);
}

/* x1 + x2 or x1 - x2: means combined, sigmas as the root of the summed variances; a constant
 * moves mu only (Python's arithmetic on mu, so 1 + N keeps working with any number). */
static Value shift(Value x1, Value x2, BinOp op) {
  if (is_normal(x2)) {
    double m = op == RT_OP_ADD ? mu_of(x1) + mu_of(x2) : mu_of(x1) - mu_of(x2);
    return make_f(m, hypot2(sigma_of(x1), sigma_of(x2)));
  }
  Value m = rt_binop(op, rt_float(mu_of(x1)), x2);
  int mark = rt_cleanup_push_value(&m);
  Value r = make(m, rt_float(sigma_of(x1)));
  rt_cleanup_pop(mark, true);
  return r;
}

static void two_args(const char *fname, int argc, const Kwargs *kw) {
  if (argc != 2 || (kw && kw->n)) rt_raise(RT_EXC_TypeError, "%s expected 1 argument", fname);
}

static Value nd_add(ARGS) {
  (void)data;
  two_args("__add__", argc, kw);
  return shift(argv[0], argv[1], RT_OP_ADD);
}

static Value nd_sub(ARGS) {
  (void)data;
  two_args("__sub__", argc, kw);
  return shift(argv[0], argv[1], RT_OP_SUB);
}

static Value nd_rsub(ARGS) { /* -(x1 - x2) */
  (void)data;
  two_args("__rsub__", argc, kw);
  Value d = shift(argv[0], argv[1], RT_OP_SUB);
  int mark = rt_cleanup_push_value(&d);
  Value r = make_f(-mu_of(d), sigma_of(d));
  rt_cleanup_pop(mark, true);
  return r;
}

/* x1 * k or x1 / k: both scaled, sigma by |k|. */
static Value scale(Value x1, Value k, BinOp op) {
  Value m = rt_binop(op, rt_float(mu_of(x1)), k);
  int mark = rt_cleanup_push_value(&m);
  double ak = fabs(rt_to_double(k, NULL));
  Value r = make(m, rt_float(op == RT_OP_MUL ? sigma_of(x1) * ak : sigma_of(x1) / ak));
  rt_cleanup_pop(mark, true);
  return r;
}

static Value nd_mul(ARGS) {
  (void)data;
  two_args("__mul__", argc, kw);
  return scale(argv[0], argv[1], RT_OP_MUL);
}

static Value nd_truediv(ARGS) {
  (void)data;
  two_args("__truediv__", argc, kw);
  return scale(argv[0], argv[1], RT_OP_TRUEDIV);
}

static Value nd_pos(ARGS) {
  (void)data, (void)argc, (void)kw;
  return make_f(mu_of(argv[0]), sigma_of(argv[0]));
}

static Value nd_neg(ARGS) {
  (void)data, (void)argc, (void)kw;
  return make_f(-mu_of(argv[0]), sigma_of(argv[0]));
}

static Value nd_eq(ARGS) {
  (void)data;
  two_args("__eq__", argc, kw);
  if (!is_normal(argv[1])) {
    Value ni = rt_notimplemented();
    rt_incref(ni);
    return ni;
  }
  return rt_bool(mu_of(argv[0]) == mu_of(argv[1]) && sigma_of(argv[0]) == sigma_of(argv[1]));
}

static Value nd_hash(ARGS) {
  (void)data, (void)argc, (void)kw;
  Value t[2] = {rt_float(mu_of(argv[0])), rt_float(sigma_of(argv[0]))};
  Value tup = rt_tuple_from(2, t);
  int mark = rt_cleanup_push_value(&tup);
  int64_t h = rt_hash(tup);
  rt_cleanup_pop(mark, true);
  return rt_int(h);
}

static Value nd_repr(ARGS) {
  (void)data, (void)argc, (void)kw;
  Value m = rt_repr(rt_float(mu_of(argv[0])));
  int mark = rt_cleanup_push_value(&m);
  Value s = rt_repr(rt_float(sigma_of(argv[0])));
  rt_cleanup_push_value(&s);
  Value r = rt_str_printf("%s(mu=%s, sigma=%s)", rt_user_class_of(argv[0])->name, rt_str_data(m), rt_str_data(s));
  rt_cleanup_pop(mark, true);
  return r;
}

static void set_method(Value cls, const char *name, NativeFn fn) {
  char qual[64];
  snprintf(qual, sizeof qual, "NormalDist.%s", name);
  rt_class_set(RT_AS(ClassObj, cls), name, rt_native_method_new(name, qual, fn, rt_none()));
}

void rt_statistics_normal_init(Value m) {
  Value bases = rt_tuple_new(0);
  Value cls = rt_class_new("NormalDist", bases);
  rt_decref(bases);
  rt_class_set(RT_AS(ClassObj, cls), "__module__", rt_str_from_c("statistics"));
  static const struct {
    const char *name;
    NativeFn fn;
  } methods[] = {
      {"__init__", nd_init},       {"pdf", nd_pdf},           {"cdf", nd_cdf},
      {"inv_cdf", nd_inv_cdf},     {"quantiles", nd_quantiles}, {"zscore", nd_zscore},
      {"overlap", nd_overlap},
      {"__add__", nd_add},         {"__radd__", nd_add},      {"__sub__", nd_sub},
      {"__rsub__", nd_rsub},       {"__mul__", nd_mul},       {"__rmul__", nd_mul},
      {"__truediv__", nd_truediv}, {"__pos__", nd_pos},       {"__neg__", nd_neg},
      {"__eq__", nd_eq},           {"__hash__", nd_hash},     {"__repr__", nd_repr},
  };
  for (size_t k = 0; k < sizeof methods / sizeof methods[0]; k++) set_method(cls, methods[k].name, methods[k].fn);
  static const struct {
    const char *name;
    NativeFn fn;
  } props[] = {{"mean", nd_mu}, {"median", nd_mu}, {"mode", nd_mu}, {"stdev", nd_stdev}, {"variance", nd_variance}};
  for (size_t k = 0; k < sizeof props / sizeof props[0]; k++) {
    Value getter = rt_native_method_new(props[k].name, props[k].name, props[k].fn, rt_none());
    Value prop = rt_call(rt_builtin_lookup("property"), 1, &getter, NULL);
    rt_decref(getter);
    rt_class_set(RT_AS(ClassObj, cls), props[k].name, prop);
  }
  Value f = rt_native_method_new("from_samples", "NormalDist.from_samples", nd_from_samples, rt_none());
  rt_class_set(RT_AS(ClassObj, cls), "from_samples", rt_wrapped_new(&rt_classmethod_type, f));
  rt_decref(f);
  rt_class_finish(cls, rt_none());
  mod_state()->cls = cls;
  rt_module_set(m, "NormalDist", cls);
}
