/* decimal_internal.h — what the files of the decimal module share: the Decimal value (a sign,
 * an int coefficient, a power-of-ten exponent, or an infinity or NaN; decimal.c), the
 * context with its signals (decimal_context.c) and the operations that round to a context
 * (decimal_arith.c). The arithmetic is the General Decimal Arithmetic specification's, as
 * CPython's decimal module implements it, on Weft's ints. */
#ifndef WEFT_PY_DECIMAL_INTERNAL_H
#define WEFT_PY_DECIMAL_INTERNAL_H

#include "../obj/value.h"

typedef enum { DEC_FINITE, DEC_INF, DEC_NAN, DEC_SNAN } DecKind;

typedef struct Decimal {
  Obj hdr;
  bool neg;
  DecKind kind;
  Value coef;  /* >= 0: the digits (a NaN's payload, 0 for none) */
  int64_t exp; /* the value is (-1)**neg * coef * 10**exp */
} Decimal;

/* The conditions an operation can meet (libmpdec's status bits): the signals a program
 * traps, plus the four conditions that signal InvalidOperation under their own names. */
enum {
  DS_CLAMPED = 1 << 0,
  DS_CONV_SYNTAX = 1 << 1,
  DS_DIV_BY_ZERO = 1 << 2,
  DS_DIV_IMPOSSIBLE = 1 << 3,
  DS_DIV_UNDEFINED = 1 << 4,
  DS_INEXACT = 1 << 5,
  DS_INVALID_CONTEXT = 1 << 6,
  DS_INVALID_OP = 1 << 7,
  DS_FLOAT_OP = 1 << 8,
  DS_OVERFLOW = 1 << 9,
  DS_ROUNDED = 1 << 10,
  DS_SUBNORMAL = 1 << 11,
  DS_UNDERFLOW = 1 << 12,
};
#define DS_ANY_INVALID (DS_CONV_SYNTAX | DS_DIV_IMPOSSIBLE | DS_DIV_UNDEFINED | DS_INVALID_CONTEXT | DS_INVALID_OP)

typedef enum {
  DR_UP, DR_DOWN, DR_CEILING, DR_FLOOR, DR_HALF_UP, DR_HALF_DOWN, DR_HALF_EVEN, DR_05UP, DR_COUNT
} DecRound;
extern const char *const dec_round_names[DR_COUNT]; /* "ROUND_UP", ... */

typedef struct DecContext {
  Obj hdr;
  int64_t prec, emax, emin;
  DecRound rounding;
  int capitals, clamp;
  unsigned flags, traps; /* status bits; a trapped InvalidOperation is all of DS_ANY_INVALID */
} DecContext;

/* ---- decimal.c ---- */
bool dec_is(Value v);
/* A Decimal (steals coef). */
Value dec_new(bool neg, DecKind kind, Value coef, int64_t exp);
/* The number of decimal digits of an int >= 0 (1 for 0). */
int64_t dec_digits(Value coef);
/* An int or a Decimal as a Decimal (new reference); RT_UNDEF for anything else. */
Value dec_convert(Value v);
/* Decimal(v) for one argument (str, int, float, tuple or list, Decimal). */
Value dec_construct(Value v);

/* ---- decimal_transc.c ---- */
/* a.exp() (which 0), a.ln() (1), a.log10() (2): correctly rounded, half to even. */
Value dec_transcendental(Value a, int which, DecContext *ctx);

/* ---- decimal_format.c ---- */
/* format(d, spec): a new str; ValueError "invalid format string". */
Value dec_format(Value d, Value spec);

/* ---- decimal_context.c ---- */
DecContext *dec_ctx(void); /* the current context */
/* Record status in ctx's flags and raise the trapped signal, as CPython's decimal does:
 * "decimal.DivisionByZero: [<class 'decimal.DivisionByZero'>]". */
void dec_signal(DecContext *ctx, unsigned status);
/* r after dec_signal(ctx, status): r (stolen) is freed if a trap raises. */
Value dec_signalled(Value r, DecContext *ctx, unsigned status);
void dec_context_init(Value m); /* Context, getcontext, localcontext, the signals, ... */

/* ---- decimal_arith.c (every operation signals through dec_signal) ---- */
/* The finite value (-1)**neg * coef * 10**exp rounded to ctx (steals coef). */
Value dec_finish(bool neg, Value coef, int64_t exp, DecContext *ctx, unsigned *status);
/* A quiet NaN for an invalid operation (with status). */
Value dec_invalid(unsigned *status, unsigned why);
Value dec_binop(BinOp op, Value a, Value b);
Value dec_unop(UnOp op, Value a);
Value dec_abs(Value a);
Value dec_sqrt(Value a, DecContext *ctx);
/* Rounding coef*10**exp to exponent target with mode (steals coef): the new coefficient,
 * *inexact when digits that were not zero went. */
Value dec_rescale(bool neg, Value coef, int64_t exp, int64_t target, DecRound mode, bool *inexact);
Value dec_quantize(Value a, Value q, DecRound mode, DecContext *ctx);
Value dec_normalize(Value a, DecContext *ctx);
/* +a rounded to ctx (Context.create_decimal). */
Value dec_plus(Value a, DecContext *ctx);
/* a.compare(b), a.max(b), a.min(b), a.scaleb(b) for Decimals a and b. */
enum { DM_COMPARE, DM_MAX, DM_MIN, DM_SCALEB };
Value dec_method2(int which, Value a, Value b, DecContext *ctx);
/* a * b + c rounded once. */
Value dec_fma(Value a, Value b, Value c, DecContext *ctx);
/* pow(a, b, c) with a Decimal among them: (a ** b) % c of integers, exact (InvalidOperation
 * unless all are integral, b >= 0, c != 0 with at most prec digits, not a == b == 0);
 * RT_UNDEF when one is not convertible. */
Value dec_powmod(Value a, Value b, Value c);
/* Three-way comparison of two numbers (Decimal, int, float or Fraction, at least one a
 * Decimal); 2 when either is a NaN. */
int dec_compare(Value a, Value b);

#endif
