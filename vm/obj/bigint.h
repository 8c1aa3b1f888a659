/* bigint.h — Python ints of any size. An int that fits int64 is always the inline RT_INT value;
 * one that does not is a BigInt object (GMP behind bigint.c, the only file that sees its
 * limbs; vm/py/statistics.c uses GMP's rationals on its own). Every operation here returns the canonical form: a result that fits int64 comes back
 * as RT_INT, so ==, hashing and `is` of small ints never meet a BigInt holding a small value.
 *
 * "int-like" below means RT_INT, RT_BOOL or a BigInt. */
#ifndef WEFT_RT_BIGINT_H
#define WEFT_RT_BIGINT_H

#include "../base/strbuf.h"
#include "value.h"

extern const ObjType rt_bigint_type;
static inline bool rt_is_bigint(Value v) { return rt_is_type(v, &rt_bigint_type); }
static inline bool rt_is_intlike(Value v) {
  return v.tag == RT_INT || v.tag == RT_BOOL || rt_is_bigint(v);
}

/* CPython 3.11's limit on decimal int/str conversions (sys.get_int_max_str_digits()). */
#define RT_INT_MAX_STR_DIGITS 4300

/* a op b for int-like a and b, exact: arithmetic (true division correctly rounded to a
 * float), shifts, bitwise operations and comparisons, with Python's errors. RT_UNDEF for an
 * operator ints do not have (@). */
Value rt_int_binop(BinOp op, Value a, Value b);
/* -a, +a, ~a for an int-like a. */
Value rt_int_unop(UnOp op, Value a);
/* -1, 0 or 1. */
int rt_int_sign(Value a);
/* a compared with a float, exactly: -1/0/1, or 2 when f is NaN. */
int rt_int_cmp_double(Value a, double f);
/* float(a), correctly rounded; OverflowError "int too large to convert to float". */
double rt_int_to_double(Value a);
/* a = m * 2**e with 0.5 <= |m| < 1 (m == 0 for 0), for math.log of ints of any size. */
double rt_int_frexp(Value a, int64_t *e);
/* int(f) for a finite float, truncated (the caller raises for inf and nan). */
Value rt_int_from_double(double f);
Value rt_int_from_u64(uint64_t u);
/* The value as an int64 / uint64, false when it does not fit. */
bool rt_int_to_i64(Value a, int64_t *out);
bool rt_int_to_u64(Value a, uint64_t *out);
/* The bit length of |a|. */
int64_t rt_int_bit_length(Value a);

/* int(str, base) (base 0 or 2..36): Python's syntax (whitespace, sign, prefix, '_'), its
 * ValueError for bad text and the digit limit. */
Value rt_int_parse(Value str, int base);
/* A str's text for int()/float(): Unicode digits as ASCII ones, spaces as ' ' (malloc'd). */
char *rt_str_to_ascii_digits(Value str, size_t *n);
/* The same for text that is not a str (int(b'12')): shown is what the error message reprs. */
Value rt_int_parse_text(const char *text, size_t n, int base, Value shown);
/* int's and float's methods other than arithmetic (num_methods.c): bound to self, RT_UNDEF when
 * there is no such one; rt_num_class_method: the class methods int.from_bytes, float.fromhex. */
Value rt_num_method(Value self, const char *name);
Value rt_num_class_method(const char *cls, const char *name);
/* A literal's digits (no sign, no prefix, no '_') in base 2, 8, 10 or 16 (the lexer has
 * checked the decimal digit limit). */
Value rt_int_from_literal(const char *digits, int base);
/* The digits of |a| in base 2, 8, 10 or 16 (upper: 'A'-'F'); base 10 raises the digit
 * limit's ValueError. */
void rt_int_sb_digits(StrBuf *sb, Value a, int base, bool upper);

/* hash(a): CPython's, modulo 2**61 - 1 (-1 becomes -2). */
int64_t rt_bigint_hash(Value a);
/* pow(b, e, m) for int-like values, Python's rules (negative e: the modular inverse). */
Value rt_int_powmod(Value b, Value e, Value m);
/* round(a, nd) with nd < 0: ties to even at 10**-nd (nd >= 0 returns a). */
Value rt_int_round(Value a, int64_t nd);

/* math's integer functions on int-like arguments (messages as CPython's math module). */
Value rt_int_factorial(Value n);
Value rt_int_gcd(Value a, Value b);
Value rt_int_lcm(Value a, Value b);
Value rt_int_comb(Value n, Value k);
Value rt_int_perm(Value n, Value k);
Value rt_int_isqrt(Value n);

#endif
