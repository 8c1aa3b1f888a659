/* kir_reduce_axis.h — reductions along one axis in @jit code (kir_typer_reduce_axis.c). */
#ifndef WEFT_KIR_REDUCE_AXIS_H
#define WEFT_KIR_REDUCE_AXIS_H

#include "kir_typer.h"

/* sum/argmin/argmax (name) of *a along the literal axis axis_v (a type error when it is not
 * one Numba 0.56 takes): the result array into *out, true; false for a 1-D array, whose number
 * the caller computes from *a (an expression computed into an array by then). */
bool kir_reduce_axis(Typer *T, const char *name, TVal *a, TVal axis_v, Span span, TVal *out);

/* np.sum(a, k), np.sum(a, axis=k), np.argmin/argmax likewise (call e, callee f). */
bool kir_reduce_func_axis(Typer *T, Obj *f, const Expr *e, TVal *argv, TVal *out);

/* a.copy() of an array, a view or an expression: a new C-ordered array (Numba's copy). */
TVal kir_array_copy(Typer *T, TVal a, Span span);

#endif
