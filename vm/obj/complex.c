/* complex.c — Python's complex type: a pair of doubles with CPython 3.11's algorithms (the
 * textbook product, Smith's division, c_powi by repeated squaring for small integer exponents
 * and the polar form otherwise, C99's abs), its errors, the constructor with the string
 * syntax complex() accepts, and hashing. Mixed operations convert the other operand to a
 * complex first, as CPython does (so 1j * inf is (nan+infj)). */
#include <ctype.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "bigint.h"
#include "class.h"
#include "complex.h"
#include "format.h"
#include "hash.h"
#include "native.h"
#include "objects.h"
#include "ops.h"

Value rt_complex_new(double re, double im) {
  Complex *c = rt_malloc(sizeof *c);
  rt_obj_init(&c->hdr, &rt_complex_type);
  c->re = re;
  c->im = im;
  return rt_obj(c);
}

static void complex_free(Obj *o) { free(o); }

bool rt_complex_operand(Value v, double *re, double *im) {
  if (rt_is_scalar_number(v)) { /* a new reference when it is a complex or a big int */
    Value n = v.as.o->type->number(v);
    bool ok = rt_complex_operand(n, re, im);
    rt_decref(n);
    return ok;
  }
  *im = 0.0;
  switch (v.tag) {
    case RT_BOOL: *re = v.as.b; return true;
    case RT_INT: *re = (double)v.as.i; return true;
    case RT_FLOAT: *re = v.as.f; return true;
    default: break;
  }
  if (rt_is_bigint(v)) {
    *re = rt_int_to_double(v);
    return true;
  }
  if (rt_is_complex(v)) {
    *re = RT_AS(Complex, v)->re;
    *im = RT_AS(Complex, v)->im;
    return true;
  }
  return false;
}

/* ---- CPython's algorithms (Objects/complexobject.c); `edom` stands for errno == EDOM ---- */

typedef struct {
  double re, im;
} C;

static C c_prod(C a, C b) {
  return (C){a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re};
}

/* Smith's algorithm, scaled by the larger part of the divisor. */
static C c_quot(C a, C b, bool *edom) {
  double abs_br = fabs(b.re), abs_bi = fabs(b.im);
  if (abs_br >= abs_bi) {
    if (abs_br == 0.0) {
      *edom = true;
      return (C){0.0, 0.0};
    }
    double ratio = b.im / b.re, denom = b.re + b.im * ratio;
    return (C){(a.re + a.im * ratio) / denom, (a.im - a.re * ratio) / denom};
  }
  if (abs_bi >= abs_br) {
    double ratio = b.re / b.im, denom = b.re * ratio + b.im;
    return (C){(a.re * ratio + a.im) / denom, (a.im * ratio - a.re) / denom};
  }
  return (C){NAN, NAN}; /* a part of b is NaN */
}

static C c_pow(C a, C b, bool *edom) {
  if (b.re == 0.0 && b.im == 0.0) return (C){1.0, 0.0};
  if (a.re == 0.0 && a.im == 0.0) {
    if (b.im != 0.0 || b.re < 0.0) *edom = true;
    return (C){0.0, 0.0};
  }
  double vabs = hypot(a.re, a.im), len = pow(vabs, b.re), at = atan2(a.im, a.re);
  double phase = at * b.re;
  if (b.im != 0.0) {
    len /= exp(at * b.im);
    phase += b.im * log(vabs);
  }
  return (C){len * cos(phase), len * sin(phase)};
}

static C c_powu(C x, long n) {
  C r = {1.0, 0.0}, p = x;
  for (long mask = 1; mask > 0 && n >= mask; mask <<= 1) {
    if (n & mask) r = c_prod(r, p);
    p = c_prod(p, p);
  }
  return r;
}

static C c_powi(C x, long n, bool *edom) {
  if (n > 0) return c_powu(x, n);
  return c_quot((C){1.0, 0.0}, c_powu(x, -n), edom);
}

Value rt_complex_pow(double ar, double ai, double br, double bi) {
  C a = {ar, ai}, b = {br, bi}, p;
  bool edom = false;
  if (b.im == 0.0 && b.re == floor(b.re) && fabs(b.re) <= 100.0) {
    p = c_powi(a, (long)b.re, &edom);
  } else {
    p = c_pow(a, b, &edom);
  }
  if (edom) rt_raise(RT_EXC_ZeroDivisionError, "0.0 to a negative or complex power");
  if (isinf(p.re) || isinf(p.im)) rt_raise(RT_EXC_OverflowError, "complex exponentiation");
  return rt_complex_new(p.re, p.im);
}

bool rt_complex_quot(double ar, double ai, double br, double bi, double *re, double *im) {
  bool edom = false;
  C r = c_quot((C){ar, ai}, (C){br, bi}, &edom);
  *re = r.re;
  *im = r.im;
  return edom;
}

double rt_complex_abs(double re, double im) {
  if (!isfinite(re) || !isfinite(im)) {
    if (isinf(re)) return fabs(re); /* C99: an infinite part wins over a NaN */
    if (isinf(im)) return fabs(im);
    return NAN;
  }
  double r = hypot(re, im);
  if (!isfinite(r)) rt_raise(RT_EXC_OverflowError, "absolute value too large");
  return r;
}

/* ---- hashing (CPython's _Py_HashDouble, then the parts combined) ---- */

/* CPython's: hash(re) + 1000003 * hash(im) in wrapping arithmetic (hash(2+0j) == hash(2.0)) */
int64_t rt_complex_hash(Value z) {
  const Complex *c = RT_AS(Complex, z);
  uint64_t h = (uint64_t)rt_hash_double(c->re) + 1000003u * (uint64_t)rt_hash_double(c->im);
  if (h == (uint64_t)-1) h = (uint64_t)-2;
  return (int64_t)h;
}

/* ---- the slots ---- */

static Value complex_repr(Value self) {
  StrBuf sb;
  rt_sb_init(&sb);
  rt_format_complex(&sb, RT_AS(Complex, self)->re, RT_AS(Complex, self)->im, "");
  return rt_sb_to_str(&sb);
}

/* z == x for a real x: the imaginary part is zero and the real parts are equal, exactly for
 * ints of any size. */
static bool equals_real(const Complex *z, Value x) {
  if (z->im != 0.0) return false;
  if (rt_is_intlike(x)) return rt_int_cmp_double(x, z->re) == 0;
  double re, im;
  rt_complex_operand(x, &re, &im);
  return z->re == re;
}

static Value complex_compare(BinOp op, Value a, Value b) {
  Value z = rt_is_complex(a) ? a : b, other = rt_is_complex(a) ? b : a;
  if (rt_is_scalar_number(other)) other = other.as.o->type->number(other);
  bool eq;
  if (rt_is_complex(other)) {
    eq = RT_AS(Complex, z)->re == RT_AS(Complex, other)->re &&
         RT_AS(Complex, z)->im == RT_AS(Complex, other)->im;
  } else if (rt_is_intlike(other) || other.tag == RT_FLOAT) {
    eq = equals_real(RT_AS(Complex, z), other);
  } else {
    return rt_undef();
  }
  return rt_bool(op == RT_OP_EQ ? eq : !eq);
}

static Value complex_binop(BinOp op, Value a, Value b) {
  /* arrays and NumPy scalars compute with complex dtypes (their binop slot answers) */
  if (rt_is_array_number(a) || rt_is_array_number(b) || rt_is_scalar_number(a) ||
      rt_is_scalar_number(b))
    return rt_undef();
  if (op == RT_OP_EQ || op == RT_OP_NE) return complex_compare(op, a, b);
  if (op != RT_OP_ADD && op != RT_OP_SUB && op != RT_OP_MUL && op != RT_OP_TRUEDIV &&
      op != RT_OP_POW)
    return rt_undef();
  C x, y;
  if (!rt_complex_operand(a, &x.re, &x.im) || !rt_complex_operand(b, &y.re, &y.im)) {
    return rt_undef();
  }
  bool edom = false;
  C r;
  switch (op) {
    case RT_OP_ADD: r = (C){x.re + y.re, x.im + y.im}; break;
    case RT_OP_SUB: r = (C){x.re - y.re, x.im - y.im}; break;
    case RT_OP_MUL: r = c_prod(x, y); break;
    case RT_OP_TRUEDIV:
      r = c_quot(x, y, &edom);
      if (edom) rt_raise(RT_EXC_ZeroDivisionError, "complex division by zero");
      break;
    default: return rt_complex_pow(x.re, x.im, y.re, y.im);
  }
  return rt_complex_new(r.re, r.im);
}

static Value complex_unop(UnOp op, Value a) {
  const Complex *c = RT_AS(Complex, a);
  if (op == RT_UOP_NEG) return rt_complex_new(-c->re, -c->im);
  if (op == RT_UOP_POS) return rt_complex_new(c->re, c->im);
  return rt_undef();
}

static int complex_truthy(Value self) {
  return RT_AS(Complex, self)->re != 0.0 || RT_AS(Complex, self)->im != 0.0;
}

static Value complex_conjugate(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_nargs("conjugate", argc, kw, 0, 0);
  return rt_complex_new(RT_AS(Complex, self)->re, -RT_AS(Complex, self)->im);
}

static Value complex_getattr(Value self, const char *name) {
  if (!strcmp(name, "real")) return rt_float(RT_AS(Complex, self)->re);
  if (!strcmp(name, "imag")) return rt_float(RT_AS(Complex, self)->im);
  if (!strcmp(name, "conjugate")) return rt_native_bind("conjugate", complex_conjugate, self);
  return rt_undef();
}

const ObjType rt_complex_type = {
    .name = "complex",
    .free = complex_free,
    .repr = complex_repr,
    .getattr = complex_getattr,
    .truthy = complex_truthy,
    .binop = complex_binop,
    .unop = complex_unop,
    .hash = rt_complex_hash,
};

/* ---- complex(...) ---- */

static _Noreturn void malformed(void) {
  rt_raise(RT_EXC_ValueError, "complex() arg is a malformed string");
}

static bool ci_prefix(const char *s, const char *word) {
  size_t n = strlen(word);
  for (size_t i = 0; i < n; i++) {
    if (tolower((unsigned char)s[i]) != word[i]) return false;
  }
  return true;
}

/* A float as float() reads it at s (sign, digits, point, exponent, or inf/infinity/nan);
 * returns the end, s itself when there is none. */
static const char *scan_float(const char *s, double *out) {
  const char *p = s;
  if (*p == '+' || *p == '-') p++;
  const char *body = p;
  if (ci_prefix(p, "infinity")) p += 8;
  else if (ci_prefix(p, "inf") || ci_prefix(p, "nan")) p += 3;
  else {
    const char *d = p;
    while (isdigit((unsigned char)*p)) p++;
    bool digits = p > d;
    if (*p == '.') {
      p++;
      const char *f = p;
      while (isdigit((unsigned char)*p)) p++;
      digits = digits || p > f;
    }
    if (!digits) return s;
    if (*p == 'e' || *p == 'E') {
      const char *e = p + 1;
      if (*e == '+' || *e == '-') e++;
      if (isdigit((unsigned char)*e)) {
        while (isdigit((unsigned char)*e)) e++;
        p = e;
      }
    }
  }
  if (p == body) return s;
  char *buf = rt_malloc((size_t)(p - s) + 1);
  memcpy(buf, s, (size_t)(p - s));
  buf[p - s] = '\0';
  *out = strtod(buf, NULL);
  free(buf);
  return p;
}

/* Underscores are allowed only between two digits; returns a fresh copy without them. */
static char *strip_underscores(const char *s, size_t n) {
  char *out = rt_malloc(n + 1);
  size_t k = 0;
  for (size_t i = 0; i < n; i++) {
    if (s[i] == '_') {
      if (i == 0 || i + 1 == n || !isdigit((unsigned char)s[i - 1]) ||
          !isdigit((unsigned char)s[i + 1])) {
        free(out);
        malformed();
      }
      continue;
    }
    out[k++] = s[i];
  }
  out[k] = '\0';
  return out;
}

static bool is_space(char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }

/* CPython's complex_from_string_inner: <float>, <float>j, <float><signed-float>j, and the
 * older forms <float><sign>j, <sign>j and j, optionally in parentheses. */
static Value parse_complex(Value str) {
  char *text = strip_underscores(rt_str_data(str), (size_t)RT_AS(Str, str)->nbytes);
  int mark = rt_cleanup_push(free, text);
  const char *s = text;
  double x = 0.0, y = 0.0, z;
  bool bracket = false;
  while (is_space(*s)) s++;
  if (*s == '(') {
    bracket = true;
    s++;
    while (is_space(*s)) s++;
  }
  const char *end = scan_float(s, &z);
  if (end != s) {
    s = end;
    if (*s == '+' || *s == '-') {
      x = z;
      end = scan_float(s, &y);
      if (end != s) s = end;
      else y = *s++ == '+' ? 1.0 : -1.0;
      if (*s != 'j' && *s != 'J') malformed();
      s++;
    } else if (*s == 'j' || *s == 'J') {
      s++;
      y = z;
    } else {
      x = z;
    }
  } else {
    if (*s == '+' || *s == '-') y = *s++ == '+' ? 1.0 : -1.0;
    else y = 1.0;
    if (*s != 'j' && *s != 'J') malformed();
    s++;
  }
  while (is_space(*s)) s++;
  if (bracket) {
    if (*s != ')') malformed();
    s++;
    while (is_space(*s)) s++;
  }
  if (*s) malformed();
  rt_cleanup_pop(mark, true);
  return rt_complex_new(x, y);
}

/* complex(x) of an instance of a user class: its __complex__ (which must give a complex),
 * else its __float__, else its __index__; false when it has none of them. */
static bool user_complex(Value x, C *out) {
  static const char *const hooks[3] = {"__complex__", "__float__", "__index__"};
  for (int k = 0; k < 3; k++) {
    Value m = rt_class_lookup(RT_AS(Instance, x)->cls, hooks[k], NULL);
    if (rt_is_undef(m) || rt_is_none(m)) continue;
    Value v = rt_call_method(m, x, 0, NULL);
    int mark = rt_cleanup_push_value(&v);
    if (k == 0 && !rt_is_complex(v)) {
      rt_raise(RT_EXC_TypeError, "__complex__ returned non-complex (type %s)", rt_type_name(v));
    }
    if (!rt_complex_operand(v, &out->re, &out->im)) {
      rt_raise(RT_EXC_TypeError, "%s returned non-%s (type %s)", hooks[k], k == 1 ? "float" : "int", rt_type_name(v));
    }
    rt_cleanup_pop(mark, true);
    return true;
  }
  return false;
}

static const char *const complex_names[] = {"real", "imag"};

/* complex(a) of a NumPy array: its one element (a.item()), as ndarray.__complex__ does. */
static Value array_complex(Value a) {
  Value n = rt_getattr(a, "size");
  bool one = n.tag == RT_INT && n.as.i == 1;
  rt_decref(n);
  if (!one) rt_raise(RT_EXC_TypeError, "only length-1 arrays can be converted to Python scalars");
  Value fn = rt_getattr(a, "item");
  int mark = rt_cleanup_push_value(&fn);
  Value x = rt_call(fn, 0, NULL, NULL);
  rt_cleanup_push_value(&x);
  Value r = rt_complex_construct(rt_none(), 1, &x, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

Value rt_complex_construct(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  Value a[2];
  rt_parse_args("complex", argc, argv, kw, 2, complex_names, 0, a);
  Value r = a[0], i = a[1];
  if (rt_is_undef(r)) r = rt_int(0);
  if (rt_is_str(r)) {
    if (!rt_is_undef(i)) {
      rt_raise(RT_EXC_TypeError, "complex() can't take second arg if first is a string");
    }
    return parse_complex(r);
  }
  if (rt_is_str(i)) rt_raise(RT_EXC_TypeError, "complex() second arg can't be a string");
  if (rt_is_array_number(r) && rt_is_undef(i)) return array_complex(r);
  if (rt_is_complex(r) && rt_is_undef(i)) {
    rt_incref(r);
    return r;
  }
  C cr = {0.0, 0.0}, ci = {0.0, 0.0};
  bool user = rt_is_instance(r) && user_complex(r, &cr);
  if (user && rt_is_undef(i)) return rt_complex_new(cr.re, cr.im);
  /* a library number that is not NumPy's (Fraction, Decimal): its __float__ */
  bool own_float = rt_is_obj(r) && !rt_is_instance(r) && !rt_is_bigint(r) && r.as.o->type->to_double &&
                   r.as.o->type->numkind == RT_NUMBER_NONE;
  if (own_float) cr.re = r.as.o->type->to_double(r), cr.im = 0.0;
  if (!own_float && !user && !rt_complex_operand(r, &cr.re, &cr.im)) {
    rt_raise(RT_EXC_TypeError, "complex() first argument must be a string or a number, not '%s'",
             rt_type_name(r));
  }
  if (rt_is_undef(i)) {
    ci.re = cr.im;
  } else if (rt_is_obj(i) && !rt_is_instance(i) && !rt_is_bigint(i) && i.as.o->type->to_double &&
             i.as.o->type->numkind == RT_NUMBER_NONE) {
    ci.re = i.as.o->type->to_double(i);
  } else if (!rt_complex_operand(i, &ci.re, &ci.im)) {
    rt_raise(RT_EXC_TypeError, "complex() second argument must be a number, not '%s'",
             rt_type_name(i));
  }
  if (rt_is_complex(i)) cr.re -= ci.im;
  if (rt_is_complex(r) && !rt_is_undef(i)) ci.re += cr.im;
  return rt_complex_new(cr.re, ci.re);
}
