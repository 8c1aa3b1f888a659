/* numtypes.h — what the fractions module (fractions.c) and the decimal module (decimal*.c)
 * share: arithmetic on Weft's ints (bigint.h) that takes over its operands, so that a chain
 * of operations frees its temporaries as it goes, and each type's questions about the other
 * (Fraction(Decimal('1.5')), Decimal('0.5') == Fraction(1, 2)). */
#ifndef WEFT_PY_NUMTYPES_H
#define WEFT_PY_NUMTYPES_H

#include "../obj/bigint.h"

/* a op b for ints; steals a and b, returns a new reference. */
static inline Value nt_op(BinOp op, Value a, Value b) {
  Value r = rt_int_binop(op, a, b);
  rt_decref(a);
  rt_decref(b);
  return r;
}
/* A new reference to the borrowed v. */
static inline Value nt_own(Value v) {
  rt_incref(v);
  return v;
}
/* a op b for a comparison operator, borrowed operands. */
static inline bool nt_test(BinOp op, Value a, Value b) { return rt_int_binop(op, a, b).as.b; }
static inline bool nt_is_zero(Value a) { return rt_int_sign(a) == 0; }
/* 10**n for n >= 0 (numtypes.c keeps the small ones). */
Value nt_pow10(int64_t n);
/* |a| (steals a). */
static inline Value nt_abs(Value a) {
  if (rt_int_sign(a) >= 0) return a;
  Value r = rt_int_unop(RT_UOP_NEG, a);
  rt_decref(a);
  return r;
}

/* ---- fractions.Fraction (fractions.c) ---- */
bool nt_is_fraction(Value v);
/* The numerator and denominator (borrowed; the denominator is positive). */
void nt_fraction_parts(Value v, Value *num, Value *den);

/* ---- decimal.Decimal (decimal.c) ---- */
bool nt_is_decimal(Value v);
/* Decimal.as_integer_ratio(): *num, *den new references; ValueError "cannot convert NaN to
 * integer ratio", OverflowError "cannot convert Infinity to integer ratio". */
void nt_decimal_ratio(Value d, Value *num, Value *den);

#endif
