/* decimal.c — decimal.Decimal: the value (decimal_internal.h), its construction from str,
 * int, float (the exact binary value), tuple and Decimal, its text (str and repr with the
 * specification's scientific-notation rules), conversions to int and float, hash (equal to
 * an equal int's or float's), the methods and the module's registration. */
#include <ctype.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/hash.h"
#include "../obj/native.h"
#include "../obj/native_sample.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"
#include "decimal_internal.h"
#include "modlib.h"
#include "numtypes.h"
#include "py.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw

static const ObjType dec_type;
typedef struct ModState {
  Value dec_class; /* borrowed: the module holds it */
  Value tuple_class; /* DecimalTuple (borrowed: the module holds it) */
} ModState;

/* per VM (runtime.h): a second VM importing the module makes its own, and this one's stay */
static RtStateKey mod_key = {"decimal", sizeof(ModState), NULL, NULL, 0};
static ModState *mod_state(void) { return rt_runtime_state(&mod_key); }

bool dec_is(Value v) { return rt_is_type(v, &dec_type); }
bool nt_is_decimal(Value v) { return dec_is(v); }

static void dec_free(Obj *o) {
  rt_decref(((Decimal *)o)->coef);
  free(o);
}

Value dec_new(bool neg, DecKind kind, Value coef, int64_t exp) {
  Decimal *d = rt_malloc(sizeof *d);
  rt_obj_init(&d->hdr, &dec_type);
  d->neg = neg;
  d->kind = kind;
  d->coef = coef;
  d->exp = kind == DEC_FINITE ? exp : 0;
  return rt_obj(d);
}

int64_t dec_digits(Value coef) {
  if (coef.tag == RT_INT) {
    int64_t n = 1;
    for (int64_t c = coef.as.i; c >= 10; c /= 10) n++;
    return n;
  }
  /* a guess from the bit length, then the exact count */
  int64_t n = (int64_t)((double)(rt_int_bit_length(coef) - 1) * 0.30102999566398120) + 1;
  Value p = nt_pow10(n);
  if (!nt_test(RT_OP_LT, coef, p)) n++;
  rt_decref(p);
  return n;
}

Value dec_convert(Value v) {
  if (dec_is(v)) return nt_own(v);
  if (v.tag == RT_BOOL) v = rt_int(v.as.b);
  if (!rt_is_intlike(v)) return rt_undef();
  return dec_new(rt_int_sign(v) < 0, DEC_FINITE, nt_abs(nt_own(v)), 0);
}

/* ---- text ---- */

/* The digits of the text at p (underscores between digits dropped) into sb; false when the
 * text is not one of Decimal's forms. */
static bool parse_number(const char *p, const char *end, bool *neg, StrBuf *sb, int64_t *exp, DecKind *kind) {
  if (p < end && (*p == '+' || *p == '-')) *neg = *p++ == '-';
  size_t n = (size_t)(end - p);
  if ((n == 3 && strncasecmp(p, "inf", 3) == 0) || (n == 8 && strncasecmp(p, "infinity", 8) == 0)) {
    *kind = DEC_INF;
    return true;
  }
  if (n >= 3 && strncasecmp(p, "nan", 3) == 0) *kind = DEC_NAN, p += 3;
  else if (n >= 4 && strncasecmp(p, "snan", 4) == 0) *kind = DEC_SNAN, p += 4;
  int64_t frac = 0, digits = 0;
  bool dot = false;
  for (; p < end; p++) {
    if (isdigit((unsigned char)*p)) {
      rt_sb_putc(sb, *p), digits++;
      if (dot) frac++;
    } else if (*p == '_' && digits && p + 1 < end && isdigit((unsigned char)p[1]) && isdigit((unsigned char)p[-1])) {
      continue;
    } else if (*p == '.' && !dot && *kind == DEC_FINITE) {
      dot = true;
    } else {
      break;
    }
  }
  *exp = -frac;
  if (*kind != DEC_FINITE) return p == end;
  if (!digits) return false;
  if (p < end && (*p == 'e' || *p == 'E')) {
    p++;
    bool eneg = p < end && *p == '-';
    if (p < end && (*p == '+' || *p == '-')) p++;
    if (p == end) return false;
    int64_t e = 0;
    for (; p < end && isdigit((unsigned char)*p); p++) {
      if (e < (int64_t)4e17) e = e * 10 + (*p - '0');
    }
    *exp += eneg ? -e : e;
  }
  return p == end;
}

static Value dec_from_text(const char *p, size_t len) {
  const char *end = p + len;
  while (p < end && isspace((unsigned char)*p)) p++;
  while (end > p && isspace((unsigned char)end[-1])) end--;
  StrBuf sb;
  rt_sb_init(&sb);
  bool neg = false;
  int64_t exp = 0;
  DecKind kind = DEC_FINITE;
  bool ok = parse_number(p, end, &neg, &sb, &exp, &kind);
  rt_sb_putc(&sb, '\0');
  const char *digits = sb.data;
  while (digits[0] == '0' && digits[1]) digits++;
  Value coef = ok && sb.len > 1 ? rt_int_from_literal(digits, 10) : rt_int(0);
  rt_sb_free(&sb);
  if (!ok) {
    unsigned status = 0;
    Value r = dec_invalid(&status, DS_CONV_SYNTAX);
    return dec_signalled(r, dec_ctx(), status);
  }
  return dec_new(neg, kind, coef, exp);
}

/* The specification's to-scientific-string, or to-engineering-string (eng: exponents that
 * are multiples of three) of a Decimal. */
static void dec_text(StrBuf *sb, const Decimal *d, bool upper, bool eng) {
  if (d->neg) rt_sb_putc(sb, '-');
  if (d->kind == DEC_INF) {
    rt_sb_puts(sb, "Infinity");
    return;
  }
  if (d->kind != DEC_FINITE) {
    rt_sb_puts(sb, d->kind == DEC_SNAN ? "sNaN" : "NaN");
    if (!nt_is_zero(d->coef)) rt_int_sb_digits(sb, d->coef, 10, false);
    return;
  }
  StrBuf ds;
  rt_sb_init(&ds);
  rt_int_sb_digits(&ds, d->coef, 10, false);
  int64_t n = (int64_t)ds.len, left = d->exp + n, dot; /* left: digits before the point */
  if (d->exp <= 0 && left > -6) dot = left;
  else if (!eng) dot = 1;
  else if (nt_is_zero(d->coef)) dot = ((left + 1) % 3 + 3) % 3 - 1;
  else dot = ((left - 1) % 3 + 3) % 3 + 1;
  if (dot <= 0) {
    rt_sb_puts(sb, "0.");
    for (int64_t k = 0; k < -dot; k++) rt_sb_putc(sb, '0');
    rt_sb_putn(sb, ds.data, (size_t)n);
  } else if (dot >= n) {
    rt_sb_putn(sb, ds.data, (size_t)n);
    for (int64_t k = n; k < dot; k++) rt_sb_putc(sb, '0');
  } else {
    rt_sb_putn(sb, ds.data, (size_t)dot);
    rt_sb_putc(sb, '.');
    rt_sb_putn(sb, ds.data + dot, (size_t)(n - dot));
  }
  if (left != dot) rt_sb_printf(sb, "%c%+lld", upper ? 'E' : 'e', (long long)(left - dot));
  rt_sb_free(&ds);
}

static Value dec_str(Value self) {
  StrBuf sb;
  rt_sb_init(&sb);
  dec_text(&sb, RT_AS(Decimal, self), dec_ctx()->capitals, false);
  return rt_sb_to_str(&sb);
}

static Value dec_repr(Value self) {
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_puts(&sb, "Decimal('");
  dec_text(&sb, RT_AS(Decimal, self), true, false);
  rt_sb_puts(&sb, "')");
  return rt_sb_to_str(&sb);
}

/* ---- construction ---- */

/* The exact value of a float: m * 2**e is m * 5**-e * 10**e for e < 0. */
static Value dec_from_double(double x) {
  bool neg = signbit(x);
  if (isnan(x)) return dec_new(neg, DEC_NAN, rt_int(0), 0);
  if (isinf(x)) return dec_new(neg, DEC_INF, rt_int(0), 0);
  if (x == 0) return dec_new(neg, DEC_FINITE, rt_int(0), 0);
  int e;
  double m = frexp(fabs(x), &e);
  int64_t mant = (int64_t)ldexp(m, 53);
  e -= 53;
  while (mant && (mant & 1) == 0) mant >>= 1, e++;
  if (e >= 0) return dec_new(neg, DEC_FINITE, nt_op(RT_OP_LSHIFT, rt_int(mant), rt_int(e)), 0);
  Value five = rt_int_binop(RT_OP_POW, rt_int(5), rt_int(-e));
  return dec_new(neg, DEC_FINITE, nt_op(RT_OP_MUL, rt_int(mant), five), e);
}

/* Decimal((sign, digits, exponent)); a list is taken as a tuple. */
static Value dec_from_tuple(Value t) {
  Value seq = rt_call(rt_builtin_lookup("tuple"), 1, &t, NULL);
  int mark = rt_cleanup_push_value(&seq);
  Tuple *tp = RT_AS(Tuple, seq);
  if (tp->n != 3) rt_raise(RT_EXC_ValueError, "argument must be a sequence of length 3");
  Value s = tp->items[0], ds = tp->items[1], e = tp->items[2];
  if (!(s.tag == RT_INT || s.tag == RT_BOOL) || (s.as.i != 0 && s.as.i != 1)) {
    rt_raise(RT_EXC_ValueError, "sign must be an integer with the value 0 or 1");
  }
  DecKind kind = DEC_FINITE;
  int64_t exp = 0;
  if (rt_is_str(e)) {
    const char *es = rt_str_data(e);
    kind = strcmp(es, "F") == 0 ? DEC_INF : strcmp(es, "n") == 0 ? DEC_NAN : strcmp(es, "N") == 0 ? DEC_SNAN : DEC_FINITE;
    if (kind == DEC_FINITE) rt_raise(RT_EXC_ValueError, "string argument in the third position must be 'F', 'n' or 'N'");
  } else if (e.tag == RT_INT) {
    exp = e.as.i;
  } else {
    rt_raise(RT_EXC_ValueError, "exponent must be an integer");
  }
  if (!rt_is_tuple(ds) && !rt_is_list(ds)) rt_raise(RT_EXC_ValueError, "coefficient must be a tuple of digits");
  Value digits = rt_call(rt_builtin_lookup("tuple"), 1, &ds, NULL);
  rt_cleanup_push_value(&digits);
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_cleanup_push(&sb);
  for (int64_t k = 0; k < RT_AS(Tuple, digits)->n; k++) {
    Value dg = RT_AS(Tuple, digits)->items[k];
    if (dg.tag != RT_INT || dg.as.i < 0 || dg.as.i > 9) rt_raise(RT_EXC_ValueError, "coefficient must be a tuple of digits");
    if (sb.len || dg.as.i) rt_sb_putc(&sb, (char)('0' + dg.as.i));
  }
  rt_sb_putc(&sb, '\0');
  Value coef = sb.len > 1 && kind != DEC_INF ? rt_int_from_literal(sb.data, 10) : rt_int(0);
  Value r = dec_new(s.as.i == 1, kind, coef, exp);
  rt_cleanup_pop(mark, true);
  return r;
}

Value dec_construct(Value v) {
  Value d = dec_convert(v);
  if (!rt_is_undef(d)) return d;
  if (rt_is_str(v)) return dec_from_text(rt_str_data(v), RT_AS(Str, v)->nbytes);
  if (v.tag == RT_FLOAT) {
    dec_signal(dec_ctx(), DS_FLOAT_OP);
    return dec_from_double(v.as.f);
  }
  if (rt_is_tuple(v) || rt_is_list(v) || rt_coll_is_namedtuple(v)) return dec_from_tuple(v);
  rt_raise(RT_EXC_TypeError, "conversion from %s to Decimal is not supported", rt_type_name(v));
}

static const char *const ctor_names[] = {"value", "context"};

static Value c_decimal(ARGS) {
  (void)self;
  Value a[2];
  int given = argc + (kw ? kw->n : 0);
  if (given > 2) rt_raise(RT_EXC_TypeError, "function takes at most 2 arguments (%d given)", given);
  rt_parse_args("Decimal", argc, argv, kw, 2, ctor_names, 0, a);
  Value v = a[0];
  if (rt_is_undef(v)) return dec_new(false, DEC_FINITE, rt_int(0), 0);
  return dec_construct(v);
}

/* ---- conversions ---- */

void nt_decimal_ratio(Value v, Value *num, Value *den) {
  Decimal *d = RT_AS(Decimal, v);
  if (d->kind == DEC_INF) rt_raise(RT_EXC_OverflowError, "cannot convert Infinity to integer ratio");
  if (d->kind != DEC_FINITE) rt_raise(RT_EXC_ValueError, "cannot convert NaN to integer ratio");
  Value n = nt_own(d->coef), q = rt_int(1);
  if (d->exp >= 0) n = nt_op(RT_OP_MUL, n, nt_pow10(d->exp));
  else q = nt_pow10(-d->exp);
  Value g = rt_int_gcd(n, q);
  n = nt_op(RT_OP_FLOORDIV, n, nt_own(g));
  *den = nt_op(RT_OP_FLOORDIV, q, g);
  *num = d->neg ? nt_op(RT_OP_SUB, rt_int(0), n) : n;
}

/* int(d): truncated. */
static Value dec_number(Value self) {
  Decimal *d = RT_AS(Decimal, self);
  if (d->kind == DEC_INF) rt_raise(RT_EXC_OverflowError, "cannot convert Infinity to integer");
  if (d->kind != DEC_FINITE) rt_raise(RT_EXC_ValueError, "cannot convert NaN to integer");
  Value n = d->exp >= 0 ? nt_op(RT_OP_MUL, nt_own(d->coef), nt_pow10(d->exp))
                        : nt_op(RT_OP_FLOORDIV, nt_own(d->coef), nt_pow10(-d->exp));
  return d->neg ? nt_op(RT_OP_SUB, rt_int(0), n) : n;
}

static double dec_to_double(Value self) {
  Decimal *d = RT_AS(Decimal, self);
  if (d->kind == DEC_SNAN) rt_raise(RT_EXC_ValueError, "cannot convert signaling NaN to float");
  if (d->kind == DEC_NAN) return d->neg ? -NAN : NAN;
  Value s = dec_repr(self);
  const char *t = rt_str_data(s) + 9; /* past "Decimal('" */
  double x = strtod(t, NULL);
  if (d->kind == DEC_INF) x = d->neg ? -INFINITY : INFINITY;
  rt_decref(s);
  return x;
}

#define HASH_P ((uint64_t)0x1FFFFFFFFFFFFFFF)

static uint64_t mulmod(uint64_t a, uint64_t b) { return (uint64_t)((unsigned __int128)a * b % HASH_P); }

static uint64_t powmod(uint64_t b, uint64_t e) {
  uint64_t r = 1;
  for (; e; e >>= 1, b = mulmod(b, b)) {
    if (e & 1) r = mulmod(r, b);
  }
  return r;
}

/* CPython's: coef * 10**exp modulo 2**61 - 1, so that an equal int or float hashes the same. */
static int64_t dec_hash(Value self) {
  Decimal *d = RT_AS(Decimal, self);
  if (d->kind == DEC_SNAN) rt_raise(RT_EXC_TypeError, "Cannot hash a signaling NaN value");
  if (d->kind == DEC_NAN) return rt_hash_pointer(d);
  if (d->kind == DEC_INF) return d->neg ? -314159 : 314159;
  uint64_t ten = d->exp >= 0 ? 10 : powmod(10, HASH_P - 2);
  uint64_t e = (uint64_t)(d->exp >= 0 ? d->exp : -d->exp);
  uint64_t h = mulmod((uint64_t)rt_hash(d->coef), powmod(ten, e));
  int64_t r = d->neg ? -(int64_t)h : (int64_t)h;
  return r == -1 ? -2 : r;
}

static int dec_truthy(Value self) {
  Decimal *d = RT_AS(Decimal, self);
  return d->kind != DEC_FINITE || !nt_is_zero(d->coef);
}

/* round(d) rounds half to even to an int; round(d, n) quantizes to 10**-n in the context. */
static Value dec_round(Value self, bool has_nd, int64_t nd) {
  Decimal *d = RT_AS(Decimal, self);
  if (has_nd) {
    Value q = dec_new(false, DEC_FINITE, rt_int(1), -nd);
    int mark = rt_cleanup_push_value(&q);
    Value r = dec_quantize(self, q, dec_ctx()->rounding, dec_ctx());
    rt_cleanup_pop(mark, true);
    return r;
  }
  if (d->kind == DEC_INF) rt_raise(RT_EXC_OverflowError, "cannot convert Infinity to integer");
  if (d->kind != DEC_FINITE) rt_raise(RT_EXC_ValueError, "cannot convert NaN to integer");
  bool inexact;
  Value c = d->exp >= 0 ? nt_op(RT_OP_MUL, nt_own(d->coef), nt_pow10(d->exp))
                        : dec_rescale(d->neg, nt_own(d->coef), d->exp, 0, DR_HALF_EVEN, &inexact);
  return d->neg ? nt_op(RT_OP_SUB, rt_int(0), c) : c;
}

/* ---- methods ---- */

/* The context argument of a method: the current context for None or absent. */
static DecContext *ctx_arg(Value v) {
  if (rt_is_undef(v) || v.tag == RT_NONE) return dec_ctx();
  if (!rt_is_obj(v) || strcmp(v.as.o->type->name, "decimal.Context") != 0) {
    rt_raise(RT_EXC_TypeError, "optional argument must be a context");
  }
  return (DecContext *)v.as.o;
}

/* A rounding argument: the context's for None or absent. */
static DecRound rounding_arg(Value v, DecContext *ctx) {
  if (rt_is_undef(v) || v.tag == RT_NONE) return ctx->rounding;
  if (rt_is_str(v)) {
    for (int k = 0; k < DR_COUNT; k++) {
      if (strcmp(rt_str_data(v), dec_round_names[k]) == 0) return (DecRound)k;
    }
  }
  rt_raise(RT_EXC_TypeError, "valid values for rounding are:\n  [ROUND_CEILING, ROUND_FLOOR, ROUND_UP, ROUND_DOWN,\n"
                             "   ROUND_HALF_UP, ROUND_HALF_DOWN, ROUND_HALF_EVEN,\n   ROUND_05UP]");
}

static Value dec_arg(Value v) {
  Value d = dec_convert(v);
  if (rt_is_undef(d)) rt_raise(RT_EXC_TypeError, "conversion from %s to Decimal is not supported", rt_type_name(v));
  return d;
}

static const char *const quantize_names[] = {"exp", "rounding", "context"};

static Value m_quantize(ARGS) {
  Value a[3];
  rt_parse_args("quantize", argc, argv, kw, 3, quantize_names, 1, a);
  DecContext *ctx = ctx_arg(a[2]);
  Value q = dec_arg(a[0]);
  int mark = rt_cleanup_push_value(&q);
  Value r = dec_quantize(self, q, rounding_arg(a[1], ctx), ctx);
  rt_cleanup_pop(mark, true);
  return r;
}

static const char *const ctx_names[] = {"context"};

static Value m_sqrt(ARGS) {
  Value a[1];
  rt_parse_args("sqrt", argc, argv, kw, 1, ctx_names, 0, a);
  return dec_sqrt(self, ctx_arg(a[0]));
}

static Value m_normalize(ARGS) {
  Value a[1];
  rt_parse_args("normalize", argc, argv, kw, 1, ctx_names, 0, a);
  return dec_normalize(self, ctx_arg(a[0]));
}

static Value transcendental(const char *name, int which, Value self, int argc, const Value *argv, const Kwargs *kw) {
  Value a[1];
  rt_parse_args(name, argc, argv, kw, 1, ctx_names, 0, a);
  return dec_transcendental(self, which, ctx_arg(a[0]));
}

static Value m_exp(ARGS) { return transcendental("exp", 0, self, argc, argv, kw); }
static Value m_ln(ARGS) { return transcendental("ln", 1, self, argc, argv, kw); }
static Value m_log10(ARGS) { return transcendental("log10", 2, self, argc, argv, kw); }

static const char *const integral_names[] = {"rounding", "context"};

/* to_integral_value: the value rounded to an integer with no signals but InvalidOperation. */
static Value integral(int argc, const Value *argv, const Kwargs *kw, Value self, bool exact) {
  Value a[2];
  rt_parse_args(exact ? "to_integral_exact" : "to_integral_value", argc, argv, kw, 2, integral_names, 0, a);
  DecContext *ctx = ctx_arg(a[1]);
  DecRound mode = rounding_arg(a[0], ctx);
  Decimal *d = RT_AS(Decimal, self);
  if (d->kind == DEC_SNAN) {
    unsigned status = 0;
    Value r = dec_invalid(&status, DS_INVALID_OP);
    return dec_signalled(r, ctx, status);
  }
  if (d->kind != DEC_FINITE || d->exp >= 0) return nt_own(self);
  bool inexact;
  Value c = dec_rescale(d->neg, nt_own(d->coef), d->exp, 0, mode, &inexact);
  Value r = dec_new(d->neg, DEC_FINITE, c, 0);
  return exact ? dec_signalled(r, ctx, DS_ROUNDED | (inexact ? DS_INEXACT : 0)) : r;
}

static Value m_to_integral_value(ARGS) { return integral(argc, argv, kw, self, false); }
static Value m_to_integral_exact(ARGS) { return integral(argc, argv, kw, self, true); }

static Value digit_tuple(Value coef) {
  StrBuf sb;
  rt_sb_init(&sb);
  rt_int_sb_digits(&sb, coef, 10, false);
  Value t = rt_tuple_new((int64_t)sb.len);
  for (size_t k = 0; k < sb.len; k++) rt_tuple_set(t, (int64_t)k, rt_int(sb.data[k] - '0'));
  rt_sb_free(&sb);
  return t;
}


/* collections.namedtuple('DecimalTuple', 'sign digits exponent'). */
static Value make_tuple_class(void) {
  Value coll = rt_import("collections");
  Value nt = rt_getattr(coll, "namedtuple");
  Value args[2] = {rt_str_from_c("DecimalTuple"), rt_str_from_c("sign digits exponent")};
  Value cls = rt_call(nt, 2, args, NULL);
  rt_decref(args[0]), rt_decref(args[1]), rt_decref(nt), rt_decref(coll);
  return cls;
}

static Value m_as_tuple(ARGS) {
  (void)argv;
  rt_check_args("as_tuple", argc, kw, 0, 0, RT_ARGS_NONE);
  Decimal *d = RT_AS(Decimal, self);
  Value digits = d->kind == DEC_INF ? digit_tuple(rt_int(0)) : nt_is_zero(d->coef) && d->kind != DEC_FINITE ? rt_tuple_new(0) : digit_tuple(d->coef);
  Value args[3] = {rt_int(d->neg), digits,
                   d->kind == DEC_FINITE ? rt_int(d->exp) : rt_str_from_c(d->kind == DEC_INF ? "F" : d->kind == DEC_NAN ? "n" : "N")};
  Value r = rt_call(mod_state()->tuple_class, 3, args, NULL);
  rt_decref(args[1]), rt_decref(args[2]);
  return r;
}

static Value m_as_integer_ratio(ARGS) {
  (void)argv;
  rt_check_args("as_integer_ratio", argc, kw, 0, 0, RT_ARGS_NONE);
  Value t = rt_tuple_new(2), n, q;
  nt_decimal_ratio(self, &n, &q);
  rt_tuple_set(t, 0, n);
  rt_tuple_set(t, 1, q);
  return t;
}

#define PREDICATE(fname, expr)                          \
  static Value fname(ARGS) {                            \
    (void)argv;                                         \
    rt_check_args(#fname + 2, argc, kw, 0, 0, RT_ARGS_NONE); \
    Decimal *d = RT_AS(Decimal, self);                  \
    return rt_bool(expr);                               \
  }
PREDICATE(m_is_nan, d->kind == DEC_NAN || d->kind == DEC_SNAN)
PREDICATE(m_is_snan, d->kind == DEC_SNAN)
PREDICATE(m_is_qnan, d->kind == DEC_NAN)
PREDICATE(m_is_infinite, d->kind == DEC_INF)
PREDICATE(m_is_finite, d->kind == DEC_FINITE)
PREDICATE(m_is_zero, d->kind == DEC_FINITE && nt_is_zero(d->coef))
PREDICATE(m_is_signed, d->neg)

static Value m_adjusted(ARGS) {
  (void)argv;
  rt_check_args("adjusted", argc, kw, 0, 0, RT_ARGS_NONE);
  Decimal *d = RT_AS(Decimal, self);
  return rt_int(d->kind == DEC_FINITE ? d->exp + dec_digits(d->coef) - 1 : 0);
}

static Value m_copy_abs(ARGS) {
  (void)argv;
  rt_check_args("copy_abs", argc, kw, 0, 0, RT_ARGS_NONE);
  Decimal *d = RT_AS(Decimal, self);
  return dec_new(false, d->kind, nt_own(d->coef), d->exp);
}

static Value m_copy_negate(ARGS) {
  (void)argv;
  rt_check_args("copy_negate", argc, kw, 0, 0, RT_ARGS_NONE);
  Decimal *d = RT_AS(Decimal, self);
  return dec_new(!d->neg, d->kind, nt_own(d->coef), d->exp);
}

static Value m_abs(ARGS) {
  (void)argv, (void)argc, (void)kw;
  return dec_abs(self);
}

/* math.floor/ceil/trunc: an int. */
static Value to_int(Value self, DecRound mode) {
  Decimal *d = RT_AS(Decimal, self);
  if (d->kind == DEC_INF) rt_raise(RT_EXC_OverflowError, "cannot convert Infinity to integer");
  if (d->kind != DEC_FINITE) rt_raise(RT_EXC_ValueError, "cannot convert NaN to integer");
  bool inexact;
  Value c = d->exp >= 0 ? nt_op(RT_OP_MUL, nt_own(d->coef), nt_pow10(d->exp))
                        : dec_rescale(d->neg, nt_own(d->coef), d->exp, 0, mode, &inexact);
  return d->neg ? nt_op(RT_OP_SUB, rt_int(0), c) : c;
}

static Value m_floor(ARGS) {
  (void)argv, (void)argc, (void)kw;
  return to_int(self, DR_FLOOR);
}
static Value m_ceil(ARGS) {
  (void)argv, (void)argc, (void)kw;
  return to_int(self, DR_CEILING);
}
static Value m_trunc(ARGS) {
  (void)argv, (void)argc, (void)kw;
  return to_int(self, DR_DOWN);
}
static Value m_int(ARGS) {
  (void)argv, (void)argc, (void)kw;
  return dec_number(self);
}
static Value m_float(ARGS) {
  (void)argv, (void)argc, (void)kw;
  return rt_float(dec_to_double(self));
}
static Value m_self(ARGS) {
  (void)argv, (void)argc, (void)kw;
  return nt_own(self);
}

static Value m_divmod(ARGS) {
  rt_check_args("__divmod__", argc, kw, 1, 1, RT_ARGS_ONE);
  Value q = rt_binop(RT_OP_FLOORDIV, self, argv[0]);
  int mark = rt_cleanup_push_value(&q);
  Value r = rt_binop(RT_OP_MOD, self, argv[0]);
  rt_cleanup_pop(mark, false);
  return rt_tuple_pair(q, r);
}

static Value m_rdivmod(ARGS) {
  rt_check_args("__rdivmod__", argc, kw, 1, 1, RT_ARGS_ONE);
  Value q = rt_binop(RT_OP_FLOORDIV, argv[0], self);
  int mark = rt_cleanup_push_value(&q);
  Value r = rt_binop(RT_OP_MOD, argv[0], self);
  rt_cleanup_pop(mark, false);
  return rt_tuple_pair(q, r);
}

static Value m_to_eng_string(ARGS) {
  (void)argv;
  rt_check_args("to_eng_string", argc, kw, 0, 1, RT_ARGS_CLINIC);
  StrBuf sb;
  rt_sb_init(&sb);
  dec_text(&sb, RT_AS(Decimal, self), dec_ctx()->capitals, true);
  return rt_sb_to_str(&sb);
}

static const char *const other_names[] = {"other", "context"};

/* compare, max, min, scaleb: (other, context=None) with other an int or a Decimal. */
static Value two_operand(const char *name, int which, Value self, int argc, const Value *argv, const Kwargs *kw) {
  Value a[2];
  rt_parse_args(name, argc, argv, kw, 2, other_names, 1, a);
  DecContext *ctx = ctx_arg(a[1]);
  Value o = dec_arg(a[0]);
  int mark = rt_cleanup_push_value(&o);
  Value r = dec_method2(which, self, o, ctx);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value m_compare(ARGS) { return two_operand("compare", DM_COMPARE, self, argc, argv, kw); }
static Value m_max(ARGS) { return two_operand("max", DM_MAX, self, argc, argv, kw); }
static Value m_min(ARGS) { return two_operand("min", DM_MIN, self, argc, argv, kw); }
static Value m_scaleb(ARGS) { return two_operand("scaleb", DM_SCALEB, self, argc, argv, kw); }

static const char *const fma_names[] = {"other", "third", "context"};

static Value m_fma(ARGS) {
  Value a[3];
  rt_parse_args("fma", argc, argv, kw, 3, fma_names, 2, a);
  DecContext *ctx = ctx_arg(a[2]);
  Value o = dec_arg(a[0]);
  int mark = rt_cleanup_push_value(&o);
  Value t = dec_arg(a[1]);
  rt_cleanup_push_value(&t);
  Value r = dec_fma(self, o, t, ctx);
  rt_cleanup_pop(mark, true);
  return r;
}

static const char *const round_names[] = {"ndigits"};

static Value m_round(ARGS) {
  Value a[1];
  rt_parse_args("__round__", argc, argv, kw, 1, round_names, 0, a);
  if (rt_is_undef(a[0]) || a[0].tag == RT_NONE) return dec_round(self, false, 0);
  return dec_round(self, true, rt_to_index(a[0], NULL));
}

static Value m_format(ARGS) {
  rt_check_args("__format__", argc, kw, 1, 1, RT_ARGS_ONE);
  return dec_format(self, argv[0]);
}

static const struct {
  const char *name;
  RtMethodFn fn;
} methods[] = {
    {"__format__", m_format}, {"__round__", m_round}, {"to_eng_string", m_to_eng_string}, {"compare", m_compare},
    {"max", m_max}, {"min", m_min}, {"scaleb", m_scaleb}, {"fma", m_fma},
    {"exp", m_exp}, {"ln", m_ln}, {"log10", m_log10},
    {"quantize", m_quantize}, {"sqrt", m_sqrt}, {"normalize", m_normalize},
    {"to_integral_value", m_to_integral_value}, {"to_integral", m_to_integral_value},
    {"to_integral_exact", m_to_integral_exact}, {"as_tuple", m_as_tuple},
    {"as_integer_ratio", m_as_integer_ratio}, {"is_nan", m_is_nan}, {"is_snan", m_is_snan},
    {"is_qnan", m_is_qnan}, {"is_infinite", m_is_infinite}, {"is_finite", m_is_finite},
    {"is_zero", m_is_zero}, {"is_signed", m_is_signed}, {"adjusted", m_adjusted},
    {"copy_abs", m_copy_abs}, {"copy_negate", m_copy_negate}, {"__abs__", m_abs},
    {"__floor__", m_floor}, {"__ceil__", m_ceil}, {"__trunc__", m_trunc}, {"__int__", m_int},
    {"__float__", m_float}, {"__copy__", m_self}, {"__deepcopy__", m_self},
    {"__divmod__", m_divmod}, {"__rdivmod__", m_rdivmod},
};

static RtMethodFn dec_method(Value self, const char *name) {
  (void)self;
  for (size_t k = 0; k < sizeof methods / sizeof methods[0]; k++) {
    if (strcmp(name, methods[k].name) == 0) return methods[k].fn;
  }
  return NULL;
}

static Value dec_getattr(Value self, const char *name) {
  if (strcmp(name, "real") == 0) return nt_own(self);
  if (strcmp(name, "imag") == 0) return dec_new(false, DEC_FINITE, rt_int(0), 0);
  for (size_t k = 0; k < sizeof methods / sizeof methods[0]; k++) {
    if (strcmp(name, methods[k].name) == 0) return rt_native_bind(methods[k].name, methods[k].fn, self);
  }
  return rt_undef();
}

static Value dec_type_object(Value self) {
  (void)self;
  return nt_own(mod_state()->dec_class);
}

static const ObjType dec_type = {
    .name = "decimal.Decimal",
    .free = dec_free,
    .repr = dec_repr,
    .str = dec_str,
    .getattr = dec_getattr,
    .binop = dec_binop,
    .unop = dec_unop,
    .truthy = dec_truthy,
    .hash = dec_hash,
    .method = dec_method,
    .number = dec_number,
    .to_double = dec_to_double,
    .round = dec_round,
    .type_object = dec_type_object,
};

static Value c_from_float(ARGS) {
  (void)self;
  rt_check_args("from_float", argc, kw, 1, 1, RT_ARGS_ONE);
  Value v = argv[0];
  if (v.tag == RT_FLOAT) return dec_from_double(v.as.f);
  Value d = dec_convert(v);
  if (!rt_is_undef(d) && !dec_is(v)) return d;
  rt_decref(d);
  rt_raise(RT_EXC_TypeError, "argument must be int or float");
}

void rt_decimal_module_init(Value m) {
  ModState *st = mod_state();
  st->tuple_class = make_tuple_class();
  rt_module_set(m, "DecimalTuple", st->tuple_class);
  st->dec_class = rt_native_class("Decimal", c_decimal, dec_is, "<class 'decimal.Decimal'>");
  rt_native_class_set_attr(st->dec_class, "from_float", rt_native_new("from_float", c_from_float));
  rt_native_class_sample(st->dec_class, 0, NULL); /* Decimal.sqrt(d) */
  rt_module_set(m, "Decimal", st->dec_class);
  dec_context_init(m);
}
