/* kir_engine.h — the kernel-engine interface: what an engine that runs KIR implements (one table
 * of operations, KirEngine), how engines are registered at start-up (by the composition root,
 * repl/setup.c), and the engine-neutral paths that choose one for every run: a specialisation's
 * run (kir_engine_run), a target='cuda' ufunc's run (kir_engine_ufunc), and device arrays'
 * memory (kir_engine_memory). vm/ never includes an engine's headers: the simulator (sim/) and
 * the GPU backend (gpu/) are reached only through their tables.
 *
 * The first engine registered with caps.checks is the *home* engine (the simulator): every run
 * it is not asked to leave runs there. `--mode` names one engine (every kernel goes there) or
 * `auto`, where kir_auto.c moves hot kernels from the home engine to the first other engine
 * that can take them (docs/engines.md says how to add one). @jit functions' calls go to the
 * first engine with cpu_call that takes them (the CPU engine, sim/sim_cpu_engine.c), else home. */
#ifndef WEFT_KIR_KIR_ENGINE_H
#define WEFT_KIR_KIR_ENGINE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "kir.h"

struct KirRun;

/* ---- target='cuda' ufunc runs (vm/numba/ufunc_*.c describe them, engines may run them) ---- */
typedef enum { KIR_UFUNC_VECTORIZE, KIR_UFUNC_GUVECTORIZE, KIR_UFUNC_REDUCE } KirUfuncKind;

typedef struct KirUfuncRun {
  KirUfuncKind kind;
  KirFunc *core;                 /* the Python function specialised for the device */
  /* vectorize: out[i] = core(in[0][i], ...) for i < n; byte strides, 0 broadcasts */
  int64_t n;
  char *const *in;
  const int64_t *in_strides;
  char *out;
  int64_t out_stride;
  /* guvectorize: core c < ncores runs on views[k] moved by c * core_strides[k] bytes */
  int64_t ncores;
  const Array *const *views;
  const int64_t *core_strides;
  /* reduce: *result = the reduction of arr[0:n] (contiguous, n >= 1) with init, in the order
   * of Numba's reduction kernels (ufunc_reduce.c) */
  const char *arr;
  const char *init;
  char *result;
} KirUfuncRun;

/* ---- what an engine can do ----
 * Each "no_..." is NULL when the engine does it as the home engine does, otherwise the reason
 * auto mode gives for keeping such a kernel at home (printed with WEFT_GPU_LOG=1). */
typedef struct KirEngineCaps {
  bool checks;                    /* runs the checks (bounds, races, ...): the home engine */
  bool device_memory;             /* keeps device arrays in memory of its own (mem_* below) */
  const char *no_prints;          /* kernel print output differs */
  const char *no_random;          /* random numbers differ */
  const char *no_raise;           /* a kernel's raise does not stop the launch with its exception */
  const char *no_ordered_atomics; /* atomics whose outcome depends on the threads' order differ */
} KirEngineCaps;

typedef struct KirEngine {
  const char *name;  /* its --mode spelling: "sim", "gpu" */
  const char *label; /* in auto mode's log: "no GPU: ...", "moving it to the GPU" */
  const char *where; /* "the GPU", "the simulator" */
  KirEngineCaps caps;
  void *self;        /* the engine instance's state, passed to every operation */

  /* Availability: NULL means always. unavailable_reason is one sentence ("no CUDA device: ..."). */
  bool (*available)(void *self);
  const char *(*unavailable_reason)(void *self);
  /* A setting this engine owns, by its flag's name ("check", "sim-schedule", "sim-threads"):
   * false when the engine has no such setting or refuses the value (changing nothing). */
  bool (*set_option)(void *self, const char *name, const char *value);
  /* Whether auto mode may move work here at all now (NULL: yes); false e.g. in --compile-only. */
  bool (*accepts_auto)(void *self);

  /* Called for every run of f before an engine is chosen, on every engine that has it (dumps,
   * compile-only checks); may raise. */
  void (*observe)(void *self, KirFunc *f, const struct KirRun *run);
  /* Compile (and load) f for this engine, as its first launch would; raises on failure, and a
   * failure here is not the program's end (auto mode then keeps f at home). */
  void (*prepare)(void *self, KirFunc *f);
  /* @jit code (KIR_TARGET_CPU, one lane, Python's error model): run this call of f here, when
   * the engine takes f (decided at f's first call and kept): 0 clean, 1 after a fault (the
   * caller raises last_fault's exception), -1 when the engine does not take f (the home engine
   * runs it). NULL: the engine runs no CPU code. */
  int (*cpu_call)(void *self, KirFunc *f, const struct KirRun *run);
  /* Ufunc cores (KIR_TARGET_CPU, NumPy's error model) go to cpu_call too: elementwise runs
   * (lanes) or one-lane gufunc runs. Decides f on the calling thread; true when cpu_call will
   * run f's runs of that kind (target='parallel' then needs no worker threads of its own). */
  bool (*cpu_takes)(void *self, KirFunc *f, bool lanes);
  /* Run f: 0 when it ran clean; 1 after a fault whose report was printed (CPU code: the caller
   * raises last_fault's exception instead); -1 (an engine other than home) when it declines
   * this run, which the home engine then runs. Other failures raise. */
  int (*launch)(void *self, KirFunc *f, const struct KirRun *run);
  /* Run kernel f on the host arrays themselves, without the launch's device copies (NULL: the
   * engine does not): 0 clean; -1 when it declines or faulted, the arrays then as they were
   * before (the caller runs the launch the usual way, with copies). */
  int (*launch_in_place)(void *self, KirFunc *f, const struct KirRun *run);
  /* The message of this thread's last fault; *exc gets its ExcKind. */
  const char *(*last_fault)(void *self, int *exc);
  /* target='parallel' workers: build f's code on the calling thread (false: f may not run on
   * workers), then run on a worker thread, never raising (0 clean, 1 fault, KIR_TRY_NOMEM). */
  bool (*parallel_prepare)(void *self, KirFunc *f);
  int (*try_launch)(void *self, KirFunc *f, const struct KirRun *run);

  /* target='cuda' ufunc units (kind, core): observed before each run (dumps), prepared, run;
   * ufunc_name names a unit in auto mode's log. NULL: the engine does not run ufuncs. */
  void (*ufunc_observe)(void *self, const KirUfuncRun *run);
  void (*ufunc_prepare)(void *self, KirUfuncKind kind, KirFunc *core);
  void (*ufunc_launch)(void *self, const KirUfuncRun *run);
  const char *(*ufunc_name)(void *self, KirUfuncKind kind, const KirFunc *core, char *buf, size_t n);

  /* Device memory (caps.device_memory): alloc/upload/download/copy raise naming the call that
   * failed; mem_free never raises (it runs when the last device array dies). */
  void *(*mem_alloc)(void *self, size_t bytes);
  void (*mem_free)(void *self, void *dev);
  void (*mem_upload)(void *self, void *dev, const void *host, size_t bytes);
  void (*mem_download)(void *self, void *host, const void *dev, size_t bytes);
  void (*mem_copy)(void *self, void *dst, const void *src, size_t bytes); /* device to device */
  /* Wait for everything issued (every launch already finishes before it returns). */
  void (*synchronize)(void *self);
  /* Timing events: a new event, record it on the engine's stream, milliseconds between two
   * recorded events (waits for the later one), free it. */
  void *(*event_new)(void *self);
  void (*event_record)(void *self, void *ev);
  double (*event_elapsed_ms)(void *self, void *start, void *stop);
  void (*event_free)(void *self, void *ev);

  /* The physical device this engine runs on, for numba.cuda's device queries (cuda.detect(),
   * cuda.gpus, get_current_device()): its name and UUID ("GPU-xxxxxxxx-...") into buf, and an
   * attribute by Numba's name ("MAX_THREADS_PER_BLOCK", or "mem:free" / "mem:total" in bytes);
   * false when there is no such attribute.
   * NULL on an engine without a device of its own (the simulator answers as Numba's does). */
  void (*device_name)(void *self, char *buf, size_t n);
  void (*device_uuid)(void *self, char *buf, size_t n);
  bool (*device_attribute)(void *self, const char *name, int64_t *out);
} KirEngine;

/* ---- registry (repl/setup.c, once, at start-up) ---- */
#define KIR_MAX_ENGINES 4
/* Adds e (kept by pointer, in registration order). */
void kir_engine_register(const KirEngine *e);
int kir_engine_count(void);
const KirEngine *kir_engine_at(int k);
const KirEngine *kir_engine_find(const char *name);
/* The home engine (the first registered with caps.checks); NULL before registration. */
const KirEngine *kir_engine_home(void);
/* Tests: forget every registered engine and the mode. */
void kir_engine_reset(void);

/* Apply a setting to the engine that owns it (kir_set_checks and friends, kir.h); false when
 * none takes it. */
bool kir_engine_set_option(const char *name, const char *value);

/* ---- mode: `--mode=NAME|auto` (also WEFT_MODE) ----
 * NAME (an engine with launch): every kernel launch runs on that engine (one not available stops the launch with
 * "--mode=NAME: <reason>"); auto (the default): kir_auto.c decides. False for an unknown spec. */
bool kir_set_mode(const char *spec);
/* The engine named by --mode, NULL in auto mode. */
const KirEngine *kir_engine_mode(void);
/* Whether kernels are typed for a device from the start now (--mode=gpu): KirFunc.device_math. */
bool kir_device_math(void);

/* ---- the engine-neutral paths ---- */
/* Run f on the engine the mode chooses (observers first; the home engine when none claims it).
 * Returns the engine's launch result; *ran (may be NULL) gets the engine that ran it. */
int kir_engine_run(KirFunc *f, const struct KirRun *run, const KirEngine **ran);
/* A kernel launch on host arrays, without device copies, when --mode names an engine with
 * launch_in_place (observers first): 0 clean, -1 not run that way (the arrays unchanged). */
int kir_engine_run_in_place(KirFunc *f, const struct KirRun *run);
/* Does an engine's cpu_call run f's elementwise (lanes) or gufunc runs (engine.cpu_takes)? */
bool kir_engine_cpu_takes(KirFunc *f, bool lanes);
/* One run on the engine whose cpu_call takes f (a worker thread of target='parallel' may call
 * it once f is decided): 0 clean, 1 fault (this thread's last_fault), -1 none takes it. */
int kir_engine_cpu_run(KirFunc *f, const struct KirRun *run);
/* Offer a target='cuda' ufunc run to the engines: true when one ran it, false to leave it to the
 * caller (which runs it at home). May raise. */
bool kir_engine_ufunc(const KirUfuncRun *run);

/* ---- device memory ----
 * The engine whose device memory device arrays use: NULL until an engine with
 * caps.device_memory calls kir_engine_use_memory (at its first launch), so that without one no
 * device buffer is ever made. */
const KirEngine *kir_engine_memory(void);
void kir_engine_use_memory(const KirEngine *e);

/* ---- the device numba.cuda reports ----
 * The first registered engine that has a device (device_name) and is available, NULL when none
 * is: then the simulator's answers apply. Asking probes the engine (the GPU: loads CUDA). */
const KirEngine *kir_engine_device(void);

/* ---- transfer accounting ----
 * Every implicit host <-> device copy of a launch is counted through the counter the composition
 * root registers (vm/numba/devarray.h's rt_copy_count); nothing is counted without one. */
typedef enum { KIR_COPY_H2D, KIR_COPY_D2H } KirCopyDir;
typedef void (*KirCopyCounter)(KirCopyDir dir, int64_t nbytes);
void kir_set_copy_counter(KirCopyCounter fn);
void kir_copy_count(KirCopyDir dir, int64_t nbytes);

/* ---- auto mode (kir_auto.c) ----
 * A specialisation is hot when its clean launches at home reach `launches` or the threads they
 * ran reach `threads` (WEFT_GPU_HOT_LAUNCHES, WEFT_GPU_HOT_WORK; docs/gpu.md). */
typedef struct KirHotLimits {
  int64_t launches, threads;
} KirHotLimits;
/* The limits, read once; raises ValueError naming a malformed variable. */
KirHotLimits kir_hot_limits(void);
bool kir_is_hot(int64_t launches, int64_t threads, KirHotLimits lim);
/* Before a launch of kernel f in auto mode: the engine it moves to (decided once, when it has
 * become hot), or NULL to stay at home. */
const KirEngine *kir_auto_choose(const KirFunc *f);
/* After the home engine ran f (rc 0: clean, else faulted): counts toward heat, or pins f home. */
void kir_auto_done(const KirFunc *f, const struct KirRun *run, int rc);
/* The same for a ufunc unit: the engine its run moves to, or NULL (the run is then counted). */
const KirEngine *kir_auto_choose_ufunc(const KirUfuncRun *run);
/* Tests: forget every record, the limits and the logging switch (read again on next use). */
void kir_auto_reset(void);

#endif
