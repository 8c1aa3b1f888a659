/* ops.h — generic operations on any Value, as the VM and natives use them. ops.c holds the
 * numeric fast paths (int64 falling to big ints on overflow, float, bool) and dispatches the rest to
 * the ObjType slots, raising Python's TypeError messages when no slot applies. */
#ifndef WEFT_RT_OPS_H
#define WEFT_RT_OPS_H

#include "value.h"

Value rt_binop(BinOp op, Value a, Value b);
/* Int arithmetic as Numba's int64 (wrapping; ** through a float64) while on: @jit code in the
 * interpreter tier. Returns the previous setting. */
bool rt_int_numba_wrap(bool on);
bool rt_int_numba_on(void); /* whether it is on (vm/np's scalars follow Numba's typing then) */
/* What rt_binop answers when no operand's type does: identity for == and !=, else Python's
 * TypeError. */
Value rt_binop_default(BinOp op, Value a, Value b);
Value rt_unop(UnOp op, Value a);
bool rt_truthy(Value v);                 /* Python truth; raises for ambiguous arrays */
bool rt_equal(Value a, Value b);         /* `a == b` reduced to a bool (lists, tuples, ...) */
bool rt_is(Value a, Value b);            /* identity (`is`) */
bool rt_contains(Value container, Value item); /* `item in container` */
/* The answer of the comparison op (==, !=, <, <=, >, >=) from a three-way c (<0, 0, >0). */
static inline Value rt_cmp_result(BinOp op, int c) {
  switch (op) {
    case RT_OP_EQ: return rt_bool(c == 0);
    case RT_OP_NE: return rt_bool(c != 0);
    case RT_OP_LT: return rt_bool(c < 0);
    case RT_OP_LE: return rt_bool(c <= 0);
    case RT_OP_GT: return rt_bool(c > 0);
    default: return rt_bool(c >= 0);
  }
}

Value rt_getattr(Value obj, const char *name);   /* AttributeError with Python's message */
/* getattr that answers false instead of raising AttributeError (other exceptions propagate);
 * *out is a new reference when it answers true (class_attr.c). */
bool rt_try_getattr(Value obj, const char *name, Value *out);
void rt_setattr(Value obj, const char *name, Value v);
Value rt_getitem(Value obj, Value key);
void rt_setitem(Value obj, Value key, Value v);
void rt_delitem(Value obj, Value key);
int64_t rt_len(Value v);                          /* TypeError if no len() */

Value rt_call(Value callable, int argc, const Value *argv, const Kwargs *kw);

Value rt_iter(Value v);                           /* TypeError "'int' object is not iterable" */
bool rt_next(Value iter, Value *out);             /* false when exhausted */

Value rt_repr(Value v);                           /* returns a str */
Value rt_to_str(Value v);                         /* str(v) */
/* format(v, spec) as f-strings use it; conv is 0, 'r', 's' (the !r/!s conversion). */
Value rt_format(Value v, const char *spec, int conv);
/* A builtin value's special method by name ((10).__add__, [].__len__), RT_UNDEF when its type
 * has none (dunder.c). */
Value rt_builtin_dunder(Value v, const char *name);

/* Conversions with Python's TypeError messages. */
int64_t rt_to_index(Value v, const char *what);  /* ints, bools, NumPy integer scalars */
Value rt_index_value(Value v);                   /* operator.index(v): the exact int */
double rt_to_double(Value v, const char *what);  /* ints, floats, NumPy scalars */

/* int(f), of any size: OverflowError/ValueError with Python's messages for inf and nan. */
Value rt_float_to_int(double f);
/* round(v, ndigits) for an int-like v (a no-op for ndigits >= 0; ties to even). */
Value rt_round_int(Value v, int64_t ndigits);

/* Augmented assignment (a += b, a *= b, ...): lists extend in place and NumPy arrays update in
 * place (the result is a new reference to a); everything else is rt_binop. */
Value rt_inplace_binop(BinOp op, Value a, Value b);

#endif
