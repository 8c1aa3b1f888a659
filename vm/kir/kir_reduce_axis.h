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

/* a's element at the counters idx (one per own axis), each counting over its axis's extent
 * (kir_view_extent): every index in range by construction, marked so in the LOAD (a slice's
 * element is within its array; the axes fixed by the program's indexes stay checked). */
int kir_load_in_range(Typer *T, TVal a, const int *idx, Span span);

/* np.dot(a, b) and a @ b (matmul) of 1-D and 2-D float arrays (kir_typer_dot.c): a number for
 * two vectors, else a new C array; Numba's TypingErrors shared, its ValueError at run time. */
TVal kir_dot(Typer *T, TVal a, TVal b, bool matmul, Span span);
/* np.dot called as f (argc arguments of the call e): false when f is not np.dot. */
bool kir_dot_call(Typer *T, Value f, Expr *e, int argc, TVal *argv, TVal *out);

#endif
