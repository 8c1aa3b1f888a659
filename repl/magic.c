/* magic.c — the REPL's IPython-style timing commands: `%timeit [-n N] [-r R] STATEMENT`,
 * `%time STATEMENT` and `%prof STATEMENT`. Their output follows IPython 8 to the character (its
 * _format_time, the TimeitResult line, the loop count chosen by Timer.autorange's rule), so
 * numbers can be compared side by side with a Python session. A statement that launches kernels
 * or copies arrays gets one more line, the device's time (modeled in the simulator, from the
 * profiler's log), and its wall time is labelled as the simulator's. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>

#include "../prof/prof.h"
#include "../vm/base/io.h"
#include "../vm/base/strbuf.h"
#include "repl.h"
#include "serve.h"

enum { TIMEIT_RUNS = 7, TIMEIT_MAX_RUNS = 100000 };
enum { VM_COMPILE_ERROR = 65 }; /* vm_run_source's status for a compile error (vm.h) */
static const char INPUT_NAME[] = "<stdin>";
static const char TIMEIT_FN[] = "__weft_timeit__";

static double wall_now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* IPython's _format_time: 3 significant digits in s, ms, µs or ns; "1min 5s" from a minute. */
static void format_time(double t, char *buf, size_t n) {
  if (t >= 60.0) {
    static const struct { const char *suffix; double length; } parts[] = {
        {"d", 86400}, {"h", 3600}, {"min", 60}, {"s", 1}};
    size_t len = 0;
    buf[0] = '\0';
    for (size_t i = 0; i < sizeof parts / sizeof parts[0] && len < n; i++) {
      long value = (long)(t / parts[i].length);
      if (value > 0) {
        t = fmod(t, parts[i].length);
        len += (size_t)snprintf(buf + len, n - len, "%s%ld%s", len ? " " : "", value,
                                parts[i].suffix);
      }
      if (t < 1) break;
    }
    return;
  }
  static const char *const units[] = {"s", "ms", "\u00b5s", "ns"};
  static const double scaling[] = {1, 1e3, 1e6, 1e9};
  int order = 3;
  if (t > 0.0) {
    order = -(int)floor(floor(log10(t)) / 3);
    if (order > 3) order = 3;
  }
  snprintf(buf, n, "%.*g %s", 3, t * scaling[order], units[order]);
}

/* "1,000,000" as Python's format(n, ","). */
static void with_commas(long v, char *buf, size_t n) {
  char digits[32];
  int len = snprintf(digits, sizeof digits, "%ld", v), out = 0;
  for (int i = 0; i < len && (size_t)out + 2 < n; i++) {
    if (i > 0 && (len - i) % 3 == 0) buf[out++] = ',';
    buf[out++] = digits[i];
  }
  buf[out] = '\0';
}

/* Seconds for `number` runs of the timing function, or -1 when it raised (already reported). */
static double time_loops(Vm *vm, long number) {
  char call[96];
  snprintf(call, sizeof call, "%s(%ld)\n", TIMEIT_FN, number);
  double t0 = wall_now();
  int rc = vm_run_source(vm, INPUT_NAME, call, false);
  double t = wall_now() - t0;
  return rc == 0 ? t : -1;
}

/* IPython's rule: the smallest power of 10 whose total time reaches 0.2 s (at most 10**9). */
static long choose_loops(Vm *vm) {
  long number = 1;
  for (int k = 0; k < 10; k++, number *= 10) {
    double t = time_loops(vm, number);
    if (t < 0) return -1;
    if (t >= 0.2) break;
  }
  return number > 1000000000L ? 1000000000L : number;
}

static void report_timeit(const double *runs, long nruns, long number) {
  double sum = 0, sq = 0, best = runs[0], worst = runs[0];
  for (long i = 0; i < nruns; i++) {
    sum += runs[i] / (double)number;
    best = runs[i] < best ? runs[i] : best;
    worst = runs[i] > worst ? runs[i] : worst;
  }
  double mean = sum / (double)nruns;
  for (long i = 0; i < nruns; i++) sq += pow(runs[i] / (double)number - mean, 2);
  best /= (double)number, worst /= (double)number;
  if (worst > 4 * best && best > 0 && worst > 1e-6)
    printf("The slowest run took %0.2f times longer than the fastest. This could mean that an "
           "intermediate result is being cached.\n", worst / best);
  char m[64], s[64], loops[32];
  format_time(mean, m, sizeof m);
  format_time(sqrt(sq / (double)nruns), s, sizeof s);
  with_commas(number, loops, sizeof loops);
  printf("%s \u00b1 %s per loop (mean \u00b1 std. dev. of %ld run%s, %s loop%s each)\n", m, s,
         nruns, nruns == 1 ? "" : "s", loops, number == 1 ? "" : "s");
}

/* The launches a timed statement makes are counted by the profiler's log: on for the timing
 * (reset, as %prof does), off again after unless --profile keeps it on. */
static bool device_log_begin(void) {
  bool was_on = PROF_ON();
  prof_enable();
  prof_reset();
  return was_on;
}

static void device_log_end(bool was_on, ProfDeviceTotals *t) {
  prof_device_totals(t);
  if (!was_on) prof_disable();
}

/* "GPU time: 14.2 µs per loop (modeled, h100): 1 kernel launch 10.1 µs, 2 copies 4.1 µs" — the
 * device's time per loop beside the wall time, which in the simulator is this CPU's. */
static void report_device(const ProfDeviceTotals *t, double loops, const char *per, const char *after) {
  char total[64], kern[64], copies[64], tag[64];
  format_time((t->kernel_s + t->copy_s) / loops, total, sizeof total);
  format_time(t->kernel_s / loops, kern, sizeof kern);
  format_time(t->copy_s / loops, copies, sizeof copies);
  if (t->measured) snprintf(tag, sizeof tag, "measured on the GPU; copies modeled, %s", t->model);
  else snprintf(tag, sizeof tag, "modeled, %s", t->model);
  double nk = t->launches / loops, nc = t->copies / loops;
  printf("GPU time: %s%s (%s): %.3g kernel launch%s %s, %.3g cop%s %s\n%s", total, per, tag, nk,
         nk == 1 ? "" : "es", kern, nc, nc == 1 ? "y" : "ies", copies, after);
}

/* `-n N` / `-nN` (loops per run; 0 = choose, as IPython) and `-r R` (runs) before the
 * statement. Returns the statement, or NULL after printing a one-line error. */
static const char *timeit_options(const char *arg, long *number, long *runs) {
  for (;;) {
    arg += strspn(arg, " \t");
    if (arg[0] != '-' || (arg[1] != 'n' && arg[1] != 'r')) return arg;
    char opt = arg[1];
    const char *value = arg + 2 + strspn(arg + 2, " \t"); /* "-n10" or "-n 10" */
    size_t len = strcspn(value, " \t");
    char *end;
    long v = strtol(value, &end, 10);
    long lo = opt == 'n' ? 0 : 1, hi = opt == 'n' ? 1000000000L : TIMEIT_MAX_RUNS;
    if (len == 0 || end != value + len || v < lo || v > hi) {
      printf("%%timeit: -%c needs an integer from %ld to %ld (got '%.*s')\n", opt, lo, hi,
             (int)len, value);
      return NULL;
    }
    *(opt == 'n' ? number : runs) = v;
    arg = value + len;
  }
}

/* Compiled alone first, as IPython does, so a syntax error points into the user's text and
 * not into the wrapper below, in the prompt's layout; nothing runs. */
static bool timeit_compiles(Vm *vm, const char *stmt) {
  return vm_check_source(vm, INPUT_NAME, stmt) == 0;
}

static void timeit_runs(Vm *vm, long number, long nruns) {
  double *runs = malloc(sizeof(double) * (size_t)nruns); /* not rt_malloc: no handler here */
  if (runs && number == 0) number = choose_loops(vm);
  bool ok = runs && number > 0;
  bool was_on = device_log_begin(); /* the calibrating loops above are not counted */
  for (long i = 0; ok && i < nruns; i++) ok = (runs[i] = time_loops(vm, number)) >= 0;
  ProfDeviceTotals dev;
  device_log_end(was_on, &dev);
  char del[64];
  snprintf(del, sizeof del, "del %s\n", TIMEIT_FN);
  vm_run_source(vm, INPUT_NAME, del, false);
  rt_stdout_flush();
  if (!runs) puts("%timeit: out of memory for the run times");
  if (ok) report_timeit(runs, nruns, number);
  if (ok && dev.launches + dev.copies > 0)
    report_device(&dev, (double)number * (double)nruns, " per loop",
                  dev.measured ? "" : "(the time per loop above is the simulator's, on this CPU)\n");
  free(runs);
}

/* The statement runs inside a function, as IPython's timeit does: its assignments are local.
 * The wrapper's frame is left out of tracebacks (vm/host/traceback.c hides __weft_ names). */
void repl_magic_timeit(Vm *vm, const char *arg) {
  long number = 0, nruns = TIMEIT_RUNS;
  const char *stmt = timeit_options(arg, &number, &nruns);
  if (stmt && !*stmt) {
    puts("usage: %timeit [-n N] [-r R] STATEMENT   (for example  %timeit sum(range(1000)))");
    return;
  }
  if (!stmt || !timeit_compiles(vm, stmt)) return;
  StrBuf src;
  rt_sb_init(&src);
  rt_sb_printf(&src, "def %s(__n):\n    for __i in range(__n):\n        %s\n", TIMEIT_FN, stmt);
  int rc = vm_run_source(vm, INPUT_NAME, src.data, false);
  rt_sb_free(&src);
  if (rc == 0) timeit_runs(vm, number, nruns);
}

static double seconds(struct timeval tv) { return (double)tv.tv_sec + (double)tv.tv_usec * 1e-6; }

/* An expression's value is echoed when it is computed, so before the times (IPython: after). */
void repl_magic_time(Vm *vm, const char *arg) {
  if (!*arg) {
    puts("usage: %time STATEMENT");
    return;
  }
  struct rusage r0, r1;
  bool was_on = device_log_begin();
  getrusage(RUSAGE_SELF, &r0);
  double w0 = wall_now();
  int rc = vm_run_source(vm, INPUT_NAME, arg, true);
  double wall = wall_now() - w0;
  ProfDeviceTotals dev;
  device_log_end(was_on, &dev);
  if (rc != 0) return; /* as IPython: after an error (syntax or raised) only the error shows */
  getrusage(RUSAGE_SELF, &r1);
  double user = seconds(r1.ru_utime) - seconds(r0.ru_utime);
  double sys = seconds(r1.ru_stime) - seconds(r0.ru_stime);
  char u[64], s[64], t[64], w[64];
  format_time(user, u, sizeof u);
  format_time(sys, s, sizeof s);
  format_time(user + sys, t, sizeof t);
  format_time(wall, w, sizeof w);
  rt_stdout_flush();
  bool simulated = dev.launches + dev.copies > 0 && !dev.measured;
  printf("CPU times: user %s, sys: %s, total: %s\nWall time: %s%s\n", u, s, t, w,
         simulated ? " (the simulator's, on this CPU)" : "");
  if (dev.launches + dev.copies > 0) report_device(&dev, 1, "", "");
}

void repl_magic_prof(Vm *vm, const char *arg) {
  if (!*arg) {
    puts("usage: %prof STATEMENT   (profiles one statement; see weft --profile)");
    return;
  }
  bool was_on = PROF_ON(); /* `weft --profile` keeps profiling the session after the statement */
  prof_enable();
  prof_reset();
  int rc = vm_run_source(vm, INPUT_NAME, arg, true);
  rt_stdout_flush();
  fflush(stdout);
  if (rc != VM_COMPILE_ERROR) {  /* nothing ran: only the error is shown */
    prof_report(stdout);
    size_t len = 0;
    char *svg = serve_active() ? prof_svg_string(&len) : NULL; /* in Jupyter, the timeline shows inline under the report */
    /* inline, the <svg> element alone: a page embeds it without the file's XML declaration
     * (nbconvert's HTML export rejects one) */
    const char *el = svg ? strstr(svg, "<svg") : NULL;
    if (el) serve_display("image/svg+xml", el, len - (size_t)(el - svg));
    free(svg);
  }
  if (!was_on) prof_disable(); /* stops the sampling timer: the prompt and its reads are not profiled */
}
