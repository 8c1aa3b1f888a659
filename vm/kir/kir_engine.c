/* kir_engine.c — the registry of kernel engines (kir_engine.h), the `--mode` choice, and the
 * engine-neutral paths every run takes: observers first, then the engine the mode (or auto
 * mode's policy, kir_auto.c) chooses, else the home engine. Also the engine whose device memory
 * device arrays use and the counter of a launch's implicit copies.
 *
 * Everything here is set at start-up (registration, the mode, the counter) or once by the
 * first launch on a device (the memory engine); none of it changes while kernels run. */
#include <stdio.h>
#include <string.h>

#include "../base/error.h"
#include "kir_engine.h"
#include "kir_ir.h"

typedef struct EngineRegistry {
  const KirEngine *engines[KIR_MAX_ENGINES];
  int n;
  const KirEngine *home;
  const KirEngine *mode;   /* --mode=NAME, NULL in auto mode */
  const KirEngine *memory; /* device arrays' memory, NULL until a device is used */
  KirCopyCounter count_copy;
} EngineRegistry;

static EngineRegistry registry;

void kir_engine_register(const KirEngine *e) {
  if (registry.n == KIR_MAX_ENGINES) rt_raise(RT_EXC_RuntimeError, "too many kernel engines");
  registry.engines[registry.n++] = e;
  if (!registry.home && e->caps.checks) registry.home = e;
}

int kir_engine_count(void) { return registry.n; }
const KirEngine *kir_engine_at(int k) { return k >= 0 && k < registry.n ? registry.engines[k] : NULL; }
const KirEngine *kir_engine_home(void) { return registry.home; }

const KirEngine *kir_engine_find(const char *name) {
  for (int k = 0; k < registry.n; k++)
    if (strcmp(registry.engines[k]->name, name) == 0) return registry.engines[k];
  return NULL;
}

void kir_engine_reset(void) {
  KirCopyCounter count = registry.count_copy;
  memset(&registry, 0, sizeof registry);
  registry.count_copy = count;
}

bool kir_engine_set_option(const char *name, const char *value) {
  for (int k = 0; k < registry.n; k++) {
    const KirEngine *e = registry.engines[k];
    if (e->set_option && e->set_option(e->self, name, value)) return true;
  }
  return false;
}

bool kir_set_checks(const char *spec) { return kir_engine_set_option("check", spec); }
bool kir_set_schedule(const char *spec) { return kir_engine_set_option("sim-schedule", spec); }
bool kir_set_threads(int n) {
  char text[16];
  snprintf(text, sizeof text, "%d", n);
  return kir_engine_set_option("sim-threads", text);
}

bool kir_set_mode(const char *spec) {
  if (strcmp(spec, "auto") == 0) {
    registry.mode = NULL;
    return true;
  }
  const KirEngine *e = kir_engine_find(spec);
  if (!e || !e->launch) return false; /* an engine of CPU code only runs no kernel */
  registry.mode = e;
  return true;
}

const KirEngine *kir_engine_mode(void) { return registry.mode; }

/* --mode=gpu compiles kernels for a device from the start: their Python math functions of
 * float32 compute in float32 there, as compiled Numba's do; the simulator (and auto mode, whose
 * kernels start there and must not change their results when they move) computes in float64 as
 * Numba's simulator does (docs/gpu.md). */
bool kir_device_math(void) { return registry.mode && registry.mode->device_name; }

static bool available(const KirEngine *e) { return !e->available || e->available(e->self); }

const KirEngine *kir_engine_device(void) {
  for (int k = 0; k < registry.n; k++)
    if (registry.engines[k]->device_name && available(registry.engines[k])) return registry.engines[k];
  return NULL;
}

static const KirEngine *home(void) {
  if (!registry.home) rt_raise(RT_EXC_RuntimeError, "no kernel engine is registered");
  return registry.home;
}

/* --mode=NAME for an engine that is not home: it must be there. */
static const KirEngine *required(const KirEngine *e) {
  if (!available(e)) rt_raise(RT_EXC_RuntimeError, "--mode=%s: %s", e->name, e->unavailable_reason(e->self));
  return e;
}

/* Kernels move; everything else (CPU code, elementwise and gufunc cores) runs at home. */
static const KirEngine *choose(const KirFunc *f) {
  const KirEngine *h = home();
  if (f->target != KIR_TARGET_KERNEL) return h;
  if (registry.mode) return registry.mode == h ? h : required(registry.mode);
  const KirEngine *e = kir_auto_choose(f);
  return e ? e : h;
}

/* A @jit call (one lane, Python's error model) on the first engine with CPU code that takes f;
 * -1 when none does. */
static int cpu_call(KirFunc *f, const KirRun *run, const KirEngine **ran) {
  for (int k = 0; k < registry.n; k++) {
    const KirEngine *e = registry.engines[k];
    int rc = e->cpu_call ? e->cpu_call(e->self, f, run) : -1;
    if (rc < 0) continue;
    if (ran) *ran = e;
    return rc;
  }
  return -1;
}

int kir_engine_run(KirFunc *f, const KirRun *run, const KirEngine **ran) {
  if (f->target == KIR_TARGET_CPU && (!f->python_errors || run->nlanes == 0)) {
    int rc = cpu_call(f, run, ran);
    if (rc >= 0) return rc;
  }
  for (int k = 0; k < registry.n; k++)
    if (registry.engines[k]->observe) registry.engines[k]->observe(registry.engines[k]->self, f, run);
  const KirEngine *e = choose(f);
  if (ran) *ran = e;
  int rc = e->launch(e->self, f, run);
  if (rc < 0 && e != registry.home) { /* declined (--mode=cpu: a kernel it cannot run) */
    e = home();
    if (ran) *ran = e;
    rc = e->launch(e->self, f, run);
  }
  if (e == registry.home && !registry.mode) kir_auto_done(f, run, rc);
  return rc;
}

int kir_engine_run_in_place(KirFunc *f, const KirRun *run) {
  const KirEngine *e = registry.mode;
  if (!e || !e->launch_in_place || f->target != KIR_TARGET_KERNEL || !available(e)) return -1;
  for (int k = 0; k < registry.n; k++)
    if (registry.engines[k]->observe) registry.engines[k]->observe(registry.engines[k]->self, f, run);
  return e->launch_in_place(e->self, f, run);
}

int kir_engine_cpu_run(KirFunc *f, const KirRun *run) { return cpu_call(f, run, NULL); }

bool kir_engine_cpu_takes(KirFunc *f, bool lanes) {
  for (int k = 0; k < registry.n; k++) {
    const KirEngine *e = registry.engines[k];
    if (e->cpu_takes && e->cpu_takes(e->self, f, lanes)) return true;
  }
  return false;
}

/* A ufunc core with complex arguments or result: the engines' wrappers (gpu_ufunc.c) read
 * arguments by the program's types, which the lowered signature no longer shows. */
static bool complex_core(const KirFunc *f) {
  if (f->usig.ret.kind == KIR_TY_SCALAR && kir_is_cplx_dtype(f->usig.ret.dtype)) return true;
  for (int k = 0; k < f->usig.nargs; k++)
    if (kir_is_cplx_dtype(f->usig.args[k].dtype)) return true;
  return false;
}

bool kir_engine_ufunc(const KirUfuncRun *run) {
  if (complex_core(run->core)) return false; /* the home engine runs it */
  for (int k = 0; k < registry.n; k++)
    if (registry.engines[k]->ufunc_observe) registry.engines[k]->ufunc_observe(registry.engines[k]->self, run);
  const KirEngine *e = registry.mode;
  if (e == registry.home) return false;
  if (e) {
    if (!e->ufunc_launch) return false;
    required(e);
  } else if (!(e = kir_auto_choose_ufunc(run))) {
    return false;
  }
  e->ufunc_launch(e->self, run);
  return true;
}

const KirEngine *kir_engine_memory(void) { return registry.memory; }
void kir_engine_use_memory(const KirEngine *e) { registry.memory = e; }

void kir_set_copy_counter(KirCopyCounter fn) { registry.count_copy = fn; }
void kir_copy_count(KirCopyDir dir, int64_t nbytes) {
  if (registry.count_copy) registry.count_copy(dir, nbytes);
}
