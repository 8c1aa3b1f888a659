/* prof_internal.h — what the profiler's files share: the event log (prof_log.c), the device
 * models (prof_device.c), the views (prof_report.c summary, prof_trace.c Chrome trace,
 * prof_svg.c chart) and the per-phase totals they all compute the same way. */
#ifndef WEFT_PROF_PROF_INTERNAL_H
#define WEFT_PROF_PROF_INTERNAL_H

#include "prof.h"

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
} ProfDevice;

#define PROF_COPY_LATENCY_US 5.0   /* per cudaMemcpy call (docs/profiler.md) */
#define PROF_LAUNCH_US 2.0         /* shortest kernel: launch and drain */
#define PROF_WARPS_TO_HIDE 8       /* resident warps per SM needed to reach peak */

extern const ProfDevice *prof_device; /* the model in use */
const ProfDevice *prof_device_find(const char *name);
/* Modeled seconds of one copy / one kernel; *occupancy gets the resident-thread fraction. */
double prof_model_copy(const ProfDevice *d, RtCopyDir dir, int64_t nbytes);
double prof_model_kernel(const ProfDevice *d, const ProfKernel *k, double *occupancy);
int64_t prof_kernel_blocks(const ProfKernel *k);
int64_t prof_kernel_threads_per_block(const ProfKernel *k);

/* ---- the log ---- */
typedef enum { PROF_EV_COPY, PROF_EV_KERNEL, PROF_EV_COMPILE, PROF_EV_ALLOC, PROF_EV_FUNC } ProfEvKind;

typedef struct ProfEvent {
  ProfEvKind kind;
  double ts_us, dur_us;    /* on the modeled timeline */
  int64_t bytes;           /* COPY, ALLOC */
  int dir;                 /* COPY: RtCopyDir; ALLOC: 1 device, 0 host; COMPILE: 1 cache hit */
  int kernel;              /* KERNEL: index in prof_log.kernels; COPY: the launch (-1: none) */
  int arg;                 /* COPY inside a launch: the argument position (-1: none) */
  const char *name;        /* KERNEL/COMPILE/FUNC */
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

typedef struct ProfLog {
  ProfEvent *ev;
  int nev, capev;
  ProfKernel **kernels;
  int nk, capk;
  ProfStatTable lines, funcs;
} ProfLog;
extern ProfLog prof_log;

double prof_virtual_now_us(void); /* now on the modeled timeline */
void prof_clock_calibrate(void);  /* switch to the cheap clock (exact spans; 2 ms, once) */
void prof_freeze(void);           /* stop the clock: every view at exit sees the same end */
void prof_lines_collect(void);    /* fill prof_log.lines from the per-file line arrays */

/* What the exact spans (prof_log.c) and the samples (prof_sample.c) both record into. */
#define PROF_MAX_STACK 1024 /* Python frames followed: VM_MAX_DEPTH, and natives re-entering */
ProfStat *prof_stat_find(ProfStatTable *t, const char *key, int line);
const char *prof_intern(const char *s); /* a copy that outlives the VM's strings */
void prof_charge_line(const char *file, int line, double us, int64_t hits);
void prof_func_span(const char *name, double t0_us, double dur_us); /* a Host-track span */

/* ---- sampling (prof_sample.c) ---- */
#ifndef PROF_SAMPLE_HZ
#define PROF_SAMPLE_HZ 1000 /* ticks per second while sampling (docs/profiler.md, "Cost") */
#endif
void prof_host_start(void);    /* exact spans, or arm the timer on the calling (VM) thread */
void prof_host_stop(void);     /* disarm it and put the dispatch table back */
bool prof_host_sampled(void);  /* the host tables hold samples (else exact spans) */
int64_t prof_sample_count(void);
void prof_sample_close(void);  /* end the sampled spans still open (before the trace is written) */
void prof_sample_reset(void);

/* Per-phase totals in microseconds, the same for every view. */
enum { PROF_PH_HOST, PROF_PH_H2D, PROF_PH_D2H, PROF_PH_D2D, PROF_PH_COMPUTE, PROF_PH_COMPILE, PROF_PH_COUNT };
extern const char *const prof_phase_names[PROF_PH_COUNT];
void prof_phase_totals(double out[PROF_PH_COUNT]);

/* ---- views ---- */
/* Summary sections: simulator counters per kernel (prof_tables.c), hottest host functions and
 * lines (prof_tables.c), advice (prof_advice.c). tag is "(modeled, h100)". */
void prof_counters_table(FILE *out, const char *tag);
void prof_host_tables(FILE *out);
void prof_advice(FILE *out, const char *tag);
/* Write the trace / the chart; false after printing why it could not be written. */
bool prof_write_trace(const char *path);
bool prof_write_svg(const char *path);
/* Close f (NULL: fopen failed) and say whether what was written reached the file; when not,
 * print "weft: cannot write the WHAT to 'PATH': REASON" and return false. */
bool prof_write_done(const char *what, const char *path, FILE *f);
/* "12.34 ms": a duration with its unit scaled. */
const char *prof_fmt_time(double us, char *buf, int n);

#endif
