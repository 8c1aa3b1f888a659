/* statistics_bivar.c — the statistics functions of two variables: covariance, correlation
 * (Pearson's) and linear_regression (least squares, `proportional=True` through the origin),
 * whose answer is the namedtuple LinearRegression(slope, intercept). As CPython computes them:
 * the means are math.fsum(x) / n, and each sum of products of deviations is a math.fsum of the
 * float products, so the results agree to the last bit. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/class.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"
#include "modlib.h"
#include "py.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw

typedef struct ModState {
  Value regression_class; /* borrowed: the module holds it */
} ModState;

/* per VM (runtime.h): a second VM importing the module makes its own, and this one's stay */
static RtStateKey mod_key = {"statistics.linear_regression", sizeof(ModState), NULL, NULL, 0};
static ModState *mod_state(void) { return rt_runtime_state(&mod_key); }

/* math.fsum of the n doubles. */
static double fsum(const double *v, int64_t n) {
  Value l = rt_list_new(n);
  int mark = rt_cleanup_push_value(&l);
  for (int64_t k = 0; k < n; k++) rt_list_append(l, rt_float(v[k]));
  Value math = rt_import("math");
  rt_cleanup_push_value(&math);
  Value r = rt_call(rt_module_lookup(math, "fsum"), 1, &l, NULL);
  double s = r.as.f;
  rt_decref(r);
  rt_cleanup_pop(mark, true);
  return s;
}

typedef struct Sums {
  double xbar, ybar, sxy, sxx, syy;
  int64_t n;
} Sums;

/* The two samples as doubles, checked as `what` words it; the means and the sums of products
 * of deviations (of the values themselves when through the origin). */
static Sums sums(const char *what, Value xs, Value ys, bool proportional) {
  rt_len(xs); /* sequences only, as CPython's len(x) and len(y) say */
  rt_len(ys);
  Value x = rt_it_pool(xs);
  int mark = rt_cleanup_push_value(&x);
  Value y = rt_it_pool(ys);
  rt_cleanup_push_value(&y);
  int64_t n = RT_AS(Tuple, x)->n;
  if (RT_AS(Tuple, y)->n != n) {
    rt_raise(RT_EXC_StatisticsError, "%s requires that both inputs have same number of data points", what);
  }
  if (n < 2) rt_raise(RT_EXC_StatisticsError, "%s requires at least two data points", what);
  double *buf = rt_malloc(sizeof(double) * (size_t)n * 3);
  rt_cleanup_push(free, buf);
  double *dx = buf, *dy = buf + n, *p = buf + 2 * n;
  for (int64_t k = 0; k < n; k++) {
    dx[k] = rt_to_double(RT_AS(Tuple, x)->items[k], "data");
    dy[k] = rt_to_double(RT_AS(Tuple, y)->items[k], "data");
  }
  Sums s = {0, 0, 0, 0, 0, n};
  if (!proportional) {
    s.xbar = fsum(dx, n) / (double)n;
    s.ybar = fsum(dy, n) / (double)n;
    for (int64_t k = 0; k < n; k++) dx[k] -= s.xbar, dy[k] -= s.ybar;
  }
  for (int64_t k = 0; k < n; k++) p[k] = dx[k] * dy[k];
  s.sxy = fsum(p, n);
  for (int64_t k = 0; k < n; k++) p[k] = dx[k] * dx[k];
  s.sxx = fsum(p, n);
  for (int64_t k = 0; k < n; k++) p[k] = dy[k] * dy[k];
  s.syy = fsum(p, n);
  rt_cleanup_pop(mark, true);
  return s;
}

static Value st_covariance(ARGS) {
  (void)self;
  rt_check_args("covariance", argc, kw, 2, 2, RT_ARGS_CLINIC);
  Sums s = sums("covariance", argv[0], argv[1], false);
  return rt_float(s.sxy / (double)(s.n - 1));
}

static Value st_correlation(ARGS) {
  (void)self;
  rt_check_args("correlation", argc, kw, 2, 2, RT_ARGS_CLINIC);
  Sums s = sums("correlation", argv[0], argv[1], false);
  double d = sqrt(s.sxx * s.syy);
  if (d == 0.0) rt_raise(RT_EXC_StatisticsError, "at least one of the inputs is constant");
  return rt_float(s.sxy / d);
}

static Value st_linear_regression(ARGS) {
  (void)self;
  static const char *const names[] = {"x", "y", "proportional"};
  Value a[3];
  rt_bind_pyargs("linear_regression", argc, argv, kw, 3, names, 2, a);
  bool prop = !rt_is_undef(a[2]) && rt_truthy(a[2]);
  Sums s = sums("linear regression", a[0], a[1], prop);
  if (s.sxx == 0.0) rt_raise(RT_EXC_StatisticsError, "x is constant");
  double slope = s.sxy / s.sxx;
  Value fields[2] = {rt_float(slope), rt_float(prop ? 0.0 : s.ybar - slope * s.xbar)};
  return rt_call(mod_state()->regression_class, 2, fields, NULL);
}

void rt_statistics_bivar_init(Value m) {
  ModState *st = mod_state();
  rt_module_add_fn(m, "covariance", st_covariance);
  rt_module_add_fn(m, "correlation", st_correlation);
  rt_module_add_fn(m, "linear_regression", st_linear_regression);
  Value collections = rt_import("collections");
  int mark = rt_cleanup_push_value(&collections);
  Value nt = rt_getattr(collections, "namedtuple");
  rt_cleanup_push_value(&nt);
  Value args[2] = {rt_str_from_c("LinearRegression"), rt_str_from_c("slope intercept")};
  rt_cleanup_push_value(&args[0]);
  rt_cleanup_push_value(&args[1]);
  st->regression_class = rt_call(nt, 2, args, NULL);
  rt_class_set(RT_AS(ClassObj, st->regression_class), "__module__", rt_str_from_c("statistics"));
  rt_module_set(m, "LinearRegression", st->regression_class);
  rt_cleanup_pop(mark, true);
}
