/* decimal_transc.c — Decimal.exp, ln and log10, correctly rounded (ROUND_HALF_EVEN whatever
 * the context's mode, as CPython's decimal documents): each is computed in fixed point on
 * Weft's ints with a bound on its error, and recomputed with more digits until every value
 * within the bound rounds to the same prec digits (the results are never exactly halfway:
 * exp, ln and log10 of a rational are irrational apart from the exact cases caught first). */
#include <math.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/objects.h"
#include "decimal_internal.h"
#include "numtypes.h"

#define D(v) RT_AS(Decimal, v)

/* An approximation (-1)**neg * m * 10**-w off by at most err units of its last place. */
typedef struct {
  bool neg;
  Value m; /* >= 0 */
  int64_t w;
  Value err;
} Approx;

static void approx_free(Approx *a) {
  rt_decref(a->m);
  rt_decref(a->err);
}

/* The prec-digit rounding (half to even) of |v| * 10**-w: *coef and *exp; false when v is not
 * positive. */
static bool round_digits(Value v, int64_t w, int64_t prec, Value *coef, int64_t *exp) {
  if (rt_int_sign(v) <= 0) return false;
  int64_t n = dec_digits(v), e = -w;
  bool inexact;
  Value c = nt_own(v);
  if (n > prec) {
    c = dec_rescale(false, c, e, e + n - prec, DR_HALF_EVEN, &inexact);
    e += n - prec;
    if (dec_digits(c) > prec) c = nt_op(RT_OP_FLOORDIV, c, rt_int(10)), e++;
  } else {
    c = nt_op(RT_OP_MUL, c, nt_pow10(prec - n));
    e -= prec - n;
  }
  *coef = c;
  *exp = e;
  return true;
}

/* The correctly rounded result when both ends of the approximation's interval round alike
 * (half to even); RT_UNDEF when more digits are needed. */
static Value settle(const Approx *a, DecContext *ctx, unsigned *st) {
  Value lo = rt_int_binop(RT_OP_SUB, a->m, a->err), hi = rt_int_binop(RT_OP_ADD, a->m, a->err);
  Value c1 = rt_undef(), c2 = rt_undef();
  int64_t e1 = 0, e2 = 0;
  bool ok = round_digits(lo, a->w, ctx->prec, &c1, &e1) && round_digits(hi, a->w, ctx->prec, &c2, &e2) &&
            e1 == e2 && nt_test(RT_OP_EQ, c1, c2);
  rt_decref(lo), rt_decref(hi), rt_decref(c2);
  if (!ok) {
    rt_decref(c1);
    return rt_undef();
  }
  *st |= DS_INEXACT | DS_ROUNDED;
  DecRound saved = ctx->rounding;
  ctx->rounding = DR_HALF_EVEN;
  Value r = dec_finish(a->neg, c1, e1, ctx, st);
  ctx->rounding = saved;
  return r;
}

/* ---- fixed-point series (values scaled by 10**w, truncated) ---- */

/* atanh(num/den) * 10**w for |num/den| <= 1/3, truncated toward zero (steals num and den);
 * *terms counts the terms summed. */
static Value atanh_fixed(Value num, Value den, int64_t w, int64_t *terms) {
  bool neg = rt_int_sign(num) < 0;
  num = nt_abs(num);
  Value s = nt_pow10(w);
  Value p = nt_op(RT_OP_FLOORDIV, nt_op(RT_OP_MUL, s, nt_own(num)), nt_own(den));
  Value num2 = rt_int_binop(RT_OP_MUL, num, num), den2 = rt_int_binop(RT_OP_MUL, den, den);
  Value sum = nt_own(p);
  int64_t k = 1;
  while (!nt_is_zero(p)) {
    p = nt_op(RT_OP_FLOORDIV, nt_op(RT_OP_MUL, p, nt_own(num2)), nt_own(den2));
    k += 2;
    sum = nt_op(RT_OP_ADD, sum, rt_int_binop(RT_OP_FLOORDIV, p, rt_int(k)));
  }
  rt_decref(p), rt_decref(num2), rt_decref(den2), rt_decref(num), rt_decref(den);
  *terms += k;
  return neg ? nt_op(RT_OP_SUB, rt_int(0), sum) : sum;
}

/* ln 2 and ln 10 scaled by 10**w: 2 atanh(1/3), and 3 ln 2 + 2 atanh(1/9). */
static Value ln2_fixed(int64_t w, int64_t *terms) {
  return nt_op(RT_OP_MUL, atanh_fixed(rt_int(1), rt_int(3), w, terms), rt_int(2));
}

static Value ln10_fixed(Value ln2, int64_t w, int64_t *terms) {
  Value a = nt_op(RT_OP_MUL, atanh_fixed(rt_int(1), rt_int(9), w, terms), rt_int(2));
  return nt_op(RT_OP_ADD, nt_op(RT_OP_MUL, nt_own(ln2), rt_int(3)), a);
}

/* ln(c * 10**e) for c > 0 as fixed point with w digits: ln(m) + a ln 2 + e10 ln 10 with
 * m = c / 10**(digits-1) / 2**a in [0.75, 1.5); *err bounds the error in units. */
static Value ln_fixed(Value c, int64_t e, int64_t w, int64_t *e10_out, Value *ln10_out, int64_t *err) {
  int64_t n = dec_digits(c), terms = 0;
  int64_t e10 = e + n - 1;
  Value s = nt_pow10(w);
  /* m = c / 10**(n-1) in [1, 10), to w digits */
  Value m = n - 1 <= w ? nt_op(RT_OP_MUL, nt_own(c), nt_pow10(w - (n - 1)))
                       : nt_op(RT_OP_FLOORDIV, nt_own(c), nt_pow10(n - 1 - w));
  int a = 0;
  Value lim = nt_op(RT_OP_FLOORDIV, nt_op(RT_OP_MUL, nt_own(s), rt_int(3)), rt_int(2));
  while (nt_test(RT_OP_GE, m, lim)) m = nt_op(RT_OP_FLOORDIV, m, rt_int(2)), a++;
  rt_decref(lim);
  Value z = atanh_fixed(nt_op(RT_OP_SUB, nt_own(m), nt_own(s)), nt_op(RT_OP_ADD, nt_own(m), nt_own(s)), w, &terms);
  rt_decref(m), rt_decref(s);
  Value r = nt_op(RT_OP_MUL, z, rt_int(2)); /* may be negative */
  Value ln2 = ln2_fixed(w, &terms), ln10 = ln10_fixed(ln2, w, &terms);
  r = nt_op(RT_OP_ADD, r, nt_op(RT_OP_MUL, ln2, rt_int(a)));
  if (e10_out) {
    *e10_out = e10;
    *ln10_out = ln10;
  } else {
    r = nt_op(RT_OP_ADD, r, nt_op(RT_OP_MUL, nt_own(ln10), rt_int(e10)));
    rt_decref(ln10);
  }
  int64_t ae = e10 < 0 ? -e10 : e10;
  *err = 4 * (terms + 10) * (1 + a + (e10_out ? 0 : ae));
  return r;
}

/* Signed fixed point v with its error as an Approx (steals v). */
static Approx approx_of(Value v, int64_t w, int64_t err) {
  Approx a = {rt_int_sign(v) < 0, nt_abs(v), w, rt_int(err)};
  return a;
}

/* ln(x) or log10(x) for a finite x > 0 that is not an exact case, to w digits. */
static Approx log_approx(Decimal *x, int64_t w, bool ten) {
  int64_t e10 = 0, err = 0;
  Value ln10 = rt_undef();
  int64_t extra = 0;
  for (int64_t t = x->exp + dec_digits(x->coef); t; t /= 10) extra++;
  int64_t ww = w + extra; /* e10 * ln 10 multiplies ln 10's error */
  if (!ten) {
    Value l = ln_fixed(x->coef, x->exp, ww, NULL, NULL, &err);
    return approx_of(l, ww, err);
  }
  Value l = ln_fixed(x->coef, x->exp, ww, &e10, &ln10, &err);
  Value s = nt_pow10(ww);
  Value q = nt_op(RT_OP_FLOORDIV, nt_op(RT_OP_MUL, l, nt_own(s)), nt_own(ln10));
  q = nt_op(RT_OP_ADD, q, nt_op(RT_OP_MUL, s, rt_int(e10)));
  rt_decref(ln10);
  return approx_of(q, ww, 2 * err + 2);
}

/* exp(|x|) to w digits after the point: Taylor's series of |x| / 2**k, squared k times. */
static Approx exp_approx(Decimal *x, int64_t w) {
  int64_t k = 8;
  int64_t mag = x->exp + dec_digits(x->coef); /* |x| < 10**mag */
  if (mag > 0) k += (int64_t)(mag * 3.33) + 1;
  int64_t ww = w + k / 3 + 10 + (mag > 0 ? (int64_t)(mag * 0.5) : 0);
  Value s = nt_pow10(ww);
  /* r = |x| / 2**k scaled by 10**ww */
  Value r = x->exp + ww >= 0 ? nt_op(RT_OP_MUL, nt_own(x->coef), nt_pow10(x->exp + ww))
                             : nt_op(RT_OP_FLOORDIV, nt_own(x->coef), nt_pow10(-(x->exp + ww)));
  r = nt_op(RT_OP_RSHIFT, r, rt_int(k));
  Value sum = nt_own(s), term = nt_own(s);
  int64_t n = 0;
  while (!nt_is_zero(term)) {
    n++;
    term = nt_op(RT_OP_FLOORDIV, nt_op(RT_OP_MUL, term, nt_own(r)), nt_op(RT_OP_MUL, nt_own(s), rt_int(n)));
    sum = nt_op(RT_OP_ADD, sum, nt_own(term));
  }
  rt_decref(term), rt_decref(r);
  for (int64_t j = 0; j < k; j++) sum = nt_op(RT_OP_FLOORDIV, nt_op(RT_OP_MUL, nt_own(sum), sum), nt_own(s));
  rt_decref(s);
  /* relative error (2n + 4) * 10**-ww doubles with each squaring */
  Value err = nt_op(RT_OP_MUL, rt_int(2 * n + 8), nt_op(RT_OP_LSHIFT, rt_int(1), rt_int(k + 1)));
  err = nt_op(RT_OP_ADD, nt_op(RT_OP_FLOORDIV, nt_op(RT_OP_MUL, err, nt_own(sum)), nt_pow10(ww)), rt_int(k + 2));
  Approx a = {false, sum, ww, err};
  return a;
}

/* 1 / a for exp(-|x|): p more digits than needed, the relative error carried over. */
static Approx reciprocal(Approx a, int64_t p) {
  int64_t n = dec_digits(a.m);
  Value q = nt_op(RT_OP_FLOORDIV, nt_pow10(n + p), nt_own(a.m));
  /* relative error of a plus the division's: err/m + 1/q */
  Value err = nt_op(RT_OP_ADD, nt_op(RT_OP_FLOORDIV, nt_op(RT_OP_MUL, nt_own(a.err), nt_own(q)), nt_own(a.m)), rt_int(3));
  err = nt_op(RT_OP_ADD, err, nt_op(RT_OP_FLOORDIV, nt_own(q), nt_own(a.m)));
  Approx r = {false, q, n + p - a.w, err};
  approx_free(&a);
  return r;
}

static Value signalled(Value r, DecContext *ctx, const unsigned *st) {
  int mark = rt_cleanup_push_value(&r);
  dec_signal(ctx, *st);
  rt_cleanup_pop(mark, false);
  return r;
}

/* Ziv's loop: approximations with more and more digits until one settles. */
static Value settle_loop(Decimal *x, DecContext *ctx, int which, unsigned *st) {
  for (int64_t w = ctx->prec + 12;; w += w / 2 + 10) {
    Approx a;
    if (which == 0) {
      a = exp_approx(x, w);
      if (x->neg) a = reciprocal(a, w);
    } else {
      a = log_approx(x, w, which == 2);
    }
    Value r = settle(&a, ctx, st);
    approx_free(&a);
    if (!rt_is_undef(r)) return r;
  }
}

/* exp beyond the exponent range: an overflow or an underflow without computing it. */
static bool exp_out_of_range(Decimal *x, DecContext *ctx, Value *r, unsigned *st) {
  int64_t mag = x->exp + dec_digits(x->coef);
  if (mag < 8) {
    int64_t n = dec_digits(x->coef), cut = n > 17 ? n - 17 : 0;
    Value c = nt_op(RT_OP_FLOORDIV, nt_own(x->coef), nt_pow10(cut));
    double v = rt_int_to_double(c) * pow(10.0, (double)(x->exp + cut));
    rt_decref(c);
    double adj = v / 2.302585092994046; /* the result's decimal exponent */
    if (adj < (double)ctx->emax + 2 && adj > (double)(ctx->emin - ctx->prec) - 2) return false;
  }
  *st |= DS_INEXACT | DS_ROUNDED;
  int64_t e = x->neg ? ctx->emin - 2 * ctx->prec - 10 : ctx->emax + 10;
  *r = dec_finish(false, rt_int(1), e, ctx, st);
  return true;
}

/* which: 0 exp, 1 ln, 2 log10. */
Value dec_transcendental(Value self, int which, DecContext *ctx) {
  Decimal *x = D(self);
  unsigned st = 0;
  Value r;
  if (x->kind == DEC_SNAN) {
    r = dec_invalid(&st, DS_INVALID_OP);
    return signalled(r, ctx, &st);
  }
  if (x->kind == DEC_NAN) return nt_own(self);
  bool zero = x->kind == DEC_FINITE && nt_is_zero(x->coef);
  if (which == 0) {
    if (x->kind == DEC_INF) return x->neg ? dec_new(false, DEC_FINITE, rt_int(0), 0) : nt_own(self);
    if (zero) return dec_new(false, DEC_FINITE, rt_int(1), 0);
    if (exp_out_of_range(x, ctx, &r, &st)) return signalled(r, ctx, &st);
    return signalled(settle_loop(x, ctx, 0, &st), ctx, &st);
  }
  if (zero) return dec_new(true, DEC_INF, rt_int(0), 0);
  if (x->neg) return signalled(dec_invalid(&st, DS_INVALID_OP), ctx, &st);
  if (x->kind == DEC_INF) return nt_own(self);
  /* exact: ln(1) = 0; log10(10**k) = k */
  Value p = nt_pow10(dec_digits(x->coef) - 1);
  bool power = nt_test(RT_OP_EQ, p, x->coef);
  rt_decref(p);
  int64_t k = x->exp + dec_digits(x->coef) - 1;
  if (power && (k == 0 || which == 2)) { /* rounded half to even too (log10(1E+48) at prec 1) */
    DecRound saved = ctx->rounding;
    ctx->rounding = DR_HALF_EVEN;
    r = dec_finish(k < 0, rt_int(k < 0 ? -k : k), 0, ctx, &st);
    ctx->rounding = saved;
    return signalled(r, ctx, &st);
  }
  return signalled(settle_loop(x, ctx, which, &st), ctx, &st);
}
