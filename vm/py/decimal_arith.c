/* decimal_arith.c — Decimal's arithmetic as the General Decimal Arithmetic specification
 * defines it: exact results rounded once to the context's precision with its rounding mode,
 * overflow and subnormal results, the ideal exponents of exact results, infinities and NaNs,
 * comparisons with ints, floats and Fractions (exact), integer powers, square roots (correctly
 * rounded), quantize and normalize. Each operation reports its conditions through dec_signal. */
#include <math.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/complex.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "decimal_internal.h"
#include "numtypes.h"

#define D(v) RT_AS(Decimal, v)

static Value signalled(Value r, DecContext *ctx, const unsigned *status) {
  int mark = rt_cleanup_push_value(&r);
  dec_signal(ctx, *status);
  rt_cleanup_pop(mark, false);
  return r;
}

Value dec_invalid(unsigned *status, unsigned why) {
  *status |= why;
  return dec_new(false, DEC_NAN, rt_int(0), 0);
}

/* A NaN for an invalid operation, signalled at once. */
static Value invalid_now(DecContext *ctx, unsigned why) {
  unsigned st = 0;
  Value r = dec_invalid(&st, why);
  return signalled(r, ctx, &st);
}

/* Does dropping a remainder round the kept digits q away from zero? half: the remainder
 * compared with half a unit (-1, 0, 1); nonzero: the remainder is not zero. */
static bool rounds_up(DecRound mode, bool neg, Value q, int half, bool nonzero) {
  switch (mode) {
  case DR_DOWN: return false;
  case DR_UP: return nonzero;
  case DR_CEILING: return nonzero && !neg;
  case DR_FLOOR: return nonzero && neg;
  case DR_HALF_UP: return half >= 0 && nonzero;
  case DR_HALF_DOWN: return half > 0;
  case DR_HALF_EVEN:
    return half > 0 || (half == 0 && nonzero && rt_int_binop(RT_OP_AND, q, rt_int(1)).as.i == 1);
  default: {
    int64_t last = rt_int_binop(RT_OP_MOD, q, rt_int(10)).as.i;
    return nonzero && (last == 0 || last == 5);
  }
  }
}

Value dec_rescale(bool neg, Value coef, int64_t exp, int64_t target, DecRound mode, bool *inexact) {
  *inexact = false;
  if (target <= exp) return nt_op(RT_OP_MUL, coef, nt_pow10(exp - target));
  int64_t drop = target - exp, n = dec_digits(coef);
  Value q, r;
  if (drop > n + 1) {
    q = rt_int(0), r = coef; /* r is below half a unit */
  } else {
    Value p = nt_pow10(drop);
    q = rt_int_binop(RT_OP_FLOORDIV, coef, p);
    r = nt_op(RT_OP_MOD, coef, p);
  }
  bool nonzero = !nt_is_zero(r);
  int half = -1;
  if (nonzero && drop <= n + 1) {
    Value h = nt_op(RT_OP_MUL, rt_int(5), nt_pow10(drop - 1));
    half = nt_test(RT_OP_LT, r, h) ? -1 : nt_test(RT_OP_EQ, r, h) ? 0 : 1;
    rt_decref(h);
  }
  rt_decref(r);
  *inexact = nonzero;
  if (rounds_up(mode, neg, q, half, nonzero)) q = nt_op(RT_OP_ADD, q, rt_int(1));
  return q;
}

/* The largest finite number of the context, or an infinity, for an overflow. */
static Value overflowed(bool neg, DecContext *ctx) {
  DecRound m = ctx->rounding;
  bool inf = m == DR_HALF_UP || m == DR_HALF_DOWN || m == DR_HALF_EVEN || m == DR_UP ||
             (m == DR_CEILING && !neg) || (m == DR_FLOOR && neg);
  if (inf) return dec_new(neg, DEC_INF, rt_int(0), 0);
  Value nines = nt_op(RT_OP_SUB, nt_pow10(ctx->prec), rt_int(1));
  return dec_new(neg, DEC_FINITE, nines, ctx->emax - ctx->prec + 1);
}

Value dec_finish(bool neg, Value coef, int64_t exp, DecContext *ctx, unsigned *status) {
  int64_t n = dec_digits(coef);
  bool inexact = false;
  if (n > ctx->prec) {
    coef = dec_rescale(neg, coef, exp, exp + n - ctx->prec, ctx->rounding, &inexact);
    exp += n - ctx->prec;
    *status |= DS_ROUNDED | (inexact ? DS_INEXACT : 0);
    n = dec_digits(coef);
    if (n > ctx->prec) {
      coef = nt_op(RT_OP_FLOORDIV, coef, rt_int(10));
      exp++, n--;
    }
  }
  bool zero = nt_is_zero(coef);
  int64_t etiny = ctx->emin - ctx->prec + 1;
  if (!zero && exp + n - 1 > ctx->emax) {
    rt_decref(coef);
    *status |= DS_OVERFLOW | DS_INEXACT | DS_ROUNDED;
    return overflowed(neg, ctx);
  }
  if (!zero && exp + n - 1 < ctx->emin) {
    *status |= DS_SUBNORMAL;
    if (exp < etiny) {
      bool lost;
      coef = dec_rescale(neg, coef, exp, etiny, ctx->rounding, &lost);
      exp = etiny;
      *status |= DS_ROUNDED | (lost ? DS_INEXACT : 0);
      inexact |= lost;
      if (nt_is_zero(coef)) *status |= DS_CLAMPED;
    }
    if (inexact) *status |= DS_UNDERFLOW;
  }
  if (zero && exp < etiny) exp = etiny, *status |= DS_CLAMPED;
  if (zero && exp > ctx->emax - ctx->prec + 1 && ctx->clamp) exp = ctx->emax - ctx->prec + 1, *status |= DS_CLAMPED;
  return dec_new(neg, DEC_FINITE, coef, exp);
}

/* ---- comparisons ---- */

/* A finite number as a ratio (new references); false for an infinity (*neg tells its sign). */
static bool ratio_of(Value v, Value *num, Value *den, bool *inf_neg) {
  if (dec_is(v)) {
    if (D(v)->kind == DEC_INF) return *inf_neg = D(v)->neg, false;
    nt_decimal_ratio(v, num, den);
  } else if (v.tag == RT_FLOAT) {
    if (!isfinite(v.as.f)) return *inf_neg = v.as.f < 0, false;
    int e;
    double m = frexp(v.as.f, &e);
    *num = rt_int((int64_t)ldexp(m, 53));
    *den = rt_int(1);
    e -= 53;
    if (e >= 0) *num = nt_op(RT_OP_LSHIFT, *num, rt_int(e));
    else *den = nt_op(RT_OP_LSHIFT, *den, rt_int(-e));
  } else if (nt_is_fraction(v)) {
    nt_fraction_parts(v, num, den);
    rt_incref(*num), rt_incref(*den);
  } else {
    *num = nt_own(v.tag == RT_BOOL ? rt_int(v.as.b) : v), *den = rt_int(1);
  }
  return true;
}

static bool is_nan(Value v) {
  if (dec_is(v)) return D(v)->kind == DEC_NAN || D(v)->kind == DEC_SNAN;
  return v.tag == RT_FLOAT && isnan(v.as.f);
}

int dec_compare(Value a, Value b) {
  if (is_nan(a) || is_nan(b)) return 2;
  Value na, da, nb, db;
  bool ia = false, ib = false;
  bool fa = ratio_of(a, &na, &da, &ia);
  bool fb = ratio_of(b, &nb, &db, &ib);
  if (!fa || !fb) {
    int sa = fa ? 0 : ia ? -2 : 2, sb = fb ? 0 : ib ? -2 : 2;
    if (fa) rt_decref(na), rt_decref(da);
    if (fb) rt_decref(nb), rt_decref(db);
    return sa < sb ? -1 : sa > sb ? 1 : 0;
  }
  Value x = nt_op(RT_OP_MUL, na, db), y = nt_op(RT_OP_MUL, nb, da);
  int c = nt_test(RT_OP_LT, x, y) ? -1 : nt_test(RT_OP_EQ, x, y) ? 0 : 1;
  rt_decref(x), rt_decref(y);
  return c;
}

static Value compare_op(BinOp op, Value a, Value b) {
  bool has_float = a.tag == RT_FLOAT || b.tag == RT_FLOAT;
  int c = dec_compare(a, b);
  bool eq = op == RT_OP_EQ || op == RT_OP_NE;
  unsigned status = has_float ? DS_FLOAT_OP : 0;
  bool snan = (dec_is(a) && D(a)->kind == DEC_SNAN) || (dec_is(b) && D(b)->kind == DEC_SNAN);
  if (c == 2 && (!eq || snan)) status |= DS_INVALID_OP;
  if (status) {
    DecContext *ctx = dec_ctx();
    if (eq && !snan) ctx->flags |= status; /* == only flags a float */
    else dec_signal(ctx, status);
  }
  if (c == 2) return rt_bool(op == RT_OP_NE);
  return rt_cmp_result(op, c);
}

/* ---- the operations on finite values ---- */

static Value add(Value a, Value b, bool negate_b, DecContext *ctx, unsigned *st) {
  Decimal *x = D(a), *y = D(b);
  bool nx = x->neg, ny = y->neg != negate_b;
  Value cx = nt_own(x->coef), cy = nt_own(y->coef);
  int64_t ex = x->exp, ey = y->exp;
  /* an operand far below the other's last kept digit only decides the rounding: keep a one
   * in its place, so the scaling stays small */
  if (ex < ey) {
    Value tc = cx; cx = cy; cy = tc;
    int64_t te = ex; ex = ey; ey = te;
    bool tn = nx; nx = ny; ny = tn;
  }
  int64_t nxd = dec_digits(cx), keep = (ctx->prec > nxd ? ctx->prec : nxd) + 3;
  if (!nt_is_zero(cy) && !nt_is_zero(cx) && ey + dec_digits(cy) < ex - keep) {
    rt_decref(cy);
    cy = rt_int(1), ey = ex - keep - 1;
  }
  Value sx = nt_op(RT_OP_MUL, cx, nt_pow10(ex - ey));
  Value sum = nt_op(nx == ny ? RT_OP_ADD : RT_OP_SUB, sx, cy);
  bool neg = nx;
  if (rt_int_sign(sum) < 0) sum = nt_abs(sum), neg = !nx;
  if (nt_is_zero(sum)) neg = (nx && ny) || (nx != ny && ctx->rounding == DR_FLOOR);
  return dec_finish(neg, sum, ey, ctx, st);
}

/* coef * 10**exp with a sticky digit for a remainder that was not zero, rounded; exact
 * results move toward the ideal exponent. */
static Value quotient(bool neg, Value q, bool rem, int64_t exp, int64_t ideal, DecContext *ctx, unsigned *st) {
  if (rem) return dec_finish(neg, nt_op(RT_OP_ADD, nt_op(RT_OP_MUL, q, rt_int(10)), rt_int(1)), exp - 1, ctx, st);
  while (exp < ideal && !nt_is_zero(q) && rt_int_binop(RT_OP_MOD, q, rt_int(10)).as.i == 0) {
    q = nt_op(RT_OP_FLOORDIV, q, rt_int(10));
    exp++;
  }
  if (nt_is_zero(q) && exp < ideal) exp = ideal;
  return dec_finish(neg, q, exp, ctx, st);
}

static Value divide(Value a, Value b, DecContext *ctx, unsigned *st) {
  Decimal *x = D(a), *y = D(b);
  bool neg = x->neg != y->neg;
  if (nt_is_zero(y->coef)) {
    if (nt_is_zero(x->coef)) return dec_invalid(st, DS_DIV_UNDEFINED);
    *st |= DS_DIV_BY_ZERO;
    return dec_new(neg, DEC_INF, rt_int(0), 0);
  }
  int64_t shift = ctx->prec + dec_digits(y->coef) - dec_digits(x->coef) + 1;
  if (shift < 0) shift = 0;
  Value n = nt_op(RT_OP_MUL, nt_own(x->coef), nt_pow10(shift));
  Value q = rt_int_binop(RT_OP_FLOORDIV, n, y->coef);
  Value r = nt_op(RT_OP_MOD, n, nt_own(y->coef));
  bool rem = !nt_is_zero(r);
  rt_decref(r);
  return quotient(neg, q, rem, x->exp - y->exp - shift, x->exp - y->exp, ctx, st);
}

/* The integer part of |a / b| and the remainder a - q*b at the smaller exponent (both new
 * references); false (with the condition in *st) when b is zero or q has more than prec
 * digits. */
static bool int_divide(Value a, Value b, DecContext *ctx, unsigned *st, Value *q, Value *r, int64_t *e) {
  Decimal *x = D(a), *y = D(b);
  *e = x->exp < y->exp ? x->exp : y->exp;
  Value A = nt_op(RT_OP_MUL, nt_own(x->coef), nt_pow10(x->exp - *e));
  Value B = nt_op(RT_OP_MUL, nt_own(y->coef), nt_pow10(y->exp - *e));
  *q = rt_int_binop(RT_OP_FLOORDIV, A, B);
  *r = nt_op(RT_OP_MOD, A, B);
  if (dec_digits(*q) > ctx->prec) {
    rt_decref(*q), rt_decref(*r);
    *st |= DS_DIV_IMPOSSIBLE;
    return false;
  }
  return true;
}

static Value floordiv(Value a, Value b, DecContext *ctx, unsigned *st) {
  bool neg = D(a)->neg != D(b)->neg;
  if (nt_is_zero(D(b)->coef)) {
    if (nt_is_zero(D(a)->coef)) return dec_invalid(st, DS_DIV_UNDEFINED);
    *st |= DS_DIV_BY_ZERO;
    return dec_new(neg, DEC_INF, rt_int(0), 0);
  }
  Value q, r;
  int64_t e;
  if (!int_divide(a, b, ctx, st, &q, &r, &e)) return dec_invalid(st, 0);
  rt_decref(r);
  return dec_finish(neg, q, 0, ctx, st);
}

static Value dec_remainder(Value a, Value b, DecContext *ctx, unsigned *st) {
  if (nt_is_zero(D(b)->coef)) return dec_invalid(st, nt_is_zero(D(a)->coef) ? DS_DIV_UNDEFINED : DS_INVALID_OP);
  Value q, r;
  int64_t e;
  if (!int_divide(a, b, ctx, st, &q, &r, &e)) return dec_invalid(st, 0);
  rt_decref(q);
  return dec_finish(D(a)->neg, r, e, ctx, st);
}

/* a ** n for an int n, exact and then rounded once; far too large or small results overflow
 * or underflow without being computed. */
static Value power(Value a, Value n, DecContext *ctx, unsigned *st) {
  Decimal *x = D(a);
  bool odd = rt_int_binop(RT_OP_AND, n, rt_int(1)).as.i == 1, neg = x->neg && odd;
  int sign = rt_int_sign(n);
  if (nt_is_zero(x->coef)) {
    if (sign == 0) return dec_invalid(st, DS_INVALID_OP);
    return sign > 0 ? dec_new(neg, DEC_FINITE, rt_int(0), 0) : dec_new(neg, DEC_INF, rt_int(0), 0);
  }
  int64_t k;
  int64_t adj = x->exp + dec_digits(x->coef) - 1;
  bool fits = rt_int_to_i64(n, &k) && k > -(int64_t)1e12 && k < (int64_t)1e12;
  double size = fits ? (double)k * (double)(adj >= 0 ? adj + 1 : adj) : (double)sign * (adj >= 0 ? 1e30 : -1e30);
  bool one = nt_test(RT_OP_EQ, x->coef, rt_int(1)) && adj == 0;
  if (!one && (size > 2.0 * (double)ctx->emax + 10 || size < 2.0 * (double)(ctx->emin - ctx->prec) - 10)) {
    bool big = size > 0;
    return dec_finish(neg, rt_int(1), big ? ctx->emax + 10 : ctx->emin - 2 * ctx->prec - 10, ctx, st);
  }
  if (!fits) k = 0; /* |x| is one: any power is +-1 */
  int64_t m = k < 0 ? -k : k;
  Value c = rt_int_binop(RT_OP_POW, x->coef, rt_int(m));
  int64_t e = x->exp * m;
  if (k >= 0) return dec_finish(neg, c, e, ctx, st);
  Value den = dec_new(neg, DEC_FINITE, c, e), one_d = dec_new(false, DEC_FINITE, rt_int(1), 0);
  Value r = divide(one_d, den, ctx, st);
  rt_decref(den), rt_decref(one_d);
  return r;
}

Value dec_sqrt(Value a, DecContext *ctx) {
  Decimal *x = D(a);
  unsigned st = 0;
  if (x->kind == DEC_SNAN) return invalid_now(ctx, DS_INVALID_OP);
  if (x->kind == DEC_NAN) return nt_own(a);
  if (x->neg && !(x->kind == DEC_FINITE && nt_is_zero(x->coef))) return invalid_now(ctx, DS_INVALID_OP);
  if (x->kind == DEC_INF) return nt_own(a);
  int64_t ideal = x->exp >= 0 ? x->exp / 2 : -((-x->exp + 1) / 2);
  if (nt_is_zero(x->coef)) return dec_new(x->neg, DEC_FINITE, rt_int(0), ideal);
  Value c = nt_own(x->coef);
  int64_t e = x->exp;
  if (e & 1) c = nt_op(RT_OP_MUL, c, rt_int(10)), e--;
  int64_t want = 2 * (ctx->prec + 1) - dec_digits(c), shift = want > 0 ? (want + 1) / 2 : 0;
  c = nt_op(RT_OP_MUL, c, nt_pow10(2 * shift));
  Value root = rt_int_isqrt(c);
  Value sq = rt_int_binop(RT_OP_MUL, root, root);
  bool rem = !nt_test(RT_OP_EQ, sq, c);
  rt_decref(sq), rt_decref(c);
  DecRound saved = ctx->rounding; /* a square root rounds half to even whatever the mode */
  ctx->rounding = DR_HALF_EVEN;
  Value r = quotient(false, root, rem, e / 2 - shift, ideal, ctx, &st);
  ctx->rounding = saved;
  return signalled(r, ctx, &st);
}

/* ---- special values ---- */

/* The result when an operand is a NaN or an infinity; RT_UNDEF when both are finite. */
static Value special(BinOp op, Value a, Value b, unsigned *st) {
  Decimal *x = D(a), *y = D(b);
  if (x->kind == DEC_SNAN || y->kind == DEC_SNAN) return dec_invalid(st, DS_INVALID_OP);
  if (x->kind == DEC_NAN) return nt_own(a);
  if (y->kind == DEC_NAN) return nt_own(b);
  bool xi = x->kind == DEC_INF, yi = y->kind == DEC_INF;
  if (!xi && !yi) return rt_undef();
  bool neg = x->neg != y->neg;
  switch (op) {
  case RT_OP_ADD:
  case RT_OP_SUB: {
    bool ny = y->neg != (op == RT_OP_SUB);
    if (xi && yi && x->neg != ny) return dec_invalid(st, DS_INVALID_OP);
    return xi ? nt_own(a) : dec_new(ny, DEC_INF, rt_int(0), 0);
  }
  case RT_OP_MUL:
    if ((xi && !yi && nt_is_zero(y->coef)) || (yi && !xi && nt_is_zero(x->coef))) return dec_invalid(st, DS_INVALID_OP);
    return dec_new(neg, DEC_INF, rt_int(0), 0);
  case RT_OP_TRUEDIV:
  case RT_OP_FLOORDIV:
    if (xi && yi) return dec_invalid(st, DS_INVALID_OP);
    if (xi) return dec_new(neg, DEC_INF, rt_int(0), 0);
    return dec_new(neg, DEC_FINITE, rt_int(0), 0);
  default: /* % */
    if (xi) return dec_invalid(st, DS_INVALID_OP);
    return nt_own(a);
  }
}

/* Decimal ** Infinity: by whether |x| is above or below one. */
static Value pow_infinite(Decimal *x, Decimal *y, DecContext *ctx, unsigned *st) {
  if (x->neg && !(x->kind == DEC_FINITE && nt_is_zero(x->coef))) return dec_invalid(st, DS_INVALID_OP);
  Value one = dec_new(false, DEC_FINITE, rt_int(1), 0), ax = dec_new(false, x->kind, nt_own(x->coef), x->exp);
  int c = dec_compare(ax, one);
  rt_decref(one), rt_decref(ax);
  if (c == 0) {
    *st |= DS_INEXACT | DS_ROUNDED;
    return dec_new(false, DEC_FINITE, nt_pow10(ctx->prec - 1), 1 - ctx->prec);
  }
  bool big = (c > 0) != y->neg;
  return big ? dec_new(false, DEC_INF, rt_int(0), 0) : dec_new(false, DEC_FINITE, rt_int(0), 0);
}

/* x ** y for a finite x > 0 and a y that is not an integer, as CPython's decimal computes
 * it: ln x, its product with y and exp of that, each correctly rounded half to even to
 * max(digits of x, prec) + 23 digits, then rounded to the context (so a result that is exact,
 * 100 ** 0.5, can come out as 9.99 under ROUND_DOWN with prec 3, as it does there). */
static Value power_real(Value a, Value b, DecContext *ctx, unsigned *st) {
  int64_t digits = dec_digits(D(a)->coef);
  Value p = nt_pow10(digits - 1);
  bool one = digits - 1 + D(a)->exp == 0 && nt_test(RT_OP_EQ, D(a)->coef, p);
  rt_decref(p);
  if (one) {
    *st |= DS_INEXACT | DS_ROUNDED; /* one to any power: one with prec digits */
    return dec_new(false, DEC_FINITE, nt_pow10(ctx->prec - 1), 1 - ctx->prec);
  }
  DecContext work = *ctx;
  work.prec = (digits > ctx->prec ? digits : ctx->prec) + 23;
  work.rounding = DR_HALF_EVEN;
  work.emax = ctx->emax + 100;
  work.emin = ctx->emin - work.prec - 100;
  work.traps = work.flags = 0;
  Value l = dec_transcendental(a, 1, &work);
  int mark = rt_cleanup_push_value(&l);
  unsigned wst = 0;
  Value t = dec_finish(D(l)->neg != D(b)->neg, rt_int_binop(RT_OP_MUL, D(l)->coef, D(b)->coef), D(l)->exp + D(b)->exp, &work, &wst);
  rt_cleanup_push_value(&t);
  Value e = dec_transcendental(t, 0, &work);
  rt_cleanup_pop(mark, true);
  Decimal *x = D(e);
  Value r;
  if (x->kind == DEC_INF) {
    *st |= DS_OVERFLOW | DS_INEXACT | DS_ROUNDED;
    r = overflowed(false, ctx);
  } else {
    *st |= DS_INEXACT | DS_ROUNDED;
    r = dec_finish(false, nt_own(x->coef), x->exp, ctx, st);
  }
  rt_decref(e);
  return r;
}

/* x ** y for a y that is not an integer: exp(y ln x) for x > 0. */
static Value pow_fractional(Value a, Value b, DecContext *ctx, unsigned *st) {
  Decimal *x = D(a), *y = D(b);
  bool zero = x->kind == DEC_FINITE && nt_is_zero(x->coef);
  if (x->neg && !zero) return dec_invalid(st, DS_INVALID_OP);
  if (x->kind == DEC_INF) return y->neg ? dec_new(false, DEC_FINITE, rt_int(0), 0) : dec_new(false, DEC_INF, rt_int(0), 0);
  if (zero) return y->neg ? dec_new(false, DEC_INF, rt_int(0), 0) : dec_new(false, DEC_FINITE, rt_int(0), 0);
  return power_real(a, b, ctx, st);
}

/* Decimal ** Decimal (an int operand was converted). */
static Value pow_op(Value a, Value b, DecContext *ctx, unsigned *st) {
  Decimal *x = D(a), *y = D(b);
  if (x->kind == DEC_SNAN || y->kind == DEC_SNAN) return dec_invalid(st, DS_INVALID_OP);
  if (x->kind == DEC_NAN) return nt_own(a);
  if (y->kind == DEC_NAN) return nt_own(b);
  if (y->kind == DEC_INF) return pow_infinite(x, y, ctx, st);
  bool integral = y->exp >= 0;
  if (!integral) {
    Value r = nt_op(RT_OP_MOD, nt_own(y->coef), nt_pow10(-y->exp));
    integral = nt_is_zero(r);
    rt_decref(r);
  }
  if (!integral) return pow_fractional(a, b, ctx, st);
  Value n, den;
  nt_decimal_ratio(b, &n, &den);
  rt_decref(den);
  Value r;
  if (x->kind == DEC_INF) {
    int s = rt_int_sign(n);
    bool odd = rt_int_binop(RT_OP_AND, n, rt_int(1)).as.i == 1;
    r = s == 0 ? dec_new(false, DEC_FINITE, rt_int(1), 0)
               : dec_new(x->neg && odd, s > 0 ? DEC_INF : DEC_FINITE, rt_int(0), 0);
  } else {
    r = power(a, n, ctx, st);
  }
  rt_decref(n);
  return r;
}

static Value arith(BinOp op, Value a, Value b, DecContext *ctx, unsigned *st) {
  Value r = special(op, a, b, st);
  if (!rt_is_undef(r)) return r;
  switch (op) {
  case RT_OP_ADD: return add(a, b, false, ctx, st);
  case RT_OP_SUB: return add(a, b, true, ctx, st);
  case RT_OP_MUL:
    return dec_finish(D(a)->neg != D(b)->neg, rt_int_binop(RT_OP_MUL, D(a)->coef, D(b)->coef), D(a)->exp + D(b)->exp, ctx, st);
  case RT_OP_TRUEDIV: return divide(a, b, ctx, st);
  case RT_OP_FLOORDIV: return floordiv(a, b, ctx, st);
  default: return dec_remainder(a, b, ctx, st);
  }
}

Value dec_binop(BinOp op, Value a, Value b) {
  if (op >= RT_OP_EQ && op <= RT_OP_GE) {
    Value other = dec_is(a) ? b : a;
    if (rt_is_complex(other) && (op == RT_OP_EQ || op == RT_OP_NE) && RT_AS(Complex, other)->im == 0) {
      Value re = rt_float(RT_AS(Complex, other)->re);
      return dec_is(a) ? compare_op(op, a, re) : compare_op(op, re, b);
    }
    if (dec_is(other) || rt_is_intlike(other) || other.tag == RT_BOOL || other.tag == RT_FLOAT || nt_is_fraction(other)) {
      return compare_op(op, a, b);
    }
    return rt_undef();
  }
  if (op != RT_OP_ADD && op != RT_OP_SUB && op != RT_OP_MUL && op != RT_OP_TRUEDIV &&
      op != RT_OP_FLOORDIV && op != RT_OP_MOD && op != RT_OP_POW) {
    return rt_undef();
  }
  DecContext *ctx = dec_ctx();
  unsigned st = 0;
  Value x = dec_convert(a), y = dec_convert(b), r;
  if (rt_is_undef(x) || rt_is_undef(y)) {
    rt_decref(x), rt_decref(y);
    return rt_undef();
  }
  int mark = rt_cleanup_push_value(&x);
  rt_cleanup_push_value(&y);
  r = op == RT_OP_POW ? pow_op(x, y, ctx, &st) : arith(op, x, y, ctx, &st);
  rt_cleanup_pop(mark, true);
  return signalled(r, ctx, &st);
}

/* -a, +a and abs(a): the sign changed, then rounded to the context; a zero result is
 * positive except under ROUND_FLOOR. */
static Value unary(Value a, int which, DecContext *ctx) {
  Decimal *x = D(a);
  unsigned st = 0;
  if (x->kind == DEC_SNAN) return invalid_now(ctx, DS_INVALID_OP);
  bool neg = which == 0 ? !x->neg : which == 2 ? false : x->neg;
  if (x->kind != DEC_FINITE) return dec_new(x->kind == DEC_INF ? neg : x->neg, x->kind, nt_own(x->coef), 0);
  if (nt_is_zero(x->coef) && which != 2) neg = ctx->rounding == DR_FLOOR ? neg : false;
  return signalled(dec_finish(neg, nt_own(x->coef), x->exp, ctx, &st), ctx, &st);
}

Value dec_unop(UnOp op, Value a) {
  if (op == RT_UOP_NEG) return unary(a, 0, dec_ctx());
  if (op == RT_UOP_POS) return unary(a, 1, dec_ctx());
  return rt_undef();
}

Value dec_abs(Value a) { return unary(a, 2, dec_ctx()); }
Value dec_plus(Value a, DecContext *ctx) { return unary(a, 1, ctx); }

Value dec_quantize(Value a, Value q, DecRound mode, DecContext *ctx) {
  Decimal *x = D(a), *y = D(q);
  unsigned st = 0;
  Value r = special(RT_OP_ADD, a, q, &st);
  if (!rt_is_undef(r)) {
    bool both_inf = x->kind == DEC_INF && y->kind == DEC_INF;
    if ((x->kind == DEC_INF || y->kind == DEC_INF) && !both_inf && !(st & DS_INVALID_OP)) {
      rt_decref(r);
      r = dec_invalid(&st, DS_INVALID_OP);
    }
    return signalled(r, ctx, &st);
  }
  int64_t target = y->exp;
  if (target > ctx->emax || target < ctx->emin - ctx->prec + 1) return invalid_now(ctx, DS_INVALID_OP);
  bool inexact;
  Value c = dec_rescale(x->neg, nt_own(x->coef), x->exp, target, mode, &inexact);
  if (dec_digits(c) > ctx->prec) {
    rt_decref(c);
    return invalid_now(ctx, DS_INVALID_OP);
  }
  if (target > x->exp) st |= DS_ROUNDED | (inexact ? DS_INEXACT : 0);
  if (!nt_is_zero(c) && target + dec_digits(c) - 1 < ctx->emin) st |= DS_SUBNORMAL;
  return signalled(dec_new(x->neg, DEC_FINITE, c, target), ctx, &st);
}

Value dec_normalize(Value a, DecContext *ctx) {
  Decimal *x = D(a);
  unsigned st = 0;
  if (x->kind == DEC_SNAN) return invalid_now(ctx, DS_INVALID_OP);
  if (x->kind != DEC_FINITE) return nt_own(a);
  Value r = dec_finish(x->neg, nt_own(x->coef), x->exp, ctx, &st);
  Decimal *d = D(r);
  if (d->kind == DEC_FINITE) {
    if (nt_is_zero(d->coef)) d->exp = 0;
    while (!nt_is_zero(d->coef) && d->exp < ctx->emax && rt_int_binop(RT_OP_MOD, d->coef, rt_int(10)).as.i == 0) {
      d->coef = nt_op(RT_OP_FLOORDIV, d->coef, rt_int(10));
      d->exp++;
    }
  }
  return signalled(r, ctx, &st);
}

/* ---- compare, max, min, scaleb, fma ---- */

/* max/min between two equal numbers: the specification's total order on sign and exponent
 * decides (max prefers the positive one, then the larger exponent if positive). */
static bool prefer_first(Value a, Value b, bool want_max) {
  Decimal *x = D(a), *y = D(b);
  int c = dec_compare(a, b);
  if (c == 0) {
    if (x->neg != y->neg) c = x->neg ? -1 : 1;
    else if (x->exp != y->exp) c = (x->exp < y->exp) != x->neg ? -1 : 1;
  }
  return want_max ? c >= 0 : c <= 0;
}

static Value extreme(Value a, Value b, bool want_max, DecContext *ctx) {
  Decimal *x = D(a), *y = D(b);
  unsigned st = 0;
  if (x->kind == DEC_SNAN || y->kind == DEC_SNAN) return invalid_now(ctx, DS_INVALID_OP);
  bool xn = x->kind == DEC_NAN, yn = y->kind == DEC_NAN;
  if (xn && yn) return nt_own(a);
  Value pick = xn ? b : yn ? a : prefer_first(a, b, want_max) ? a : b;
  if (D(pick)->kind != DEC_FINITE) return nt_own(pick);
  return signalled(dec_finish(D(pick)->neg, nt_own(D(pick)->coef), D(pick)->exp, ctx, &st), ctx, &st);
}

Value dec_method2(int which, Value a, Value b, DecContext *ctx) {
  Decimal *x = D(a), *y = D(b);
  if (which == DM_MAX || which == DM_MIN) return extreme(a, b, which == DM_MAX, ctx);
  if (x->kind == DEC_SNAN || y->kind == DEC_SNAN) return invalid_now(ctx, DS_INVALID_OP);
  if (x->kind == DEC_NAN) return nt_own(a);
  if (y->kind == DEC_NAN) return nt_own(b);
  if (which == DM_COMPARE) {
    int c = dec_compare(a, b);
    return dec_new(c < 0, DEC_FINITE, rt_int(c != 0), 0);
  }
  int64_t k;
  bool integral = y->kind == DEC_FINITE && y->exp == 0 && rt_int_to_i64(y->coef, &k) &&
                  k <= 2 * (ctx->emax + ctx->prec);
  if (!integral) return invalid_now(ctx, DS_INVALID_OP);
  if (x->kind == DEC_INF) return nt_own(a);
  unsigned st = 0;
  return signalled(dec_finish(x->neg, nt_own(x->coef), x->exp + (y->neg ? -k : k), ctx, &st), ctx, &st);
}

Value dec_fma(Value a, Value b, Value c, DecContext *ctx) {
  Decimal *x = D(a), *y = D(b);
  unsigned st = 0;
  Value prod;
  if (x->kind != DEC_FINITE || y->kind != DEC_FINITE) {
    prod = special(RT_OP_MUL, a, b, &st);
  } else {
    prod = dec_new(x->neg != y->neg, DEC_FINITE, rt_int_binop(RT_OP_MUL, x->coef, y->coef), x->exp + y->exp);
  }
  int mark = rt_cleanup_push_value(&prod);
  Value r = D(prod)->kind == DEC_NAN && (st & DS_INVALID_OP) ? nt_own(prod) : arith(RT_OP_ADD, prod, c, ctx, &st);
  rt_cleanup_pop(mark, true);
  return signalled(r, ctx, &st);
}

/* The integer a Decimal stands for (new reference), or RT_UNDEF when it is not a finite
 * integer, or one too long to be an exponent's or modulus's. */
static Value integral(const Decimal *x) {
  if (x->kind != DEC_FINITE || x->exp > 100000 || x->exp < -100000) return rt_undef();
  Value p = rt_int_binop(RT_OP_POW, rt_int(10), rt_int(x->exp < 0 ? -x->exp : x->exp));
  int mark = rt_cleanup_push_value(&p);
  Value r = rt_undef();
  if (x->exp >= 0) {
    r = rt_int_binop(RT_OP_MUL, x->coef, p);
  } else {
    Value rem = rt_int_binop(RT_OP_MOD, x->coef, p);
    if (nt_is_zero(rem)) r = rt_int_binop(RT_OP_FLOORDIV, x->coef, p);
    rt_decref(rem);
  }
  rt_cleanup_pop(mark, true);
  return r;
}

typedef struct PowMod {
  Value x, y, z, xi, yi, zi;
} PowMod;

static void powmod_free(void *p) {
  PowMod *m = p;
  Value *v[6] = {&m->x, &m->y, &m->z, &m->xi, &m->yi, &m->zi};
  for (int k = 0; k < 6; k++) rt_decref(*v[k]);
}

/* The checked (a ** b) % c of integers: a Decimal, or a NaN after an invalid operation. */
static Value powmod_of(PowMod *m, DecContext *ctx, unsigned *st) {
  const Decimal *x = D(m->x), *y = D(m->y), *z = D(m->z);
  m->xi = integral(x), m->yi = integral(y), m->zi = integral(z);
  if (rt_is_undef(m->xi) || rt_is_undef(m->yi) || rt_is_undef(m->zi) || y->neg || nt_is_zero(m->zi) ||
      (nt_is_zero(m->xi) && nt_is_zero(m->yi)) || dec_digits(m->zi) > ctx->prec)
    return dec_invalid(st, DS_INVALID_OP);
  Value r = rt_int_powmod(m->xi, m->yi, m->zi);
  bool odd = rt_int_binop(RT_OP_AND, m->yi, rt_int(1)).as.i == 1;
  return dec_new(x->neg && odd, DEC_FINITE, r, 0);
}

Value dec_powmod(Value a, Value b, Value c) {
  PowMod m = {dec_convert(a), dec_convert(b), dec_convert(c), rt_undef(), rt_undef(), rt_undef()};
  int mark = rt_cleanup_push(powmod_free, &m);
  if (rt_is_undef(m.x) || rt_is_undef(m.y) || rt_is_undef(m.z)) {
    rt_cleanup_pop(mark, true);
    return rt_undef();
  }
  DecContext *ctx = dec_ctx();
  unsigned st = 0;
  bool special = D(m.x)->kind >= DEC_NAN || D(m.y)->kind >= DEC_NAN || D(m.z)->kind >= DEC_NAN;
  Value r = special ? dec_invalid(&st, DS_INVALID_OP) : powmod_of(&m, ctx, &st);
  rt_cleanup_pop(mark, true);
  return signalled(r, ctx, &st);
}
