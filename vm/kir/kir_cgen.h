/* kir_cgen.h — KIR → C text, the part every C-emitting engine shares: the GPU backend's CUDA C
 * (gpu/gpu_codegen.c) and the CPU engine's C (sim/sim_cpu_codegen.c). KIR's nested regions map
 * onto C's: IF/ELSE/ENDIF → if/else, LOOP → for (;;) with LOOPCOND as a break and LATCH as a
 * label CONTINUE jumps to (so a for loop's step still runs), CALLBEGIN/CALLEND → a block whose
 * RETURN jumps to its end. Registers become locals r<N> of their dtype's C type, declared up
 * front so no goto crosses an initialisation; parameters are p<K> (arrays as a descriptor with
 * data, shape and strides, scalars by value).
 *
 * A dialect sees every instruction first (its hook): it emits what only it knows (thread
 * registers, atomics, math in its precision, checked accesses) and returns true, or emits a
 * prefix (a check) and returns false to let the common code write the instruction. Operations
 * whose C meaning differs from Python's become calls of the dialect prelude's helpers, spelt
 * alike in both: wf_add, wf_floordiv, wf_mod, wf_pow, wf_shl, ... */
#ifndef WEFT_KIR_KIR_CGEN_H
#define WEFT_KIR_KIR_CGEN_H

#include <stdbool.h>

#include "../base/strbuf.h"
#include "kir_ir.h"

typedef struct KirCGen KirCGen;
/* true: the dialect wrote instruction pc; false: the common code writes it (after anything the
 * dialect emitted first). */
typedef bool (*KirCGenHook)(KirCGen *g, int pc, const KirInst *in);

#define KIR_CGEN_NEST 64

struct KirCGen {
  const KirFunc *f;
  StrBuf *out;
  int depth;                                /* indentation level */
  int line;                                 /* last source line commented */
  int loops[KIR_CGEN_NEST], nloops;         /* LOOP pcs open now (CONTINUE targets) */
  int calls[KIR_CGEN_NEST], ncalls;         /* CALLBEGIN pcs open now (RETURN targets) */
  bool *used_label;                         /* per pc: a CONTINUE/RETURN jumps to this region's label */
  char ret_stmt[64];                        /* how the function itself returns ("return;") */
  const char *who;                          /* "the GPU backend": in the nesting error */
  const char *dyn_shared;                   /* C for the launch's dynamic shared bytes
                                               ("weft_dyn_shared_bytes", the CPU's "ctx->dyn_shared") */
  KirCGenHook hook;
  void *ud;                                 /* the dialect's state */
  int resume;                               /* set by a hook: the next pc to write (it wrote up to it) */
};

/* A stable, C-safe name for f: "<python name>__<argument type codes>", e.g.
 * "saxpy__f4_a1f4_a1f4". Same specialisation, same name, run after run. */
const char *kir_cgen_name(const KirFunc *f, char *buf, size_t n);

/* Start emitting f to out (ret_stmt "return;"); kir_cgen_free releases what init took. */
void kir_cgen_init(KirCGen *g, const KirFunc *f, StrBuf *out, KirCGenHook hook, const char *who);
void kir_cgen_free(KirCGen *g);

/* The C type of a dtype ("float", "long long", "bool", ...). */
const char *kir_cgen_ctype(DType t);
/* Unsigned C types of each width (1, 2, 4, 8 bytes), for constant arrays' bits. */
const char *kir_cgen_word_type(int size);

void kir_cgen_indent(KirCGen *g);
void kir_cgen_line(KirCGen *g, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* "// prog.py:12: v = a[t]" before the first instruction of each new source line. */
void kir_cgen_source_comment(KirCGen *g, Span span);
/* Exact spellings: round-trip decimals; non-finite floats as bit patterns through
 * __int_as_float / __longlong_as_double, which each prelude provides. */
void kir_cgen_put_float(StrBuf *out, DType t, double v);
void kir_cgen_put_int(StrBuf *out, DType t, int64_t v);
/* The lvalue of the instruction's array slot at its index registers, unchecked. */
/* The extent of axis k of slot s; index k of an access as `WF_IX(rI, extent)`, counted from the
 * end when negative (a[-1] is the last element, as in Numba): a dialect using put_elem defines
 * the two-argument WF_IX (gpu_prelude.c; the CPU dialect writes its own checked accesses). */
void kir_cgen_put_extent(KirCGen *g, const KirSlot *s, int k);
/* The C name's prefix of a slot's descriptor: "p" (parameter param), "h" (HEAP slot param). */
const char *kir_cgen_desc(const KirSlot *s);
void kir_cgen_put_index(KirCGen *g, const KirInst *in, int k);
void kir_cgen_put_elem(KirCGen *g, const KirInst *in);

/* "  T rA, rB;" per dtype (each "= 0" when zeroed). */
void kir_cgen_registers(KirCGen *g, bool zeroed);
/* "  rP = pK;" for each scalar parameter. */
void kir_cgen_params(KirCGen *g);
/* Every instruction of f, in order (the dialect's hook first for each). Raises
 * NotImplementedError for an instruction neither the dialect nor the common code writes. */
void kir_cgen_body(KirCGen *g);
/* Instructions from..to-1 only (a dialect's outlined region: sim/sim_cpu_par.c). */
void kir_cgen_range(KirCGen *g, int from, int to);

#endif
