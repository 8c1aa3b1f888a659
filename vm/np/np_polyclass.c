/* np_polyclass.c — the classes of numpy.polynomial (NumPy 1.24's ABCPolyBase): Polynomial,
 * Chebyshev, Legendre, Hermite, HermiteE and Laguerre, one object type over a family's table
 * (NpPolyBasis, np_polyseries.h), and the numpy.polynomial module.
 *
 * An instance holds its coefficients (a 1-d float or complex array, lowest degree first, not
 * trimmed), its domain and window (two-element arrays; the class's are the family's int array,
 * [-1, 1] or Laguerre's [0, 1])
 * and its symbol. Calling it maps the argument from the domain to the window and evaluates
 * there; arithmetic with numbers and instances of the same class, domain, window and symbol
 * goes through the basis' functions; fit maps x into the window before the least squares;
 * convert(kind=) evaluates the instance at the other class' identity. str() is NumPy's unicode
 * form ("1.0 + 2.0·x + 3.0·x²", "1.0 + 2.0·T₁(x)"), numbers written by polyutils'
 * format_float with the print options, lines broken before the line width; repr() shows the
 * arrays' reprs.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "np_polyseries.h"
#include "np_stats.h"
#include "../obj/complex.h"
#include "../obj/hash.h"
#include "../obj/modules.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"

typedef struct Poly {
  Obj hdr;
  const NpPolyBasis *basis;
  Value coef, domain, window, symbol;
} Poly;

static const ObjType poly_type;

/* per VM (runtime.h): each family's class and its domain (also its window), made on first use */
typedef struct {
  Value classes[NP_POLY_NFAMILIES], domains[NP_POLY_NFAMILIES];
  bool ascii; /* set_default_printstyle('ascii'): str() writes x**2 */
} ModState;

static void mod_fini(void *p) {
  ModState *s = p;
  for (int k = 0; k < NP_POLY_NFAMILIES; k++) {
    if (s->classes[k].tag == RT_OBJ) rt_decref(s->classes[k]);
    if (s->domains[k].tag == RT_OBJ) rt_decref(s->domains[k]);
  }
}

static RtStateKey mod_key = {"numpy.polynomial classes", sizeof(ModState), NULL, mod_fini, 0};
static ModState *mod_state(void) { return rt_runtime_state(&mod_key); }

Value np_polybasis_domain(const NpPolyBasis *b) {
  Value *slot = &mod_state()->domains[b->index];
  if (slot->tag != RT_OBJ) {
    int64_t two = 2;
    Value d = rt_array_new(DT_INT64, 1, &two, false);
    ((int64_t *)RT_AS(Array, d)->data)[0] = b->domain[0];
    ((int64_t *)RT_AS(Array, d)->data)[1] = b->domain[1];
    *slot = d;
  }
  return *slot;
}

static bool is_poly(Value v) { return rt_is_type(v, &poly_type); }

static void poly_free(Obj *o) {
  Poly *p = (Poly *)o;
  rt_decref(p->coef);
  rt_decref(p->domain);
  rt_decref(p->window);
  rt_decref(p->symbol);
  free(o);
}

/* A two-element series (domain or window) or the class default. */
static Value interval(const NpPolyBasis *b, Value v, const char *what) {
  if (!np_given(v)) {
    Value d = np_polybasis_domain(b);
    rt_incref(d);
    return d;
  }
  Value r;
  np_ps_as_series(1, &v, &r, false);
  if (RT_AS(Array, r)->shape[0] != 2) {
    rt_decref(r);
    rt_raise(RT_EXC_ValueError, "%s has wrong number of elements.", what);
  }
  return r;
}

static bool is_identifier(const char *s) {
  if (!*s || (*s >= '0' && *s <= '9')) return false;
  for (; *s; s++)
    if (!((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') || (*s >= '0' && *s <= '9') ||
          *s == '_' || (unsigned char)*s >= 0x80))
      return false;
  return true;
}

/* Polynomial(coef, domain, window, symbol): domain/window undef or None take the class's. */
static Value make(const NpPolyBasis *basis, Value coefv, Value domainv, Value windowv, Value symbol) {
  Poly *p = rt_malloc(sizeof *p);
  rt_obj_init(&p->hdr, &poly_type);
  p->basis = basis;
  p->coef = p->domain = p->window = p->symbol = rt_none();
  Value self = rt_obj(p);
  int mark = rt_cleanup_push_value(&self);
  Value coef; /* not &p->coef: as_series' cleanups release what they made on an error */
  np_ps_as_series(1, &coefv, &coef, false);
  p->coef = coef;
  p->domain = interval(basis, domainv, "Domain");
  p->window = interval(basis, windowv, "Window");
  if (rt_is_undef(symbol)) symbol = rt_str_from_c("x");
  else rt_incref(symbol);
  p->symbol = symbol;
  if (!rt_is_str(symbol)) rt_raise(RT_EXC_TypeError, "Symbol must be a non-empty string");
  if (!is_identifier(rt_str_data(symbol)))
    rt_raise(RT_EXC_ValueError, "Symbol string must be a valid Python identifier");
  rt_cleanup_pop(mark, false);
  return self;
}

/* A new Polynomial with self's domain, window and symbol; steals coef. */
static Value like(Value self, Value coef) {
  Poly *p = RT_AS(Poly, self);
  int mark = rt_cleanup_push_value(&coef);
  Value r = make(p->basis, coef, p->domain, p->window, p->symbol);
  rt_cleanup_pop(mark, true);
  return r;
}

/* ---- printing: polyutils.format_float and _generate_string ---- */

static void format_float(StrBuf *sb, Value x, bool parens) {
  if (!rt_is_npscalar(x) || rt_dtypes[RT_AS(NpScalar, x)->dtype].kind != 'f') {
    Value s = rt_to_str(x);
    rt_sb_puts(sb, rt_str_data(s));
    rt_decref(s);
    return;
  }
  DType ft = RT_AS(NpScalar, x)->dtype;
  double d = rt_to_double(x, "x");
  NpFloatOpts o;
  np_print_float_opts(&o);
  if (isnan(d) || isinf(d)) {
    rt_sb_puts(sb, isnan(d) ? o.nanstr : o.infstr);
    return;
  }
  int e = -(o.precision - 1);
  e = (e >= 0 ? e / 2 : -((-e + 1) / 2)); /* Python's floor division by 2 */
  double small = pow(10.0, e < 0 ? e : 0);
  bool sci = d != 0 && (fabs(d) >= 1e8 || fabs(d) < small);
  NpDragon4 f = {sci, !o.fixed, true, o.plus, o.precision, -1, 0, 0, 0, o.fixed ? 'k' : '0'};
  if (sci && parens) rt_sb_putc(sb, '(');
  np_dragon4(sb, d, ft, &f);
  if (sci && parens) rt_sb_putc(sb, ')');
}

static const char *const superscripts[10] = {"⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"};

static const char *const subscripts[10] = {"₀", "₁", "₂", "₃", "₄", "₅", "₆", "₇", "₈", "₉"};

static void term(StrBuf *sb, int64_t power, const char *sym, bool ascii, const char *basis) {
  if (basis) { /* "·T₁(x)" */
    char digits[24];
    snprintf(digits, sizeof digits, "%lld", (long long)power);
    if (ascii) {
      rt_sb_printf(sb, " %s_%s(%s)", basis, digits, sym);
      return;
    }
    rt_sb_printf(sb, "·%s", basis);
    for (char *c = digits; *c; c++) rt_sb_puts(sb, subscripts[*c - '0']);
    rt_sb_printf(sb, "(%s)", sym);
    return;
  }
  if (ascii) {
    rt_sb_printf(sb, power == 1 ? " %s" : " %s**%lld", sym, (long long)power);
    return;
  }
  rt_sb_printf(sb, "·%s", sym);
  if (power == 1) return;
  char digits[24];
  snprintf(digits, sizeof digits, "%lld", (long long)power);
  for (char *c = digits; *c; c++) rt_sb_puts(sb, superscripts[*c - '0']);
}

static int64_t chars(const char *s, size_t n) { /* code points in s[0:n] */
  int64_t k = 0;
  for (size_t i = 0; i < n; i++) k += ((unsigned char)s[i] & 0xC0) != 0x80;
  return k;
}

/* "+ c" or "- (-c)" by coef >= 0: NumPy orders complex numbers by real part, then imaginary. */
static void next_term(StrBuf *t, Value c) {
  bool pos;
  if (rt_is_npscalar(c) && rt_dtypes[RT_AS(NpScalar, c)->dtype].kind == 'c') {
    Value re = rt_getattr(c, "real"), im = rt_getattr(c, "imag");
    double r = rt_to_double(re, "real"), i = rt_to_double(im, "imag");
    rt_decref(re);
    rt_decref(im);
    pos = r > 0 || (r == 0 && i >= 0);
  } else {
    Value ge = rt_binop(RT_OP_GE, c, rt_int(0));
    pos = rt_truthy(ge);
    rt_decref(ge);
  }
  Value v = pos ? (rt_incref(c), c) : rt_unop(RT_UOP_NEG, c);
  rt_sb_puts(t, pos ? "+ " : "- ");
  format_float(t, v, true);
  rt_decref(v);
}

static Value generate_string(Value self, bool ascii) {
  Poly *p = RT_AS(Poly, self);
  int64_t lw = np_print_linewidth(), n = RT_AS(Array, p->coef)->shape[0];
  if (lw < 1) lw = 1;
  StrBuf out = {0}, t = {0};
  Value c = rt_getitem(p->coef, rt_int(0));
  format_float(&out, c, false);
  rt_decref(c);
  for (int64_t i = 1; i < n; i++) {
    rt_sb_putc(&out, ' ');
    t.len = 0;
    c = rt_getitem(p->coef, rt_int(i));
    next_term(&t, c);
    rt_decref(c);
    term(&t, i, rt_str_data(p->symbol), ascii, p->basis->basis_name);
    size_t start = out.len;
    while (start > 0 && out.data[start - 1] != '\n') start--;
    int64_t line_len = chars(out.data + start, out.len - start) + chars(t.data, t.len);
    if (i < n - 1) line_len += 2;
    if (line_len >= lw) {
      char *sp = memchr(t.data, ' ', t.len);
      if (sp) *sp = '\n';
    }
    rt_sb_putn(&out, t.data, t.len);
  }
  Value r = rt_str_new(out.data ? out.data : "", out.len);
  rt_sb_free(&out);
  rt_sb_free(&t);
  return r;
}

static Value poly_str(Value self) { return generate_string(self, mod_state()->ascii); }

static void put_array_body(StrBuf *sb, Value a) { /* repr(a)[6:-1] */
  Value r = rt_repr(a);
  const char *s = rt_str_data(r);
  size_t n = strlen(s);
  if (n > 7) rt_sb_putn(sb, s + 6, n - 7);
  rt_decref(r);
}

static Value poly_repr(Value self) {
  Poly *p = RT_AS(Poly, self);
  StrBuf sb = {0};
  rt_sb_printf(&sb, "%s(", p->basis->name);
  put_array_body(&sb, p->coef);
  rt_sb_puts(&sb, ", domain=");
  put_array_body(&sb, p->domain);
  rt_sb_puts(&sb, ", window=");
  put_array_body(&sb, p->window);
  rt_sb_printf(&sb, ", symbol='%s')", rt_str_data(p->symbol));
  Value r = rt_str_new(sb.data, sb.len);
  rt_sb_free(&sb);
  return r;
}

/* ---- evaluation ---- */

static bool all_equal(Value a, Value b) {
  Value e = rt_binop(RT_OP_EQ, a, b);
  int mark = rt_cleanup_push_value(&e);
  np_ps_put(&e, np_call1("all", e));
  bool r = rt_truthy(e);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value poly_call(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"arg"};
  Value v[1];
  rt_parse_args("__call__", argc, argv, kw, 1, names, 1, v);
  Poly *p = RT_AS(Poly, self);
  Value off, scl, arg = rt_undef();
  np_ps_mapparms(p->domain, p->window, &off, &scl);
  int mark = rt_cleanup_push_value(&off);
  rt_cleanup_push_value(&scl);
  rt_cleanup_push_value(&arg);
  arg = rt_binop(RT_OP_MUL, scl, v[0]);
  np_ps_put(&arg, rt_binop(RT_OP_ADD, off, arg));
  Value r = p->basis->val(arg, p->coef, true);
  rt_cleanup_pop(mark, true);
  return r;
}

/* ---- arithmetic ---- */

/* Another Polynomial's coefficients after the checks of _get_coefficients; other values as
 * they are (borrowed). */
static Value coefficients(Value self, Value other) {
  if (!is_poly(other)) return other;
  Poly *a = RT_AS(Poly, self), *b = RT_AS(Poly, other);
  if (a->basis != b->basis) rt_raise(RT_EXC_TypeError, "Polynomial types differ");
  if (!all_equal(a->domain, b->domain)) rt_raise(RT_EXC_TypeError, "Domains differ");
  if (!all_equal(a->window, b->window)) rt_raise(RT_EXC_TypeError, "Windows differ");
  if (strcmp(rt_str_data(a->symbol), rt_str_data(b->symbol)))
    rt_raise(RT_EXC_ValueError, "Polynomial symbols differ");
  return b->coef;
}

static bool is_number(Value v) {
  return v.tag == RT_INT || v.tag == RT_FLOAT || rt_is_complex(v) || rt_is_npscalar(v);
}

static Value type_repr_of(Value v) {
  Value t = rt_call(rt_module_lookup(rt_builtins_module(), "type"), 1, &v, NULL);
  int mark = rt_cleanup_push_value(&t);
  Value r = rt_repr(t);
  rt_cleanup_pop(mark, true);
  return r;
}

static _Noreturn void truediv_error(Value self, Value other) {
  char msg[512];
  Value a = type_repr_of(self), b = type_repr_of(other);
  snprintf(msg, sizeof msg, "unsupported types for true division: '%s', '%s'", rt_str_data(a),
           rt_str_data(b));
  rt_decref(a);
  rt_decref(b);
  rt_raise(RT_EXC_TypeError, "%s", msg);
}

static Value divmod_part(Value self, Value x, Value y, bool want_quo) {
  Value quo, rem;
  RT_AS(Poly, self)->basis->divmod(x, y, &quo, &rem);
  rt_decref(want_quo ? rem : quo);
  return like(self, want_quo ? quo : rem);
}

static bool equal(Value a, Value b) {
  if (!is_poly(a) || !is_poly(b)) return false;
  Poly *x = RT_AS(Poly, a), *y = RT_AS(Poly, b);
  return x->basis == y->basis && all_equal(x->domain, y->domain) && all_equal(x->window, y->window) &&
         RT_AS(Array, x->coef)->shape[0] == RT_AS(Array, y->coef)->shape[0] &&
         all_equal(x->coef, y->coef) && !strcmp(rt_str_data(x->symbol), rt_str_data(y->symbol));
}

static Value poly_binop(BinOp op, Value a, Value b) {
  if (op == RT_OP_EQ || op == RT_OP_NE) return rt_bool(equal(a, b) == (op == RT_OP_EQ));
  bool left = is_poly(a);
  Value self = left ? a : b, other = left ? b : a;
  const NpPolyBasis *bs = RT_AS(Poly, self)->basis;
  Value oc = left ? coefficients(self, other) : other, sc = RT_AS(Poly, self)->coef;
  Value x = left ? sc : oc, y = left ? oc : sc;
  switch (op) {
  case RT_OP_ADD: return like(self, bs->add(x, y));
  case RT_OP_SUB: return like(self, bs->sub(x, y));
  case RT_OP_MUL: return like(self, bs->mul(x, y));
  case RT_OP_TRUEDIV:
    if (!left) return rt_undef();
    if (!is_number(other)) truediv_error(self, other);
    return divmod_part(self, x, y, true);
  case RT_OP_FLOORDIV: return divmod_part(self, x, y, true);
  case RT_OP_MOD: return divmod_part(self, x, y, false);
  case RT_OP_POW:
    if (!left) return rt_undef();
    return like(self, bs->pow(sc, other, 100));
  default: return rt_undef();
  }
}

static Value poly_unop(UnOp op, Value a) {
  if (op == RT_UOP_POS) {
    rt_incref(a);
    return a;
  }
  if (op != RT_UOP_NEG) return rt_undef();
  return like(a, rt_unop(RT_UOP_NEG, RT_AS(Poly, a)->coef));
}

/* ---- methods ---- */

#define SELF RT_AS(Poly, self)

static Value m_degree(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_nargs("degree", argc, kw, 0, 0);
  return rt_int(RT_AS(Array, SELF->coef)->shape[0] - 1);
}

static Value m_copy(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_nargs("copy", argc, kw, 0, 0);
  rt_incref(SELF->coef);
  return like(self, SELF->coef);
}

static Value m_mapparms(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_nargs("mapparms", argc, kw, 0, 0);
  Value off, scl;
  np_ps_mapparms(SELF->domain, SELF->window, &off, &scl);
  Value t = rt_tuple_new(2);
  rt_tuple_set(t, 0, off);
  rt_tuple_set(t, 1, scl);
  return t;
}

static Value m_deriv(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"m"};
  Value v[1];
  rt_parse_args("deriv", argc, argv, kw, 1, names, 0, v);
  Value off, scl;
  np_ps_mapparms(SELF->domain, SELF->window, &off, &scl);
  rt_decref(off);
  int mark = rt_cleanup_push_value(&scl);
  Value c = np_pf_der(SELF->basis, SELF->coef, rt_is_undef(v[0]) ? rt_int(1) : v[0], scl, rt_int(0));
  rt_cleanup_pop(mark, true);
  return like(self, c);
}

static Value m_integ(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"m", "k", "lbnd"};
  Value v[3];
  rt_parse_args("integ", argc, argv, kw, 3, names, 0, v);
  Value off, scl, lbnd = rt_undef(), k = rt_undef();
  np_ps_mapparms(SELF->domain, SELF->window, &off, &scl);
  int mark = rt_cleanup_push_value(&off);
  rt_cleanup_push_value(&scl);
  rt_cleanup_push_value(&lbnd);
  rt_cleanup_push_value(&k);
  if (!np_given(v[2])) {
    lbnd = rt_int(0);
  } else {
    lbnd = rt_binop(RT_OP_MUL, scl, v[2]);
    np_ps_put(&lbnd, rt_binop(RT_OP_ADD, off, lbnd));
  }
  np_ps_put(&scl, rt_binop(RT_OP_TRUEDIV, rt_float(1.0), scl));
  k = rt_is_undef(v[1]) ? rt_list_new(0) : (rt_incref(v[1]), v[1]);
  Value c = np_pf_int(SELF->basis, SELF->coef, rt_is_undef(v[0]) ? rt_int(1) : v[0], k, lbnd, scl, rt_int(0));
  rt_cleanup_pop(mark, true);
  return like(self, c);
}

static Value m_roots(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_nargs("roots", argc, kw, 0, 0);
  Value r = np_pf_roots(SELF->basis, SELF->coef);
  int mark = rt_cleanup_push_value(&r);
  Value m = np_ps_mapdomain(r, SELF->window, SELF->domain);
  rt_cleanup_pop(mark, true);
  return m;
}

static Value m_linspace(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"n", "domain"};
  Value v[2];
  rt_parse_args("linspace", argc, argv, kw, 2, names, 0, v);
  Value dom = np_given(v[1]) ? v[1] : SELF->domain;
  Value args[3] = {rt_getitem(dom, rt_int(0)), rt_undef(), rt_is_undef(v[0]) ? rt_int(100) : v[0]};
  int mark = rt_cleanup_push_value(&args[0]);
  rt_cleanup_push_value(&args[1]);
  args[1] = rt_getitem(dom, rt_int(1));
  Value x = np_callk("linspace", 3, args, 0, NULL, NULL);
  rt_cleanup_push_value(&x);
  Value y = poly_call(self, 1, &x, NULL);
  Value t = rt_tuple_new(2);
  rt_incref(x);
  rt_tuple_set(t, 0, x);
  rt_tuple_set(t, 1, y);
  rt_cleanup_pop(mark, true);
  return t;
}

static Value m_trim(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"tol"};
  Value v[1];
  rt_parse_args("trim", argc, argv, kw, 1, names, 0, v);
  return like(self, np_ps_trimcoef(SELF->coef, rt_is_undef(v[0]) ? rt_int(0) : v[0]));
}

static Value truncate_to(Value self, Value sizev) {
  double d = rt_to_double(sizev, "size");
  int64_t isize = (int64_t)d;
  if ((double)isize != d || isize < 1) rt_raise(RT_EXC_ValueError, "size must be a positive integer");
  int64_t n = RT_AS(Array, SELF->coef)->shape[0];
  if (isize >= n) {
    rt_incref(SELF->coef);
    return like(self, SELF->coef);
  }
  Value s = rt_slice_new(rt_none(), rt_int(isize), rt_none());
  int mark = rt_cleanup_push_value(&s);
  Value c = rt_getitem(SELF->coef, s);
  rt_cleanup_pop(mark, true);
  return like(self, c);
}

static Value m_truncate(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"size"};
  Value v[1];
  rt_parse_args("truncate", argc, argv, kw, 1, names, 1, v);
  return truncate_to(self, v[0]);
}

static Value m_cutdeg(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"deg"};
  Value v[1];
  rt_parse_args("cutdeg", argc, argv, kw, 1, names, 1, v);
  Value size = rt_binop(RT_OP_ADD, v[0], rt_int(1));
  int mark = rt_cleanup_push_value(&size);
  Value r = truncate_to(self, size);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value identity(const NpPolyBasis *b, Value domain, Value window, Value symbol) {
  Value d = interval(b, domain, "Domain"), w = rt_undef(), off = rt_undef(), scl = rt_undef();
  int mark = rt_cleanup_push_value(&d);
  rt_cleanup_push_value(&w);
  rt_cleanup_push_value(&off);
  rt_cleanup_push_value(&scl);
  w = interval(b, window, "Window");
  np_ps_mapparms(w, d, &off, &scl);
  Value c = b->line(off, scl);
  rt_cleanup_push_value(&c);
  Value r = make(b, c, d, w, symbol);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value m_convert(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"domain", "kind", "window"};
  Value v[3];
  rt_parse_args("convert", argc, argv, kw, 3, names, 0, v);
  const NpPolyBasis *kind = SELF->basis;
  if (np_given(v[1])) {
    int k = 0;
    while (k < NP_POLY_NFAMILIES && !rt_is(v[1], np_polybasis_class(np_poly_families[k]))) k++;
    if (k == NP_POLY_NFAMILIES) rt_raise(RT_EXC_TypeError, "convert(): kind must be a numpy.polynomial class");
    kind = np_poly_families[k];
  }
  Value id = identity(kind, v[0], v[2], SELF->symbol);
  int mark = rt_cleanup_push_value(&id);
  Value r = poly_call(self, 1, &id, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value m_has_same(Value self, Value other, int which) {
  if (which == 3) return rt_bool(is_poly(other) && RT_AS(Poly, other)->basis == SELF->basis);
  if (!is_poly(other)) rt_raise(RT_EXC_AttributeError, "object has no attribute 'coef'");
  Poly *o = RT_AS(Poly, other);
  if (which == 0)
    return rt_bool(RT_AS(Array, SELF->coef)->shape[0] == RT_AS(Array, o->coef)->shape[0] &&
                   all_equal(SELF->coef, o->coef));
  return rt_bool(all_equal(which == 1 ? SELF->domain : SELF->window, which == 1 ? o->domain : o->window));
}

#define HAS_SAME(fn, name, which)                                              \
  static Value fn(Value self, int argc, const Value *argv, const Kwargs *kw) { \
    rt_check_nargs(name, argc, kw, 1, 1);                                      \
    return m_has_same(self, argv[0], which);                                   \
  }
HAS_SAME(m_has_samecoef, "has_samecoef", 0)
HAS_SAME(m_has_samedomain, "has_samedomain", 1)
HAS_SAME(m_has_samewindow, "has_samewindow", 2)
HAS_SAME(m_has_sametype, "has_sametype", 3)

static const struct {
  const char *name;
  NativeFn fn;
} methods[] = {
    {"degree", m_degree},     {"copy", m_copy},           {"mapparms", m_mapparms},
    {"deriv", m_deriv},       {"integ", m_integ},         {"roots", m_roots},
    {"linspace", m_linspace}, {"trim", m_trim},           {"truncate", m_truncate},
    {"cutdeg", m_cutdeg},     {"convert", m_convert},     {"has_samecoef", m_has_samecoef},
    {"has_samedomain", m_has_samedomain}, {"has_samewindow", m_has_samewindow},
    {"has_sametype", m_has_sametype},
};

static Value field(Value v) {
  rt_incref(v);
  return v;
}

static Value poly_getattr(Value self, const char *name) {
  if (!strcmp(name, "coef")) return field(SELF->coef);
  if (!strcmp(name, "domain")) return field(SELF->domain);
  if (!strcmp(name, "window")) return field(SELF->window);
  if (!strcmp(name, "symbol")) return field(SELF->symbol);
  if (!strcmp(name, "maxpower")) return rt_int(100);
  if (!strcmp(name, "basis_name"))
    return SELF->basis->basis_name ? rt_str_from_c(SELF->basis->basis_name) : rt_none();
  for (size_t i = 0; i < sizeof methods / sizeof methods[0]; i++)
    if (!strcmp(name, methods[i].name)) return rt_native_bind(name, methods[i].fn, self);
  return rt_undef();
}

static int64_t poly_len(Value self) { return RT_AS(Array, SELF->coef)->shape[0]; }
static Value poly_iter(Value self) { return rt_iter(SELF->coef); }

static Value poly_type_object(Value self) {
  Value cls = np_polybasis_class(SELF->basis);
  rt_incref(cls);
  return cls;
}

/* format(p, spec): '' is str(p); 'ascii' writes x**2 (or T_2(x)), 'unicode' x² (T₂(x)). */
static Value m_format(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs("__format__", argc, kw, 1, 1);
  if (!rt_is_str(argv[0])) rt_raise(RT_EXC_TypeError, "format spec must be a str");
  const char *spec = rt_str_data(argv[0]);
  if (!*spec) return poly_str(self);
  if (!strcmp(spec, "unicode")) return generate_string(self, false);
  if (!strcmp(spec, "ascii")) return generate_string(self, true);
  rt_raise(RT_EXC_ValueError, "Unsupported format string '%s' passed to %s.__format__. Valid "
           "options are 'ascii' and 'unicode'", spec, SELF->basis->class_repr);
}

/* divmod(p, q) and divmod(x, p): both parts, each in p's class, domain, window and symbol. */
static Value divmod_pair(Value self, Value other, bool reflected) {
  Value oc = reflected ? other : coefficients(self, other), sc = SELF->coef, quo, rem;
  SELF->basis->divmod(reflected ? oc : sc, reflected ? sc : oc, &quo, &rem);
  int mark = rt_cleanup_push_value(&rem);
  Value q = like(self, quo);
  rt_cleanup_pop(mark, false);
  rt_cleanup_push_value(&q);
  Value r = like(self, rem);
  rt_cleanup_pop(mark, false);
  return rt_tuple_pair(q, r);
}

static Value m_divmod(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs("__divmod__", argc, kw, 1, 1);
  return divmod_pair(self, argv[0], false);
}

static Value m_rdivmod(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs("__rdivmod__", argc, kw, 1, 1);
  return divmod_pair(self, argv[0], true);
}

static RtMethodFn poly_method(Value self, const char *name) {
  (void)self;
  if (!strcmp(name, "__divmod__")) return m_divmod;
  if (!strcmp(name, "__rdivmod__")) return m_rdivmod;
  return strcmp(name, "__format__") ? NULL : m_format;
}

static const char *poly_type_name(Value self) { return SELF->basis->name; }

static const ObjType poly_type = {
    .name = "ABCPolyBase",
    .type_name = poly_type_name,
    .method = poly_method,
    .free = poly_free,
    .repr = poly_repr,
    .str = poly_str,
    .getattr = poly_getattr,
    .call = poly_call,
    .iter = poly_iter,
    .len = poly_len,
    .binop = poly_binop,
    .unop = poly_unop,
    .hash = rt_unhashable,
    .type_object = poly_type_object,
};

/* ---- the class and its class methods ---- */

static Value construct(const NpPolyBasis *b, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"coef", "domain", "window", "symbol"};
  Value v[4];
  rt_parse_args(b->name, argc, argv, kw, 4, names, 1, v);
  return make(b, v[0], v[1], v[2], v[3]);
}

/* The class's constructor and isinstance check, one a family (the class carries no self). */
#define FAMILY_CLASS(k)                                                             \
  static Value ctor_##k(Value self, int argc, const Value *argv, const Kwargs *kw) { \
    (void)self;                                                                     \
    return construct(np_poly_families[k], argc, argv, kw);                          \
  }                                                                                 \
  static bool check_##k(Value v) { return is_poly(v) && RT_AS(Poly, v)->basis->index == k; }
FAMILY_CLASS(0)
FAMILY_CLASS(1)
FAMILY_CLASS(2)
FAMILY_CLASS(3)
FAMILY_CLASS(4)
FAMILY_CLASS(5)

/* The basis a class method was bound to (its self: the basis' index). */
static const NpPolyBasis *bound_basis(Value self) { return np_poly_families[self.as.i]; }

static bool empty_list(Value v) { return rt_is_list(v) && rt_len(v) == 0; }

static Value c_fit(Value self, int argc, const Value *argv, const Kwargs *kw) {
  const NpPolyBasis *b = bound_basis(self);
  static const char *const names[] = {"x", "y", "deg", "domain", "rcond", "full", "w", "window", "symbol"};
  Value v[9];
  rt_parse_args("fit", argc, argv, kw, 9, names, 3, v);
  Value dom = rt_undef(), xnew = rt_undef(), res = rt_undef(), win = rt_undef();
  int mark = rt_cleanup_push_value(&dom);
  rt_cleanup_push_value(&xnew);
  rt_cleanup_push_value(&res);
  rt_cleanup_push_value(&win);
  Value cdom = np_polybasis_domain(b);
  if (!np_given(v[3])) dom = np_ps_getdomain(v[0]);
  else dom = empty_list(v[3]) ? (rt_incref(cdom), cdom) : (rt_incref(v[3]), v[3]);
  win = np_given(v[7]) ? (rt_incref(v[7]), v[7]) : (rt_incref(cdom), cdom);
  xnew = np_ps_mapdomain(v[0], dom, win);
  bool full = np_given(v[5]) && rt_truthy(v[5]);
  res = np_pf_fit(b, xnew, v[1], v[2], v[4], full, v[6]);
  Value r;
  if (full) {
    Value p = make(b, RT_AS(Tuple, res)->items[0], dom, win, v[8]);
    Value status = RT_AS(Tuple, res)->items[1];
    rt_incref(status);
    r = rt_tuple_new(2);
    rt_tuple_set(r, 0, p);
    rt_tuple_set(r, 1, status);
  } else {
    r = make(b, res, dom, win, v[8]);
  }
  rt_cleanup_pop(mark, true);
  return r;
}

static Value c_identity(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"domain", "window", "symbol"};
  Value v[3];
  rt_parse_args("identity", argc, argv, kw, 3, names, 0, v);
  return identity(bound_basis(self), v[0], v[1], v[2]);
}

static Value c_basis(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"deg", "domain", "window", "symbol"};
  Value v[4];
  rt_parse_args("basis", argc, argv, kw, 4, names, 1, v);
  double d = rt_to_double(v[0], "deg");
  int64_t ideg = (int64_t)d;
  if ((double)ideg != d || ideg < 0) rt_raise(RT_EXC_ValueError, "deg must be non-negative integer");
  Value l = rt_list_new(ideg + 1);
  int mark = rt_cleanup_push_value(&l);
  for (int64_t i = 0; i < ideg; i++) rt_list_append(l, rt_int(0));
  rt_list_append(l, rt_int(1));
  const NpPolyBasis *b = bound_basis(self);
  Value cdom = np_polybasis_domain(b);
  Value r = make(b, l, np_given(v[1]) ? v[1] : cdom, np_given(v[2]) ? v[2] : cdom, v[3]);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value c_fromroots(Value self, int argc, const Value *argv, const Kwargs *kw) {
  const NpPolyBasis *b = bound_basis(self);
  static const char *const names[] = {"roots", "domain", "window", "symbol"};
  Value v[4];
  rt_parse_args("fromroots", argc, argv, kw, 4, names, 1, v);
  Value roots, dom = rt_undef(), win = rt_undef(), off = rt_undef(), scl = rt_undef(), c = rt_undef();
  np_ps_as_series(1, &v[0], &roots, false);
  int mark = rt_cleanup_push_value(&roots);
  rt_cleanup_push_value(&dom);
  rt_cleanup_push_value(&win);
  rt_cleanup_push_value(&off);
  rt_cleanup_push_value(&scl);
  rt_cleanup_push_value(&c);
  Value cdom = np_polybasis_domain(b);
  if (rt_is_undef(v[1]) || empty_list(v[1])) dom = (rt_incref(cdom), cdom);
  else dom = rt_is_none(v[1]) ? np_ps_getdomain(roots) : (rt_incref(v[1]), v[1]);
  win = np_given(v[2]) ? (rt_incref(v[2]), v[2]) : (rt_incref(cdom), cdom);
  int64_t deg = RT_AS(Array, roots)->shape[0];
  np_ps_mapparms(dom, win, &off, &scl);
  np_ps_put(&roots, rt_binop(RT_OP_MUL, scl, roots));
  np_ps_put(&roots, rt_binop(RT_OP_ADD, off, roots));
  c = np_pf_fromroots(b, roots);
  np_ps_put(&scl, rt_binop(RT_OP_POW, scl, rt_int(deg)));
  np_ps_put(&c, rt_binop(RT_OP_TRUEDIV, c, scl));
  Value r = make(b, c, dom, win, v[3]);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value c_cast(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"series", "domain", "window"};
  Value v[3];
  rt_parse_args("cast", argc, argv, kw, 3, names, 1, v);
  if (!is_poly(v[0])) rt_raise(RT_EXC_AttributeError, "object has no attribute 'convert'");
  Value args[3] = {np_given(v[1]) ? v[1] : rt_none(), np_polybasis_class(bound_basis(self)),
                   np_given(v[2]) ? v[2] : rt_none()};
  return m_convert(v[0], 3, args, NULL);
}

static Value make_class(int k) {
  static const NativeFn ctors[NP_POLY_NFAMILIES] = {ctor_0, ctor_1, ctor_2, ctor_3, ctor_4, ctor_5};
  static bool (*const checks[NP_POLY_NFAMILIES])(Value) = {check_0, check_1, check_2, check_3, check_4, check_5};
  const NpPolyBasis *b = np_poly_families[k];
  Value dom = np_polybasis_domain(b);
  Value cls = rt_native_class(b->name, ctors[k], checks[k], b->class_repr);
  static const struct {
    const char *name;
    NativeFn fn;
  } cms[] = {{"fit", c_fit}, {"identity", c_identity}, {"basis", c_basis},
             {"fromroots", c_fromroots}, {"cast", c_cast}};
  for (size_t i = 0; i < sizeof cms / sizeof cms[0]; i++)
    rt_native_class_set_attr(cls, cms[i].name, rt_native_bind(cms[i].name, cms[i].fn, rt_int(k)));
  rt_incref(dom);
  rt_native_class_set_attr(cls, "domain", dom);
  rt_incref(dom);
  rt_native_class_set_attr(cls, "window", dom);
  rt_native_class_set_attr(cls, "maxpower", rt_int(100));
  rt_native_class_set_attr(cls, "basis_name", b->basis_name ? rt_str_from_c(b->basis_name) : rt_none());
  return cls;
}

Value np_polybasis_class(const NpPolyBasis *b) {
  Value *slot = &mod_state()->classes[b->index];
  if (slot->tag != RT_OBJ) *slot = make_class(b->index);
  return *slot;
}

/* numpy.polynomial.set_default_printstyle(style): how str() writes every series */
static Value f_set_default_printstyle(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"style"};
  Value v[1];
  rt_parse_args("set_default_printstyle", argc, argv, kw, 1, names, 1, v);
  const char *style = rt_is_str(v[0]) ? rt_str_data(v[0]) : "";
  if (!rt_is_str(v[0]) || (strcmp(style, "ascii") && strcmp(style, "unicode"))) {
    Value r = rt_to_str(v[0]);
    char text[200];
    snprintf(text, sizeof text, "%s", rt_str_data(r));
    rt_decref(r);
    rt_raise(RT_EXC_ValueError, "Unsupported format string '%s'. Valid options are 'ascii' and "
             "'unicode'", text);
  }
  mod_state()->ascii = !strcmp(style, "ascii");
  return rt_none();
}

void np_polynomial_module_init(Value m) {
  rt_module_add_fn(m, "set_default_printstyle", f_set_default_printstyle);
  static const char *const modules[NP_POLY_NFAMILIES][2] = {
      {"polynomial", "numpy.polynomial.polynomial"}, {"chebyshev", "numpy.polynomial.chebyshev"},
      {"legendre", "numpy.polynomial.legendre"},     {"hermite", "numpy.polynomial.hermite"},
      {"hermite_e", "numpy.polynomial.hermite_e"},   {"laguerre", "numpy.polynomial.laguerre"},
  };
  for (int k = 0; k < NP_POLY_NFAMILIES; k++) {
    Value cls = np_polybasis_class(np_poly_families[k]);
    rt_incref(cls);
    rt_module_set(m, np_poly_families[k]->name, cls);
  }
  for (int k = 0; k < NP_POLY_NFAMILIES; k++) rt_module_set(m, modules[k][0], rt_import(modules[k][1]));
}
