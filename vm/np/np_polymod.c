/* np_polymod.c — the numpy.polynomial.polynomial module: its functions (argument parsing as
 * NumPy 1.24 names them, the work in np_polyseries.c), its constants (polydomain, polyzero,
 * polyone, polyx) and the Polynomial class (np_polyclass.c). */
#include <stdio.h>

#include "../base/error.h"
#include "np_polyseries.h"
#include "np_stats.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw
#define PARSE(fname, n, req, ...)                              \
  (void)self;                                                  \
  static const char *const names[] = {__VA_ARGS__};            \
  Value v[n];                                                  \
  rt_parse_args(fname, argc, argv, kw, n, names, req, v)

static Value or_default(Value v, Value d) { return rt_is_undef(v) ? d : v; }

static Value f_polyadd(ARGS) {
  PARSE("polyadd", 2, 2, "c1", "c2");
  return np_ps_add(v[0], v[1]);
}

static Value f_polysub(ARGS) {
  PARSE("polysub", 2, 2, "c1", "c2");
  return np_ps_sub(v[0], v[1]);
}

static Value f_polymul(ARGS) {
  PARSE("polymul", 2, 2, "c1", "c2");
  return np_ps_mul(v[0], v[1]);
}

static Value f_polymulx(ARGS) {
  PARSE("polymulx", 1, 1, "c");
  return np_ps_mulx(v[0]);
}

static Value f_polydiv(ARGS) {
  PARSE("polydiv", 2, 2, "c1", "c2");
  Value quo, rem;
  np_ps_divmod(v[0], v[1], &quo, &rem);
  Value t = rt_tuple_new(2);
  rt_tuple_set(t, 0, quo);
  rt_tuple_set(t, 1, rem);
  return t;
}

static Value f_polypow(ARGS) {
  PARSE("polypow", 3, 2, "c", "pow", "maxpower");
  int64_t maxpower = np_given(v[2]) ? rt_to_index(v[2], "maxpower") : -1;
  return np_ps_pow(v[0], v[1], maxpower);
}

static Value f_polyval(ARGS) {
  PARSE("polyval", 3, 2, "x", "c", "tensor");
  return np_ps_val(v[0], v[1], rt_is_undef(v[2]) || rt_truthy(v[2]));
}

static Value f_polyder(ARGS) {
  PARSE("polyder", 4, 1, "c", "m", "scl", "axis");
  return np_ps_der(v[0], or_default(v[1], rt_int(1)), or_default(v[2], rt_int(1)),
                   or_default(v[3], rt_int(0)));
}

static Value f_polyint(ARGS) {
  PARSE("polyint", 6, 1, "c", "m", "k", "lbnd", "scl", "axis");
  Value k = rt_is_undef(v[2]) ? rt_list_new(0) : (rt_incref(v[2]), v[2]);
  int mark = rt_cleanup_push_value(&k);
  Value r = np_ps_int(v[0], or_default(v[1], rt_int(1)), k, or_default(v[3], rt_int(0)),
                      or_default(v[4], rt_int(1)), or_default(v[5], rt_int(0)));
  rt_cleanup_pop(mark, true);
  return r;
}

static Value f_polyvander(ARGS) {
  PARSE("polyvander", 2, 2, "x", "deg");
  return np_ps_vander(v[0], v[1]);
}

static Value f_polyfit(ARGS) {
  PARSE("polyfit", 6, 3, "x", "y", "deg", "rcond", "full", "w");
  return np_ps_fit(v[0], v[1], v[2], v[3], np_given(v[4]) && rt_truthy(v[4]), v[5]);
}

static Value f_polyroots(ARGS) {
  PARSE("polyroots", 1, 1, "c");
  return np_ps_roots(v[0]);
}

static Value f_polyfromroots(ARGS) {
  PARSE("polyfromroots", 1, 1, "roots");
  return np_ps_fromroots(v[0]);
}

static Value f_polyline(ARGS) {
  PARSE("polyline", 2, 2, "off", "scl");
  return np_ps_line(v[0], v[1]);
}

static Value f_polytrim(ARGS) {
  PARSE("trimcoef", 2, 1, "c", "tol");
  return np_ps_trimcoef(v[0], or_default(v[1], rt_int(0)));
}

/* ---- <prefix>val2d/val3d/grid2d/grid3d: self is the bound int slot*4 + kind (bit 1: grid,
 * bit 0: three dimensions); the slot names the basis' val function. ---- */

enum { MAX_VALS = 4 };
static NpVal nd_vals[MAX_VALS];
static char nd_names[MAX_VALS][4][24];

static Value f_nd(Value self, int argc, const Value *argv, const Kwargs *kw) {
  int code = (int)self.as.i, slot = code / 4, kind = code % 4, n = kind & 1 ? 3 : 2;
  static const char *const names3[] = {"x", "y", "z", "c"}, *const names2[] = {"x", "y", "c"};
  Value v[4];
  rt_parse_args(nd_names[slot][kind], argc, argv, kw, n + 1, n == 3 ? names3 : names2, n + 1, v);
  return (kind & 2 ? np_ps_gridnd : np_ps_valnd)(nd_vals[slot], v[n], n, v);
}

void np_ps_add_nd_functions(Value m, const char *prefix, NpVal val) {
  int slot = 0;
  while (slot < MAX_VALS && nd_vals[slot] && nd_vals[slot] != val) slot++;
  if (slot == MAX_VALS) return;
  nd_vals[slot] = val;
  static const char *const suffix[4] = {"val2d", "val3d", "grid2d", "grid3d"};
  for (int k = 0; k < 4; k++) {
    snprintf(nd_names[slot][k], sizeof nd_names[slot][k], "%s%s", prefix, suffix[k]);
    rt_module_set(m, nd_names[slot][k], rt_native_bind(nd_names[slot][k], f_nd, rt_int(slot * 4 + k)));
  }
}

static Value int_array(int n, const int64_t *items) {
  int64_t len = n;
  Value a = rt_array_new(DT_INT64, 1, &len, false);
  for (int i = 0; i < n; i++) ((int64_t *)RT_AS(Array, a)->data)[i] = items[i];
  return a;
}

const NpPolyBasis np_power_basis = {
    "Polynomial", "<class 'numpy.polynomial.polynomial.Polynomial'>", NULL,
    np_ps_add, np_ps_sub, np_ps_mul, np_ps_divmod, np_ps_pow, np_ps_val, np_ps_der, np_ps_int,
    np_ps_fit, np_ps_line, np_ps_roots, np_ps_fromroots,
};

void np_polynomial_series_module_init(Value m) {
  static const struct {
    const char *name;
    NativeFn fn;
  } fns[] = {
      {"polyadd", f_polyadd},     {"polysub", f_polysub},       {"polymul", f_polymul},
      {"polymulx", f_polymulx},   {"polydiv", f_polydiv},       {"polypow", f_polypow},
      {"polyval", f_polyval},     {"polyder", f_polyder},       {"polyint", f_polyint},
      {"polyvander", f_polyvander}, {"polyfit", f_polyfit},     {"polyroots", f_polyroots},
      {"polyfromroots", f_polyfromroots}, {"polyline", f_polyline}, {"polytrim", f_polytrim},
  };
  for (size_t i = 0; i < sizeof fns / sizeof fns[0]; i++) rt_module_add_fn(m, fns[i].name, fns[i].fn);
  static const int64_t dom[2] = {-1, 1}, zero[1] = {0}, one[1] = {1}, x[2] = {0, 1};
  rt_module_set(m, "polydomain", int_array(2, dom));
  rt_module_set(m, "polyzero", int_array(1, zero));
  rt_module_set(m, "polyone", int_array(1, one));
  rt_module_set(m, "polyx", int_array(2, x));
  np_ps_add_nd_functions(m, "poly", np_ps_val);
  Value cls = np_polybasis_class(&np_power_basis);
  rt_incref(cls);
  rt_module_set(m, "Polynomial", cls);
}
