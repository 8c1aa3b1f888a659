/* kir_heap.h — the arrays a call of compiled @jit code allocates and returns (kir_heap.c). */
#ifndef WEFT_KIR_HEAP_H
#define WEFT_KIR_HEAP_H

#include "kir_ir.h"

typedef struct KirHeap {
  int n;              /* f's slots */
  Value *arrs;        /* per slot: the array its last ALLOC made (owned), else undefined */
  const Value *argv;  /* the call's arguments as the engines take them (borrowed) */
  const KirFunc *f;   /* the function called (its slots' kinds) */
} KirHeap;

/* Does f allocate arrays (has HEAP slots)? */
bool kir_heap_used(const KirFunc *f);
/* Does f use what only the CPU engine runs as Numba does (arrays as values, a library's
 * ValueError: kir_typer_alloc.c, kir_typer_reduce.c)? The interpreter tier runs it elsewhere. */
bool kir_native_only(const KirFunc *f);
/* An empty table for a call of f with arguments argv; kir_heap_close (a cleanup function)
 * drops what it holds. */
void kir_heap_open(KirHeap *h, const KirFunc *f, const Value *argv);
void kir_heap_close(void *h);
/* KirRun.alloc: a zeroed C-ordered array of dtype and shape made for slot (kept in heap, the
 * KirHeap) and its descriptor (the engine's WeftArray) in desc; 0, or the engine's fault code
 * (MemoryError, ValueError for a negative dimension) with Numba's message in msg. */
int kir_heap_alloc(void *heap, int slot, int dtype, int ndim, const long long *shape, void *desc, char *msg);
/* KirRun.share: slot dst (a rebound variable's, kir_typer_rebind.c) drops the array it held and
 * takes a reference to slot src's (the array allocated for it, or a parameter's argument), so
 * the array lives while any slot holds it. */
void kir_heap_share(void *heap, int dst, int src);
/* The Python value of a returned array slot (a new reference): the array allocated for it, or
 * the argument itself for a parameter (as Numba returns it). */
Value kir_heap_result(const KirHeap *h, const KirFunc *f, int slot);

/* How many result registers the returned array whose slot register is result k takes: a
 * view's 1 + 2 * ndim after the slot's (KirFunc.ret_view). */
static inline int kir_ret_array_width(const KirFunc *f, int k) {
  return f->ret_view >> k & 1 ? 2 + 2 * f->rettys[k].ndim : 1;
}
/* The Python value of the returned array at result register k (its slot's number, then a
 * view's offset, shape and strides): the array, or a view of its memory (NumPy's: its base
 * the array owning the memory), a new reference. */
Value kir_heap_result_view(const KirHeap *h, const KirFunc *f, const uint64_t *result, int k);

#endif
