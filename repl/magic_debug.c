/* magic_debug.c — `%debug` in the REPL and the Jupyter kernel: the kernel debugger (dbg/,
 * docs/debugger.md) around one statement.
 *
 *   %debug STATEMENT   run STATEMENT under the debugger: set breakpoints, then `run`; a
 *                      simulator fault stops at the faulting thread (post-mortem).
 *   %debug             after an error in host code: post-mortem at the frame that raised it,
 *                      on the frames kept when it was uncaught (dbg/dbg_pm.c; the last such
 *                      error, as IPython's sys.last_traceback). After a statement that faulted
 *                      in the simulator: post-mortem at the faulting thread. The launch is not kept alive after its statement ends;
 *                      the simulator is deterministic, so the statement runs again under the
 *                      debugger and its launch stops at the same fault with the same state.
 *
 * The profiler (--profile, %prof) is paused while the statement runs under the debugger.
 *
 * In a notebook the commands follow in the cell, one a line (no stdin there): a cell
 * `%debug` + commands, or `%%debug STATEMENT` + commands. Errors use IPython's wording. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../dbg/dbg.h"
#include "../prof/prof.h"
#include "../sim/sim.h"
#include "../vm/base/io.h"
#include "options.h"
#include "repl.h"
#include "serve.h"

enum { FAILED_NONE, FAILED_HOST, FAILED_FAULT };

static char *failed_src;  /* the last statement, when it failed */
static char *failed_name; /* ... its file name */
static int failed_kind;

void repl_debug_before(void) {
  sim_clear_last_fault();
  dbg_keep_last_error(); /* an uncaught exception's frames outlive it, for %debug */
}

void repl_debug_after(const char *name, const char *src, int rc) {
  int exc;
  free(failed_src);
  free(failed_name);
  failed_src = failed_name = NULL;
  failed_kind = FAILED_NONE;
  if (rc != 1) return; /* 0: it ran; 65: it did not compile; a SystemExit ends the session */
  failed_kind = *sim_last_fault(&exc) ? FAILED_FAULT : FAILED_HOST;
  failed_src = strdup(src);
  failed_name = strdup(name);
}

/* The statement under a debugging session; the session's mode (sim) is undone after. */
static void debug_run(Vm *vm, const char *name, const char *src, const char *commands, bool stop_first) {
  char mode[32];
  snprintf(mode, sizeof mode, "%s", repl_option_get("mode"));
  rt_stdout_flush();
  fflush(stdout);
  bool profiled = prof_sink.on; /* paused: time stopped at the prompt is not the program's */
  if (profiled) prof_disable();
  dbg_session_begin(name, commands, stop_first);
  repl_debug_before();
  int rc = vm_run_source(vm, name, src, true);
  dbg_session_end();
  if (profiled) prof_enable();
  repl_option_set("mode", mode);
  repl_debug_after(name, src, rc);
}

void repl_debug(Vm *vm, const char *arg, const char *commands) {
  if (*arg) {
    debug_run(vm, "<stdin>", arg, commands, true);
    return;
  }
  if (failed_kind != FAILED_FAULT) { /* host code's error (kept until the next one), or none */
    rt_stdout_flush();
    fflush(stdout);
    if (!dbg_postmortem_last(commands)) fputs("ERROR:root:No traceback has been produced, nothing to debug.\n", stderr);
  } else {
    char *src = strdup(failed_src), *name = strdup(failed_name);
    printf("Running the statement that faulted again under the debugger (the simulator is "
           "deterministic: the launch stops at the same fault):\n");
    debug_run(vm, name, src, commands, false);
    free(src);
    free(name);
  }
}

/* In the Jupyter kernel stdin is the kernel's pipe: a line `%debug` there has no commands (the
 * statement runs to its end); `%%debug` cells bring theirs (serve.c). */
void repl_magic_debug(Vm *vm, const char *arg) { repl_debug(vm, arg, serve_active() ? "" : NULL); }
