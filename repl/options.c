/* options.c — the engine switches of the `weft` command, defined once in REPL_OPTIONS: each
 * row gives the flag, its value (NULL for a plain switch), the environment variable that is its
 * default, what a valid value is, and the help line. Parsing, validation, the messages for bad
 * values, `weft --help` and the REPL's `:check` / `:mode` are all generated from the table.
 *
 * A valid value is given to its part (the setter of each row) and kept in the settings structure
 * (vm/base/config.h: the row's field of WeftConfig), which the parts read. */
#include <errno.h>
#include <fcntl.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../gpu/gpu.h"
#include "../prof/prof.h"
#include "../dbg/dbg.h"
#include "../sim/sim_cpu.h"
#include "../vm/base/config.h"
#include "../vm/base/memlimit.h"
#include "../vm/kir/kir.h"
#include "../vm/kir/kir_engine.h"
#include "options.h"

typedef bool (*OptSetter)(const char *value);

/* X(id, flag, value synopsis, environment variable, what a valid value is, help) */
#define REPL_OPTIONS(X)                                                                            \
  X(check, "check", "none|bounds|all|strict", "WEFT_CHECK", "one of none, bounds, all, strict",    \
    "simulator checks (default all: races reported, the kernel goes on; strict: they stop it)")    \
  X(sim_schedule, "sim-schedule", "inorder|shuffle:SEED", "WEFT_SIM_SCHEDULE",                     \
    "inorder or shuffle:SEED", "order of blocks and warps in the simulator")                       \
  X(sim_threads, "sim-threads", "N", "WEFT_SIM_THREADS", "a whole number from 1 to 256",           \
    "threads for order-independent launches (default 1)")                                          \
  X(mode, "mode", "sim|gpu|cpu|auto", "WEFT_MODE", "one of sim, gpu, cpu, auto",                    \
    "where kernels run (default auto: hot kernels move to a GPU; cpu: native code)")                       \
  X(gpu_fast, "gpu-fast", NULL, "WEFT_GPU_FAST", "0 or 1",                                             \
    "GPU code may contract to fused multiply-add")                                                 \
  X(gpu_check, "gpu-check", NULL, "WEFT_GPU_CHECK", "0 or 1", "GPU code checks every array index")     \
  X(dump_cuda, "dump-cuda", "DIR", "WEFT_DUMP_CUDA", "a folder name",                              \
    "write the CUDA C of every kernel launched to DIR/NAME.cu")                                    \
  X(compile_only, "compile-only", "ARCH", "WEFT_COMPILE_ONLY", "an architecture such as sm_90",    \
    "also compile every kernel launched with NVRTC")                                               \
  X(jit, "jit", "native|sim", "WEFT_JIT", "one of native, sim",                                    \
    "where @jit functions run (default native: compiled by the C compiler)")                      \
  X(dump_c, "dump-c", "DIR", "WEFT_DUMP_C", "a folder that can be made",                           \
    "write the C of every @jit function compiled to DIR/NAME.c")                                   \
  X(profile, "profile", "[=sample|exact]", "WEFT_PROFILE", "one of sample, exact",               \
    "profile summary on stderr at exit (host time sampled; =exact: traced)")                         \
  X(device_model, "device-model", "NAME", "WEFT_DEVICE_MODEL", NULL,                               \
    "device the profiler models (default h100)")                                                   \
  X(trace, "trace", "FILE.json", "WEFT_TRACE", "a file name",                                      \
    "profile; write a Chrome trace (Perfetto) at exit")                                            \
  X(profile_svg, "profile-svg", "FILE.svg", "WEFT_PROFILE_SVG", "a file name",                     \
    "profile; write an SVG timeline at exit")                                                       \
  X(debug, "debug", NULL, "WEFT_DEBUG", "0 or 1", "run the program under the kernel debugger")      \
  X(debug_commands, "debug-commands", "FILE", "WEFT_DEBUG_COMMANDS", "a readable file",            \
    "debug, reading the debugger's commands from FILE")                                             \
  X(max_memory, "max-memory", "SIZE", "WEFT_MAX_MEMORY", "a size such as 512M or 2G",              \
    "MemoryError past SIZE of memory (512M, 2G)")

enum {
#define X(id, flag, value, env, valid, help) OPT_##id,
  REPL_OPTIONS(X)
#undef X
      OPT_COUNT
};

#define X(id, flag, value, env, valid, help) static bool set_##id(const char *v);
REPL_OPTIONS(X)
#undef X

static const struct {
  const char *flag, *value, *env, *valid, *help;
  OptSetter set;
  size_t field; /* where WeftConfig keeps the value */
} options[OPT_COUNT] = {
#define X(id, flag, value, env, valid, help) {flag, value, env, valid, help, set_##id, offsetof(WeftConfig, id)},
    REPL_OPTIONS(X)
#undef X
};

/* The value option o was last given ("1" for a switch), NULL when never. */
static char **current(int o) { return (char **)((char *)weft_config_mut() + options[o].field); }

static bool given[OPT_COUNT]; /* set on the command line (or in the REPL) */

static bool set_check(const char *v) { return kir_set_checks(v); }
static bool set_sim_schedule(const char *v) { return kir_set_schedule(v); }

static bool set_sim_threads(const char *v) {
  char *end;
  long n = strtol(v, &end, 10);
  return *v >= '0' && *v <= '9' && *end == '\0' && n >= 1 && n <= 256 && kir_set_threads((int)n);
}

static bool set_mode(const char *v) { return kir_set_mode(v); }

/* A switch's value: "1" or "0"; anything else is refused, not read as off. */
static bool is_bool(const char *v) { return strcmp(v, "0") == 0 || strcmp(v, "1") == 0; }

static bool set_gpu_fast(const char *v) {
  if (is_bool(v)) gpu_set_fast(v[0] == '1');
  return is_bool(v);
}

static bool set_gpu_check(const char *v) {
  if (is_bool(v)) gpu_set_checks(v[0] == '1');
  return is_bool(v);
}

static bool set_dump_cuda(const char *v) {
  if (!*v) return false;
  gpu_set_dump_dir(v);
  return true;
}

static bool set_compile_only(const char *v) { return gpu_set_compile_only(v); }
static bool set_jit(const char *v) { return sim_cpu_set_jit(v); }
static bool set_dump_c(const char *v) { return *v && sim_cpu_set_dump_dir(v); }
static bool set_debug(const char *v) { return is_bool(v); }
static bool set_debug_commands(const char *v) { return *v && dbg_set_commands_file(v); }
/* --max-memory bounds the whole process, so a bound must leave room for what Weft itself holds:
 * the bound comes into force once the session is made (repl_options_started), and must exceed
 * what is resident then by HEADROOM (reading the program; a bound given at the prompt, by what
 * is resident at that moment). Below that, the value is refused like any bad one, saying the
 * least it may be (max_memory_least, in MiB). */
#define HEADROOM ((size_t)1 << 20)
static size_t max_memory_pending; /* the bound given before the session was made */
static bool session_made;
static size_t max_memory_least;

/* What is resident at start varies from run to run by more than a MiB (11M ran one time, not
 * the next): the least bound said is JITTER above this run's, so that it runs every time. */
#define JITTER ((size_t)4 << 20)
static bool max_memory_fits(size_t n) {
  size_t least = rt_memory_resident() + HEADROOM;
  max_memory_least = (least + JITTER + ((size_t)1 << 20) - 1) >> 20; /* whole MiB, rounded up */
  return n >= least;
}

static bool set_max_memory(const char *v) {
  size_t n = rt_memory_parse_size(v);
  max_memory_least = 0;
  if (!n) return false;
  if (!session_made) return max_memory_pending = n, true;
  if (!max_memory_fits(n)) return false;
  rt_set_memory_limit(n);
  return true;
}
/* Started in repl_options_finish, which knows whether --trace came too. */
static bool set_profile(const char *v) { return prof_set_host_mode(v); }
static bool set_device_model(const char *v) { return prof_set_device_model(v); }

/* An output file (--trace, --profile-svg) must be writable when the option is taken, not only
 * when the program has run: open it for writing now (a file that did not exist is created and
 * removed again, so a run that ends early leaves nothing behind); out_errno says why not. */
static int out_errno;

static bool writable(const char *path) {
  if (!*path) return false; /* "must be a file name" */
  int fd = open(path, O_WRONLY);
  bool created = fd < 0 && errno == ENOENT && (fd = open(path, O_WRONLY | O_CREAT | O_EXCL, 0666)) >= 0;
  if (fd < 0) return out_errno = errno, false;
  close(fd);
  if (created) unlink(path);
  return true;
}

static bool set_trace(const char *v) {
  bool ok = writable(v);
  prof_set_trace_file(ok ? v : NULL);
  return ok;
}

static bool set_profile_svg(const char *v) {
  bool ok = writable(v);
  prof_set_svg_file(ok ? v : NULL);
  return ok;
}

/* One line saying what is wrong with value; `who` is "--check", "WEFT_CHECK" or ":check". */
static const char *bad_value(int o, const char *who, const char *value) {
  static char msg[512];
  if (o == OPT_device_model && strcmp(who, options[o].env) == 0)
    snprintf(msg, sizeof msg, "unknown device model '%s' in %s (models: %s)", value, who, prof_device_names());
  else if (o == OPT_device_model)
    snprintf(msg, sizeof msg, "unknown device model '%s' (known: %s)", value, prof_device_names());
  else if (o == OPT_max_memory && max_memory_least)
    snprintf(msg, sizeof msg, "%s must be at least %zuM, the memory Weft needs to start (got '%s')",
             who, max_memory_least, value);
  else if ((o == OPT_trace || o == OPT_profile_svg) && *value)
    snprintf(msg, sizeof msg, "%s: cannot write '%s': %s", who, value, strerror(out_errno));
  else
    snprintf(msg, sizeof msg, "%s must be %s (got '%s')", who, options[o].valid, value);
  return msg;
}

/* Set option o; NULL on success, else the message. */
static const char *apply(int o, const char *who, const char *value) {
  if (!options[o].set(value)) return bad_value(o, who, value);
  weft_config_set(current(o), value);
  return NULL;
}

/* A switch that may take a value (`--profile`, `--profile=exact`): its synopsis starts with '['. */
static bool optional_value(int o) { return options[o].value && options[o].value[0] == '['; }

/* The value a bare switch stands for: "1", or the first one an optional value's synopsis lists. */
static const char *switch_value(int o) {
  static char first[32];
  if (!optional_value(o)) return "1";
  const char *list = options[o].value + 2; /* after "[=" */
  snprintf(first, sizeof first, "%.*s", (int)strcspn(list, "|]"), list);
  return first;
}

static int find(const char *name, size_t n) {
  for (int o = 0; o < OPT_COUNT; o++)
    if (strlen(options[o].flag) == n && strncmp(options[o].flag, name, n) == 0) return o;
  return -1;
}

int repl_options_take(int argc, char **argv, int i) {
  const char *a = argv[i];
  if (strncmp(a, "--", 2) != 0) return 0;
  const char *eq = strchr(a, '=');
  int o = find(a + 2, eq ? (size_t)(eq - a - 2) : strlen(a + 2));
  if (o < 0) return 0;
  char who[64];
  snprintf(who, sizeof who, "--%s", options[o].flag);
  if (!options[o].value || optional_value(o)) {
    if (eq && !optional_value(o)) return fprintf(stderr, "weft: %s takes no value (got '%s')\n", who, eq + 1), -1;
    const char *msg = apply(o, who, eq ? eq + 1 : switch_value(o));
    if (msg) return fprintf(stderr, "weft: %s\n", msg), -1;
    given[o] = true;
    return 1;
  }
  if (!eq && i + 1 >= argc)
    return fprintf(stderr, "weft: %s needs a value: %s=%s\n", who, who, options[o].value), -1;
  const char *msg = apply(o, who, eq ? eq + 1 : argv[i + 1]);
  if (msg) return fprintf(stderr, "weft: %s\n", msg), -1;
  given[o] = true;
  return eq ? 1 : 2;
}

/* The message when mode is "gpu" and there is no GPU to run on, else NULL. */
static const char *gpu_missing(const char *mode) {
  static char msg[512];
  if (!mode || strcmp(mode, "gpu") != 0 || gpu_available()) return NULL;
  snprintf(msg, sizeof msg, "cannot run kernels on the GPU: %s", gpu_unavailable_reason());
  return msg;
}

/* Options not given take their environment variable's value: a switch is on for "1", off for
 * "" or "0", and anything else is an error naming the variable. */
static int apply_environment(void) {
  for (int o = 0; o < OPT_COUNT; o++) {
    const char *v = getenv(options[o].env);
    bool is_switch = !options[o].value || optional_value(o);
    if (given[o] || !v || !*v || (is_switch && strcmp(v, "0") == 0)) continue;
    bool bare = optional_value(o) && strcmp(v, "1") == 0; /* WEFT_PROFILE=1; a switch checks its own value */
    const char *msg = apply(o, options[o].env, bare ? switch_value(o) : v);
    if (msg) return fprintf(stderr, "weft: %s\n", msg), 2;
  }
  return 0;
}

int repl_options_finish(void) {
  weft_config_load_env(); /* the settings no flag gives: their parts validate them where used */
  int rc = apply_environment();
  if (rc) return rc;
  const char *msg = gpu_missing(*current(OPT_mode));
  if (msg) return fprintf(stderr, "weft: --mode=gpu: %s\n", msg), 1;
  bool profiled = *current(OPT_profile) || *current(OPT_trace) || *current(OPT_profile_svg);
  const char *debug = *current(OPT_debug);
  if (profiled && ((debug && strcmp(debug, "1") == 0) || *current(OPT_debug_commands))) {
    /* a program stopped at the debugger's prompt has no timing worth reporting */
    fputs("weft: the profiler is off under --debug (time stopped at a breakpoint would count as the "
          "program's); profile without --debug\n", stderr);
  } else if (*current(OPT_profile)) {
    prof_enable();
    prof_report_at_exit(stderr);
  } else if (*current(OPT_trace) || *current(OPT_profile_svg)) {
    prof_enable();
    prof_report_at_exit(NULL); /* the files only, no printed summary */
  }
  return 0;
}

int repl_options_started(void) {
  session_made = true;
  size_t n = max_memory_pending;
  max_memory_pending = 0;
  if (!n) return 0;
  if (!max_memory_fits(n)) {
    const char *who = given[OPT_max_memory] ? "--max-memory" : options[OPT_max_memory].env;
    fprintf(stderr, "weft: %s\n", bad_value(OPT_max_memory, who, *current(OPT_max_memory)));
    return 2;
  }
  rt_set_memory_limit(n);
  return 0;
}

void repl_options_help(FILE *out) {
  fputs("\nEngine options (a value may also be the next argument; the variable in brackets\n"
        "is the default when the option is not given):\n", out);
  for (int o = 0; o < OPT_COUNT; o++) {
    char synopsis[64];
    bool eq = options[o].value && !optional_value(o);
    snprintf(synopsis, sizeof synopsis, "--%s%s%s", options[o].flag, eq ? "=" : "",
             options[o].value ? options[o].value : "");
    if (strlen(synopsis) > 24) fprintf(out, "  %s\n  %-24s", synopsis, "");
    else fprintf(out, "  %-24s", synopsis);
    fprintf(out, " %s [%s]\n", options[o].help, options[o].env);
  }
  fprintf(out, "  %-24s device models: %s\n", "", prof_device_names());
}

const char *repl_option_set(const char *name, const char *value) {
  int o = find(name, strlen(name));
  if (o < 0) return "no such option";
  char who[64];
  snprintf(who, sizeof who, ":%s", name);
  const char *msg = o == OPT_mode ? gpu_missing(value) : NULL; /* the mode stays as it was */
  if (!msg) msg = apply(o, who, value);
  if (!msg) given[o] = true;
  return msg;
}

const char *repl_option_get(const char *name) {
  static const char *const defaults[OPT_COUNT] = {
      [OPT_check] = "all", [OPT_sim_schedule] = "inorder", [OPT_sim_threads] = "1",
      [OPT_mode] = "auto"};
  int o = find(name, strlen(name));
  if (o < 0) return NULL;
  return *current(o) ? *current(o) : defaults[o];
}
