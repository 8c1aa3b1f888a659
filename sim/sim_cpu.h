/* sim_cpu.h — the CPU engine: @jit functions' typed KIR lowered to C (sim_cpu_codegen.c),
 * compiled by the system C compiler into a shared object, cached on disk and loaded with dlopen
 * (sim_cpu_cc.c), called through libffi (sim_cpu_engine.c, the kernel-engine table). Results
 * are bit for bit the simulator's: the same helpers for Python's arithmetic, NumPy's casts, math
 * functions computed in double as the simulator does, no contraction. Whatever it cannot take
 * (see sim_cpu_unsupported) runs in the simulator, decided once per specialisation.
 * See docs/cpu.md. */
#ifndef WEFT_SIM_SIM_CPU_H
#define WEFT_SIM_SIM_CPU_H

#include <stdbool.h>
#include <stddef.h>

#include "../vm/base/strbuf.h"
#include "../vm/kir/kir_engine.h"
#include "../vm/kir/kir_ir.h"

/* What a compiled function returns (the prelude's enum): 0 clean, else the fault. */
enum { SIM_CPU_OK, SIM_CPU_INDEX, SIM_CPU_ZERODIV, SIM_CPU_INTERRUPT };

/* The context every compiled function gets first (the prelude's WfCtx, same layout). */
typedef struct SimCpuCtx {
  unsigned long long *result;  /* f->nret words */
  volatile const int *intr;    /* Ctrl-C was pressed (rt_interrupted) */
  void *mt;                    /* Python's generator (RtMT) when f draws random numbers */
  void (*mt_generate)(void *); /* rt_mt_generate */
  char msg[200];               /* the fault's message */
} SimCpuCtx;

/* ---- code generation (sim_cpu_codegen.c) ---- */

/* Why f cannot be compiled for the CPU (one phrase), or NULL when it can. */
const char *sim_cpu_unsupported(const KirFunc *f);
/* The whole translation unit for f: the prelude, then `int NAME(WfCtx *ctx, params...)` with
 * arrays as WeftArray descriptors and scalars by value. view_checks: CHECKIDX tests a view's
 * index (the simulator's --check=bounds and above); array accesses are always checked. */
void sim_cpu_codegen(const KirFunc *f, const char *name, bool view_checks, StrBuf *out);

/* ---- the compiler (sim_cpu_cc.c) ---- */

/* The compiler's path: $WEFT_CC, else "cc". */
const char *sim_cpu_cc(void);
/* Compile src and load the function `name` from it: its address, or NULL with one warning line
 * on stderr (a missing compiler: once per process; a failed compile names the function and
 * where its C was kept). Looks in the on-disk cache first and stores what it compiles. */
void *sim_cpu_build(const char *name, const char *pyname, const char *src);

/* ---- the engine (sim_cpu_engine.c) ---- */

/* The CPU engine's table: the composition root (repl/setup.c) registers it after the others. */
const KirEngine *sim_cpu_engine(void);
/* `--jit=native|sim` (WEFT_JIT): native compiles @jit functions (the default), sim runs them
 * in the simulator. False for any other value. */
bool sim_cpu_set_jit(const char *spec);
/* `--dump-c=DIR` (WEFT_DUMP_C): the C of every @jit function compiled goes to DIR/NAME.c
 * (NULL: off). False when DIR cannot be made. */
bool sim_cpu_set_dump_dir(const char *dir);

#endif
