/* decimal_format.c — Decimal.__format__ (format(d, spec), f"{d:.2f}") as CPython's decimal
 * module formats: [[fill]align][sign][z][0][width][,][.precision][type] with the types e E f F
 * g G n % or none, rounding with the context's rounding mode and never through a float, so
 * every digit the spec asks for is the Decimal's own. */
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/objects.h"
#include "decimal_internal.h"
#include "numtypes.h"

typedef struct {
  char fill, align, sign, type;
  bool no_neg_zero, zero_pad, group;
  int64_t width, prec; /* prec -1: none */
} DecSpec;

/* Is the type t (0 for none) one of set? */
static bool is_in(char t, const char *set) { return t && strchr(set, t); }

static _Noreturn void bad_spec(void) { rt_raise(RT_EXC_ValueError, "invalid format string"); }

static int64_t read_number(const char **p) {
  int64_t n = 0;
  for (; **p >= '0' && **p <= '9'; (*p)++) {
    if (n > (int64_t)1e15) bad_spec();
    n = n * 10 + (**p - '0');
  }
  return n;
}

static void parse(const char *s, DecSpec *sp) {
  *sp = (DecSpec){.fill = ' ', .align = '>', .sign = '-', .prec = -1};
  bool aligned = false;
  if (s[0] && s[1] && strchr("<>=^", s[1])) {
    sp->fill = s[0], sp->align = s[1], s += 2, aligned = true;
  } else if (s[0] && strchr("<>=^", s[0])) {
    sp->align = *s++, aligned = true;
  }
  if (*s && strchr("+- ", *s)) sp->sign = *s++;
  if (*s == 'z') sp->no_neg_zero = true, s++;
  if (*s == '0') {
    sp->zero_pad = true;
    if (!aligned) sp->fill = '0', sp->align = '=';
    s++;
  }
  sp->width = read_number(&s);
  if (*s == ',') sp->group = true, s++;
  if (*s == '.') {
    s++;
    if (*s < '0' || *s > '9') bad_spec();
    sp->prec = read_number(&s);
  }
  if (*s && strchr("eEfFgGn%", *s)) sp->type = *s++;
  if (*s) bad_spec();
}

/* sign + body padded to the width with the fill ('=' pads between the two). */
static void emit_aligned(StrBuf *sb, const DecSpec *sp, const char *sign, const char *body, size_t blen) {
  int64_t len = (int64_t)(strlen(sign) + blen), pad = sp->width > len ? sp->width - len : 0;
  int64_t left = sp->align == '>' || sp->align == '=' ? pad : sp->align == '^' ? pad / 2 : 0;
  if (sp->align == '=') rt_sb_puts(sb, sign);
  for (int64_t k = 0; k < left; k++) rt_sb_putc(sb, sp->fill);
  if (sp->align != '=') rt_sb_puts(sb, sign);
  rt_sb_putn(sb, body, blen);
  for (int64_t k = left; k < pad; k++) rt_sb_putc(sb, sp->fill);
}

/* The integer digits, grouped by threes with ',' when asked, and zero-padded on the left
 * to min_width characters (the '0' flag). */
static void put_int_part(StrBuf *sb, const char *digits, int64_t n, int64_t min_width, bool group) {
  if (!group) {
    for (int64_t k = n; k < min_width; k++) rt_sb_putc(sb, '0');
    rt_sb_putn(sb, digits, (size_t)n);
    return;
  }
  /* groups of three from the right; past the digits a group is zeros while width remains */
  StrBuf rev;
  rt_sb_init(&rev);
  for (int64_t left = n, w = min_width;;) {
    int64_t l = left > w ? left : w;
    l = l < 1 ? 1 : l > 3 ? 3 : l;
    for (int64_t k = 0; k < l; k++) rt_sb_putc(&rev, left > 0 ? digits[--left] : '0');
    w -= l;
    if (left == 0 && w <= 0) break;
    rt_sb_putc(&rev, ',');
    w--;
  }
  for (size_t k = rev.len; k > 0; k--) rt_sb_putc(sb, rev.data[k - 1]);
  rt_sb_free(&rev);
}

/* The digits of a finite Decimal after the rounding the spec asks for (steals nothing). */
static void rounded(const Decimal *d, const DecSpec *sp, DecRound mode, Value *coef, int64_t *exp) {
  Value c = nt_own(d->coef);
  int64_t e = d->exp + (sp->type == '%' ? 2 : 0);
  bool inexact, zero = nt_is_zero(c);
  int64_t n = dec_digits(c), p = sp->prec;
  if (p >= 0 && (sp->type == 'f' || sp->type == 'F' || sp->type == '%')) {
    c = dec_rescale(d->neg, c, e, -p, mode, &inexact), e = -p;
  } else if (p >= 0 && !zero && (((sp->type == 'e' || sp->type == 'E') && n != p + 1) ||
                                 (!is_in(sp->type, "eEfF%") && n > (p ? p : 1)))) {
    int64_t places = sp->type == 'e' || sp->type == 'E' ? p + 1 : (p ? p : 1);
    int64_t target = e + n - places;
    c = dec_rescale(d->neg, c, e, target, mode, &inexact), e = target;
    if (dec_digits(c) > places) c = nt_op(RT_OP_FLOORDIV, c, rt_int(10)), e++;
  }
  if (nt_is_zero(c) && e > 0 && is_in(sp->type, "fF%")) e = 0;
  *coef = c;
  *exp = e;
}

static void format_finite(StrBuf *sb, const Decimal *d, DecSpec *sp, DecContext *ctx) {
  Value c;
  int64_t e;
  rounded(d, sp, ctx->rounding, &c, &e);
  StrBuf ds;
  rt_sb_init(&ds);
  rt_int_sb_digits(&ds, c, 10, false);
  bool zero = nt_is_zero(c);
  rt_decref(c);
  int64_t n = (int64_t)ds.len, left = e + n, dot;
  char t = sp->type;
  if (t == 'e' || t == 'E') dot = zero && sp->prec >= 0 ? 1 - sp->prec : 1;
  else if (t == 'f' || t == 'F' || t == '%') dot = left;
  else dot = e <= 0 && left > -6 ? left : 1;
  StrBuf body;
  rt_sb_init(&body);
  const char *sign = d->neg && !(zero && sp->no_neg_zero) ? "-" : sp->sign == '+' ? "+" : sp->sign == ' ' ? " " : "";
  /* the integer part's digits, then the fraction */
  const char *ip = dot <= 0 ? "0" : ds.data;
  int64_t ilen = dot <= 0 ? 1 : (dot < n ? dot : n), izeros = dot > n ? dot - n : 0;
  StrBuf frac;
  rt_sb_init(&frac);
  if (dot < 0) {
    for (int64_t k = 0; k < -dot; k++) rt_sb_putc(&frac, '0');
    rt_sb_putn(&frac, ds.data, (size_t)n);
  } else if (dot < n) {
    rt_sb_putn(&frac, ds.data + dot, (size_t)(n - dot));
  }
  StrBuf tail;
  rt_sb_init(&tail);
  if (frac.len) rt_sb_putc(&tail, '.'), rt_sb_putn(&tail, frac.data, frac.len);
  int64_t x = left - dot;
  if (x != 0 || t == 'e' || t == 'E') {
    char ec = t == 'E' || t == 'G' || (t == 0 && ctx->capitals) ? 'E' : 'e';
    rt_sb_printf(&tail, "%c%+lld", ec, (long long)x);
  }
  if (t == '%') rt_sb_putc(&tail, '%');
  StrBuf idig;
  rt_sb_init(&idig);
  rt_sb_putn(&idig, ip, (size_t)ilen);
  for (int64_t k = 0; k < izeros; k++) rt_sb_putc(&idig, '0');
  int64_t min_width = sp->zero_pad ? sp->width - (int64_t)tail.len - (int64_t)strlen(sign) : 0;
  put_int_part(&body, idig.data, (int64_t)idig.len, min_width, sp->group);
  if (tail.len) rt_sb_putn(&body, tail.data, tail.len); /* an empty StrBuf has no data */
  emit_aligned(sb, sp, sign, body.data, body.len);
  rt_sb_free(&ds), rt_sb_free(&frac), rt_sb_free(&tail), rt_sb_free(&idig), rt_sb_free(&body);
}

Value dec_format(Value self, Value spec) {
  if (!rt_is_str(spec)) rt_raise(RT_EXC_TypeError, "format arg must be str");
  DecSpec sp;
  parse(rt_str_data(spec), &sp);
  const Decimal *d = RT_AS(Decimal, self);
  DecContext *ctx = dec_ctx();
  StrBuf sb;
  rt_sb_init(&sb);
  if (d->kind != DEC_FINITE) {
    const char *sign = d->neg ? "-" : sp.sign == '+' ? "+" : sp.sign == ' ' ? " " : "";
    StrBuf body;
    rt_sb_init(&body);
    rt_sb_puts(&body, d->kind == DEC_INF ? "Infinity" : d->kind == DEC_NAN ? "NaN" : "sNaN");
    if (d->kind != DEC_INF && !nt_is_zero(d->coef)) rt_int_sb_digits(&body, d->coef, 10, false);
    if (sp.type == '%') rt_sb_putc(&body, '%');
    emit_aligned(&sb, &sp, sign, body.data, body.len);
    rt_sb_free(&body);
  } else {
    format_finite(&sb, d, &sp, ctx);
  }
  return rt_sb_to_str(&sb);
}
