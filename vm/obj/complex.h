/* complex.h — Python's complex numbers (complex.c): the object, CPython's arithmetic
 * algorithms (division, powers, abs), the constructor and hashing. Formatting is format.h's
 * (rt_format_complex); cmath is vm/py/cmath.c. */
#ifndef WEFT_RT_COMPLEX_H
#define WEFT_RT_COMPLEX_H

#include "value.h"

typedef struct Complex {
  Obj hdr;
  double re, im;
} Complex;

extern const ObjType rt_complex_type;
static inline bool rt_is_complex(Value v) { return rt_is_type(v, &rt_complex_type); }

Value rt_complex_new(double re, double im);

/* The value as a complex number: ints (any size: OverflowError when too large for a float),
 * floats, bools, complex, and NumPy scalars; false for anything else. */
bool rt_complex_operand(Value v, double *re, double *im);

/* (ar + ai j) ** (br + bi j) with CPython's algorithm and errors (ZeroDivisionError "0.0 to a
 * negative or complex power", OverflowError "complex exponentiation"). */
Value rt_complex_pow(double ar, double ai, double br, double bi);

/* a / b with CPython's algorithm into *re, *im; true when b is zero (the result is 0). */
bool rt_complex_quot(double ar, double ai, double br, double bi, double *re, double *im);

/* abs(z) (OverflowError "absolute value too large"). */
double rt_complex_abs(double re, double im);

/* hash(z): CPython's, from the hashes of the parts (not defined for NaN parts, which hash by
 * identity in CPython). */
int64_t rt_complex_hash(Value z);

/* complex(real=0, imag=0): the constructor, with CPython's messages (a NativeFn). */
Value rt_complex_construct(Value self, int argc, const Value *argv, const Kwargs *kw);

#endif
