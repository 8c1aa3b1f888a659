/* prof_sink.h — what the layers below the profiler tell it: the counters the simulator fills,
 * the record of a kernel launch, and the events (launches, compiles, allocations, host spans,
 * samples). The profiler (prof/) sits above every engine; it fills the sink's operations when it
 * is installed (prof_install, from repl/setup.c), so the VM, the typer, Numba's host API, the
 * simulator and the GPU backend report to it without including it (ARCHITECTURE.md, "prof/").
 *
 * Event sites test the flag first, so with the profiler off each site costs one unlikely branch:
 *
 *     if (PROF_ON()) prof_alloc(nbytes, true);
 *
 * The event functions below are the operations' wrappers; until a profiler is installed they
 * reach operations that do nothing (and PROF_ON() stays false). */
#ifndef WEFT_BASE_PROF_SINK_H
#define WEFT_BASE_PROF_SINK_H

#include <signal.h>
#include <stdbool.h>
#include <stdint.h>

struct Value; /* vm/obj/value.h: the launch's arguments, which only the profiler looks into */
struct Prof;  /* prof/: the profiler, opaque here */

/* ---- simulator counters ----
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
  /* The kernel-time model's inputs (docs/profiler.md, "The models"; sim/sim_cache.c): */
  uint64_t f32_ops, f64_ops;     /* lane operations on the FP32 / FP64 pipes (an fma is one) */
  uint64_t sfu_ops;              /* lane operations on the special-function unit */
  uint64_t math_insts;           /* extra warp instructions math calls expand into */
  uint64_t l1_wavefronts;        /* global requests' L1 passes: distinct 128-byte lines */
  uint64_t l1_hit_sectors;       /* load sectors found in the SM's L1 */
  uint64_t l2_hit_sectors;       /* load sectors missing L1, found in L2 */
  uint64_t dram_sectors;         /* sectors read from or first written to device memory */
  uint64_t gld_req_l2, gld_req_dram; /* loads whose farthest sector came from L2 / DRAM */
  uint64_t atomic_lanes;         /* lanes of global atomics */
  uint64_t atomic_serial;        /* per atomic request, the most lanes on one address */
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
  int regs_per_thread;          /* registers per thread: ptxas's count when regs_from_ptxas, else
                                   the simulator's virtual registers (an upper estimate) */
  bool regs_from_ptxas;         /* prof/prof_regs.c read the count from NVRTC's cubin */
  const void *func;             /* the simulator's KirFunc (for prof/prof_regs.c; NULL: none) */
  int64_t static_shared_bytes;  /* cuda.shared.array bytes per block */
  bool counted;                 /* the simulator filled the counters below (else: estimates) */
  /* the caches the simulator replays the address trace through (set by prof; 0: none) */
  int cache_sms;
  int64_t l1_bytes, l2_bytes;
  int64_t sampled_blocks;       /* > 0: only these many blocks were counted, then scaled */
  int64_t ufunc_elements;       /* a ufunc launch: the elements it computes (else 0) */
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
  int64_t stream;               /* the stream it was launched on (0: the default stream) */
  int rc;                       /* 0: ran to completion */
} ProfKernel;

/* The counters of one source line of k (grows k->lines; never NULL for line >= 0). A kernel's
 * own data, not the profiler's: the simulator counts into a ProfKernel of its own in tests. */
ProfCounters *prof_line(ProfKernel *k, int line);

/* ---- the operations the profiler fills (prof/prof_control.c) ----
 * Each takes the profiler first (ProfSink.prof). What each event means is said at its wrapper. */
typedef struct ProfSinkOps {
  ProfKernel *(*launch_begin)(struct Prof *prof, const char *name, const char *file, const int64_t grid[3],
                              const int64_t block[3], int64_t dyn_shared, int argc, const struct Value *argv,
                              const char *const *arg_names, const struct Value *stream);
  void (*launch_end)(struct Prof *prof, ProfKernel *k, int rc);
  ProfKernel *(*kernel_current)(struct Prof *prof);
  double (*now_us)(struct Prof *prof);
  void (*compile)(struct Prof *prof, const char *name, double t0_us, bool cache_hit);
  double (*event_clock_us)(struct Prof *prof, int64_t stream);
  void (*host_wait)(struct Prof *prof, double device_us);
  void (*stream_wait)(struct Prof *prof, int64_t stream, double device_us);
  void (*alloc)(struct Prof *prof, int64_t nbytes, bool device);
  void (*func_enter)(struct Prof *prof, const char *name, const char *file, int line);
  void (*func_exit)(struct Prof *prof);
  void (*host_line)(struct Prof *prof, const char *file, int line, bool hit);
  void (*sample_install)(struct Prof *prof, void *volatile *table, void *const *real, void *trap, int n);
  bool (*sample_rearm)(struct Prof *prof);
  void (*host_sample)(struct Prof *prof, int depth, const char *const *names, const int *def_lines, const char *file,
                      int line);
  void (*note_run)(struct Prof *prof);
} ProfSinkOps;

/* The flags every event site reads, and where its events go. One per process. */
typedef struct ProfSink {
  bool on;                          /* the log is recording: PROF_ON() */
  bool host_exact;                  /* exact host spans (`--profile=exact`): PROF_EXACT() */
  volatile sig_atomic_t sample_due; /* a sampling tick came (set by the SIGPROF handler) */
  struct Prof *prof;                       /* the profiler the operations act on */
  const ProfSinkOps *ops;           /* never NULL: operations that do nothing until installed */
} ProfSink;
extern ProfSink prof_sink;

/* Where the events go from now on (prof_install); NULL puts back the operations that do nothing. */
void prof_sink_install(struct Prof *prof, const ProfSinkOps *ops);

#define PROF_ON() __builtin_expect(prof_sink.on, 0)
/* Exact host spans: the VM reports every call, return and line change. Otherwise (`--profile`)
 * host time is sampled: see prof_sample_install below. */
#define PROF_EXACT() __builtin_expect(prof_sink.host_exact, 0)

/* ---- events ---- */
/* Kernel launch (vm/kir/kir_host.c kir_launch): call after specialisation, before the host
 * arrays are copied in; copies until prof_launch_end are attributed to argv's host arrays in
 * order, and so are the copies back that follow it. argv is borrowed for the call only. stream:
 * the launch configuration's stream (kernel[grid, block, stream]; NULL: the default stream). */
static inline ProfKernel *prof_launch_begin(const char *name, const char *file, const int64_t grid[3],
                                            const int64_t block[3], int64_t dyn_shared, int argc,
                                            const struct Value *argv, const char *const *arg_names,
                                            const struct Value *stream) {
  return prof_sink.ops->launch_begin(prof_sink.prof, name, file, grid, block, dyn_shared, argc, argv, arg_names,
                                     stream);
}
/* After the engine ran k (rc its result; k NULL: not profiled): computes the modeled time and
 * logs the kernel. */
static inline void prof_launch_end(ProfKernel *k, int rc) {
  if (k) prof_sink.ops->launch_end(prof_sink.prof, k, rc);
}
/* A real GPU measured k's time (gpu/): call before prof_launch_end. */
static inline void prof_kernel_measured(ProfKernel *k, double seconds) {
  if (k) k->measured_s = seconds;
}
/* The launch whose kernel is running now (between prof_launch_begin and prof_launch_end), or
 * NULL: what the simulator reads to find where to count. */
static inline ProfKernel *prof_kernel_current(void) { return prof_sink.ops->kernel_current(prof_sink.prof); }

/* Compiles: t0 = prof_now_us() before, then prof_compile(...) after. kir_specialize calls it for
 * misses of its specialisation cache only (a launch that finds its code compiles nothing); NVRTC
 * (gpu/) for its compiles, and with cache_hit for code its cache had: the trace shows those, the
 * summary counts them apart from the compiles (as host time). */
static inline double prof_now_us(void) { return prof_sink.ops->now_us(prof_sink.prof); }
static inline void prof_compile(const char *name, double t0_us, bool cache_hit) {
  prof_sink.ops->compile(prof_sink.prof, name, t0_us, cache_hit);
}
/* The clock cuda.event record(stream) reads while profiling (cuda_host.c): when the copies and
 * kernels issued so far on that stream end on the modeled device's timeline, streams
 * overlapping (0: the default stream, which waits for all of them, and all work issued after
 * waits for the record), so elapsed_time() gives
 * modeled ms, as the summary does (host time between the records does not count). */
static inline double prof_event_clock_us(int64_t stream) {
  return prof_sink.ops->event_clock_us(prof_sink.prof, stream);
}
/* The host waited (stream.synchronize(), cuda.synchronize(), event.synchronize()) until the
 * modeled device clock read device_us: nothing it issues afterwards starts earlier. */
static inline void prof_host_wait(double device_us) { prof_sink.ops->host_wait(prof_sink.prof, device_us); }
/* event.wait(stream): work issued on `stream` from now on starts no earlier than device_us, the
 * modeled clock the event recorded (cudaStreamWaitEvent). */
static inline void prof_stream_wait(int64_t stream, double device_us) {
  prof_sink.ops->stream_wait(prof_sink.prof, stream, device_us);
}
/* Allocations: device (device_array, to_device) or host (large NumPy buffers). */
static inline void prof_alloc(int64_t nbytes, bool device) { prof_sink.ops->alloc(prof_sink.prof, nbytes, device); }

/* Exact host spans from the VM (PROF_EXACT()): a Python function entered/left, and the line
 * being executed (the time until the next prof_host_line is charged to it). */
static inline void prof_func_enter(const char *name, const char *file, int line) {
  prof_sink.ops->func_enter(prof_sink.prof, name, file, line);
}
static inline void prof_func_exit(void) { prof_sink.ops->func_exit(prof_sink.prof); }
static inline void prof_host_line(const char *file, int line) { prof_sink.ops->host_line(prof_sink.prof, file, line, true); }
/* The line a call returned into: its time is charged on, but it counts no second hit. */
static inline void prof_host_line_resume(const char *file, int line) {
  prof_sink.ops->host_line(prof_sink.prof, file, line, false);
}

/* ---- sampled host spans (the default of --profile) ----
 * While sampling, vm_execute dispatches through `table` (n entries, normally equal to `real`).
 * A SIGPROF timer aimed at the VM thread (prof/prof_sample.c) sets prof_sink.sample_due and
 * points every entry at `trap`; the trap's code calls prof_sample_rearm, which puts the table
 * back, then prof_host_sample with the VM's stack, and goes on with the real handler. The switch
 * dispatch build tests prof_sink.sample_due instead. */
static inline void prof_sample_install(void *volatile *table, void *const *real, void *trap, int n) {
  prof_sink.ops->sample_install(prof_sink.prof, table, real, trap, n);
}
/* Rearm after a tick; true when the tick came long before (the VM was in a native call, so the
 * sample belongs to the instruction saved before the call, not to where bytecode resumed). */
static inline bool prof_sample_rearm(void) { return prof_sink.ops->sample_rearm(prof_sink.prof); }
/* One sample: the Python stack, outermost frame first (function names, their def lines), and
 * the top frame's file and line. Weighted by the modeled time since the previous sample. */
static inline void prof_host_sample(int depth, const char *const *names, const int *def_lines, const char *file,
                                    int line) {
  prof_sink.ops->host_sample(prof_sink.prof, depth, names, def_lines, file, line);
}

/* The VM started running code (vm_execute). Without it nothing ran (a missing file, a compile
 * error, --dis, a usage error) and the exit prints no summary and writes no files. */
static inline void prof_note_run(void) { prof_sink.ops->note_run(prof_sink.prof); }

#endif
