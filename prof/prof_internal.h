/* prof_internal.h — what the profiler's files share: its state (Prof, one per process, passed
 * by pointer), the event log (prof_log.c), the sampler (prof_sample.c), the device models
 * (prof_device.c), the views (prof_report.c summary, prof_trace.c Chrome trace, prof_svg.c chart)
 * and the per-phase totals they all compute the same way. */
#ifndef WEFT_PROF_PROF_INTERNAL_H
#define WEFT_PROF_PROF_INTERNAL_H

#include <time.h>

#include "../vm/numba/devarray.h"
#include "../vm/obj/value.h"
#include "prof.h"

typedef struct Prof Prof;

/* ---- device models ---- */
typedef struct ProfDevice {
  const char *name;        /* --device-model=NAME */
  const char *full;        /* product name */
  const char *link;        /* host link */
  int sms;
  double clock_ghz;        /* boost clock */
  double hbm_gbs;          /* device memory bandwidth, GB/s (1e9) */
  double host_gbs;         /* host link bandwidth per direction, GB/s */
  double fp32_tflops, fp64_tflops;
  int smem_kb_per_sm;
  int max_threads_per_sm, max_blocks_per_sm, regs_per_sm;
  double l2_mb;            /* L2 cache: arrays that fit are read from memory once per launch */
  const char *arch;        /* NVRTC's name of its architecture ("sm_90"): its register counts */
} ProfDevice;

#define PROF_COPY_LATENCY_US 5.0   /* per cudaMemcpy call (docs/profiler.md) */
#define PROF_PINNED_SHARE 0.8      /* of the link's theoretical rate a pinned copy reaches */
#define PROF_PAGEABLE_SHARE 0.5    /* of the pinned rate a pageable copy reaches ... */
#define PROF_PAGEABLE_MAX_GBS 11.0 /* ... at most: the host's staging copy (measured, docs/gpu.md) */
#define PROF_LAUNCH_US 2.0         /* shortest kernel: launch and drain */
#define PROF_WARPS_TO_HIDE 8       /* resident warps per SM needed to reach peak */

const ProfDevice *prof_device_find(const char *name); /* NULL: unknown; "default": h100 */
/* Modeled seconds of one copy / one kernel; *occupancy gets the resident-thread fraction. */
double prof_model_copy(const ProfDevice *d, RtCopyDir dir, int64_t nbytes);
/* The copies the log prices: host<->device from pinned or pageable host memory. */
double prof_model_host_copy(const ProfDevice *d, RtCopyDir dir, int64_t nbytes, bool pinned);
double prof_model_kernel(const ProfDevice *d, const ProfKernel *k, double *occupancy);
int64_t prof_kernel_blocks(const ProfKernel *k);
/* ---- the kernel-time model (prof_kmodel.c) ---- */
typedef struct ProfDeviceMem {
  const char *name;
  int64_t l1_bytes;             /* L1 per SM left for caching global loads */
  double l1_wavefronts_per_clk; /* 128-byte L1 passes per SM per clock */
  double l2_gbs;                /* L2 bandwidth, GB/s */
  int lat_l1, lat_l2, lat_dram; /* load latency in cycles */
  int sfu_per_sm;               /* special-function lanes per SM per clock */
} ProfDeviceMem;
typedef enum { PROF_OCC_BLOCKS, PROF_OCC_THREADS, PROF_OCC_SHARED, PROF_OCC_REGS } ProfOccLimit;
/* The limits of one kernel in seconds (the doubles in this order), the one that binds, the total. */
#define PROF_KTERMS 9
typedef struct ProfKTerms {
  double issue, fp32, fp64, sfu, l1, l2, dram, latency, atomics;
  int bound;                    /* index of the longest term (prof_kterm_names) */
  double total, occupancy;
  ProfOccLimit limit;           /* what bounds the resident blocks per SM */
} ProfKTerms;
extern const char *const prof_kterm_names[PROF_KTERMS];
const ProfDeviceMem *prof_device_mem(const ProfDevice *d);
void prof_kmodel_setup(const ProfDevice *d, ProfKernel *k); /* the caches the simulator replays */
/* counts NULL: the kernel's own (or the estimate without them); else those counts on k's launch. */
void prof_kmodel_terms(const ProfDevice *d, const ProfKernel *k, const ProfCounters *counts, ProfKTerms *t);
int64_t prof_blocks_per_sm(const ProfDevice *d, const ProfKernel *k, ProfOccLimit *why);
int64_t prof_kernel_threads_per_block(const ProfKernel *k);

/* ---- the log ---- */
typedef enum { PROF_EV_COPY, PROF_EV_KERNEL, PROF_EV_COMPILE, PROF_EV_ALLOC, PROF_EV_FUNC } ProfEvKind;

typedef struct ProfEvent {
  ProfEvKind kind;
  double ts_us, dur_us;    /* on the modeled timeline */
  int64_t bytes;           /* COPY, ALLOC */
  int dir;                 /* COPY: RtCopyDir; ALLOC: 1 device, 0 host; COMPILE: 1 cache hit */
  int kernel;              /* KERNEL: index in log.kernels; COPY: the launch (-1: none) */
  int arg;                 /* COPY inside a launch: the argument position (-1: none) */
  bool pinned;             /* COPY: the host side was pinned memory */
  int line;                /* COPY/KERNEL: the host line that made it (0: unknown) */
  const char *file;        /* ... and its file */
  const char *name;        /* KERNEL/COMPILE/FUNC */
  int64_t stream;          /* COPY/KERNEL: the stream it was issued on (0: the default stream) */
  double dev_us;           /* COPY/KERNEL: its start on the overlapped device timeline (prof_streams.c) */
} ProfEvent;

/* Host time per source line (key = file) or per function (key = name, line = its def line). */
typedef struct ProfStat {
  const char *key;
  int line;
  double us;
  int64_t hits;            /* calls, line hits, or samples (sampled host spans) */
  int64_t stamp;           /* sampling: the last sample that counted this function */
} ProfStat;

typedef struct ProfStatTable {
  ProfStat *slots;         /* open addressing on (key pointer, line); key NULL = empty */
  int n, cap;
} ProfStatTable;

/* A launch's host arrays' contents (by host index) when it began and when it ended: an array
 * whose contents at a launch's start are those a launch before left in it went back to the
 * host and came back unchanged (advice: keep it on the device). 0: not hashed. */
typedef struct ProfHostHashes {
  uint64_t before[PROF_MAX_ARGS], after[PROF_MAX_ARGS];
} ProfHostHashes;

typedef struct ProfLog {
  ProfEvent *ev;
  int nev, capev;
  ProfKernel **kernels;
  ProfHostHashes *hashes; /* parallel to kernels */
  int nk, capk, caphashes;
  ProfStatTable lines, funcs;
} ProfLog;

/* ---- streams (prof_streams.c) ----
 * The overlapped device timeline: the copies and kernels placed as CUDA runs them, each stream
 * in order, one copy engine per direction, one kernel at a time, the host issuing at once. A
 * copy or launch on the default stream, and a copy from pageable host memory, is synchronous:
 * it waits for everything issued before it and everything issued after waits for it. */
#define PROF_MAX_STREAMS 32
enum { PROF_ENG_H2D, PROF_ENG_D2H, PROF_ENG_COMPUTE, PROF_ENG_COUNT };
typedef struct ProfStreams {
  int64_t id[PROF_MAX_STREAMS];      /* the non-default streams used, in order of first use */
  double ready[PROF_MAX_STREAMS];    /* when each one's last copy or kernel ends */
  int n;
  double engine[PROF_ENG_COUNT];     /* when each engine is free */
  double barrier;                    /* the end of the last synchronous copy or kernel */
  double host;                       /* the host waited until then: later work starts after */
  double end;                        /* the end of all work so far: the overlapped device time */
  double serial;                     /* the same work one after another */
  int64_t async_ops;                 /* copies and kernels that could overlap */
  int64_t pageable_on_stream;        /* pageable copies issued on a non-default stream */
} ProfStreams;
void prof_stream_place(Prof *p, ProfEvent *e); /* sets e->dev_us from e's kind, dir, pinned, stream, dur */
/* When the work issued so far on stream ends (0: all work, and later work waits for it). */
double prof_stream_clock_us(Prof *p, int64_t stream);
void prof_stream_host_wait(Prof *p, double device_us); /* the sink's host_wait */
void prof_stream_wait_event(Prof *p, int64_t stream, double device_us); /* the sink's stream_wait */
/* The streams the copies and kernels used, the default stream first when it was: their ids. */
int prof_streams_used(const Prof *p, int64_t *ids, int max);
/* The summary's paragraph on streams and overlap (nothing when no work could overlap). */
void prof_streams_report(Prof *p, FILE *out, const char *tag);

/* ---- the profiler's state ---- */
#define PROF_MAX_STACK 1024 /* Python frames followed: VM_MAX_DEPTH, and natives re-entering */
#define PROF_MAX_FILES 64   /* source files with exact per-line times */

/* Exact per-line host times of one source file, indexed by line (prof_log.c). */
typedef struct ProfFileLines {
  const char *from, *name; /* the VM's pointer and our copy */
  double *us;
  int64_t *hits;
  int n;
} ProfFileLines;

/* An exact span's frame: its function, and the caller's line, which the time goes back to when
 * it returns. */
typedef struct ProfFrame {
  const char *name;
  int line;
  double t0;
  ProfFileLines *ret_file;
  int ret_line;
} ProfFrame;

typedef struct ProfInterned { const char *from, *copy; } ProfInterned;

/* The SIGPROF sampler (prof_sample.c). The handler reads table, real, trap and ntable and stores
 * into the table and tick_ns only: all async-signal-safe. */
typedef struct ProfSampler {
  bool want_exact;  /* the mode chosen (prof_set_host_mode), applied by prof_host_start */
  bool sampled;     /* the last start armed the timer (kept after the stop, for the report) */
  bool timer_armed;
  timer_t timer;
  void *volatile *table; /* the VM's dispatch table while sampling, its real entries, the trap */
  void *const *real;
  void *trap;
  int ntable;
  volatile int64_t tick_ns;
  double late_us;   /* how long after its tick the trap came, when that was long */
  double last_us;   /* timeline time of the previous sample */
  int64_t stamp;    /* the sample being recorded: a function counts once per sample */
  int64_t nsamples;
  struct { const char *name; int line; double t0; } open[PROF_MAX_STACK]; /* spans still open */
  int nopen;
  const char *interned[PROF_MAX_STACK]; /* the sample's names, interned */
} ProfSampler;

/* Register counts already read: one NVRTC compile (or disk-cache hit) per kernel and arch. */
typedef struct ProfRegsCache {
  struct ProfRegsEntry {
    const void *func;
    const char *arch;
    int regs; /* -1: none could be read */
  } *entry;
  int n, cap;
} ProfRegsCache;

struct Prof {
  ProfLog log;
  const ProfDevice *device; /* the model in use */
  /* The timeline: real time since the start, less the real time cut out (simulated launches,
   * excl_start >= 0 while a cut is open), plus the modeled time put in; device_us is the part
   * of the modeled time that copies and kernels took (the clock cuda.event reads). */
  double real_t0, excluded_us, excl_start, modeled_us, device_us;
  /* the cheap clock for exact spans (x86-64 time-stamp counter; us_per_tick 0: not calibrated) */
  double tsc_us_per_tick, tsc_base_us;
  uint64_t tsc_base;
  ProfKernel *current;     /* launch between begin and end */
  ProfKernel *last_launch; /* whose host arrays the next copies back belong to */
  int h2d_seen;            /* copies in attributed to the open launch */
  bool newest_pinned[PROF_MAX_ARGS]; /* the newest launch's host arrays (by host index): pinned */
  /* names and file names copied once per pointer (open addressing on the VM's pointer) */
  ProfInterned *interned;
  int ninterned, capinterned;
  /* exact host spans */
  int64_t func_events;
  ProfFrame stack[PROF_MAX_STACK];
  int depth;
  ProfFileLines *cur; /* the file of the line running now (NULL: none) */
  int cur_line;
  bool cur_hit;       /* the span of cur_line counts as a hit (not a resume after a call) */
  double line_t0;
  ProfFileLines files[PROF_MAX_FILES];
  int nfiles;
  ProfSampler sampler;
  ProfStreams streams;
  ProfRegsCache regs; /* ptxas's register counts per kernel and architecture (prof_regs.c) */
  /* the outputs at exit (prof_control.c) */
  char *trace_path, *svg_path;
  FILE *report_out;
  bool at_exit_installed;
  bool ran; /* the VM ran code (prof_note_run) */
};

/* ---- registers (prof_regs.c) ---- */
/* Replace k's virtual-register estimate with ptxas's count for the modeled device's
 * architecture, where NVRTC can make a cubin for it (k->regs_from_ptxas then). */
void prof_regs_resolve(Prof *p, ProfKernel *k);
/* Forget the counts read (prof_log_reset: the kernels they belonged to may be gone). */
void prof_regs_forget(Prof *p);

/* ---- the log (prof_log.c) ---- */
void prof_log_enable(Prof *p);
void prof_log_disable(Prof *p);
void prof_log_reset(Prof *p);
double prof_virtual_now_us(Prof *p); /* now on the modeled timeline */
void prof_clock_calibrate(Prof *p);  /* switch to the cheap clock (exact spans; 2 ms, once) */
void prof_freeze(Prof *p);           /* stop the clock: every view at exit sees the same end */
void prof_lines_collect(Prof *p);    /* fill p->log.lines from the per-file line arrays */
/* The sink's operations (vm/base/prof_sink.h says what each event means). */
ProfKernel *prof_log_launch_begin(Prof *p, const char *name, const char *file, const int64_t grid[3],
                                  const int64_t block[3], int64_t dyn_shared, int argc, const Value *argv,
                                  const char *const *arg_names, const Value *stream);
void prof_log_launch_end(Prof *p, ProfKernel *k, int rc);
ProfKernel *prof_log_kernel_current(Prof *p);
double prof_log_now_us(Prof *p);
void prof_log_compile(Prof *p, const char *name, double t0_us, bool cache_hit);
double prof_log_event_clock_us(Prof *p, int64_t stream);
void prof_log_alloc(Prof *p, int64_t nbytes, bool device);
void prof_log_func_enter(Prof *p, const char *name, const char *file, int line);
void prof_log_func_exit(Prof *p);
void prof_log_host_line(Prof *p, const char *file, int line, bool hit);

/* What the exact spans (prof_log.c) and the samples (prof_sample.c) both record into. */
ProfStat *prof_stat_find(ProfStatTable *t, const char *key, int line);
const char *prof_intern(Prof *p, const char *s); /* a copy that outlives the VM's strings */
void prof_charge_line(Prof *p, const char *file, int line, double us, int64_t hits);
void prof_func_span(Prof *p, const char *name, double t0_us, double dur_us); /* a Host-track span */

/* ---- sampling (prof_sample.c) ---- */
#ifndef PROF_SAMPLE_HZ
#define PROF_SAMPLE_HZ 1000 /* ticks per second while sampling (docs/profiler.md, "Cost") */
#endif
bool prof_sampler_set_mode(Prof *p, const char *mode); /* prof_set_host_mode */
void prof_host_start(Prof *p);    /* exact spans, or arm the timer on the calling (VM) thread */
void prof_host_stop(Prof *p);     /* disarm it and put the dispatch table back */
bool prof_host_sampled(const Prof *p); /* the host tables hold samples (else exact spans) */
int64_t prof_sample_count(const Prof *p);
void prof_sample_close(Prof *p);  /* end the sampled spans still open (before the trace is written) */
void prof_sample_reset(Prof *p);
/* The sink's sampling operations. */
void prof_sampler_install(Prof *p, void *volatile *table, void *const *real, void *trap, int n);
bool prof_sampler_rearm(Prof *p);
void prof_sampler_sample(Prof *p, int depth, const char *const *names, const int *def_lines, const char *file,
                         int line);

/* Per-phase totals in microseconds, the same for every view. */
enum { PROF_PH_HOST, PROF_PH_H2D, PROF_PH_D2H, PROF_PH_D2D, PROF_PH_COMPUTE, PROF_PH_COMPILE, PROF_PH_COUNT };
extern const char *const prof_phase_names[PROF_PH_COUNT];
void prof_phase_totals(Prof *p, double out[PROF_PH_COUNT]);

/* ---- views ---- */
void prof_print_summary(Prof *p, FILE *out); /* prof_report.c */
/* Summary sections: simulator counters per kernel (prof_tables.c), hottest host functions and
 * lines (prof_tables.c), advice (prof_advice.c). tag is "(modeled, h100)". */
void prof_counters_table(Prof *p, FILE *out, const char *tag);
void prof_host_tables(Prof *p, FILE *out);
void prof_advice(Prof *p, FILE *out, const char *tag);
/* Advice about what happens inside kernels (prof_advice_kernel.c), after the `printed` lines
 * prof_advice printed (0: it prints the heading); returns the lines printed in all. */
int prof_advice_kernels(Prof *p, FILE *out, const char *tag, int printed);
/* Write the trace / the chart; false after printing why it could not be written. */
bool prof_write_trace(Prof *p, const char *path);
bool prof_write_svg(Prof *p, const char *path);
char *prof_svg_render(Prof *p, size_t *len); /* the same SVG in memory (malloc'd; NULL: none) */
/* Close f (NULL: fopen failed) and say whether what was written reached the file; when not,
 * print "weft: cannot write the WHAT to 'PATH': REASON" and return false. */
bool prof_write_done(const char *what, const char *path, FILE *f);
/* "12.34 ms": a duration with its unit scaled. */
const char *prof_fmt_time(double us, char *buf, int n);

#endif
