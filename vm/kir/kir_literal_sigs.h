/* kir_literal_sigs.h — what a @jit function's calls to itself mean to Numba: the literal types
 * in its signatures, runaway recursion (kir_literal_sigs.c). */
#ifndef WEFT_KIR_LITERAL_SIGS_H
#define WEFT_KIR_LITERAL_SIGS_H
#include <stdbool.h>

#include "../obj/value.h"

/* A call's argument names with each parameter that fn's body passes to numba.literally()
 * named as its literal (Literal[int](3)), as Numba specialises on it. */
void kir_literal_arg_names(Value fn, int argc, const Value *argv, char (*names)[160]);

/* The signatures that fn's calls to itself with constant arguments add while the signature
 * named outer compiles (ack(m - 1, 1): '(int64, Literal[int](1))'), in the order Numba
 * finishes them: emit gets each one's argument names. */
typedef void (*KirLiteralEmit)(void *ctx, int nargs, char (*names)[160]);
void kir_literal_self_sigs(Value fn, int nargs, char (*outer)[160], KirLiteralEmit emit, void *ctx);

/* Numba's TypingError for a function whose every return goes through a call to itself (no
 * branch gives the return type): "cannot type infer runaway recursion" and the lines after it
 * into reason, the call's line into *line; false for any other function. */
bool kir_numba_runaway(Value func, char *reason, size_t n, int *line);
#endif
