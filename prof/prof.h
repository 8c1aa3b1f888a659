/* prof.h — the profiler's one event log and the counters the simulator fills.
 *
 * Every timing view (the `--profile` summary, the Chrome trace, the SVG chart, the REPL's %prof)
 * reads the log kept here (ARCHITECTURE.md point 8). Event sites test prof_on first, so with the
 * profiler off each site costs one unlikely branch:
 *
 *     if (PROF_ON()) prof_alloc(nbytes, true);
 *
 * Without a GPU, kernel and transfer times are MODELED from exact counts with a device model
 * (prof_device.c, docs/profiler.md) and every report labels them "(modeled, <model>)"; host and
 * compile times are measured. Timestamps are on a modeled timeline: measured host time with the
 * simulator's own run time replaced by the kernel's modeled time.
 */
#ifndef WEFT_PROF_PROF_H
#define WEFT_PROF_PROF_H

#include <signal.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "../vm/numba/devarray.h"
#include "../vm/obj/value.h"

extern bool prof_on; /* set by prof_enable; read through PROF_ON() at every event site */
#define PROF_ON() __builtin_expect(prof_on, 0)
/* Exact host spans (`--profile=exact`): the VM reports every call, return and line change.
 * Otherwise (`--profile`) host time is sampled: see "sampled host spans" below. */
extern bool prof_host_exact;
#define PROF_EXACT() __builtin_expect(prof_host_exact, 0)

/* ---- simulator counters (filled by sim/) ----
 * All counts are exact and per launch. "Warp-level" counts one per instruction a warp issues
 * with at least one active lane; "lane" counts add the number of active lanes. */
typedef struct ProfCounters {
  uint64_t warp_insts;       /* warp-level instructions issued */
  uint64_t lane_insts;       /* sum of active lanes over those: efficiency = lane/(32*warp) */
  uint64_t flops32, flops64; /* FP operations by active lanes (an fma counts 2) */
  uint64_t gld_requests;     /* warp-level global loads */
  uint64_t gld_sectors;      /* distinct 32-byte sectors those loads touch, summed per request */
  uint64_t gst_requests;     /* warp-level global stores (atomics count as stores) */
  uint64_t gst_sectors;
  uint64_t gld_bytes, gst_bytes; /* bytes the active lanes asked for (itemsize * lanes) */
  uint64_t shared_requests;      /* warp-level shared-memory loads and stores */
  uint64_t shared_wavefronts;    /* passes after bank serialisation (32 banks of 4 bytes):
                                    conflicts = shared_wavefronts - shared_requests */
  uint64_t branches;             /* warp-level conditional branches */
  uint64_t divergent_branches;   /* of those, the ones where the active lanes split */
  uint64_t barriers;             /* warp-level syncthreads reached */
} ProfCounters;

#define PROF_MAX_ARGS 32 /* = KIR_MAX_ARGS */

/* One kernel launch. prof_launch_begin creates it (NULL when profiling is off); the simulator
 * adds to `total`, to prof_line(k, line) and sets the occupancy inputs. */
typedef struct ProfKernel {
  char name[64];
  const char *file;
  int64_t grid[3], block[3];
  int64_t dyn_shared_bytes;
  /* occupancy inputs (simulator): */
  int regs_per_thread;          /* registers the compiled code uses per thread (estimate) */
  int64_t static_shared_bytes;  /* cuda.shared.array bytes per block */
  bool counted;                 /* the simulator filled the counters below (else: estimates) */
  ProfCounters total;
  /* per source line: lines[l] for line l in [0, nlines); grown by prof_line */
  ProfCounters *lines;
  int nlines;
  /* per kernel argument: did any lane store to / load from this array parameter? */
  uint64_t arg_stores[PROF_MAX_ARGS], arg_loads[PROF_MAX_ARGS];
  /* filled by prof: */
  int nhost;                    /* host-array arguments (Numba copies them in and back) */
  int host_arg[PROF_MAX_ARGS];  /* their argument positions, in order */
  /* which host array: its buffer's serial (Array.buffer_id: a fresh array never matches an
   * earlier one, though malloc may give it the same address) and where in the buffer it starts */
  uint64_t host_buffer[PROF_MAX_ARGS];
  const void *host_data[PROF_MAX_ARGS];
  const char *arg_name[PROF_MAX_ARGS]; /* the kernel's parameter names (NULL: unknown) */
  int64_t host_bytes[PROF_MAX_ARGS];
  int d2h_seen;                 /* copies back attributed so far */
  int64_t footprint_bytes;      /* all array arguments (host and device) together */
  double measured_s;            /* > 0: a real GPU's time (gpu/), used instead of the model */
  double time_s;                /* the time reports use (modeled or measured) */
  double start_us;              /* on the timeline */
  int rc;                       /* 0: ran to completion */
} ProfKernel;

/* The counters of one source line of k (grows k->lines; never NULL for line >= 0). */
ProfCounters *prof_line(ProfKernel *k, int line);
/* The launch whose kernel is running now (between prof_launch_begin and prof_launch_end), or
 * NULL: what sim_run reads to find where to count. */
ProfKernel *prof_kernel_current(void);

/* ---- events ---- */
/* Kernel launch (vm/kir/kir_host.c kir_launch): call after specialisation, before the host
 * arrays are copied in; copies until prof_launch_end are attributed to argv's host arrays in
 * order, and so are the copies back that follow it. argv is borrowed for the call only. */
ProfKernel *prof_launch_begin(const char *name, const char *file, const int64_t grid[3],
                              const int64_t block[3], int64_t dyn_shared, int argc, const Value *argv,
                              const char *const *arg_names);
/* After sim_run (rc its result): computes the modeled time and logs the kernel. */
void prof_launch_end(ProfKernel *k, int rc);
/* A real GPU measured k's time (gpu/): call before prof_launch_end. */
void prof_kernel_measured(ProfKernel *k, double seconds);

/* Copies: installed as devarray's copy hook by prof_enable; callable directly too. */
void prof_copy(RtCopyDir dir, int64_t nbytes);
/* Compiles: t0 = prof_now_us() before, then prof_compile(...) after. kir_specialize calls it for
 * misses of its specialisation cache only (a launch that finds its code compiles nothing); NVRTC
 * (gpu/) for its compiles, and with cache_hit for code its cache had: the trace shows those, the
 * summary counts them apart from the compiles (as host time). */
double prof_now_us(void);
void prof_compile(const char *name, double t0_us, bool cache_hit);
/* The clock cuda.event record() reads while profiling (cuda_host.c): the modeled device time of
 * the copies and kernels so far, so elapsed_time() gives their modeled ms, as the summary does
 * (host time between the records does not count). Not profiling, events read wall-clock time. */
double prof_event_clock_us(void);
/* Allocations: device (device_array, to_device) or host (large NumPy buffers). */
void prof_alloc(int64_t nbytes, bool device);
/* Exact host spans from the VM (--profile=exact, PROF_EXACT()): a Python function entered/left,
 * and the line being executed (the time until the next prof_host_line is charged to it). */
void prof_func_enter(const char *name, const char *file, int line);
void prof_func_exit(void);
void prof_host_line(const char *file, int line);
/* The line a call returned into: its time is charged on, but it counts no second hit. */
void prof_host_line_resume(const char *file, int line);

/* ---- sampled host spans (the default of --profile) ----
 * While sampling, vm_execute dispatches through `table` (n entries, normally equal to `real`).
 * A SIGPROF timer aimed at the VM thread (PROF_SAMPLE_HZ, prof_sample.c) sets prof_sample_due and
 * points every entry at `trap`; the trap's code calls prof_sample_rearm, which puts the table
 * back, then prof_host_sample with the VM's stack, and goes on with the real handler. The switch
 * dispatch build tests prof_sample_due instead. */
extern volatile sig_atomic_t prof_sample_due;
void prof_sample_install(void *volatile *table, void *const *real, void *trap, int n);
/* Rearm after a tick; true when the tick came long before (the VM was in a native call, so the
 * sample belongs to the instruction saved before the call, not to where bytecode resumed). */
bool prof_sample_rearm(void);
/* One sample: the Python stack, outermost frame first (function names, their def lines), and
 * the top frame's file and line. Weighted by the modeled time since the previous sample. */
void prof_host_sample(int depth, const char *const *names, const int *def_lines, const char *file, int line);

/* ---- control (repl/main.c) ---- */
/* Host spans: "sample" (the default) or "exact"; false for anything else. */
bool prof_set_host_mode(const char *mode);
/* Turn the log on (install the copy hook, start the clock). Idempotent. */
void prof_enable(void);
/* h100 (default), h200, a100, t4; false for an unknown name (see prof_device_names). */
bool prof_set_device_model(const char *name);
const char *prof_device_names(void); /* "h100, h200, a100, t4" for usage messages */
void prof_set_trace_file(const char *path); /* Chrome Trace Event JSON written at exit */
void prof_set_svg_file(const char *path);   /* SVG chart written at exit */
/* The VM started running code (vm_execute). Without it nothing ran (a missing file, a compile
 * error, --dis, a usage error) and the exit prints no summary and writes no files. */
void prof_note_run(void);
/* Print the summary to out when the program exits (atexit); also writes trace/SVG files. When
 * a file cannot be written the reason is printed and the exit status becomes 1. */
void prof_report_at_exit(FILE *out);
/* Print the summary now (REPL %prof), and forget the log if reset. */
void prof_report(FILE *out);
void prof_reset(void);
/* Turn the log off again (REPL %prof when profiling was off before): stops the sampling timer. */
void prof_disable(void);

#endif
