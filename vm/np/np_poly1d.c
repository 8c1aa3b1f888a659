/* np_poly1d.c — np.poly1d, NumPy's one-variable polynomial class (numpy/lib/polynomial.py).
 *
 * A poly1d holds its coefficient array (highest power first, leading zeros trimmed, at least
 * one element) and its variable's name. It is called like a function (np.polyval), does
 * + - * / ** with poly1ds and numbers through np.polyadd/polysub/polymul/polydiv (np_polyops.c),
 * has deriv/integ, p[k] for the coefficient of x**k (settable, growing the array), and prints
 * as NumPy does: str() in two lines, the exponents raised above their terms and wrapped at 70
 * columns; repr() as poly1d([...]) from the array's repr.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "np_stats.h"
#include "../obj/bigint.h"
#include "../obj/complex.h"
#include "../obj/hash.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"

typedef struct Poly1d {
  Obj hdr;
  Value coeffs;   /* 1-d array */
  Value variable; /* str */
} Poly1d;

static const ObjType poly1d_type;
typedef struct ModState {
  Value poly1d_class; /* np.poly1d, for type(p) */
} ModState;

/* the references the state owns, released with the VM */
static void mod_fini(void *p) {
  ModState *s = p;
  rt_decref(s->poly1d_class);
}

/* per VM (runtime.h): a second VM importing the module makes its own, and this one's stay */
static RtStateKey mod_key = {"numpy.poly1d", sizeof(ModState), NULL, mod_fini, 0};
static ModState *mod_state(void) { return rt_runtime_state(&mod_key); }

bool np_is_poly1d(Value v) { return rt_is_type(v, &poly1d_type); }

static void poly1d_free(Obj *o) {
  Poly1d *p = (Poly1d *)o;
  rt_decref(p->coeffs);
  rt_decref(p->variable);
  free(o);
}

static Value make(Value coeffs, Value variable) { /* steals coeffs; variable borrowed */
  Poly1d *p = rt_malloc(sizeof *p);
  rt_obj_init(&p->hdr, &poly1d_type);
  p->coeffs = coeffs;
  rt_incref(variable);
  p->variable = variable;
  return rt_obj(p);
}

/* poly1d(c_or_r, r, variable): variable RT_UNDEF/None keeps the default ('x', or c_or_r's). */
static Value construct(Value c_or_r, bool r, Value variable) {
  if (np_is_poly1d(c_or_r)) {
    Poly1d *o = RT_AS(Poly1d, c_or_r);
    rt_incref(o->coeffs);
    return make(o->coeffs, np_given(variable) ? variable : o->variable);
  }
  Value c = r ? np_call1("poly", c_or_r) : (rt_incref(c_or_r), c_or_r);
  int mark = rt_cleanup_push_value(&c);
  Value a = np_call1("atleast_1d", c);
  rt_cleanup_pop(mark, true);
  if (RT_AS(Array, a)->ndim > 1) {
    rt_decref(a);
    rt_raise(RT_EXC_ValueError, "Polynomial must be 1d only.");
  }
  Value args[2] = {a, rt_str_from_c("f")};
  Value t = np_callk("trim_zeros", 2, args, 0, NULL, NULL);
  rt_decref(args[1]);
  DType dt = RT_AS(Array, a)->dtype;
  rt_decref(a);
  if (rt_len(t) == 0) {
    rt_decref(t);
    int64_t one = 1;
    t = rt_array_new(dt, 1, &one, true);
  }
  Value x = rt_str_from_c("x");
  Value p = make(t, np_given(variable) ? variable : x);
  rt_decref(x);
  return p;
}

Value np_poly1d_new(Value c_or_r) { return construct(c_or_r, false, rt_undef()); }

static Value coeffs_of(Value v) { return RT_AS(Poly1d, v)->coeffs; }

/* ---- printing ---- */
static void fmt_float(StrBuf *sb, double q) {
  char buf[64];
  if (isnan(q)) snprintf(buf, sizeof buf, "nan");
  else snprintf(buf, sizeof buf, "%.4g", q);
  size_t n = strlen(buf);
  if (n >= 5 && !strcmp(buf + n - 5, ".0000")) buf[n - 5] = 0;
  rt_sb_puts(sb, buf);
}

/* The coefficient text of one element: real, imaginary ('2j') or '(1 + 2j)'. */
static void coef_str(StrBuf *sb, const Array *a, int64_t i) {
  const char *p = a->data + i * a->strides[0];
  double re, im = 0;
  if (a->dtype == DT_COMPLEX128) { re = ((const double *)p)[0]; im = ((const double *)p)[1]; }
  else if (a->dtype == DT_COMPLEX64) { re = ((const float *)p)[0]; im = ((const float *)p)[1]; }
  else re = rt_elem_get_f64(a->dtype, p);
  if (im == 0) {
    fmt_float(sb, re);
  } else if (re == 0) {
    fmt_float(sb, im);
    rt_sb_putc(sb, 'j');
  } else {
    rt_sb_putc(sb, '(');
    fmt_float(sb, re);
    rt_sb_puts(sb, " + ");
    fmt_float(sb, im);
    rt_sb_puts(sb, "j)");
  }
}

/* The one-line form, "3 x**2 + 2 x + 1", leading zero coefficients skipped. */
static void one_line(StrBuf *out, const Array *a, const char *var) {
  int64_t first = 0;
  while (first < a->size && !rt_elem_truthy(a->dtype, a->data + first * a->strides[0])) first++;
  int64_t n = a->size - first - 1;
  rt_sb_puts(out, "0");
  for (int64_t k = 0; first + k < a->size; k++) {
    StrBuf cs = {0}, term = {0};
    coef_str(&cs, a, first + k);
    const char *c = cs.data ? cs.data : "";
    int64_t power = n - k;
    bool zero = !strcmp(c, "0");
    if (power == 0) {
      if (!zero) rt_sb_puts(&term, c);
      else if (k == 0) rt_sb_puts(&term, "0");
    } else if (!zero) {
      rt_sb_printf(&term, power == 1 ? "%s %s" : "%s %s**%lld", c, var, (long long)power);
    }
    const char *t = term.data ? term.data : "";
    if (k == 0) {
      out->len = 0;
      rt_sb_puts(out, t);
    } else if (*t) {
      rt_sb_printf(out, t[0] == '-' ? " - %s" : " + %s", t[0] == '-' ? t + 1 : t);
    }
    rt_sb_free(&cs);
    rt_sb_free(&term);
  }
}

static void put_buf(StrBuf *out, const StrBuf *b) {
  if (b->len) rt_sb_putn(out, b->data, b->len);
}

static void spaces(StrBuf *sb, int64_t n) {
  for (int64_t i = 0; i < n; i++) rt_sb_putc(sb, ' ');
}

/* NumPy's _raise_power: every "**N" lifted to a line above, lines wrapped at 70 columns. */
static Value raise_power(const char *s) {
  StrBuf out = {0}, l1 = {0}, l2 = {0}, a1 = {0}, a2 = {0};
  rt_sb_putc(&out, ' ');
  size_t n = 0, len = strlen(s);
  for (;;) {
    const char *m = strstr(s + n, "**");
    if (!m) break;
    size_t start = (size_t)(m - s), pend = start + 2;
    while (pend < len && s[pend] >= '0' && s[pend] <= '9') pend++;
    int64_t plen = (int64_t)(pend - start - 2), partlen = (int64_t)(start - n);
    a1.len = a2.len = 0;
    rt_sb_putn(&a2, s + n, (size_t)partlen);
    spaces(&a2, plen - 1);
    spaces(&a1, partlen - 1);
    rt_sb_putn(&a1, s + start + 2, (size_t)plen);
    if (l2.len + a2.len > 70 || l1.len + a1.len > 70) {
      put_buf(&out, &l1);
      rt_sb_putc(&out, '\n');
      put_buf(&out, &l2);
      rt_sb_puts(&out, "\n ");
      l1.len = l2.len = 0;
    }
    put_buf(&l1, &a1);
    put_buf(&l2, &a2);
    n = pend;
  }
  put_buf(&out, &l1);
  rt_sb_putc(&out, '\n');
  put_buf(&out, &l2);
  rt_sb_puts(&out, s + n);
  Value r = rt_str_new(out.data ? out.data : "", out.len);
  rt_sb_free(&out);
  rt_sb_free(&l1);
  rt_sb_free(&l2);
  rt_sb_free(&a1);
  rt_sb_free(&a2);
  return r;
}

static Value poly1d_str(Value self) {
  Poly1d *p = RT_AS(Poly1d, self);
  StrBuf sb = {0};
  one_line(&sb, RT_AS(Array, p->coeffs), rt_str_data(p->variable));
  rt_sb_putc(&sb, 0);
  Value r = raise_power(sb.data);
  rt_sb_free(&sb);
  return r;
}

static Value poly1d_repr(Value self) {
  Value r = rt_repr(coeffs_of(self));
  const char *s = rt_str_data(r);
  size_t n = strlen(s);
  StrBuf sb = {0};
  rt_sb_puts(&sb, "poly1d(");
  if (n > 7) rt_sb_putn(&sb, s + 6, n - 7); /* "array(" ... ")" stripped */
  rt_sb_putc(&sb, ')');
  rt_decref(r);
  Value out = rt_str_new(sb.data, sb.len);
  rt_sb_free(&sb);
  return out;
}

/* ---- attributes, calls, items ---- */
static Value m_integ(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"m", "k"};
  Value v[2];
  rt_parse_args("integ", argc, argv, kw, 2, names, 0, v);
  Value args[3] = {coeffs_of(self), rt_is_undef(v[0]) ? rt_int(1) : v[0],
                   rt_is_undef(v[1]) ? rt_int(0) : v[1]};
  const char *kn[2] = {"m", "k"};
  Value r = np_callk("polyint", 1, args, 2, kn, args + 1);
  Value p = np_poly1d_new(r);
  rt_decref(r);
  return p;
}

static Value m_deriv(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"m"};
  Value v[1];
  rt_parse_args("deriv", argc, argv, kw, 1, names, 0, v);
  Value args[2] = {coeffs_of(self), rt_is_undef(v[0]) ? rt_int(1) : v[0]};
  const char *kn[1] = {"m"};
  Value r = np_callk("polyder", 1, args, 1, kn, args + 1);
  Value p = np_poly1d_new(r);
  rt_decref(r);
  return p;
}

static Value poly1d_getattr(Value self, const char *name) {
  Poly1d *p = RT_AS(Poly1d, self);
  if (!strcmp(name, "coeffs") || !strcmp(name, "c") || !strcmp(name, "coef") ||
      !strcmp(name, "coefficients")) {
    rt_incref(p->coeffs);
    return p->coeffs;
  }
  if (!strcmp(name, "variable")) {
    rt_incref(p->variable);
    return p->variable;
  }
  if (!strcmp(name, "order") || !strcmp(name, "o")) return rt_int(rt_len(p->coeffs) - 1);
  if (!strcmp(name, "roots") || !strcmp(name, "r")) return np_call1("roots", p->coeffs);
  if (!strcmp(name, "integ")) return rt_native_bind("integ", m_integ, self);
  if (!strcmp(name, "deriv")) return rt_native_bind("deriv", m_deriv, self);
  return rt_undef();
}

static Value poly1d_call(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"val"};
  Value v[1];
  rt_parse_args("__call__", argc, argv, kw, 1, names, 1, v);
  Value args[2] = {coeffs_of(self), v[0]};
  return np_callk("polyval", 2, args, 0, NULL, NULL);
}

static int64_t poly1d_len(Value self) { return rt_len(coeffs_of(self)) - 1; }

static Value poly1d_iter(Value self) { return rt_iter(coeffs_of(self)); }

static Value poly1d_as_array(Value self) {
  rt_incref(coeffs_of(self));
  return coeffs_of(self);
}

/* p[k]: the coefficient of x**k, a zero of the coefficients' type beyond the order. */
static Value poly1d_getitem(Value self, Value key) {
  int64_t k = rt_to_index(key, "index"), order = poly1d_len(self);
  const Array *a = RT_AS(Array, coeffs_of(self));
  if (k > order || k < 0) {
    char zero[16] = {0};
    return rt_npscalar_new(a->dtype, zero);
  }
  return rt_getitem(coeffs_of(self), rt_int(order - k));
}

/* p[k] = v: beyond the order, the coefficients grow by leading zeros first. */
static void poly1d_setitem(Value self, Value key, Value v) {
  Poly1d *p = RT_AS(Poly1d, self);
  int64_t k = rt_to_index(key, "index"), order = poly1d_len(self), ind = order - k;
  if (k < 0) rt_raise(RT_EXC_ValueError, "Does not support negative powers.");
  if (k > order) {
    int64_t nz = k - order;
    Value zr = rt_array_new(RT_AS(Array, p->coeffs)->dtype, 1, &nz, true);
    Value t = rt_tuple_new(2);
    rt_incref(p->coeffs);
    rt_tuple_set(t, 0, zr);
    rt_tuple_set(t, 1, p->coeffs);
    Value c = np_call1("concatenate", t);
    rt_decref(t);
    rt_decref(p->coeffs);
    p->coeffs = c;
    ind = 0;
  }
  rt_setitem(p->coeffs, rt_int(ind), v);
}

/* ---- operators ---- */
static bool is_scalar(Value v) {
  return v.tag == RT_INT || v.tag == RT_FLOAT || v.tag == RT_BOOL || rt_is_complex(v) ||
         rt_is_npscalar(v) || rt_is_str(v) || rt_is_bigint(v);
}

/* poly1d(fn(a, b)) over coefficient arrays. */
static Value poly_of(const char *fn, Value a, Value b) {
  Value args[2] = {a, b};
  Value r = np_callk(fn, 2, args, 0, NULL, NULL);
  Value p = np_poly1d_new(r);
  rt_decref(r);
  return p;
}

static Value poly_of_op(BinOp op, Value a, Value b) {
  Value r = rt_binop(op, a, b);
  Value p = np_poly1d_new(r);
  rt_decref(r);
  return p;
}

static Value poly1d_pow(Value self, Value val) {
  bool ok = is_scalar(val) && !rt_is_str(val) && !rt_is_complex(val);
  if (ok) {
    double d = rt_to_double(val, "val");
    ok = d >= 0 && d == floor(d);
  }
  if (!ok) rt_raise(RT_EXC_ValueError, "Power to non-negative integers only.");
  int64_t n = (int64_t)rt_to_double(val, "val");
  Value res = rt_list_new(1);
  rt_list_append(res, rt_int(1));
  int mark = rt_cleanup_push_value(&res);
  for (int64_t i = 0; i < n; i++) {
    Value args[2] = {coeffs_of(self), res};
    Value r = np_callk("polymul", 2, args, 0, NULL, NULL);
    rt_decref(res);
    res = r;
  }
  Value p = np_poly1d_new(res);
  rt_cleanup_pop(mark, true);
  return p;
}

static Value poly1d_eq(Value a, Value b, bool eq) {
  if (!np_is_poly1d(a) || !np_is_poly1d(b)) return rt_undef();
  const Array *x = RT_AS(Array, coeffs_of(a)), *y = RT_AS(Array, coeffs_of(b));
  bool same = x->size == y->size;
  if (same) {
    Value c = rt_binop(RT_OP_EQ, coeffs_of(a), coeffs_of(b));
    Value all = np_call1("all", c);
    rt_decref(c);
    same = rt_truthy(all);
    rt_decref(all);
  }
  return rt_bool(same == eq);
}

static Value poly1d_binop(BinOp op, Value a, Value b) {
  bool left = np_is_poly1d(a);
  Value self = left ? a : b, other = left ? b : a;
  if (op == RT_OP_EQ || op == RT_OP_NE) return poly1d_eq(a, b, op == RT_OP_EQ);
  if (op == RT_OP_POW) return left ? poly1d_pow(self, other) : rt_undef();
  bool scalar = is_scalar(other);
  if ((op == RT_OP_MUL || op == RT_OP_TRUEDIV) && scalar)
    return left ? poly_of_op(op, coeffs_of(self), other) : poly_of_op(op, other, coeffs_of(self));
  if (op != RT_OP_ADD && op != RT_OP_SUB && op != RT_OP_MUL && op != RT_OP_TRUEDIV)
    return rt_undef();
  Value o = np_poly1d_new(other);
  int mark = rt_cleanup_push_value(&o);
  Value r;
  if (op == RT_OP_TRUEDIV) {
    Value args[2] = {left ? self : o, left ? o : self};
    r = np_callk("polydiv", 2, args, 0, NULL, NULL);
  } else {
    const char *fn = op == RT_OP_ADD ? "polyadd" : op == RT_OP_SUB ? "polysub" : "polymul";
    bool swap = op == RT_OP_SUB && !left; /* polyadd/polymul keep self first either way */
    r = poly_of(fn, swap ? coeffs_of(o) : coeffs_of(self), swap ? coeffs_of(self) : coeffs_of(o));
  }
  rt_cleanup_pop(mark, true);
  return r;
}

static Value poly1d_unop(UnOp op, Value a) {
  if (op == RT_UOP_POS) {
    rt_incref(a);
    return a;
  }
  if (op != RT_UOP_NEG) return rt_undef();
  Value n = rt_unop(RT_UOP_NEG, coeffs_of(a));
  Value p = np_poly1d_new(n);
  rt_decref(n);
  return p;
}

static Value poly1d_type_object(Value self) {
  ModState *st = mod_state();
  (void)self;
  rt_incref(st->poly1d_class);
  return st->poly1d_class;
}

static const ObjType poly1d_type = {
    .name = "poly1d",
    .free = poly1d_free,
    .repr = poly1d_repr,
    .str = poly1d_str,
    .getattr = poly1d_getattr,
    .call = poly1d_call,
    .getitem = poly1d_getitem,
    .setitem = poly1d_setitem,
    .iter = poly1d_iter,
    .len = poly1d_len,
    .binop = poly1d_binop,
    .unop = poly1d_unop,
    .hash = rt_unhashable,
    .type_object = poly1d_type_object,
    .as_array = poly1d_as_array,
};

static Value f_poly1d(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"c_or_r", "r", "variable"};
  Value v[3];
  rt_parse_args("poly1d", argc, argv, kw, 3, names, 1, v);
  return construct(v[0], np_given(v[1]) && rt_truthy(v[1]), v[2]);
}

void np_register_poly1d(Value m) {
  ModState *st = mod_state();
  st->poly1d_class = rt_native_class("poly1d", f_poly1d, np_is_poly1d, "<class 'numpy.poly1d'>");
  rt_incref(st->poly1d_class);
  rt_module_set(m, "poly1d", st->poly1d_class);
}
