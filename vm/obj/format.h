/* format.h — Python's number and string formatting: float repr (shortest round-trip), the
 * format-spec mini-language (format(), f-strings, str.format), and printf-style `%`. format.c. */
#ifndef WEFT_RT_FORMAT_H
#define WEFT_RT_FORMAT_H

#include "../base/strbuf.h"
#include "value.h"

/* repr(float): shortest string that round-trips, with Python's layout ("1e-05", "1e+16",
 * "0.1", "2.0", "inf", "nan"). The float32 variant finds the shortest string that round-trips
 * through a float (as NumPy prints float32 scalars), with the same layout rules. */
void rt_format_float_repr(StrBuf *sb, double x);
void rt_format_float32_repr(StrBuf *sb, float x);
/* Into a caller buffer (at least 32 bytes); returns the length. */
int rt_float_repr_buf(char *out, double x);

/* Shortest round-trip digits of x: writes the digits (no dot, no sign) to digits and the
 * decimal exponent so that x = 0.d1d2d3... * 10**exp10. Finite x only. is_float32 selects the
 * precision. Returns the number of digits. */
int rt_float_shortest_digits(double x, bool is_float32, char *digits, int *exp10);

/* format(v, spec) for int, bool, float, str and NumPy scalars; TypeError/ValueError with
 * Python's messages for invalid specs. Appends to sb. */
void rt_format_value(StrBuf *sb, Value v, const char *spec);

/* format(complex, spec) (repr(z) is spec ""): CPython's layout and messages. */
void rt_format_complex(StrBuf *sb, double re, double im, const char *spec);

/* Make room in sb for count more copies of a unit-byte fill in one allocation, raising a bare
 * MemoryError (as CPython does) when that much cannot be had: padding to an absurd width then
 * fails at once instead of filling memory byte by byte. */
void rt_fmt_reserve_fill(StrBuf *sb, int64_t count, size_t unit);

/* ascii(v): repr(v) with non-ASCII characters escaped. */
Value rt_ascii(Value v);

/* fmt % args (args: a single value or a tuple). */
Value rt_str_percent(Value fmt, Value args);
/* bytes % args and bytearray % args (the result has fmt's type). */
Value rt_bytes_percent(Value fmt, Value args);
/* fmt.format(*args, **kwargs) */
Value rt_str_format_method(Value fmt, int argc, const Value *argv, const Kwargs *kw);
Value rt_str_format_map(Value fmt, Value mapping);

#endif
