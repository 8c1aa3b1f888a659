/* sim_cpu.h — the CPU engine: @jit functions' typed KIR lowered to C (sim_cpu_codegen.c),
 * compiled by the system C compiler into a shared object, cached on disk and loaded with dlopen
 * (sim_cpu_cc.c), called through libffi (sim_cpu_engine.c, the kernel-engine table). Results
 * are bit for bit the simulator's: the same helpers for Python's arithmetic, NumPy's casts, math
 * functions computed in double as the simulator does, no contraction. Whatever it cannot take
 * (see sim_cpu_unsupported) runs in the simulator, decided once per specialisation. Also
 * prange loops on several threads (sim_cpu_par.c, sim_cpu_pool.c), @vectorize cores with
 * their elementwise loop, and --mode=cpu's kernels (sim_cpu_block.c: barriers, shared memory,
 * atomics; sim_cpu_fission.c: blocks as loops over their threads; sim_cpu_warp.c: warp
 * intrinsics; sim_cpu_prove.c: launches that cannot fault).
 * See docs/cpu.md. */
#ifndef WEFT_SIM_SIM_CPU_H
#define WEFT_SIM_SIM_CPU_H

#include <stdbool.h>
#include <stddef.h>

#include "../vm/base/strbuf.h"
#include "../vm/kir/kir_cgen.h"
#include "../vm/kir/kir_engine.h"
#include "../vm/kir/kir_ir.h"

/* What a compiled function returns (the prelude's enum): 0 clean, else the fault. */
/* DIVERGE: a block's threads did not meet at one barrier as the simulator requires; NOMEM: no
 * memory for a block's frames or shared memory (both: the simulator reruns the launch). */
/* BARRIER, WARP: the block code's; VALUE: ValueError from an allocation (a negative dimension). */
enum { SIM_CPU_OK, SIM_CPU_INDEX, SIM_CPU_ZERODIV, SIM_CPU_INTERRUPT, SIM_CPU_DIVERGE, SIM_CPU_NOMEM, SIM_CPU_BARRIER,
       SIM_CPU_WARP, SIM_CPU_VALUE };

typedef struct SimCpuCtx SimCpuCtx;
/* A prange loop's body outlined (sim_cpu_par.c): iterations lo..hi-1, the values it reads in
 * frame, its reductions' partial results written to part. 0, or the fault. */
typedef int (*SimCpuBody)(SimCpuCtx *ctx, const void *frame, void *part, long long lo, long long hi);
typedef int (*SimCpuPar)(SimCpuCtx *ctx, SimCpuBody body, const void *frame, void *part, size_t part_size,
                         long long n, int *chunks);

/* The context every compiled function gets first (the prelude's WfCtx, same layout). */
struct SimCpuCtx {
  unsigned long long *result;  /* f->nret words */
  volatile const int *intr;    /* Ctrl-C was pressed (rt_interrupted) */
  void *mt;                    /* Python's generator (RtMT) when f draws random numbers */
  void (*mt_generate)(void *); /* rt_mt_generate */
  SimCpuPar par;               /* sim_cpu_par */
  int sreg[16];                /* a kernel thread's special registers (KirSreg order) */
  char msg[200];               /* the fault's message */
  long long dyn_shared;        /* a kernel launch's dynamic shared memory in bytes */
  int unchecked;               /* a launch proved in bounds: the kernel's copy without index checks */
  bool (*allows)(size_t n);    /* rt_memory_allows: a kernel's frames and shared memory within --max-memory */
  int (*alloc)(void *heap, int slot, int dtype, int ndim, const long long *shape, void *desc, char *msg);
  void *heap;                  /* KirRun's alloc and heap: a @jit function's allocations */
};

#define SIM_CPU_MAX_THREADS 64 /* threads of one prange loop at most (the prelude's WF_MAX_THREADS) */

/* ---- code generation (sim_cpu_codegen.c) ---- */

/* Why f cannot be compiled for the CPU (one phrase), or NULL when it can. A kernel
 * (KIR_TARGET_KERNEL) can unless it prints, or has atomics whose
 * order the native run cannot keep (sim_cpu_atomics_unsupported); barriers and shared memory
 * are sim_cpu_block.c's. */
const char *sim_cpu_unsupported(const KirFunc *f);
/* After sim_cpu_codegen's unit of a kernel: `int NAME__grid(ctx, args, lo, hi)` (a SimCpuBody)
 * runs blocks lo..hi-1 of the grid in ctx->sreg (NTID, NCTAID), each block's threads in order
 * (x fastest; with barriers, in rounds up to each barrier), args[k] pointing at parameter k (a
 * WeftArray or the scalar). In sim_cpu_block.c. */
void sim_cpu_codegen_grid(const KirFunc *f, const char *name, const char *unchecked, StrBuf *out);
/* (unchecked: the grid entry, without __grid, that ctx->unchecked launches go to; or NULL) */
/* ---- a kernel's block: shared memory and barriers (sim_cpu_block.c) ---- */
bool sim_cpu_has_barrier(const KirFunc *f);
/* Before the thread's function: its frame type NAME_fr and the NAME_SAVE/NAME_LOAD macros
 * (a kernel with barriers; nothing otherwise). */
void sim_cpu_block_frame(const KirFunc *f, const char *name, StrBuf *out);
/* The thread's function's extra parameters: the block's shared memory, the thread's frame. */
void sim_cpu_block_params(const KirFunc *f, const char *name, StrBuf *out);
/* The shared arrays' pointers; with barriers also the local arrays (in the frame): true, the
 * caller then declares no local arrays itself. */
bool sim_cpu_block_locals(const KirFunc *f, StrBuf *out);
/* After the parameters: a resumed thread's registers back and the jump to its barrier. */
void sim_cpu_block_resume(const KirFunc *f, const char *name, StrBuf *out);
/* Why the kernel's atomics cannot run natively in the simulator's order (one phrase), or NULL. */
const char *sim_cpu_atomics_unsupported(const KirFunc *f);
/* Whether the kernel's blocks may run on several threads: its atomics on global memory (if any)
 * commute as sim_parallel.c's rule has it; else they run one after another, in order. */
bool sim_cpu_blocks_parallel(const KirFunc *f);
/* An atomic's update of element o_ of its array (element type T), its old value into in->d;
 * after the checked offset, closing its brace. */
void sim_cpu_atomic_update(KirCGen *g, const KirInst *in, const char *T);
/* Around a LOOP (at pc) and its ENDLOOP (at pc): a loop with a warp intrinsic inside counts its
 * iterations in the thread's frame. */
void sim_cpu_block_loop(KirCGen *g, int pc);
void sim_cpu_block_endloop(KirCGen *g, int pc);
/* Whether the LOOP at pc counts its iterations (a warp intrinsic inside); the ENDLOOP closing it. */
bool sim_cpu_counted_loop(const KirFunc *f, int pc);
int sim_cpu_loop_end(const KirFunc *f, int pc);
/* The register analysis behind the frames (sim_cpu_fission.c uses it too): whether in reads r
 * (as KIR, and as its C: an ELSE's test is not read); whether lo..hi is one stretch with no
 * barrier inside the region open at lo; the registers a resumed thread computes again (caller
 * frees), and their writes (those of skip left out). */
bool sim_cpu_reads(const KirFunc *f, const KirInst *in, int r);
bool sim_cpu_c_reads(const KirFunc *f, const KirInst *in, int r);
bool sim_cpu_one_stretch(const KirFunc *f, int lo, int hi);
bool *sim_cpu_remat_regs(const KirFunc *f);
void sim_cpu_remat_writes(const KirFunc *f, const bool *skip, StrBuf *out);
/* ---- barriers at block-uniform places as loops over the threads (sim_cpu_fission.c) ---- */
/* Whether f's barriers, or its loops that can be swapped with the loop over the threads, can
 * split it into loops over the block's threads (see the file). */
bool sim_cpu_fission_ok(const KirFunc *f);
/* The frame type, then `static int NAME(ctx, params..., wf_sh, wf_bs, fr)`, which runs one
 * block: the block-level code once, each stretch between barriers as a loop over the threads;
 * the instructions written by hook (with ud), which calls sim_cpu_fission_inst first. */
void sim_cpu_codegen_fission(const KirFunc *f, const char *name, KirCGenHook hook, void *ud, void **state, StrBuf *out);
/* The hook's first step: opens or closes the loop over the threads before pc; true when it
 * wrote pc itself (a barrier). */
bool sim_cpu_fission_inst(KirCGen *g, void *state, int pc);
/* ---- launches that cannot fault (sim_cpu_prove.c) ---- */
/* Whether this launch of kernel f provably keeps every index within its axis (and has nothing
 * else that faults): the engine then saves no copy of the arrays for an undo. */
bool sim_cpu_cannot_fault(const KirFunc *f, const KirRun *run, bool *nonneg);
/* (nonneg: also no index negative, so none counts from the end: the kernel's unchecked copy
 * may run) */
/* Whether sim_cpu_cannot_fault tries f at all (its operations are ones it can bound): the
 * codegen then also writes a copy of the kernel without index checks, for launches it clears. */
bool sim_cpu_provable(const KirFunc *f);
/* ---- warp intrinsics (sim_cpu_warp.c) ---- */
/* A warp intrinsic or syncwarp in the thread's function: its operands into the frame, save,
 * return WF_WARP, and after the label the thread resumes at, its result. */
void sim_cpu_block_warp(KirCGen *g, const char *name, int pc, const KirInst *in);
/* Before NAME__grid: `static int NAME_warp(fr, grp, live)`, which gives the lanes grp of a warp
 * waiting at one intrinsic their results as the simulator's lockstep warp computes them, or
 * WF_DIVERGE where the native run cannot show it is the simulator's case. */
void sim_cpu_codegen_warp(const KirFunc *f, const char *name, StrBuf *out);
/* A barrier: save, return WF_BARRIER, and the label the thread resumes at. */
void sim_cpu_block_barrier(KirCGen *g, const char *name, int pc, const KirInst *in);
/* The whole translation unit for f: the prelude, then `int NAME(WfCtx *ctx, params...)` with
 * arrays as WeftArray descriptors and scalars by value. view_checks: CHECKIDX tests a view's
 * index (the simulator's --check=bounds and above); array accesses are always checked. */
void sim_cpu_codegen(const KirFunc *f, const char *name, bool view_checks, StrBuf *out);

/* After sim_cpu_codegen's unit: `int NAME__lanes(ctx, n, parallel, in, in_strides, out,
 * out_stride)`, which runs f on elements 0..n-1 of its scalar arguments (in[k] + i *
 * in_strides[k]) into out + i * out_stride, as the simulator's elementwise runs do; on threads
 * (sim_cpu_par) when parallel and n is large. */
void sim_cpu_codegen_lanes(const KirFunc *f, const char *name, StrBuf *out);

/* ---- the compiler (sim_cpu_cc.c) ---- */

/* The compiler's path: $WEFT_CC, else "cc". */
const char *sim_cpu_cc(void);
/* Compile src and load the function `name` from it: its address, or NULL with one warning line
 * on stderr (a missing compiler: once per process; a failed compile names the function and
 * where its C was kept, as unit.c). Looks in the on-disk cache first and stores what it compiles. */
void *sim_cpu_build(const char *name, const char *unit, const char *pyname, const char *src);

/* ---- prange loops (sim_cpu_par.c: outlining; sim_cpu_pool.c: threads) ---- */

/* Threads a prange loop uses: NUMBA_NUM_THREADS, else the online CPUs (1..SIM_CPU_MAX_THREADS). */
int sim_cpu_threads(void);
/* Run body over iterations 0..n-1 cut into *chunks = min(threads, n) contiguous chunks, chunk t
 * with part + t * part_size (the caller runs chunk 0). The first fault in chunk order: its code,
 * its message in ctx->msg; else 0. */
int sim_cpu_par(SimCpuCtx *ctx, SimCpuBody body, const void *frame, void *part, size_t part_size, long long n,
                int *chunks);
/* Why the prange loop whose LOOP is at pc cannot run on several threads (one phrase), or NULL. */
const char *sim_cpu_par_unsupported(const KirFunc *f, int pc);
/* Per pc, the prange LOOPs whose body becomes a function run on several threads (NULL: none,
 * f is not parallel=True); one note line on stderr for each prange loop that cannot. */
bool *sim_cpu_par_plan(const KirFunc *f);
/* The frame and partial-results types and the function NAME_parPC for the loop at pc, its
 * instructions written by the dialect's hook (with ud) and the common code. */
void sim_cpu_par_worker(const KirFunc *f, const char *name, int pc, KirCGenHook hook, void *ud, StrBuf *out);
/* In place of the loop at pc in NAME: pack the frame, run the chunks, combine the reductions;
 * g resumes after the loop's ENDLOOP. */
void sim_cpu_par_call(KirCGen *g, const char *name, int pc);

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
