/* sim.h — the deterministic SIMT simulator's private structures: compiled SIMT code, the
 * resumable warp, and one launch's state (arrays, shared memory, print buffer, fault).
 * sim_compile.c builds SimCode from KIR; sim_exec.c runs a warp; sim_launch.c schedules blocks
 * and warps (time slices, livelock reports), barriers, faults and output; sim_print.c orders
 * the print output. */
#ifndef WEFT_SIM_SIM_H
#define WEFT_SIM_SIM_H

#include <stdint.h>

#include "../vm/kir/kir_ir.h"
#include "../vm/base/strbuf.h"
#include "sim_ops.h"

#define SIM_WARP 32
#define SIM_MAX_DEPTH 64 /* nested regions in one warp */
#define SIM_UNI_REGS 1024                 /* registers whose warp-uniformity is tracked */
#define SIM_UNI_SINK SIM_UNI_REGS         /* written freely, never read */
#define SIM_UNI_NEVER (SIM_UNI_REGS + 1)  /* never written: always 0 */

typedef struct SimInst {
  uint16_t op;
  uint8_t sub, sub2;
  int32_t d, a, b, c;
  int32_t arr;
  int32_t idx[KIR_MAX_INDEX];
  int32_t jump;  /* region markers: where control goes when no lane is left */
  int32_t next;  /* where a straight-line instruction goes on: pc + 1, or past dead ones (sim_fast.c) */
  int32_t kirpc; /* the KIR instruction (source span) this came from */
  /* Warp-uniform tracking (SimWarp.uni): the entry dispatch clears before the instruction runs
   * (d, or SIM_UNI_SINK for instructions that keep it themselves and for d out of range); the
   * entry such an instruction sets (d or the sink); its sources' entries (SIM_UNI_NEVER when
   * not a tracked register). */
  uint16_t uclr, uset, ua, ub;
  union { int64_t i; double f; float f32; uint64_t bits; } imm;
} SimInst;

#define SIM_MAX_REPORTED 32
typedef struct SimCode {
  SimInst *code;  /* one instruction per KIR instruction (run when the counters are on) */
  SimInst *fast;  /* the same at the same pcs, stepping over dead ones (sim_fast.c) */
  int ncode;
  int nregs;
  /* the findings (SimFinding.key) an earlier launch of this kernel reported: each is reported
   * once per kernel, so a racy kernel launched in a loop reports once */
  uint64_t reported[SIM_MAX_REPORTED];
  int nreported;
} SimCode;

/* An array as the engine addresses it. */
typedef struct SimArr {
  char *data;
  int ndim, itemsize;
  DType dtype;
  int64_t shape[KIR_MAX_INDEX], strides[KIR_MAX_INDEX];
  bool per_lane;     /* local arrays: lane l's copy starts at data + l * lane_bytes */
  int64_t lane_bytes;
} SimArr;

enum { SIM_F_IF, SIM_F_LOOP, SIM_F_FUNC };
typedef struct SimFrame {
  uint8_t kind;
  uint32_t saved, cond, cont, saved_exit, saved_ret;
} SimFrame;

enum { SIM_RUNNING, SIM_AT_BARRIER, SIM_DONE };
typedef struct SimWarp {
  int pc, state, index;
  uint32_t live;      /* lanes that are threads of the block */
  uint32_t active;    /* lanes executing now */
  uint32_t exitmask;  /* lanes parked by break/continue/return in the current context */
  uint32_t retmask;   /* lanes that returned from the current function */
  uint32_t exited;    /* lanes that returned from the kernel */
  uint32_t barrier_pred;
  int sp;
  SimFrame stack[SIM_MAX_DEPTH];
  uint64_t *regs;     /* nregs registers of SIM_WARP 8-byte lanes */
  int32_t tid[3][SIM_WARP];
  SimArr *locals;     /* per-warp copies of the local-array slots (NULL if none) */
  /* uni[r] != 0: all 32 lanes of register r hold the same value, so an instruction whose sources
   * are all uniform computes one lane. Sound by construction: dispatch clears the flag of every
   * register an instruction may write, except for the few instructions that set it themselves
   * (sim_exec.c); a warp starting at pc 0 (a new block, or new ufunc lanes) clears them all. */
  uint8_t uni[SIM_UNI_REGS + 2];
  uint32_t nbar[SIM_WARP]; /* per lane, the block barriers it passed (lanes that skip one may end) */
  uint32_t *syncs;    /* the masks of the syncwarps this warp ran in the block, in order */
  uint32_t nsync, capsync;
} SimWarp;

/* Scheduling (sim_launch.c's run_block): a warp runs until it reaches a barrier, finishes, or has
 * taken SIM_SLICE backward loop branches (counted at ENDLOOP, in both codes); then it yields to
 * the block's other running warps, round-robin in the schedule's order. A kernel whose block
 * comes back to a state it was in before (every running warp's pc, masks and registers, and the
 * shared memory, compared at the ends of rounds where no warp reached a barrier or finished and
 * one spun in a while loop) loops forever: a fault (a spin-wait nobody ends). A loop that computes
 * never repeats a state and runs to its end. Both fixed, so runs stay bit-identical. */
#define SIM_SLICE 4096

/* One line of kernel print output (sim_print.c): where it lies in SimLaunch.out, and its place in
 * the printed order: the block (Numba's order, or its turn in a shuffled schedule), the barrier
 * interval, the thread (Numba's order). */
typedef struct SimPrintLine {
  int64_t block;
  uint32_t epoch, thread;
  size_t start, len;
} SimPrintLine;

/* The launch's kernel-side RuntimeWarnings (a random draw's uint64 wrap-around, a division by
 * zero: KIR_WARN), shown after it in the printed order as Numba's simulator shows them
 * (sim_print.c). Each is a SimPrintLine whose start is its number in the order met and len its
 * place, source line * KWN_COUNT + warning (the warnings registry's key): every one while there
 * are at most SIM_WARN_KEPT, and per place the first in the printed order with how many met
 * there. */
#define SIM_WARN_KEPT 4096
typedef struct SimWarnLine {
  SimPrintLine first;     /* the first met there in the printed order */
  uint64_t count;         /* how many were met there */
} SimWarnLine;
typedef struct SimWarnings {
  SimPrintLine *all;
  size_t n, cap;
  uint64_t seen;          /* met so far (all holds them while seen <= SIM_WARN_KEPT) */
  SimWarnLine *lines;     /* per source line */
  size_t nlines, caplines;
} SimWarnings;

typedef struct SimFault {
  bool set;
  int exc;          /* the ExcKind a @jit caller raises (kernels print a report instead) */
  int kirpc, lane;
  char msg[256];
  char detail[512]; /* appended to the thread line: " reads 1.5\n  thread (5,0,0) wrote ..." */
  char pymsg[160];  /* a kernel's IndexError as Numba's simulator words it (without "tid=...: ") */
  bool pyraise;     /* a kernel's raise statement: exc with pymsg, which may be empty */
} SimFault;

/* A race or an uninitialised read the checks found. Without --check=strict the launch goes on
 * (sim_check.c): each distinct finding (kind, instruction, the other access's instruction) is
 * reported after the launch, once per kernel, with the first access that met it and how many
 * accesses did. */
typedef struct SimFinding {
  uint64_t key;        /* kind, space and both instructions */
  int32_t kirpc;
  int64_t count;       /* accesses that met it in this launch */
  char msg[256];
  char thread[128];    /* "thread (1,0,0) block (0,0,0) warp 0 lane 1" */
  char detail[512];
} SimFinding;
#define SIM_MAX_FINDINGS 16

/* Shadow state of one granule of shared memory for the race checks: 4 bytes, or 2 or 1 when
 * the kernel has shared arrays of smaller elements (SimLaunch.shadow_shift), so that every
 * element has its own. */
typedef struct SimShadow {
  uint32_t wr_epoch, rd_epoch; /* barrier interval of the last write / read (0: never) */
  int32_t wr_tid, rd_tid;      /* linear thread id in the block; SIM_MANY_READERS */
  int32_t wr_pc, rd_pc;        /* KIR instruction of that access */
  uint32_t wr_sync, rd_sync;   /* syncwarps its warp had run before it (SimWarp.nsync) */
} SimShadow;
#define SIM_MANY_READERS (-2)

/* Shadow state of one element of a global (parameter) array, in two parts so that an array the
 * kernel only writes costs 8 bytes per element (fresh shadow pages are most of a small launch's
 * check cost): the last writer, and (only for arrays the kernel also loads) the last reader, as
 * global thread ids + 1 (0: none), the barrier interval of their block, and the instruction.
 * Threads of different blocks are never ordered within a launch; threads of one block are
 * ordered by a barrier between their accesses. */
typedef struct SimGWrite {
  int32_t wr;
  uint16_t epoch, pc;
} SimGWrite;
typedef struct SimGRead {
  int32_t rd;                 /* SIM_MANY_READERS when several threads read */
  int32_t block;              /* the readers' block, -1 when they come from several */
  uint16_t epoch, pc;
} SimGRead;

/* The simulator engine's settings (sim_engine.c: `--check`, `--sim-schedule`, `--sim-threads`). */
/* SIM_CHECK_STRICT: a race or an uninitialised read stops the launch (else it is reported and
 * the launch goes on, as Numba's simulator runs such kernels). */
enum { SIM_CHECK_BOUNDS = 1, SIM_CHECK_RACES = 2, SIM_CHECK_STRICT = 4 };
/* The checks on by default (a build for measurements may define it as 0). */
#ifndef SIM_DEFAULT_CHECKS
#define SIM_DEFAULT_CHECKS (SIM_CHECK_BOUNDS | SIM_CHECK_RACES)
#endif
#define SIM_MAX_THREADS 256
typedef struct SimConfig {
  int checks;        /* SIM_CHECK_* */
  bool shuffled;     /* blocks and warps run in a seeded shuffled order (else in order) */
  uint64_t seed;     /* its seed (any 64-bit value) */
  int threads;       /* host threads that run independent blocks of a launch (1: the calling one) */
} SimConfig;

enum { SIM_WATCH_SHARED = 1, SIM_WATCH_GLOBAL = 2 }; /* SimInst.sub2 of LOAD/STORE */
#define SIM_THEN_LOOPCOND 1 /* SimInst.sub2 of a comparison a LOOPCOND of its result follows (sim_fast.c) */

typedef struct SimLaunch {
  const SimConfig *cfg;
  KirFunc *f;
  const SimCode *sc;
  const KirRun *run;
  SimArr *arrs;       /* per KIR slot (locals: per warp, see SimWarp.locals) */
  int64_t block[3], grid[3];
  int64_t ctaid[3];   /* the block running now */
  int32_t sreg[KS_COUNT];
  StrBuf out;         /* kernel print output, emitted after the launch (sim_print.c) */
  SimPrintLine *lines; /* one per printed line of out, in the order printed */
  size_t nlines, caplines;
  SimWarnings warns;  /* kernel-side warnings, shown after the launch (sim_print.c) */
  char *shared;       /* the block's shared memory */
  SimShadow *shadow;  /* one per granule of it (race checks) */
  int shadow_shift;   /* log2 of the granule (0..2): the smallest alignment of a shared array's elements */
  int64_t shared_bytes;
  uint32_t epoch;     /* barrier intervals of the block so far, from 1 (of the launch, with grid sync) */
  /* A launch of several blocks whose kernel syncs its grid (sim_launch.c's coop_grid): the epoch
   * at the last grid barrier's release (every access before it is ordered before what follows),
   * and the grid barrier the running block's threads all wait at (its pc, -1 none). */
  uint32_t grid_floor;
  int grid_wait_pc;
  bool coop;
  uint64_t rng;       /* state of the shuffled schedule */
  SimGWrite **gwr;    /* per slot: global-array write shadow (NULL: not watched) */
  SimGRead **grd;     /* per slot: its read shadow (NULL: the kernel never loads the slot) */
  int64_t block_linear; /* the block running now, in linear order */
  int64_t turn;       /* its turn in a shuffled block order, -1 in order (sim_print.c) */
  SimFault fault;
  int fault_warp;
  SimFinding *finds;    /* the launch's findings (SIM_MAX_FINDINGS), allocated at the first */
  int nfinds;
  int64_t races, uninit; /* accesses that met a race / read uninitialised memory */
  bool serial;          /* one thread per SimWarp, in Numba's order (sim_launch.c's serial rerun) */
  /* --sim-threads (sim_parallel.c): a worker may not raise (no longjmp off its thread) */
  bool worker;
  int *xabort;          /* set by any worker that faults or meets a cross-block hazard */
  uint32_t **xwr, **xrd; /* per slot: the block (+1) that wrote / read each element, or NULL */
  int64_t *xcount;      /* per slot: elements in those maps */
  char *gown;           /* a worker's own global-array shadows */
  struct ProfKernel *prof; /* where the counters go (sim_counters.c), NULL when off */
  /* Under the debugger (sim_debug_hooks set): the code the warps run, every instruction a
   * DBGTRAP (NULL: the launch runs untrapped, at full speed), the block in flight, and whether
   * the debugger asked for the launch to start again (a replay: reverse execution). */
  SimInst *dbgcode;
  struct SimBlock *dbgblock;
  bool dbg_restart, dbg_reported;
  bool dbg_quiet;     /* a replay is under way: a fault it meets again is not reported again */
} SimLaunch;

/* The memory of one block in flight: its warps, their registers and local arrays, shared memory. */
typedef struct SimBlock SimBlock;
struct SimBlock {
  SimWarp *warps;
  int nwarps;
  uint64_t *regs;  /* all warps' registers */
  char *shared;    /* all shared slots of the block */
  char *locals;    /* all warps' local arrays */
};

/* The debugger's side of a kernel launch (dbg/, registered by repl/setup.c under --debug; the
 * simulator calls nothing of it when none is installed). */
typedef struct SimDebugHooks {
  /* A kernel launch is set up (or set up again for a replay): the debugger may set L->dbgcode. */
  void (*launch_begin)(SimLaunch *L);
  /* w reached the trapped instruction pc with active lanes (w->pc == pc); false: start the
   * launch again (L->dbg_restart set). */
  bool (*trap)(SimLaunch *L, SimWarp *w, int pc);
  /* The checks found a race or an uninitialised read, first met in this launch (the launch goes
   * on): lane's access at kirpc, msg and detail as the report words them, key its
   * SimFinding.key (the debugger stops once per session at each); false: restart. */
  bool (*finding)(SimLaunch *L, SimWarp *w, int kirpc, int lane, const char *msg, const char *detail,
                  uint64_t key);
  /* The launch faulted and its report is printed: post-mortem (may set L->dbg_restart). */
  void (*fault)(SimLaunch *L);
  /* The launch is over; its memory is freed next. */
  void (*launch_end)(SimLaunch *L);
} SimDebugHooks;
extern const SimDebugHooks *sim_debug_hooks;
void sim_debug_install(const SimDebugHooks *hooks);

/* sim_launch.c: prepare L's arrays and B for L->run (may raise; on a target='parallel' worker,
 * where it may not, false when memory ran out), run the blocks [lo, hi) in linear order or
 * through order[] (false on a fault, or when *L->xabort is raised), free them. */
bool sim_launch_setup(SimLaunch *L, SimBlock *B);
bool sim_run_blocks(SimLaunch *L, SimBlock *B, int64_t lo, int64_t hi, const int64_t *order);
void sim_launch_free(SimLaunch *L, SimBlock *B);
/* WEFT_SIM_WORKER_ALLOC_FAIL=1: every allocation on a thread that may not raise fails (tests). */
bool sim_worker_alloc_fails(void);
struct ProfCounters;
/* sim_counters.c: the ProfKernel a launch of f counts into, NULL when counting is off; count the
 * instruction `in` about to run on the lanes m of w. */
struct ProfKernel *sim_counters_begin(SimLaunch *L);
void sim_count(SimLaunch *L, SimWarp *w, const SimInst *in, uint32_t m);
/* After the launch: with WEFT_SIM_COUNTERS set, one line of its counters to stderr. */
void sim_counters_end(SimLaunch *L);
/* Whether the i-th block in launch order is counted (1), runs uncounted (0) or, calibrating with
 * WEFT_PROF_SAMPLE_SKIP=1, does not run at all (-1). */
int sim_counters_block(int64_t i);
/* sim_cache.c: set up the caches for the launch k describes (false: k asks for none); replay one
 * global request's n distinct sectors (global address >> 5) from block `block` into c. */
bool sim_cache_begin(const struct ProfKernel *k);
void sim_cache_request(int64_t block, const uint64_t *sec, int n, bool store, struct ProfCounters *c);

/* sim_print_format.c: a print operand's text: its own (a NumPy scalar's str), or by an f-string field's printf
 * conversion (KirPrintArg.fmt). */
void sim_print_value(StrBuf *out, DType dt, const char *p);
void sim_print_formatted(StrBuf *out, const char *fmt, DType dt, const char *p);

/* sim_print.c: make room for n more lines (false, raising nothing, when memory runs out on a
 * thread that may not raise); record the line of lane l of w that starts at `start` in L->out;
 * append a worker's output to L's (on the calling thread); write the output in its printed
 * order to stdout, and free it. */
bool sim_print_reserve(SimLaunch *L, size_t n);
void sim_print_line(SimLaunch *L, const SimWarp *w, int l, size_t start);
void sim_print_join(SimLaunch *L, const SimLaunch *from);
void sim_print_flush(SimLaunch *L);
/* The lanes of w (a mask) met a KIR_WARN of warning `warn` (KirWarn) at source line `line`;
 * false when a thread that may not raise ran out of memory recording it (a fault then). */
bool sim_warn_note(SimLaunch *L, const SimWarp *w, uint32_t lanes, int line, int warn);
/* Show the launch's warnings in Numba's order through the warnings filters (which may raise),
 * and forget them; sim_warn_drop forgets them unshown (a rerun, an unwinding). */
void sim_warn_flush(SimLaunch *L);
void sim_warn_drop(SimLaunch *L);

/* sim_parallel.c: run a kernel launch on L->cfg->threads host threads when its result cannot depend
 * on block order. Returns false, having changed nothing visible, when it does not apply or when
 * a worker faulted or met a cross-block hazard (memory is restored): the caller then runs the
 * launch in order. On true, L->out holds the print output in block order. */
bool sim_run_parallel(SimLaunch *L);
/* A global access by the active lanes in threaded mode: false (and *L->xabort set) when another
 * block wrote what this one touches, or read what it writes. */
bool sim_xblock_check(SimLaunch *L, SimWarp *w, const SimInst *in, uint32_t m, bool write);

SimCode *sim_compile(KirFunc *f);
/* sim_exec.c: does np.<fn> (KirMath km) compute with a NumPy loop of its own (KIR_MATH_NUMPY)? */
bool sim_numpy_math(int km, bool f32);
/* Run f under cfg. Returns 0 when it finished; on a fault returns 1 after printing the report
 * to stderr, except for CPU code (@jit), whose caller raises sim_last_fault()'s exception. */
int sim_run(const SimConfig *cfg, KirFunc *f, const KirRun *run);
/* The message of this thread's last fault; *exc gets its ExcKind. */
const char *sim_last_fault(int *exc);
/* Forget it (the REPL's %debug asks whether a statement faulted: the message is then not ""). */
void sim_clear_last_fault(void);
/* True on a worker thread of target='parallel' (thread-local): there an interrupt faults
 * ("interrupted") instead of raising, and memory that runs out is a fault, as in
 * sim_parallel.c's workers. */
extern _Thread_local bool sim_exec_in_worker;
/* sim_serial.c: the serial rerun of a racy launch. Before the launch, whether it can be rerun
 * thread by thread (no warp-level operations, an in-order schedule, memory for a SimWarp per
 * thread), and if so a copy of the parameter arrays it writes (false: none taken); after a
 * launch that raced, put them back (sim_launch.c then runs it again with L->serial). */
bool sim_serial_snapshot(SimLaunch *L);
void sim_serial_restore(SimLaunch *L);
/* sim_fast.c: build sc->fast from sc->code. */
void sim_fast_code(const KirFunc *f, SimCode *sc);
/* Run w until it reaches a barrier, finishes, or yields after SIM_SLICE loop iterations (its state
 * stays SIM_RUNNING); false on a fault (recorded in L->fault). */
bool sim_exec_warp(SimLaunch *L, SimWarp *w);
void sim_disassemble(const SimCode *sc, FILE *out);
/* sim_check.c: race and initialisation checks of a shared-memory access by the active lanes
 * (addresses p); false on a fault. */
bool sim_check_shared(SimLaunch *L, SimWarp *w, const SimInst *in, uint32_t m, char **p, bool write);
/* The race-shadow entry of shared byte p; the entries of the block's shared memory. */
static inline SimShadow *sim_shadow_at(const SimLaunch *L, const char *p) {
  return &L->shadow[(p - L->shared) >> L->shadow_shift];
}
static inline size_t sim_shadow_count(const SimLaunch *L) {
  return ((size_t)L->shared_bytes >> L->shadow_shift) + 2;
}
bool sim_check_global(SimLaunch *L, SimWarp *w, const SimInst *in, uint32_t m, bool write);
/* Lane l's index along axis d of an access that passed its bounds check, a negative one
 * counted from the end (a[-1] is the last element, in kernels as in @jit code). */
static inline int64_t sim_lane_index(const SimWarp *w, const SimInst *in, int d, int l, int64_t n) {
  int64_t i = ((const int64_t *)(w->regs + (size_t)in->idx[d] * SIM_WARP))[l];
  return i < 0 ? i + n : i;
}
/* After a launch: report its findings not reported before to stderr, with a summary line. */
void sim_report_findings(SimLaunch *L);
/* sim_launch.c: the head of a report: `file:line:col: severity: msg`, the source line with a
 * caret, and the device functions the instruction is inlined in. */
void sim_report_head(const KirFunc *f, int kirpc, const char *severity, const char *msg);
/* Allocate (and later free) the global-array shadows of a launch when race checks are on. */
void sim_global_shadow_init(SimLaunch *L);
void sim_global_shadow_free(SimLaunch *L);
/* sim_warp.c: shuffles, votes and bit intrinsics (false on a fault). */
bool sim_shuffle(SimLaunch *L, SimWarp *w, const SimInst *in, uint32_t m, int size);
/* sim_atomic.c, for the debugger's watchpoints: the element at p once lanes m of w have applied
 * in's atomic to it in lane order, written to out (the element's size); nothing changes. False:
 * an element type atomics do not support. */
bool sim_atomic_preview(const SimLaunch *L, const SimWarp *w, const SimInst *in, uint32_t m, const char *p, char *out);
bool sim_vote(SimLaunch *L, SimWarp *w, const SimInst *in, uint32_t m);
void sim_bits(SimWarp *w, const SimInst *in, uint32_t m, int size);
/* syncwarp(mask) by the lanes m (false on a fault), and whether a syncwarp naming both lane l and
 * lane `other` of w ran after w had run `since` of them (it orders their accesses). */
bool sim_syncwarp(SimLaunch *L, SimWarp *w, const SimInst *in, uint32_t m);
bool sim_warp_synced(const SimWarp *w, int l, int other, uint32_t since);
/* Element index text of lane l's access ("buf[5]", "tile[1, 2]"). */
void sim_index_text(SimLaunch *L, SimWarp *w, const SimInst *in, int l, char *buf, size_t n);

#endif
