/* config.h — Weft's settings, in one structure that every part reads (weft_config()).
 *
 * The engine switches have a flag of the `weft` command and a WEFT_* variable as their default;
 * repl/options.c parses both (flags first, then the environment), validates them and stores the
 * value given here, and the REPL's `:check` / `:mode` change them through the same validators.
 * The settings with no flag (tuning, logging and test switches) are read from the environment
 * by weft_config_load_env(); the part that uses one validates it there, as it always has (a
 * ValueError naming the variable). A NULL field is a setting not given. Variables that are not
 * Weft's own (HOME, CUDA_HOME, LD_LIBRARY_PATH) are read where they are used. */
#ifndef WEFT_BASE_CONFIG_H
#define WEFT_BASE_CONFIG_H

/* X(field, variable): the settings that only the environment gives. */
#define WEFT_ENV_SETTINGS(X)                                                                      \
  X(gpu_hot_launches, "WEFT_GPU_HOT_LAUNCHES")           /* launches before a kernel is hot */    \
  X(gpu_hot_work, "WEFT_GPU_HOT_WORK")                   /* simulated threads before it is hot */ \
  X(gpu_log, "WEFT_GPU_LOG")                             /* say where each hot kernel goes */     \
  X(gpu_staging, "WEFT_GPU_STAGING")                     /* 1: copies through pinned staging */   \
  X(cache_dir, "WEFT_CACHE_DIR")                         /* compiled code's on-disk cache */      \
  X(cache_max_bytes, "WEFT_CACHE_MAX_BYTES")             /* its size cap (K, M, G) */             \
  X(sim_parallel_min_work, "WEFT_SIM_PARALLEL_MIN_WORK") /* least work worth threads */           \
  X(sim_worker_alloc_fail, "WEFT_SIM_WORKER_ALLOC_FAIL") /* tests: workers' allocations fail */   \
  X(sim_counters, "WEFT_SIM_COUNTERS")                   /* a counters line per launch */         \
  X(dump_kir, "WEFT_DUMP_KIR")                           /* print every kernel's KIR */           \
  X(gpu_test_break_source, "WEFT_GPU_TEST_BREAK_SOURCE") /* tests: NVRTC rejects every source */ \
  X(gpu_test_nvrtc, "WEFT_GPU_TEST_NVRTC")               /* tests: load this file as NVRTC */     \
  X(gpu_test_cudart, "WEFT_GPU_TEST_CUDART")             /* tests: ... as the CUDA Runtime */     \
  X(cc, "WEFT_CC")                                       /* the CPU engine's C compiler */        \
  X(jit_log, "WEFT_JIT_LOG")                             /* say where each @jit function runs */  \
  X(cpu_test_break_source, "WEFT_CPU_TEST_BREAK_SOURCE") /* tests: the C compiler fails */  \
  X(num_threads, "NUMBA_NUM_THREADS")                    /* threads of a prange loop */     \
  X(np_threads, "WEFT_NP_THREADS")                       /* threads of large array work */ \
  X(np_fuse, "WEFT_NP_FUSE")                             /* 0: no fused array chains */    \
  X(gc_threshold, "WEFT_GC_THRESHOLD")                   /* tests: gc's first threshold */ \
  X(reduce_tree, "WEFT_REDUCE_TREE")                     /* tests: cuda.reduce's tree value */

typedef struct WeftConfig {
  /* engine switches (repl/options.c): the value last given, "1" for a switch that is on */
  char *check;        /* --check: none | bounds | all */
  char *sim_schedule; /* --sim-schedule: inorder | shuffle:SEED */
  char *sim_threads;  /* --sim-threads: 1..256 */
  char *mode;         /* --mode: sim | gpu | auto */
  char *gpu_fast;     /* --gpu-fast */
  char *gpu_check;    /* --gpu-check */
  char *dump_cuda;    /* --dump-cuda: a folder */
  char *compile_only; /* --compile-only: an architecture */
  char *jit;          /* --jit: native | sim */
  char *dump_c;       /* --dump-c: a folder */
  char *profile;      /* --profile: sample | exact */
  char *device_model; /* --device-model */
  char *trace;        /* --trace: a file */
  char *profile_svg;  /* --profile-svg: a file */
  char *debug;        /* --debug */
  char *debug_commands; /* --debug-commands: a file */
  char *max_memory;   /* --max-memory: a size */
  /* the warnings filters' options (sys.warnoptions): PYTHONWARNINGS's, then each -W, in order */
  char **warnoptions;
  int nwarnoptions;
  /* environment only: the variable's text as set */
#define X(field, var) char *field;
  WEFT_ENV_SETTINGS(X)
#undef X
} WeftConfig;

/* The settings (the environment-only ones are loaded at the first call if nothing loaded them). */
const WeftConfig *weft_config(void);
/* The structure to change: only the parser of the options (repl/options.c) writes it. */
WeftConfig *weft_config_mut(void);
/* *field := a copy of value (NULL: not given). */
void weft_config_set(char **field, const char *value);
/* Append a copy of opt to warnoptions. */
void weft_config_add_warnoption(const char *opt);
/* (Re)read the environment-only settings: at start-up, and in tests after changing a variable. */
void weft_config_load_env(void);

#endif
