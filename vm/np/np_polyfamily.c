/* np_polyfamily.c — the table of numpy.polynomial's families (power series, Chebyshev,
 * Legendre, Hermite, HermiteE, Laguerre) and the module each has: <prefix>add, sub, mul, mulx,
 * div, pow, val, der, int, vander, fit, roots, fromroots, line, trim, companion, gauss and
 * weight (where the family has them), val2d/val3d/grid2d/grid3d, the constants <prefix>domain,
 * zero, one and x, and the family's class (np_polyclass.c). One native function serves every
 * module function: its bound self is family * NOPS + operation, and the family's table does
 * the work. Argument names and defaults are NumPy 1.24's. */
#include "../base/error.h"
#include "np_polyseries.h"
#include "np_stats.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

const NpPolyBasis *const np_poly_families[NP_POLY_NFAMILIES] = {
    &np_power_basis, &np_cheb_basis, &np_leg_basis, &np_herm_basis, &np_herme_basis, &np_lag_basis,
};

enum {
  OP_VAL, OP_ADD, OP_SUB, OP_MUL, OP_MULX, OP_DIV, OP_POW, OP_DER, OP_INT, OP_VANDER, OP_FIT,
  OP_ROOTS, OP_FROMROOTS, OP_LINE, OP_TRIM, OP_COMPANION, OP_GAUSS, OP_WEIGHT,
  OP_VAL2D, OP_VAL3D, OP_GRID2D, OP_GRID3D, OP_VANDER2D, OP_VANDER3D, NOPS
};

/* The names outlive the module's functions, which keep pointers to them. */
#define NAMES(p)                                                                                \
  {                                                                                             \
    #p "val", #p "add", #p "sub", #p "mul", #p "mulx", #p "div", #p "pow", #p "der", #p "int",  \
        #p "vander", #p "fit", #p "roots", #p "fromroots", #p "line", #p "trim", #p "companion", \
        #p "gauss", #p "weight", #p "val2d", #p "val3d", #p "grid2d", #p "grid3d",              \
        #p "vander2d", #p "vander3d"                                                            \
  }
static const char *const fn_names[NP_POLY_NFAMILIES][NOPS] = {
    NAMES(poly), NAMES(cheb), NAMES(leg), NAMES(herm), NAMES(herme), NAMES(lag),
};
static const char *const const_names[NP_POLY_NFAMILIES][4] = {
    {"polydomain", "polyzero", "polyone", "polyx"},     {"chebdomain", "chebzero", "chebone", "chebx"},
    {"legdomain", "legzero", "legone", "legx"},         {"hermdomain", "hermzero", "hermone", "hermx"},
    {"hermedomain", "hermezero", "hermeone", "hermex"}, {"lagdomain", "lagzero", "lagone", "lagx"},
};

static const struct {
  int n, req;
  const char *const args[6];
} specs[NOPS] = {
    [OP_VAL] = {3, 2, {"x", "c", "tensor"}},
    [OP_ADD] = {2, 2, {"c1", "c2"}},
    [OP_SUB] = {2, 2, {"c1", "c2"}},
    [OP_MUL] = {2, 2, {"c1", "c2"}},
    [OP_MULX] = {1, 1, {"c"}},
    [OP_DIV] = {2, 2, {"c1", "c2"}},
    [OP_POW] = {3, 2, {"c", "pow", "maxpower"}},
    [OP_DER] = {4, 1, {"c", "m", "scl", "axis"}},
    [OP_INT] = {6, 1, {"c", "m", "k", "lbnd", "scl", "axis"}},
    [OP_VANDER] = {2, 2, {"x", "deg"}},
    [OP_FIT] = {6, 3, {"x", "y", "deg", "rcond", "full", "w"}},
    [OP_ROOTS] = {1, 1, {"c"}},
    [OP_FROMROOTS] = {1, 1, {"roots"}},
    [OP_LINE] = {2, 2, {"off", "scl"}},
    [OP_TRIM] = {2, 1, {"c", "tol"}},
    [OP_COMPANION] = {1, 1, {"c"}},
    [OP_GAUSS] = {1, 1, {"deg"}},
    [OP_WEIGHT] = {1, 1, {"x"}},
    [OP_VAL2D] = {3, 3, {"x", "y", "c"}},
    [OP_VAL3D] = {4, 4, {"x", "y", "z", "c"}},
    [OP_GRID2D] = {3, 3, {"x", "y", "c"}},
    [OP_GRID3D] = {4, 4, {"x", "y", "z", "c"}},
    [OP_VANDER2D] = {3, 3, {"x", "y", "deg"}},
    [OP_VANDER3D] = {4, 4, {"x", "y", "z", "deg"}},
};

static Value or_default(Value v, Value d) { return rt_is_undef(v) ? d : v; }

/* <prefix>int: k's default is a fresh empty list. */
static Value call_int(const NpPolyBasis *b, const Value *v) {
  Value k = rt_is_undef(v[2]) ? rt_list_new(0) : (rt_incref(v[2]), v[2]);
  int mark = rt_cleanup_push_value(&k);
  Value r = np_pf_int(b, v[0], or_default(v[1], rt_int(1)), k, or_default(v[3], rt_int(0)),
                      or_default(v[4], rt_int(1)), or_default(v[5], rt_int(0)));
  rt_cleanup_pop(mark, true);
  return r;
}

/* polyutils._vander_nd_flat: the points as one float array, each axis's vander laid along
 * its own axis (V_i[..., None, :, None]) and multiplied in order, the degree axes merged. */
static Value vander_nd(const NpPolyBasis *b, int nd, const Value *v) {
  if (rt_len(v[nd]) != nd)
    rt_raise(RT_EXC_ValueError, "Expected %d dimensions of degrees, got %lld", nd,
             (long long)rt_len(v[nd]));
  Value t[4] = {rt_tuple_from(nd, v), rt_undef(), rt_undef(), rt_undef()};
  int mark = rt_cleanup_push_value(&t[0]);
  for (int i = 1; i < 4; i++) rt_cleanup_push_value(&t[i]);
  t[1] = np_call1("array", t[0]);
  np_ps_put(&t[1], rt_binop(RT_OP_ADD, t[1], rt_float(0.0)));
  for (int i = 0; i < nd; i++) {
    Value p = rt_getitem(t[1], rt_int(i)), d = rt_undef(), vi = rt_undef(), key = rt_tuple_new(nd + 1);
    int m2 = rt_cleanup_push_value(&p);
    rt_cleanup_push_value(&d);
    rt_cleanup_push_value(&vi);
    rt_cleanup_push_value(&key);
    d = rt_getitem(v[nd], rt_int(i));
    vi = b->vander(p, d);
    rt_tuple_set(key, 0, rt_ellipsis());
    for (int k = 0; k < nd; k++)
      rt_tuple_set(key, k + 1, k == i ? rt_slice_new(rt_none(), rt_none(), rt_none()) : rt_none());
    np_ps_put(&t[2], rt_getitem(vi, key));
    if (rt_is_undef(t[3])) t[3] = (rt_incref(t[2]), t[2]);
    else np_ps_put(&t[3], rt_binop(RT_OP_MUL, t[3], t[2]));
    rt_cleanup_pop(m2, true);
  }
  Array *r = RT_AS(Array, t[3]);
  int64_t shape[RT_MAXDIM];
  int out_nd = r->ndim - nd + 1;
  for (int k = 0; k < out_nd - 1; k++) shape[k] = r->shape[k];
  shape[out_nd - 1] = -1;
  Value res = np_array_reshape(t[3], out_nd, shape);
  rt_cleanup_pop(mark, true);
  return res;
}

static Value call_op(const NpPolyBasis *b, int op, const Value *v) {
  Value quo, rem;
  switch (op) {
  case OP_VAL: return b->val(v[0], v[1], rt_is_undef(v[2]) || rt_truthy(v[2]));
  case OP_ADD: return b->add(v[0], v[1]);
  case OP_SUB: return b->sub(v[0], v[1]);
  case OP_MUL: return b->mul(v[0], v[1]);
  case OP_MULX: return b->mulx(v[0]);
  case OP_DIV: b->divmod(v[0], v[1], &quo, &rem); return rt_tuple_pair(quo, rem);
  case OP_POW:
    return b->pow(v[0], v[1], rt_is_undef(v[2]) ? b->maxpower : rt_is_none(v[2]) ? -1 : rt_to_index(v[2], "maxpower"));
  case OP_DER:
    return np_pf_der(b, v[0], or_default(v[1], rt_int(1)), or_default(v[2], rt_int(1)), or_default(v[3], rt_int(0)));
  case OP_INT: return call_int(b, v);
  case OP_VANDER: return b->vander(v[0], v[1]);
  case OP_FIT: return np_pf_fit(b, v[0], v[1], v[2], v[3], np_given(v[4]) && rt_truthy(v[4]), v[5]);
  case OP_ROOTS: return np_pf_roots(b, v[0]);
  case OP_FROMROOTS: return np_pf_fromroots(b, v[0]);
  case OP_LINE: return b->line(v[0], v[1]);
  case OP_TRIM: return np_ps_trimcoef(v[0], or_default(v[1], rt_int(0)));
  case OP_COMPANION: return np_pf_companion(b, v[0]);
  case OP_GAUSS: return b->gauss(v[0]);
  case OP_WEIGHT: return b->weight(v[0]);
  case OP_VAL2D: return np_ps_valnd(b->val, v[2], 2, v);
  case OP_VAL3D: return np_ps_valnd(b->val, v[3], 3, v);
  case OP_GRID2D: return np_ps_gridnd(b->val, v[2], 2, v);
  case OP_VANDER2D: return vander_nd(b, 2, v);
  case OP_VANDER3D: return vander_nd(b, 3, v);
  default: return np_ps_gridnd(b->val, v[3], 3, v);
  }
}

static Value f_family(Value self, int argc, const Value *argv, const Kwargs *kw) {
  int fam = (int)(self.as.i / NOPS), op = (int)(self.as.i % NOPS);
  Value v[6];
  /* NumPy's <prefix>trim is polyutils.trimcoef itself */
  const char *fname = op == OP_TRIM ? "trimcoef" : fn_names[fam][op];
  rt_parse_args(fname, argc, argv, kw, specs[op].n, specs[op].args, specs[op].req, v);
  return call_op(np_poly_families[fam], op, v);
}

static Value constant(int n, const double *items, bool as_float) {
  int64_t len = n;
  Value a = rt_array_new(as_float ? DT_FLOAT64 : DT_INT64, 1, &len, false);
  for (int i = 0; i < n; i++) {
    if (as_float) ((double *)RT_AS(Array, a)->data)[i] = items[i];
    else ((int64_t *)RT_AS(Array, a)->data)[i] = (int64_t)items[i];
  }
  return a;
}

void np_polyfamily_module_init(Value m, const NpPolyBasis *b) {
  for (int op = 0; op < NOPS; op++) {
    if ((op == OP_GAUSS && !b->gauss) || (op == OP_WEIGHT && !b->weight)) continue;
    const char *name = fn_names[b->index][op];
    rt_module_set(m, name, rt_native_bind(name, f_family, rt_int(b->index * NOPS + op)));
  }
  const double dom[2] = {(double)b->domain[0], (double)b->domain[1]}, zero[1] = {0}, one[1] = {1};
  const char *const *cn = const_names[b->index];
  rt_module_set(m, cn[0], constant(2, dom, false));
  rt_module_set(m, cn[1], constant(1, zero, false));
  rt_module_set(m, cn[2], constant(1, one, false));
  rt_module_set(m, cn[3], constant(2, b->x, b->x_float));
  np_polyconv_register(m, b);
  Value cls = np_polybasis_class(b);
  rt_incref(cls);
  rt_module_set(m, b->name, cls);
}

void np_polynomial_series_module_init(Value m) { np_polyfamily_module_init(m, &np_power_basis); }
void np_chebyshev_module_init(Value m) {
  np_polyfamily_module_init(m, &np_cheb_basis);
  np_chebpts_register(m);
}
void np_legendre_module_init(Value m) { np_polyfamily_module_init(m, &np_leg_basis); }
void np_hermite_module_init(Value m) { np_polyfamily_module_init(m, &np_herm_basis); }
void np_hermite_e_module_init(Value m) { np_polyfamily_module_init(m, &np_herme_basis); }
void np_laguerre_module_init(Value m) { np_polyfamily_module_init(m, &np_lag_basis); }
