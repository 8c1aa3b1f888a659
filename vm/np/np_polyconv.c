/* np_polyconv.c — numpy.polynomial's basis conversions: poly2cheb/cheb2poly, poly2leg/leg2poly,
 * poly2herm/herm2poly, poly2herme/herme2poly and poly2lag/lag2poly. poly2<X> is Horner's rule
 * in basis X (res = Xadd(Xmulx(res), pol[i]) from the top); <X>2poly runs the family's
 * three-term recurrence backwards with the power series' add, sub and mulx. Each step is
 * NumPy 1.24's expression, in its order, so the results are its bits. */
#include "../base/error.h"
#include "np_polyseries.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

static Value mul_i(Value a, int64_t k) { return rt_binop(RT_OP_MUL, a, rt_int(k)); }
static Value div_i(Value a, int64_t k) { return rt_binop(RT_OP_TRUEDIV, a, rt_int(k)); }

static Value f_poly2x(Value self, int argc, const Value *argv, const Kwargs *kw) {
  const NpPolyBasis *b = np_poly_families[self.as.i];
  static const char *const names[] = {"pol"};
  static const char *const fnames[] = {"", "poly2cheb", "poly2leg", "poly2herm", "poly2herme",
                                       "poly2lag"};
  Value v[1];
  rt_parse_args(fnames[b->index], argc, argv, kw, 1, names, 1, v);
  Value pol = np_ps_as_series1(v[0], true), res = rt_int(0);
  int mark = rt_cleanup_push_value(&pol);
  rt_cleanup_push_value(&res);
  for (int64_t i = np_ps_len(pol) - 1; i >= 0; i--) {
    Value m = b->mulx(res), p = rt_undef();
    int m2 = rt_cleanup_push_value(&m);
    rt_cleanup_push_value(&p);
    p = np_ps_item(pol, i);
    np_ps_put(&res, b->add(m, p));
    rt_cleanup_pop(m2, true);
  }
  rt_incref(res);
  rt_cleanup_pop(mark, true);
  return res;
}

/* One step of <X>2poly at degree i: c0, c1 <- the family's recurrence (ci = c[i - 2]). */
static void back_step(int fam, Value ci, int64_t i, Value *c0, Value *c1) {
  Value t[4] = {rt_undef(), rt_undef(), rt_undef(), rt_undef()};
  int mark = rt_cleanup_push_value(&t[0]);
  for (int k = 1; k < 4; k++) rt_cleanup_push_value(&t[k]);
  Value tmp = *c0;
  t[3] = tmp; /* c0's old value, released at the end */
  *c0 = rt_undef();
  switch (fam) {
  case 1: /* cheb */
    *c0 = np_ps_sub(ci, *c1);
    t[0] = np_ps_mulx(*c1), t[1] = mul_i(t[0], 2);
    np_ps_put(c1, np_ps_add(tmp, t[1]));
    break;
  case 2: /* leg */
    t[0] = mul_i(*c1, i - 1), t[1] = div_i(t[0], i);
    *c0 = np_ps_sub(ci, t[1]);
    np_ps_put(&t[0], np_ps_mulx(*c1)), np_ps_put(&t[1], mul_i(t[0], 2 * i - 1));
    t[2] = div_i(t[1], i);
    np_ps_put(c1, np_ps_add(tmp, t[2]));
    break;
  case 3: /* herm */
    t[0] = mul_i(*c1, 2 * (i - 1));
    *c0 = np_ps_sub(ci, t[0]);
    np_ps_put(&t[0], np_ps_mulx(*c1)), t[1] = mul_i(t[0], 2);
    np_ps_put(c1, np_ps_add(tmp, t[1]));
    break;
  case 4: /* herme */
    t[0] = mul_i(*c1, i - 1);
    *c0 = np_ps_sub(ci, t[0]);
    t[1] = np_ps_mulx(*c1);
    np_ps_put(c1, np_ps_add(tmp, t[1]));
    break;
  default: /* lag */
    t[0] = mul_i(*c1, i - 1), t[1] = div_i(t[0], i);
    *c0 = np_ps_sub(ci, t[1]);
    np_ps_put(&t[0], rt_binop(RT_OP_MUL, rt_int(2 * i - 1), *c1));
    np_ps_put(&t[1], np_ps_mulx(*c1));
    t[2] = np_ps_sub(t[0], t[1]);
    np_ps_put(&t[0], div_i(t[2], i));
    np_ps_put(c1, np_ps_add(tmp, t[0]));
    break;
  }
  rt_cleanup_pop(mark, true);
}

/* The last step: polyadd(c0, polymulx(c1)) (times 2 for herm; c1 - mulx(c1) for lag). */
static Value last_step(int fam, Value c0, Value c1) {
  Value m = np_ps_mulx(c1), t = rt_undef();
  int mark = rt_cleanup_push_value(&m);
  rt_cleanup_push_value(&t);
  if (fam == 3) t = mul_i(m, 2);
  else if (fam == 5) t = np_ps_sub(c1, m);
  Value r = np_ps_add(c0, rt_is_undef(t) ? m : t);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value f_x2poly(Value self, int argc, const Value *argv, const Kwargs *kw) {
  int fam = (int)self.as.i;
  static const char *const names[] = {"c"};
  static const char *const fnames[] = {"", "cheb2poly", "leg2poly", "herm2poly", "herme2poly",
                                       "lag2poly"};
  Value v[1];
  rt_parse_args(fnames[fam], argc, argv, kw, 1, names, 1, v);
  Value c = np_ps_as_series1(v[0], true);
  int64_t n = np_ps_len(c);
  /* short series are their own power series (herm2poly doubles c[1]) */
  if (n == 1 || (n == 2 && fam != 3 && fam != 5)) return c;
  int mark = rt_cleanup_push_value(&c);
  if (n == 2 && fam == 3) { /* c[1] *= 2 */
    Value c1 = np_ps_item(c, 1);
    rt_cleanup_push_value(&c1);
    np_ps_setitem(c, 1, mul_i(c1, 2));
    rt_cleanup_pop(mark + 1, true);
    rt_cleanup_pop(mark, false);
    return c;
  }
  Value c0 = np_ps_item(c, -2), c1 = rt_undef();
  rt_cleanup_push_value(&c0);
  rt_cleanup_push_value(&c1);
  c1 = np_ps_item(c, -1);
  for (int64_t i = n - 1; i > 1; i--) {
    Value ci = np_ps_item(c, i - 2);
    int m2 = rt_cleanup_push_value(&ci);
    back_step(fam, ci, i, &c0, &c1);
    rt_cleanup_pop(m2, true);
  }
  Value r = last_step(fam, c0, c1);
  rt_cleanup_pop(mark, true);
  return r;
}

void np_polyconv_register(Value m, const NpPolyBasis *b) {
  static const char *const to[] = {"", "poly2cheb", "poly2leg", "poly2herm", "poly2herme", "poly2lag"};
  static const char *const from[] = {"", "cheb2poly", "leg2poly", "herm2poly", "herme2poly", "lag2poly"};
  if (b->index < 1 || b->index > 5) return;
  rt_module_set(m, to[b->index], rt_native_bind(to[b->index], f_poly2x, rt_int(b->index)));
  rt_module_set(m, from[b->index], rt_native_bind(from[b->index], f_x2poly, rt_int(b->index)));
}
