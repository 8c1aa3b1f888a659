/* fuzz_weft.c — the libFuzzer entry point (docs/crash.md, "Fuzzing"): one input is one program,
 * run through the whole pipeline a file goes through (lexer, parser, resolver, compiler, VM,
 * the NumPy and Numba libraries, the kernel simulator) in a fresh Vm, under a CPU-time limit
 * and a memory limit, so that what the fuzzer reports is a crash, a sanitizer error, a leak, or
 * a loop that does not honour Ctrl-C — never a program that is merely long or large.
 *
 * Limits: after FUZZ_CPU_MS of CPU time the interrupt flag is raised (as a Ctrl-C would), and
 * again every FUZZ_TICK_MS after that (a program may catch KeyboardInterrupt); a loop that never
 * polls the flag runs into libFuzzer's -timeout, a finding. Memory goes through --max-memory's
 * accounting (rt_set_memory_limit): an allocation past FUZZ_MEMORY is a MemoryError.
 *
 * What a program may do to the machine is narrowed: it runs in a scratch folder (its files go
 * there), stdin is /dev/null, and inputs naming ctypes (which can crash the process on purpose),
 * os.chdir (which would move the scratch folder away for every later input) or the other file
 * system calls that reach outside are skipped. The CPU engine's C compiler is not used (--jit=sim):
 * a compiler run per input would be all the fuzzer measured.
 *
 * Built by `make build/fuzz/weft-fuzz` with clang -fsanitize=fuzzer,address,undefined. */
#include <fcntl.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <unistd.h>

#include "../../repl/setup.h"
#include "../../sim/sim_cpu.h"
#include "../../vm/base/error.h"
#include "../../vm/base/memlimit.h"
#include "../../vm/host/vm.h"
#include "../../vm/obj/runtime.h"

#define FUZZ_CPU_MS 500
#define FUZZ_TICK_MS 50
#define FUZZ_MEMORY ((size_t)512 << 20)

static const int fatal_signals[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT};
#define NFATAL (int)(sizeof fatal_signals / sizeof fatal_signals[0])

static void on_tick(int sig) {
  (void)sig;
  rt_interrupted = 1;
}

/* Weft's crash handler would print its own report and die; the sanitizers' handlers must stay,
 * so they are saved before repl_setup installs Weft's and put back after. */
static void setup_keeping_sanitizer_handlers(void) {
  struct sigaction old[NFATAL];
  for (int k = 0; k < NFATAL; k++) sigaction(fatal_signals[k], NULL, &old[k]);
  repl_setup();
  for (int k = 0; k < NFATAL; k++) sigaction(fatal_signals[k], &old[k], NULL);
}

int LLVMFuzzerInitialize(int *argc, char ***argv) {
  (void)argc;
  (void)argv;
  setup_keeping_sanitizer_handlers();
  sim_cpu_set_jit("sim");
  rt_set_memory_limit(FUZZ_MEMORY);
  const char *dir = getenv("WEFT_FUZZ_DIR");
  char tmpl[] = "/tmp/weft-fuzz-XXXXXX";
  if (!dir) dir = mkdtemp(tmpl);
  if (!dir || chdir(dir) != 0) {
    perror("weft-fuzz: scratch folder");
    exit(1);
  }
  int null = open("/dev/null", O_RDONLY);
  if (null >= 0) dup2(null, STDIN_FILENO), close(null);
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = on_tick;
  sigemptyset(&sa.sa_mask);
  sa.sa_flags = SA_RESTART;
  sigaction(SIGVTALRM, &sa, NULL);
  return 0;
}

enum { FUZZ_RECURSION_LIMIT = 200 };

static bool mentions(const char *src, const char *const *words) {
  for (; *words; words++)
    if (strstr(src, *words)) return true;
  return false;
}

static const char *const skipped[] = {"ctypes", "chdir", "rmdir", "rename", "remove", "unlink",
                                      "environ", "putenv", "makedirs", "mkdir", "'/", "\"/", NULL};

static void arm(int first_ms, int tick_ms) {
  struct itimerval t = {{0, tick_ms * 1000}, {first_ms / 1000, (first_ms % 1000) * 1000}};
  setitimer(ITIMER_VIRTUAL, &t, NULL);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  char *src = malloc(size + 1);
  if (!src) return 0;
  memcpy(src, data, size);
  src[size] = 0; /* a NUL inside ends the program there, as the C string API reads it */
  if (mentions(src, skipped)) {
    free(src);
    return -1; /* not added to the corpus */
  }
  Vm *vm = vm_new();
  if (vm) {
    /* ASan gives up unpoisoning the stack on a longjmp (an exception unwinding C frames) past
     * 64 MiB of stack, and reports false errors after; with the -O0 dispatch loop's large
     * frames, Python's default of 1000 levels through C (sorted's key, @jit's fallback) passes
     * that, so the fuzzer's programs recurse at most 200 deep. */
    rt_set_recursion_limit(FUZZ_RECURSION_LIMIT);
    rt_interrupted = 0;
    arm(FUZZ_CPU_MS, FUZZ_TICK_MS);
    vm_run_source(vm, "<fuzz>", src, false);
    arm(0, 0);
    rt_interrupted = 0;
    vm_free(vm);
  }
  free(src);
  return 0;
}
